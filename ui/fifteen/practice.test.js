// Unit tests for the practice modes' page logic (node --test), on the cases of the engine's
// tests (src/fifteen/practice.rs).

import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { isPractice, legRows, legTimes, legsText, numbersHidden, parseRelay, practiceRequest, runHeadline, runLine } from "./practice.js";
import { setLocale } from "../locale.js";

// The figures below are written as American English writes them, whatever the machine's locale.
setLocale("en-US");

test("a relay's sizes are read from what a player types", () => {
  assert.deepEqual(parseRelay("3x3, 4x4, 5x5"), [[3, 3], [4, 4], [5, 5]]);
  assert.deepEqual(parseRelay("3x3 4×3;3X4"), [[3, 3], [4, 3], [3, 4]]);
  assert.deepEqual(parseRelay(" 10x10,3x3 "), [[10, 10], [3, 3]]);
});

test("a bad relay says what is wrong", () => {
  assert.throws(() => parseRelay("4x4"), /a relay has 2 to 16 legs \(got 1\)/);
  assert.throws(() => parseRelay(""), /got 0/);
  assert.throws(() => parseRelay(Array(17).fill("3x3").join(",")), /got 17/);
  assert.throws(() => parseRelay("3x3, four"), /"four" is not a size like 4x4/);
  assert.throws(() => parseRelay("3x3, 1x2"), /"1x2": sides are 2 to 20/);
  assert.throws(() => parseRelay("3x3, 3x21"), /sides are 2 to 20/);
  assert.deepEqual(parseRelay("2x2, 20x20"), [[2, 2], [20, 20]]);
});

test("each mode becomes the request the backend checks", () => {
  assert.equal(practiceRequest("single", [4, 4], "", 10), null);
  assert.deepEqual(practiceRequest("relay", [4, 4], "3x3,4x4", 10), {
    kind: "relay", sizes: [{ width: 3, height: 3 }, { width: 4, height: 4 }],
  });
  assert.deepEqual(practiceRequest("marathon", [3, 4], "", "42"), { kind: "marathon", size: { width: 3, height: 4 }, count: 42 });
  assert.deepEqual(practiceRequest("blind", [4, 4], "", 10), { kind: "blind", size: { width: 4, height: 4 } });
});

test("splits become each leg's time", () => {
  assert.deepEqual(legTimes([405, 1370, 2334]), [405, 965, 964]);
  assert.deepEqual(legTimes([]), []);
});

test("the run line names the leg and its splits", () => {
  const run = { name: "Relay 3×3, 4×4, 5×5", leg: 1, legs: 3, splits: [4050], blind: false, origin: "random" };
  assert.equal(runLine(run), "Relay 3×3, 4×4, 5×5 — leg 2 of 3 — splits 4.050");
  assert.equal(runLine({ ...run, origin: "retry", splits: [] }), "Relay 3×3, 4×4, 5×5 — leg 2 of 3 — practice retry, kept apart from records");
  assert.equal(runLine({ name: "Blind 4×4", leg: 0, legs: 1, splits: [], blind: true, origin: "random" }),
    "Blind 4×4 — memorise, then solve unseen; Enter when done");
  assert.equal(runLine(null), "");
});

test("a blind solve hides the numbers from the first move until it is judged", () => {
  const blind = { blind: true, unseen: true };
  assert.equal(numbersHidden(blind, "ready", false), false, "memorising");
  assert.equal(numbersHidden(blind, "ready", true), true, "the first move, before the answer");
  assert.equal(numbersHidden(blind, "running", false), true);
  // Judged, the backend says the leg is no longer unseen.
  assert.equal(numbersHidden({ blind: true, unseen: false }, "solved", true), false);
  assert.equal(numbersHidden({ blind: true, unseen: false }, "failed", true), false);
  assert.equal(numbersHidden({ blind: false, unseen: false }, "running", true), false);
  assert.equal(numbersHidden(null, "running", true), false);
});

test("a finished run's headline", () => {
  assert.equal(runHeadline({ name: "Marathon of 10, 4×4" }, "solved", 123456), "Marathon of 10, 4×4 in 123.456 s");
  assert.equal(runHeadline({ name: "Blind 4×4" }, "failed", 9000), "Not solved: the tiles were not in order when you said Done at 9.000 s (a DNF)");
});

test("the records list a run's legs", () => {
  assert.equal(legsText([405, 1370, 2334]), "0.41 · 0.97 · 0.96");
  // Half up on whole milliseconds, whatever the float of ms / 1000 is.
  assert.equal(legsText([625, 1630, 2635]), "0.63 · 1.01 · 1.01");
  assert.equal(legsText([1000, 2500, 3000, 7000, 8000, 8500]), "6 legs, 0.50 to 4.00");
  assert.equal(legsText([]), "–");
  assert.equal(legsText(undefined), "–");
  assert.equal(isPractice("relay/3x3,4x4"), true);
  assert.equal(isPractice("4x4"), false);
});

test("a run's legs are listed with their own figures while there are few", () => {
  const leg = { time: 12345, moves: 40, multiMoves: 30, tps: 3.2402, md: 20, mmd: 2 };
  assert.deepEqual(legRows([leg, { ...leg, time: 0, tps: null, md: 0, mmd: null, moves: 1 }]), [
    ["Leg", "Time", "Moves", "TPS", "MD", "MMD"],
    ["1", "12.345", "40", "3.24", "20", "2.000"],
    ["2", "0.000", "1", "–", "0", "–"],
  ]);
  assert.deepEqual(legRows(Array(13).fill(leg)), [], "a long marathon: its splits only");
  assert.deepEqual(legRows(undefined), []);
});
