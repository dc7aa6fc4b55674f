// Light, dark, or the desktop's choice; and less motion when the desktop asks for it. The
// backend themes the window with the player's choice and answers the look to draw
// (`theme_apply`: `{ shade, reduceMotion }`), and tells of each change of the desktop's (`theme`
// events). The page draws by `data-theme` and `data-motion` on <html> (styles.css); what
// paints on a canvas redraws through `onShade`.

import { call } from "./ipc.js";
import { settings } from "./settings.js";
import { expose } from "./hooks.js";
import { listen } from "./tauri.js";

// The shade the page found before any of its own code drew one: the shell marks <html> before
// the first paint (first_look.rs), so a player who draws dark never sees a light frame.
const shadeAtStart = globalThis.document?.documentElement.dataset.theme ?? null;
expose("__tesseraShadeAtStart", () => shadeAtStart);

export const THEMES = ["system", "light", "dark"];

const redraws = [];

/** Calls `redraw(shade)` after each change of shade. */
export function onShade(redraw) {
  redraws.push(redraw);
}

function draw(look, withShade) {
  const root = document.documentElement;
  if (look?.reduceMotion) root.dataset.motion = "reduce";
  else delete root.dataset.motion;
  const shade = look?.shade;
  if (!withShade || (shade !== "light" && shade !== "dark") || root.dataset.theme === shade) return;
  root.dataset.theme = shade;
  for (const redraw of redraws) redraw(shade);
}

/** Applies the player's choice (the settings' unless given). */
export async function applyTheme(choice = settings.theme) {
  try {
    draw(await call("theme_apply", { choice: THEMES.includes(choice) ? choice : "system" }), true);
  } catch {
    // No backend to ask: the page stays light.
  }
}

// The desktop changed: its shade counts only while the player follows it (an event sent just
// before the player chose light or dark may arrive after).
listen("theme", (e) => draw(e.payload, settings.theme === "system"));
