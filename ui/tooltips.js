// Tooltips close on a click, as a desktop's do: a press on an element with a title takes the
// title away (WebKitGTK would keep its tooltip up over the timer, a dialog, the replay board
// while the player clicks and plays), and it comes back once the pointer leaves the element.

/** Wires the page: call once. */
export function wireTooltips() {
  document.addEventListener("pointerdown", (e) => {
    const el = e.target instanceof Element ? e.target.closest("[title]") : null;
    if (!el || !el.title) return;
    el.dataset.titleHeld = el.title;
    el.removeAttribute("title");
    el.addEventListener("pointerleave", () => {
      if (!el.hasAttribute("title")) el.title = el.dataset.titleHeld;
      delete el.dataset.titleHeld;
    }, { once: true });
  }, true);
}

/** Sets a title the page changes as it runs (the timer's), unless a press is holding it away. */
export function setTitle(el, title) {
  if (el.dataset.titleHeld !== undefined) el.dataset.titleHeld = title;
  else if (el.title !== title) el.title = title;
}
