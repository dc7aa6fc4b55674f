// Where the keyboard goes. A game's keys act on its board, so once a toolbar's button or menu
// has been used, the focus goes back to the board of the view in sight (the records view
// itself on its tab): never to the page's body, where keys still play but a screen reader
// loses its place and Tab starts again from the top. A dialog the control opened keeps the
// focus it took.

const TARGETS = { mines: '#board-grid [tabindex="0"]', fifteen: "#fifteen-board", records: "#records-view" };

/** Focuses the view in sight: its board, or the records view. A board that cannot take the
 *  focus (hidden: a paused game) leaves it on `fallback`, the control just used. */
export function focusView(fallback = null) {
  if (document.querySelector("dialog[open]")) return;
  const target = document.querySelector(TARGETS[document.body.dataset.game]);
  target?.focus({ preventScroll: true });
  if (document.activeElement !== target) fallback?.focus({ preventScroll: true });
}

/** After any toolbar button or drop-down has done its work (their own handlers run first: this
 *  one listens on the toolbar, where the event arrives after them), back to the view. */
export function wireToolbars() {
  for (const bar of document.querySelectorAll(".toolbar")) {
    bar.addEventListener("click", (e) => {
      const button = e.target.closest("button");
      if (button) focusView(button);
    });
    bar.addEventListener("change", (e) => {
      if (e.target instanceof HTMLSelectElement) focusView(e.target);
    });
  }
}
