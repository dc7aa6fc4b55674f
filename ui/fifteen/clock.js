// The 15-puzzle's live figures (time, moves, TPS): drawn with each move's tiles, and every
// TICK_MS while no move is drawn. WebKitGTK draws a frame only once the window has taken the
// one before, and the window takes one a display refresh after the last: any frame of its own
// that the figures took (a tick, or the frame after a move's) held back a key that came while it
// was under way by up to a frame. Keys come in bursts (a player's doubles and triples are 20-35
// ms apart), so the figures go out in the key's own frame, and the clock ticks only once keys
// have paused (key to screen p99 27 ms with a tick every 50 ms come what may; 19 ms without the
// ticks, scripts/key_to_screen.py).

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
 *  count shown, its figures drawn with its tiles) against what the answer says
 *  (`now`). A frame costs WebKit's web
 *  process milliseconds of a core (5.5 ms a move with one frame, 7.3 with two), and an answer
 *  drawn while its move's frame is being made weighs that frame down
 *  (scripts/key_to_screen.py):
 *  - "after": the answer ends the attempt. The final figures, the toolbar and the result go out
 *    in the frame after the move's tiles. Drawn with them, they held the solving move's tiles
 *    back: p90 12.6–15.3 ms against 8.4–9.3 ms;
 *  - "now": the backend corrected the count. The figures are drawn again at once;
 *  - "none": only the clock's progress changed. That includes the first move's start: the page's
 *    clock has run from the key, and the move drew the toolbar as running. The next move or
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
    this.schedule();
  }

  schedule() {
    setTimeout(() => {
      if (this.shown() && tickDraws(performance.now(), this.drawnAt)) this.draw();
      this.schedule();
    }, nextTick(performance.now(), this.drawnAt));
  }

  /** Draws the figures now, in the frame that carries the move's tiles; the clock's own ticks
   *  then wait. WebKitGTK's CPU painter repaints one rectangle around all a frame changed, so
   *  the figures above the board make a move's frame repaint the board between them and the
   *  tiles (about a millisecond at the median), but a frame of their own after the move's held
   *  back every key that came while it was under way. Key to screen, turn about in one run, 600
   *  moves each, keys 20-60 ms apart (median / p90 / p99 ms): 4.9 / 11.0 / 19.5 with the figures
   *  in the frame after the move's, 6.0 / 7.2 / 15.2 in the move's own; keys 25-30 ms after the
   *  last took 11.5 ms at the median with the frame after (scripts/key_to_screen.py). */
  drawNow() {
    this.drawnAt = performance.now();
    this.draw();
  }
}
