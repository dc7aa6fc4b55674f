// The 15-puzzle's solver answers: at the player's request the best next move framed (Hint) and
// a solution played on the board (Solve); after a solve, the optimal length beside theirs.
// Each help says once what it does to the attempt (`askAssist`), shows a wait past 150 ms with
// the clock standing still (the backend holds it when the first 4x4 answer waits for the
// tables), and drops an answer that comes for another board.

import { call } from "../ipc.js";
import { markFrame } from "../perf.js";
import { settings } from "../settings.js";
import { askAssist } from "../ask.js";
import { WAIT_SHOWN_AFTER_MS, noticeSlow } from "../wait.js";
import { SOLVE_DELAY, hasOptimal, hintText } from "./solver-text.js";
import * as panels from "./panels.js";
import { t } from "../l10n.js";

const $ = (id) => document.getElementById(id);

export class FifteenHelps {
  constructor(view) {
    this.view = view;
    /** A solution being played: `{ generation, moves, next, timer }`. */
    this.solving = null;
    /** What the hint line says while an answer is awaited. */
    this.waitLine = "";
  }

  /** Asks for the best next move and frames its tile; the attempt is then assisted. An
   *  answer that arrives after another move, or for another game, is dropped. The time from
   *  the request (`startedAt`) to the frame is measured. */
  async hint(startedAt = performance.now()) {
    const v = this.view;
    const st = v.state;
    if (!st || v.busy || v.over() || v.pending > 0) return;
    if (!(await this.askAssist("hint"))) return;
    const generation = v.generation;
    const moves = v.localMoves ?? st.moves;
    const h = await this.waiting(call("fifteen_hint"));
    if (generation !== v.generation) return;
    panels.noteHelp(v.state, "hint");
    if (v.pending > 0 || (v.localMoves ?? v.state.moves) !== moves) return v.renderHintLine();
    v.clearHint();
    v.hintLine = hintText(h, v.tiles);
    v.board.frame(h.cell);
    v.renderHintLine();
    markFrame("fifteenHint", startedAt);
  }

  /** Plays a solution from here (`solver::best`: optimal where that is quick, else the reduction's), one move
   *  at a time at the chosen speed, through the same road as the player's moves. Pressing
   *  Solve again, any move of the player's, or a new game stops it. */
  async solve() {
    const v = this.view;
    if (this.solving) return this.stopSolving();
    const st = v.state;
    if (!st || v.busy || v.over() || v.pending > 0) return;
    if (!(await this.askAssist("solve"))) return;
    const generation = v.generation;
    const solution = await this.waiting(call("fifteen_solution"));
    if (generation !== v.generation) return;
    panels.noteHelp(v.state, "solve");
    v.clearHint();
    v.renderHintLine();
    this.solving = { generation, moves: solution.moves, next: 0, timer: null };
    $("fifteen-solve").textContent = t("fifteen-solve-stop");
    this.solveStep();
  }

  /** Before a help: says once what it does to the attempt; false when the player cancels. */
  askAssist(help) {
    const v = this.view;
    const s = v.state;
    return askAssist(help, !s.assisted && !v.over(), s.run ? "run" : "solve");
  }

  /** The answer to a help the player asked for; while it takes long, the hint line says what is
   *  happening (on a 4x4, the first answer may wait for the solver's tables). The clock shown
   *  stands still meanwhile, as the backend's does for a long wait (a move runs it on); the
   *  answer brings the backend's reading. */
  async waiting(request) {
    const v = this.view;
    const s = v.state;
    const generation = v.generation;
    const text = t(s.width === 4 && s.height === 4 ? "thinking-tables" : "thinking");
    panels.holdClock(s);
    try {
      const answer = await noticeSlow(request, WAIT_SHOWN_AFTER_MS, (slow) => {
        this.waitLine = slow ? text : "";
        v.renderHintLine();
      });
      if (generation === v.generation && v.pending === 0 && s.heldAt !== undefined) {
        Object.assign(s, { elapsedMs: answer.elapsedMs, receivedAt: performance.now(), heldAt: undefined });
      }
      return answer;
    } finally {
      panels.runClock(s);
    }
  }

  solveStep() {
    const v = this.view;
    const s = this.solving;
    if (!s || s.generation !== v.generation || s.next >= s.moves.length) return this.stopSolving();
    v.move({ kind: "tile", dir: s.moves[s.next++] }, performance.now(), "fifteen", true);
    // The last move ends the playing at once, not a step later.
    if (s.next >= s.moves.length) return this.stopSolving();
    s.timer = setTimeout(() => this.solveStep(), SOLVE_DELAY[settings.fifteen.solveSpeed] ?? SOLVE_DELAY.normal);
  }

  stopSolving() {
    if (this.solving?.timer) clearTimeout(this.solving.timer);
    this.solving = null;
    $("fifteen-solve").textContent = t("fifteen-solve");
  }

  /** After a solve, once per game: the optimal length, computed in the background; the
   *  result is shown at once and the line joins it when the answer comes. */
  askOptimal() {
    const v = this.view;
    const s = v.state;
    if (this.optimalAsked === v.generation || s.run || !hasOptimal(s.width, s.height)) return;
    this.optimalAsked = v.generation;
    const generation = v.generation;
    call("fifteen_optimal").then((report) => {
      if (generation !== v.generation) return;
      v.optimal = report;
      v.renderResult();
    }, () => {});
  }
}
