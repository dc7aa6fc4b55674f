// A 15-puzzle table's best lists, as slidysim ranks them: its best solves by time, moves or
// TPS, among those of the control type the records view shows (`records_fifteen_bests`).

import { call } from "../ipc.js";
import { count } from "../locale.js";
import { moment, node, picker, table } from "../dom.js";
import { num, secs } from "./averages.js";
import { replayCell } from "./cells.js";
import { t as tr } from "../l10n.js";

/** The figures a best list ranks by: [value, its name's message]. */
export const METRICS = [["time", "col-time"], ["moves", "col-moves"], ["tps", "stat-tps"]];

/** The list shown, kept while the view is redrawn. */
const chosen = { metric: "time" };

const tps = (r) => (r.timeMs > 0 ? num((r.moves * 1000) / r.timeMs, 2) : "–");

/** The best list of table `t` (a key and a name) among the solves of `control`: its picker
 *  and the list it chooses; `say` writes the view's message line. */
export function fifteenBests(t, control, say) {
  const box = node("div", undefined, "fifteen-bests");
  const list = node("div");
  const show = () => fill(t, control, list, say);
  const pickers = node("div", undefined, "best-pickers");
  const metrics = METRICS.map(([value, id]) => [value, tr(id)]);
  pickers.append(picker("records-fifteen-metric", tr("best-by"), metrics, chosen.metric, (v) => { chosen.metric = v; show(); }));
  box.append(node("h3", tr("best-list")), pickers, list);
  show();
  return box;
}

async function fill(t, control, list, say) {
  const { metric } = chosen;
  let rows;
  try {
    rows = await call("records_fifteen_bests", { table: t.key, metric, control });
  } catch (e) {
    say(e.message ?? String(e));
    return;
  }
  // A newer choice was made while this one was on its way.
  if (metric !== chosen.metric) return;
  if (rows.length === 0) {
    list.replaceChildren(node("p", tr("best-list-empty-solves"), "empty"));
    return;
  }
  const body = rows.map((r, i) => [
    String(i + 1), secs(r.timeMs), count(r.moves), tps(r), tr(`control-${r.controls}`), moment(r.at), replayCell("fifteen", t.key, r, t.name),
  ]);
  list.replaceChildren(table(["#", tr("col-time"), tr("col-moves"), tr("stat-tps"), tr("col-control"), tr("col-when"), ""], body, "fifteen-best", "records-table"));
}
