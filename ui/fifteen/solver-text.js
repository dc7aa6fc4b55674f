// What the 15-puzzle's solver says, in words: a hint, and the optimal length after a solve.
// Pure functions over the backend's answers, tested with node's runner.

import { decimal } from "../locale.js";
import { t } from "../l10n.js";

/** "Move 7 left · 23 moves to go, at best": the tile on `hint.cell` of `tiles` moves
 *  `hint.direction`. On boards too large for the optimal solver the count is the quick
 *  solver's, and says so. */
export function hintText(hint, tiles) {
  const tile = tiles[hint.cell];
  return t(hint.optimal ? "hint-move-optimal" : "hint-move-quick", { tile, dir: t(`direction-${hint.direction}`), count: hint.distance });
}

/** Milliseconds between the moves of a solution played on the board, by speed. */
export const SOLVE_DELAY = { slow: 400, normal: 150, fast: 50, instant: 0 };

/** "Optimal: 31 moves (yours: 45, efficiency 68.9%)": the efficiency as the backend works it
 *  out for every solve (`records::fifteen::efficiency`). */
export function optimalText(report) {
  const efficiency = report.efficiency == null ? "–" : `${decimal(100 * report.efficiency, 1)}%`;
  return t("optimal-line", { optimal: report.optimal, yours: report.yours, efficiency });
}

/** Whether the optimum is worked out after a solve: boards of at most 16 cells (the
 *  backend's `solver::always_optimal`, which refuses the others). */
export function hasOptimal(width, height) {
  return width * height <= 16;
}

const LETTER = { up: "U", down: "D", left: "L", right: "R" };

/** The analysis of a solve: where it first left every optimal path (or that it never did),
 *  and one optimal solution in the U D L R notation. */
export function analysisLines(report) {
  const off = report.firstOff;
  const path = off == null
    ? t("path-all-optimal")
    : t("path-left-optimal", { move: off.index + 1, before: off.before, after: off.after });
  const letters = report.solution.map((d) => LETTER[d]).join("");
  // In fives, as solutions are read aloud and compared.
  const grouped = letters.match(/.{1,5}/g)?.join(" ") ?? "";
  return [path, t("optimal-solution", { moves: grouped })];
}
