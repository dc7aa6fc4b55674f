// UI settings: what undo would not restore, kept in the webview's local storage.

const KEY = "tessera.settings.v1";

const DEFAULTS = {
  game: "mines",
  chordOnLeft: true,
  questionMarks: false,
  mines: { level: "beginner" },
  custom: { width: 30, height: 16, mines: 99 },
  keyMode: "tile",
  mouseMode: "click",
  fifteen: { size: [4, 4], scheme: "plain", animMs: 0 },
};

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    const valid = saved && typeof saved === "object" ? saved : {};
    return { ...DEFAULTS, ...valid, fifteen: { ...DEFAULTS.fifteen, ...(valid.fifteen ?? {}) } };
  } catch {
    return { ...DEFAULTS };
  }
}

export const settings = load();

export function saveSettings(changes) {
  Object.assign(settings, changes);
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Storage full or disabled: settings last for this session only.
  }
}
