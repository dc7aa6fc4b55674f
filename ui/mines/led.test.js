// Unit tests for the counters' digits (node --test).

import { test } from "node:test";
import assert from "node:assert/strict";
import { led } from "./led.js";

test("three digits at least, as the classic counters", () => {
  assert.deepEqual([0, 7, 99, 999].map(led), ["000", "007", "099", "999"]);
});

test("no clamp: big boards and long games show their whole number", () => {
  assert.equal(led(39999), "39999");
  assert.equal(led(1000), "1000");
  assert.equal(led(1234.9), "1234");
});

test("more flags than mines shows the negative count", () => {
  assert.deepEqual([-1, -99, -150].map(led), ["-01", "-99", "-150"]);
});
