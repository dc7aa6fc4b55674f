// A colour scheme from a file, for one size: a speedsolver's own colouring of a big board.
// The format (README, "Colour scheme files"): lines starting with # are comments; the first
// other line is the size, WxH; then one line per row of the board, its W entries separated by
// spaces, each a colour 0 to 9 or . for none (the blank's home is read but never drawn). The
// file is read only up to MAX_BYTES; a bad one is refused with the line that is wrong, and the
// scheme in use stays. Pure; scheme-file.test.js.

import { parseSize } from "./sizes.js";
import { t } from "../l10n.js";

/** A scheme file is a few hundred bytes; anything past this is not one. */
export const MAX_BYTES = 16 * 1024;

/** The size and grid (rows of colours 0..9, or null for none) of a scheme file's text.
 *  Throws an Error naming the line. */
export function parseSchemeFile(text) {
  const lines = String(text).split(/\r?\n/).map((line, k) => [k + 1, line.trim()]).filter(([, line]) => line !== "" && !line.startsWith("#"));
  if (lines.length === 0) throw new Error(t("scheme-no-size"));
  const [sizeLine, sizeText] = lines[0];
  let size;
  try {
    size = parseSize(sizeText);
  } catch (e) {
    throw new Error(t("scheme-at-line", { line: sizeLine, error: e.message }));
  }
  const [w, h] = size;
  const rows = lines.slice(1);
  if (rows.length !== h) {
    const said = t("scheme-file-rows", { size: `${w}x${h}`, rows: h, count: rows.length });
    throw new Error(rows.length > h ? t("scheme-at-line", { line: rows[h][0], error: said }) : said);
  }
  const grid = rows.map(([n, line]) => {
    const entries = line.split(/\s+/);
    if (entries.length !== w) throw new Error(t("scheme-at-line", { line: n, error: t("scheme-file-entries", { size: `${w}x${h}`, entries: w, count: entries.length }) }));
    return entries.map((e) => {
      if (e === ".") return null;
      if (!/^\d$/.test(e)) throw new Error(t("scheme-at-line", { line: n, error: t("scheme-not-colour", { entry: e }) }));
      return Number(e);
    });
  });
  return { size, grid };
}

/** The colour group of tile `t` under a file's `grid` (its home's entry), "" for none. */
export function fileGroup(t, width, grid) {
  if (t === 0 || !grid) return "";
  const colour = grid[Math.floor((t - 1) / width)]?.[(t - 1) % width];
  return colour == null ? "" : String(colour);
}
