// What both games' result panels share: the lines about records a finished game set, and
// the button that replays it.

import { openReplay } from "./replay/view.js";
import { say, t } from "./l10n.js";
import { newsText } from "./news.js";

/** Lines for a game's new bests and any problem saving records, and its Replay button. */
export function recordedLines(recorded) {
  const lines = (recorded?.announcements ?? []).map((news) => {
    const p = document.createElement("div");
    p.className = "news";
    p.textContent = newsText(news);
    return p;
  });
  if (recorded?.saveError) {
    const p = document.createElement("div");
    p.className = "news error";
    p.textContent = t("not-saved", { error: say(recorded.saveError) });
    lines.push(p);
  }
  if (recorded?.replay) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "replay-game";
    b.textContent = t("replay");
    b.addEventListener("click", () => openReplay(recorded.replay, t("replay-this-game")).catch((e) => {
      b.textContent = e.message ?? String(e);
    }));
    lines.push(b);
  }
  return lines;
}
