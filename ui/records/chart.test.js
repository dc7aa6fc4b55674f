// The records' charts read out in words (their text alternative).
import { test } from "node:test";
import assert from "node:assert/strict";
import { summary } from "./chart.js";

const seconds = (ms) => (ms / 1000).toFixed(1);
const solves = { lines: [["timeMs", "times"], ["ao12", "ao12"]], format: seconds, unit: " s", label: "Last solve times with ao12", marks: "timeMs" };

test("a chart with no results says so", () => {
  assert.equal(summary([], solves), "Last solve times with ao12: none yet.");
});

test("one result: its value, no range", () => {
  assert.equal(summary([{ timeMs: 9120, ao12: null }], solves), "Last solve times with ao12: 1 result; the latest 9.1 s.");
});

test("the range, the latest with its average, and the DNFs", () => {
  const points = [{ timeMs: 12000, ao12: null }, { timeMs: null, ao12: null }, { timeMs: 8000, ao12: 10500 }, { timeMs: 10000, ao12: 10250 }];
  assert.equal(summary(points, solves), "Last solve times with ao12: 4 results, from 8.0 s to 12.0 s; the latest 10.0 s, the average 10.3 s; 1 DNF.");
});

test("a DNF last, and a chart without units", () => {
  const rate = { lines: [["threeBvPerS", "times"], ["rateAvg", "ao12"]], format: (v) => v.toFixed(2), label: "Last wins' 3BV/s" };
  assert.equal(summary([{ threeBvPerS: 1.5, rateAvg: 1.5 }, { threeBvPerS: 2.25, rateAvg: 1.875 }], rate),
    "Last wins' 3BV/s: 2 results, from 1.50 to 2.25; the latest 2.25, the average 1.88.");
  assert.equal(summary([{ timeMs: 5000, ao12: null }, { timeMs: null, ao12: null }], solves),
    "Last solve times with ao12: 2 results; the latest DNF; 1 DNF.");
});
