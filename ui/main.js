// Starts the page: both games' views and their controls, the game switcher and settings. Each
// game keeps its game in progress in the backend, so switching never loses one.

import { settings, saveSettings } from "./settings.js";
import { wireSettingsDialog } from "./settings-dialog.js";
import { MinesView } from "./mines/view.js";
import { wireMinesControls } from "./mines/controls.js";
import { FifteenView } from "./fifteen/view.js";
import { wireFifteenControls } from "./fifteen/controls.js";
import { RecordsView } from "./records/view.js";
import { call } from "./ipc.js";

const mines = new MinesView();
const fifteen = new FifteenView();
const records = new RecordsView();
wireMinesControls(mines);
wireFifteenControls(fifteen);
wireSettingsDialog(() => fifteen.repaintAll());

const views = {
  mines: document.getElementById("mines-view"),
  fifteen: document.getElementById("fifteen-view"),
  records: document.getElementById("records-view"),
};

function show(game) {
  for (const [name, el] of Object.entries(views)) el.hidden = name !== game;
  for (const tab of document.querySelectorAll(".tab")) {
    tab.setAttribute("aria-selected", String(tab.dataset.game === game));
  }
  document.body.dataset.game = game;
  saveSettings({ game });
  if (game === "mines") mines.relayout();
  else if (game === "fifteen") fifteen.fit();
  else records.refresh().catch((e) => records.say(e.message ?? String(e)));
}

for (const tab of document.querySelectorAll(".tab")) {
  tab.addEventListener("click", () => {
    show(tab.dataset.game);
    tab.blur();
  });
}

show(settings.game in views ? settings.game : "mines");
const failed = (error) => {
  const line = document.querySelector(`#${document.body.dataset.game}-view .status-line`);
  if (line) line.textContent = `Could not start: ${error.message ?? error}`;
};
mines.start().catch(failed);
fifteen.start().catch(failed);

// Anything the player must know about the records file (moved aside, read-only, upgraded).
const notice = document.getElementById("notice");
document.getElementById("notice-close").addEventListener("click", () => { notice.hidden = true; });
call("records_get").then((r) => {
  if (r.notice) {
    document.getElementById("notice-text").textContent = r.notice;
    notice.hidden = false;
  }
}, () => {});
