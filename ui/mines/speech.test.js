// Unit tests for what a screen reader hears of the Minesweeper board (node --test).

import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { cellLabel, minesLeftText, tellAnswer } from "./speech.js";

test("every cell code has the label of what it shows", () => {
  const codes = ["#", "F", "?", "0", "1", "2", "8", "*", "X", "W"];
  assert.deepEqual(codes.map(cellLabel), [
    "covered", "flagged", "question mark", "empty", "1 mine", "2 mines", "8 mines", "mine", "exploded mine", "wrong flag",
  ]);
});

test("the mine counter is read as words, below zero as flags too many", () => {
  assert.deepEqual([10, 1, 0, -1, -3].map(minesLeftText), ["10 mines left", "1 mine left", "0 mines left", "1 flag too many", "3 flags too many"]);
});

test("one cell opened is told with what it shows; many are counted", () => {
  assert.equal(tellAnswer([["#", "3"]], "playing"), "Opened: 3 mines.");
  assert.equal(tellAnswer([["#", "0"], ["#", "1"], ["?", "2"]], "playing"), "Opened 3 cells.");
});

test("marks are told by what they became", () => {
  assert.equal(tellAnswer([["#", "F"]], "playing"), "Flagged.");
  assert.equal(tellAnswer([["F", "?"]], "playing"), "Marked with a question mark.");
  assert.equal(tellAnswer([["F", "#"]], "playing"), "Unflagged.");
});

test("an undo that covers cells again says so", () => {
  assert.equal(tellAnswer([["0", "#"], ["1", "#"]], "playing"), "2 cells covered again.");
  assert.equal(tellAnswer([["2", "#"]], "playing"), "1 cell covered again.");
});

test("an action that changes nothing says so, and the end says how with its time", () => {
  assert.equal(tellAnswer([], "playing"), "Nothing changed.");
  assert.equal(tellAnswer([["#", "1"]], "won", "9.321 s"), "Won in 9.321 s: every safe cell is open.");
  assert.equal(tellAnswer([["#", "X"], ["#", "*"]], "lost", "2.000 s"), "Lost: a mine exploded, after 2.000 s.");
});
