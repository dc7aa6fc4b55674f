// The two ways the 15-puzzle's clock stops other than by a solve, each asked of the backend
// once the moves on their way are answered: a blind solve declared done (the backend judges it
// and sends the numbers with its verdict), and a single solve paused or resumed.

import { call } from "../ipc.js";
import * as panels from "./panels.js";

/** Declares the blind solve under way done. */
export async function declareDone(view) {
  const st = view.state;
  if (!st?.run?.blind || view.busy || view.over() || (st.status === "ready" && !view.startedAt)) return;
  const generation = view.generation;
  await view.sent;
  if (generation !== view.generation) return;
  const d = await call("fifteen_declare");
  if (generation !== view.generation) return;
  Object.assign(view.state, {
    status: d.status, moves: d.moves, multiMoves: d.multiMoves, elapsedMs: d.elapsedMs, summary: d.summary,
    recorded: d.recorded, run: d.run, receivedAt: performance.now(), controls: d.controls,
  });
  view.localMoves = d.moves;
  // The numbers come with the verdict: the backend sent none during the solve.
  for (const [i, t] of d.changed) view.confirmed[i] = t;
  view.board.adopt(view.confirmed);
  if (!view.state.scramble) {
    // Taken during the solve (a resync), the scramble came without its state string.
    call("fifteen_snapshot").then((s) => {
      if (generation !== view.generation) return;
      view.state.scramble = s.scramble;
      panels.renderScramble(view.state, view.board.hidden);
    }, () => {});
  }
  view.hideNumbers();
  view.renderStats();
  view.renderResult();
  panels.renderRun(view.state);
  panels.renderPause(view.state, view.boardEl);
}

/** Pauses a single solve under way (the clock stops, the tiles are hidden; the solve is
 *  then assisted) or resumes it. The moves on their way are answered first. */
export async function togglePause(view) {
  const st = view.state;
  if (!st || st.run || view.busy) return;
  if (!st.paused && !(await view.helps.askAssist("pause"))) return;
  const generation = view.generation;
  await view.sent;
  if (generation !== view.generation) return;
  try {
    const d = await call("fifteen_control", { control: view.state.paused ? "resume" : "pause" });
    if (generation !== view.generation) return;
    Object.assign(view.state, { paused: d.paused, assisted: d.assisted, help: d.help, status: d.status, elapsedMs: d.elapsedMs, receivedAt: performance.now() });
    panels.renderPause(view.state, view.boardEl);
    view.renderStats();
    view.renderHintLine();
  } catch (e) {
    view.onError(e);
  }
}
