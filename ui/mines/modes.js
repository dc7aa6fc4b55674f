// Metasweeper's eight modes as the page names them: the value the backend takes, the Mode
// menu's name, the badge under the board (none for an opening, the default) and what the
// mode does. The Mode menu (controls.js) and the panel (panel.js) read this one table.

export const MODES = [
  ["opening", "opens", "", "The first click opens an area"],
  ["safe", "safe", "Safe first click", "Only the clicked cell is free, as in Windows XP"],
  ["noGuess", "no guess", "No guessing", "A board that certain deductions alone clear"],
  ["strict", "strict", "Strict no-guess", "A no-guess board where a click on a cell not proved safe meets a mine"],
  ["weak", "weak", "Weak no-guess", "A click on a cell not proved safe meets a mine while a safe cell was proved; a forced guess is made safe"],
  ["blessing", "blessing", "Blessing", "A random board where only a forced guess is made safe"],
  ["guessable", "guessable", "Guessable", "A no-guess board where a click on a mine is made safe when it can be"],
  ["lucky", "lucky", "Lucky", "A random board where a click on a mine is made safe when it can be"],
];

const byValue = new Map(MODES.map((m) => [m[0], m]));

/** A mode's name in the Mode menu (an opening's for one it does not know). */
export const modeName = (value) => (byValue.get(value) ?? MODES[0])[1];

/** A mode's badge under the board: empty for an opening. */
export const modeBadge = (value) => byValue.get(value)?.[2] ?? "";

/** Whether a mode deals the hidden mines again as the game goes. */
export const adapts = (value) => ["strict", "weak", "blessing", "guessable", "lucky"].includes(value);

/** The Mode menu's options. */
export function modeOptions() {
  return MODES.map(([value, name, , title]) => {
    const option = new Option(name, value);
    option.title = title;
    return option;
  });
}
