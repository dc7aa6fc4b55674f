// How a board fits its room: the cell (or tile) size that fits the window, leaving room for a
// result beside the board when that costs little, and the player's zoom steps from it. No
// imports: the first board (start.js) is drawn with it before the rest of the page loads.

/** A result's width beside the board, and the gap between them. */
export const SIDE_WIDTH = 220;
export const GAP = 20;

/** The room a result beside the board takes, on each side (the board stays centred). */
const SIDE_ROOM = 2 * (SIDE_WIDTH + 2 * GAP);

/** The cell (or tile) size that fits `cols` x `rows` in the room given, leaving the room for
 *  the result beside the board when that costs the board little (at most a sixth of its
 *  size); else the full room, and the result goes over the board. */
export function fitCell(availableW, availableH, cols, rows) {
  const full = Math.min(availableW / cols, availableH / rows);
  const beside = Math.min((availableW - SIDE_ROOM) / cols, availableH / rows);
  return Math.floor(beside >= (5 / 6) * full ? beside : full);
}

/** The zoom steps, as factors of the fitted size. */
export const STEPS = [0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3];

/** The zoom a setting's value means: one of the steps, else 1 (the fit). */
export function zoomStep(value) {
  const z = Number(value);
  return STEPS.includes(z) ? z : 1;
}
