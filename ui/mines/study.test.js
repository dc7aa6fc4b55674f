// Unit tests for the study board's text (node --test).

import { test } from "node:test";
import assert from "node:assert/strict";
import { boardText } from "./study.js";

test("a board is written as the player saw it: after a loss the mines shown are covered again", () => {
  assert.equal(boardText("01F#?2", 3), ".1F\n##2\n");
  assert.equal(boardText("1X*W", 2), "1#\n#F\n", "the exploded and shown mines covered, a wrong flag a flag");
});
