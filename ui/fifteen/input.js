// Interprets keys and the pointer on the sliding puzzle as moves. The only place that knows
// the key mode (a key names the tile's direction, or the blank's) and the mouse scheme.
//
//   keys (by default; the player's binds in ../keys.js): arrows and WASD move; Space or R
//   scrambles again (a new run in a practice mode); T retries the scramble; H asks for a
//   hint; P pauses; Enter declares a blind solve done.
//   click: a tile in the blank's row or column slides the whole segment.
//   hover: the blank follows the pointer; every pointer event counts, coalesced ones too.

import { settings } from "../settings.js";
import { OPPOSITE } from "./rules.js";
import { actionOf } from "../keys.js";

const DIRS = new Set(["up", "down", "left", "right"]);

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
    if (!this.host.active()) return;
    const target = e.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) return;
    if (document.querySelector("dialog[open]")) return;
    const action = actionOf("fifteen", e, settings.keys);
    if (!action || (action === "done" && !this.host.state?.run?.blind)) return;
    e.preventDefault();
    if (e.repeat) return;
    const stamp = eventTime(e);
    if (DIRS.has(action)) this.host.move({ kind: "tile", dir: settings.keyMode === "blank" ? OPPOSITE[action] : action }, stamp, "fifteen", false, "keyboard");
    else if (action === "scramble") this.host.scramble();
    else if (action === "retry") this.host.retry().catch(this.host.onError);
    else if (action === "done") this.host.declare().catch(this.host.onError);
    else if (action === "hint") this.host.hint(stamp).catch(this.host.onError);
    else if (action === "pause") this.host.togglePause();
  }

  down(e) {
    if (e.button !== 0 || settings.mouseMode === "hover") return;
    const i = this.host.cellAt(e.clientX, e.clientY);
    if (i >= 0) this.host.move({ kind: "to", index: i }, eventTime(e), "fifteen", false, "click");
  }

  move(e) {
    if (settings.mouseMode !== "hover") return;
    const events = typeof e.getCoalescedEvents === "function" ? e.getCoalescedEvents() : [];
    for (const p of events.length ? events : [e]) {
      const i = this.host.cellAt(p.clientX, p.clientY);
      if (i < 0 || i === this.lastHover) continue;
      this.lastHover = i;
      this.host.move({ kind: "to", index: i }, eventTime(e), "fifteenHover", false, "hover");
    }
  }
}

function eventTime(e) {
  const now = performance.now();
  return e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
}
