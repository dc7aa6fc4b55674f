// What the 15-puzzle view says around its board, rendered from its state: the clock, moves
// and TPS; the result after a solve or a run; the run's line; the Pause button; the hint
// line; where the scramble came from, and its state string; each move, told to a screen reader.

import { recordedLines } from "../result.js";
import { fillResult } from "../stage.js";
import { analysisLines, optimalText } from "./solver-text.js";
import { legRows, legTimes, runHeadline, runLine } from "./practice.js";
import { count, counted, decimal } from "../locale.js";

const $ = (id) => document.getElementById(id);

export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

function node(tag, text, cls) {
  const n = document.createElement(tag);
  n.textContent = text;
  n.className = cls;
  return n;
}

/** The legs' figures as a small table, its first row the header. */
function legTable([head, ...rows]) {
  const table = document.createElement("table");
  table.className = "legs";
  const line = (cells, tag) => {
    const tr = document.createElement("tr");
    tr.append(...cells.map((text) => node(tag, text, "")));
    return tr;
  };
  table.append(line(head, "th"), ...rows.map((r) => line(r, "td")));
  return table;
}

export function isOver(s) {
  return s.status === "solved" || s.status === "failed";
}

/** Time, moves and TPS: the backend's figures, advanced on page time only while running.
 *  `startedAt` is the page's first move (the clock runs from it before the answer);
 *  `localMoves` the moves drawn, some maybe not yet answered. */
export function renderStats(s, startedAt, localMoves) {
  if (!s) return;
  let ms = s.elapsedMs;
  if (s.status === "running" && !s.paused) ms += Math.max(0, (s.heldAt ?? performance.now()) - s.receivedAt);
  else if (s.status === "ready" && startedAt) ms = performance.now() - startedAt;
  if (s.summary) ms = s.summary.time;
  const moves = s.summary ? s.summary.moves : (localMoves ?? s.moves);
  const tps = ms > 0 ? (moves * 1000) / ms : 0;
  const clock = $("fifteen-time");
  setText(clock, decimal(ms / 1000, 3));
  // How often the clock was drawn: lets a test see it drawn again (and unchanged) after a
  // solve without waiting a guessed time.
  clock.dataset.draws = String(Number(clock.dataset.draws ?? 0) + 1);
  setText($("fifteen-moves"), String(moves));
  setText($("fifteen-tps"), decimal(tps, 2));
}

/** Holds the clock shown while the player waits for a help's answer (`heldAt`). */
export function holdClock(s) {
  if (s.status === "running" && !s.paused && s.heldAt === undefined) s.heldAt = performance.now();
}

/** Runs a held clock on from where it stood (the time held is not shown as played). */
export function runClock(s) {
  if (s.heldAt === undefined) return;
  s.elapsedMs += Math.max(0, s.heldAt - s.receivedAt);
  s.receivedAt = performance.now();
  s.heldAt = undefined;
}

/** The result after a solve or a run, with the optimal line once it is known. */
export function renderResult(s, optimal) {
  const result = $("fifteen-result");
  const summary = isOver(s) ? s.summary : null;
  result.hidden = !summary;
  if (!summary) return result.replaceChildren();
  const headline = node("div", s.run ? runHeadline(s.run, s.status, summary.time) : `Solved in ${decimal(summary.time / 1000, 3)} s`, "headline");
  const tps = summary.tps == null ? "–" : decimal(summary.tps, 2);
  const retry = s.run ? s.run.origin === "retry" : s.origin === "retry";
  const mmd = summary.mmd == null ? "–" : decimal(summary.mmd, 3);
  const detail = node("div", `${counted(summary.moves, "move", "moves")} (${count(summary.multiMoves)} multi-tile), ${tps} TPS, MD ${count(summary.md)}, MMD ${mmd}${s.controls && s.controls !== "unknown" ? ` · ${s.controls}` : ""}`
    + (retry ? " · practice retry" : "") + (s.run ? " · Space for the next run" : " · Space for the next scramble"), "detail");
  result.className = s.status === "failed" ? "result lost" : "result won";
  const lines = [headline, detail];
  if (s.run && s.run.legs > 1) {
    const rows = legRows(s.run.legFigures);
    if (rows.length > 0) lines.push(legTable(rows));
    else lines.push(node("div", `Legs ${legTimes(s.run.splits).map((t, k) => `${k + 1}: ${decimal(t / 1000, 3)}`).join(" · ")}`, "detail splits"));
  }
  lines.push(...recordedLines(s.recorded));
  if (optimal) {
    const [path, solution] = analysisLines(optimal);
    lines.push(node("div", `${optimalText(optimal)} · ${path}`, "detail optimal"), node("div", solution, "detail analysis"));
  }
  fillResult(result, lines);
}

/** Tells a screen reader which tiles moved where ("13 left"); with no tiles named (a blind
 *  solve), only where. */
export function tellMove(tiles, dir) {
  $("fifteen-said").textContent = `${tiles.length ? `${tiles.join(", ")} ` : "moved "}${dir}`;
}

/** The Pause button and the paused board, and the helps' buttons, from the state. */
export function renderPause(s, boardEl) {
  const paused = !!s?.paused;
  boardEl.classList.toggle("paused", paused);
  const button = $("fifteen-pause");
  setText(button, paused ? "Resume" : "Pause");
  // A practice run is never paused: no Pause in its toolbar (the room goes to its own controls).
  button.hidden = !!s?.run;
  button.disabled = !s || !!s.run || s.status !== "running";
  playGroup();
  // No help for a finished attempt, nor in a blind solve (it would show where the tiles are).
  const noHelp = !s || isOver(s) || !!s.run?.blind;
  $("fifteen-hint").disabled = noHelp;
  $("fifteen-solve").disabled = noHelp;
}

/** The run's name, leg and splits, and the blind solve's Done button. */
export function renderRun(s) {
  setText($("fifteen-run"), runLine(s.run));
  $("fifteen-done").hidden = !(s.run?.blind && !isOver(s));
  playGroup();
}

/** The toolbar's play group, hidden when none of its buttons is (a relay or a marathon). */
function playGroup() {
  $("fifteen-play-group").hidden = $("fifteen-pause").hidden && $("fifteen-done").hidden;
}

/** Notes a help the backend has just noted in the attempt's log (its next answer says the
 *  same: `help` is its names, `hint, Solve`). */
export function noteHelp(s, name) {
  const names = s.help ? s.help.split(", ") : [];
  s.assisted = true;
  if (!names.includes(name)) s.help = [...names, name].join(", ");
}

/** The hint, else a word that the attempt is paused or assisted, else nothing. */
export function renderHintLine(s, hintLine) {
  const assisted = s?.assisted ? `Assisted${s.help ? ` (${s.help})` : ""}: this solve stays out of the statistics and averages` : "";
  const paused = s?.paused ? "Paused: press P or Resume to go on" : "";
  setText($("fifteen-hint-line"), paused || hintLine || assisted);
}

/** Where the board came from. The seed of a scramble or run that counts comes only once it
 *  is over: whoever knows it knows the scramble. */
export function renderOrigin(s) {
  $("fifteen-origin").textContent = s.run ? (s.seed ? `Run seed ${s.seed}` : "Run seed shown when the run ends")
    : s.origin === "retry" ? "Practice: a retry of the last scramble, kept apart from records"
    : s.origin === "typed" ? "A typed state"
    : s.origin === "chosen" ? `Seed ${s.seed} (chosen: practice, kept out of bests and averages)`
    : s.seed ? `Seed ${s.seed}` : "Seed shown when the solve ends";
}

/** The scramble's state string, except during a blind solve, where it would give it away. */
export function renderScramble(s, hidden) {
  const text = hidden ? "hidden until the solve is judged" : s.scramble;
  setText($("fifteen-scramble"), text);
  $("fifteen-scramble").parentElement.title = text;
}
