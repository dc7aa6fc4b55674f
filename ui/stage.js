// Where a finished game's result goes, so that it is always in view without scrolling: beside
// the board when the window has room on the board's side, else over the board's lower part as
// a card the player can close (the board stays as it ended). Both games' result panels.

import { focusView } from "./focus.js";
import { t } from "./l10n.js";

/** The result's width beside the board, and the gap between them. */
const SIDE_WIDTH = 220;
const GAP = 20;

/** The room a result beside the board takes, on each side (the board stays centred). */
const SIDE_ROOM = 2 * (SIDE_WIDTH + 2 * GAP);

/** The cell (or tile) size that fits `cols` x `rows` in the room given, leaving the room for
 *  the result beside the board when that costs the board little (at most a sixth of its
 *  size); else the full room, and the result goes over the board. */
export function fitCell(availableW, availableH, cols, rows) {
  const full = Math.min(availableW / cols, availableH / rows);
  const beside = Math.min((availableW - SIDE_ROOM) / cols, availableH / rows);
  return Math.floor(beside >= (5 / 6) * full ? beside : full);
}

/** Fills a result panel (the first element of its stage is the board) and places it. */
export function fillResult(result, nodes) {
  const close = document.createElement("button");
  close.type = "button";
  close.className = "plain result-close";
  close.textContent = "×";
  close.title = t("result-hide.title");
  close.setAttribute("aria-label", t("result-hide"));
  close.addEventListener("click", () => {
    result.hidden = true;
    focusView();
  });
  result.replaceChildren(close, ...nodes);
  placeResult(result);
}

/** Beside the board, or over it, by the room the window leaves beside the board. */
export function placeResult(result) {
  const stage = result.parentElement;
  const board = stage.firstElementChild.getBoundingClientRect();
  const room = (stage.parentElement.clientWidth - board.width) / 2;
  const beside = room >= SIDE_WIDTH + 2 * GAP;
  result.classList.toggle("beside", beside);
  result.classList.toggle("over", !beside);
}
