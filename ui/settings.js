// UI settings: what undo would not restore. The backend keeps them in settings.json beside
// the records (written atomically), so they come back however the app was closed.

import { call } from "./ipc.js";

const DEFAULTS = {
  game: "mines",
  // "system" (the system's display language) or a language's tag (language.js).
  language: "system",
  // "system" (the desktop's light or dark), "light" or "dark" (theme.js).
  theme: "system",
  // Each game's board size as a factor of the size that fits the window (zoom.js).
  zoom: { mines: 1, fifteen: 1 },
  chordOnLeft: true,
  questionMarks: false,
  // Record the pointer's path over the Minesweeper board for replays.
  pointerPath: true,
  counters: false,
  mines: { level: "beginner" },
  custom: { width: 30, height: 16, mines: 99 },
  // Minesweeper's solver: "manual" (no help), "semi" (hint and odds on request), "full"
  // (auto-play too); auto-play's speed; the first-click policy per difficulty level.
  solverMode: "manual",
  autoSpeed: "fast",
  firstClick: {},
  keyMode: "tile",
  // The player's key binds: per game, an action's keys, over keys.js's defaults.
  keys: {},
  mouseMode: "click",
  // Practice: "single", "relay" (the sizes in `relay`), "marathon" (`marathon` scrambles of
  // `size`) or "blind".
  fifteen: { size: [4, 4], scheme: "plain", schemes: {}, files: {}, animMs: 0, solveSpeed: "normal", mode: "single", relay: "3x3, 4x4, 5x5", marathon: 10 },
};

export const settings = structuredClone(DEFAULTS);

/** Loads the saved settings over the defaults; call once before the views start. */
export async function loadSettings() {
  try {
    const saved = await call("settings_get");
    const valid = saved && typeof saved === "object" ? saved : {};
    const firstClick = valid.firstClick && typeof valid.firstClick === "object" ? valid.firstClick : {};
    Object.assign(settings, valid, { fifteen: { ...DEFAULTS.fifteen, ...(valid.fifteen ?? {}) }, firstClick });
  } catch {
    // No saved settings: the defaults stand.
  }
}

let saveQueued = false;

/** Applies `changes` and, if any value differs, saves the settings. The save goes out after
 *  whatever else the current event asks of the backend, so a file write (about 20 ms with its
 *  flush) never holds up a game's call made in the same event. */
export function saveSettings(changes) {
  const changed = Object.entries(changes).some(([k, v]) => JSON.stringify(settings[k]) !== JSON.stringify(v));
  Object.assign(settings, changes);
  if (!changed || saveQueued) return;
  saveQueued = true;
  setTimeout(() => {
    saveQueued = false;
    call("settings_save", { settings }).catch(() => {
      // Not saved (no data directory): the settings last for this session.
    });
  }, 0);
}
