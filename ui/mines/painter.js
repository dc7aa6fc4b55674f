// Paints the Minesweeper board on a canvas. Each cell look is drawn once per size and theme
// into a sprite sheet at device-pixel resolution, so painting a cell is one image copy and
// the board stays crisp at any zoom. Only cells named dirty are repainted.

const LOOKS = ["#", "F", "?", "0", "1", "2", "3", "4", "5", "6", "7", "8", "*", "X", "W", "hover", "pressed"];

function themeColours() {
  const style = getComputedStyle(document.documentElement);
  const get = (name) => style.getPropertyValue(name).trim();
  const names = ["cell-face", "cell-hover", "cell-light", "cell-dark", "open-bg", "grid-line", "mine",
    "exploded-bg", "flag", "cursor", "fg", "n1", "n2", "n3", "n4", "n5", "n6", "n7", "n8",
    "hint-safe", "hint-mine", "hint-guess", "hint-proof", "odds-safe", "odds-mine", "odds-text"];
  return Object.fromEntries(names.map((n) => [n, get(`--${n}`)]));
}

function drawRaised(ctx, s, face, c) {
  const b = Math.max(1, Math.round(s * 0.12));
  ctx.fillStyle = face;
  ctx.fillRect(0, 0, s, s);
  ctx.fillStyle = c["cell-light"];
  ctx.beginPath();
  ctx.moveTo(0, 0); ctx.lineTo(s, 0); ctx.lineTo(s - b, b); ctx.lineTo(b, b); ctx.lineTo(b, s - b); ctx.lineTo(0, s);
  ctx.fill();
  ctx.fillStyle = c["cell-dark"];
  ctx.beginPath();
  ctx.moveTo(s, s); ctx.lineTo(s, 0); ctx.lineTo(s - b, b); ctx.lineTo(s - b, s - b); ctx.lineTo(b, s - b); ctx.lineTo(0, s);
  ctx.fill();
}

function drawOpen(ctx, s, c, bg = c["open-bg"]) {
  const g = Math.max(1, Math.round(s / 24));
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, s, s);
  ctx.fillStyle = c["grid-line"];
  ctx.fillRect(0, 0, s, g);
  ctx.fillRect(0, 0, g, s);
}

function drawText(ctx, s, text, colour) {
  ctx.fillStyle = colour;
  ctx.font = `700 ${Math.round(s * 0.68)}px "DejaVu Sans", "Segoe UI", Arial, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, s / 2, s / 2 + s * 0.04);
}

function drawMine(ctx, s, c) {
  const m = s / 2;
  ctx.strokeStyle = c.mine;
  ctx.fillStyle = c.mine;
  ctx.lineWidth = Math.max(1, s * 0.07);
  ctx.beginPath();
  for (const [dx, dy] of [[1, 0], [0, 1], [0.7, 0.7], [0.7, -0.7]]) {
    ctx.moveTo(m - dx * s * 0.34, m - dy * s * 0.34);
    ctx.lineTo(m + dx * s * 0.34, m + dy * s * 0.34);
  }
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(m, m, s * 0.24, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(m - s * 0.11, m - s * 0.11, s * 0.08, s * 0.08);
}

function drawFlag(ctx, s, c) {
  ctx.fillStyle = c.mine;
  ctx.fillRect(s * 0.47, s * 0.22, s * 0.07, s * 0.52);
  ctx.fillRect(s * 0.28, s * 0.70, s * 0.44, s * 0.08);
  ctx.fillStyle = c.flag;
  ctx.beginPath();
  ctx.moveTo(s * 0.54, s * 0.18); ctx.lineTo(s * 0.54, s * 0.50); ctx.lineTo(s * 0.24, s * 0.34);
  ctx.fill();
}

function drawLook(ctx, look, s, c) {
  switch (look) {
    case "#": return drawRaised(ctx, s, c["cell-face"], c);
    case "hover": return drawRaised(ctx, s, c["cell-hover"], c);
    case "pressed": case "0": return drawOpen(ctx, s, c);
    case "F": drawRaised(ctx, s, c["cell-face"], c); return drawFlag(ctx, s, c);
    case "?": drawRaised(ctx, s, c["cell-face"], c); return drawText(ctx, s, "?", c.fg);
    case "*": drawOpen(ctx, s, c); return drawMine(ctx, s, c);
    case "X": drawOpen(ctx, s, c, c["exploded-bg"]); return drawMine(ctx, s, c);
    case "W": {
      drawOpen(ctx, s, c);
      drawMine(ctx, s, c);
      ctx.strokeStyle = c.flag;
      ctx.lineWidth = Math.max(1.5, s * 0.09);
      ctx.beginPath();
      ctx.moveTo(s * 0.18, s * 0.18); ctx.lineTo(s * 0.82, s * 0.82);
      ctx.moveTo(s * 0.82, s * 0.18); ctx.lineTo(s * 0.18, s * 0.82);
      return ctx.stroke();
    }
    default:
      drawOpen(ctx, s, c);
      return drawText(ctx, s, look, c[`n${look}`]);
  }
}

/** The odds overlay's tint for a cell of mine probability `p`: the safe colour only for a
 *  certainly safe cell; any risk in the mine colour, stronger as the risk grows, so that 21%
 *  never reads as safe (`ui/palette.test.js` checks the tints apart and the text legible). */
export function oddsTint(p) {
  return p === 0 ? { colour: "odds-safe", alpha: 0.6 } : { colour: "odds-mine", alpha: 0.2 + 0.4 * p };
}

/** A probability as the overlay writes it: a whole percentage, never 0% or 100% for a cell
 *  that is not certain. */
export function oddsLabel(p) {
  const pct = Math.round(p * 100);
  return `${pct === 0 && p > 0 ? "<1" : pct === 100 && p < 1 ? ">99" : pct}%`;
}

export class BoardPainter {
  /**
   * The canvas covers only the visible part of the board (a 200x200 board at 16 px would be a
   * ten-megapixel canvas, far too slow to fill); `space` is sized to the whole board to give the
   * scroller its range, and the canvas sticks to the scroller's corner.
   */
  constructor(canvas, space, looks = LOOKS) {
    this.canvas = canvas;
    /** The looks in the sheet (the first board, all covered, needs only "#"), and each one's slot. */
    this.looks = looks;
    this.slot = new Map(looks.map((look, i) => [look, i]));
    this.space = space;
    this.ctx = canvas.getContext("2d", { alpha: false });
    this.sheet = document.createElement("canvas");
    this.sprite = null;
    this.generation = 0;
    /** Resolves once the first sprites are ready, i.e. once the board can be painted. */
    this.ready = new Promise((resolve) => { this.markReady = resolve; });
    this.size = 0;
    this.width = 0;
    this.height = 0;
    this.originX = 0;
    this.originY = 0;
  }

  /** Sets the board's size in cells and the cell size in CSS pixels; rebuilds the sprites. */
  layout(width, height, cssCell) {
    const dpr = window.devicePixelRatio || 1;
    this.width = width;
    this.height = height;
    this.size = Math.max(4, Math.round(cssCell * dpr));
    this.space.style.width = `${(width * this.size) / dpr}px`;
    this.space.style.height = `${(height * this.size) / dpr}px`;
    this.rebuildSprites();
  }

  /** Sizes the canvas to the visible area (CSS pixels) scrolled to `scrollX`, `scrollY`. */
  viewport(cssWidth, cssHeight, scrollX, scrollY) {
    const dpr = window.devicePixelRatio || 1;
    const w = Math.min(Math.round(cssWidth * dpr), this.width * this.size);
    const h = Math.min(Math.round(cssHeight * dpr), this.height * this.size);
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
      this.canvas.style.width = `${w / dpr}px`;
      this.canvas.style.height = `${h / dpr}px`;
    }
    this.originX = Math.round(scrollX * dpr);
    this.originY = Math.round(scrollY * dpr);
  }

  /** The rows and columns at least partly on the canvas: [row0, row1) x [col0, col1). */
  visible() {
    const s = this.size;
    return {
      row0: Math.floor(this.originY / s),
      row1: Math.min(this.height, Math.ceil((this.originY + this.canvas.height) / s)),
      col0: Math.floor(this.originX / s),
      col1: Math.min(this.width, Math.ceil((this.originX + this.canvas.width) / s)),
    };
  }

  /**
   * Draws every look into a sheet; cells are copied from it at once. Where WebKit composites
   * with a GPU a canvas copies slowly (5 times slower than an ImageBitmap, measured), so a
   * bitmap of the sheet takes over once made; where it paints on the CPU the two are equal.
   * Not waiting for the bitmap (or, before, a PNG round trip) saves the first board ~25 ms.
   */
  rebuildSprites() {
    const s = this.size;
    // No board laid out yet: its layout draws the sheet.
    if (!s) return;
    const colours = themeColours();
    this.colours = colours;
    this.uiFont = getComputedStyle(document.body).fontFamily || "sans-serif";
    this.cursorColour = colours.cursor;
    this.sheet.width = s * this.looks.length;
    this.sheet.height = s;
    const ctx = this.sheet.getContext("2d");
    this.looks.forEach((look, i) => {
      ctx.save();
      ctx.translate(i * s, 0);
      ctx.beginPath();
      ctx.rect(0, 0, s, s);
      ctx.clip();
      drawLook(ctx, look, s, colours);
      ctx.restore();
    });
    const generation = ++this.generation;
    this.sprite = { source: this.sheet, size: s };
    this.markReady();
    createImageBitmap(this.sheet).then((bitmap) => {
      if (generation === this.generation) this.sprite = { source: bitmap, size: s };
    }, () => {});
  }

  /**
   * Paints one cell with a look (a cell code, "hover" or "pressed"), if it is on the canvas;
   * `deco` adds the solver's marks: `odds` (a mine probability, as a tint and a percentage),
   * `hint` ("safe", "mine", "guess" or "first": a frame) and `proof` (a number proving it).
   */
  paint(index, look, cursor = false, deco = null) {
    if (!this.sprite) return;
    const s = this.size;
    const x = (index % this.width) * s - this.originX;
    const y = Math.floor(index / this.width) * s - this.originY;
    if (x <= -s || y <= -s || x >= this.canvas.width || y >= this.canvas.height) return;
    const from = this.sprite.size;
    this.ctx.drawImage(this.sprite.source, this.slot.get(look) * from, 0, from, from, x, y, s, s);
    if (deco) this.decorate(x, y, deco);
    if (cursor) {
      const w = Math.max(2, Math.round(s / 10));
      this.ctx.strokeStyle = this.cursorColour;
      this.ctx.lineWidth = w;
      this.ctx.strokeRect(x + w / 2, y + w / 2, s - w, s - w);
    }
  }

  decorate(x, y, deco) {
    const s = this.size;
    const ctx = this.ctx;
    const c = this.colours;
    if (deco.odds != null) {
      const p = deco.odds;
      const tint = oddsTint(p);
      ctx.globalAlpha = tint.alpha;
      ctx.fillStyle = c[tint.colour];
      ctx.fillRect(x + 2, y + 2, s - 4, s - 4);
      ctx.globalAlpha = 1;
      ctx.fillStyle = c["odds-text"];
      // The page's own font, as large as the label lets it be inside the cell.
      const label = oddsLabel(p);
      ctx.font = `700 ${Math.round(s * 0.4)}px ${this.uiFont}`;
      const wide = ctx.measureText(label).width;
      if (wide > s * 0.86) ctx.font = `700 ${Math.max(6, Math.floor((s * 0.4 * s * 0.86) / wide))}px ${this.uiFont}`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(label, x + s / 2, y + s / 2 + s * 0.03);
    }
    // Frames sit inside the keyboard cursor's (which is drawn last, at the cell's edge).
    const inset = Math.max(2, Math.round(s / 10));
    const frame = (colour, width, dash) => {
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.setLineDash(dash);
      const o = inset + width / 2;
      ctx.strokeRect(x + o, y + o, s - 2 * o, s - 2 * o);
      ctx.setLineDash([]);
    };
    if (deco.proof) frame(c["hint-proof"], Math.max(2, Math.round(s / 12)), [Math.max(2, s / 8), Math.max(2, s / 12)]);
    if (deco.hint) {
      const colour = deco.hint === "mine" ? c["hint-mine"] : deco.hint === "guess" ? c["hint-guess"] : c["hint-safe"];
      frame(colour, Math.max(3, Math.round(s / 7)), []);
    }
  }

  /** A point in CSS pixels relative to the canvas, in EVF's pixels on the whole board (16 a
   *  cell): where a replay draws the pointer. */
  boardPixel(cssX, cssY) {
    const dpr = window.devicePixelRatio || 1;
    const to = (css, origin) => Math.max(0, Math.round(((css * dpr + origin) / this.size) * 16));
    return [to(cssX, this.originX), to(cssY, this.originY)];
  }

  /** The cell index under a point in CSS pixels relative to the canvas, or -1. */
  cellAt(cssX, cssY) {
    const dpr = window.devicePixelRatio || 1;
    const col = Math.floor((cssX * dpr + this.originX) / this.size);
    const row = Math.floor((cssY * dpr + this.originY) / this.size);
    if (col < 0 || row < 0 || col >= this.width || row >= this.height) return -1;
    return row * this.width + col;
  }
}
