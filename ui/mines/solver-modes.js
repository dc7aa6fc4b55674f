// What the solver's controls decide, apart from the page: which mode offers what (and where
// to turn the rest on), how fast auto-play moves, and the words for a hint and a review. No
// DOM, no backend: unit-tested with node's test runner (solver-modes.test.js).

import { decimal } from "../locale.js";
import { t } from "../l10n.js";

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
  return t(`off-${what === "auto" ? "auto" : what === "odds" ? "odds" : "hint"}`);
}

/** A cell as the player reads it. */
export const cellName = (row, col) => t("cell-at", { row: row + 1, col: col + 1 });
/** A chance as a percentage with one decimal. */
export const percent = (p) => `${decimal(p * 100, 1)}%`;

/** The text of a hint, as the player reads it. */
export function hintText(hint) {
  const at = cellName(hint.cell.row, hint.cell.col);
  const proof = hint.numbers.length === 0 ? ""
    : t(hint.rule === "single" ? "proof-single" : hint.rule === "pair" ? "proof-pair" : hint.rule === "mineCount" ? "proof-mine-count" : "proof-numbers", { count: hint.numbers.length });
  switch (hint.kind) {
    case "first": return t("hint-first", { cell: at });
    case "safe": return t("hint-safe", { cell: at, proof });
    case "mine": return t("hint-mine", { cell: at, proof });
    default: return t(hint.approximate ? "hint-guess-estimated" : "hint-guess", { cell: at, risk: percent(hint.probability) });
  }
}

/** The lines of a finished game's review (`mines_review`'s answer) on a board `width` wide;
 *  `adapts` when the game's mode deals its mines again, so a chance of a board as dealt means
 *  nothing there. */
export function reviewLines(review, width, adapts = false) {
  const lines = [];
  const f = review.fatal;
  if (f) {
    const chance = f.probability >= 0.9995 ? t("chance-proved-mine")
      : adapts ? t("chance-not-proved") : t("chance-of-mine", { chance: percent(f.probability) });
    if (f.forced) {
      lines.push(t("review-forced", { chance }));
    } else {
      const s = f.safeCell;
      lines.push(t("review-could-wait", { chance, cell: cellName(Math.floor(s / width), s % width) }));
    }
  }
  lines.push(review.guesses === 0 ? t("review-no-guesses") : t("review-guesses", { count: review.guesses, needless: review.needlessGuesses }));
  if (review.refused) lines.push(t("review-refused", { action: review.refused[0] + 1, why: review.refused[1] }));
  return lines;
}
