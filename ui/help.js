// Help in the app (Help > How to Play, Keyboard Shortcuts, F1 and ?): the rules of the game in
// view and every key it answers, generated from the same tables the key handling reads (the
// game's keys from keys.js under the player's binds, the menu's shortcuts from the backend's
// menu table), so the help can never be stale. Pure: help.test.js.

import { KEYMAP, actionText, keysText } from "./keys.js";
import { t } from "./l10n.js";

/** The games' rules, a few lines each: the catalogue's `help-<game>-rules-<n>`. */
export function rules(game) {
  return Array.from({ length: RULE_LINES[game] }, (_, i) => t(`help-${game}-rules-${i + 1}`));
}
const RULE_LINES = { mines: 5, fifteen: 4 };

/** What the mouse does, per game: [what is done, what it does]. */
export function mouse(game) {
  return Array.from({ length: MOUSE_LINES[game] }, (_, i) => [t(`help-${game}-mouse-${i + 1}`), t(`help-${game}-mouse-${i + 1}.does`)]);
}
const MOUSE_LINES = { mines: 4, fifteen: 2 };

/** Keys the page itself answers everywhere, beside the menu's: [keys, what they do]. */
export function pageKeys() {
  return Array.from({ length: 6 }, (_, i) => [t(`help-page-key-${i + 1}`), t(`help-page-key-${i + 1}.does`)]);
}

/** The rows of a game's keys under the player's binds: [keys, what the action does]. */
export function gameKeyRows(game, keys = {}) {
  return KEYMAP[game].map(([action]) => [keysText(game, action, keys), actionText(game, action)]);
}

/** A menu accelerator as the player presses it ("CmdOrCtrl+Shift+R" as Ctrl+Shift+R, or
 *  Cmd+Shift+R on a Mac). */
export function acceleratorText(accelerator, mac = false) {
  return accelerator.replace("CmdOrCtrl", mac ? "Cmd" : "Ctrl");
}

/** The menu's shortcuts (`[id, label, accelerator]` from the backend), those with a key. */
export function menuKeyRows(items, mac = false) {
  return items.filter(([, , accel]) => accel).map(([, label, accel]) => [acceleratorText(accel, mac), label.replace(/…$/, "")]);
}
