// A small SVG chart of the last solves' times with their ao12 line: no library needed.

const NS = "http://www.w3.org/2000/svg";

function el(name, attrs = {}) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** `points`: [{ timeMs (null for a DNF), ao12 (null until 12 solves) }], oldest first. */
export function timeChart(points) {
  const W = 400;
  const H = 160;
  const pad = { l: 34, r: 6, t: 8, b: 16 };
  const svg = el("svg", { class: "chart", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": "Last solve times with ao12" });
  const values = points.flatMap((p) => [p.timeMs, p.ao12]).filter((v) => v != null);
  if (values.length === 0) return svg;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || 1;
  const x = (i) => pad.l + (points.length === 1 ? 0 : (i * (W - pad.l - pad.r)) / (points.length - 1));
  const y = (v) => pad.t + (1 - (v - lo) / span) * (H - pad.t - pad.b);
  svg.append(el("line", { class: "axis", x1: pad.l, y1: H - pad.b, x2: W - pad.r, y2: H - pad.b }));
  for (const v of [lo, hi]) {
    const label = el("text", { x: 2, y: y(v) + 3 });
    label.textContent = (v / 1000).toFixed(1);
    svg.append(label);
  }
  const line = (key, cls) => {
    const d = points
      .map((p, i) => (p[key] == null ? null : `${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`))
      .filter(Boolean)
      .join(" ");
    if (d) svg.append(el("polyline", { class: cls, points: d }));
  };
  line("timeMs", "times");
  line("ao12", "ao12");
  points.forEach((p, i) => {
    if (p.timeMs == null) svg.append(el("circle", { class: "dnf", cx: x(i), cy: pad.t, r: 2.5 }));
  });
  return svg;
}
