// Cell and tile size. Each game fits its board to the window (100%, the default) and the
// player zooms from there, per game, kept in the settings: Ctrl+= and Ctrl+- (or Ctrl and the
// wheel) one step, Ctrl+0 back to the fit; or a size in Settings. A board larger than its room
// scrolls.

import { settings, saveSettings } from "./settings.js";
import { STEPS, zoomStep } from "./fit.js";

export { STEPS };

/** The game's zoom factor (1 unless the settings hold a step). */
export function zoomOf(game) {
  return zoomStep(settings.zoom?.[game]);
}

/** The step after `z` in `direction` (+1 bigger, -1 smaller), or the fit (1) for 0. */
export function stepZoom(z, direction) {
  if (direction === 0) return 1;
  const i = STEPS.indexOf(STEPS.includes(z) ? z : 1);
  return STEPS[Math.max(0, Math.min(STEPS.length - 1, i + direction))];
}

/** What a key press means for the zoom: +1, -1, 0 (back to the fit), or null. */
export function zoomKey({ key, ctrlKey, metaKey, altKey }) {
  if (!(ctrlKey || metaKey) || altKey) return null;
  if (key === "=" || key === "+") return 1;
  if (key === "-" || key === "_") return -1;
  if (key === "0") return 0;
  return null;
}

/** Sets the game's zoom and has its view lay the board out again. */
export function setZoom(game, z, views) {
  saveSettings({ zoom: { ...settings.zoom, [game]: STEPS.includes(z) ? z : 1 } });
  views[game]?.rezoom();
}

/** Zoom keys and Ctrl and the wheel, for the game in sight (`views`: game name to view). */
export function wireZoom(views) {
  const step = (direction) => {
    const game = document.body.dataset.game;
    if (!views[game] || document.querySelector("dialog[open]")) return false;
    setZoom(game, stepZoom(zoomOf(game), direction), views);
    return true;
  };
  document.addEventListener("keydown", (e) => {
    const direction = zoomKey(e);
    if (direction !== null && step(direction)) e.preventDefault();
  });
  document.addEventListener("wheel", (e) => {
    if (!e.ctrlKey || e.deltaY === 0) return;
    e.preventDefault();
    step(e.deltaY < 0 ? 1 : -1);
  }, { passive: false });
}
