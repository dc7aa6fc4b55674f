// Unit tests for the page's sliding rule (node --test).

import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { isSolved, plan, slide, stateString } from "./rules.js";

test("a position is written as the engine writes a state string", () => {
  assert.equal(stateString([1, 2, 3, 4, 5, 6, 7, 8, 0], 3), "1 2 3/4 5 6/7 8 0");
  assert.equal(stateString([3, 1, 2, 0, 5, 4], 3), "3 1 2/0 5 4");
  assert.equal(stateString([2, 1, 0, 3], 2), "2 1/0 3");
});

test("a move slides the tiles the engine's rule slides", () => {
  const tiles = [1, 2, 3, 4, 0, 5, 7, 8, 6];
  const steps = plan(tiles, 3, { kind: "tile", dir: "left" });
  assert.ok(steps);
  slide(tiles, 3, steps);
  assert.equal(stateString(tiles, 3), "1 2 3/4 5 0/7 8 6");
  slide(tiles, 3, plan(tiles, 3, { kind: "tile", dir: "up" }));
  assert.ok(isSolved(tiles));
  assert.equal(plan(tiles, 3, { kind: "tile", dir: "up" }), null, "no tile below the blank");
});
