// Interprets keys and the pointer on the sliding puzzle as moves. The only place that knows
// the key mode (a key names the tile's direction, or the blank's) and the mouse scheme.
//
//   keys: arrows and WASD move; Space or R scrambles again (a new run in a practice mode);
//   H asks for a hint; Enter declares a blind solve done.
//   click: a tile in the blank's row or column slides the whole segment.
//   hover: the blank follows the pointer; every pointer event counts, coalesced ones too.

import { settings } from "../settings.js";
import { OPPOSITE } from "./rules.js";

const KEY_DIRS = {
  ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right",
  w: "up", s: "down", a: "left", d: "right", W: "up", S: "down", A: "left", D: "right",
};

export class FifteenInput {
  constructor(board, host) {
    this.board = board;
    this.host = host;
    this.lastHover = -1;
    document.addEventListener("keydown", (e) => this.key(e));
    board.addEventListener("pointerdown", (e) => this.down(e));
    board.addEventListener("pointermove", (e) => this.move(e));
    board.addEventListener("pointerleave", () => { this.lastHover = -1; });
  }

  key(e) {
    if (!this.host.active() || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) return;
    if (document.querySelector("dialog[open]")) return;
    const stamp = eventTime(e);
    const dir = KEY_DIRS[e.key];
    if (dir) {
      e.preventDefault();
      if (e.repeat) return;
      this.host.move({ kind: "tile", dir: settings.keyMode === "blank" ? OPPOSITE[dir] : dir }, stamp);
    } else if (e.key === " " || e.key === "r" || e.key === "R") {
      e.preventDefault();
      if (!e.repeat) this.host.scramble();
    } else if (e.key === "Enter" && !e.repeat && this.host.state?.run?.blind) {
      e.preventDefault();
      this.host.declare().catch(this.host.onError);
    } else if ((e.key === "h" || e.key === "H") && !e.repeat) {
      e.preventDefault();
      this.host.hint(stamp).catch(this.host.onError);
    } else if ((e.key === "p" || e.key === "P") && !e.repeat) {
      e.preventDefault();
      this.host.togglePause();
    }
  }

  down(e) {
    if (e.button !== 0 || settings.mouseMode === "hover") return;
    const i = this.host.cellAt(e.clientX, e.clientY);
    if (i >= 0) this.host.move({ kind: "to", index: i }, eventTime(e));
  }

  move(e) {
    if (settings.mouseMode !== "hover") return;
    const events = typeof e.getCoalescedEvents === "function" ? e.getCoalescedEvents() : [];
    for (const p of events.length ? events : [e]) {
      const i = this.host.cellAt(p.clientX, p.clientY);
      if (i < 0 || i === this.lastHover) continue;
      this.lastHover = i;
      this.host.move({ kind: "to", index: i }, eventTime(e), "fifteenHover");
    }
  }
}

function eventTime(e) {
  const now = performance.now();
  return e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
}
