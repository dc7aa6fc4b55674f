// The solver's verdict on the clicks of a replay (the `review` of `records_replay` and of an
// opened video: { certain, guesses, needlessGuesses, fatal, luck, clicks: [{ step, cell,
// verdict }] }, a click's `step` the index of its frame): which click was played last at a
// moment, its words, the cells to mark on the board, and the game's summary. Pure: the viewer
// (view.js) draws what this decides; unit-tested in verdicts.test.js.

import { cellName, percent } from "../mines/solver-modes.js";
import { count, counted } from "../locale.js";

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
const chance = (v) => `${v.exact ? "" : "about "}${percent(v.safe)} safe`;

/** What proved a certain click: its numbers (`numberAt(i)` the number shown at cell i). */
function proofText(v, width, numberAt) {
  const { numbers, rule } = v;
  if (numbers.length === 0) return "the mine count proves it";
  const counted = v.mines.length > 0 ? ", counting the mines already found" : "";
  if (numbers.length <= 3) {
    const each = numbers.map((i) => `the ${numberAt(i)} at ${name(i, width)}`);
    const list = each.length === 1 ? each[0] : `${each.slice(0, -1).join(", ")} and ${each.at(-1)}`;
    const verb = each.length === 1 ? "proves" : "prove";
    return `${list} ${verb} it${counted}${rule === "mineCount" ? " and the mine count" : ""}`;
  }
  const how = rule === "mineCount" ? "with the mine count" : "in every arrangement";
  return `the ${numbers.length} numbers around it prove it ${how}${counted}`;
}

/** The line for one judged click. */
export function clickText(click, width, numberAt) {
  const at = name(click.cell, width);
  const v = click.verdict;
  switch (v.kind) {
    case "first": return `${at}: the first click, nothing to judge.`;
    case "certain": return `${at}: certain: ${proofText(v, width, numberAt)}.`;
    case "forced": return `${at}: a forced guess, ${chance(v)}: no cell was certain.`;
    default: return `${at}: a needless guess, ${chance(v)}, while ${name(v.safeCell, width)} was certain.`;
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
  return `1 in ${count(Math.round(1 / luck))}`;
}

/** The summary line of a review. */
export function summaryText(review) {
  const forced = review.guesses - review.needlessGuesses;
  const parts = [
    counted(review.certain, "certain click", "certain clicks"),
    counted(forced, "forced guess", "forced guesses"),
    counted(review.needlessGuesses, "needless guess", "needless guesses"),
    `luck ${luckText(review.luck)}`,
  ];
  // A click the game refused (a damaged video's) ends the review there: said, never silent.
  const stopped = review.refused ? ` Judged up to action ${review.refused[0]}: the next was refused (${review.refused[1]}).` : "";
  return `Solver: ${parts.join(" · ")}.${stopped}`;
}
