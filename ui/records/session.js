// The 15-puzzle's sessions in the records view (`fifteen_sessions`): the current session, from
// the app's start or the last "New session", or an earlier one looked back at; per size its
// solves and DNFs, mean, standard deviation, best and worst, trimmed averages, and histograms
// of time, moves and TPS. "New session" ends the current one (`fifteen_session_new`).

import { call } from "../ipc.js";
import { count, decimal, when } from "../locale.js";
import { node, table } from "../dom.js";
import { FIGURES, SINGLE_MOVES, averagesTable, num, secs, statGrid } from "./averages.js";
import { edgeDigits, histogramChart } from "./histogram.js";
import { mark, t as tr } from "../l10n.js";

/** Each figure's row: its label's message, how a single and a mean are written, and its
 *  histogram's title and how an edge of a histogram of bins `width` wide is written. */
const ROWS = [
  ["time", "col-time", secs, FIGURES.time, "histogram-time", (width) => (ms) => decimal(ms / 1000, edgeDigits(width / 1000))],
  ["moves", "col-moves", SINGLE_MOVES, FIGURES.moves, "col-moves", () => (v) => count(v)],
  ["tps", "stat-tps", FIGURES.tps, FIGURES.tps, "stat-tps", (width) => (v) => decimal(v, edgeDigits(width))],
];

/** A figure written by `show`, or a dash where there is none (no solve yet). */
const shown = (v, show) => (v == null ? "–" : show(v));

/** A session as its picker names it. */
function sessionName(s, current) {
  return s.start === current ? tr("session-this", { since: when(s.start) }) : tr("session-earlier", { since: when(s.start), count: s.attempts });
}

/** One table's figures in a session. */
function tableFigures(t) {
  const box = node("div", undefined, "session-table");
  const figures = ROWS.map(([key, label, single, mean]) => {
    const m = t[key];
    // The spread in seconds for time, with two decimals for moves and TPS.
    const spread = key === "time" ? secs : (v) => num(v, 2);
    return [tr(label), shown(m.mean, mean), shown(m.deviation, spread), shown(m.best, single), shown(m.worst, single)];
  });
  const charts = node("div", undefined, "histograms");
  for (const [key, , , , title, edge] of ROWS) {
    const h = t[key].histogram;
    if (h) charts.append(histogramChart(h, tr(title), edge(h.width)));
  }
  box.append(
    node("h3", t.name),
    statGrid([
      [tr("stat-solves"), count(t.solves), "sessionSolves"], [tr("stat-dnf"), count(t.dnfs), "sessionDnfs"],
      ...(t.aside ? [[tr("stat-not-counted"), count(t.aside), "sessionAside"]] : []),
    ]),
    table(["", tr("col-mean"), "σ", tr("col-best"), tr("col-worst")], figures, `session-figures-${t.key}`, "records-table session-figures"),
    averagesTable(t, `session-averages-${t.key}`),
    charts,
  );
  return box;
}

export class SessionPanel {
  constructor(box, say) {
    this.box = box;
    this.say = say;
    this.view = null;
    // The session asked for: null for the current one.
    this.asked = null;
    const head = node("div", undefined, "records-head");
    const title = mark(node("h2"), "sessions-title");
    title.id = "records-session-title";
    box.setAttribute("aria-labelledby", title.id);
    this.picker = node("select");
    this.picker.id = "records-session-pick";
    mark(this.picker, "sessions-pick");
    this.picker.addEventListener("change", () => this.show(this.picker.value === this.view?.current ? null : this.picker.value));
    const begin = mark(node("button", undefined, "plain"), "sessions-new");
    begin.id = "records-session-new";
    begin.type = "button";
    begin.addEventListener("click", () => this.begin());
    head.append(title, this.picker, begin);
    this.body = node("div");
    this.body.id = "records-session-body";
    box.append(head, this.body);
  }

  refresh() {
    return this.show(this.asked);
  }

  async show(start) {
    this.asked = start;
    try {
      const view = await call("fifteen_sessions", { start });
      if (this.asked === start) this.render(view);
    } catch (e) {
      this.say(e.message ?? String(e));
    }
  }

  async begin() {
    try {
      this.asked = null;
      this.render(await call("fifteen_session_new"));
      this.say(tr("sessions-began"));
    } catch (e) {
      this.say(e.message ?? String(e));
    }
  }

  render(view) {
    this.view = view;
    const listed = view.sessions.filter((s) => s.start !== view.current);
    this.picker.replaceChildren(
      new Option(sessionName({ start: view.current }, view.current), view.current),
      ...listed.map((s) => new Option(sessionName(s, view.current), s.start)),
    );
    this.picker.value = view.shown.start;
    const tables = view.shown.tables;
    this.body.replaceChildren(...(tables.length
      ? tables.map(tableFigures)
      : [node("p", tr("session-empty"), "empty")]));
  }
}
