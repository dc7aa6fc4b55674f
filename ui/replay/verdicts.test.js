import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { clickAt, clickMarks, clickText, guessFrom, luckText, summaryText } from "./verdicts.js";
import { setLocale } from "../locale.js";

// The figures below are written as American English writes them, whatever the machine's locale.
setLocale("en-US");

// The cases of tests/minesweeper_solver.rs's reviews: "*.* ... ..." (3 wide), opened at (2,1).
const review = {
  certain: 1, guesses: 2, needlessGuesses: 1, fatal: null, luck: 1 / 3,
  clicks: [
    { step: 0, cell: 7, verdict: { kind: "first" } },
    { step: 2, cell: 1, verdict: { kind: "certain", rule: "pair", numbers: [3, 4], mines: [0, 2] } },
    { step: 4, cell: 5, verdict: { kind: "forced", safe: 2 / 3, exact: true } },
    { step: 5, cell: 0, verdict: { kind: "needless", safe: 0.5, exact: false, safeCell: 1 } },
  ],
};
const numbers = { 3: 1, 4: 2 };

test("the click shown is the last one judged among the frames played", () => {
  assert.equal(clickAt(review, 0), null);
  assert.equal(clickAt(review, 1).step, 0);
  assert.equal(clickAt(review, 2).step, 0, "a flag's frame keeps the click before it");
  assert.equal(clickAt(review, 3).step, 2);
  assert.equal(clickAt(review, 99).step, 5);
  assert.equal(clickAt(undefined, 3), null, "a replay without a review");
});

test("guesses are found forward and back from the frame shown", () => {
  assert.equal(guessFrom(review, 0, 1).step, 4);
  assert.equal(guessFrom(review, 5, 1).step, 5);
  assert.equal(guessFrom(review, 6, 1), null);
  assert.equal(guessFrom(review, 6, -1).step, 4, "back from the guess shown, to the one before");
  assert.equal(guessFrom(review, 5, -1), null);
});

test("each verdict reads as a sentence with its proof or its chance", () => {
  const text = (k) => clickText(review.clicks[k], 3, (i) => numbers[i]);
  assert.equal(text(0), "row 3, column 2: the first click, nothing to judge.");
  assert.equal(text(1), "row 1, column 2: certain: the 1 at row 2, column 1 and the 2 at row 2, column 2 prove it, counting the mines already found.");
  assert.equal(text(2), "row 2, column 3: a forced guess, 66.7% safe: no cell was certain.");
  assert.equal(text(3), "row 1, column 1: a needless guess, about 50.0% safe, while row 1, column 2 was certain.");
  const count = { step: 9, cell: 8, verdict: { kind: "certain", rule: "mineCount", numbers: [], mines: [] } };
  assert.equal(clickText(count, 3, () => 0), "row 3, column 3: certain: the mine count proves it.");
  const many = { step: 9, cell: 8, verdict: { kind: "certain", rule: "enumeration", numbers: [0, 1, 2, 3], mines: [] } };
  assert.equal(clickText(many, 3, () => 1), "row 3, column 3: certain: the 4 numbers around it prove it in every arrangement.");
});

test("a click marks its cell, its proof and the safe cell passed over", () => {
  assert.deepEqual(clickMarks(review.clicks[0]), []);
  assert.deepEqual(clickMarks(review.clicks[1]), [[3, "proof"], [4, "proof"], [0, "mine"], [2, "mine"], [1, "certain"]]);
  assert.deepEqual(clickMarks(review.clicks[3]), [[1, "safe"], [0, "needless"]]);
  assert.deepEqual(clickMarks(null), []);
});

test("the summary counts the verdicts and gives the luck", () => {
  assert.equal(summaryText(review), "Solver: 1 certain click · 1 forced guess · 1 needless guess · luck 33.3%.");
  assert.equal(summaryText({ ...review, refused: [4, "the game is over"] }),
    "Solver: 1 certain click · 1 forced guess · 1 needless guess · luck 33.3%. Judged up to action 4: the next was refused (the game is over).");
  assert.equal(luckText(1), "100.0%");
  assert.equal(luckText(0.0004), "1 in 2,500");
  assert.equal(luckText(0), "0%");
});
