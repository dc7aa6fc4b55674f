// The solver's controls around the board: by mode, a hint, the odds of every covered cell,
// and auto-play at a chosen speed. What it shows (the hinted cell, the proving numbers, the
// odds) is UI state: the backend answers each request from the game it holds, and any help
// marks that game assisted.

import { call } from "../ipc.js";
import { settings, saveSettings } from "../settings.js";
import { AUTO_DELAY, cellName, hintText, modeAllows, offText, percent, reviewLines } from "./solver-modes.js";
import { adapts } from "./modes.js";
import { WAIT_SHOWN_AFTER_MS, noticeSlow } from "../wait.js";
import { showKeys } from "../keys-dialog.js";
import { askAssist } from "../ask.js";
import { t } from "../l10n.js";
import { setAttr, setProp, setText } from "../dom.js";

const $ = (id) => document.getElementById(id);

export class SolverControls {
  constructor(view) {
    this.view = view;
    this.hint = null;
    this.odds = null;
    this.showOdds = false;
    this.auto = null; // { timer } while auto-play runs
    this.asking = false; // a hint is on its way
    this.bar = $("solver-bar");
    this.line = $("solver-line");
    this.speed = $("auto-speed");
    $("hint-button").addEventListener("click", () => this.intent("hint"));
    $("odds-button").addEventListener("click", () => this.intent("odds"));
    $("auto-button").addEventListener("click", () => this.intent("auto"));
    $("step-button").addEventListener("click", () => this.intent("step"));
    this.speed.addEventListener("change", () => {
      saveSettings({ autoSpeed: this.speed.value });
      if (this.auto) this.schedule();
    });
    this.applySettings();
  }

  /** Shows the saved mode and speed (the view calls this again once the settings are loaded). */
  applySettings() {
    this.speed.value = settings.autoSpeed;
    this.applyMode();
  }

  mode() {
    return settings.solverMode;
  }

  /** Shows every control, those the mode does not offer as off, with where to turn them on;
   *  leaving a mode stops what it allowed. */
  applyMode() {
    const mode = this.mode();
    for (const el of this.bar.querySelectorAll("[data-needs]")) {
      const off = offText(mode, el.dataset.needs);
      if (off) el.dataset.off = off;
      else delete el.dataset.off;
      if (el instanceof HTMLSelectElement) el.disabled = Boolean(off);
      else el.setAttribute("aria-disabled", String(Boolean(off)));
    }
    showKeys();
    if (!modeAllows(mode, "auto")) this.stopAuto();
    if (!modeAllows(mode, "odds") && this.showOdds) this.toggleOdds();
    this.renderButtons();
  }

  /** A control (or its key) the mode does not offer: says where to turn it on; true then. */
  refused(what) {
    const off = offText(this.mode(), what === "step" ? "auto" : what);
    if (off) this.say(off);
    return Boolean(off);
  }

  /** Whether `what` would make the game assisted: any help once it is under way; before the
   *  first click, the odds and auto-play (they go on into it), not a hint. Stopping a help
   *  helps with nothing. */
  wouldAssist(what) {
    const s = this.view.state;
    if (!s || s.assisted || !this.view.playable()) return false;
    if ((what === "odds" && this.showOdds) || (what === "auto" && this.auto)) return false;
    return s.status === "playing" || what !== "hint";
  }

  /** A key, or a button, the player used for the solver. */
  async intent(what) {
    if (this.refused(what)) return;
    if (!(await askAssist(what === "step" ? "auto" : what, this.wouldAssist(what)))) return;
    if (what === "hint") this.askHint();
    else if (what === "odds") this.toggleOdds();
    else if (what === "auto") this.toggleAuto();
    else if (what === "step") this.step();
  }

  /** Shows a line of text under the board (a hint, the review, an error). */
  say(text) {
    this.line.textContent = text;
  }

  /** The board changed (a move, a new game): old hints no longer apply; odds are asked again. */
  changed() {
    const hadHint = this.hint !== null;
    this.hint = null;
    this.line.textContent = "";
    if (hadHint) this.view.paintAll();
    if (this.showOdds) this.refreshOdds();
    this.renderButtons();
  }

  /** The answer to a solver request; while it takes long, the line under the board says so. */
  thinking(request) {
    const before = this.line.textContent;
    return noticeSlow(request, WAIT_SHOWN_AFTER_MS, (slow) => {
      if (slow) this.line.textContent = t("thinking");
      else if (this.line.textContent === "Thinking…") this.line.textContent = before;
    });
  }

  async askHint() {
    if (!this.view.playable() || this.asking) return;
    this.asking = true;
    try {
      const playing = this.view.state.status === "playing";
      this.hint = await this.thinking(call("mines_hint"));
      // Before the first click a hint helps with nothing: the backend notes none.
      if (playing) this.view.state.assisted = true;
      this.line.textContent = hintText(this.hint);
      const w = this.view.state.width;
      this.view.setCursor(this.hint.cell.row * w + this.hint.cell.col);
      this.view.paintAll();
      this.view.panel.render(this.view.state);
    } catch (e) {
      this.line.textContent = e.message ?? String(e);
    } finally {
      this.asking = false;
    }
  }

  toggleOdds() {
    this.showOdds = !this.showOdds;
    if (this.showOdds) this.refreshOdds();
    else {
      this.odds = null;
      this.view.paintAll();
    }
    this.renderButtons();
  }

  async refreshOdds() {
    if (!this.view.playable()) {
      this.odds = null;
      return this.view.paintAll();
    }
    try {
      const playing = this.view.state.status === "playing";
      const odds = await call("mines_odds");
      if (!this.showOdds) return;
      this.odds = odds.probabilities;
      if (playing) this.view.state.assisted = true;
      this.view.paintAll();
      this.view.panel.render(this.view.state);
    } catch (e) {
      this.line.textContent = e.message ?? String(e);
    }
  }

  /** What the painter draws over cell i: its odds, the hint, a proving number. */
  decoration(i) {
    const w = this.view.state?.width ?? 1;
    const h = this.hint;
    const hinted = h && h.cell.row * w + h.cell.col === i ? h.kind : null;
    const proof = h ? h.numbers.some((n) => n.row * w + n.col === i) : false;
    // A flag is the player's own call: the odds leave it uncovered.
    const p = this.odds && this.view.codeAt(i) !== "F" ? this.odds[i] : null;
    return hinted || proof || p != null ? { hint: hinted, proof, odds: p ?? null } : null;
  }

  /** The game ended, or another begins: auto-play stops and the odds go (turned on again,
   *  they are another help, of the next game). */
  endHelps() {
    this.stopAuto();
    if (this.showOdds) this.toggleOdds();
  }

  toggleAuto() {
    if (this.auto) this.stopAuto();
    else this.startAuto();
  }

  startAuto() {
    if (!this.view.playable()) return;
    this.auto = { timer: 0 };
    this.renderButtons();
    this.schedule(true);
  }

  stopAuto() {
    if (!this.auto) return;
    clearTimeout(this.auto.timer);
    this.auto = null;
    this.renderButtons();
  }

  schedule(now = false) {
    if (!this.auto) return;
    clearTimeout(this.auto.timer);
    const delay = AUTO_DELAY[this.speed.value];
    if (delay === null) return; // step speed: the Step button or N moves
    this.auto.timer = setTimeout(() => this.autoMove(), now ? 0 : delay);
  }

  async autoMove() {
    if (!this.auto) return;
    const ok = await this.step(this.speed.value === "instant" ? 40000 : 1);
    if (ok && this.view.playable()) this.schedule();
    else this.stopAuto();
  }

  /** Auto-play's next move (or `moves` of them); false when it could not move. */
  async step(moves = 1) {
    if (!this.view.playable()) return false;
    const startedAt = performance.now();
    try {
      const answer = await this.thinking(call("mines_auto_play", { moves }));
      this.view.applyDelta(answer, startedAt);
      const last = answer.moves[answer.moves.length - 1];
      if (last) {
        const w = this.view.state.width;
        this.view.setCursor(last.cell.row * w + last.cell.col);
        if (last.kind === "guess") this.line.textContent = t("auto-guessed", { cell: cellName(last.cell.row, last.cell.col), risk: percent(last.probability) });
      }
      return answer.moves.length > 0;
    } catch (e) {
      this.line.textContent = e.message ?? String(e);
      return false;
    }
  }

  renderButtons() {
    // A finished game has nothing to help with: the buttons say so by being disabled.
    const over = !this.view.playable();
    for (const id of ["hint-button", "odds-button", "auto-button", "step-button"]) setProp($(id), "disabled", over);
    setAttr($("odds-button"), "aria-pressed", String(this.showOdds));
    const auto = $("auto-button");
    setText(auto, t(this.auto ? "auto-stop" : "auto-button"));
    setAttr(auto, "aria-pressed", String(Boolean(this.auto)));
  }

  /** After a game: its guesses and, after a loss, whether the fatal click was forced (an
   *  avoidable one shows the cell that was certainly safe). */
  async review() {
    try {
      const r = await call("mines_review");
      const w = this.view.state.width;
      const s = r.fatal?.safeCell;
      if (s != null) {
        this.hint = { kind: "safe", cell: { row: Math.floor(s / w), col: s % w }, numbers: [] };
        this.view.paintAll();
      }
      return reviewLines(r, w, adapts(this.view.state.firstClick));
    } catch {
      return [];
    }
  }

  /** For the end-to-end tests. */
  debug() {
    return { hint: this.hint, odds: this.odds, auto: Boolean(this.auto), mode: this.mode() };
  }
}
