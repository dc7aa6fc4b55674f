// The controls around the sliding puzzle: size (size-menu.js), practice mode, new scramble, retry, the blind
// solve's Done, and the state dialog.

import { settings, saveSettings } from "../settings.js";
import { focusView } from "../focus.js";
import { wireSizeMenu } from "./size-menu.js";
import { wireClipboard } from "./clipboard.js";
import { MARATHON_COUNTS } from "./practice.js";

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
  $("fifteen-marathon").replaceChildren(...MARATHON_COUNTS.map((n) => new Option(String(n), String(n))));
  wireSizeMenu(view);
  wireClipboard(view);
  // The practice mode and its parameters: each change starts a run of the new kind (or, when
  // the player keeps the attempt under way, is taken back).
  const restart = async (changes) => {
    const before = settings.fifteen;
    saveSettings({ fifteen: { ...before, ...changes } });
    showPracticeSettings();
    const started = await view.scramble().catch(view.onError);
    if (started === false) {
      saveSettings({ fifteen: before });
      showPracticeSettings();
    }
  };
  $("fifteen-mode").addEventListener("change", (e) => {
    restart({ mode: e.target.value });
  });
  $("fifteen-relay").addEventListener("change", (e) => {
    restart({ relay: e.target.value });
  });
  $("fifteen-marathon").addEventListener("change", (e) => {
    restart({ marathon: Number(e.target.value) });
  });
  $("fifteen-done").addEventListener("click", () => {
    view.declare().catch(view.onError);
  });
  $("fifteen-new").addEventListener("click", () => {
    view.scramble().catch(view.onError);
  });
  $("fifteen-hint").addEventListener("click", () => {
    view.hint().catch(view.onError);
  });
  $("fifteen-solve").addEventListener("click", () => {
    view.solve().catch(view.onError);
  });
  $("fifteen-pause").addEventListener("click", () => {
    view.togglePause();
  });
  $("fifteen-solve-speed").addEventListener("change", (e) => {
    saveSettings({ fifteen: { ...settings.fifteen, solveSpeed: e.target.value } });
  });
  $("fifteen-retry").addEventListener("click", () => {
    view.retry().catch(view.onError);
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
      // A new position to play: the keys go to the board, not back to the dialog's button.
      focusView();
    } catch (err) {
      error.textContent = err.message ?? String(err);
    }
  });
}
