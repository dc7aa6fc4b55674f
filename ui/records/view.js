// The records view: best times, streaks and win rate per Minesweeper table; singles, averages
// and a chart per 15-puzzle size; export, import and reset. Rendered from `records_get`.

import { call } from "../ipc.js";
import { ask } from "../ask.js";
import { count, decimal } from "../locale.js";
import { RATE_CHART, TIME_CHART, WIN_TIME_CHART, legendEntries, lineChart } from "./chart.js";
import { isPractice, legsText } from "../fifteen/practice.js";
import { asideText, importMessage, whyText } from "./messages.js";
import { replayCell } from "./cells.js";
import { bestLists } from "./mines-bests.js";
import { fifteenBests } from "./fifteen-bests.js";
import { SessionPanel } from "./session.js";
import { moment, node, table as tableOf } from "../dom.js";
import { averagesTable, num, secs, statGrid } from "./averages.js";
import { WAIT_SHOWN_AFTER_MS, noticeSlow } from "../wait.js";
import { expose } from "../hooks.js";
import { t as tr } from "../l10n.js";

const table = (head, rows, id) => tableOf(head, rows, id, "records-table");

const $ = (id) => document.getElementById(id);


/** The width a chart in `box` is drawn at: the box's content width, once laid out. */
function chartWidth(box) {
  const style = getComputedStyle(box);
  const width = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return width > 0 ? width : undefined;
}

/** What each chart on the page shows (its points and spec, chart.js) and the width it was
 *  drawn at, so that it can be drawn again at another. */
const charts = new WeakMap();

/** A chart of `points` by `spec`: its place (drawn there by `drawCharts` once its box holds
 *  everything it shows, whose width can depend on it), and its legend of the lines it draws. */
function chartOf(points, spec) {
  const place = node("div", undefined, "chart-place");
  charts.set(place, { points, spec, width: null });
  const legend = node("div", undefined, "legend");
  legend.append(...legendEntries(points, spec).map(([cls, label]) => node("span", label, cls)));
  return [place, legend];
}

/** Draws each chart in `box` at the box's width, unless it is drawn at that width already:
 *  after the box is filled, and when it is resized, so that every chart fills its box with
 *  its labels at their written size. */
function drawCharts(box) {
  const drawn = box.querySelectorAll(".chart, .chart-place");
  // No chart, no style to read (a box resized without one, or showing an empty table).
  if (drawn.length === 0) return;
  const width = chartWidth(box);
  for (const old of drawn) {
    const shown = charts.get(old);
    if (!shown || shown.width === width) continue;
    const chart = lineChart(shown.points, shown.spec, width);
    charts.set(chart, { ...shown, width });
    old.replaceWith(chart);
  }
}

/** One practice run in the last-attempts table: its legs' times instead of an optimum. */
function runRow(a) {
  const kind = whyText(a.aside);
  return [
    moment(a.at),
    secs(a.timeMs), count(a.moves), legsText(a.splits), kind,
  ];
}

/** One attempt in the last-attempts table: its optimal length once known, and what kind
 *  of attempt it was when it does not count. */
function attemptRow(a) {
  const eff = a.optimal != null && a.timeMs != null && a.moves > 0 ? `${decimal((100 * a.optimal) / a.moves, 1)}%` : "–";
  const kind = whyText(a.aside);
  return [
    moment(a.at),
    secs(a.timeMs), count(a.moves), a.optimal == null ? "–" : String(a.optimal), eff, kind,
  ];
}

function aside(counts, games) {
  const text = asideText(counts, games);
  return text ? [node("p", text, "aside")] : [];
}

export class RecordsView {
  constructor() {
    this.root = $("records-view");
    this.data = null;
    this.pending = null;
    $("records-mines-table").addEventListener("change", () => this.render());
    $("records-fifteen-table").addEventListener("change", () => this.render());
    $("records-fifteen-control").addEventListener("change", () => this.render());
    $("records-mines-reset").addEventListener("click", () => this.reset("mines", $("records-mines-table")));
    $("records-fifteen-reset").addEventListener("click", () => this.reset("fifteen", $("records-fifteen-table")));
    $("records-export-json").addEventListener("click", () => this.export("json"));
    $("records-export-csv").addEventListener("click", () => this.export("csv"));
    $("records-import").addEventListener("change", (e) => this.import(e.target));
    $("records-undo").addEventListener("click", () => this.undo());
    $("records-mines-evf").addEventListener("click", () => this.exportEvf());
    expose("__tesseraRecords", () => this.data);
    this.session = new SessionPanel($("records-session"), (text) => this.say(text));
    // A box's width changes with the window and with what the other box holds (the two
    // share a row when they fit): its charts follow.
    const resized = new ResizeObserver((entries) => entries.forEach((e) => drawCharts(e.target)));
    resized.observe($("records-mines"));
    resized.observe($("records-fifteen"));
  }

  async refresh() {
    this.data = await this.slowly(call("records_get"), tr("records-reading"));
    this.render();
    await this.session.refresh();
    return this.data;
  }

  say(text) {
    $("records-message").textContent = text;
  }

  /** The answer to `request`; while it takes longer than a moment (a long history, a big
   *  export or import), the message line says what is being done and the view is busy. */
  slowly(request, doing) {
    return noticeSlow(request, WAIT_SHOWN_AFTER_MS, (slow) => {
      this.root.setAttribute("aria-busy", String(slow));
      if (slow) this.say(doing);
      else if ($("records-message").textContent === doing) this.say("");
    });
  }

  render() {
    const d = this.data;
    if (!d) return;
    $("records-path").textContent = d.path ? tr(d.readOnly ? "records-path-read-only" : "records-path", { path: d.path }) : tr("records-not-saved");
    $("records-undo").hidden = !d.undo;
    $("records-undo").textContent = d.undo ?? "";
    this.fill($("records-mines-table"), d.mines);
    this.fill($("records-fifteen-table"), d.fifteen);
    // Nothing on record, nothing to export.
    $("records-export-json").disabled = d.mines.length === 0 && d.fifteen.length === 0;
    $("records-export-csv").disabled = d.fifteen.length === 0;
    this.renderMines(d.mines.find((t) => t.key === $("records-mines-table").value));
    this.showFifteen(d.fifteen.find((t) => t.key === $("records-fifteen-table").value));
    // Each box's width depends on what both hold (they share a row when they fit).
    drawCharts($("records-mines"));
    drawCharts($("records-fifteen"));
  }

  fill(select, tables) {
    const keep = select.value;
    select.replaceChildren(...tables.map((t) => new Option(t.name, t.key)));
    if (tables.some((t) => t.key === keep)) select.value = keep;
    // No table yet: no empty picker.
    select.hidden = tables.length === 0;
  }

  renderMines(t) {
    const box = $("records-mines");
    $("records-mines-reset").disabled = !t;
    // Only counted wins are exported (the best list's games): none, nothing to export.
    $("records-mines-evf").disabled = !t?.stats.bestTimes.length;
    if (!t) return box.replaceChildren(node("p", tr("records-no-games"), "empty"));
    const s = t.stats;
    const streak = s.currentStreak > 0 ? tr("streak-won", { count: s.currentStreak }) : s.currentStreak < 0 ? tr("streak-lost", { count: -s.currentStreak }) : "–";
    box.replaceChildren(
      statGrid([
        [tr("stat-played"), count(s.played), "played"], [tr("stat-won"), count(s.won), "won"],
        [tr("stat-win-rate"), s.winPercent == null ? "–" : `${Math.round(s.winPercent)}%`, "winPercent"],
        [tr("stat-streak"), streak, "streak"], [tr("stat-longest-winning"), count(s.longestWinningStreak), "longestWin"],
        [tr("stat-longest-losing"), count(s.longestLosingStreak), "longestLoss"],
        [tr("stat-best-3bvs"), num(s.bestThreeBvPerS), "bestBbbvs"],
      ]),
      ...aside(s.aside, "mines"),
      s.bestTimes.length ? bestLists(t, (text) => this.say(text))
        : node("p", tr(s.won > 0 ? "records-no-best-wins" : "records-no-wins"), "empty"),
      ...(s.recent.length ? [
        node("h3", tr("records-last-wins", { count: s.recent.length })),
        ...chartOf(s.recent, WIN_TIME_CHART),
        ...chartOf(s.recent, RATE_CHART),
      ] : []),
    );
  }

  /** The chosen table, of every attempt or (asked of the backend) those of one control type. */
  showFifteen(t) {
    const control = $("records-fifteen-control").value;
    if (!t || control === "all") {
      this.controlAsked = null;
      return this.renderFifteen(t);
    }
    const asked = (this.controlAsked = { key: t.key, control });
    call("records_fifteen_by_control", { table: t.key, control }).then((stats) => {
      if (this.controlAsked !== asked) return;
      this.renderFifteen({ ...t, stats });
      drawCharts($("records-fifteen"));
    }, (e) => $("records-fifteen").replaceChildren(node("p", e.message ?? String(e), "empty")));
  }

  renderFifteen(t) {
    const box = $("records-fifteen");
    $("records-fifteen-reset").disabled = !t;
    if (!t) return box.replaceChildren(node("p", tr("records-no-solves"), "empty"));
    const s = t.stats;
    box.replaceChildren(
      statGrid([
        [tr("stat-best-time"), s.time.bestSingle == null ? "–" : secs(s.time.bestSingle), "bestTime"],
        [tr("stat-fewest-moves"), s.moves.bestSingle == null ? "–" : count(s.moves.bestSingle), "bestMoves"],
        [tr("stat-best-tps"), num(s.tps.bestSingle), "bestTps"],
        [tr("stat-solves"), count(s.totalSolves), "solves"], [tr("stat-today"), count(s.solvesToday), "today"],
        [tr("stat-dnf"), count(s.dnfs), "dnfs"],
        [tr("stat-efficiency"), s.meanEfficiency == null ? "–" : `${decimal(100 * s.meanEfficiency, 1)}%`, "efficiency"],
      ].filter(([, , id]) => id !== "efficiency" || !isPractice(t.key))),
      ...aside(s.aside, "fifteen"),
      averagesTable(s, "fifteen-averages"),
      fifteenBests(t, $("records-fifteen-control").value, (text) => this.say(text)),
      // A chart with something to draw, or a word that there is nothing yet.
      ...(s.recent.length ? chartOf(s.recent, TIME_CHART) : [node("p", tr("records-nothing-to-chart"), "empty")]),
      node("h3", tr("records-last-attempts")),
      isPractice(t.key)
        ? table([tr("col-when"), tr("col-time"), tr("col-moves"), tr("col-legs"), "", ""], s.last.map((a) => [...runRow(a), replayCell("fifteen", t.key, a, t.name)]), "fifteen-last")
        : table([tr("col-when"), tr("col-time"), tr("col-moves"), tr("col-optimal"), tr("col-eff"), "", ""], s.last.map((a) => [...attemptRow(a), replayCell("fifteen", t.key, a, t.name)]), "fifteen-last"),
    );
  }

  async reset(game, select) {
    const key = select.value;
    if (!key) return;
    const name = select.selectedOptions[0]?.textContent ?? key;
    const text = tr(game === "mines" ? "reset-ask-games" : "reset-ask-solves", { name });
    if (!(await ask({ title: tr("reset-title", { name }), text, yes: tr("reset-yes"), danger: true }))) return;
    try {
      this.data = await this.slowly(call("records_reset", { game, table: key }), tr("reset-doing", { name }));
      this.render();
      this.say(tr("reset-done", { name }));
    } catch (e) {
      this.say(e.message ?? String(e));
    }
  }

  async export(format) {
    try {
      const { path } = await this.slowly(call("records_export", { format }), tr("export-doing"));
      this.say(tr("saved-path", { path }));
    } catch (e) {
      this.say(e.message ?? String(e));
    }
  }

  async import(input) {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    try {
      const imported = await this.slowly(call("records_import", { text: await file.text() }), tr("import-doing"));
      await this.refresh();
      this.say(importMessage(imported));
    } catch (e) {
      this.say(e.message ?? String(e));
    }
  }

  /** Every won game of the Minesweeper table shown, as EVF videos in a new folder. */
  async exportEvf() {
    const table = $("records-mines-table").value;
    if (!table) return;
    try {
      const v = await this.slowly(call("records_export_evf", { table, at: null }), tr("evf-doing"));
      this.say(tr(v.skipped.length ? "evf-saved-skipped" : "evf-saved", { count: v.games, path: v.path, skipped: v.skipped.length }));
    } catch (e) {
      this.say(e.message ?? String(e));
    }
  }

  /** Takes back the last import or reset. */
  async undo() {
    try {
      this.data = await this.slowly(call("records_undo"), tr("undo-doing"));
      this.render();
      this.say(tr("undo-done"));
    } catch (e) {
      this.say(e.message ?? String(e));
    }
  }
}
