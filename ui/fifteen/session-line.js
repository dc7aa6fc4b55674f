// The current session under the 15-puzzle's board, as timers show it beside the clock: the
// size's solves, DNFs, mean and latest ao5 and ao12 this session (`fifteen_sessions`), asked
// again after each recorded attempt. The records view shows the whole session.

import { call } from "../ipc.js";
import { t } from "../l10n.js";
import { secs, showAverage } from "../records/averages.js";

/** The line for table `key` of a session's statistics `shown`; empty before its first
 *  attempt there. */
export function sessionText(shown, key) {
  const x = shown.tables.find((table) => table.key === key);
  if (!x || x.solves + x.dnfs === 0) return "";
  const [ao5, ao12] = x.time.averages;
  const parts = [t(x.dnfs ? "session-line-dnfs" : "session-line", { count: x.solves, dnfs: x.dnfs })];
  if (x.time.mean != null) parts.push(t("session-mean", { mean: secs(x.time.mean) }));
  parts.push(t("session-average", { n: 5, value: showAverage(ao5.current, secs) }), t("session-average", { n: 12, value: showAverage(ao12.current, secs) }));
  return parts.join(" · ");
}

/** The attempt the line was last asked for. */
let askedFor = null;
/** What the line shows: the session's statistics and the table, or the new session's words. */
let shownNow = null;

/** Shows the session of the table `recorded` (a recorded attempt, `{ replay: { table, at } }`)
 *  entered, once per attempt. */
export function showSession(recorded) {
  const replay = recorded?.replay;
  if (!replay || replay.at === askedFor) return;
  askedFor = replay.at;
  call("fifteen_sessions", { start: null, brief: true }).then((view) => {
    const line = document.getElementById("fifteen-session");
    if (line && askedFor === replay.at) {
      shownNow = { shown: view.shown, table: replay.table };
      line.textContent = sessionText(view.shown, replay.table);
    }
  }, () => {});
}

/** Begins a new session (the native menu's New Session; the records view has its button). */
export async function newSession() {
  await call("fifteen_session_new");
  document.getElementById("fifteen-session").textContent = t("session-new-line");
  shownNow = { fresh: true };
}

/** Writes the line again, in the language now spoken. */
export function rewriteSession() {
  const line = document.getElementById("fifteen-session");
  if (!line || !shownNow) return;
  line.textContent = shownNow.fresh ? t("session-new-line") : sessionText(shownNow.shown, shownNow.table);
}
