// The replay viewer: a dialog that plays a recorded game from `records_replay` (both games), or
// a Minesweeper video of any format the backend opened (`video_take`):
// play, pause, step, speed 0.25x to 4x, a scrubber, and the clock with the game's counters
// running with it, the players' figures as they stood, and the solver's verdict on each click
// (marked on the board, with the summary and jumps from guess to guess). What is shown at a
// moment is decided by model.js and verdicts.js; this draws it.

import { call } from "../ipc.js";
import { whenLong } from "../locale.js";
import { BoardPainter } from "../mines/painter.js";
import { onShade } from "../theme.js";
import { figuresText, fixed } from "../figures.js";
import { SPEEDS, boardAfter, countersAt, countersText, framesAt, pointerAt } from "./model.js";
import { clickAt, clickMarks, clickText, guessFrom, summaryText } from "./verdicts.js";
import { expose } from "../hooks.js";
import { replayDialog } from "./dialog.js";
import { say, t } from "../l10n.js";

const $ = (id) => document.getElementById(id);
/** The height the viewer's dialog needs beside a Minesweeper board: its title and about line,
 *  the counters, two lines of figures, the verdict and the summary, the controls. */
const ROOM_AROUND = 330;

class ReplayViewer {
  constructor() {
    this.dialog = replayDialog();
    this.painter = new BoardPainter($("replay-board"), $("replay-space"));
    this.replay = null;
    this.t = 0;
    this.shown = 0;
    this.playing = false;
    this.speed = 1;
    $("replay-speed").replaceChildren(...SPEEDS.map((s) => new Option(`${s}×`, String(s), s === 1, s === 1)));
    $("replay-speed").addEventListener("change", (e) => { this.speed = Number(e.target.value); });
    $("replay-play").addEventListener("click", () => (this.playing ? this.pause() : this.play()));
    $("replay-step").addEventListener("click", () => this.step(1));
    $("replay-back").addEventListener("click", () => this.step(-1));
    $("replay-next-guess").addEventListener("click", () => this.toGuess(1));
    $("replay-prev-guess").addEventListener("click", () => this.toGuess(-1));
    $("replay-scrub").addEventListener("input", (e) => {
      this.pause();
      this.seek(Number(e.target.value));
    });
    this.dialog.addEventListener("close", () => this.pause());
    // Light to dark or back: the board drawn afresh in the new colours.
    onShade(() => {
      if (!this.replay) return;
      if (this.replay.game === "mines") this.painter.rebuildSprites();
      this.cellsShown = false;
      this.seek(this.t);
    });
    expose("__tesseraReplay", () => this.debugState());
  }

  /** Fetches a recorded game's replay (`{ game, table, at }`) and opens it at its start. */
  async open(ref, title = t("replay")) {
    const replay = await call("records_replay", ref);
    this.show(replay, title);
    // A Minesweeper game names its mode; a 15-puzzle's title says all.
    $("replay-about").textContent = modeText(replay);
    $("replay-about").hidden = !replay.mode;
  }

  show(replay, title) {
    this.pause();
    this.replay = replay;
    $("replay-title").textContent = title;
    const scrub = $("replay-scrub");
    scrub.max = String(replay.end);
    this.build(replay.start);
    // The numbers a certain click's proof names stay as they were opened: read at the end.
    this.endCells = replay.review ? boardAfter(replay, replay.frames.length).cells : [];
    this.markedClick = undefined;
    this.verdictAt = undefined;
    $("replay-marks").replaceChildren();
    $("replay-review").hidden = !replay.review;
    $("replay-review").textContent = replay.review ? summaryText(replay.review) : "";
    $("replay-verdict").hidden = !replay.review;
    $("replay-figures").hidden = !replay.figures;
    for (const id of ["replay-prev-guess", "replay-next-guess"]) $(id).hidden = !replay.review;
    if (!this.dialog.open) this.dialog.showModal();
    // Just before the first action: the board as it was dealt.
    this.seek(-1);
  }

  /** Lays out an empty board of the replay's kind and size. */
  build(board) {
    const mines = this.replay.game === "mines";
    $("replay-mines").hidden = !mines;
    $("replay-fifteen").hidden = mines;
    this.board = board;
    if (mines) {
      // The board takes the room the window leaves beside the lines and controls around it
      // (ROOM_AROUND px tall, measured at the default window), up to 32 px a cell.
      const room = [Math.min(880, innerWidth - 100), Math.min(520, innerHeight - ROOM_AROUND)];
      const cell = Math.max(6, Math.min(32, Math.floor(Math.min(room[0] / board.width, room[1] / board.height))));
      this.cell = cell;
      this.painter.layout(board.width, board.height, cell);
      this.painter.viewport(board.width * cell, board.height * cell, 0, 0);
    } else {
      const el = $("replay-fifteen");
      const tile = Math.max(24, Math.min(72, Math.floor(Math.min(480 / board.width, 420 / board.height))));
      el.style.setProperty("--cols", board.width);
      el.style.setProperty("--rows", board.height);
      el.style.setProperty("--tile", `${tile}px`);
      this.tiles = board.cells.map(() => document.createElement("div"));
      el.replaceChildren(...this.tiles);
    }
  }

  /** Draws one cell of the board in view. */
  paint(i, cell) {
    if (this.replay.game === "mines") return this.painter.paint(i, String.fromCharCode(cell));
    const el = this.tiles[i];
    el.textContent = cell ? String(cell) : "";
    el.className = cell ? "tile" : "tile blank";
  }

  /** Shows the replay at `t` ms since the first action: only the frames that changed are
   *  drawn going forward; going back (or to a new leg's board) draws the board afresh. */
  seek(t) {
    const r = this.replay;
    this.t = Math.max(-1, Math.min(t, r.end));
    const n = framesAt(r, this.t);
    const forward = n >= this.shown && this.cellsShown;
    if (forward && r.frames.slice(this.shown, n).every((f) => !f.board)) {
      for (const f of r.frames.slice(this.shown, n)) for (const [i, cell] of f.changed) this.paint(i, cell);
    } else {
      const board = boardAfter(r, n);
      if (board.width !== this.board.width || board.height !== this.board.height) this.build(board);
      board.cells.forEach((cell, i) => this.paint(i, cell));
    }
    this.cellsShown = true;
    this.shown = n;
    $("replay-scrub").value = String(Math.max(0, this.t));
    $("replay-counters").textContent = countersText(r, countersAt(r, this.t));
    this.showFigures(n);
    this.showVerdict(n);
    this.drawPointer();
    $("replay-step").disabled = n >= r.frames.length;
    $("replay-back").disabled = n === 0;
  }

  /** The players' figures after the frames played (the game's own at its end). */
  showFigures(n) {
    const r = this.replay;
    if (!r.figures) return;
    const f = this.t >= r.end ? r.figures : r.frames[n - 1]?.figures;
    $("replay-figures").textContent = f
      ? t("replay-figures", { clicks: f.cl, left: f.left, right: f.right, double: f.double, figures: figuresText(f) })
      : t("replay-no-click");
  }

  /** The solver's verdict on the last click played, its cells marked on the board. */
  showVerdict(n) {
    const r = this.replay;
    if (!r.review) return;
    // Played back, most moments change no frame: nothing to do until one does.
    if (n === this.verdictAt) return;
    this.verdictAt = n;
    const guess = (direction) => guessFrom(r.review, n, direction);
    $("replay-next-guess").disabled = !guess(1);
    $("replay-prev-guess").disabled = !guess(-1);
    const click = clickAt(r.review, n);
    if (click === this.markedClick) return;
    this.markedClick = click;
    const width = this.board.width;
    const numberAt = (i) => String.fromCharCode(this.endCells[i]);
    $("replay-verdict").textContent = click ? t("replay-click-at", { verdict: clickText(click, width, numberAt) }) : t("replay-before-first");
    $("replay-verdict").dataset.kind = click?.verdict.kind ?? "";
    $("replay-marks").replaceChildren(...clickMarks(click).map(([i, kind]) => {
      const mark = document.createElement("div");
      mark.className = `replay-mark ${kind}`;
      mark.style.transform = `translate(${(i % width) * this.cell}px, ${Math.floor(i / width) * this.cell}px)`;
      mark.style.width = mark.style.height = `${this.cell}px`;
      return mark;
    }));
  }

  /** To the frame of the next guess (or back to the one before the click shown). */
  toGuess(direction) {
    this.pause();
    const r = this.replay;
    const guess = guessFrom(r.review, framesAt(r, this.t), direction);
    if (guess) this.seek(r.frames[guess.step].at);
  }

  /** The recorded pointer at the moment shown (Minesweeper, when recorded). */
  drawPointer() {
    const cursor = $("replay-cursor");
    const at = this.replay.game === "mines" ? pointerAt(this.replay, this.t) : null;
    cursor.hidden = !at;
    if (at) cursor.style.transform = `translate(${at[0] * this.cell}px, ${at[1] * this.cell}px)`;
  }

  /** To the next (or previous) action. */
  step(direction) {
    this.pause();
    const frames = this.replay.frames;
    const n = framesAt(this.replay, this.t);
    if (direction > 0 && n < frames.length) this.seek(frames[n].at);
    if (direction < 0 && n > 0) this.seek(n >= 2 ? frames[n - 2].at : -1);
  }

  play() {
    const r = this.replay;
    if (!r) return;
    if (this.t >= r.end) this.seek(-1);
    this.playing = true;
    $("replay-play").textContent = t("replay-pause");
    let last = performance.now();
    const tick = (now) => {
      if (!this.playing) return;
      this.seek(this.t + (now - last) * this.speed);
      last = now;
      if (this.t >= r.end) return this.pause();
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  pause() {
    this.playing = false;
    cancelAnimationFrame(this.frame);
    $("replay-play").textContent = t("replay-play");
  }

  debugState() {
    const r = this.replay;
    return r && {
      open: this.dialog.open, t: this.t, shown: this.shown, frames: r.frames.length, end: r.end, cells: boardAfter(r, this.shown).cells,
      playing: this.playing, pointer: r.pointer.length, cursor: !$("replay-cursor").hidden,
      marks: [...$("replay-marks").children].map((m) => m.className), judged: r.review?.clicks.length ?? 0,
    };
  }
}

let viewer = null;

/** Plays a video the backend opened (`video_take`: a file dropped, or opened from the
 *  desktop), with who played it, where it was recorded and its figures; or says why it could
 *  not be read. */
export function openVideo(opened) {
  if (opened.kind === "refused") {
    showNotice(t("video-refused", { name: opened.name, why: say(opened.message) }));
    return;
  }
  viewer ??= new ReplayViewer();
  const { player, program, played, metrics: m, format } = opened;
  viewer.show(opened.frames, opened.name);
  const when = played ? whenLong(played) : "";
  const result = t(opened.won ? "video-won" : "video-lost", { time: fixed(m.time), bbbv: m.threeBv, rate: fixed(m.threeBvPerS) });
  const by = player && t("video-player", { player });
  const with_ = program && t("video-program", { program });
  $("replay-about").textContent = [result, modeText(opened.frames), by, when, with_, format.toUpperCase()].filter(Boolean).join(" · ");
  $("replay-about").hidden = false;
}

/** How a Minesweeper game was dealt and played, as the viewer names it ("mode: strict
 *  no-guess", from the mode's key); empty when the game or video does not say. */
export function modeText(replay) {
  return replay.mode ? t("replay-mode", { mode: t(`mode-${replay.mode}.name`) }) : "";
}

function showNotice(text) {
  $("notice-text").textContent = text;
  $("notice").hidden = false;
}

/** Opens the replay of a recorded game (`{ game, table, at }`); rejects with the backend's
 *  reason when it has none. */
export async function openReplay(ref, title = t("replay")) {
  viewer ??= new ReplayViewer();
  await viewer.open(ref, title);
}
