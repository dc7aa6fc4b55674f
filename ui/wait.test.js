// The wait the player sees (wait.js), on a clock the test moves.

import { test } from "node:test";
import assert from "node:assert/strict";
import { WAIT_SHOWN_AFTER_MS, noticeSlow } from "./wait.js";

// The delay every caller passes: what the player waits before being told.
const DELAY = WAIT_SHOWN_AFTER_MS;

/** A clock whose time moves only when the test says: `tick(ms)` fires what falls due. */
function manualClock() {
  let now = 0;
  const timers = new Map();
  let next = 1;
  return {
    setTimeout(fn, ms) {
      timers.set(next, { at: now + ms, fn });
      return next++;
    },
    clearTimeout(id) {
      timers.delete(id);
    },
    tick(ms) {
      now += ms;
      for (const [id, t] of [...timers]) {
        if (t.at <= now) {
          timers.delete(id);
          t.fn();
        }
      }
    },
  };
}

test("a slow answer is announced while it is awaited, a quick one never", async () => {
  const clock = manualClock();
  const said = [];
  const say = (slow) => said.push(slow);
  // Answered before the delay: nothing is said, even once the delay would have passed.
  assert.equal(await noticeSlow(Promise.resolve(7), DELAY, say, clock), 7);
  clock.tick(DELAY * 3);
  assert.deepEqual(said, []);
  // Answered after it: said when the delay passes, unsaid when the answer comes.
  let answer;
  const slow = noticeSlow(new Promise((resolve) => { answer = resolve; }), DELAY, say, clock);
  clock.tick(DELAY - 1);
  assert.deepEqual(said, []);
  clock.tick(1);
  assert.deepEqual(said, [true]);
  answer("hint");
  assert.equal(await slow, "hint");
  assert.deepEqual(said, [true, false]);
  // A failure after the delay is unsaid too, and still fails.
  let fail;
  const failing = noticeSlow(new Promise((_, reject) => { fail = reject; }), DELAY, say, clock);
  clock.tick(DELAY);
  fail(new Error("game over"));
  await assert.rejects(failing, /game over/);
  assert.deepEqual(said, [true, false, true, false]);
});
