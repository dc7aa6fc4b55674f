// The Minesweeper view: holds the last state the backend sent, applies snapshots and deltas
// to it, and draws. Game state comes only from the backend; hover, the pressed look and the
// keyboard cursor are UI state kept here.

import { call } from "../ipc.js";
import { ask } from "../ask.js";
import { gamePlayed, guideText } from "../guide.js";
import { inFrameAfterNext, markFrame, record } from "../perf.js";
import { settings, saveSettings } from "../settings.js";
import { BoardPainter } from "./painter.js";
import { onShade } from "../theme.js";
import { BoardInput } from "./input.js";
import { MinesPanel } from "./panel.js";
import { SolverControls } from "./solver.js";
import { PracticeControls } from "./practice.js";
import { PointerTrail } from "./pointer.js";
import { CountersPanel } from "./counters.js";
import { debugState, inSight, stepped } from "./cursor.js";
import { copyGame, studyGame } from "./study.js";

import { CellGrid } from "./grid.js";
import { Telling } from "./speech.js";
import { formatMs } from "./panel.js";
import { expose } from "../hooks.js";
import { followScroll, relayout, syncGrid, watchPixelRatio } from "./board-fit.js";
import { t } from "../l10n.js";


export class MinesView {
  constructor() {
    this.canvas = document.getElementById("board");
    this.scroller = document.getElementById("board-scroll");
    this.painter = new BoardPainter(this.canvas, document.getElementById("board-space"));
    this.panel = new MinesPanel(() => studyGame(this.state), () => this.copyBoard(), () => this.counters.refresh());
    this.counters = new CountersPanel(document.getElementById("mines-counters"), this.canvas, this.painter, () => this.state, () => this.relayout());
    this.state = null;
    // The panels around the board follow an answer's cells by a frame (perf.js), with the
    // words for a screen reader.
    this.panelsSoon = inFrameAfterNext(() => this.drawPanels());
    this.told = null;
    this.hovered = -1;
    this.pressed = [];
    this.cursor = -1;
    this.onError = () => {};
    this.input = new BoardInput(this.canvas, this);
    this.solver = new SolverControls(this);
    this.practice = new PracticeControls(this);
    this.trail = new PointerTrail(this.canvas, this.painter);
    this.grid = new CellGrid(document.getElementById("board-grid"), this);
    window.addEventListener("resize", () => this.relayout());
    // The board's room changes without a resize: the toolbar wraps onto a second line and back
    // as its buttons come and go (the solver's, Undo and Pause), and the lines below the board
    // (a long hint) can squeeze the scroller for a moment. The cell size follows the toolbar;
    // the canvas follows the scroller, or rows it grew back to would stay unpainted and dead.
    const toolbar = document.querySelector("#mines-view .toolbar");
    const seen = new Map();
    const resizes = new ResizeObserver((entries) => {
      for (const { target, contentRect } of entries) {
        const size = `${contentRect.width}x${contentRect.height}`;
        if (seen.get(target) === size) continue;
        seen.set(target, size);
        if (target === toolbar) this.relayout();
        else this.followScroll();
      }
    });
    resizes.observe(toolbar);
    resizes.observe(this.scroller);
    this.scroller.addEventListener("scroll", () => this.followScroll(), { passive: true });
    onShade(() => {
      this.painter.rebuildSprites();
      this.paintAll();
    });
    watchPixelRatio(this);
    document.getElementById("face").addEventListener("click", () => this.newGame());
    expose("__tesseraMines", () => this.debugState());
  }

  /** Shows the game the backend holds (a reload keeps it), or starts the remembered
   *  difficulty; resolves once the board is painted. */
  async start() {
    this.solver.applySettings();
    const snapshot = await call("mines_snapshot");
    const wanted = settings.mines;
    const same = JSON.stringify(snapshot.difficulty) === JSON.stringify(wanted);
    let started = false;
    if (snapshot.status === "ready" && !same) {
      try {
        await this.newGame(wanted);
        started = true;
      } catch {
        // A remembered custom size the backend refuses: fall back to what it has.
      }
    }
    if (!started) this.applySnapshot(snapshot);
    if (this.active()) await this.painter.ready;
  }

  /** Starts a game; with no arguments, another one like the current. A game in progress is
   *  left only if the player says so (it counts as a loss): resolves null when they keep it.
   *  Rejects with the backend's typed error (e.g. a custom size out of range), leaving the
   *  current game. */
  async newGame(difficulty = this.state?.difficulty ?? settings.mines, seed = null) {
    if (!(await this.mayLeave())) return null;
    if (this.state?.status === "playing") gamePlayed("mines");
    // Every help ends with its game: odds and auto-play do not carry into the next one.
    this.solver.endHelps();
    const firstClick = settings.firstClick[difficulty.level] ?? "opening";
    const snapshot = await call("mines_new_game", { settings: { difficulty, seed, firstClick } });
    saveSettings({ mines: difficulty });
    this.applySnapshot(snapshot);
    return snapshot;
  }

  /** The last board again from before its first click (UPK: out of the best lists). */
  async sameBoard() {
    if (!this.state || this.state.status === "ready") return null;
    if (!(await this.mayLeave())) return null;
    if (this.state?.status === "playing") gamePlayed("mines");
    this.solver.endHelps();
    const snapshot = await call("mines_same_board");
    this.applySnapshot(snapshot);
    return snapshot;
  }

  /** The board as study text and as an image, to the clipboard; said under the board. */
  async copyBoard() {
    if (this.state) this.solver.say(await copyGame(this.state, this.canvas));
  }

  /** Whether the game may be left: at once when none is in progress, else as the player
   *  answers (unless they said not to ask again). */
  mayLeave() {
    if (this.state?.status !== "playing") return Promise.resolve(true);
    return ask({
      title: t("leave-game-title"),
      text: t("leave-game-text"),
      yes: t("leave-game-yes"), no: t("leave-game-no"), setting: "askLeave", remember: true,
    });
  }

  applySnapshot(s) {
    const cells = new Uint8Array(s.cells.length);
    for (let i = 0; i < cells.length; i++) cells[i] = s.cells.charCodeAt(i);
    this.state = { ...s, cells, receivedAt: performance.now() };
    this.hovered = -1;
    this.pressed = [];
    this.told = null;
    this.cursor = this.cursor >= 0 && this.cursor < cells.length ? this.cursor : -1;
    // Every cell may have changed: the grid's labels are made again.
    this.grid.relabelAll();
    this.relayout();
    this.panel.render(this.state);
    this.counters.reset();
    this.counters.refresh();
    this.practice.render(this.state);
    this.solver.changed();
    const guide = guideText("mines", this.state.status === "ready");
    if (guide) this.solver.say(guide);
    if (!this.playable()) this.showFigures();
    document.dispatchEvent(new CustomEvent("mines:game", { detail: s }));
  }

  /** The finished game's figures players compare, asked for once it is over (they take a
   *  replay of its video to compute, off the backend's painting thread). */
  showFigures() {
    const state = this.state;
    call("mines_figures").then((f) => {
      // Still the game they were asked for.
      if (this.state === state && f) {
        this.panel.setFigures(state, f);
        this.counters.ended(state, f);
      }
    }, () => {});
  }

  /** Applies an answer; tells assistive technology what it did, unless it changed nothing
   *  and `quiet` (a pause says nothing of the cells). */
  applyDelta(d, startedAt, quiet = false) {
    const answeredAt = performance.now();
    const st = this.state;
    const wasPlayable = this.playable();
    Object.assign(st, {
      status: d.status, minesLeft: d.minesLeft, elapsedMs: d.elapsedMs, clicks: d.clicks,
      summary: d.summary, recorded: d.recorded, assisted: d.assisted, help: d.help, paused: d.paused, seed: d.seed, receivedAt: answeredAt,
      style: d.style, guessBoard: d.guessBoard,
    });
    // An undo takes a finished game back into play: its figures are gone with its end.
    if (this.playable()) st.figures = null;
    // A finished game shows no hover look.
    if (!this.playable() && this.hovered >= 0) this.paintCell(this.hovered);
    let k = 0;
    const telling = new Telling();
    for (const [start, length] of d.runs) {
      for (let i = start; i < start + length; i++) {
        const before = st.cells[i];
        st.cells[i] = d.codes.charCodeAt(k++);
        this.paintCell(i);
        this.grid.relabel(i);
        telling.add(String.fromCharCode(before), String.fromCharCode(st.cells[i]));
      }
    }
    const ended = wasPlayable && !this.playable();
    if (telling.any() || ended || !quiet) this.told = telling.text(st.status, st.summary ? formatMs(st.summary.time) : "");
    this.panelsSoon();
    if (d.runs.length > 0) this.solver.changed();
    if (ended) {
      gamePlayed("mines");
      this.showFigures();
      this.solver.endHelps();
      this.solver.review().then((lines) => this.solver.say(lines.join(" ")));
    }
    record("minesBackend", answeredAt - startedAt);
    markFrame("mines", startedAt);
  }

  /** The buttons, counters and result from the state, and what is to be told. */
  drawPanels() {
    if (!this.state) return;
    this.practice.render(this.state);
    this.panel.render(this.state);
    this.counters.refresh();
    if (this.told !== null) this.panel.tell(this.told);
    this.told = null;
  }

  /** Sends one action; the answer's delta is drawn as soon as it arrives. */
  async act(kind, index, startedAt) {
    if (!this.playable() || index < 0 || this.state.paused) return;
    // The player takes over from auto-play.
    this.solver.stopAuto();
    const w = this.state.width;
    const action = { kind, row: Math.floor(index / w), col: index % w };
    try {
      const d = await call("mines_act", { action, pointer: this.trail.take() });
      this.counters.answered(d.codes);
      this.applyDelta(d, startedAt);
    } catch (error) {
      this.onError(error);
    }
  }

  active() {
    return !document.getElementById("mines-view").hidden;
  }

  playable() {
    return this.state !== null && this.state.status !== "won" && this.state.status !== "lost";
  }

  codeAt(i) {
    return i >= 0 && this.state ? String.fromCharCode(this.state.cells[i]) : "";
  }

  cellAt(x, y) {
    return this.painter.cellAt(x, y);
  }

  neighbourhood(i) {
    const { width, height } = this.state;
    const r = Math.floor(i / width);
    const c = i % width;
    const out = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr >= 0 && cc >= 0 && rr < height && cc < width) out.push(rr * width + cc);
      }
    }
    return out;
  }

  /** The pressed look under a held button: one cell, or a chord's neighbourhood. */
  press(i, chord) {
    const before = this.pressed;
    this.pressed = i < 0 ? [] : chord ? this.neighbourhood(i) : [i];
    for (const j of before) this.paintCell(j);
    for (const j of this.pressed) this.paintCell(j);
    this.panel.setPressing(i >= 0);
  }

  hover(i) {
    if (i === this.hovered) return;
    const before = this.hovered;
    this.hovered = i;
    if (before >= 0) this.paintCell(before);
    if (i >= 0) this.paintCell(i);
  }

  cursorCell() {
    if (this.cursor < 0 && this.state) this.setCursor(0);
    return this.cursor;
  }

  moveCursor(dr, dc) {
    this.setCursor(stepped(this.cursor, dr, dc, this.state.width, this.state.height));
  }

  setCursor(i) {
    const before = this.cursor;
    this.cursor = i;
    if (before >= 0) this.paintCell(before);
    this.paintCell(i);
    this.scrollIntoView(i);
    // The grid's tab stop follows (and the focus, if on the grid).
    this.syncGrid();
  }

  /** A grid cell took the focus (Tab, or a screen reader moved it): the cursor goes there. */
  focusCell(i) {
    if (i !== this.cursor) this.setCursor(i);
  }

  /** The keys go to the board (a press on the canvas), without showing the cursor. */
  focusBoard() {
    this.grid.focusStop();
  }

  scrollIntoView(i) {
    const s = this.scroller;
    const [left, top] = inSight(i, this.painter.size / (window.devicePixelRatio || 1), this.state.width, s);
    // The cells now in sight, at once: the cursor's grid cell must exist before it is focused.
    if (left !== s.scrollLeft || top !== s.scrollTop) {
      [s.scrollLeft, s.scrollTop] = [left, top];
      this.followScroll();
    }
  }

  lookOf(i) {
    const code = String.fromCharCode(this.state.cells[i]);
    if ((code === "#" || code === "?") && this.pressed.includes(i)) return "pressed";
    if (code === "#" && i === this.hovered && this.playable()) return "hover";
    return code;
  }

  paintCell(i) {
    this.painter.paint(i, this.lookOf(i), i === this.cursor, this.solver?.decoration(i));
  }

  /** A solver request the input layer read from a key. */
  solverIntent(what) {
    this.solver.intent(what);
  }

  /** Repaints the visible cells. */
  paintAll() {
    if (!this.state) return;
    const { row0, row1, col0, col1 } = this.painter.visible();
    const w = this.state.width;
    for (let r = row0; r < row1; r++) {
      for (let c = col0; c < col1; c++) this.paintCell(r * w + c);
    }
  }

  /** Paints what the scroller shows, when that changed or `force` (`board-fit.js`). */
  followScroll(force = false) {
    followScroll(this, force);
  }

  /** Lays the accessible grid over the cells in sight. */
  syncGrid() {
    syncGrid(this);
  }

  /** The player zoomed: the board laid out again at its new size. */
  rezoom() {
    // Laying out paints the board (followScroll).
    this.relayout();
  }

  /** Fits the board to the window, times the player's zoom (`board-fit.js`). */
  relayout() {
    relayout(this);
  }

  /** What the board shows, for the end-to-end tests (they act through real input only). */
  /** Writes its words again, in the language now spoken. */
  rewrite() {
    if (!this.state) return;
    this.grid.relabelAll();
    this.panel.render(this.state);
    this.practice.render(this.state);
    this.counters.refresh();
    this.solver.renderButtons();
    // Words said under the board were the old language's; a newcomer's guidance stays.
    this.solver.say(guideText("mines", this.state.status === "ready"));
  }

  debugState() {
    return debugState(this);
  }

}
