// Unit tests for the solver controls' decisions (node --test).

import { test } from "node:test";
import assert from "node:assert/strict";
import { AUTO_DELAY, hintText, modeAllows, noticeSlow, reviewLines } from "./solver-rules.js";

test("each mode offers its controls and no others", () => {
  assert.deepEqual(["hint", "odds", "auto"].map((w) => modeAllows("manual", w)), [false, false, false]);
  assert.deepEqual(["hint", "odds", "auto"].map((w) => modeAllows("semi", w)), [true, true, false]);
  assert.deepEqual(["hint", "odds", "auto"].map((w) => modeAllows("full", w)), [true, true, true]);
  assert.equal(modeAllows("full", "anything else"), false);
});

test("auto-play speeds: step waits for the player, instant does not wait", () => {
  assert.equal(AUTO_DELAY.step, null);
  assert.equal(AUTO_DELAY.instant, 0);
  assert.ok(AUTO_DELAY.slow > AUTO_DELAY.fast && AUTO_DELAY.fast > 0);
});

test("a hint names its cell from 1 and says what proves it", () => {
  const cell = { row: 0, col: 4 };
  assert.equal(hintText({ kind: "safe", cell, rule: "single", numbers: [{ row: 1, col: 4 }] }),
    "Safe: row 1, column 5 (one number proves it).");
  assert.equal(hintText({ kind: "mine", cell, rule: "pair", numbers: [cell, cell] }),
    "Mine: row 1, column 5 (two numbers together prove it).");
  assert.equal(hintText({ kind: "safe", cell, rule: "mineCount", numbers: [] }), "Safe: row 1, column 5.");
  assert.equal(hintText({ kind: "guess", cell, probability: 0.1234, numbers: [], approximate: true }),
    "Nothing is certain. Best guess: row 1, column 5, 12.3% risk (estimated).");
  assert.equal(hintText({ kind: "first", cell, numbers: [] }), "Any first click is safe; try row 1, column 5.");
});

test("a review says whether the fatal click was forced and counts the guesses", () => {
  const forced = { guesses: 2, needlessGuesses: 0, fatal: { cell: 3, probability: 0.5, forced: true, safeCell: null } };
  assert.deepEqual(reviewLines(forced, 9), [
    "The fatal click was a forced guess: 50.0% risk, and no cell was certain.",
    "Guesses: 2, of which needless: 0.",
  ]);
  const avoidable = { guesses: 1, needlessGuesses: 1, fatal: { cell: 0, probability: 1, forced: false, safeCell: 10 } };
  assert.deepEqual(reviewLines(avoidable, 9), [
    "The fatal click (100.0% risk) was avoidable: row 2, column 2 was certainly safe.",
    "Guesses: 1, of which needless: 1.",
  ]);
  assert.deepEqual(reviewLines({ guesses: 0, needlessGuesses: 0, fatal: null }, 9), ["No guesses."]);
});

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

test("a slow solver answer is announced while it is awaited, a quick one never", async () => {
  const clock = manualClock();
  const said = [];
  const say = (slow) => said.push(slow);
  // Answered before the delay: nothing is said, even once the delay would have passed.
  assert.equal(await noticeSlow(Promise.resolve(7), 200, say, clock), 7);
  clock.tick(500);
  assert.deepEqual(said, []);
  // Answered after it: said when the delay passes, unsaid when the answer comes.
  let answer;
  const slow = noticeSlow(new Promise((resolve) => { answer = resolve; }), 200, say, clock);
  clock.tick(199);
  assert.deepEqual(said, []);
  clock.tick(1);
  assert.deepEqual(said, [true]);
  answer("hint");
  assert.equal(await slow, "hint");
  assert.deepEqual(said, [true, false]);
  // A failure after the delay is unsaid too, and still fails.
  let fail;
  const failing = noticeSlow(new Promise((_, reject) => { fail = reject; }), 200, say, clock);
  clock.tick(200);
  fail(new Error("game over"));
  await assert.rejects(failing, /game over/);
  assert.deepEqual(said, [true, false, true, false]);
});
