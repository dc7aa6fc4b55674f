// Input-to-paint latency: from the event that caused a change to the first animation frame
// after it is drawn; and, apart, backend round trips. The end-to-end tests read these figures.
import { expose } from "./hooks.js";

const samples = {};
const LIMIT = 5000;

export function record(kind, ms) {
  const list = samples[kind] ?? (samples[kind] = []);
  list.push(ms);
  if (list.length > LIMIT) list.shift();
}

/** Call right after drawing the result of an event that happened at `startedAt`. */
export function markFrame(kind, startedAt) {
  requestAnimationFrame(() => record(kind, performance.now() - startedAt));
}

/** Runs `fn` once the next frame is drawn, so that what it changes goes out in the frame after. */
export function afterFrame(fn) {
  requestAnimationFrame(() => setTimeout(fn));
}

expose("__tesseraPerf", samples);
