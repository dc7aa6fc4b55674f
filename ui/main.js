// Starts the page: the Minesweeper view, its difficulty picker and dialogs.

import { MinesView } from "./mines/view.js";
import { wireMinesControls } from "./mines/controls.js";

const view = new MinesView();
wireMinesControls(view);
view.start().catch((error) => {
  document.getElementById("result").hidden = false;
  document.getElementById("result").textContent = `Could not start: ${error.message ?? error}`;
});
