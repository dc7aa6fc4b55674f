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

/** A drawing that goes out in the frame after the next, once however often it is asked for
 *  before then: the next frame is an input's own answer (a Minesweeper cell) alone. WebKitGTK's
 *  CPU painter repaints one rectangle around all that a frame changed, so figures and words
 *  around the board, drawn with the answer, made its frame repaint the board between them. */
export function inFrameAfterNext(draw) {
  const soon = () => {
    if (soon.pending) return;
    soon.pending = true;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      soon.pending = false;
      draw();
    }));
  };
  /** Whether a drawing is on its way (the end-to-end tests wait for it). */
  soon.pending = false;
  return soon;
}

/** Runs `fn` once the next frame is drawn, so that what it changes goes out in the frame after. */
export function afterFrame(fn) {
  requestAnimationFrame(() => setTimeout(fn));
}

expose("__tesseraPerf", samples);
