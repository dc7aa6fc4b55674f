// Minesweeper's practice tools: Undo (U, or Ctrl+Z) takes back the last action, the losing
// click included; Pause (P) stops the clock and hides the board until Resume. Either makes the
// game assisted: kept, never in a best list. The backend decides (`mines_control`); this
// module only asks and shows.

import { call } from "../ipc.js";
import { askAssist } from "../ask.js";
import { t } from "../l10n.js";

const $ = (id) => document.getElementById(id);

export class PracticeControls {
  constructor(host) {
    this.host = host;
    $("undo-button").addEventListener("click", () => this.control("undo"));
    $("pause-button").addEventListener("click", () => this.control(this.host.state?.paused ? "resume" : "pause"));
  }

  /** Sends a control; its answer is drawn like an action's. */
  async control(what) {
    const s = this.host.state;
    if (!s) return;
    // What cannot be done now is a disabled button (and its key does nothing), not an error.
    if ($(what === "undo" ? "undo-button" : "pause-button").disabled) return;
    if (what !== "resume" && !(await askAssist(what, !s.assisted))) return;
    try {
      this.host.applyDelta(await call("mines_control", { control: what }), performance.now(), true);
    } catch (error) {
      this.host.onError(error);
    }
  }

  /** The buttons and the cover over the board, from the game's state. */
  render(state) {
    const paused = !!state?.paused;
    const playing = state?.status === "playing";
    const over = state?.status === "won" || state?.status === "lost";
    $("undo-button").disabled = paused || !(playing || over);
    $("pause-button").disabled = !playing;
    $("pause-button").textContent = t(paused ? "resume-button" : "pause-button");
    $("pause-button").setAttribute("aria-pressed", String(paused));
    $("paused-cover").hidden = !paused;
    // The board is about to be hidden: a focus on it would fall to the page's body.
    if (paused && $("board-grid").contains(document.activeElement)) $("pause-button").focus({ preventScroll: true });
    $("board-scroll").classList.toggle("paused", paused);
  }
}
