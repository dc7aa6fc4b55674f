// How the Minesweeper board fits the window: its cell size from the room the window leaves
// and the player's zoom (past the window the board scrolls), what is in sight painted, the
// accessible grid laid over it, and a new layout when the screen's pixel ratio changes.

import { fitCell, placeResult } from "../stage.js";
import { zoomOf } from "../zoom.js";

const MIN_CELL = 16;
const MAX_CELL = 80;
/** The smallest cell a zoom out gives. */
const MIN_ZOOMED = 8;

/** Paints what the scroller shows; only when that changed, unless `force` (a new layout).
 *  A cursor move that scrolls paints at once, and the scroll event it raises finds nothing
 *  new. */
export function followScroll(view, force = false) {
  const s = view.scroller;
  const shown = `${s.clientWidth}x${s.clientHeight}+${s.scrollLeft}+${s.scrollTop}`;
  if (!force && shown === view.shownView) return;
  view.shownView = shown;
  view.painter.viewport(s.clientWidth, s.clientHeight, s.scrollLeft, s.scrollTop);
  view.paintAll();
  syncGrid(view);
}

/** Lays the accessible grid over the cells in sight. */
export function syncGrid(view) {
  if (!view.state) return;
  const { width, height } = view.state;
  view.grid.show(width, height, view.painter.size / (window.devicePixelRatio || 1), view.painter.visible(), view.cursor);
}

/** The window moved to a screen of another pixel ratio (or the desktop's scale changed):
 *  the board is laid out again, so the canvas and its sprites stay at the screen's resolution. */
export function watchPixelRatio(view) {
  const ratio = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
  ratio.addEventListener("change", () => {
    relayout(view);
    watchPixelRatio(view);
  }, { once: true });
}

/** Fits the board to the window (cells between 16 and 80 px), times the player's zoom;
 *  past the window the board scrolls. */
export function relayout(view) {
  if (!view.state || !view.active()) return;
  const { width, height } = view.state;
  // The room from the top of the board's box down: its borders (3 px each), the frame's
  // padding and border under it (6 + 3), then the view's gap, the solver's line (a hint, the
  // review, a newcomer's guidance: one line kept), a gap, the status line and the view's
  // padding. The result goes beside the board or over it (stage.js), so it takes none.
  const top = view.scroller.getBoundingClientRect().top;
  const status = document.querySelector("#mines-view .status-line").offsetHeight;
  const below = 2 * 3 + 6 + 3 + 8 + 20 + 8 + status + 10;
  const availableW = document.documentElement.clientWidth - 48;
  const availableH = window.innerHeight - top - below;
  const fit = fitCell(availableW, availableH, width, height);
  // The fitted size, then the player's zoom from it (a bigger board scrolls).
  const cell = Math.max(MIN_ZOOMED, Math.round(Math.max(MIN_CELL, Math.min(MAX_CELL, fit)) * zoomOf("mines")));
  view.painter.layout(width, height, cell);
  view.scroller.style.maxHeight = `${Math.max(availableH, 4 * MIN_CELL) + 6}px`;
  followScroll(view, true);
  placeResult(document.getElementById("result"));
}
