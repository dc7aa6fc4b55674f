// What both games' result panels share: the lines about records a finished game set.

/** Lines for a game's new bests and any problem saving records. */
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
  return lines;
}
