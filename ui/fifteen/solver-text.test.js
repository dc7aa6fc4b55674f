// Unit tests for the solver's words on the 15-puzzle (node --test).

import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { SOLVE_DELAY, analysisLines, hasOptimal, hintText, optimalText } from "./solver-text.js";
import { setLocale } from "../locale.js";

// The figures below are written as American English writes them, whatever the machine's locale.
setLocale("en-US");

test("a hint names the tile on its cell and the moves left", () => {
  const tiles = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 12, 13, 14, 11, 15];
  assert.equal(hintText({ direction: "up", cell: 14, distance: 2, optimal: true }, tiles), "Move 11 up · 2 moves to go, at best");
  assert.equal(hintText({ direction: "left", cell: 11, distance: 1, optimal: true }, tiles), "Move 12 left · 1 move to go, at best");
  assert.equal(hintText({ direction: "up", cell: 14, distance: 40, optimal: false }, tiles), "Move 11 up · 40 moves to go, by the quick method");
});

test("solutions play from slow to instant", () => {
  assert.ok(SOLVE_DELAY.slow > SOLVE_DELAY.normal && SOLVE_DELAY.normal > SOLVE_DELAY.fast && SOLVE_DELAY.fast > 0);
  assert.equal(SOLVE_DELAY.instant, 0);
});

test("the optimal line gives the efficiency to a tenth of a percent", () => {
  assert.equal(optimalText({ optimal: 31, yours: 45, efficiency: 31 / 45 }), "Optimal: 31 moves (yours: 45, efficiency 68.9%)");
  assert.equal(optimalText({ optimal: 3, yours: 3, efficiency: 1 }), "Optimal: 3 moves (yours: 3, efficiency 100.0%)");
  assert.equal(optimalText({ optimal: 3, yours: 0, efficiency: null }), "Optimal: 3 moves (yours: 0, efficiency –)");
  assert.equal(optimalText({ optimal: 1, yours: 3, efficiency: 1 / 3 }), "Optimal: 1 move (yours: 3, efficiency 33.3%)");
});

test("the optimum is worked out after a solve on boards of up to 16 cells", () => {
  assert.deepEqual([[3, 3], [4, 4], [3, 4], [4, 3], [2, 6], [3, 5], [5, 3], [2, 7], [2, 8], [8, 2], [3, 6], [2, 9], [5, 4], [5, 5]].map(([w, h]) => hasOptimal(w, h)), [true, true, true, true, true, true, true, true, true, true, false, false, false, false]);
});

test("the analysis names the first move off the optimum, counted from 1, and spells a solution", () => {
  const report = { optimal: 3, yours: 5, solution: ["left", "up", "right"], firstOff: { index: 0, before: 3, after: 4 } };
  assert.deepEqual(analysisLines(report), ["Move 1 left every optimal path: 3 moves to go before it, 4 after", "An optimal solution, as tile moves (U up, D down, L left, R right): LUR"]);
  assert.equal(analysisLines({ ...report, firstOff: null })[0], "Every move was on an optimal path");
  assert.equal(analysisLines({ ...report, firstOff: { index: 2, before: 1, after: 2 } })[0], "Move 3 left every optimal path: 1 move to go before it, 2 after");
});

test("a long optimal solution reads in groups of five", () => {
  const report = { optimal: 7, yours: 7, solution: ["left", "up", "right", "down", "left", "left", "up"], firstOff: null };
  assert.equal(analysisLines(report)[1], "An optimal solution, as tile moves (U up, D down, L left, R right): LURDL LU");
});
