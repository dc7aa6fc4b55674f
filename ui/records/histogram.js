// A histogram as a small SVG bar chart (a session's times, moves or TPS): one bar per bin of
// `{ from, width, counts }` (records/histogram.rs), the range's ends and the tallest count
// labelled, read out in words.

import { t } from "../l10n.js";

const NS = "http://www.w3.org/2000/svg";
const SIZE = { w: 260, h: 130, l: 24, r: 6, t: 16, b: 16 };

function el(name, attrs = {}) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** The decimals that write every edge of bins `width` wide (1, 2 or 5 times a power of ten,
 *  records/histogram.rs): none for a whole width, one for tenths, up to three. */
export const edgeDigits = (width) => Math.min(3, Math.max(0, -Math.floor(Math.log10(width) + 1e-9)));

/** The bars of histogram `h` in a box of `size`: `{ x, y, w, h, count }` for each bin, a
 *  bin's height in proportion to its count (the tallest reaches the top), an empty bin none. */
export function bars(h, size = SIZE) {
  const most = Math.max(1, ...h.counts);
  const inner = { w: size.w - size.l - size.r, h: size.h - size.t - size.b };
  const w = inner.w / h.counts.length;
  return h.counts.map((count, k) => {
    const height = (count / most) * inner.h;
    return { x: size.l + k * w, y: size.t + inner.h - height, w: Math.max(1, w - 1), h: height, count };
  });
}

/** The histogram in words: how many values, their range, and the fullest bin. `format`
 *  writes a bin's edge. */
export function describe(h, label, format) {
  const total = h.counts.reduce((a, b) => a + b, 0);
  const to = h.from + h.counts.length * h.width;
  const fullest = h.counts.indexOf(Math.max(...h.counts));
  const lo = h.from + fullest * h.width;
  return t("histogram-summary", { label, count: total, from: format(h.from), to: format(to), most: h.counts[fullest], lo: format(lo), hi: format(lo + h.width) });
}

/** The chart of histogram `h`, titled `label`, its edges written by `format`. */
export function histogramChart(h, label, format) {
  const s = SIZE;
  const svg = el("svg", { class: "histogram", viewBox: `0 0 ${s.w} ${s.h}`, role: "img", "aria-label": describe(h, label, format) });
  const text = (x, y, words, anchor = "start", cls = "") => {
    const t = el("text", { x, y, "text-anchor": anchor, ...(cls ? { class: cls } : {}) });
    t.textContent = words;
    svg.append(t);
  };
  text(s.l, 11, label, "start", "title");
  bars(h).forEach((b, k) => {
    if (b.count === 0) return;
    const rect = el("rect", { x: b.x.toFixed(1), y: b.y.toFixed(1), width: b.w.toFixed(1), height: b.h.toFixed(1) });
    const title = el("title");
    title.textContent = `${format(h.from + k * h.width)} – ${format(h.from + (k + 1) * h.width)}: ${b.count}`;
    rect.append(title);
    svg.append(rect);
  });
  svg.append(el("line", { class: "axis", x1: s.l, y1: s.h - s.b, x2: s.w - s.r, y2: s.h - s.b }));
  text(s.l - 3, s.t + 8, String(Math.max(...h.counts)), "end");
  text(s.l, s.h - 4, format(h.from));
  text(s.w - s.r, s.h - 4, format(h.from + h.counts.length * h.width), "end");
  return svg;
}
