// The records' charts: read out in words (their text alternative), and the range's labels.
import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { RATE_CHART, TIME_CHART, WIN_TIME_CHART, digitsApart, legendEntries, lineChart, summary } from "./chart.js";

const seconds = (ms, d) => (ms / 1000).toFixed(d);
const solves = { lines: [["timeMs", "times"], ["ao12", "ao12"]], format: seconds, digits: [1, 3], unit: " s", label: "Last solve times with ao12", marks: "timeMs" };

test("a chart with no results says so", () => {
  assert.equal(summary([], solves), "Last solve times with ao12: none yet.");
});

test("one result: its value in full, no range", () => {
  assert.equal(summary([{ timeMs: 9120, ao12: null }], solves), "Last solve times with ao12: 1 result; the latest 9.120 s.");
});

test("the range, the latest with its average, and the DNFs", () => {
  const points = [{ timeMs: 12000, ao12: null }, { timeMs: null, ao12: null }, { timeMs: 8000, ao12: 10500 }, { timeMs: 10000, ao12: 10250 }];
  assert.equal(summary(points, solves), "Last solve times with ao12: 4 results, from 8.0 s to 12.0 s; the latest 10.0 s, the average 10.3 s; 1 DNF.");
});

test("a DNF last, and a chart without units", () => {
  const rate = { lines: [["threeBvPerS", "times"], ["rateAvg", "ao12"]], format: (v, d) => v.toFixed(d), digits: [2, 2], label: "Last wins' 3BV/s" };
  assert.equal(summary([{ threeBvPerS: 1.5, rateAvg: 1.5 }, { threeBvPerS: 2.25, rateAvg: 1.875 }], rate),
    "Last wins' 3BV/s: 2 results, from 1.50 to 2.25; the latest 2.25, the average 1.88.");
  assert.equal(summary([{ timeMs: 5000, ao12: null }, { timeMs: null, ao12: null }], solves),
    "Last solve times with ao12: 2 results; the latest DNF; 1 DNF.");
});

test("the range's ends get the fewest decimals that tell them apart", () => {
  assert.equal(digitsApart(8000, 12000, seconds, [1, 3]), 1);
  assert.equal(digitsApart(101, 149, seconds, [1, 3]), 2);
  assert.equal(digitsApart(101, 104, seconds, [1, 3]), 3);
  assert.equal(digitsApart(350, 350, seconds, [1, 3]), 3, "one value, in full");
  assert.equal(digitsApart(1.501, 1.504, (v, d) => v.toFixed(d), [2, 2]), 2, "never past the most");
  assert.equal(summary([{ timeMs: 101, ao12: null }, { timeMs: 149, ao12: null }], solves),
    "Last solve times with ao12: 2 results, from 0.10 s to 0.15 s; the latest 0.15 s.");
});

/** Just enough of the DOM for `lineChart`: elements with attributes, children and text. */
function fakeDocument() {
  class Node {
    constructor(name) { this.name = name; this.attrs = {}; this.children = []; this.textContent = ""; }
    setAttribute(k, v) { this.attrs[k] = v; }
    append(...nodes) { this.children.push(...nodes); }
  }
  return { createElementNS: (_ns, name) => new Node(name) };
}

test("the chart's labels tell its ends apart, and it is drawn at the width asked", () => {
  globalThis.document = fakeDocument();
  try {
    const svg = lineChart([{ timeMs: 101, ao12: null }, { timeMs: 149, ao12: null }], solves, 812);
    assert.equal(svg.attrs.viewBox, "0 0 812 160");
    assert.deepEqual(svg.children.filter((c) => c.name === "text").map((t) => t.textContent), ["0.10", "0.15"]);
    const one = lineChart([{ timeMs: 101, ao12: null }], solves);
    assert.equal(one.attrs.viewBox, "0 0 400 160", "400 wide when its box is not laid out");
    assert.deepEqual(one.children.filter((c) => c.name === "text").map((t) => [t.textContent, t.attrs.y]), [["0.101", "79"]], "one value, once, halfway up");
  } finally {
    delete globalThis.document;
  }
});

test("a legend names only the lines its chart draws: no average before there is one", () => {
  const first = [{ timeMs: 9120, ao12: null }];
  assert.deepEqual(legendEntries(first, TIME_CHART), [["times", "time (s)"]]);
  const later = [...first, { timeMs: 8000, ao12: 8500 }];
  assert.deepEqual(legendEntries(later, TIME_CHART), [["times", "time (s)"], ["ao12", "ao12"]]);
  const wins = [{ timeMs: 30000, threeBvPerS: 1.2, timeAvg: null, rateAvg: null }];
  assert.deepEqual(legendEntries(wins, WIN_TIME_CHART), [["times", "time (s)"]]);
  assert.deepEqual(legendEntries([...wins, { timeMs: 20000, threeBvPerS: 2, timeAvg: 25000, rateAvg: 1.6 }], RATE_CHART),
    [["times", "3BV/s"], ["ao12", "mean of 10"]]);
});
