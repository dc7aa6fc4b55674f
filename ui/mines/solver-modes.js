// What the solver's controls decide, apart from the page: which mode offers what (and where
// to turn the rest on), how fast auto-play moves, and the words for a hint and a review. No
// DOM, no backend: unit-tested with node's test runner (solver-modes.test.js).

import { decimal } from "../locale.js";

/** Milliseconds between auto-play moves, by speed; "step" waits for the player. */
export const AUTO_DELAY = { step: null, slow: 450, fast: 60, instant: 0 };

/** Which controls each mode offers: manual none, semi-auto hint and odds, full auto all. */
export function modeAllows(mode, what) {
  if (what === "hint" || what === "odds") return mode === "semi" || mode === "full";
  if (what === "auto") return mode === "full";
  return false;
}

/** Why a control is off in `mode`, and where to turn it on; null when the mode offers it. */
export function offText(mode, what) {
  if (modeAllows(mode, what)) return null;
  const name = { hint: "Hint", odds: "Odds", auto: "Auto-play" }[what] ?? what;
  const modes = what === "auto" ? "full auto" : "semi-auto or full auto";
  return `${name} is off: turn it on in Settings > Solver (${modes}).`;
}

/** A cell as the player reads it. */
export const cellName = (row, col) => `row ${row + 1}, column ${col + 1}`;
/** A chance as a percentage with one decimal. */
export const percent = (p) => `${decimal(p * 100, 1)}%`;

/** The text of a hint, as the player reads it. */
export function hintText(hint) {
  const at = cellName(hint.cell.row, hint.cell.col);
  const proof = hint.numbers.length === 0 ? ""
    : hint.rule === "single" ? " (one number proves it)"
    : hint.rule === "pair" ? " (two numbers together prove it)"
    : hint.rule === "mineCount" ? " (the numbers and the mine count prove it)"
    : ` (the ${hint.numbers.length} numbers around it prove it)`;
  switch (hint.kind) {
    case "first": return `Any first click is safe; try ${at}.`;
    case "safe": return `Safe: ${at}${proof}.`;
    case "mine": return `Mine: ${at}${proof}.`;
    default: return `Nothing is certain. Best guess: ${at}, ${percent(hint.probability)} risk${hint.approximate ? " (estimated)" : ""}.`;
  }
}

/** The lines of a finished game's review (`mines_review`'s answer) on a board `width` wide;
 *  `adapts` when the game's mode deals its mines again, so a chance of a board as dealt means
 *  nothing there. */
export function reviewLines(review, width, adapts = false) {
  const lines = [];
  const f = review.fatal;
  if (f) {
    const chance = f.probability >= 0.9995 ? "a cell the numbers proved to be a mine"
      : adapts ? "a cell the numbers did not prove safe" : `a ${percent(f.probability)} chance of a mine`;
    if (f.forced) {
      lines.push(`The losing click was a forced guess, ${chance}: no cell was certainly safe.`);
    } else {
      const s = f.safeCell;
      lines.push(`The losing click, ${chance}, could have waited: ${cellName(Math.floor(s / width), s % width)} was certainly safe (marked).`);
    }
  }
  lines.push(review.guesses === 0 ? "No guesses." : `Guesses: ${review.guesses}, of which needless: ${review.needlessGuesses}.`);
  if (review.refused) lines.push(`The review stops at action ${review.refused[0] + 1}, which the game refused: ${review.refused[1]}.`);
  return lines;
}
