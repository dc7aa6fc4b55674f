// Every game key: the one table of each game's actions and their default keys, read by the
// key handling (mines/input.js, fifteen/input.js), the key binds in Settings (keys-dialog.js)
// and the buttons' tooltips. A player's binds (`settings.keys`: per game, an action's keys)
// replace an action's defaults. Keys with Ctrl, Alt or Cmd are the app's own (Ctrl+Z, zoom,
// the menu) and are never bound. Pure, with `settings` passed in; keys.test.js. What an action
// does is the catalogue's `key-<game>-<action>`.

import { t } from "./l10n.js";

/** Per game: [action, default keys], in the order Settings lists them. */
export const KEYMAP = {
  mines: [
    ["open", [" "]],
    ["flag", ["f"]],
    ["chord", ["c"]],
    ["up", ["ArrowUp"]],
    ["down", ["ArrowDown"]],
    ["left", ["ArrowLeft"]],
    ["right", ["ArrowRight"]],
    ["newGame", ["F2", "r"]],
    ["sameBoard", ["F3", "b"]],
    ["beginner", ["1"]],
    ["intermediate", ["2"]],
    ["expert", ["3"]],
    ["undo", ["u"]],
    ["pause", ["p"]],
    ["hint", ["h"]],
    ["odds", ["o"]],
    ["auto", ["a"]],
    ["step", ["n"]],
  ],
  fifteen: [
    ["up", ["ArrowUp", "w"]],
    ["down", ["ArrowDown", "s"]],
    ["left", ["ArrowLeft", "a"]],
    ["right", ["ArrowRight", "d"]],
    ["scramble", [" ", "r"]],
    ["retry", ["t"]],
    ["hint", ["h"]],
    ["pause", ["p"]],
    ["done", ["Enter"]],
  ],
};

/** An action has at most this many keys. */
export const SLOTS = 2;

/** Keys that keep their meaning everywhere: moving the focus, closing, help (F1 and ?). */
const RESERVED = new Set(["Tab", "Escape", "F1", "?", "Shift", "Control", "Alt", "Meta", "AltGraph", "CapsLock", "Dead", "Unidentified", "Process"]);

/** A key event's key as the binds name it: a letter in lower case whatever Shift says. */
export function keyOf(key) {
  return key.length === 1 ? key.toLowerCase() : key;
}

/** Keys whose names the catalogue gives (`key-name-<name>`). */
const NAMED = { " ": "space", ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right", Enter: "enter" };

/** A key as a player reads it. */
export function keyLabel(key) {
  if (key in NAMED) return t(`key-name-${NAMED[key]}`);
  return key.length === 1 ? key.toUpperCase() : key;
}

/** Each action's keys for `game` under the player's binds (bad entries in a hand-edited file
 *  are skipped: a key not a string, reserved, or already taken by an action listed earlier). */
export function bindsOf(game, keys = {}) {
  const own = keys?.[game] && typeof keys[game] === "object" ? keys[game] : {};
  const taken = new Set();
  const out = {};
  for (const [action, defaults] of KEYMAP[game]) {
    const wanted = Array.isArray(own[action]) ? own[action] : defaults;
    out[action] = [];
    for (const k of wanted) {
      if (out[action].length === SLOTS) break;
      if (typeof k !== "string" || k === "" || RESERVED.has(k) || taken.has(keyOf(k))) continue;
      taken.add(keyOf(k));
      out[action].push(keyOf(k));
    }
  }
  return out;
}

const lookups = new Map();

/** The action a key event asks for in `game`, or null (keys with Ctrl, Alt or Cmd: null). */
export function actionOf(game, e, keys = {}) {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  const stamp = JSON.stringify(keys?.[game] ?? null);
  let cached = lookups.get(game);
  if (!cached || cached.stamp !== stamp) {
    const byKey = new Map();
    for (const [action, list] of Object.entries(bindsOf(game, keys))) for (const k of list) byKey.set(k, action);
    cached = { stamp, byKey };
    lookups.set(game, cached);
  }
  return cached.byKey.get(keyOf(e.key)) ?? null;
}

/**
 * The player's binds after setting slot `slot` of `action` to `key` (null clears it).
 * Throws an Error a player can read when the key is reserved or another action's.
 */
export function rebind(game, keys, action, slot, key) {
  const binds = bindsOf(game, keys);
  const list = [...binds[action]];
  if (key !== null) {
    if (RESERVED.has(key)) throw new Error(t("key-reserved", { key: keyLabel(key) }));
    const k = keyOf(key);
    const owner = Object.entries(binds).find(([a, l]) => a !== action && l.includes(k));
    if (owner) throw new Error(t("key-taken", { key: keyLabel(k), action: describe(game, owner[0]) }));
    if (list.includes(k) && list.indexOf(k) !== slot) return keys;
    list[Math.min(slot, list.length)] = k;
  } else {
    list.splice(slot, 1);
  }
  return { ...keys, [game]: { ...(keys?.[game] ?? {}), [action]: list } };
}

/** What an action does, in full (the help's and Settings' tables). */
export function actionText(game, action) {
  return t(`key-${game}-${action}`);
}

/** What an action does, in short (its name in a message). */
export function describe(game, action) {
  return t(`key-${game}-${action}.short`);
}

/** An action's keys as a player reads them ("F2 or R"), or "no key". */
export function keysText(game, action, keys = {}) {
  const list = (bindsOf(game, keys)[action] ?? []).map(keyLabel);
  if (list.length === 0) return t("keys-none");
  return list.length === 1 ? list[0] : t("keys-either", { first: list[0], second: list[1] });
}
