// The settings dialog: both games' settings, saved as soon as they change.

import { settings, saveSettings } from "./settings.js";
import { STEPS, zoomOf } from "./zoom.js";
import { schemeFor, schemeSet } from "./fifteen/schemes.js";
import { MAX_BYTES, parseSchemeFile } from "./fifteen/scheme-file.js";
import { showLanguageSetting, wireLanguageSetting } from "./language.js";
import { setArgs, t } from "./l10n.js";

export function wireSettingsDialog(onChange) {
  const dialog = document.getElementById("settings-dialog");
  const form = dialog.querySelector("form");
  const f = form.elements;
  wireLanguageSetting(f.language, document.getElementById("scheme-file-message"));
  // The board sizes: the fit to the window, or a step from it.
  for (const select of [f.minesZoom, f.fifteenZoom]) {
    select.replaceChildren(...STEPS.map((z) => {
      const option = new Option(`${Math.round(z * 100)}%`, String(z));
      if (z === 1) option.dataset.l10nId = "zoom-fit";
      return option;
    }));
  }
  // The 15-puzzle's colours for the size last played: "from a file" once a file gave them.
  const showScheme = () => {
    const [w, h] = settings.fifteen.size;
    setArgs(document.getElementById("scheme-size"), { size: `${w}×${h}` });
    document.getElementById("scheme-file-option").disabled = !Array.isArray(settings.fifteen.files?.[`${w}x${h}`]);
    f.scheme.value = schemeFor(settings.fifteen, w, h);
  };
  const fileInput = document.getElementById("scheme-file");
  fileInput.addEventListener("change", async (e) => {
    // Not a setting of its own: the form's saving waits for the file's colours.
    e.stopPropagation();
    const file = fileInput.files?.[0];
    fileInput.value = "";
    if (!file) return;
    const said = document.getElementById("scheme-file-message");
    try {
      if (file.size > MAX_BYTES) throw new Error(t("scheme-file-too-big", { bytes: file.size, limit: MAX_BYTES }));
      const { size, grid } = parseSchemeFile(await file.text());
      const key = `${size[0]}x${size[1]}`;
      const fifteen = settings.fifteen;
      saveSettings({ fifteen: { ...fifteen, files: { ...fifteen.files, [key]: grid }, schemes: { ...fifteen.schemes, [key]: "file" } } });
      said.textContent = t("scheme-file-loaded", { size: `${size[0]}×${size[1]}`, file: file.name });
      showScheme();
      onChange();
    } catch (err) {
      said.textContent = t("scheme-file-refused", { file: file.name, error: err.message ?? String(err) });
    }
  });
  document.getElementById("settings-button").addEventListener("click", () => {
    showLanguageSetting(f.language);
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
    showScheme();
    document.getElementById("scheme-file-message").textContent = "";
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
