// Interprets mouse and keyboard input on the board as intents: reveal, flag, question, chord,
// cursor moves, new game. This is the only place that knows which button means what; the
// view sends the resulting actions to the backend and draws what comes back.
//
// Mouse, as competitive players expect:
//   left press shows the cell pressed, release reveals (or chords on a number, by setting);
//   right press flags a covered cell at once; right release on a number chords;
//   left+right together, or the middle button, chord on the first release.

import { settings } from "../settings.js";
import { practiceKey } from "./practice-keys.js";

/** The solver's keys: hint, odds, auto-play on or off, one auto-play move. */
export const SOLVER_KEYS = { h: "hint", o: "odds", a: "auto", n: "step" };

/** `MouseEvent.button` to its bit in `MouseEvent.buttons`. */
const BUTTON_BIT = { 0: 1, 1: 4, 2: 2, 3: 8, 4: 16 };

const isNumber = (code) => code >= "1" && code <= "8";
const isClosed = (code) => code === "#" || code === "?" || code === "F";

/** The mark action a right click (or F) means on a cell with this code. */
export function markAction(code) {
  if (!settings.questionMarks) return "flag";
  return code === "F" || code === "?" ? "question" : "flag";
}

export class BoardInput {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {object} host  the view: codeAt, cellAt, act, press, hover, moveCursor, cursorCell, newGame, playable,
   *   solverIntent
   */
  constructor(canvas, host) {
    this.canvas = canvas;
    this.host = host;
    this.mode = null; // null | "reveal" | "chord" | "spent"
    this.startedAt = 0;
    this.cell = -1;
    // Buttons held, tracked from our own down/up events: `MouseEvent.buttons` can report a
    // button still down after its release (seen with synthetic input), which would turn a
    // plain click into a chord.
    this.held = new Set();

    canvas.addEventListener("mousedown", (e) => this.down(e));
    canvas.addEventListener("mousemove", (e) => this.move(e));
    canvas.addEventListener("mouseleave", () => this.leave());
    window.addEventListener("mouseup", (e) => this.up(e));
    window.addEventListener("blur", () => {
      this.held.clear();
      this.mode = null;
      this.pressAt(-1);
    });
    document.addEventListener("contextmenu", (e) => {
      if (!(e.target instanceof HTMLInputElement)) e.preventDefault();
    });
    document.addEventListener("keydown", (e) => this.key(e));
  }

  cellOf(e) {
    const rect = this.canvas.getBoundingClientRect();
    return this.host.cellAt(e.clientX - rect.left, e.clientY - rect.top);
  }

  down(e) {
    e.preventDefault();
    this.host.focusBoard();
    const stamp = eventTime(e);
    const i = this.cellOf(e);
    if (i < 0 || !this.host.playable()) return;
    // A button we think is down but the event says is up was released outside the window.
    for (const b of [...this.held]) if (!(e.buttons & BUTTON_BIT[b])) this.held.delete(b);
    this.held.add(e.button);
    const code = this.host.codeAt(i);
    const both = this.held.has(0) && this.held.has(2);
    this.startedAt = stamp;
    if (e.button === 1 || both) {
      this.mode = "chord";
    } else if (e.button === 2) {
      if (isClosed(code)) {
        this.host.act(markAction(code), i, stamp);
        this.mode = "spent";
      } else {
        this.mode = isNumber(code) ? "chord" : "spent";
      }
    } else if (e.button === 0) {
      this.mode = isNumber(code) && settings.chordOnLeft ? "chord" : "reveal";
    }
    this.pressAt(i);
  }

  move(e) {
    const i = this.cellOf(e);
    this.host.hover(i);
    if (this.mode === "reveal" || this.mode === "chord") this.pressAt(i);
  }

  leave() {
    this.host.hover(-1);
    if (this.mode === "reveal" || this.mode === "chord") this.pressAt(-1);
  }

  up(e) {
    // A release of a button never seen pressed, while exactly one is held, is that one's
    // release (WebKit's WebDriver reports a right release as button 0).
    const released = this.held.has(e.button) || this.held.size !== 1 ? e.button : [...this.held][0];
    this.held.delete(released);
    if (this.mode === null) return;
    const onCanvas = e.target === this.canvas;
    const i = onCanvas ? this.cellOf(e) : -1;
    const stamp = eventTime(e);
    if (i >= 0 && this.host.playable()) {
      if (this.mode === "chord") this.host.act("chord", i, stamp);
      else if (this.mode === "reveal" && released === 0) this.host.act("reveal", i, stamp);
    }
    // After a two-button chord the other button is still down; its release does nothing.
    this.mode = this.held.size > 0 ? "spent" : null;
    this.pressAt(-1);
  }

  /** Shows the pressed look: the cell for a reveal, the cell's neighbourhood for a chord. */
  pressAt(i) {
    this.cell = i;
    const pressing = this.mode === "reveal" || this.mode === "chord";
    this.host.press(i < 0 || !pressing ? -1 : i, this.mode === "chord");
  }

  key(e) {
    if (!this.host.active()) return;
    const target = e.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) return;
    if (document.querySelector("dialog[open]")) return;
    const control = e.altKey || e.metaKey ? null : practiceKey(e.key, e.ctrlKey, !!this.host.state?.paused);
    if (control) {
      e.preventDefault();
      return this.host.practice.control(control);
    }
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const stamp = eventTime(e);
    const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.key === "F2" || e.key === "r" || e.key === "R") {
      e.preventDefault();
      this.host.newGame();
    } else if (e.key in steps) {
      e.preventDefault();
      this.host.moveCursor(...steps[e.key]);
    } else if (e.key.toLowerCase() in SOLVER_KEYS) {
      e.preventDefault();
      this.host.solverIntent(SOLVER_KEYS[e.key.toLowerCase()]);
    } else if (e.key === " " || e.key === "f" || e.key === "F" || e.key === "c" || e.key === "C") {
      e.preventDefault();
      const i = this.host.cursorCell();
      if (!this.host.playable()) return;
      const code = this.host.codeAt(i);
      if (e.key === " ") this.host.act(isNumber(code) ? "chord" : "reveal", i, stamp);
      else if (e.key === "f" || e.key === "F") this.host.act(markAction(code), i, stamp);
      else this.host.act("chord", i, stamp);
    }
  }
}

/** When the event happened on the performance clock (falls back to now). */
function eventTime(e) {
  const now = performance.now();
  return e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
}
