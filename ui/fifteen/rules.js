// The sliding rule, mirrored from the engine so the page can draw a move the moment it is
// made. The backend still decides: its answer confirms the move, and a disagreement makes the
// page adopt the backend's board.

export const DIRS = {
  up: [1, 0], // the tile below the blank moves up
  down: [-1, 0],
  left: [0, 1],
  right: [0, -1],
};

export const OPPOSITE = { up: "down", down: "up", left: "right", right: "left" };

/** The single-tile steps a move makes: [direction, count], or null if it is impossible. */
export function plan(tiles, width, move) {
  const blank = tiles.indexOf(0);
  const height = tiles.length / width;
  const br = Math.floor(blank / width);
  const bc = blank % width;
  if (move.kind === "tile") {
    const [dr, dc] = DIRS[move.dir];
    const r = br + dr;
    const c = bc + dc;
    return r >= 0 && c >= 0 && r < height && c < width ? [move.dir, 1] : null;
  }
  const r = Math.floor(move.index / width);
  const c = move.index % width;
  if (move.index === blank || move.index < 0 || move.index >= tiles.length) return null;
  if (r === br) return c > bc ? ["left", c - bc] : ["right", bc - c];
  if (c === bc) return r > br ? ["up", r - br] : ["down", br - r];
  return null;
}

/** Applies a planned move to `tiles` in place; returns the changed cells, blank first. */
export function slide(tiles, width, [dir, count]) {
  const [dr, dc] = DIRS[dir];
  let blank = tiles.indexOf(0);
  const changed = [blank];
  for (let k = 0; k < count; k++) {
    const next = blank + dr * width + dc;
    tiles[blank] = tiles[next];
    tiles[next] = 0;
    blank = next;
    changed.push(blank);
  }
  return changed;
}

export function isSolved(tiles) {
  const last = tiles.length - 1;
  for (let i = 0; i < last; i++) if (tiles[i] !== i + 1) return false;
  return tiles[last] === 0;
}

/** A position as a state string, as the engine writes it and "Enter state…" reads it: rows
 *  separated by "/", numbers by spaces, 0 the blank ("1 2 3/4 5 6/7 8 0"). */
export function stateString(tiles, width) {
  const rows = [];
  for (let i = 0; i < tiles.length; i += width) rows.push(tiles.slice(i, i + width).join(" "));
  return rows.join("/");
}
