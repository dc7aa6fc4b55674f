// Unit tests for the 15-puzzle's colour schemes (node --test).

import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { SCHEMES, colourAt, defaultScheme, group, schemeFor, schemeSet, tileGroup, touchingCells } from "./schemes.js";

/** Each home cell's layer as the scheme means it, numbered without limit (not its colour). */
function layerOf(row, col, w, h, scheme) {
  const top = Math.max(0, h - 5);
  const left = Math.max(0, w - 5);
  switch (scheme) {
    case "rows": return `r${row}`;
    case "columns": return `c${col}`;
    case "fringe": return `f${Math.min(row, col)}`;
    case "layered": return row < top ? `r${row}` : col < left ? `c${col}` : `f${Math.min(row - top, col - left)}`;
    default: return "";
  }
}

test("two touching tiles of different layers never share a colour, on every size and scheme", () => {
  for (const scheme of SCHEMES.filter((s) => s !== "plain")) {
    for (let w = 2; w <= 20; w++) {
      for (let h = 2; h <= 20; h++) {
        for (const [r, c, r2, c2] of touchingCells(w, h)) {
          const same = layerOf(r, c, w, h, scheme) === layerOf(r2, c2, w, h, scheme);
          const a = colourAt(r, c, w, h, scheme);
          const b = colourAt(r2, c2, w, h, scheme);
          assert.ok(a >= 0 && a < 10, `${scheme} ${w}x${h}`);
          assert.equal(a === b, same, `${scheme} ${w}x${h}: (${r},${c}) and (${r2},${c2})`);
        }
      }
    }
  }
});

test("a tile is coloured by its home, the blank never", () => {
  assert.equal(group(0, 4, 4, "rows"), "");
  assert.equal(group(7, 4, 4, "plain"), "");
  assert.equal(group(7, 4, 4, "rows"), "1");
  assert.equal(group(7, 4, 4, "columns"), "2");
  assert.equal(group(6, 4, 4, "fringe"), "1");
  assert.equal(group(16, 5, 5, "fringe"), "0", "row 3, column 0: the first layer");
  // 10x10 layered: rows 0-4 by row, then columns 0-4 beside the core, then its fringe.
  assert.equal(group(1 + 2 * 10 + 7, 10, 10, "layered"), "2");
  assert.equal(group(1 + 7 * 10 + 3, 10, 10, "layered"), String([0, 1, 2, 3, 5][3]), "column 3 skips row 4's colour");
});

test("from 5x5 up a size gets a scheme of its own unless the player chose one", () => {
  assert.equal(defaultScheme(4, 4, "rows"), "rows");
  assert.equal(defaultScheme(5, 5), "fringe");
  assert.equal(defaultScheme(10, 10), "layered");
  assert.equal(defaultScheme(20, 3, "columns"), "columns");
  assert.equal(schemeFor({ scheme: "plain", schemes: { "10x10": "rows" } }, 10, 10), "rows");
  assert.equal(schemeFor({ scheme: "plain", schemes: { "10x10": "bogus" } }, 10, 10), "layered");
  assert.equal(schemeFor({ scheme: "fringe" }, 3, 3), "fringe");
  assert.equal(schemeFor(undefined, 4, 4), "plain");
});

test("a scheme picked in the settings is kept for the size on the board, and only a change", () => {
  const fifteen = { size: [10, 10], scheme: "plain", schemes: { "4x4": "rows" } };
  assert.deepEqual(schemeSet(fifteen, "columns"), { "4x4": "rows", "10x10": "columns" });
  assert.deepEqual(schemeSet(fifteen, "layered"), { "4x4": "rows" }, "the default stays a default");
  assert.deepEqual(schemeSet(fifteen, "bogus"), { "4x4": "rows" });
});

test("a size whose colours come from a file draws the file's", () => {
  const files = { "3x3": [[0, 0, 0], [1, 2, 2], [1, 2, null]] };
  const fifteen = { size: [3, 3], scheme: "rows", schemes: { "3x3": "file" }, files };
  assert.equal(schemeFor(fifteen, 3, 3), "file");
  assert.equal(tileGroup(5, 3, 3, fifteen), "2");
  assert.equal(tileGroup(4, 3, 3, { ...fifteen, schemes: {} }), "1", "rows when the file is not chosen");
  assert.equal(schemeFor({ ...fifteen, files: {} }, 3, 3), "rows", "a file not kept: the default");
  assert.deepEqual(schemeSet({ ...fifteen, schemes: {} }, "file"), { "3x3": "file" });
  assert.deepEqual(schemeSet({ ...fifteen, schemes: {}, files: {} }, "file"), {}, "no file for this size");
});
