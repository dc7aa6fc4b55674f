// The study board (Game > Study a Position…, and Study under a finished game's result): a
// position typed or pasted as text, or the game's board, read by the solver as in play
// (`mines_study`): each covered cell's chance of a mine, the certain cells marked, and what a
// hint would say. Never a game, never recorded. Also the game board copied as that text, or
// as a PNG image. The format: a row a line; 1-8 a number, . or 0 empty, # or ? covered, F or *
// flagged.

import { call } from "../ipc.js";
import { node } from "../dom.js";
import { hintText, percent } from "./solver-modes.js";
import { mark, t } from "../l10n.js";

/** A board's codes (`CellView::code`, as the page keeps them) in the study format: what the
 *  player saw, so after a loss the mines shown are covered cells again and wrong flags flags. */
export function boardText(codes, width) {
  let out = "";
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i];
    out += c === "0" ? "." : c >= "1" && c <= "8" ? c : c === "F" || c === "W" ? "F" : "#";
    if ((i + 1) % width === 0) out += "\n";
  }
  return out;
}

let dialog = null;

/** The dialog, made once. */
function studyDialog() {
  if (dialog) return dialog;
  dialog = node("dialog", undefined, "study");
  dialog.id = "study-dialog";
  dialog.setAttribute("aria-labelledby", "study-title");
  const title = mark(node("h2"), "study-title");
  title.id = "study-title";
  const help = mark(node("p", undefined, "hint"), "study-help");
  const text = node("textarea");
  text.name = "position";
  text.rows = 8;
  text.spellcheck = false;
  mark(text, "study-position");
  const mines = node("input");
  mines.type = "number";
  mines.name = "mines";
  mines.min = "1";
  const minesLabel = node("label", undefined, "row");
  minesLabel.append(mark(node("span"), "custom-mines"), " ", mines);
  const error = node("p", "", "error");
  error.setAttribute("role", "alert");
  const board = node("div", undefined, "study-board");
  const said = node("p", "", "study-said");
  said.setAttribute("aria-live", "polite");
  const go = mark(node("button"), "study-go");
  go.type = "button";
  const close = mark(node("button"), "dialog-close");
  close.type = "button";
  close.addEventListener("click", () => dialog.close());
  const buttons = node("div", undefined, "buttons");
  buttons.append(go, close);
  dialog.append(title, help, text, minesLabel, error, board, said, buttons);
  go.addEventListener("click", () => study(text.value, Number(mines.value), error, board, said));
  document.body.append(dialog);
  return dialog;
}

/** Opens the study board on `text` (with `mines` mines), studied at once when given. */
export function openStudy(text = "", mines = "") {
  const d = studyDialog();
  d.querySelector("[name=position]").value = text;
  d.querySelector("[name=mines]").value = String(mines);
  d.querySelector(".error").textContent = "";
  d.querySelector(".study-board").replaceChildren();
  d.querySelector(".study-said").textContent = "";
  d.showModal();
  if (text) d.querySelector(".buttons button").click();
}

async function study(text, mines, error, board, said) {
  let s;
  try {
    s = await call("mines_study", { text, mines });
  } catch (e) {
    error.textContent = e.message ?? String(e);
    return;
  }
  error.textContent = "";
  const safe = new Set(s.safe.map((c) => c.row * s.width + c.col));
  const mine = new Set(s.mines.map((c) => c.row * s.width + c.col));
  const hinted = s.hint.cell.row * s.width + s.hint.cell.col;
  const rows = s.text.split("\n").filter((r) => r);
  const grid = node("table", undefined, "study-grid");
  rows.forEach((row, r) => {
    const tr = node("tr");
    [...row].forEach((code, c) => {
      const i = r * s.width + c;
      const odds = s.odds[i];
      const cell = node("td", odds == null ? (code === "." ? "" : code) : percent(odds));
      cell.className = odds == null ? "open" : safe.has(i) ? "safe" : mine.has(i) ? "mine" : "covered";
      if (code === "F") cell.classList.add("flag");
      if (i === hinted) cell.classList.add("hinted");
      tr.append(cell);
    });
    grid.append(tr);
  });
  board.replaceChildren(grid);
  said.textContent = t("study-said", { hint: hintText(s.hint), safe: s.safe.length, mines: s.mines.length });
}

/** The study board on a game's board once it is over (else an empty one). */
export function studyGame(state) {
  const over = state && (state.status === "won" || state.status === "lost");
  openStudy(over ? boardText(new TextDecoder().decode(state.cells), state.width) : "", over ? state.mines : "");
}

/** Copies a game's board as study text, and as a PNG image of `canvas` where the system's
 *  clipboard takes images; answers what it did. */
export async function copyGame(state, canvas) {
  const text = boardText(new TextDecoder().decode(state.cells), state.width);
  try {
    const png = await new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
    if (png && window.ClipboardItem) {
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": new Blob([text], { type: "text/plain" }), "image/png": png })]);
      return t("copied-text-image");
    }
    await navigator.clipboard.writeText(text);
    return t("copied-text");
  } catch (e) {
    return t("clipboard-refused", { error: String(e.message ?? e) });
  }
}
