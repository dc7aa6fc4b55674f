// What a screen reader hears of the Minesweeper board: each cell's label (what a sighted
// player sees there), and one sentence for what an action did. Pure; speech.test.js.

const NAMES = { "#": "covered", F: "flagged", "?": "question mark", 0: "empty", "*": "mine", X: "exploded mine", W: "wrong flag" };

const isClosed = (code) => code === "#" || code === "?" || code === "F";

/** A cell's label from its code (the backend's: `#`, `F`, `?`, `0`-`8`, `*`, `X`, `W`). */
export function cellLabel(code) {
  if (code >= "1" && code <= "8") return code === "1" ? "1 mine" : `${code} mines`;
  return NAMES[code] ?? "covered";
}

/** The mine counter, read out: "10 mines left", "1 mine left", "2 flags too many". */
export function minesLeftText(n) {
  if (n < 0) return n === -1 ? "1 flag too many" : `${-n} flags too many`;
  return n === 1 ? "1 mine left" : `${n} mines left`;
}

/**
 * What one answer did, told after it: `changes` holds each changed cell's code before and
 * after, `status` the game's status after it, `time` the finished game's time as shown.
 */
export function tellAnswer(changes, status, time) {
  if (status === "won") return `Won in ${time}: every safe cell is open.`;
  if (status === "lost") return `Lost: a mine exploded, after ${time}.`;
  let opened = 0;
  let covered = 0;
  let last = "";
  const marks = [];
  for (const [before, after] of changes) {
    if (isClosed(before) && !isClosed(after)) {
      opened++;
      last = after;
    } else if (!isClosed(before) && isClosed(after)) {
      covered++;
    } else if (after !== before) {
      marks.push(after === "F" ? "Flagged" : after === "?" ? "Marked with a question mark" : "Unflagged");
    }
  }
  const said = [];
  if (opened === 1) said.push(`Opened: ${cellLabel(last)}`);
  else if (opened > 1) said.push(`Opened ${opened} cells`);
  if (covered > 0) said.push(covered === 1 ? "1 cell covered again" : `${covered} cells covered again`);
  if (marks.length === 1) said.push(marks[0]);
  else if (marks.length > 1) said.push(`${marks.length} marks changed`);
  return said.length > 0 ? `${said.join(". ")}.` : "Nothing changed.";
}
