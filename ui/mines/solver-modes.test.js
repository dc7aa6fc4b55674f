// Unit tests for the solver controls' decisions (node --test).

import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { AUTO_DELAY, hintText, modeAllows, offText, reviewLines } from "./solver-modes.js";
import { setLocale } from "../locale.js";

// The figures below are written as American English writes them, whatever the machine's locale.
setLocale("en-US");

test("each mode offers its controls and no others", () => {
  assert.deepEqual(["hint", "odds", "auto"].map((w) => modeAllows("manual", w)), [false, false, false]);
  assert.deepEqual(["hint", "odds", "auto"].map((w) => modeAllows("semi", w)), [true, true, false]);
  assert.deepEqual(["hint", "odds", "auto"].map((w) => modeAllows("full", w)), [true, true, true]);
  assert.equal(modeAllows("full", "anything else"), false);
});

test("auto-play speeds: step waits for the player, instant does not wait", () => {
  assert.equal(AUTO_DELAY.step, null);
  assert.equal(AUTO_DELAY.instant, 0);
  assert.ok(AUTO_DELAY.slow > AUTO_DELAY.fast && AUTO_DELAY.fast > 0);
});

test("a hint names its cell from 1 and says what proves it", () => {
  const cell = { row: 0, col: 4 };
  assert.equal(hintText({ kind: "safe", cell, rule: "single", numbers: [{ row: 1, col: 4 }] }),
    "Safe: row 1, column 5 (one number proves it).");
  assert.equal(hintText({ kind: "mine", cell, rule: "pair", numbers: [cell, cell] }),
    "Mine: row 1, column 5 (two numbers together prove it).");
  assert.equal(hintText({ kind: "safe", cell, rule: "mineCount", numbers: [] }), "Safe: row 1, column 5.");
  assert.equal(hintText({ kind: "guess", cell, probability: 0.1234, numbers: [], approximate: true }),
    "Nothing is certain. Best guess: row 1, column 5, 12.3% risk (estimated).");
  assert.equal(hintText({ kind: "first", cell, numbers: [] }), "Any first click is safe; try row 1, column 5.");
});

test("a review says whether the losing click was forced and counts the guesses", () => {
  const forced = { guesses: 2, needlessGuesses: 0, fatal: { cell: 3, probability: 0.5, forced: true, safeCell: null } };
  assert.deepEqual(reviewLines(forced, 9), [
    "The losing click was a forced guess, a 50.0% chance of a mine: no cell was certainly safe.",
    "Guesses: 2, of which needless: 0.",
  ]);
  const avoidable = { guesses: 1, needlessGuesses: 1, fatal: { cell: 0, probability: 1, forced: false, safeCell: 10 } };
  assert.deepEqual(reviewLines(avoidable, 9), [
    "The losing click, a cell the numbers proved to be a mine, could have waited: row 2, column 2 was certainly safe (marked).",
    "Guesses: 1, of which needless: 1.",
  ]);
  // In a mode that deals its mines again the board's odds mean nothing: none are given.
  const strict = { ...avoidable, fatal: { ...avoidable.fatal, probability: 0.25 } };
  assert.equal(reviewLines(strict, 9, true)[0],
    "The losing click, a cell the numbers did not prove safe, could have waited: row 2, column 2 was certainly safe (marked).");
  assert.deepEqual(reviewLines({ guesses: 0, needlessGuesses: 0, fatal: null }, 9), ["No guesses."]);
  assert.deepEqual(reviewLines({ guesses: 0, needlessGuesses: 0, fatal: null, refused: [6, "the game is over"] }, 9), [
    "No guesses.",
    "The review stops at action 7, which the game refused: the game is over.",
  ]);
});

test("a control the mode does not offer says where to turn it on; one it offers says nothing", () => {
  assert.equal(offText("manual", "hint"), "Hint is off: turn it on in Settings > Solver (semi-auto or full auto).");
  assert.equal(offText("manual", "odds"), "Odds is off: turn it on in Settings > Solver (semi-auto or full auto).");
  assert.equal(offText("semi", "auto"), "Auto-play is off: turn it on in Settings > Solver (full auto).");
  assert.equal(offText("semi", "hint"), null);
  assert.equal(offText("full", "auto"), null);
});
