// Starts the page: both games' views and their controls, the game switcher and settings. Each
// game keeps its game in progress in the backend, so switching never loses one.

import { settings, saveSettings, loadSettings } from "./settings.js";
import { wireSettingsDialog } from "./settings-dialog.js";
import { showKeys, wireKeysDialog } from "./keys-dialog.js";
import { showHelp, wireHelp } from "./help-dialog.js";
import { MinesView } from "./mines/view.js";
import { wireMinesControls } from "./mines/controls.js";
import { FifteenView } from "./fifteen/view.js";
import { wireFifteenControls } from "./fifteen/controls.js";
import { RecordsView } from "./records/view.js";
import { applyTheme } from "./theme.js";
import { focusView, wireToolbars } from "./focus.js";
import { wireTooltips } from "./tooltips.js";
import { wireZoom } from "./zoom.js";
import { call } from "./ipc.js";
import { setLocale } from "./locale.js";
import { openVideo } from "./replay/view.js";
import { studyGame } from "./mines/study.js";
import { chooseOtherSize } from "./fifteen/size-menu.js";
import { newSession } from "./fifteen/session-line.js";
import { loadLanguage } from "./language.js";
import { onLanguage, t } from "./l10n.js";
import { appVersion, listen } from "./tauri.js";
import { measureParts } from "./kept-look.js";

const mines = new MinesView();
const fifteen = new FifteenView();
const records = new RecordsView();
wireMinesControls(mines);
wireFifteenControls(fifteen);
wireToolbars();
wireTooltips();
wireZoom({ mines, fifteen });
wireKeysDialog();
wireHelp();
wireSettingsDialog(() => {
  applyTheme();
  mines.rezoom();
  fifteen.rezoom();
  fifteen.repaintAll();
  mines.solver.applyMode();
  mines.counters.refresh();
});

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
    focusView();
  });
}

const failed = (error) => {
  const line = document.querySelector(`#${document.body.dataset.game}-view .status-line`);
  if (line) line.textContent = t("could-not-start", { error: String(error.message ?? error) });
};
const marks = { modules: performance.now() };
// The system's locale for dates and numbers (main: the one module that asks the backend).
const localeLoaded = call("system_locale").then(setLocale, () => {});
// A language chosen in Settings: every view writes its words again.
onLanguage(() => {
  showKeys();
  mines.rewrite();
  fifteen.rewrite();
  if (document.body.dataset.game === "records") records.refresh().catch(() => {});
  if (document.getElementById("help-dialog").open) showHelp();
});

// The catalogue before any view writes a word (English if the backend cannot say).
const languageLoaded = loadLanguage().catch(() => {});
Promise.all([loadSettings(), localeLoaded, languageLoaded]).then(async () => {
  marks.settings = performance.now();
  showKeys();
  // The shade before the first board, so a dark desktop never sees the board drawn light.
  await applyTheme();
  const game = settings.game in views ? settings.game : "mines";
  show(game);
  // The game on screen first; the other one after, so the first board is drawn sooner.
  const [first, second] = game === "fifteen" ? [fifteen, mines] : [mines, fifteen];
  await first.start().catch(failed);
  marks.board = performance.now();
  // The words are written: the bars the first board (start.js) kept hidden show.
  delete document.documentElement.dataset.firstBoard;
  // The first board is drawn: tell the backend at the next frame, which then starts the work
  // that waited for it (app_ready: the 15-puzzle's tables loaded from their cache); builds made
  // for start-up measurements also print the moment (first_frame).
  requestAnimationFrame(() => {
    marks.frame = performance.now();
    call("app_ready").catch(() => {});
    // The parts around the first board, now with their words, for the next start (kept-look.js).
    if (window.__tesseraFirstBoard) call("first_look_keep", { look: measureParts() }).catch(() => {});
    call("first_frame", { pageOriginMs: performance.timeOrigin, marks }).catch(() => {});
  });
  await second.start().catch(failed);
  showRecordsNotice();
  takeVideo();
});

// Anything the player must know about the records file (moved aside, read-only, upgraded),
// asked once the first board is up.
const notice = document.getElementById("notice");
document.getElementById("notice-close").addEventListener("click", () => { notice.hidden = true; });
function showRecordsNotice() {
  call("records_notice").then((text) => {
    if (text) {
      document.getElementById("notice-text").textContent = text;
      notice.hidden = false;
    }
  }, () => {});
}

// The native menu: each choice arrives as a `menu` event and does what the page's own controls do.
const menuActions = {
  "new-game": () => {
    const game = document.body.dataset.game;
    if (game === "mines") return mines.newGame();
    if (game === "fifteen") return fifteen.scramble();
  },
  "mines-custom": () => { show("mines"); document.getElementById("custom-button").click(); },
  "mines-same-board": () => { show("mines"); return mines.sameBoard(); },
  "mines-study": () => { show("mines"); studyGame(mines.state); },
  "mines-copy": () => { show("mines"); return mines.copyBoard(); },
  "view-counters": () => { saveSettings({ counters: !settings.counters }); mines.counters.refresh(); },
  records: () => show("records"),
  settings: () => document.getElementById("settings-button").click(),
  "how-to-play": () => showHelp("rules"),
  shortcuts: () => showHelp("keys"),
  about: async () => {
    const version = await appVersion().catch(() => "");
    document.getElementById("about-version").textContent = version ?? "";
    document.getElementById("about-dialog").showModal();
  },
};
for (const level of ["beginner", "intermediate", "expert"]) {
  menuActions[`mines-${level}`] = () => { show("mines"); return mines.newGame({ level }); };
}
for (let n = 3; n <= 10; n++) {
  menuActions[`fifteen-${n}x${n}`] = () => { show("fifteen"); return fifteen.scramble([n, n]); };
}
menuActions["fifteen-other-size"] = () => { show("fifteen"); chooseOtherSize(); };
menuActions["fifteen-new-session"] = () => { show("fifteen"); return newSession(); };
// A video opened by the desktop (a drop on the window, a file opened with Tessera): the backend
// read it; the viewer plays it. Also asked once at start, for a launch with a file.
function takeVideo() {
  call("video_take").then((opened) => { if (opened) openVideo(opened); }, () => {});
}
listen("video", takeVideo);

listen("menu", (e) => {
  const act = menuActions[e.payload];
  if (act) Promise.resolve(act()).catch(failed);
});
