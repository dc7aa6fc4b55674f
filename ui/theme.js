// Light, dark, or the desktop's choice; and less motion when the desktop asks for it. The
// backend themes the window with the player's choice and answers the look to draw
// (`theme_apply`: `{ shade, reduceMotion, desktop }`), and tells of each change of the
// desktop's (`theme` events); each look counts the desktop's changes it has seen, and the one
// that has seen the most stands. The page draws by `data-theme` and `data-motion` on <html>
// (styles.css); what paints on a canvas redraws through `onShade`.

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

// How many of the desktop's changes the look drawn has seen (each look counts them), and the
// page's asks (`theme_apply`) so far: an answer comes back on its own way, so an answer read
// before a change can arrive after that change's event, and only the latest ask is answered.
let seen = -1;
let asks = 0;

/** Whether a look tells more of the desktop than the one drawn, which saw `drawn` of its
 *  changes: an event when it saw more; an answer when it saw as many (it was read after that
 *  event and knows the player's choice too). */
export function tellsMore(look, drawn, answer) {
  return answer ? changesSeen(look) >= drawn : changesSeen(look) > drawn;
}

function changesSeen(look) {
  return Number.isInteger(look?.desktop) ? look.desktop : 0;
}

function draw(look, withShade) {
  const root = document.documentElement;
  if (look?.reduceMotion) root.dataset.motion = "reduce";
  else delete root.dataset.motion;
  if (withShade) drawShade(look?.shade);
}

function drawShade(shade) {
  const root = document.documentElement;
  if ((shade !== "light" && shade !== "dark") || root.dataset.theme === shade) return;
  root.dataset.theme = shade;
  for (const redraw of redraws) redraw(shade);
}

/** Applies the player's choice (the settings' unless given). */
export async function applyTheme(choice = settings.theme) {
  const chosen = THEMES.includes(choice) ? choice : "system";
  const ask = ++asks;
  try {
    const look = await call("theme_apply", { choice: chosen });
    if (ask !== asks) return;
    if (tellsMore(look, seen, true)) {
      seen = changesSeen(look);
      draw(look, true);
    } else if (chosen !== "system") {
      // The desktop changed since this was read (its event is drawn), but light or dark is
      // the player's.
      drawShade(look.shade);
    }
  } catch {
    // No backend to ask: the page stays light.
  }
}

// The desktop changed: its shade counts only while the player follows it (an event sent just
// before the player chose light or dark may arrive after).
listen("theme", (e) => {
  if (!tellsMore(e.payload, seen, false)) return;
  seen = changesSeen(e.payload);
  draw(e.payload, settings.theme === "system");
});
