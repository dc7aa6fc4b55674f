// What a screen reader hears of the Minesweeper board: each cell's label (what a sighted
// player sees there), and one sentence for what an action did. Pure; speech.test.js.

import { t } from "../l10n.js";

/** The catalogue's name of each code but a number's (`cell-<name>`). */
const NAMES = { "#": "covered", F: "flagged", "?": "question", 0: "empty", "*": "mine", X: "exploded", W: "wrong-flag" };

const isClosed = (code) => code === "#" || code === "?" || code === "F";

/** A cell's label from its code (the backend's: `#`, `F`, `?`, `0`-`8`, `*`, `X`, `W`). */
export function cellLabel(code) {
  if (code >= "1" && code <= "8") return t("cell-number", { count: Number(code) });
  return t(`cell-${NAMES[code] ?? "covered"}`);
}

/** The mine counter, read out: "10 mines left", "1 mine left", "2 flags too many". */
export function minesLeftText(n) {
  return n < 0 ? t("flags-too-many", { count: -n }) : t("mines-left-count", { count: n });
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
      this.marks.push(t(after === "F" ? "told-flagged" : after === "?" ? "told-questioned" : "told-unflagged"));
    }
  }

  /** The sentence, given the game's status after the answer and a finished game's time. */
  text(status, time) {
    if (status === "won") return t("told-won", { time });
    if (status === "lost") return t("told-lost", { time });
    const said = [];
    if (this.opened === 1) said.push(t("told-opened-one", { cell: cellLabel(this.last) }));
    else if (this.opened > 1) said.push(t("told-opened", { count: this.opened }));
    if (this.covered > 0) said.push(t("told-covered", { count: this.covered }));
    if (this.marks.length === 1) said.push(this.marks[0]);
    else if (this.marks.length > 1) said.push(t("told-marks", { count: this.marks.length }));
    return said.length > 0 ? t("told-sentences", { said: said.join(t("told-gap")) }) : t("told-nothing");
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
