// Help in the app (Help > How to Play, Keyboard Shortcuts, F1 and ?): the rules of the game in
// view and every key it answers, generated from the same tables the key handling reads (the
// game's keys from keys.js under the player's binds, the menu's shortcuts from the backend's
// menu table), so the help can never be stale. Pure: help.test.js.

import { KEYMAP, bindsOf, keyLabel } from "./keys.js";

/** The games' rules, a few lines each. */
export const RULES = {
  mines: [
    "Open every cell that hides no mine. A number tells how many of the eight cells around it hide a mine.",
    "Flag the cells you know are mines. Opening a number whose mines are all flagged opens the rest around it (a chord).",
    "The first click never hits a mine. The clock starts there and stops at the last safe cell opened, or at a mine.",
    "Modes (Metasweeper's): strict, a click on a cell not proved safe meets a mine; weak, the same while a safe cell was proved, and a forced guess is made safe; blessing, only a forced guess is made safe; guessable and lucky, a click on a mine is made safe when the numbers shown allow it.",
    "Your best times count per difficulty and mode; a game with any help (hint, odds, undo, pause) is kept apart.",
  ],
  fifteen: [
    "Slide the tiles into order, 1 to the last, with the blank at the bottom right.",
    "A tile next to the blank slides into it; clicking a tile in the blank's row or column slides the whole line.",
    "The direction keys slide a tile into the blank (or move the blank, as Settings chooses).",
    "The clock starts at your first move and stops when the last tile is in place. Relay, marathon and blind practice are in the mode menu.",
  ],
};

/** What the mouse does, per game. */
export const MOUSE = {
  mines: [
    ["Left click", "Open a cell"],
    ["Right click", "Flag or unflag (a question mark too, when they are on)"],
    ["Both buttons, or middle click, on a number", "Chord: open the cells around it"],
    ["Left click on a number", "Chord (when left-click chording is on in Settings)"],
  ],
  fifteen: [
    ["Click a tile", "Slide it, and the tiles between it and the blank"],
    ["Point at a tile (hover mode, in Settings)", "Slide it without a click"],
  ],
};

/** Keys the page itself answers everywhere, beside the menu's. */
export const PAGE_KEYS = [
  ["F1 or ?", "This help"],
  ["Ctrl+Z", "Undo (Minesweeper)"],
  ["Ctrl+= or Ctrl+- (or Ctrl and the wheel)", "Bigger or smaller cells and tiles"],
  ["Ctrl+0", "The board fits the window again"],
  ["Alt and + or −, Ctrl+Alt and + or −", "15-puzzle: one column, one row more or fewer"],
  ["Ctrl+C, Ctrl+V", "15-puzzle: copy the position as a state string; play one from the clipboard"],
];

/** The rows of a game's keys under the player's binds: [keys, what the action does]. */
export function gameKeyRows(game, keys = {}) {
  const binds = bindsOf(game, keys);
  return KEYMAP[game].map(([action, what]) => [binds[action].length ? binds[action].map(keyLabel).join(" or ") : "no key", what]);
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
