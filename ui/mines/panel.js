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
import { setArgs, t } from "../l10n.js";
import { helpsText } from "../assists.js";
import { setProp, setText } from "../dom.js";

const $ = (id) => document.getElementById(id);

export function formatMs(ms) {
  return t("seconds", { s: decimal(ms / 1000, 3) });
}

export class MinesPanel {
  /** `onStudy` and `onCopy`: the result's Study and Copy buttons; `onSecond`: the timer's
   *  digits changed (what else follows the clock is drawn with them). */
  constructor(onStudy, onCopy, onSecond) {
    this.onStudy = onStudy;
    this.onCopy = onCopy;
    this.onSecond = onSecond;
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
    setText(this.minesLeft, led(state.minesLeft));
    // The counter for screen readers: a status, so written only when it changes.
    const count = minesLeftText(state.minesLeft);
    setText(this.count, count);
    this.renderFace();
    this.tick();
    const { left, right, chord } = state.clicks;
    // A counted game's seed comes only once it is over: whoever knows it knows the mines.
    setText(this.seedLine, state.knownBoard ? t("seed-known-board")
      : state.chosenSeed ? t("seed-chosen", { seed: state.seed })
      : state.seed ? t("seed-line", { seed: state.seed }) : t("seed-later"));
    // No no-guess board at this density: said plainly, not dealt in silence.
    const policy = state.guessBoard ? t("mode-none-found", { mode: modeBadge(state.firstClick) }) : modeBadge(state.firstClick);
    setText(this.policyBadge, policy);
    setProp(this.policyBadge, "hidden", policy === "");
    setProp(this.assistedBadge, "hidden", !state.assisted);
    setArgs(this.assistedBadge, { helps: helpsText(state.help) });
    setText(this.clicksLine, t("clicks-line", { total: left + right + chord, left, right, chord }));
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
    const face = over ? status : this.pressing ? "pressing" : "ready";
    if (this.face.dataset.state !== face) this.face.dataset.state = face;
  }

  /** The clock: the backend's figure, advanced by page time only for display while playing. */
  tick() {
    const s = this.state;
    if (!s) return;
    const ms = s.status === "playing" && !s.paused ? s.elapsedMs + (performance.now() - s.receivedAt) : s.elapsedMs;
    const text = led(Math.floor(ms / 1000));
    // Write only on change: an idle page must not repaint ten times a second.
    if (this.timer.textContent !== text) {
      this.timer.textContent = text;
      this.onSecond();
    }
    const title = s.summary ? formatMs(s.summary.time) : t("timer.title");
    setTitle(this.timer, title);
  }

  renderResult(state) {
    const summary = state.summary;
    setProp(this.result, "hidden", !summary);
    setProp(this.result, "className", `result ${state.status}`);
    if (!summary) {
      if (this.result.firstChild) this.result.replaceChildren();
      return;
    }
    const won = state.status === "won";
    const headline = document.createElement("div");
    headline.className = "headline";
    headline.textContent = t(won ? "result-cleared" : "result-exploded", { time: formatMs(summary.time) });
    const bbbv = won ? `${summary.threeBv}` : t("result-bbbv-of", { solved: summary.solvedThreeBv, total: summary.threeBv });
    const items = [
      [t("col-time"), formatMs(summary.time), "time"],
      [t("metric-3bv"), bbbv, "bbbv"],
      [t("metric-3bvs"), summary.threeBvPerS == null ? "–" : decimal(summary.threeBvPerS, 2), "bbbvs"],
      [t("counter-clicks"), `${summary.clicks.left + summary.clicks.right + summary.clicks.chord}`, "clicks"],
      [t("stat-efficiency"), summary.efficiency == null ? "–" : `${Math.round(summary.efficiency)}%`, "efficiency"],
      [t("best-style"), state.style === "nf" ? t("style-nf") : t("style-fl"), "style"],
      [t("mode-label"), state.knownBoard ? t("result-mode-upk", { mode: modeName(state.firstClick) }) : modeName(state.firstClick), "mode"],
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
    for (const [id, act] of [["result-study", this.onStudy], ["result-copy", this.onCopy]]) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = t(id);
      b.title = t(`${id}.title`);
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
