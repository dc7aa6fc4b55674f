// The key binds in Settings: each game's actions with their keys (keys.js's table). A key's
// button, pressed, waits for the new key; Delete clears it, Escape keeps it; a key another
// action has is refused with that action's name. The buttons' tooltips and the pause cover
// name the keys as bound.

import { settings, saveSettings } from "./settings.js";
import { KEYMAP, SLOTS, actionText, bindsOf, describe, keyLabel, keysText, rebind } from "./keys.js";
import { setArgs, t } from "./l10n.js";
import { setTitle } from "./tooltips.js";

const $ = (id) => document.getElementById(id);

/** Keys that only modify another: pressed alone while a key is awaited, they are not it. */
const MODIFIERS = new Set(["Shift", "Control", "Alt", "Meta", "AltGraph", "CapsLock"]);

export function wireKeysDialog() {
  const dialog = $("keys-dialog");
  const error = $("keys-error");
  /** The key button awaiting a key, or null. */
  let awaiting = null;

  const render = () => {
    for (const game of Object.keys(KEYMAP)) {
      const binds = bindsOf(game, settings.keys);
      const rows = KEYMAP[game].map(([action]) => {
        const tr = document.createElement("tr");
        const th = document.createElement("th");
        th.scope = "row";
        th.textContent = actionText(game, action);
        tr.append(th);
        for (let slot = 0; slot < SLOTS; slot++) {
          const key = binds[action][slot];
          const button = document.createElement("button");
          button.type = "button";
          button.className = "key";
          Object.assign(button.dataset, { game, action, slot: String(slot) });
          const shown = key ? keyLabel(key) : t("keys-slot-empty");
          button.textContent = shown;
          button.setAttribute("aria-label", t(slot === 0 ? "keys-slot-first" : "keys-slot-other", { action: describe(game, action), key: shown }));
          const td = document.createElement("td");
          td.append(button);
          tr.append(td);
        }
        return tr;
      });
      document.querySelector(`#keys-${game} tbody`).replaceChildren(...rows);
    }
    showKeys();
  };

  /** The key button of `{game, action, slot}`, as the tables are now. */
  const keyButton = (at) => dialog.querySelector(`button.key[data-game="${at.game}"][data-action="${at.action}"][data-slot="${at.slot}"]`);

  /** Redraws the tables with the focus back on the button `{game, action, slot}`. */
  const settle = (at) => {
    awaiting = null;
    render();
    keyButton(at)?.focus();
  };

  dialog.addEventListener("click", (e) => {
    const button = e.target.closest("button.key");
    if (!button) return;
    const at = { ...button.dataset };
    // Another button was awaiting a key: its tables are drawn again, this one with them.
    if (awaiting) settle(awaiting.dataset);
    awaiting = keyButton(at);
    awaiting.textContent = t("keys-awaiting");
    awaiting.setAttribute("aria-label", t("keys-awaiting-label", { action: describe(at.game, at.action) }));
    error.textContent = "";
  });

  // Capture: the awaited key goes to the bind, not to the dialog (Escape would close it) nor
  // to a game.
  dialog.addEventListener("keydown", (e) => {
    if (!awaiting || MODIFIERS.has(e.key)) return;
    const at = { ...awaiting.dataset };
    if (e.key === "Tab") return settle(at);
    e.preventDefault();
    e.stopPropagation();
    if (e.key === "Escape") return settle(at);
    if (e.ctrlKey || e.altKey || e.metaKey) {
      error.textContent = t("keys-modifier-refused");
      return settle(at);
    }
    const key = e.key === "Delete" || e.key === "Backspace" ? null : e.key;
    try {
      saveSettings({ keys: rebind(at.game, settings.keys, at.action, Number(at.slot), key) });
    } catch (err) {
      error.textContent = err.message;
    }
    settle(at);
  }, true);
  dialog.addEventListener("cancel", (e) => {
    if (awaiting) e.preventDefault();
  });
  dialog.addEventListener("close", () => {
    awaiting = null;
  });

  $("keys-reset").addEventListener("click", () => {
    saveSettings({ keys: {} });
    render();
    error.textContent = t("keys-all-reset");
  });
  $("keys-button").addEventListener("click", () => {
    render();
    error.textContent = "";
    dialog.showModal();
  });
  showKeys();
}

/** Names the keys as bound in the texts and tooltips that mention them (an element's
 *  data-l10n-keys, `game.action`, is its message's $key); again once the settings are read. */
export function showKeys() {
  for (const el of document.querySelectorAll("[data-l10n-keys]")) {
    const [game, action] = el.dataset.l10nKeys.split(".");
    setArgs(el, { key: keysText(game, action, settings.keys) });
  }
  // A control that is off says where to turn it on instead (the solver's, in manual).
  for (const el of document.querySelectorAll("[data-title]")) setTitle(el, el.dataset.off ?? el.dataset.title);
}
