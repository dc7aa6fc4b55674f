// Starts the page: both games' views and their controls, the game switcher and settings. Each
// game keeps its game in progress in the backend, so switching never loses one.

import { settings, saveSettings } from "./settings.js";
import { wireSettingsDialog } from "./settings-dialog.js";
import { MinesView } from "./mines/view.js";
import { wireMinesControls } from "./mines/controls.js";
import { FifteenView } from "./fifteen/view.js";
import { wireFifteenControls } from "./fifteen/controls.js";

const mines = new MinesView();
const fifteen = new FifteenView();
wireMinesControls(mines);
wireFifteenControls(fifteen);
wireSettingsDialog(() => fifteen.repaintAll());

const views = { mines: document.getElementById("mines-view"), fifteen: document.getElementById("fifteen-view") };

function show(game) {
  for (const [name, el] of Object.entries(views)) el.hidden = name !== game;
  for (const tab of document.querySelectorAll(".tab")) {
    tab.setAttribute("aria-selected", String(tab.dataset.game === game));
  }
  document.body.dataset.game = game;
  saveSettings({ game });
  if (game === "mines") mines.relayout();
  else fifteen.fit();
}

for (const tab of document.querySelectorAll(".tab")) {
  tab.addEventListener("click", () => {
    show(tab.dataset.game);
    tab.blur();
  });
}

show(settings.game === "fifteen" ? "fifteen" : "mines");
const failed = (error) => {
  const line = document.querySelector(`#${document.body.dataset.game}-view .status-line`);
  if (line) line.textContent = `Could not start: ${error.message ?? error}`;
};
mines.start().catch(failed);
fifteen.start().catch(failed);
