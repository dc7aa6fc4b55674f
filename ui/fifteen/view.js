// The 15-puzzle view: the game's flow and its conversation with the backend. A move is sent
// the moment it is made, then drawn at once (the page knows the sliding rule); the backend's answer
// confirms it and carries the authoritative counters and time. If the two ever disagree the
// page adopts the backend's board. Drawing is `board.js`'s, the figures and messages around
// the board `panels.js`'s, the keys and pointer `input.js`'s, the hint and Solve `helps.js`'s.

import { call } from "../ipc.js";
import { ask } from "../ask.js";
import { gamePlayed, guideText } from "../guide.js";
import { afterFrame, markFrame, record } from "../perf.js";
import { settings, saveSettings } from "../settings.js";
import { FifteenBoard } from "./board.js";
import { FifteenInput } from "./input.js";
import { plan, slide, isSolved } from "./rules.js";
import { showPracticeSettings } from "./controls.js";
import { showSize } from "./size-menu.js";
import { numbersHidden, practiceRequest } from "./practice.js";
import * as panels from "./panels.js";
import { rewriteSession, showSession } from "./session-line.js";
import { declareDone, togglePause } from "./pause-done.js";
import { FifteenHelps } from "./helps.js";
import { LiveClock, answerDraw } from "./clock.js";
import { expose } from "../hooks.js";
import { t } from "../l10n.js";

const $ = (id) => document.getElementById(id);

export class FifteenView {
  constructor() {
    this.root = $("fifteen-view");
    this.boardEl = $("fifteen-board");
    this.board = new FifteenBoard(this.boardEl);
    this.state = null;
    this.confirmed = [];
    this.pending = 0;
    // Every move sent and not yet answered, as one promise that never fails.
    this.sent = Promise.resolve();
    this.seq = 0;
    this.taken = 0;
    this.busy = false;
    this.startedAt = 0;
    this.input = new FifteenInput(this.boardEl, this);
    this.helps = new FifteenHelps(this);
    this.onError = (error) => { $("fifteen-origin").textContent = error.message ?? String(error); };
    this.board.fitWith(document.querySelector("#fifteen-view .toolbar"));
    // The live clock; a hidden view has nothing to show.
    this.clock = new LiveClock(() => this.renderStats(), () => this.active());
    expose("__tesseraFifteen", () => this.debugState());
  }

  active() {
    return !this.root.hidden;
  }

  async start() {
    $("fifteen-solve-speed").value = settings.fifteen.solveSpeed;
    showPracticeSettings();
    const snapshot = await call("fifteen_snapshot");
    const [w, h] = settings.fifteen.size;
    // An unplayed board that is not what the settings ask for (another size, or a single solve
    // where a practice mode is chosen) gives way to one that is.
    const mode = snapshot.run ? snapshot.run.mode.kind : "single";
    if (snapshot.status === "ready" && (snapshot.width !== w || snapshot.height !== h || mode !== settings.fifteen.mode)) {
      return this.scramble([w, h]);
    }
    this.applySnapshot(snapshot);
  }

  /** The size a new scramble takes: the one asked for while its board is on its way (a size key,
   *  then Scramble, before the board came), else the board's (in a run, the chosen size). */
  nextSize() {
    return this.asked ?? (this.state && !this.state.run ? [this.state.width, this.state.height] : settings.fifteen.size);
  }

  /** A new scramble of `size` (or the chosen size), or, in a practice mode, a new run. */
  async scramble(size = this.nextSize(), seed = null) {
    const [width, height] = size;
    const { mode, relay, marathon } = settings.fifteen;
    const request = seed === null ? practiceRequest(mode, size, relay, marathon) : null;
    const asked = (this.asked = [width, height]);
    const replaced = await (request ? this.replace("fifteen_practice", { request })
      : this.replace("fifteen_scramble", { request: { size: { width, height }, seed } })).finally(() => { if (this.asked === asked) this.asked = null; });
    if (replaced) saveSettings({ fifteen: { ...settings.fifteen, size: [width, height] } });
    return replaced;
  }

  async retry() {
    return this.replace("fifteen_retry");
  }

  /** Plays a typed state; rejects with the backend's reason when it is not playable. Resolves
   *  false when the player kept the attempt under way. */
  async load(text) {
    return this.replace("fifteen_load", { text });
  }

  /** Asks for a new game; no move is taken until the new board is here. Moves on their way
   *  were made on the old game, before this: they are answered first, so a solve finished
   *  while its answer was on its way still counts when Space follows at once. */
  async replace(command, args) {
    const leaving = this.underWay();
    if (!(await this.mayLeave())) return false;
    if (leaving) gamePlayed("fifteen");
    this.busy = true;
    try {
      await this.sent;
      this.applySnapshot(await call(command, args));
    } finally {
      this.busy = false;
    }
    return true;
  }

  /** Whether an attempt is under way: moved on (the page's first move counts before its
   *  answer), or a run past its first leg, and not over. */
  underWay() {
    const s = this.state;
    return Boolean(s) && !this.over() && (s.status === "running" || Boolean(this.startedAt) || s.run?.leg > 0);
  }

  /** Whether the attempt on the board may be left: at once when none is under way, else as
   *  the player answers (unless they said not to ask again). */
  mayLeave() {
    const s = this.state;
    if (!this.underWay()) return Promise.resolve(true);
    const what = s.run ? "run" : "solve";
    return ask({
      title: t(`leave-${what}-title`),
      text: t(`leave-${what}-text`),
      yes: t("leave-dnf-yes"), no: t("leave-game-no"), setting: "askLeave", remember: true,
    });
  }

  /** The tiles as drawn (the page's prediction until the backend confirms it). */
  get tiles() {
    return this.board.tiles;
  }

  applySnapshot(s) {
    this.stopSolving();
    this.state = { ...s, receivedAt: performance.now() };
    this.confirmed = s.tiles.slice();
    this.pending = 0;
    this.seq = s.taken;
    this.taken = s.taken;
    this.generation = (this.generation ?? 0) + 1;
    this.startedAt = 0;
    this.localMoves = undefined;
    this.hintLine = "";
    this.optimal = null;
    this.board.build(s.width, s.height, s.tiles, this.numbersHidden());
    this.renderStats();
    this.renderResult();
    this.renderHintLine();
    panels.renderRun(this.state);
    panels.renderPause(this.state, this.boardEl);
    panels.renderOrigin(s);
    panels.renderScramble(this.state, this.board.hidden);
    showSize([s.width, s.height]);
  }

  /** Makes one move: drawn now, confirmed by the backend's answer; `via` its input (keyboard,
   *  click, hover; none for a solution's). A player's move stops a solution being played. */
  move(mv, startedAt, kind = "fifteen", bySolver = false, via = null) {
    record("fifteenHandled", performance.now() - startedAt);
    if (this.solving && !bySolver) this.stopSolving();
    const st = this.state;
    if (!st || this.busy || this.over() || st.paused) return;
    // A move while a help's answer is awaited: the player goes on, and the clock with them.
    panels.runClock(st);
    // A blind solve goes on past the goal: only the player's declaration ends it.
    if (!st.run?.blind && isSolved(this.tiles)) return;
    const steps = plan(this.tiles, st.width, mv);
    if (!steps) return;
    const changed = slide(this.tiles, st.width, steps);
    // To the backend first, where the move is stamped; then drawn.
    this.pending += 1;
    this.send(mv, startedAt, via);
    this.clearHint();
    if (!this.startedAt) {
      this.startedAt = startedAt;
      // The newcomer's line goes with the first move, and the toolbar of an attempt under way
      // (Pause): the answer that says so then changes nothing on screen (clock.js answerDraw).
      this.renderHintLine();
      panels.renderPause(st.status === "ready" ? { ...st, status: "running" } : st, this.boardEl);
    }
    if (this.board.hidden !== this.numbersHidden()) this.hideNumbers();
    for (const i of changed) this.board.paint(i, steps[0]);
    markFrame(kind, startedAt);
    const told = this.board.hidden ? [] : changed.map((i) => this.tiles[i]).filter(Boolean);
    panels.tellMove(told, steps[0]);
    this.localMoves = (this.localMoves ?? st.moves) + steps[1];
    this.clock.drawNow();
  }

  over() {
    return panels.isOver(this.state);
  }


  numbersHidden() {
    return numbersHidden(this.state?.run, this.state?.status, !!this.startedAt);
  }

  /** Hides or shows the numbers (a blind solve's first move, its judgement). */
  hideNumbers() {
    this.board.setHidden(this.numbersHidden());
    panels.renderScramble(this.state, this.board.hidden);
  }

  /** Redraws every tile (the colour scheme changed). */
  repaintAll() {
    if (this.state) this.board.repaintAll();
  }

  /** The player zoomed: the tiles at their new size. */
  rezoom() {
    this.board.fit();
  }

  fit() {
    this.board.fit();
  }

  cellAt(x, y) {
    return this.board.cellAt(x, y);
  }

  /** Ends a blind solve: the moves on their way are answered first, then the backend judges
   *  the board; the numbers come back with the verdict. */
  /** A blind solve declared done (`pause-done.js`). */
  declare() {
    return declareDone(this);
  }

  /** Pauses a single solve under way, or resumes it (`pause-done.js`). */
  togglePause() {
    return togglePause(this);
  }

  /** The helps (`helps.js`): a hint, a solution played, at the player's request. */
  hint(startedAt = performance.now()) {
    return this.helps.hint(startedAt);
  }

  solve() {
    return this.helps.solve();
  }

  stopSolving() {
    this.helps.stopSolving();
  }

  get solving() {
    return this.helps.solving;
  }

  clearHint() {
    if (this.board.hinted === null) return;
    this.board.frame(null);
    this.hintLine = "";
    this.renderHintLine();
  }

  renderHintLine() {
    const s = this.state;
    const fresh = s?.status === "ready" && !this.startedAt && !s.run?.leg;
    panels.renderHintLine(s, this.helps.waitLine || this.hintLine || guideText("fifteen", fresh));
  }

  /** Sends a move the moment it is made, numbered in its board, without waiting for the
   *  answers to the moves before it: the backend stamps each as it arrives and applies them
   *  in the order made. How long the move took from the key to the backend's stamp is
   *  measured (the backend gives its arrival on the wall clock, the page's clock too). */
  send(mv, startedAt, via) {
    record("fifteenSent", performance.now() - startedAt);
    const generation = this.generation;
    const sent = call("fifteen_move", { game: this.state.game, seq: this.seq++, mv, via }).then(
      (d) => {
        record("fifteenBackend", performance.now() - startedAt);
        record("fifteenStamp", d.arrivedUnixMs - (performance.timeOrigin + startedAt));
        record("fifteenArrived", d.arrivedUnixMs);
        // An answer about a game that has since been replaced changes nothing.
        if (generation === this.generation) this.confirm(d);
      },
      (e) => {
        if (generation === this.generation) this.refuse(e);
      },
    );
    this.sent = Promise.all([this.sent, sent]).catch(() => {});
  }

  confirm(d) {
    // A run's leg solved: its next leg is on the board, the run's clock going on.
    if (d.next) return this.applySnapshot(d.next);
    this.pending = Math.max(0, this.pending - 1);
    const drawn = { status: this.state.status, moves: this.localMoves };
    let drawPanels = null;
    // An answer older than one already here (should two ever cross) tells nothing new.
    if (d.taken >= this.taken) {
      this.taken = d.taken;
      for (const [i, t] of d.changed) this.confirmed[i] = t;
      const seedShown = d.seed !== this.state.seed;
      Object.assign(this.state, {
        status: d.status, moves: d.moves, multiMoves: d.multiMoves, elapsedMs: d.elapsedMs, assisted: d.assisted, help: d.help,
        summary: d.summary, recorded: d.recorded ?? this.state.recorded, run: d.run, receivedAt: performance.now(), seed: d.seed,
        controls: d.controls,
      });
      drawPanels = () => {
        if (seedShown) panels.renderOrigin(this.state);
        if (d.run) panels.renderRun(this.state);
        panels.renderPause(this.state, this.boardEl);
      };
    }
    if (this.pending === 0) {
      this.localMoves = this.state.moves;
      this.board.adopt(this.confirmed);
    }
    // The move's figures are drawn (clock.js `drawNow`): drawn again only if they changed.
    const when = answerDraw(drawn, { status: this.state.status, moves: this.localMoves });
    const draw = () => {
      drawPanels?.();
      if (when !== "none") this.clock.drawNow();
      if (d.summary) this.renderResult();
    };
    if (d.summary) gamePlayed("fifteen");
    // An end (and a finished attempt's result) in the frame after the move's tiles.
    if (when === "after" || d.summary) afterFrame(draw);
    else draw();
    // The backend refused a move the page thought possible: take its whole board.
    if (d.refused > 0 && this.pending === 0) this.resync();
  }

  refuse(error) {
    this.onError(error);
    this.resync();
  }

  resync() {
    this.pending = 0;
    call("fifteen_snapshot").then((s) => this.applySnapshot(s), () => {});
  }

  renderStats() {
    panels.renderStats(this.state, this.startedAt, this.localMoves);
  }

  renderResult() {
    if (!this.state) return;
    panels.renderResult(this.state, this.optimal);
    if (this.over() && this.state.summary) {
      this.helps.askOptimal();
      showSession(this.state.recorded);
    }
  }

  /** Writes its words again, in the language now spoken. */
  rewrite() {
    if (!this.state) return;
    this.repaintAll();
    panels.renderResult(this.state, this.optimal);
    // A hint's words were the old language's; its tile stays framed.
    this.hintLine = "";
    this.renderHintLine();
    panels.renderRun(this.state);
    panels.renderPause(this.state, this.boardEl);
    panels.renderOrigin(this.state);
    panels.renderScramble(this.state, this.board.hidden);
    rewriteSession();
  }

  debugState() {
    const s = this.state;
    return s && {
      tiles: this.tiles.slice(), confirmed: this.confirmed.slice(), width: s.width, height: s.height, status: s.status, moves: s.moves,
      multiMoves: s.multiMoves, scramble: s.scramble, origin: s.origin, seed: s.seed ?? null, summary: s.summary, pending: this.pending,
      assisted: !!s.assisted, help: s.help, hinted: this.board.hinted, optimal: this.optimal, solving: !!this.solving, run: s.run ?? null,
      hidden: this.board.hidden, paused: !!s.paused, controls: s.controls ?? null, shown: this.board.shown(),
      generation: this.generation,
    };
  }
}
