// The one door to the backend. Each call waits in its lane: the calls of one lane go out one
// at a time, in order, so each answer applies to the state the previous one left; lanes never
// wait for each other. A failed call rejects with the backend's typed error, `{ kind, message }`.
//
// - "game" (the default): whatever changes or reads a game or the records, in the order asked.
// - "work": what may take long and changes no board: the 15-puzzle's hint, solution and optimal
//   length (the first waits seconds for the pattern tables), exports and imports, and the
//   records' notice at start (it waits for the records to be read: with 100,000 solves and
//   100,000 games, a second or more, which the first click must not wait behind), and the
//   session's line after a solve (a pass over the history).
// - none: 15-puzzle moves, each sent the moment it is made (the backend applies them in the
//   order made by their numbers, `inbox.rs`); and the page's word that its first board is on
//   screen (`app_ready`, `first_look_keep` with the sizes around it, and `first_frame` in
//   start-up timing builds), which starts the work that waited for it and must not wait
//   behind the other game's start.
// So a move never waits behind a solver, an export or a table build. (The pointer's path stays
// in the game's lane: its batches are small, and belong to the game before a new one.)
import { say, t } from "./l10n.js";
import { expose } from "./hooks.js";
import { invoke } from "./tauri.js";

const UNQUEUED = new Set(["fifteen_move", "app_ready", "first_look_keep", "first_frame"]);
const WORK = new Set(["fifteen_hint", "fifteen_solution", "fifteen_optimal", "records_export", "records_export_evf", "records_import", "records_notice", "fifteen_sessions"]);

/** The lane `command` waits in; null for none. */
export function laneOf(command) {
  if (UNQUEUED.has(command)) return null;
  return WORK.has(command) ? "work" : "game";
}

/** A `call` over `invoke` (Tauri's, or a test's). */
export function caller(invoke) {
  const lanes = new Map();
  return function call(command, args = {}) {
    const run = () => {
      if (!invoke) {
        return Promise.reject({ kind: "noBackend", message: t("error-no-backend") });
      }
      return invoke(command, args).catch((error) => {
        if (typeof error !== "object" || error === null || !("kind" in error)) throw { kind: "ipc", message: String(error) };
        // The backend's words (`said`: a message and its variables) in the language spoken.
        throw error.said ? { ...error, message: say(error.said) } : error;
      });
    };
    const lane = laneOf(command);
    if (lane === null) return run();
    const result = (lanes.get(lane) ?? Promise.resolve()).then(run, run);
    lanes.set(lane, result.catch(() => {}));
    return result;
  };
}

/** Who hears every answer (and typed error) the backend gives the page: nobody, unless an
 *  end-to-end test asks (`window.__tesseraHear(fn)`), to check what the page may see. */
const hearers = [];
expose("__tesseraHear", (hear) => hearers.push(hear));

/** `invoke` with every answer told to the hearers. */
export function heard(invoke) {
  if (!invoke) return invoke;
  const tell = (command, answer) => hearers.forEach((hear) => hear(command, answer));
  return (command, args) => invoke(command, args).then(
    (answer) => (tell(command, answer), answer),
    (error) => { tell(command, error); throw error; },
  );
}

export const call = caller(heard(invoke));
