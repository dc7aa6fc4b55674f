import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { boardAfter, countersAt, countersText, framesAt, pointerAt, SPEEDS } from "./model.js";
import { setLocale } from "../locale.js";

// The figures below are written as American English writes them, whatever the machine's locale.
setLocale("en-US");

// 1 2 3 / 4 5 6 / 0 7 8 solved by two moves left, 300 ms apart (as commands_replay plays it).
const solve = {
  game: "fifteen",
  start: { width: 3, height: 3, cells: [1, 2, 3, 4, 5, 6, 0, 7, 8] },
  frames: [
    { at: 0, changed: [[6, 7], [7, 0]], clock: 0, running: true, solved: 0, clicks: 0, minesLeft: 0, moves: 1 },
    { at: 300, changed: [[7, 8], [8, 0]], clock: 300, running: false, solved: 0, clicks: 0, minesLeft: 0, moves: 2 },
  ],
  end: 300,
  endClock: 300,
  threeBv: 0,
};

test("frames played by a moment", () => {
  assert.deepEqual([-1, 0, 299, 300, 5000].map((t) => framesAt(solve, t)), [0, 1, 1, 2, 2]);
});

test("the board after some frames, and a new leg's board replaces the old", () => {
  assert.deepEqual(boardAfter(solve, 0).cells, [1, 2, 3, 4, 5, 6, 0, 7, 8]);
  assert.deepEqual(boardAfter(solve, 2).cells, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  const relay = { ...solve, frames: [{ ...solve.frames[0], changed: [], board: { width: 2, height: 2, cells: [3, 1, 0, 2] } }] };
  assert.deepEqual(boardAfter(relay, 1), { width: 2, height: 2, cells: [3, 1, 0, 2] });
  assert.deepEqual(solve.start.cells, [1, 2, 3, 4, 5, 6, 0, 7, 8], "the start is never changed");
});

test("the clock runs between frames while the game runs and stops at its end", () => {
  assert.equal(countersAt(solve, -5).clock, 0);
  assert.equal(countersAt(solve, 120).clock, 120);
  assert.equal(countersAt(solve, 120).moves, 1);
  const end = countersAt(solve, 1000);
  assert.deepEqual([end.clock, end.moves, end.rate.toFixed(3)], [300, 2, "6.667"]);
  assert.equal(countersText(solve, end), "0.300 s · 2 moves · 6.67 TPS");
});

test("a Minesweeper line shows 3BV, 3BV/s, clicks and mines left; a game left unfinished ends at its end", () => {
  const game = {
    game: "mines", start: { width: 2, height: 1, cells: [35, 35] },
    frames: [{ at: 0, changed: [[0, 49]], clock: 0, running: true, solved: 1, clicks: 1, minesLeft: 1, moves: 0 }],
    end: 2500, endClock: 2500, threeBv: 2, mines: 1,
  };
  assert.equal(countersText(game, countersAt(game, -1)), "0.000 s · 3BV 0/2 · 0.00 3BV/s · 0 clicks · 1 mine left", "before the first action");
  assert.equal(countersText(game, countersAt(game, 1000)), "1.000 s · 3BV 1/2 · 1.00 3BV/s · 1 click · 1 mine left");
  assert.equal(countersAt(game, 9000).clock, 2500);
  assert.deepEqual(SPEEDS, [0.25, 0.5, 1, 2, 4]);
});

test("the pointer is where its last sample by then put it, in cells", () => {
  const game = { pointer: [[0, 16, 32], [40, 24, 32], [90, 160, 8]] };
  assert.equal(pointerAt(game, -1), null);
  assert.deepEqual(pointerAt(game, 0), [1, 2]);
  assert.deepEqual(pointerAt(game, 89), [1.5, 2]);
  assert.deepEqual(pointerAt(game, 5000), [10, 0.5]);
  assert.equal(pointerAt({}, 10), null, "none recorded");
});
