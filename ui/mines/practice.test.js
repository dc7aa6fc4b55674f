import { test } from "node:test";
import assert from "node:assert/strict";
import { practiceKey } from "./practice-keys.js";

test("U and Ctrl+Z undo, P pauses and resumes, other keys ask for nothing", () => {
  assert.equal(practiceKey("u", false, false), "undo");
  assert.equal(practiceKey("U", false, false), "undo");
  assert.equal(practiceKey("z", true, false), "undo");
  assert.equal(practiceKey("z", false, false), null, "z alone is not undo");
  assert.equal(practiceKey("u", true, false), null, "Ctrl+U is not ours");
  assert.equal(practiceKey("p", false, false), "pause");
  assert.equal(practiceKey("P", false, true), "resume");
  assert.equal(practiceKey("f", false, false), null);
});
