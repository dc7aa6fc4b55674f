// The key binds in Settings: each game's actions with their keys (keys.js's table). A key's
// button, pressed, waits for the new key; Delete clears it, Escape keeps it; a key another
// action has is refused with that action's name. The buttons' tooltips and the pause cover
// name the keys as bound.

import { settings, saveSettings } from "./settings.js";
import { KEYMAP, SLOTS, bindsOf, describe, keyLabel, keysText, rebind } from "./keys.js";

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
      const rows = KEYMAP[game].map(([action, what]) => {
        const tr = document.createElement("tr");
        const th = document.createElement("th");
        th.scope = "row";
        th.textContent = what;
        tr.append(th);
        for (let slot = 0; slot < SLOTS; slot++) {
          const key = binds[action][slot];
          const button = document.createElement("button");
          button.type = "button";
          button.className = "key";
          Object.assign(button.dataset, { game, action, slot: String(slot) });
          button.textContent = key ? keyLabel(key) : "none";
          button.setAttribute("aria-label", `${describe(game, action)}, ${slot === 0 ? "key" : "other key"}: ${key ? keyLabel(key) : "none"}. Press to change`);
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
    awaiting.textContent = "new key…";
    awaiting.setAttribute("aria-label", `${describe(at.game, at.action)}: press the new key, Delete to clear, Escape to keep`);
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
      error.textContent = "Keys with Ctrl, Alt or Cmd stay the app's; choose a key without them";
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
    error.textContent = "Every key is back to its default.";
  });
  $("keys-button").addEventListener("click", () => {
    render();
    error.textContent = "";
    dialog.showModal();
  });
  showKeys();
}

/** Names the keys as bound in the tooltips (`{game.action}` in a title) and texts
 *  (`data-keys-text`) that mention them; again once the settings are read. */
export function showKeys() {
  const fill = (template) => template.replace(/\{(\w+)\.(\w+)\}/g, (_, game, action) => keysText(game, action, settings.keys));
  for (const el of document.querySelectorAll("[title*='{'], [data-title]")) {
    el.dataset.title ??= el.title;
    // A control that is off says where to turn it on instead (the solver's, in manual).
    el.title = el.dataset.off ?? fill(el.dataset.title);
  }
  for (const el of document.querySelectorAll("[data-keys-text]")) el.textContent = fill(el.dataset.keysText);
}
