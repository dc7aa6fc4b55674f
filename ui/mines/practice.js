// Minesweeper's practice tools: Undo (U, or Ctrl+Z) takes back the last action, the losing
// click included; Pause (P) stops the clock and hides the board until Resume. Either makes the
// game assisted: kept, never in a best list. The backend decides (`mines_control`); this
// module only asks and shows.

import { call } from "../ipc.js";
import { askAssist } from "../ask.js";
import { t } from "../l10n.js";
import { setAttr, setProp, setText } from "../dom.js";

const $ = (id) => document.getElementById(id);

/** What a game in `state` allows: Undo once it has begun (not while paused), Pause while it is
 *  played. The buttons show it a frame after an answer (view.js); the keys ask the state. */
function allowed(state) {
  const playing = state?.status === "playing";
  const over = state?.status === "won" || state?.status === "lost";
  return { undo: !state?.paused && (playing || over), pause: playing };
}

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
    if (!allowed(s)[what === "undo" ? "undo" : "pause"]) return;
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
    const may = allowed(state);
    setProp($("undo-button"), "disabled", !may.undo);
    setProp($("pause-button"), "disabled", !may.pause);
    setText($("pause-button"), t(paused ? "resume-button" : "pause-button"));
    setAttr($("pause-button"), "aria-pressed", String(paused));
    setProp($("paused-cover"), "hidden", !paused);
    // The board is about to be hidden: a focus on it would fall to the page's body.
    if (paused && $("board-grid").contains(document.activeElement)) $("pause-button").focus({ preventScroll: true });
    $("board-scroll").classList.toggle("paused", paused);
  }
}
