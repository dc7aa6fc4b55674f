// The live clock's ticks (clock.js): every TICK_MS while no move is drawn, none within QUIET_MS
// after a move's frame.
import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { QUIET_MS, TICK_MS, answerDraw, nextTick, tickDraws } from "./clock.js";

test("with no move the clock ticks every TICK_MS and draws each time", () => {
  assert.equal(nextTick(1000, -Infinity), TICK_MS);
  assert.ok(tickDraws(1000, -Infinity));
});

test("after a move's frame the clock waits QUIET_MS, then ticks on", () => {
  assert.ok(!tickDraws(1030, 1000), "30 ms after a move");
  assert.equal(nextTick(1030, 1000), QUIET_MS - 30);
  assert.ok(tickDraws(1000 + QUIET_MS, 1000));
  assert.equal(nextTick(1000 + QUIET_MS, 1000), TICK_MS);
  // Never sooner than a tick, however the moves fall.
  assert.equal(nextTick(1000 + QUIET_MS - 10, 1000), TICK_MS);
});

test("a move's answer is drawn at once only for a corrected count, after the move's frame for an end", () => {
  const drawn = { status: "running", moves: 12 };
  assert.equal(answerDraw(drawn, { status: "running", moves: 12 }), "none", "the move confirmed as drawn");
  assert.equal(answerDraw(drawn, { status: "running", moves: 11 }), "now", "a move the backend refused");
  assert.equal(answerDraw({ status: "ready", moves: 1 }, { status: "running", moves: 1 }), "none", "the first move: its frame drew the clock running");
  assert.equal(answerDraw(drawn, { status: "solved", moves: 12 }), "after", "the solving move");
  assert.equal(answerDraw(drawn, { status: "solved", moves: 13 }), "after", "the solving move, its count corrected too");
  assert.equal(answerDraw({ status: "solved", moves: 12 }, { status: "solved", moves: 12 }), "none", "an answer after the end");
});
