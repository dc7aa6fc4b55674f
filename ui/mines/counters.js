// The live counters beside the Minesweeper board (Settings, and View > Counters): time,
// clicks, flags, 3BV solved and 3BV/s so far, CE, IOE, RQP, path and correctness, as the game
// goes. While it goes they are made from what the player sees and nothing else (the page knows
// nothing more), so they reveal no covered cell: 3BV counts the openings shown and the numbers
// shown apart from them, a click is effective when it opened a cell or placed a flag, and no
// total 3BV is shown. Once the game ends the figures are its video's (`mines_figures`).

import { decimal } from "../locale.js";
import { settings } from "../settings.js";
import { t } from "../l10n.js";

const ZERO = 48; // "0"

/** The 3BV a player has visibly solved: each opening shown (8-connected open zeros, with the
 *  numbers around them) counts once, and each open number touching no open zero once. */
export function visibleSolved(cells, width, height) {
  const seen = new Uint8Array(cells.length);
  let solved = 0;
  const stack = [];
  const isOpen = (c) => c >= ZERO && c <= ZERO + 8;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== ZERO || seen[i]) continue;
    solved++;
    seen[i] = 1;
    stack.push(i);
    while (stack.length) {
      const j = stack.pop();
      const r = Math.floor(j / width), c = j % width;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const rr = r + dr, cc = c + dc;
          if (rr < 0 || cc < 0 || rr >= height || cc >= width) continue;
          const k = rr * width + cc;
          if (seen[k] || !isOpen(cells[k])) continue;
          seen[k] = 1;
          if (cells[k] === ZERO) stack.push(k);
        }
      }
    }
  }
  for (let i = 0; i < cells.length; i++) {
    if (!seen[i] && isOpen(cells[i]) && cells[i] !== ZERO) solved++;
  }
  return solved;
}

/** Whether an answer's changed codes make its action effective: a cell opened, or a flag
 *  placed. */
export function effective(codes) {
  for (let i = 0; i < codes.length; i++) {
    const c = codes.charCodeAt(i);
    if ((c >= ZERO && c <= ZERO + 8) || c === 70 /* F */) return true;
  }
  return false;
}

/** The counters of a game so far, from what is shown; `ce` and `path` are kept by the view. */
export function liveFigures(state, elapsedMs, ce, path) {
  const { left, right, chord } = state.clicks;
  const clicks = left + right + chord;
  const solved = visibleSolved(state.cells, state.width, state.height);
  const secs = elapsedMs / 1000;
  return {
    time: secs, left, right, chord, flags: countFlags(state.cells), solved,
    rate: secs > 0 ? solved / secs : null,
    ce, ioe: clicks > 0 ? solved / clicks : null,
    rqp: solved > 0 ? (secs * secs) / solved : null,
    path, corr: clicks > 0 ? ce / clicks : null,
  };
}

/** The rows the panel shows: label, value. */
export function counterRows(f) {
  const n = (v, d = 3) => (v == null || !Number.isFinite(v) ? "–" : decimal(v, d));
  return [
    [t("col-time"), n(f.time)], [t("counter-clicks"), `${f.left + f.right + f.chord} (${f.left}/${f.right}/${f.chord})`], [t("counter-flags"), String(f.flags)],
    [t("metric-3bv"), String(f.solved)], [t("metric-3bvs"), n(f.rate)], [t("metric-ce"), String(f.ce)], [t("metric-ioe"), n(f.ioe)], [t("metric-rqp"), n(f.rqp)],
    [t("metric-path"), n(f.path, 1)], [t("metric-corr"), n(f.corr)],
  ];
}

/** A finished game's counters: its video's figures (`VideoMetrics`) and its clicks. */
export function finalFigures(state, m) {
  return {
    time: m.time, left: state.clicks.left, right: state.clicks.right, chord: state.clicks.chord, flags: countFlags(state.cells),
    solved: m.solvedThreeBv, rate: m.threeBvPerS, ce: m.ce, ioe: m.ioe, rqp: m.rqp, path: m.path, corr: m.corr,
  };
}

function countFlags(cells) {
  let flags = 0;
  for (let i = 0; i < cells.length; i++) if (cells[i] === 70) flags++;
  return flags;
}

/** The panel beside the board (left of it where the window has room, else a line under it):
 *  drawn with each answer and as the clock's second changes (with the board, and with the
 *  timer's digits: never in a frame of its own, which would keep frames coming between the
 *  player's clicks and make the next one wait for its turn), and once more with the video's
 *  figures when the game ends. Off unless `settings.counters`. */
export class CountersPanel {
  /** `stateOf` answers the game's state as the view keeps it; `onRoom` is told when the
   *  panel comes or goes, which changes the board's room (`mines/room.js` counts it). */
  constructor(panel, canvas, painter, stateOf, onRoom) {
    this.panel = panel;
    this.onRoom = onRoom;
    this.painter = painter;
    this.stateOf = stateOf;
    this.reset();
    // The pointer's path over the board in cells, while a game goes.
    canvas.addEventListener("pointermove", (e) => {
      if (!settings.counters || !this.playing) return;
      const [x, y] = painter.boardPixel(e.offsetX, e.offsetY);
      if (this.at) this.path += Math.hypot(x - this.at[0], y - this.at[1]) / 16;
      this.at = [x, y];
    }, { passive: true });
  }

  reset() {
    this.ce = 0;
    this.path = 0;
    this.at = null;
    this.playing = false;
    this.final = null;
  }

  /** An action's answer: effective when it opened a cell or placed a flag. */
  answered(codes) {
    if (effective(codes)) this.ce++;
  }

  /** Draws the counters at the clock's reading now. */
  refresh() {
    const s = this.stateOf();
    const elapsed = s && s.status === "playing" && !s.paused ? s.elapsedMs + performance.now() - s.receivedAt : s?.elapsedMs ?? 0;
    this.render(s, elapsed);
  }

  /** The game's figures as its video has them, once it is over. */
  ended(state, metrics) {
    this.final = finalFigures(state, metrics);
    this.render(state, 0);
  }

  render(state, elapsedMs) {
    const wasHidden = this.panel.hidden;
    this.panel.hidden = !settings.counters || !state;
    if (this.panel.hidden) {
      if (!wasHidden) this.onRoom();
      return;
    }
    this.playing = state.status === "playing";
    // An undo takes a finished game back into play: the counters go live again.
    if (this.playing) this.final = null;
    const f = this.final ?? liveFigures(state, elapsedMs, this.ce, this.path);
    const rows = counterRows(f);
    const made = this.panel.childElementCount !== rows.length;
    if (made) {
      this.panel.replaceChildren(...rows.map(() => {
        const row = document.createElement("div");
        row.append(document.createElement("dt"), document.createElement("dd"));
        return row;
      }));
    }
    rows.forEach(([label, value], i) => {
      const [dt, dd] = this.panel.children[i].children;
      if (dt.textContent !== label) dt.textContent = label;
      if (dd.textContent !== value) dd.textContent = value;
    });
    // Placed with the board when it appears (its room changed); the board's new layouts place
    // it again (board-fit.js), so the clock's ticks never ask for a layout of their own.
    if (wasHidden || made) this.onRoom();
  }

  /** Left of the board where the window leaves room, else under it; whether that changed. */
  place() {
    if (this.panel.hidden) return false;
    const stage = this.panel.parentElement;
    const board = stage.firstElementChild.getBoundingClientRect();
    const room = (stage.parentElement.clientWidth - board.width) / 2;
    const beside = room >= 200;
    const changed = beside !== this.panel.classList.contains("beside");
    this.panel.classList.toggle("beside", beside);
    return changed;
  }
}
