// The settings dialog: both games' settings, saved as soon as they change.

import { settings, saveSettings } from "./settings.js";
import { STEPS, zoomOf } from "./zoom.js";
import { schemeFor, schemeSet } from "./fifteen/schemes.js";

export function wireSettingsDialog(onChange) {
  const dialog = document.getElementById("settings-dialog");
  const form = dialog.querySelector("form");
  const f = form.elements;
  // The board sizes: the fit to the window, or a step from it.
  for (const select of [f.minesZoom, f.fifteenZoom]) {
    select.replaceChildren(...STEPS.map((z) => new Option(z === 1 ? "fit the window" : `${Math.round(z * 100)}%`, String(z))));
  }
  document.getElementById("settings-button").addEventListener("click", () => {
    f.theme.value = settings.theme;
    f.minesZoom.value = String(zoomOf("mines"));
    f.fifteenZoom.value = String(zoomOf("fifteen"));
    f.chordOnLeft.checked = settings.chordOnLeft;
    f.questionMarks.checked = settings.questionMarks;
    f.pointerPath.checked = settings.pointerPath;
    f.counters.checked = settings.counters;
    f.solverMode.value = settings.solverMode;
    f.keyMode.value = settings.keyMode;
    f.mouseMode.value = settings.mouseMode;
    const [w, h] = settings.fifteen.size;
    document.getElementById("scheme-size").textContent = `${w}×${h}`;
    f.scheme.value = schemeFor(settings.fifteen, w, h);
    f.animMs.value = String(settings.fifteen.animMs);
    dialog.showModal();
  });
  form.addEventListener("change", () => {
    saveSettings({
      theme: f.theme.value,
      zoom: { ...settings.zoom, mines: Number(f.minesZoom.value), fifteen: Number(f.fifteenZoom.value) },
      chordOnLeft: f.chordOnLeft.checked,
      questionMarks: f.questionMarks.checked,
      pointerPath: f.pointerPath.checked,
      counters: f.counters.checked,
      solverMode: f.solverMode.value,
      keyMode: f.keyMode.value,
      mouseMode: f.mouseMode.value,
      fifteen: { ...settings.fifteen, schemes: schemeSet(settings.fifteen, f.scheme.value), animMs: Number(f.animMs.value) },
    });
    onChange();
  });
}
