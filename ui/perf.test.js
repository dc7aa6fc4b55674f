// A drawing in the frame after the next (perf.js inFrameAfterNext): the next frame is the
// input's own, and however often it is asked for before then, it is drawn once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { inFrameAfterNext } from "./perf.js";

/** Animation frames run by hand: each frame runs the callbacks asked for before it. */
function frames() {
  let queue = [];
  globalThis.requestAnimationFrame = (fn) => queue.push(fn);
  return () => {
    const now = queue;
    queue = [];
    for (const fn of now) fn();
  };
}

test("drawn in the frame after the next, once however often asked", () => {
  const frame = frames();
  let drawn = 0;
  const soon = inFrameAfterNext(() => drawn++);
  soon();
  soon();
  assert.equal(soon.pending, true);
  frame(); // the input's own frame
  soon();
  assert.equal(drawn, 0, "nothing drawn in the input's frame");
  frame();
  assert.equal(drawn, 1, "drawn once in the frame after");
  assert.equal(soon.pending, false);
  frame();
  assert.equal(drawn, 1, "and not again");
  soon();
  frame();
  frame();
  assert.equal(drawn, 2, "asked again, drawn again");
});
