// The settings dialog: both games' settings, saved as soon as they change.

import { settings, saveSettings } from "./settings.js";

export function wireSettingsDialog(onChange) {
  const dialog = document.getElementById("settings-dialog");
  const form = dialog.querySelector("form");
  const f = form.elements;
  document.getElementById("settings-button").addEventListener("click", () => {
    f.theme.value = settings.theme;
    f.chordOnLeft.checked = settings.chordOnLeft;
    f.questionMarks.checked = settings.questionMarks;
    f.pointerPath.checked = settings.pointerPath;
    f.solverMode.value = settings.solverMode;
    f.keyMode.value = settings.keyMode;
    f.mouseMode.value = settings.mouseMode;
    f.scheme.value = settings.fifteen.scheme;
    f.animMs.value = String(settings.fifteen.animMs);
    dialog.showModal();
  });
  form.addEventListener("change", () => {
    saveSettings({
      theme: f.theme.value,
      chordOnLeft: f.chordOnLeft.checked,
      questionMarks: f.questionMarks.checked,
      pointerPath: f.pointerPath.checked,
      solverMode: f.solverMode.value,
      keyMode: f.keyMode.value,
      mouseMode: f.mouseMode.value,
      fifteen: { ...settings.fifteen, scheme: f.scheme.value, animMs: Number(f.animMs.value) },
    });
    onChange();
  });
}
