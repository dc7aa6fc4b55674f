import "../testing/english.js";
import test from "node:test";
import assert from "node:assert/strict";
import { bars, describe, edgeDigits } from "./histogram.js";

const box = { w: 110, h: 70, l: 10, r: 0, t: 10, b: 10 };

test("each bin's bar is as tall as its share of the fullest, side by side across the box", () => {
  const b = bars({ from: 10, width: 2, counts: [1, 4, 0, 2] }, box);
  assert.deepEqual(b.map((x) => x.count), [1, 4, 0, 2]);
  assert.deepEqual(b.map((x) => x.h), [12.5, 50, 0, 25]);
  assert.deepEqual(b.map((x) => x.x), [10, 35, 60, 85]);
  // Bars stand on the axis.
  for (const x of b) assert.equal(x.y + x.h, 60);
});

test("the words give the count, the range and the fullest bin", () => {
  const said = describe({ from: 10, width: 2, counts: [1, 4, 0, 2] }, "Time", (v) => `${v} s`);
  assert.equal(said, "Time: 7 solves from 10 s to 18 s; most (4) from 12 s to 14 s.");
});

test("a histogram's edges are written with the decimals its bin width needs", () => {
  assert.deepEqual([5, 1, 0.5, 0.2, 0.1, 0.05, 0.01, 0.001, 0.0001, 20, 100].map(edgeDigits), [0, 0, 1, 1, 1, 2, 2, 3, 3, 0, 0]);
});
