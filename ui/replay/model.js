// What a replay shows at a moment: the frames played by then, the board after them, the clock
// and counters. Pure: the viewer (view.js) only draws what this decides. A replay is what
// `records_replay` answers: { game, start: { width, height, cells }, frames: [{ at, changed,
// board?, clock, running, solved, clicks, minesLeft, moves }], end, endClock, threeBv }.

import { count, decimal } from "../locale.js";
import { t } from "../l10n.js";

/** Playback speeds, slowest first. */
export const SPEEDS = [0.25, 0.5, 1, 2, 4];

/** How many frames have been played at `t` ms since the first action. */
export function framesAt(replay, t) {
  const frames = replay.frames;
  let lo = 0;
  let hi = frames.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (frames[mid].at <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The board after the first `n` frames: { width, height, cells }. */
export function boardAfter(replay, n) {
  let board = { ...replay.start, cells: replay.start.cells.slice() };
  for (const frame of replay.frames.slice(0, n)) {
    if (frame.board) board = { ...frame.board, cells: frame.board.cells.slice() };
    for (const [i, cell] of frame.changed) board.cells[i] = cell;
  }
  return board;
}

/** The clock and counters at `t`: the last frame's, the clock running on from it while the
 *  game ran, and never past the game's end. `rate` is 3BV/s (Minesweeper) or TPS. */
export function countersAt(replay, t) {
  const n = framesAt(replay, t);
  const last = replay.frames[n - 1];
  const mines = replay.game === "mines";
  // Before the first action: the board as dealt, every mine left.
  if (!last) return { clock: 0, solved: 0, clicks: 0, minesLeft: mines ? replay.mines : 0, moves: 0, rate: 0 };
  const atEnd = t >= replay.end;
  let clock = last.running ? last.clock + (Math.min(t, replay.end) - last.at) : last.clock;
  if (atEnd) clock = replay.endClock;
  const done = mines ? last.solved : last.moves;
  return {
    clock,
    solved: last.solved,
    clicks: last.clicks,
    minesLeft: last.minesLeft,
    moves: last.moves,
    rate: clock > 0 ? (done * 1000) / clock : 0,
  };
}

/** Where the pointer was at `t` (its last sample by then), in board cells (fractions), or
 *  null before its first sample or when none was recorded. */
export function pointerAt(replay, t) {
  const path = replay.pointer ?? [];
  let lo = 0;
  let hi = path.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (path[mid][0] <= t) lo = mid + 1;
    else hi = mid;
  }
  if (lo === 0) return null;
  const [, x, y] = path[lo - 1];
  return [x / 16, y / 16];
}

/** The line under the board: clock and the game's own counters. */
export function countersText(replay, c) {
  const time = t("seconds", { s: decimal(c.clock / 1000, 3) });
  if (replay.game === "mines") {
    return t("replay-counters-mines", { time, solved: c.solved, total: replay.threeBv, rate: decimal(c.rate, 2), clicks: c.clicks, left: c.minesLeft });
  }
  return t("replay-counters-fifteen", { time, moves: c.moves, rate: decimal(c.rate, 2) });
}
