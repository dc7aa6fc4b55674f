// The 15-puzzle view. A move is drawn the moment it is made (the page knows the sliding rule),
// then sent; the backend's answer confirms it and carries the authoritative counters and time.
// If the two ever disagree the page adopts the backend's board.

import { call } from "../ipc.js";
import { markFrame, record } from "../perf.js";
import { settings, saveSettings } from "../settings.js";
import { FifteenInput } from "./input.js";
import { plan, slide, isSolved } from "./rules.js";
import { recordedLines } from "../result.js";
import { SOLVE_DELAY, analysisLines, hasOptimal, hintText, optimalText } from "./solver-text.js";
import { showPracticeSettings } from "./controls.js";
import { legTimes, numbersHidden, practiceRequest, runHeadline, runLine } from "./practice.js";

const $ = (id) => document.getElementById(id);

/** Colour group of tile `t` on a board `width` wide and `height` high, for a scheme. */
function group(t, width, height, scheme) {
  if (t === 0 || scheme === "plain") return "";
  const row = Math.floor((t - 1) / width);
  const col = (t - 1) % width;
  if (scheme === "rows") return String(row % 10);
  // Fringe: the L-shaped layers solved one after another, outermost first.
  return String(Math.min(row, col, 9));
}

export class FifteenView {
  constructor() {
    this.root = $("fifteen-view");
    this.boardEl = $("fifteen-board");
    this.state = null;
    this.tiles = [];
    this.confirmed = [];
    this.pending = 0;
    // Every move sent and not yet answered, as one promise that never fails.
    this.sent = Promise.resolve();
    this.seq = 0;
    this.taken = 0;
    this.busy = false;
    this.cells = [];
    this.startedAt = 0;
    this.input = new FifteenInput(this.boardEl, this);
    this.onError = (error) => { $("fifteen-origin").textContent = error.message ?? String(error); };
    window.addEventListener("resize", () => this.fit());
    // The toolbar wraps and unwraps as its controls change: the board's room with it.
    let toolbarHeight = -1;
    new ResizeObserver(([{ contentRect }]) => {
      if (contentRect.height === toolbarHeight) return;
      toolbarHeight = contentRect.height;
      this.fit();
    }).observe(document.querySelector("#fifteen-view .toolbar"));
    // The live clock; a hidden view has nothing to show.
    setInterval(() => { if (this.active()) this.renderStats(); }, 50);
    window.__tesseraFifteen = () => this.debugState();
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

  /** A new scramble of `size` (or the chosen size), or, in a practice mode, a new run. */
  async scramble(size = this.state && !this.state.run ? [this.state.width, this.state.height] : settings.fifteen.size, seed = null) {
    const [width, height] = size;
    const { mode, relay, marathon } = settings.fifteen;
    const request = seed === null ? practiceRequest(mode, size, relay, marathon) : null;
    if (request) await this.replace("fifteen_practice", { request });
    else await this.replace("fifteen_scramble", { request: { size: { width, height }, seed } });
    saveSettings({ fifteen: { ...settings.fifteen, size: [width, height] } });
  }

  async retry() {
    await this.replace("fifteen_retry");
  }

  /** Plays a typed state; rejects with the backend's reason when it is not playable. */
  async load(text) {
    await this.replace("fifteen_load", { text });
  }

  /** Asks for a new game; no move is taken until the new board is here. Moves on their way
   *  were made on the old game, before this: they are answered first, so a solve finished
   *  while its answer was on its way still counts when Space follows at once. */
  async replace(command, args) {
    this.busy = true;
    try {
      await this.sent;
      this.applySnapshot(await call(command, args));
    } finally {
      this.busy = false;
    }
  }

  applySnapshot(s) {
    this.stopSolving();
    this.state = { ...s, receivedAt: performance.now() };
    this.tiles = s.tiles.slice();
    this.confirmed = s.tiles.slice();
    this.pending = 0;
    this.seq = s.taken;
    this.taken = s.taken;
    this.generation = (this.generation ?? 0) + 1;
    this.startedAt = 0;
    this.localMoves = undefined;
    this.hinted = null;
    this.hintLine = "";
    this.optimal = null;
    this.hidden = this.numbersHidden();
    this.build();
    this.renderStats();
    this.renderResult();
    this.renderHintLine();
    this.renderRun();
    this.renderPause();
    const origin = s.run ? `Run seed ${s.run.seed}`
      : s.origin.kind === "retry" ? "Practice: a retry of the last scramble, kept apart from records"
      : s.origin.kind === "typed" ? "A typed state"
      : s.origin.kind === "chosen" ? `Seed ${s.origin.seed} (chosen: practice, kept out of bests and averages)`
      : `Seed ${s.origin.seed}`;
    $("fifteen-origin").textContent = origin;
    this.renderScramble();
    $("fifteen-size").value = `${s.width}x${s.height}`;
  }

  /** Makes one move: drawn now, confirmed by the backend's answer. A move of the player's
   *  stops a solution being played. */
  move(mv, startedAt, kind = "fifteen", bySolver = false) {
    if (this.solving && !bySolver) this.stopSolving();
    const st = this.state;
    if (!st || this.busy || this.over() || st.paused) return;
    // A blind solve goes on past the goal: only the player's declaration ends it.
    if (!st.run?.blind && isSolved(this.tiles)) return;
    const steps = plan(this.tiles, st.width, mv);
    if (!steps) return;
    const changed = slide(this.tiles, st.width, steps);
    this.clearHint();
    if (!this.startedAt) this.startedAt = startedAt;
    if (this.hidden !== this.numbersHidden()) this.hideNumbers();
    for (const i of changed) this.paint(i, steps[0]);
    markFrame(kind, startedAt);
    this.localMoves = (this.localMoves ?? st.moves) + steps[1];
    this.statsSoon();
    this.pending += 1;
    this.send(mv, startedAt);
  }

  over() {
    return this.state.status === "solved" || this.state.status === "failed";
  }

  numbersHidden() {
    return numbersHidden(this.state?.run, this.state?.status, !!this.startedAt);
  }

  /** Hides or shows the numbers (a blind solve's first move, its judgement). */
  hideNumbers() {
    this.hidden = this.numbersHidden();
    this.boardEl.classList.toggle("blind", this.hidden);
    this.repaintAll();
    this.renderScramble();
  }

  /** The scramble's state string, except during a blind solve, where it would give it away. */
  renderScramble() {
    setText($("fifteen-scramble"), this.hidden ? "hidden until the solve is judged" : this.state.scramble);
  }

  /** Ends a blind solve: the moves on their way are answered first, then the backend judges
   *  the board; the numbers come back with the verdict. */
  async declare() {
    const st = this.state;
    if (!st?.run?.blind || this.busy || this.over() || (st.status === "ready" && !this.startedAt)) return;
    const generation = this.generation;
    await this.sent;
    if (generation !== this.generation) return;
    const d = await call("fifteen_declare");
    if (generation !== this.generation) return;
    Object.assign(this.state, {
      status: d.status, moves: d.moves, multiMoves: d.multiMoves, elapsedMs: d.elapsedMs, summary: d.summary,
      recorded: d.recorded, run: d.run, receivedAt: performance.now(),
    });
    this.localMoves = d.moves;
    this.hideNumbers();
    this.renderStats();
    this.renderResult();
    this.renderRun();
  }

  /** Pauses a single solve under way (the clock stops, the tiles are hidden; the solve is
   *  then assisted) or resumes it. The moves on their way are answered first. */
  async togglePause() {
    const st = this.state;
    if (!st || st.run || this.busy) return;
    const generation = this.generation;
    await this.sent;
    if (generation !== this.generation) return;
    try {
      const d = await call("fifteen_control", { control: this.state.paused ? "resume" : "pause" });
      if (generation !== this.generation) return;
      Object.assign(this.state, { paused: d.paused, assisted: d.assisted, status: d.status, elapsedMs: d.elapsedMs, receivedAt: performance.now() });
      this.renderPause();
      this.renderStats();
      this.renderHintLine();
    } catch (e) {
      this.onError(e);
    }
  }

  /** The Pause button and the hidden tiles, from the state. */
  renderPause() {
    const s = this.state;
    const paused = !!s?.paused;
    this.boardEl.classList.toggle("paused", paused);
    const button = $("fifteen-pause");
    button.textContent = paused ? "Resume" : "Pause";
    button.disabled = !s || !!s.run || s.status !== "running";
  }

  /** The run's name, leg and splits, and the blind solve's Done button. */
  renderRun() {
    const s = this.state;
    setText($("fifteen-run"), runLine(s.run));
    $("fifteen-done").hidden = !(s.run?.blind && !this.over());
  }

  /** Asks for the best next move and frames its tile; the attempt is then assisted. An
   *  answer that arrives after another move, or for another game, is dropped. The time from
   *  the request (`startedAt`) to the frame is measured. */
  async hint(startedAt = performance.now()) {
    const st = this.state;
    if (!st || this.busy || this.over() || this.pending > 0) return;
    const generation = this.generation;
    const moves = this.localMoves ?? st.moves;
    const h = await call("fifteen_hint");
    if (generation !== this.generation) return;
    this.state.assisted = true;
    if (this.pending > 0 || (this.localMoves ?? this.state.moves) !== moves) return this.renderHintLine();
    this.clearHint();
    this.hinted = h.cell;
    this.hintLine = hintText(h, this.tiles);
    this.paint(h.cell);
    this.renderHintLine();
    markFrame("fifteenHint", startedAt);
  }

  /** Plays a solution from here (optimal up to 16 cells, the quick solver's beyond), one move
   *  at a time at the chosen speed, through the same road as the player's moves. Pressing
   *  Solve again, any move of the player's, or a new game stops it. */
  async solve() {
    if (this.solving) return this.stopSolving();
    const st = this.state;
    if (!st || this.busy || this.over() || this.pending > 0) return;
    const generation = this.generation;
    const solution = await call("fifteen_solution");
    if (generation !== this.generation) return;
    this.state.assisted = true;
    this.clearHint();
    this.renderHintLine();
    this.solving = { generation, moves: solution.moves, next: 0, timer: null };
    $("fifteen-solve").textContent = "Stop";
    this.solveStep();
  }

  solveStep() {
    const s = this.solving;
    if (!s || s.generation !== this.generation || s.next >= s.moves.length) return this.stopSolving();
    this.move({ kind: "tile", dir: s.moves[s.next++] }, performance.now(), "fifteen", true);
    // The last move ends the playing at once, not a step later.
    if (s.next >= s.moves.length) return this.stopSolving();
    s.timer = setTimeout(() => this.solveStep(), SOLVE_DELAY[settings.fifteen.solveSpeed] ?? SOLVE_DELAY.normal);
  }

  stopSolving() {
    if (this.solving?.timer) clearTimeout(this.solving.timer);
    this.solving = null;
    $("fifteen-solve").textContent = "Solve";
  }

  clearHint() {
    if (this.hinted === null) return;
    const cell = this.hinted;
    this.hinted = null;
    this.hintLine = "";
    this.paint(cell);
    this.renderHintLine();
  }

  /** The hint, else a word that the attempt is assisted, else nothing. */
  renderHintLine() {
    const assisted = this.state?.assisted ? "Assisted: this solve will not count for bests or averages" : "";
    const paused = this.state?.paused ? "Paused: press P or Resume to go on" : "";
    setText($("fifteen-hint-line"), paused || this.hintLine || assisted);
  }

  /** Sends a move the moment it is made, numbered in its board, without waiting for the
   *  answers to the moves before it: the backend stamps each as it arrives and applies them
   *  in the order made. How long the move took from the key to the backend's stamp is
   *  measured (the backend gives its arrival on the wall clock, the page's clock too). */
  send(mv, startedAt) {
    const generation = this.generation;
    const sent = call("fifteen_move", { game: this.state.game, seq: this.seq++, mv }).then(
      (d) => {
        record("fifteenBackend", performance.now() - startedAt);
        record("fifteenStamp", d.arrivedUnixMs - (performance.timeOrigin + startedAt));
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
    // An answer older than one already here (should two ever cross) tells nothing new.
    if (d.taken >= this.taken) {
      this.taken = d.taken;
      for (const [i, t] of d.changed) this.confirmed[i] = t;
      Object.assign(this.state, {
        status: d.status, moves: d.moves, multiMoves: d.multiMoves, elapsedMs: d.elapsedMs, assisted: d.assisted,
        summary: d.summary, recorded: d.recorded ?? this.state.recorded, run: d.run, receivedAt: performance.now(),
      });
      if (d.run) this.renderRun();
      this.renderPause();
    }
    if (this.pending === 0) {
      this.localMoves = this.state.moves;
      this.adoptConfirmed();
    }
    this.statsSoon();
    if (d.summary) this.renderResult();
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

  /** Draws the backend's board where the page's prediction differs from it. */
  adoptConfirmed() {
    for (let i = 0; i < this.tiles.length; i++) {
      if (this.tiles[i] !== this.confirmed[i]) {
        this.tiles[i] = this.confirmed[i];
        this.paint(i);
      }
    }
  }

  build() {
    const { width, height } = this.state;
    this.boardEl.style.setProperty("--cols", width);
    this.boardEl.style.setProperty("--rows", height);
    this.boardEl.classList.toggle("blind", this.hidden);
    this.cells = this.tiles.map(() => document.createElement("div"));
    this.boardEl.replaceChildren(...this.cells);
    this.fit();
    this.tiles.forEach((_, i) => this.paint(i));
  }

  paint(i, dir = null) {
    const t = this.tiles[i];
    const el = this.cells[i];
    // Blind: the tiles are there, but neither their numbers nor their colours.
    el.textContent = t && !this.hidden ? String(t) : "";
    el.className = t ? (i === this.hinted ? "tile hinted" : "tile") : "tile blank";
    el.dataset.g = this.hidden ? "" : group(t, this.state.width, this.state.height, settings.fifteen.scheme);
    const ms = Number(settings.fifteen.animMs) || 0;
    if (t && dir && ms > 0) {
      // Decoration only: the tile is already in place; the animation never delays input.
      el.style.animation = "none";
      void el.offsetWidth;
      el.style.animation = `slide-${dir} ${ms}ms ease-out`;
    }
  }

  repaintAll() {
    if (this.state) this.tiles.forEach((_, i) => this.paint(i));
  }

  fit() {
    if (!this.state) return;
    const { width, height } = this.state;
    const top = this.boardEl.getBoundingClientRect().top;
    const availableH = window.innerHeight - top - 110;
    const availableW = document.documentElement.clientWidth - 40;
    const tile = Math.max(28, Math.min(120, Math.floor(Math.min(availableW / width, availableH / height))));
    this.boardEl.style.setProperty("--tile", `${tile}px`);
  }

  /** The cell under a viewport point, or -1. */
  cellAt(x, y) {
    if (!this.state) return -1;
    const r = this.boardEl.getBoundingClientRect();
    const col = Math.floor(((x - r.left) / r.width) * this.state.width);
    const row = Math.floor(((y - r.top) / r.height) * this.state.height);
    if (col < 0 || row < 0 || col >= this.state.width || row >= this.state.height) return -1;
    return row * this.state.width + col;
  }

  /** Redraws the figures once, in the next frame, however many moves come before it. */
  statsSoon() {
    if (this.statsQueued) return;
    this.statsQueued = true;
    requestAnimationFrame(() => {
      this.statsQueued = false;
      this.renderStats();
    });
  }

  /** Time, moves and TPS: the backend's figures, advanced on page time only while running. */
  renderStats() {
    const s = this.state;
    if (!s) return;
    let ms = s.elapsedMs;
    if (s.status === "running" && !s.paused) ms += performance.now() - s.receivedAt;
    else if (s.status === "ready" && this.startedAt) ms = performance.now() - this.startedAt;
    if (s.summary) ms = s.summary.time;
    const moves = s.summary ? s.summary.moves : (this.localMoves ?? s.moves);
    const tps = ms > 0 ? (moves * 1000) / ms : 0;
    const clock = $("fifteen-time");
    setText(clock, (ms / 1000).toFixed(3));
    // How often the clock was drawn: lets a test see it drawn again (and unchanged) after a
    // solve without waiting a guessed time.
    clock.dataset.draws = String(Number(clock.dataset.draws ?? 0) + 1);
    setText($("fifteen-moves"), String(moves));
    setText($("fifteen-tps"), tps.toFixed(2));
  }

  renderResult() {
    const result = $("fifteen-result");
    const s = this.state;
    const summary = this.over() ? s.summary : null;
    result.hidden = !summary;
    if (!summary) return result.replaceChildren();
    const headline = document.createElement("div");
    headline.className = "headline";
    headline.textContent = s.run ? runHeadline(s.run, s.status, summary.time) : `Solved in ${(summary.time / 1000).toFixed(3)} s`;
    const detail = document.createElement("div");
    detail.className = "detail";
    const tps = summary.tps == null ? "–" : summary.tps.toFixed(2);
    const retry = s.run ? s.run.origin === "retry" : s.origin.kind === "retry";
    detail.textContent = `${summary.moves} moves (${summary.multiMoves} multi-tile), ${tps} TPS`
      + (retry ? " · practice retry" : "") + (s.run ? " · Space for the next run" : " · Space for the next scramble");
    result.className = s.status === "failed" ? "result lost" : "result won";
    const lines = [headline, detail];
    if (s.run && s.run.legs > 1) {
      const legs = legTimes(s.run.splits).map((t, k) => `${k + 1}: ${(t / 1000).toFixed(3)}`);
      lines.push(node("div", `Legs ${legs.join(" · ")}`, "detail splits"));
    }
    lines.push(...recordedLines(s.recorded));
    if (this.optimal) {
      const optimal = document.createElement("div");
      optimal.className = "detail optimal";
      const [path, solution] = analysisLines(this.optimal);
      optimal.textContent = `${optimalText(this.optimal)} · ${path}`;
      lines.push(optimal, node("div", solution, "detail analysis"));
    }
    result.replaceChildren(...lines);
    this.askOptimal();
  }

  /** After a solve, once per game: the optimal length, computed in the background; the
   *  result is shown at once and the line joins it when the answer comes. */
  askOptimal() {
    const s = this.state;
    if (this.optimalAsked === this.generation || s.run || !hasOptimal(s.width, s.height)) return;
    this.optimalAsked = this.generation;
    const generation = this.generation;
    call("fifteen_optimal").then((report) => {
      if (generation !== this.generation) return;
      this.optimal = report;
      this.renderResult();
    }, () => {});
  }

  debugState() {
    const s = this.state;
    return s && {
      tiles: this.tiles.slice(), confirmed: this.confirmed.slice(), width: s.width, height: s.height,
      status: s.status, moves: s.moves, multiMoves: s.multiMoves, scramble: s.scramble, origin: s.origin,
      summary: s.summary, pending: this.pending, assisted: !!s.assisted, hinted: this.hinted, optimal: this.optimal,
      solving: !!this.solving, run: s.run ?? null, hidden: !!this.hidden, paused: !!s.paused,
      shown: this.cells.map((c) => c.textContent),
    };
  }
}

function node(tag, text, cls) {
  const n = document.createElement(tag);
  n.textContent = text;
  n.className = cls;
  return n;
}

function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}
