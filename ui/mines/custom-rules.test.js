// The Custom dialog's words, on the cases of commands_mines.rs's check.

import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { notWhole, problemOf, rangeText, wholeNumber } from "./custom-rules.js";

test("only whole numbers are numbers", () => {
  assert.equal(wholeNumber(" 30 "), 30);
  assert.equal(wholeNumber("-5"), -5);
  for (const bad of ["", "3.5", "1e3", "abc", "12abc", "99999999999999999999"]) assert.ok(Number.isNaN(wholeNumber(bad)), bad);
});

test("the first field that is not a whole number is named", () => {
  assert.equal(notWhole({ width: 30, height: 16, mines: 99 }), null);
  assert.deepEqual(notWhole({ width: 30, height: NaN, mines: NaN }), { field: "height", text: "Height: type a whole number." });
});

test("a range reads as the player's words", () => {
  assert.equal(rangeText({ field: "width", min: 2, max: 200 }), "Width: from 2 to 200.");
  assert.equal(rangeText({ field: "mines", min: 1, max: 8 }), "Mines: from 1 to 8 on a board this size.");
});

test("a backend error becomes the dialog's problem: a range names its field", () => {
  assert.deepEqual(problemOf({ kind: "invalidSettings", message: "width must be…", range: { field: "width", min: 2, max: 200 } }),
    { field: "width", text: "Width: from 2 to 200." });
  assert.deepEqual(problemOf({ kind: "invalidSeed", message: "seed must be a whole number" }), { text: "seed must be a whole number" });
});
