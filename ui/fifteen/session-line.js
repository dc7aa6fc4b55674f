// The current session under the 15-puzzle's board, as timers show it beside the clock: the
// size's solves, DNFs, mean and latest ao5 and ao12 this session (`fifteen_sessions`), asked
// again after each recorded attempt. The records view shows the whole session.

import { call } from "../ipc.js";
import { counted } from "../locale.js";
import { secs, showAverage } from "../records/averages.js";

/** The line for table `key` of a session's statistics `shown`; empty before its first
 *  attempt there. */
export function sessionText(shown, key) {
  const t = shown.tables.find((x) => x.key === key);
  if (!t || t.solves + t.dnfs === 0) return "";
  const [ao5, ao12] = t.time.averages;
  const parts = [`Session: ${counted(t.solves, "solve", "solves")}${t.dnfs ? `, ${t.dnfs} DNF` : ""}`];
  if (t.time.mean != null) parts.push(`mean ${secs(t.time.mean)}`);
  parts.push(`ao5 ${showAverage(ao5.current, secs)}`, `ao12 ${showAverage(ao12.current, secs)}`);
  return parts.join(" · ");
}

/** The attempt the line was last asked for. */
let askedFor = null;

/** Shows the session of the table `recorded` (a recorded attempt, `{ replay: { table, at } }`)
 *  entered, once per attempt. */
export function showSession(recorded) {
  const replay = recorded?.replay;
  if (!replay || replay.at === askedFor) return;
  askedFor = replay.at;
  call("fifteen_sessions", { start: null, brief: true }).then((view) => {
    const line = document.getElementById("fifteen-session");
    if (line && askedFor === replay.at) line.textContent = sessionText(view.shown, replay.table);
  }, () => {});
}

/** The line's words when a session has just begun. */
export const NEW_SESSION = "Session: new, no solve yet";

/** Begins a new session (the native menu's New Session; the records view has its button). */
export async function newSession() {
  await call("fifteen_session_new");
  document.getElementById("fifteen-session").textContent = NEW_SESSION;
}
