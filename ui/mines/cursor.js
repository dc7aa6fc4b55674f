// Where the keyboard cursor goes and what the board scrolls to keep it in sight, and what the
// end-to-end tests read of the view: the view's small rules, apart from its flow (view.js).

/** The cell `dr` rows and `dc` columns from `cursor`, kept on the board; the middle cell when
 *  there is no cursor yet. */
export function stepped(cursor, dr, dc, width, height) {
  if (cursor < 0) return Math.floor(height / 2) * width + Math.floor(width / 2);
  const r = Math.min(height - 1, Math.max(0, Math.floor(cursor / width) + dr));
  const c = Math.min(width - 1, Math.max(0, (cursor % width) + dc));
  return r * width + c;
}

/** The scroll position (left, top) of scroller `s` that keeps cell `i` (of `size` CSS pixels,
 *  on a board `width` cells wide) in sight, moving as little as it can. */
export function inSight(i, size, width, s) {
  const x = (i % width) * size;
  const y = Math.floor(i / width) * size;
  let [left, top] = [s.scrollLeft, s.scrollTop];
  if (x < left) left = x;
  if (x + size > left + s.clientWidth) left = x + size - s.clientWidth;
  if (y < top) top = y;
  if (y + size > top + s.clientHeight) top = y + size - s.clientHeight;
  return [left, top];
}

/** What the board shows, for the end-to-end tests (they act through real input only). */
export function debugState(view) {
  const s = view.state;
  if (!s) return null;
  const dpr = window.devicePixelRatio || 1;
  return {
    cells: new TextDecoder().decode(s.cells), width: s.width, height: s.height, status: s.status,
    seed: s.seed, mines: s.mines, firstClick: s.firstClick, knownBoard: s.knownBoard, assisted: s.assisted, solver: view.solver.debug(),
    panelsPending: view.panelsSoon.pending,
    cellCss: view.painter.size / dpr,
    originX: view.painter.originX / dpr, originY: view.painter.originY / dpr,
  };
}
