// The pointer's path over the Minesweeper board, for replays: a sample at most every 10 ms
// while the pointer moves, sent four times a second on a timer of its own, so that no click
// carries it (in the game's lane, a click waits at most for one small batch's answer). Each sample goes as [age, x, y]: how long before the send it was taken
// (the backend places it on its own clock) and where, in EVF's pixels (16 a cell).

import { call } from "../ipc.js";
import { settings } from "../settings.js";

import { BATCH, SAMPLE_MS, SEND_MS, ages } from "./pointer-rules.js";

export class PointerTrail {
  constructor(canvas, painter) {
    this.painter = painter;
    this.samples = [];
    this.last = -Infinity;
    canvas.addEventListener("pointermove", (e) => this.sample(e), { passive: true });
    setInterval(() => this.send(), SEND_MS);
  }

  sample(e) {
    if (!settings.pointerPath || e.timeStamp - this.last < SAMPLE_MS) return;
    this.last = e.timeStamp;
    const [x, y] = this.painter.boardPixel(e.offsetX, e.offsetY);
    this.samples.push([e.timeStamp, x, y]);
  }

  /** The samples not sent yet, taken to ride along with an action (no call of their own). */
  take() {
    return this.samples.length === 0 ? undefined : ages(this.samples.splice(0, BATCH), performance.now());
  }

  send() {
    const batch = this.take();
    if (batch) call("mines_pointer", { samples: batch }).catch(() => {});
  }
}
