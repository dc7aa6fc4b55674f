// What the 15-puzzle view says around its board, rendered from its state: the clock, moves
// and TPS; the result after a solve or a run; the run's line; the Pause button; the hint
// line; where the scramble came from, and its state string; each move, told to a screen reader.

import { recordedLines } from "../result.js";
import { fillResult } from "../stage.js";
import { analysisLines, optimalText } from "./solver-text.js";
import { legRows, legTimes, runHeadline, runLine } from "./practice.js";
import { count, decimal } from "../locale.js";
import { t } from "../l10n.js";
import { helpsText } from "../assists.js";
import { keysText } from "../keys.js";
import { settings } from "../settings.js";
import { setText } from "../dom.js";

const $ = (id) => document.getElementById(id);

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
  const headline = node("div", s.run ? runHeadline(s.run, s.status, summary.time) : t("solved-in", { time: decimal(summary.time / 1000, 3) }), "headline");
  const tps = summary.tps == null ? "–" : decimal(summary.tps, 2);
  const retry = s.run ? s.run.origin === "retry" : s.origin === "retry";
  const mmd = summary.mmd == null ? "–" : decimal(summary.mmd, 3);
  const parts = [t("solve-figures", { moves: summary.moves, multi: summary.multiMoves, tps, md: summary.md, mmd })];
  if (s.controls && s.controls !== "unknown") parts.push(t(`control-${s.controls}`));
  if (retry) parts.push(t("practice-retry"));
  parts.push(t(s.run ? "space-next-run" : "space-next-scramble"));
  const detail = node("div", parts.join(" · "), "detail");
  result.className = s.status === "failed" ? "result lost" : "result won";
  const lines = [headline, detail];
  if (s.run && s.run.legs > 1) {
    const rows = legRows(s.run.legFigures);
    if (rows.length > 0) lines.push(legTable(rows));
    else lines.push(node("div", t("legs-line", { legs: legTimes(s.run.splits).map((ms, k) => `${k + 1}: ${decimal(ms / 1000, 3)}`).join(" · ") }), "detail splits"));
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
  const where = t(`direction-${dir}`);
  $("fifteen-said").textContent = tiles.length ? t("told-tiles-moved", { tiles: tiles.join(t("list-gap")), dir: where }) : t("told-moved", { dir: where });
}

/** The Pause button and the paused board, and the helps' buttons, from the state. */
export function renderPause(s, boardEl) {
  const paused = !!s?.paused;
  boardEl.classList.toggle("paused", paused);
  const button = $("fifteen-pause");
  setText(button, t(paused ? "resume-button" : "fifteen-pause"));
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
 *  same: `help` is the helps' keys, `["hint", "solve"]`). */
export function noteHelp(s, help) {
  s.assisted = true;
  s.help = [...(s.help ?? []).filter((h) => h !== help), help];
}

/** The hint, else a word that the attempt is paused or assisted, else nothing. */
export function renderHintLine(s, hintLine) {
  const assisted = s?.assisted ? t("assisted-solve", { helps: helpsText(s.help) }) : "";
  const paused = s?.paused ? t("paused-solve", { key: keysText("fifteen", "pause", settings.keys) }) : "";
  setText($("fifteen-hint-line"), paused || hintLine || assisted);
}

/** Where the board came from. The seed of a scramble or run that counts comes only once it
 *  is over: whoever knows it knows the scramble. */
export function renderOrigin(s) {
  $("fifteen-origin").textContent = s.run ? (s.seed ? t("run-seed", { seed: s.seed }) : t("run-seed-later"))
    : s.origin === "retry" ? t("origin-retry")
    : s.origin === "typed" ? t("origin-typed")
    : s.origin === "chosen" ? t("origin-chosen", { seed: s.seed })
    : s.seed ? t("seed-line", { seed: s.seed }) : t("solve-seed-later");
}

/** The scramble's state string, except during a blind solve, where it would give it away. */
export function renderScramble(s, hidden) {
  const text = hidden ? t("scramble-hidden") : s.scramble;
  setText($("fifteen-scramble"), text);
  $("fifteen-scramble").parentElement.title = text;
}
