// The Language setting: the page's catalogue at start (the language kept with the settings, or
// the system's, as the backend resolved it), and a choice in Settings, which the backend
// speaks at once, native menu included, and the page writes itself again in, without a
// restart. The choice is kept with the settings ("system" follows the system).

import { call } from "./ipc.js";
import { settings, saveSettings } from "./settings.js";
import { useCatalogue } from "./l10n.js";

/** Languages offered: [tag, name in itself]. */
let offered = [];

/** Reads the catalogue of the language spoken; call once before the views start. */
export async function loadLanguage() {
  const catalogue = await call("l10n_catalogue");
  offered = catalogue.languages;
  useCatalogue(catalogue);
}

/** Wires the Settings dialog's Language choice. `said` shows what went wrong. */
export function wireLanguageSetting(select, said) {
  select.addEventListener("change", async (e) => {
    // Saved here, once the backend speaks it, not with the form's other settings.
    e.stopPropagation();
    const choice = select.value;
    try {
      useCatalogue(await call("l10n_choose", { choice }));
      saveSettings({ language: choice });
    } catch (err) {
      said.textContent = err.message ?? String(err);
      select.value = settings.language;
    }
  });
}

/** Lists the languages offered and shows the choice kept. */
export function showLanguageSetting(select) {
  const system = select.querySelector("option[value=system]");
  select.replaceChildren(system, ...offered.map(([tag, name]) => {
    const option = new Option(name, tag);
    // Each name in its own language, for a screen reader too.
    option.lang = tag;
    return option;
  }));
  select.value = offered.some(([tag]) => tag === settings.language) ? settings.language : "system";
}
