// The 15-puzzle's live figures (time, moves, TPS): drawn in the frame after each move's, and
// every TICK_MS while no move is drawn. While keys come, every frame is theirs: WebKit draws a frame
// only once the window has taken the one before, so a clock frame drawn just before a key held
// the key's frame back by up to a frame (key to screen p99 27 ms with a tick every 50 ms come
// what may; 19 ms without the ticks, scripts/key_to_screen.py). The clock stays live: the frame
// after a move's draws it too.

import { inFrameAfterNext } from "../perf.js";

export const TICK_MS = 50;
/** How long after a frame of figures the clock waits before it ticks on its own. */
export const QUIET_MS = 100;

/** The wait before the next tick at `now`, the figures last drawn at `drawnAt`. */
export function nextTick(now, drawnAt) {
  return Math.max(TICK_MS, drawnAt + QUIET_MS - now);
}

/** Whether a tick at `now` draws, the figures last drawn at `drawnAt`. */
export function tickDraws(now, drawnAt) {
  return now - drawnAt >= QUIET_MS;
}

/** When a move's answer is drawn, given what the move drew (`drawn`: the status and the move
 *  count shown, with its figures in the frame after its tiles) against what the answer says
 *  (`now`). A frame costs WebKit's web
 *  process milliseconds of a core (5.5 ms a move with one frame, 7.3 with two), and an answer
 *  drawn while its move's frame is being made weighs that frame down
 *  (scripts/key_to_screen.py):
 *  - "after": the answer ends the attempt. The final figures, the toolbar and the result go out
 *    in the frame after the move's tiles. Drawn with them, they held the solving move's tiles
 *    back: p90 12.6–15.3 ms against 8.4–9.3 ms;
 *  - "now": the backend corrected the count. The figures are drawn again at once;
 *  - "none": only the clock's progress changed. That includes the first move's start: the page's
 *    clock has run from the key, and the move's figures drew the toolbar as running. The next move or
 *    tick draws the progress. */
export function answerDraw(drawn, now) {
  const over = (status) => status === "solved" || status === "failed";
  if (!over(drawn.status) && over(now.status)) return "after";
  return drawn.moves !== now.moves ? "now" : "none";
}

export class LiveClock {
  /** `draw` draws the figures; `shown` says whether they are on screen. */
  constructor(draw, shown) {
    this.draw = draw;
    this.shown = shown;
    this.drawnAt = -Infinity;
    this.later = inFrameAfterNext(() => {
      this.drawnAt = performance.now();
      this.draw();
    });
    this.schedule();
  }

  schedule() {
    setTimeout(() => {
      if (this.shown() && tickDraws(performance.now(), this.drawnAt)) this.draw();
      this.schedule();
    }, nextTick(performance.now(), this.drawnAt));
  }

  /** Draws the figures once, in the frame after the next, however many moves come before
   *  it; the clock's own ticks then wait. The next frame carries the move's tiles alone:
   *  WebKitGTK's CPU painter repaints one rectangle around everything a frame changed, so the
   *  figures above the board, drawn with the tiles, made each move's frame repaint the board
   *  between them (the X server's damage), where the tiles alone are two tiles' 200x105 px.
   *  Key to screen, median of 600 moves each, turn about in one run: 7.3 ms with the figures
   *  in the move's frame, 6.0 ms in the frame after (5.6 with no figures at all); processor
   *  time a move rose by about 0.5 ms for the second frame (scripts/key_to_screen.py). */
  soon() {
    this.drawnAt = performance.now();
    this.later();
  }

  /** Whether the figures are on their way (the end-to-end tests wait for them). */
  get pending() {
    return this.later.pending;
  }
}
