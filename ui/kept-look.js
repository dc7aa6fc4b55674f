// The parts around the first board (`data-kept` in index.html), as the last start laid them
// out. Their words, the first text the page lays out, bring in the fonts, a good part of the
// page's time to its first frame. So the shell's script sets the sizes kept from the last
// start, in a window of the same size, before the page's first style (kept_sizes.js), and the
// parts take them without laying out what is in them (first-board.css). After the first frame they
// take their own sizes again (`unsizeParts`); once the page's words are written, main.js
// measures them for the next start (`measureParts`, which the shell keeps: kept_look.rs).

/** Whether the parts have their kept sizes. */
export function partsSized() {
  return "firstSized" in document.documentElement.dataset;
}

/** The parts take their own sizes again, their contents laid out. */
export function unsizeParts() {
  const root = document.documentElement;
  if (!partsSized()) return;
  delete root.dataset.firstSized;
  for (const name of [...root.style].filter((property) => property.startsWith("--kept-"))) root.style.removeProperty(name);
}

/** The window (CSS width and height, device pixel ratio) and each part's size now, by its name
 *  (`data-kept`), in CSS pixels: for the shell to keep. */
export function measureParts() {
  const sizes = {};
  for (const part of document.querySelectorAll("[data-kept]")) {
    const { width, height } = part.getBoundingClientRect();
    sizes[part.dataset.kept] = [width, height];
  }
  return { window: [window.innerWidth, window.innerHeight, window.devicePixelRatio], sizes };
}
