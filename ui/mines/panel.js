// The counters around the board: mines left, the face, the ticking clock, the result after a
// game, and the seed and click counts below. Rendered from the view's state only.

import { recordedLines } from "../result.js";
import { fillResult } from "../stage.js";
import { setTitle } from "../tooltips.js";
import { led } from "./led.js";
import { minesLeftText } from "./speech.js";
import { figuresText } from "../figures.js";
import { decimal } from "../locale.js";
import { modeBadge, modeName } from "./modes.js";

const $ = (id) => document.getElementById(id);

export function formatMs(ms) {
  return `${decimal(ms / 1000, 3)} s`;
}

export class MinesPanel {
  /** `onStudy` and `onCopy`: the result's Study and Copy buttons. */
  constructor(onStudy, onCopy) {
    this.onStudy = onStudy;
    this.onCopy = onCopy;
    this.minesLeft = $("mines-left");
    this.timer = $("timer");
    this.face = $("face");
    this.result = $("result");
    this.seedLine = $("seed-line");
    this.policyBadge = $("policy-badge");
    this.assistedBadge = $("assisted-badge");
    this.clicksLine = $("clicks-line");
    this.count = $("mines-count");
    this.said = $("mines-said");
    this.state = null;
    this.pressing = false;
    setInterval(() => this.tick(), 100);
  }

  render(state) {
    this.state = state;
    this.minesLeft.textContent = led(state.minesLeft);
    // The counter for screen readers: a status, so written only when it changes.
    const count = minesLeftText(state.minesLeft);
    if (this.count.textContent !== count) this.count.textContent = count;
    this.renderFace();
    this.tick();
    const { left, right, chord } = state.clicks;
    // A counted game's seed comes only once it is over: whoever knows it knows the mines.
    this.seedLine.textContent = state.knownBoard ? "The same board again (UPK: kept out of best lists)"
      : state.chosenSeed ? `Seed ${state.seed} (chosen: kept out of best lists)`
      : state.seed ? `Seed ${state.seed}` : "Seed shown when the game ends";
    // No no-guess board at this density: said plainly, not dealt in silence.
    const policy = state.guessBoard ? `${modeBadge(state.firstClick)}: none found at this density, so this board may need a guess` : modeBadge(state.firstClick);
    this.policyBadge.textContent = policy;
    this.policyBadge.hidden = policy === "";
    this.assistedBadge.hidden = !state.assisted;
    this.assistedBadge.title = `Assisted${state.help ? ` (${state.help})` : ""}: this game stays out of the statistics and the best lists`;
    this.clicksLine.textContent = `Clicks ${left + right + chord} (left ${left}, right ${right}, chord ${chord})`;
    this.renderResult(state);
  }

  /** Tells assistive technology what an action did (a polite live region). */
  tell(text) {
    this.said.textContent = text;
  }

  setPressing(pressing) {
    this.pressing = pressing;
    this.renderFace();
  }

  renderFace() {
    const status = this.state?.status ?? "ready";
    const over = status === "won" || status === "lost";
    this.face.dataset.state = over ? status : this.pressing ? "pressing" : "ready";
  }

  /** The clock: the backend's figure, advanced by page time only for display while playing. */
  tick() {
    const s = this.state;
    if (!s) return;
    const ms = s.status === "playing" && !s.paused ? s.elapsedMs + (performance.now() - s.receivedAt) : s.elapsedMs;
    const text = led(Math.floor(ms / 1000));
    // Write only on change: an idle page must not repaint ten times a second.
    if (this.timer.textContent !== text) this.timer.textContent = text;
    const title = s.summary ? formatMs(s.summary.time) : "Time (seconds)";
    setTitle(this.timer, title);
  }

  renderResult(state) {
    const summary = state.summary;
    this.result.hidden = !summary;
    this.result.className = `result ${state.status}`;
    if (!summary) {
      this.result.replaceChildren();
      return;
    }
    const won = state.status === "won";
    const headline = document.createElement("div");
    headline.className = "headline";
    headline.textContent = won ? `Cleared in ${formatMs(summary.time)}` : `Exploded after ${formatMs(summary.time)}`;
    const bbbv = won ? `${summary.threeBv}` : `${summary.solvedThreeBv} of ${summary.threeBv}`;
    const items = [
      ["Time", formatMs(summary.time), "time"],
      ["3BV", bbbv, "bbbv"],
      ["3BV/s", summary.threeBvPerS == null ? "–" : decimal(summary.threeBvPerS, 2), "bbbvs"],
      ["Clicks", `${summary.clicks.left + summary.clicks.right + summary.clicks.chord}`, "clicks"],
      ["Efficiency", summary.efficiency == null ? "–" : `${Math.round(summary.efficiency)}%`, "efficiency"],
      ["Style", state.style === "nf" ? "NF" : "FL", "style"],
      ["Mode", `${modeName(state.firstClick)}${state.knownBoard ? ", UPK" : ""}`, "mode"],
    ];
    const list = document.createElement("dl");
    list.className = "result";
    for (const [label, value, key] of items) {
      const wrap = document.createElement("div");
      const dt = document.createElement("dt");
      const dd = document.createElement("dd");
      dt.textContent = label;
      dd.textContent = value;
      dd.dataset.stat = key;
      wrap.append(dt, dd);
      list.append(wrap);
    }
    const tools = document.createElement("div");
    tools.className = "result-tools";
    for (const [label, title, act] of [
      ["Study", "Study this board: the solver's odds and certain cells (Game > Study a Position…)", this.onStudy],
      ["Copy", "Copy the board as text and as an image", this.onCopy],
    ]) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = label;
      b.title = title;
      b.addEventListener("click", () => act());
      tools.append(b);
    }
    fillResult(this.result, [headline, list, ...figuresLine(state.figures), tools, ...recordedLines(state.recorded)]);
  }

  /** The finished game's figures arrived (`mines_figures`). */
  setFigures(state, figures) {
    state.figures = figures;
    this.renderResult(state);
  }

}

/** The figures players compare beyond the panel's own (measured as the game's EVF video is:
 *  none for a game EVF cannot hold, one with an undo or a pause). */
function figuresLine(f) {
  if (!f) return [];
  const line = document.createElement("p");
  line.className = "figures";
  line.textContent = figuresText(f);
  return [line];
}
