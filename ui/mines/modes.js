// Metasweeper's eight modes as the page names them: the value the backend takes, and the
// catalogue's `mode-<value>` (the Mode menu's name; `.badge`, under the board, empty for an
// opening, the default; `.title`, what the mode does). The Mode menu (controls.js) and the
// panel (panel.js) read this one table.

import { t } from "../l10n.js";

export const MODES = ["opening", "safe", "noGuess", "strict", "weak", "blessing", "guessable", "lucky"];

const known = (value) => (MODES.includes(value) ? value : MODES[0]);

/** A mode's name in the Mode menu (an opening's for one it does not know). */
export const modeName = (value) => t(`mode-${known(value)}`);

/** A mode's badge under the board: empty for an opening. */
export const modeBadge = (value) => (MODES.includes(value) && value !== "opening" ? t(`mode-${value}.badge`) : "");

/** Whether a mode deals the hidden mines again as the game goes. */
export const adapts = (value) => ["strict", "weak", "blessing", "guessable", "lucky"].includes(value);

/** The Mode menu's options. */
export function modeOptions() {
  return MODES.map((value) => {
    const option = new Option("", value);
    option.dataset.l10nId = `mode-${value}`;
    return option;
  });
}
