// The cells of a record's row that act on it: its replay, and a won Minesweeper game's EVF
// video. Shared by the records view and its best lists.

import { call } from "../ipc.js";
import { when } from "../locale.js";
import { node } from "../dom.js";
import { openReplay } from "../replay/view.js";
import { t } from "../l10n.js";

const $ = (id) => document.getElementById(id);

/** A row's replay button, or a dash for a game recorded before replays. */
export function replayCell(game, table, row, name) {
  if (!row.proof) {
    const none = node("span", "–", "no-replay");
    none.title = t("no-replay");
    return none;
  }
  const b = node("button", "▶", "plain replay");
  b.type = "button";
  b.title = t("replay");
  b.setAttribute("aria-label", t("replay"));
  b.addEventListener("click", () => openReplay({ game, table, at: row.at }, `${name}, ${when(row.at)}`).catch((e) => {
    $("records-message").textContent = e.message ?? String(e);
  }));
  return b;
}

/** A won Minesweeper game's EVF button (the video format of Metasweeper and ms_toollib). */
export function evfCell(table, row, say) {
  if (!row.proof) return "";
  const b = node("button", t("evf-button"), "plain evf");
  b.type = "button";
  b.title = t("save-evf");
  b.addEventListener("click", () => call("records_export_evf", { table, at: row.at }).then(
    (v) => say(t("saved-path", { path: v.path })),
    (e) => say(e.message ?? String(e)),
  ));
  return b;
}
