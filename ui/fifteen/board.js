// The sliding puzzle's board as drawn: one element per cell, sized to the window, numbers and
// colour groups, the hinted tile, and the numbers hidden (a blind solve) or the board paused.
// It draws the tiles it is given; the view decides what they are.

import { settings } from "../settings.js";
import { zoomOf } from "../zoom.js";
import { placeResult } from "../stage.js";
import { fitCell } from "../fit.js";
import { tileGroup } from "./schemes.js";
import { t as tr } from "../l10n.js";

export class FifteenBoard {
  constructor(el) {
    this.el = el;
    this.width = 0;
    this.height = 0;
    /** The tiles drawn, row by row (0 the blank). */
    this.tiles = [];
    this.cells = [];
    /** The cell framed by a hint, or null. */
    this.hinted = null;
    /** Numbers and colours hidden (a blind solve under way). */
    this.hidden = false;
  }

  /** A new board: `tiles` on a `width` x `height` grid. */
  build(width, height, tiles, hidden) {
    Object.assign(this, { width, height, tiles: tiles.slice(), hinted: null, hidden });
    this.el.style.setProperty("--cols", width);
    this.el.style.setProperty("--rows", height);
    this.el.classList.toggle("blind", hidden);
    // A grid for assistive technology: rows of cells, each read as its number or "blank"
    // (the rows take no room: the board's CSS grid lays the cells out).
    this.cells = this.tiles.map(() => {
      const cell = document.createElement("div");
      cell.setAttribute("role", "gridcell");
      return cell;
    });
    const rows = Array.from({ length: height }, (_, r) => {
      const row = document.createElement("div");
      row.className = "fifteen-row";
      row.setAttribute("role", "row");
      row.append(...this.cells.slice(r * width, (r + 1) * width));
      return row;
    });
    this.el.replaceChildren(...rows);
    this.fit();
    this.tiles.forEach((_, i) => this.paint(i));
  }

  paint(i, dir = null) {
    const t = this.tiles[i];
    const el = this.cells[i];
    // Blind: the tiles are there, but neither their numbers nor their colours.
    el.textContent = t && !this.hidden ? String(t) : "";
    el.setAttribute("aria-label", t ? (this.hidden ? tr("tile-hidden") : String(t)) : tr("tile-blank"));
    el.className = t ? (i === this.hinted ? "tile hinted" : "tile") : "tile blank";
    el.dataset.g = this.hidden ? "" : tileGroup(t, this.width, this.height, settings.fifteen);
    const ms = Number(settings.fifteen.animMs) || 0;
    if (t && dir && ms > 0) {
      // Decoration only: the tile is already in place; the animation never delays input.
      el.style.animation = "none";
      void el.offsetWidth;
      el.style.animation = `slide-${dir} ${ms}ms ease-out`;
    }
  }

  repaintAll() {
    this.tiles.forEach((_, i) => this.paint(i));
  }

  /** Hides or shows the numbers. */
  setHidden(hidden) {
    this.hidden = hidden;
    this.el.classList.toggle("blind", hidden);
    this.repaintAll();
  }

  /** Frames `cell`'s tile as the hint (null: none). */
  frame(cell) {
    const was = this.hinted;
    this.hinted = cell;
    if (was !== null) this.paint(was);
    if (cell !== null) this.paint(cell);
  }

  /** Draws `confirmed` where the tiles drawn differ from it. */
  adopt(confirmed) {
    for (let i = 0; i < this.tiles.length; i++) {
      if (this.tiles[i] !== confirmed[i]) {
        this.tiles[i] = confirmed[i];
        this.paint(i);
      }
    }
  }

  /** Fits the board to the window as it is resized, and as `toolbar` above it wraps and
   *  unwraps with its controls. */
  fitWith(toolbar) {
    window.addEventListener("resize", () => this.fit());
    let toolbarHeight = -1;
    new ResizeObserver(([{ contentRect }]) => {
      if (contentRect.height === toolbarHeight) return;
      toolbarHeight = contentRect.height;
      this.fit();
    }).observe(toolbar);
  }

  fit() {
    if (!this.width) return;
    const top = this.el.getBoundingClientRect().top;
    // Below the board: the hint line, the status line and the view's gaps and padding (the
    // result goes beside the board or over it: stage.js).
    const availableH = window.innerHeight - top - 78;
    const availableW = document.documentElement.clientWidth - 40;
    // Whole pixels, so every tile's edges are drawn sharp; small enough that 20x20 fits.
    const fitted = Math.max(16, Math.min(200, fitCell(availableW, availableH, this.width, this.height)));
    // The player's zoom from the fitted size.
    const tile = Math.max(12, Math.round(fitted * zoomOf("fifteen")));
    this.el.style.setProperty("--tile", `${tile}px`);
    // Three-digit numbers (boards past 99 tiles) in a smaller face, to stay inside their tile.
    this.el.style.setProperty("--tile-font", this.width * this.height > 100 ? "0.34" : "0.42");
    placeResult(document.getElementById("fifteen-result"));
  }

  /** The cell under a viewport point, or -1. */
  cellAt(x, y) {
    if (!this.width) return -1;
    const r = this.el.getBoundingClientRect();
    const col = Math.floor(((x - r.left) / r.width) * this.width);
    const row = Math.floor(((y - r.top) / r.height) * this.height);
    if (col < 0 || row < 0 || col >= this.width || row >= this.height) return -1;
    return row * this.width + col;
  }

  /** What each cell shows, for tests. */
  shown() {
    return this.cells.map((c) => c.textContent);
  }
}
