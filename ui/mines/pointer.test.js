import { test } from "node:test";
import assert from "node:assert/strict";

import { ages, SAMPLE_MS, SEND_MS, BATCH } from "./pointer-rules.js";

test("samples are sent with their age in whole ms, never negative", () => {
  assert.deepEqual(ages([[100, 16, 32], [112.4, 17, 32], [260, 18, 33]], 250), [[150, 16, 32], [138, 17, 32], [0, 18, 33]]);
  assert.deepEqual([SAMPLE_MS, SEND_MS, BATCH], [10, 250, 1000]);
});
