// The room the window leaves the Minesweeper board, and its cell size there: fitted to the
// window (cells between 16 and 80 px), times the player's zoom; past the window the board
// scrolls. Imports only fit.js: the first board (start.js) is laid out with it before the
// rest of the page loads, and then every board after it (board-fit.js).

import { fitCell } from "../fit.js";

const MIN_CELL = 16;
const MAX_CELL = 80;
/** The smallest cell a zoom out gives. */
const MIN_ZOOMED = 8;

/** The cell size in CSS pixels for a `width` x `height` board at `zoom`, and the scroller's
 *  greatest height (`maxHeight`, CSS pixels), from where the scroller begins. */
export function boardRoom(width, height, zoom, scroller) {
  // The room from the top of the board's box down: its borders (3 px each), the frame's
  // padding and border under it (6 + 3), then the view's gap, the solver's line (a hint, the
  // review, a newcomer's guidance: one line kept), a gap, the status line and the view's
  // padding; and the live counters when they are a line under the board (6 px above them).
  // The result goes beside the board or over it (stage.js), so it takes none.
  const top = scroller.getBoundingClientRect().top;
  const status = document.querySelector("#mines-view .status-line").offsetHeight;
  const counters = document.getElementById("mines-counters");
  const under = counters.hidden || counters.classList.contains("beside") ? 0 : 6 + counters.offsetHeight;
  const below = 2 * 3 + 6 + 3 + 8 + 20 + 8 + status + 10 + under;
  const availableW = document.documentElement.clientWidth - 48;
  const availableH = window.innerHeight - top - below;
  const fit = fitCell(availableW, availableH, width, height);
  // The fitted size, then the player's zoom from it (a bigger board scrolls).
  const cell = Math.max(MIN_ZOOMED, Math.round(Math.max(MIN_CELL, Math.min(MAX_CELL, fit)) * zoom));
  return { cell, maxHeight: Math.max(availableH, 4 * MIN_CELL) + 6 };
}
