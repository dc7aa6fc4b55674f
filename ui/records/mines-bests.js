// A Minesweeper table's best lists, as players compare them: by time, 3BV/s, STNB, IOE, RQP
// or path, among NF games, FL games or either (`records_mines_bests`; the list by time of
// either comes with the records). Each game's figures come from its replay, measured as the
// result panel measures a game (`records_figures`), filled in when they arrive.

import { call } from "../ipc.js";
import { decimal } from "../locale.js";
import { fixed } from "../figures.js";
import { moment, node, picker, table } from "../dom.js";
import { evfCell, replayCell } from "./cells.js";
import { t as tr } from "../l10n.js";

/** The figures a best list ranks by, better the way the community reads each: [value, its
 *  name's message]. */
export const METRICS = [
  ["time", "col-time"], ["3bvs", "metric-3bvs"], ["stnb", "metric-stnb"], ["ioe", "metric-ioe"], ["rqp", "metric-rqp"], ["path", "metric-path"],
];
export const STYLES = [["any", "style-any"], ["nf", "style-nf"], ["fl", "style-fl"]];

/** Options with their names in the language spoken. */
const named = (options) => options.map(([value, id]) => [value, tr(id)]);

/** The figures a best list shows beside time and 3BV/s: a column's label and its value. */
const FIGURE_COLUMNS = [
  ["metric-ioe", (f) => fixed(f.ioe)],
  ["metric-rqp", (f) => fixed(f.rqp)],
  ["metric-stnb", (f) => fixed(f.stnb)],
  ["metric-path", (f) => fixed(f.path)],
  ["metric-corr", (f) => fixed(f.corr)],
];

/** The list shown, kept while the view is redrawn. */
const chosen = { metric: "time", style: "any" };

const secs = (ms) => decimal(ms / 1000, 3);
const rate = (g) => (g.timeMs > 0 ? decimal((g.solvedThreeBv * 1000) / g.timeMs, 3) : "–");

/** The best lists of table `t` (a key, a name and its stats): the two pickers and the list
 *  they choose; `say` writes the view's message line. */
export function bestLists(t, say) {
  const box = node("div", undefined, "mines-bests");
  const list = node("div");
  const show = () => fill(t, list, say);
  const controls = node("div", undefined, "best-pickers");
  controls.append(
    picker("records-mines-metric", tr("best-by"), named(METRICS), chosen.metric, (v) => { chosen.metric = v; show(); }),
    picker("records-mines-style", tr("best-style"), named(STYLES), chosen.style, (v) => { chosen.style = v; show(); }),
  );
  box.append(controls, list);
  show();
  return box;
}

async function fill(t, list, say) {
  const { metric, style } = chosen;
  let games = t.stats.bestTimes;
  if (metric !== "time" || style !== "any") {
    try {
      games = await call("records_mines_bests", { table: t.key, metric, style });
    } catch (e) {
      say(e.message ?? String(e));
      return;
    }
    // A newer choice was made while this one was on its way.
    if (metric !== chosen.metric || style !== chosen.style) return;
  }
  if (games.length === 0) {
    list.replaceChildren(node("p", tr("best-list-empty-wins"), "empty"));
    return;
  }
  const figures = games.map(() => FIGURE_COLUMNS.map(() => node("span", "…")));
  const rows = games.map((g, i) => [
    String(i + 1), secs(g.timeMs), String(g.threeBv), rate(g), g.style ? tr(`style-${g.style}`) : "–",
    ...figures[i],
    moment(g.at),
    replayCell("mines", t.key, g, t.name),
    evfCell(t.key, g, say),
  ]);
  list.replaceChildren(table(["#", tr("col-time"), tr("metric-3bv"), tr("metric-3bvs"), tr("best-style"), ...FIGURE_COLUMNS.map(([label]) => tr(label)), tr("col-when"), "", ""], rows, "mines-best", "records-table"));
  fillFigures(t.key, games, figures);
}

/** Writes the best games' figures into their cells once the backend has measured them. */
async function fillFigures(tableKey, games, cells) {
  let answer;
  try {
    answer = await call("records_figures", { table: tableKey, at: games.map((g) => g.at) });
  } catch {
    answer = games.map(() => null);
  }
  answer.forEach((f, i) => FIGURE_COLUMNS.forEach(([, value], k) => {
    cells[i][k].textContent = f ? value(f) : "–";
    cells[i][k].title = f ? "" : tr("no-figures");
  }));
}
