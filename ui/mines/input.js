// Interprets mouse and keyboard input on the board as intents: reveal, flag, question, chord,
// cursor moves, new game. This is the only place that knows which button means what (which
// key means what is the binds' table, ../keys.js); the view sends the resulting actions to
// the backend and draws what comes back.
//
// Mouse, as competitive players expect:
//   left press shows the cell pressed, release reveals (or chords on a number, by setting);
//   right press flags a covered cell at once; right release on a number chords;
//   left+right together, or the middle button, chord on the first release.

import { settings } from "../settings.js";
import { actionOf } from "../keys.js";

/** The solver's actions: hint, odds, auto-play on or off, one auto-play move. */
const SOLVER_ACTIONS = new Set(["hint", "odds", "auto", "step"]);

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
   * @param {object} host  the view: codeAt, cellAt, act, press, hover, moveCursor, cursorCell, newGame, sameBoard, playable,
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
    // Ctrl+Z undoes whatever the binds say (the editors' key; Cmd+Z comes by the menu).
    const undo = e.ctrlKey && !e.altKey && !e.metaKey && (e.key === "z" || e.key === "Z");
    const action = undo ? "undo" : actionOf("mines", e, settings.keys);
    if (!action) return;
    e.preventDefault();
    const stamp = eventTime(e);
    const steps = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };
    if (action === "undo") return this.host.practice.control("undo");
    if (action === "pause") return this.host.practice.control(this.host.state?.paused ? "resume" : "pause");
    if (action === "newGame") return this.host.newGame();
    if (action === "sameBoard") return this.host.sameBoard();
    if (LEVELS.has(action)) return this.host.newGame({ level: action });
    if (action in steps) return this.host.moveCursor(...steps[action]);
    if (SOLVER_ACTIONS.has(action)) return this.host.solverIntent(action);
    const i = this.host.cursorCell();
    if (!this.host.playable()) return;
    const code = this.host.codeAt(i);
    if (action === "open") this.host.act(isNumber(code) ? "chord" : "reveal", i, stamp);
    else if (action === "flag") this.host.act(markAction(code), i, stamp);
    else this.host.act("chord", i, stamp);
  }
}

/** The key actions that start a preset at once, as Metasweeper's 1, 2 and 3 do. */
const LEVELS = new Set(["beginner", "intermediate", "expert"]);

/** When the event happened on the performance clock (falls back to now). */
function eventTime(e) {
  const now = performance.now();
  return e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
}
