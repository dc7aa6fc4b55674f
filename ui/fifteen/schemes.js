// The 15-puzzle's colour schemes, as speedsolvers colour big boards by the layers they solve
// them in: plain; rows; columns; fringe (each row and column of an L-shaped layer together,
// outermost first); layered (the rows above the last 5x5 each a colour, then the columns left
// of it, then that 5x5 in fringe: slidysim's layered grids). A scheme gives each tile a group,
// and the groups are drawn in ten colours (--g0 … --g9 in styles.css) such that two touching
// tiles of different groups never share one (palette.test.js also checks the colours apart
// under colour-blindness). Each size has its own scheme; from 5x5 up the default follows
// the size. A size may also take its colours from a file (scheme-file.js). Pure;
// schemes.test.js.

import { fileGroup } from "./scheme-file.js";

export const SCHEMES = ["plain", "rows", "columns", "fringe", "layered"];
const COLOURS = 10;
/** The side of the core that `layered` leaves to fringe. */
const CORE = 5;

/** The scheme a size gets when the player has chosen none for it. */
export function defaultScheme(width, height, fallback = "plain") {
  const small = Math.min(width, height);
  if (small >= 7) return "layered";
  if (small >= 5) return "fringe";
  return SCHEMES.includes(fallback) ? fallback : "plain";
}

/** The scheme chosen for a size (`settings.fifteen.schemes["5x5"]`: one of SCHEMES, or
 *  "file" when a file's colours are kept for it in `files`), else its default. */
export function schemeFor(fifteen, width, height) {
  const key = `${width}x${height}`;
  const chosen = fifteen?.schemes?.[key];
  if (chosen === "file" && Array.isArray(fifteen?.files?.[key])) return "file";
  return SCHEMES.includes(chosen) ? chosen : defaultScheme(width, height, fifteen?.scheme);
}

/** The group of tile `t` on a board of that size under the settings' scheme for it. */
export function tileGroup(t, width, height, fifteen) {
  const scheme = schemeFor(fifteen, width, height);
  return scheme === "file" ? fileGroup(t, width, fifteen.files[`${width}x${height}`]) : group(t, width, height, scheme);
}

/** Every pair of touching home cells on a `width` x `height` board: [row, col, row2, col2],
 *  each pair once (below, then right). */
export function* touchingCells(width, height) {
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if (r + 1 < height) yield [r, c, r + 1, c];
      if (c + 1 < width) yield [r, c, r, c + 1];
    }
  }
}

/** The values 0..9 but `taken`, in order. */
const without = (...taken) => Array.from({ length: COLOURS }, (_, k) => k).filter((k) => !taken.includes(k));

/** The colour (0..9) of the home cell at `row`, `col` under `scheme`, or null for none. */
export function colourAt(row, col, width, height, scheme) {
  switch (scheme) {
    case "rows": return row % COLOURS;
    case "columns": return col % COLOURS;
    case "fringe": return Math.min(row, col) % COLOURS;
    case "layered": return layered(row, col, width, height);
    default: return null;
  }
}

function layered(row, col, width, height) {
  const top = Math.max(0, height - CORE);
  const left = Math.max(0, width - CORE);
  if (row < top) return row % COLOURS;
  // The last row above touches every column of the band beside the core: they skip its colour.
  const above = top > 0 ? (top - 1) % COLOURS : -1;
  const columns = without(above);
  if (col < left) return columns[col % columns.length];
  // The core's first layer touches the row above and the band's last column: it skips both.
  const beside = left > 0 ? columns[(left - 1) % columns.length] : -1;
  const layers = without(above, beside);
  return layers[Math.min(row - top, col - left) % layers.length];
}

/** The group of tile `t` (0 the blank) under `scheme`, as the board's data-g: "" for none. */
export function group(t, width, height, scheme) {
  if (t === 0) return "";
  const colour = colourAt(Math.floor((t - 1) / width), (t - 1) % width, width, height, scheme);
  return colour === null ? "" : String(colour);
}

/** The per-size schemes after the player picks `scheme` for the size in the settings. */
export function schemeSet(fifteen, scheme) {
  const [w, h] = fifteen.size;
  const schemes = { ...(fifteen.schemes ?? {}) };
  const kept = scheme === "file" && Array.isArray(fifteen.files?.[`${w}x${h}`]);
  if ((SCHEMES.includes(scheme) || kept) && scheme !== schemeFor(fifteen, w, h)) schemes[`${w}x${h}`] = scheme;
  return schemes;
}
