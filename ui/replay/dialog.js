// The replay viewer's dialog, made the first time a replay or a video is opened: a page that
// never shows one never builds it. The viewer (`view.js`) finds its parts by their ids.

import { translate } from "../l10n.js";

const MARKUP = `
<dialog id="replay-dialog" class="replay" aria-labelledby="replay-title">
  <form method="dialog">
    <h2 id="replay-title" data-l10n-id="replay"></h2>
    <p id="replay-about" class="hint" hidden></p>
    <div id="replay-mines" class="replay-board" hidden>
      <div id="replay-space" class="board-space"><canvas id="replay-board" data-l10n-id="replay-board"></canvas><div id="replay-marks" class="replay-marks" aria-hidden="true"></div><div id="replay-cursor" class="replay-cursor" hidden></div></div>
    </div>
    <div id="replay-fifteen" class="fifteen-board replay-board" hidden data-l10n-id="replay-puzzle"></div>
    <p id="replay-counters" class="replay-counters" aria-live="off"></p>
    <p id="replay-figures" class="hint replay-figures" hidden></p>
    <p id="replay-verdict" class="replay-verdict" hidden></p>
    <p id="replay-review" class="hint replay-review" hidden></p>
    <div class="replay-controls">
      <button type="button" id="replay-back" data-l10n-id="replay-back"></button>
      <button type="button" id="replay-play" data-l10n-id="replay-play"></button>
      <button type="button" id="replay-step" data-l10n-id="replay-step"></button>
      <button type="button" id="replay-prev-guess" data-l10n-id="replay-prev-guess"></button>
      <button type="button" id="replay-next-guess" data-l10n-id="replay-next-guess"></button>
      <input type="range" id="replay-scrub" min="-1" value="-1" step="1" data-l10n-id="replay-scrub">
      <select id="replay-speed" data-l10n-id="replay-speed"></select>
      <button type="submit" value="close" data-l10n-id="dialog-close"></button>
    </div>
  </form>
</dialog>
`;

/** The dialog, made and added to the page on the first call. */
export function replayDialog() {
  const made = document.getElementById("replay-dialog");
  if (made) return made;
  const template = document.createElement("template");
  template.innerHTML = MARKUP.trim();
  const dialog = template.content.firstElementChild;
  translate(dialog);
  document.body.append(dialog);
  return dialog;
}
