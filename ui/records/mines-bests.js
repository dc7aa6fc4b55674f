// A Minesweeper table's best lists, as players compare them: by time, 3BV/s, STNB, IOE, RQP
// or path, among NF games, FL games or either (`records_mines_bests`; the list by time of
// either comes with the records). Each game's figures come from its replay, measured as the
// result panel measures a game (`records_figures`), filled in when they arrive.

import { call } from "../ipc.js";
import { decimal, when } from "../locale.js";
import { fixed } from "../figures.js";
import { node, picker, table } from "../dom.js";
import { evfCell, replayCell } from "./cells.js";

/** The figures a best list ranks by, better the way the community reads each. */
export const METRICS = [
  ["time", "Time"], ["3bvs", "3BV/s"], ["stnb", "STNB"], ["ioe", "IOE"], ["rqp", "RQP"], ["path", "Path"],
];
export const STYLES = [["any", "NF or FL"], ["nf", "NF"], ["fl", "FL"]];

/** The figures a best list shows beside time and 3BV/s: a column's label and its value. */
const FIGURE_COLUMNS = [
  ["IOE", (f) => fixed(f.ioe)],
  ["RQP", (f) => fixed(f.rqp)],
  ["STNB", (f) => fixed(f.stnb)],
  ["Path", (f) => fixed(f.path)],
  ["Corr.", (f) => fixed(f.corr)],
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
    picker("records-mines-metric", "Best by", METRICS, chosen.metric, (v) => { chosen.metric = v; show(); }),
    picker("records-mines-style", "Style", STYLES, chosen.style, (v) => { chosen.style = v; show(); }),
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
    list.replaceChildren(node("p", "No wins in this list yet.", "empty"));
    return;
  }
  const figures = games.map(() => FIGURE_COLUMNS.map(() => node("span", "…")));
  const rows = games.map((g, i) => [
    String(i + 1), secs(g.timeMs), String(g.threeBv), rate(g), (g.style ?? "–").toUpperCase(),
    ...figures[i],
    when(g.at),
    replayCell("mines", t.key, g, t.name),
    evfCell(t.key, g, say),
  ]);
  list.replaceChildren(table(["#", "Time", "3BV", "3BV/s", "Style", ...FIGURE_COLUMNS.map(([label]) => label), "When", "", ""], rows, "mines-best", "records-table"));
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
    cells[i][k].title = f ? "" : "No figures: a game without a replay, or with an undo or a pause";
  }));
}
