// The controls around the sliding puzzle: size, new scramble, retry, and the state dialog.

import { settings, saveSettings } from "../settings.js";

const $ = (id) => document.getElementById(id);

export function wireFifteenControls(view) {
  $("fifteen-size").addEventListener("change", (e) => {
    const [w, h] = e.target.value.split("x").map(Number);
    view.scramble([w, h]).catch(view.onError);
    e.target.blur();
  });
  $("fifteen-new").addEventListener("click", (e) => {
    view.scramble().catch(view.onError);
    e.currentTarget.blur();
  });
  $("fifteen-hint").addEventListener("click", (e) => {
    view.hint().catch(view.onError);
    e.currentTarget.blur();
  });
  $("fifteen-solve").addEventListener("click", (e) => {
    view.solve().catch(view.onError);
    e.currentTarget.blur();
  });
  $("fifteen-solve-speed").addEventListener("change", (e) => {
    saveSettings({ fifteen: { ...settings.fifteen, solveSpeed: e.target.value } });
    e.target.blur();
  });
  $("fifteen-retry").addEventListener("click", (e) => {
    view.retry().catch(view.onError);
    e.currentTarget.blur();
  });

  const dialog = $("state-dialog");
  const form = $("state-form");
  const error = $("state-error");
  $("fifteen-state-button").addEventListener("click", () => {
    form.elements.state.value = "";
    error.textContent = "";
    dialog.showModal();
    form.elements.state.focus();
  });
  $("state-cancel").addEventListener("click", () => dialog.close());
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    try {
      await view.load(form.elements.state.value);
      dialog.close();
    } catch (err) {
      error.textContent = err.message ?? String(err);
    }
  });
}
