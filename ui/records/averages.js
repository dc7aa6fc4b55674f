// The 15-puzzle's figures as the records view and the sessions show them: seconds, moves and
// TPS written alike, and the table of trimmed averages (current and best of each length).

import { count, decimal } from "../locale.js";
import { node, table } from "../dom.js";
import { t } from "../l10n.js";

export const secs = (ms) => (ms == null ? t("dnf") : decimal(ms / 1000, 3));
export const num = (v, digits = 2) => (v == null ? "–" : decimal(v, digits));

/** How each figure is written: time in seconds, moves with one decimal (an average's) or none
 *  (a single's), TPS with two. */
export const FIGURES = {
  time: (v) => secs(v),
  moves: (v) => num(v, 1),
  tps: (v) => num(v, 2),
};
export const SINGLE_MOVES = (v) => (v == null ? "–" : count(v));

/** An average: null before enough solves, "DNF", or a number. */
export function showAverage(value, show) {
  return value == null ? "–" : value === "DNF" ? t("dnf") : show(value);
}

/** The averages table of three figures (`time`, `moves`, `tps`, each with `averages`:
 *  [{ n, current, best }]), one row per length. */
export function averagesTable({ time, moves, tps }, id) {
  const rows = time.averages.map((a, k) => [
    t("average-ao", { n: a.n }),
    showAverage(a.current, FIGURES.time), showAverage(a.best, FIGURES.time),
    showAverage(moves.averages[k].current, FIGURES.moves), showAverage(moves.averages[k].best, FIGURES.moves),
    showAverage(tps.averages[k].current, FIGURES.tps), showAverage(tps.averages[k].best, FIGURES.tps),
  ]);
  const best = t("col-average-best");
  return table(["", t("col-time-now"), best, t("col-moves-now"), best, t("col-tps-now"), best], rows, id, "records-table");
}

/** A grid of `[label, value, key]` figures (`key` names the value for tests and styles). */
export function statGrid(pairs) {
  const g = node("div", undefined, "stat-grid");
  for (const [label, value, key] of pairs) {
    const row = node("div");
    const v = node("span", value);
    if (key) v.dataset.stat = key;
    row.append(node("span", label), v);
    g.append(row);
  }
  return g;
}
