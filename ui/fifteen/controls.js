// The controls around the sliding puzzle: size, practice mode, new scramble, retry, the blind
// solve's Done, and the state dialog.

import { settings, saveSettings } from "../settings.js";

const $ = (id) => document.getElementById(id);

/** Shows the chosen practice mode and, beside it, only its own parameters. */
export function showPracticeSettings() {
  const { mode, relay, marathon } = settings.fifteen;
  $("fifteen-mode").value = mode;
  $("fifteen-relay").value = relay;
  $("fifteen-marathon").value = String(marathon);
  $("fifteen-relay-picker").hidden = mode !== "relay";
  $("fifteen-marathon-picker").hidden = mode !== "marathon";
}

export function wireFifteenControls(view) {
  $("fifteen-size").addEventListener("change", (e) => {
    const [w, h] = e.target.value.split("x").map(Number);
    view.scramble([w, h]).catch(view.onError);
    e.target.blur();
  });
  // The practice mode and its parameters: each change starts a run of the new kind.
  const restart = (changes) => {
    saveSettings({ fifteen: { ...settings.fifteen, ...changes } });
    showPracticeSettings();
    view.scramble().catch(view.onError);
  };
  $("fifteen-mode").addEventListener("change", (e) => {
    restart({ mode: e.target.value });
    e.target.blur();
  });
  $("fifteen-relay").addEventListener("change", (e) => {
    restart({ relay: e.target.value });
    e.target.blur();
  });
  $("fifteen-marathon").addEventListener("change", (e) => {
    restart({ marathon: Number(e.target.value) });
    e.target.blur();
  });
  $("fifteen-done").addEventListener("click", (e) => {
    view.declare().catch(view.onError);
    e.currentTarget.blur();
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
  $("fifteen-pause").addEventListener("click", (e) => {
    view.togglePause();
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
