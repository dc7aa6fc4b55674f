// How the Minesweeper board fits the window: its cell size from the room the window leaves
// and the player's zoom (past the window the board scrolls), what is in sight painted, the
// accessible grid laid over it, and a new layout when the screen's pixel ratio changes.

import { placeResult } from "../stage.js";
import { boardRoom } from "./room.js";
import { zoomOf } from "../zoom.js";

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

/** Lays the board out in the room the window leaves it (`room.js`) and paints it; once
 *  more when that moved the counters beside the board or under it (`again`). */
export function relayout(view, again = true) {
  if (!view.state || !view.active()) return;
  const { width, height } = view.state;
  const { cell, maxHeight } = boardRoom(width, height, zoomOf("mines"), view.scroller);
  view.painter.layout(width, height, cell);
  view.scroller.style.maxHeight = `${maxHeight}px`;
  followScroll(view, true);
  placeResult(document.getElementById("result"));
  if (view.counters.place() && again) relayout(view, false);
}
