// A 15-puzzle table's best lists, as slidysim ranks them: its best solves by time, moves or
// TPS, among those of the control type the records view shows (`records_fifteen_bests`).

import { call } from "../ipc.js";
import { count, when } from "../locale.js";
import { node, picker, table } from "../dom.js";
import { num, secs } from "./averages.js";
import { replayCell } from "./cells.js";

export const METRICS = [["time", "Time"], ["moves", "Moves"], ["tps", "TPS"]];

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
  pickers.append(picker("records-fifteen-metric", "Best by", METRICS, chosen.metric, (v) => { chosen.metric = v; show(); }));
  box.append(node("h3", "Best list"), pickers, list);
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
    list.replaceChildren(node("p", "No counted solves in this list yet.", "empty"));
    return;
  }
  const body = rows.map((r, i) => [
    String(i + 1), secs(r.timeMs), count(r.moves), tps(r), r.controls, when(r.at), replayCell("fifteen", t.key, r, t.name),
  ]);
  list.replaceChildren(table(["#", "Time", "Moves", "TPS", "Control", "When", ""], body, "fifteen-best", "records-table"));
}
