// The Minesweeper board for assistive technology: an ARIA grid laid over the canvas (PROXX's
// pattern). Each grid cell sits over its painted cell, takes no pointer events (the canvas
// under it gets the mouse) and is labelled with what a sighted player sees there. The one cell
// with tabindex 0 is the keyboard cursor: a roving tab stop, focused as the cursor moves.
// Only the rows and columns in sight are in the page (aria-rowcount and aria-colcount give the
// whole board, aria-rowindex and aria-colindex each cell's place), so a 200x200 board costs
// what the window shows.

import { cellLabel } from "./speech.js";

/** Whether the player's last input was a key or the pointer. */
let lastInput = "pointer";
document.addEventListener("keydown", () => { lastInput = "key"; }, true);
document.addEventListener("pointerdown", () => { lastInput = "pointer"; }, true);

export class CellGrid {
  /**
   * @param {HTMLElement} element  the grid, inside the board's scrolled space
   * @param {object} host  the view: codeAt, and focusCell (a cell took the focus: Tab, or a
   *   screen reader moving it)
   */
  constructor(element, host) {
    this.element = element;
    this.host = host;
    /** The cells in the page, by board index. */
    this.cells = new Map();
    this.key = "";
    this.stop = -1;
    this.quiet = false;
    // A cell focused from the keyboard (Tab; a control used by key, which hands the focus back)
    // shows the cursor there; one focused after the mouse was used does not, so mouse play
    // shows none.
    element.addEventListener("focusin", (e) => {
      const i = Number(e.target.dataset?.index ?? -1);
      if (i >= 0 && !this.quiet && lastInput === "key") host.focusCell(i);
    });
  }

  /** Lays the grid over rows [row0, row1) and columns [col0, col1) of a `width` x `height`
   *  board of `css`-pixel cells; `stop` is the cursor, or -1. */
  show(width, height, css, { row0, row1, col0, col1 }, stop) {
    const key = `${width}x${height}@${css}:${row0}-${row1},${col0}-${col1}`;
    if (key !== this.key) {
      this.key = key;
      const hadFocus = this.element.contains(document.activeElement);
      const g = this.element;
      g.setAttribute("aria-rowcount", String(height));
      g.setAttribute("aria-colcount", String(width));
      g.style.left = `${col0 * css}px`;
      g.style.top = `${row0 * css}px`;
      g.style.gridTemplateColumns = `repeat(${Math.max(0, col1 - col0)}, ${css}px)`;
      g.style.gridAutoRows = `${css}px`;
      this.cells.clear();
      const rows = [];
      for (let r = row0; r < row1; r++) {
        const row = document.createElement("div");
        row.setAttribute("role", "row");
        row.setAttribute("aria-rowindex", String(r + 1));
        for (let c = col0; c < col1; c++) {
          const i = r * width + c;
          const cell = document.createElement("div");
          cell.setAttribute("role", "gridcell");
          cell.setAttribute("aria-colindex", String(c + 1));
          cell.setAttribute("aria-label", cellLabel(this.host.codeAt(i)));
          cell.tabIndex = -1;
          cell.dataset.index = String(i);
          this.cells.set(i, cell);
          row.append(cell);
        }
        rows.push(row);
      }
      g.replaceChildren(...rows);
      this.stop = -1;
      this.setStop(stop, hadFocus);
    } else if (stop !== this.stop && stop >= 0) {
      this.setStop(stop, this.element.contains(document.activeElement));
    }
  }

  /** Every cell may show a new code (a new game): the grid is made again when next shown. */
  relabelAll() {
    this.key = "";
  }

  /** The cell `i` shows a new code. */
  relabel(i) {
    this.cells.get(i)?.setAttribute("aria-label", cellLabel(this.host.codeAt(i)));
  }

  /** Makes cell `i` (or, off the grid, the first cell in sight) the tab stop; with `focus`,
   *  moves the focus there. */
  setStop(i, focus) {
    const cell = this.cells.get(i) ?? this.cells.values().next().value;
    const before = this.cells.get(this.stop);
    if (before && before !== cell) before.tabIndex = -1;
    this.stop = cell ? Number(cell.dataset.index) : -1;
    if (!cell) return;
    cell.tabIndex = 0;
    if (focus) this.focusStop();
  }

  /** Focuses the tab stop without moving the cursor there (a mouse press, or the view's
   *  own cursor move). */
  focusStop() {
    const cell = this.cells.get(this.stop);
    if (!cell || document.activeElement === cell) return;
    this.quiet = true;
    cell.focus({ preventScroll: true });
    this.quiet = false;
  }
}
