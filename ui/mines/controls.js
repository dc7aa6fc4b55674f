// The controls around the Minesweeper board: the difficulty picker, the first-click policy
// (kept per difficulty level), the custom-game dialog (which shows the backend's validation
// message). The solver's controls are in solver.js.

import { settings, saveSettings } from "../settings.js";
import { focusView } from "../focus.js";

const $ = (id) => document.getElementById(id);

export function wireMinesControls(view) {
  const picker = $("difficulty");
  const custom = $("custom-dialog");
  const form = $("custom-form");
  const error = $("custom-error");

  const customOption = $("custom-option");
  const showLevel = (difficulty) => {
    picker.value = difficulty?.level ?? "beginner";
    const c = difficulty?.level === "custom" ? difficulty : settings.custom;
    customOption.textContent = `Custom ${c.width}×${c.height}, ${c.mines}`;
  };
  const firstClick = $("first-click");
  document.addEventListener("mines:game", (e) => {
    showLevel(e.detail.difficulty);
    firstClick.value = e.detail.firstClick ?? "opening";
  });
  firstClick.addEventListener("change", () => {
    const difficulty = view.state?.difficulty ?? settings.mines;
    saveSettings({ firstClick: { ...settings.firstClick, [difficulty.level]: firstClick.value } });
    view.newGame(difficulty).catch((err) => view.onError(err));
  });

  picker.addEventListener("change", () => {
    const difficulty = picker.value === "custom" ? { level: "custom", ...settings.custom } : { level: picker.value };
    view.newGame(difficulty).catch(() => showLevel(view.state?.difficulty));
  });
  $("custom-button").addEventListener("click", openCustom);

  function openCustom() {
    const c = view.state?.difficulty?.level === "custom" ? view.state.difficulty : settings.custom;
    form.elements.width.value = c.width;
    form.elements.height.value = c.height;
    form.elements.mines.value = c.mines;
    form.elements.seed.value = "";
    error.textContent = "";
    custom.showModal();
    form.elements.width.focus();
  }

  $("custom-cancel").addEventListener("click", () => custom.close());
  custom.addEventListener("close", () => showLevel(view.state?.difficulty));

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const number = (name) => {
      const text = form.elements[name].value.trim();
      const n = Number(text);
      return text === "" || !Number.isInteger(n) ? NaN : n;
    };
    const difficulty = { level: "custom", width: number("width"), height: number("height"), mines: number("mines") };
    const bad = Object.entries(difficulty).find(([, v]) => Number.isNaN(v));
    if (bad) {
      error.textContent = `${bad[0]} must be a whole number`;
      return;
    }
    try {
      await view.newGame(difficulty, form.elements.seed.value.trim() || null);
      saveSettings({ custom: { width: difficulty.width, height: difficulty.height, mines: difficulty.mines } });
      custom.close();
      // A new game to play: the keys go to the board, not back to the Custom button.
      focusView();
    } catch (err) {
      error.textContent = err.message ?? String(err);
    }
  });

  view.onError = (err) => {
    $("clicks-line").textContent = err.message ?? String(err);
  };
}
