// Waits the player can see: any answer that takes longer than a moment says what is happening
// (the solver thinking, its tables being built), so that nothing is ever silent. No DOM: unit-
// tested with node's test runner (wait.test.js).

/** An answer awaited longer than this is shown as a wait: past it a click feels unanswered. */
export const WAIT_SHOWN_AFTER_MS = 150;

/** Awaits `request`; when it takes longer than `ms`, calls `say(true)` then and `say(false)`
 *  once it settles (answered or failed), so that a slow answer is never silent. `clock` gives
 *  setTimeout and clearTimeout (the tests pass their own). */
export async function noticeSlow(request, ms, say, clock = globalThis) {
  let said = false;
  const timer = clock.setTimeout(() => {
    said = true;
    say(true);
  }, ms);
  try {
    return await request;
  } finally {
    clock.clearTimeout(timer);
    if (said) say(false);
  }
}
