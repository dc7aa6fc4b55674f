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

/** What one answer did to the cells, counted as they change (a flood's thousands of cells
 *  cost a few counters, not a list), then told in one sentence. */
export class Telling {
  constructor() {
    this.opened = 0;
    this.covered = 0;
    this.last = "";
    this.marks = [];
  }

  /** A cell's code went from `before` to `after`. */
  add(before, after) {
    if (isClosed(before) && !isClosed(after)) {
      this.opened++;
      this.last = after;
    } else if (!isClosed(before) && isClosed(after)) {
      this.covered++;
    } else if (after !== before) {
      this.marks.push(after === "F" ? "Flagged" : after === "?" ? "Marked with a question mark" : "Unflagged");
    }
  }

  /** The sentence, given the game's status after the answer and a finished game's time. */
  text(status, time) {
    if (status === "won") return `Won in ${time}: every safe cell is open.`;
    if (status === "lost") return `Lost: a mine exploded, after ${time}.`;
    const said = [];
    if (this.opened === 1) said.push(`Opened: ${cellLabel(this.last)}`);
    else if (this.opened > 1) said.push(`Opened ${this.opened} cells`);
    if (this.covered > 0) said.push(this.covered === 1 ? "1 cell covered again" : `${this.covered} cells covered again`);
    if (this.marks.length === 1) said.push(this.marks[0]);
    else if (this.marks.length > 1) said.push(`${this.marks.length} marks changed`);
    return said.length > 0 ? `${said.join(". ")}.` : "Nothing changed.";
  }

  /** Whether any cell changed. */
  any() {
    return this.opened + this.covered + this.marks.length > 0;
  }
}

/**
 * What one answer did, told after it: `changes` holds each changed cell's code before and
 * after, `status` the game's status after it, `time` the finished game's time as shown.
 */
export function tellAnswer(changes, status, time) {
  const telling = new Telling();
  for (const [before, after] of changes) telling.add(before, after);
  return telling.text(status, time);
}
