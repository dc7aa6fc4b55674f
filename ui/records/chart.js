// Small SVG charts of the last results with a moving average: no library needed.

import { decimal } from "../locale.js";
import { t } from "../l10n.js";

const NS = "http://www.w3.org/2000/svg";

function el(name, attrs = {}) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** The fewest decimals, from `least` up to `most`, with which `format` tells `lo` and `hi`
 *  apart; `most` when nothing does (one value, or two equal ones, shown in full). Ends that
 *  read the same ("0.1" to "0.1" for solves of 0.101 s and 0.149 s) say nothing. */
export function digitsApart(lo, hi, format, [least, most]) {
  for (let d = least; d < most; d++) if (format(lo, d) !== format(hi, d)) return d;
  return most;
}

/** The chart in words, its text alternative for a screen reader: how many results, their
 *  range, the latest and the latest average (the first and second of `lines`), and how many
 *  were DNF (`marks`). Each figure is written by `format(value, decimals)` with the decimals
 *  that tell the range's ends apart, `unit` after it. */
export function summary(points, { lines, format, digits, label, marks = null, unit = "" }) {
  if (points.length === 0) return t("chart-none", { label: t(label) });
  const [[key], [averageKey] = []] = lines;
  const values = points.map((p) => p[key]).filter((v) => v != null);
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  const d = values.length ? digitsApart(lo, hi, format, digits) : digits[1];
  const show = (v) => `${format(v, d)}${unit}`;
  const range = [t("chart-results", { count: points.length })];
  if (values.length > 1) range.push(t("chart-range", { lo: show(lo), hi: show(hi) }));
  const last = points[points.length - 1];
  const latest = [t("chart-latest", { value: last[key] == null ? "DNF" : show(last[key]) })];
  if (averageKey && last[averageKey] != null) latest.push(t("chart-average", { value: show(last[averageKey]) }));
  const dnfs = marks ? points.filter((p) => p[marks] == null).length : 0;
  const gap = t("list-gap");
  return t(dnfs ? "chart-summary-dnfs" : "chart-summary", { label: t(label), range: range.join(gap), latest: latest.join(gap), dnfs });
}

/** A chart of `points` (oldest first), `width` CSS pixels wide (its box's, so that it fills
 *  the box at the size its labels are written): one polyline per `[key, class, legend]` of `lines` (a
 *  null value leaves a gap), the range's ends labelled with `format` and the decimals that
 *  tell them apart, and, for `marks`, a dot at the top where that key is null (a DNF). Read
 *  out as its `summary`. */
export function lineChart(points, options, width = 400) {
  const { lines, format, digits, marks = null } = options;
  const W = Math.max(200, Math.round(width));
  const H = 160;
  const pad = { l: 34, r: 6, t: 8, b: 16 };
  const svg = el("svg", { class: "chart", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": summary(points, options) });
  const values = points.flatMap((p) => lines.map(([key]) => p[key])).filter((v) => v != null);
  if (values.length === 0) return svg;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const x = (i) => pad.l + (points.length === 1 ? (W - pad.l - pad.r) / 2 : (i * (W - pad.l - pad.r)) / (points.length - 1));
  // One value (or several equal ones) sits halfway up, labelled once.
  const y = (v) => pad.t + (hi === lo ? 0.5 : 1 - (v - lo) / (hi - lo)) * (H - pad.t - pad.b);
  svg.append(el("line", { class: "axis", x1: pad.l, y1: H - pad.b, x2: W - pad.r, y2: H - pad.b }));
  const decimals = digitsApart(lo, hi, format, digits);
  for (const v of hi === lo ? [lo] : [lo, hi]) {
    const text = el("text", { x: 2, y: y(v) + 3 });
    text.textContent = format(v, decimals);
    svg.append(text);
  }
  for (const [key, cls] of lines) {
    const at = points.map((p, i) => (p[key] == null ? null : [x(i), y(p[key])])).filter(Boolean);
    const d = at.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" ");
    if (d) svg.append(el("polyline", { class: cls, points: d }));
    // A line of one point draws nothing: a dot shows it.
    if (at.length === 1) svg.append(el("circle", { class: `${cls} dot`, cx: at[0][0], cy: at[0][1], r: 3 }));
  }
  if (marks) {
    points.forEach((p, i) => {
      if (p[marks] == null) svg.append(el("circle", { class: "dnf", cx: x(i), cy: pad.t, r: 2.5 }));
    });
  }
  return svg;
}

/** The legend of a chart of `points`: `[class, label]` for each of its lines with something
 *  drawn (an average appears once there are enough results for one). */
export function legendEntries(points, { lines }) {
  return lines.filter(([key]) => points.some((p) => p[key] != null)).map(([, cls, label]) => [cls, t(label)]);
}

/** Seconds from milliseconds: one decimal, or up to the millisecond to tell two apart. */
const SECONDS = { format: (ms, d) => decimal(ms / 1000, d), digits: [1, 3], unit: " s" };
/** 3BV/s: two decimals, as everywhere else. */
const RATE = { format: (v, d) => decimal(v, d), digits: [2, 2] };

/** The 15-puzzle's: `points` [{ timeMs (null for a DNF), ao12 (null until 12 solves) }]. */
export const TIME_CHART = { lines: [["timeMs", "times", "legend-time"], ["ao12", "ao12", "legend-ao12"]], ...SECONDS, label: "chart-solve-times", marks: "timeMs" };

/** Minesweeper's: the last wins' times and their moving average. */
export const WIN_TIME_CHART = { lines: [["timeMs", "times", "legend-time"], ["timeAvg", "ao12", "legend-mean-10"]], ...SECONDS, label: "chart-win-times" };

/** Minesweeper's: the last wins' 3BV/s and their moving average. */
export const RATE_CHART = { lines: [["threeBvPerS", "times", "metric-3bvs"], ["rateAvg", "ao12", "legend-mean-10"]], ...RATE, label: "chart-win-rates" };
