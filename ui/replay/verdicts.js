// The solver's verdict on the clicks of a replay (the `review` of `records_replay` and of an
// opened video: { certain, guesses, needlessGuesses, fatal, luck, clicks: [{ step, cell,
// verdict }] }, a click's `step` the index of its frame): which click was played last at a
// moment, its words, the cells to mark on the board, and the game's summary. Pure: the viewer
// (view.js) draws what this decides; unit-tested in verdicts.test.js.

import { cellName, percent } from "../mines/solver-modes.js";
import { count } from "../locale.js";
import { t } from "../l10n.js";

/** The last judged click among the first `n` frames played, or null. */
export function clickAt(review, n) {
  const clicks = review?.clicks ?? [];
  let lo = 0;
  let hi = clicks.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (clicks[mid].step < n) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? null : clicks[lo - 1];
}

/** The first guess whose frame comes after the first `n` frames (direction 1), or the last
 *  one before the click shown at `n` (direction -1); null when there is none. */
export function guessFrom(review, n, direction) {
  const guesses = (review?.clicks ?? []).filter((c) => c.verdict.kind === "forced" || c.verdict.kind === "needless");
  if (direction > 0) return guesses.find((c) => c.step >= n) ?? null;
  return guesses.filter((c) => c.step < n - 1).at(-1) ?? null;
}

const name = (i, width) => cellName(Math.floor(i / width), i % width);
const chance = (v) => t(v.exact ? "verdict-safe-chance" : "verdict-safe-chance-about", { chance: percent(v.safe) });

/** What proved a certain click: its numbers (`numberAt(i)` the number shown at cell i). */
function proofText(v, width, numberAt) {
  const { numbers, rule } = v;
  if (numbers.length === 0) return t("proof-by-count");
  const found = v.mines.length > 0 ? "yes" : "no";
  const withCount = rule === "mineCount" ? "yes" : "no";
  if (numbers.length <= 3) {
    const each = numbers.map((i) => t("proof-number-at", { number: numberAt(i), cell: name(i, width) }));
    const list = each.length === 1 ? each[0] : t("list-and", { list: each.slice(0, -1).join(t("list-gap")), last: each.at(-1) });
    return t("proof-by-numbers", { list, count: each.length, found, withCount });
  }
  return t("proof-by-many", { count: numbers.length, found, withCount });
}

/** The line for one judged click. */
export function clickText(click, width, numberAt) {
  const at = name(click.cell, width);
  const v = click.verdict;
  switch (v.kind) {
    case "first": return t("verdict-first", { cell: at });
    case "certain": return t("verdict-certain", { cell: at, proof: proofText(v, width, numberAt) });
    case "forced": return t("verdict-forced", { cell: at, chance: chance(v) });
    default: return t("verdict-needless", { cell: at, chance: chance(v), safe: name(v.safeCell, width) });
  }
}

/** The cells to mark for a click: `[cell, kind]`, kind the click's own ("certain", "forced",
 *  "needless"), "proof" for its numbers, "mine" for the mines they count on, "safe" for the
 *  certain cell a needless guess passed over. */
export function clickMarks(click) {
  if (!click) return [];
  const v = click.verdict;
  const marks = [];
  if (v.kind === "certain") {
    for (const i of v.numbers) marks.push([i, "proof"]);
    for (const i of v.mines) marks.push([i, "mine"]);
  }
  if (v.kind === "needless") marks.push([v.safeCell, "safe"]);
  if (v.kind !== "first") marks.push([click.cell, v.kind]);
  return marks;
}

/** The game's luck: its guesses' chances multiplied, as a percentage or, when small, odds. */
export function luckText(luck) {
  if (luck >= 0.01) return percent(luck);
  if (luck <= 0) return "0%";
  return t("luck-odds", { odds: count(Math.round(1 / luck)) });
}

/** The summary line of a review. */
export function summaryText(review) {
  const forced = review.guesses - review.needlessGuesses;
  const parts = [
    t("summary-certain", { count: review.certain }),
    t("summary-forced", { count: forced }),
    t("summary-needless", { count: review.needlessGuesses }),
    t("summary-luck", { luck: luckText(review.luck) }),
  ];
  // A click the game refused (a damaged video's) ends the review there: said, never silent.
  const line = t("summary-solver", { parts: parts.join(" · ") });
  return review.refused ? t("summary-stopped", { line, action: review.refused[0], why: review.refused[1] }) : line;
}
