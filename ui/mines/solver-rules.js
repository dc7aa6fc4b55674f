// What the solver's controls decide, apart from the page: which mode offers what, how fast
// auto-play moves, when a slow answer is announced, and the words for a hint and a review. No
// DOM, no backend: unit-tested with node's test runner (solver-rules.test.js).

/** Milliseconds between auto-play moves, by speed; "step" waits for the player. */
export const AUTO_DELAY = { step: null, slow: 450, fast: 60, instant: 0 };

/** Which controls each mode offers: manual none, semi-auto hint and odds, full auto all. */
export function modeAllows(mode, what) {
  if (what === "hint" || what === "odds") return mode === "semi" || mode === "full";
  if (what === "auto") return mode === "full";
  return false;
}

/** A solver request that takes longer than this is said to be thinking (a big endgame's
 *  search can take a second). */
export const THINKING_AFTER_MS = 200;

/** Awaits `request`; when it takes longer than `ms`, calls `say(true)` then and `say(false)`
 *  once it settles (answered or failed), so that a slow answer is never silent. `clock` gives
 *  setTimeout and clearTimeout (the tests pass their own). */
export async function noticeSlow(request, ms, say, clock = globalThis) {
  let said = false;
  const timer = clock.setTimeout(() => {
    said = true;
    say(true);
  }, ms);
  try {
    return await request;
  } finally {
    clock.clearTimeout(timer);
    if (said) say(false);
  }
}

/** A cell as the player reads it. */
export const cellName = (row, col) => `row ${row + 1}, column ${col + 1}`;
/** A chance as a percentage with one decimal. */
export const percent = (p) => `${(p * 100).toFixed(1)}%`;

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

/** The lines of a finished game's review (`mines_review`'s answer) on a board `width` wide. */
export function reviewLines(review, width) {
  const lines = [];
  const f = review.fatal;
  if (f) {
    if (f.forced) {
      lines.push(`The fatal click was a forced guess: ${percent(f.probability)} risk, and no cell was certain.`);
    } else {
      const s = f.safeCell;
      lines.push(`The fatal click (${percent(f.probability)} risk) was avoidable: ${cellName(Math.floor(s / width), s % width)} was certainly safe.`);
    }
  }
  lines.push(review.guesses === 0 ? "No guesses." : `Guesses: ${review.guesses}, of which needless: ${review.needlessGuesses}.`);
  return lines;
}
