// Part of the shell's script that runs before the page (first_look.rs): the sizes of the parts
// around the first board, kept from the last start (kept_look.rs), set on <html> as custom
// properties (`--kept-<part>-w`, `--kept-<part>-h`) before the page's first style, and
// `data-first-sized`: the parts (`data-kept` in index.html) take those sizes without laying out
// what is in them (their words, and so the fonts) for the first frame (ui/first-board.css);
// ui/kept-look.js takes them off after that frame. Only in a window of the size they were
// measured in.
(() => {
  const kept = window.__tesseraFirstBoard?.kept;
  const [width, height, ratio] = kept?.window ?? [];
  if (width !== window.innerWidth || height !== window.innerHeight || ratio !== window.devicePixelRatio) return;
  const root = document.documentElement;
  for (const [part, [w, h]] of Object.entries(kept.sizes)) {
    root.style.setProperty(`--kept-${part}-w`, `${w}px`);
    root.style.setProperty(`--kept-${part}-h`, `${h}px`);
  }
  root.dataset.firstSized = "";
})();
