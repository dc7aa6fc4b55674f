// Where a finished game's result goes, so that it is always in view without scrolling: beside
// the board when the window has room on the board's side, else over the board's lower part as
// a card the player can close (the board stays as it ended). Both games' result panels.

import { focusView } from "./focus.js";
import { t } from "./l10n.js";
import { GAP, SIDE_WIDTH } from "./fit.js";

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
