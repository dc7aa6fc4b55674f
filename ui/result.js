// What both games' result panels share: the lines about records a finished game set, and
// the button that replays it.

import { openReplay } from "./replay/view.js";

/** Lines for a game's new bests and any problem saving records, and its Replay button. */
export function recordedLines(recorded) {
  const lines = (recorded?.announcements ?? []).map((text) => {
    const p = document.createElement("div");
    p.className = "news";
    p.textContent = text;
    return p;
  });
  if (recorded?.saveError) {
    const p = document.createElement("div");
    p.className = "news error";
    p.textContent = `Not saved: ${recorded.saveError}`;
    lines.push(p);
  }
  if (recorded?.replay) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "replay-game";
    b.textContent = "Replay";
    b.addEventListener("click", () => openReplay(recorded.replay, "Replay of this game").catch((e) => {
      b.textContent = e.message ?? String(e);
    }));
    lines.push(b);
  }
  return lines;
}
