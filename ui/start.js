// The page's start. A new Minesweeper game's board is all covered, so it needs nothing from the
// backend but its size: the shell hands it over before the page begins
// (`window.__tesseraFirstBoard`, first_look.rs) when the first screen is such a board, and this
// module, with only the painter and the layout rule the view uses after it, draws it at once:
// the same cells, the same size and place, in the same look. Then, once that frame is on
// screen, the rest of the page: its stylesheets and modules (index.html's template, fetched at
// once) and main.js, which takes the board over and paints the same pixels (an end-to-end test
// compares them, e2e_first_board.rs). The page's words wait for their catalogue: the bars stay
// hidden (`data-first-board`, set by the shell's script) until main.js has written them. With
// the sizes of the parts around the board kept from the last start, the first frame lays out
// none of their words, and they take their own sizes after it (kept-look.js).
// The app serves this module and its imports joined into one script in the page itself, just
// after the Minesweeper view (src-tauri/build/first_page.rs), with the stylesheets before it:
// the board is drawn while the rest of the page is still being parsed, and main.js waits for
// the whole page.

import { BoardPainter } from "./mines/painter.js";
import { boardRoom } from "./mines/room.js";
import { led } from "./mines/led.js";
import { zoomStep } from "./fit.js";
import { expose } from "./hooks.js";
import { invoke } from "./tauri.js";
import { partsSized, unsizeParts } from "./kept-look.js";

/** What the first board was, for end-to-end tests: its cell size, place and pixels. */
const look = { drawn: false };
expose("__tesseraFirstLook", () => look);

const handed = globalThis.window?.__tesseraFirstBoard;
// The rest of the page loads whatever becomes of the first board.
if (handed) whenStyled().then(() => draw(handed)).then(nextFrame).then(keepLook).catch(() => {}).then(unsizeParts).then(loadRest);
else loadRest();

/** Resolves once the stylesheets are applied (styles.css: the board's colours and room;
 *  first-board.css: the bars hidden, the kept sizes). */
function whenStyled() {
  const links = [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  return Promise.all(links.map((link) => new Promise((resolve) => {
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", resolve, { once: true });
  })));
}

function draw({ width, height, mines, zoom }) {
  const began = performance.now();
  look.whileParsing = document.readyState === "loading";
  document.body.dataset.game = "mines";
  document.getElementById("mines-view").hidden = false;
  document.getElementById("mines-left").textContent = led(mines);
  const canvas = document.getElementById("board");
  const scroller = document.getElementById("board-scroll");
  look.sized = partsSized();
  const painter = new BoardPainter(canvas, document.getElementById("board-space"), ["#"]);
  const { cell, maxHeight } = boardRoom(width, height, zoomStep(zoom), scroller);
  painter.layout(width, height, cell);
  scroller.style.maxHeight = `${maxHeight}px`;
  painter.viewport(scroller.clientWidth, scroller.clientHeight, 0, 0);
  const { row0, row1, col0, col1 } = painter.visible();
  for (let r = row0; r < row1; r++) {
    for (let c = col0; c < col1; c++) painter.paint(r * width + c, "#");
  }
  look.cell = cell;
  return { early: began, board: performance.now() };
}

/** For end-to-end tests (a build with their hooks), the board as the first frame showed it,
 *  kept after that frame and before the page's view paints it again. */
function keepLook() {
  if (!window.__tesseraFirstLook) return;
  const canvas = document.getElementById("board");
  const { x, y, width, height } = canvas.getBoundingClientRect();
  Object.assign(look, { drawn: true, rect: [x, y, width, height], pixels: canvas.toDataURL() });
}

/** Resolves after the next frame is drawn; builds made for start-up measurements print its
 *  moment (`marks`: the page's moments before it). */
function nextFrame(marks) {
  return new Promise((resolve) => requestAnimationFrame(() => {
    const moments = { ...marks, frame: performance.now() };
    invoke?.("first_frame", { pageOriginMs: performance.timeOrigin, marks: moments }).catch(() => {});
    setTimeout(resolve, 0);
  }));
}

/** The rest of the page: its stylesheets and modules, asked for at once, then main.js, once the
 *  whole page is parsed. */
function loadRest() {
  document.head.append(document.getElementById("rest-of-page").content.cloneNode(true));
  if (document.readyState !== "loading") return import("./main.js");
  return new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true })).then(() => import("./main.js"));
}
