// The controls around the Minesweeper board: the difficulty picker, the first-click policy
// (kept per difficulty level), the custom-game dialog (which shows the backend's validation
// message). The solver's controls are in solver.js.

import { settings, saveSettings } from "../settings.js";
import { focusView } from "../focus.js";
import { call } from "../ipc.js";
import { notWhole, problemOf, wholeNumber } from "./custom-rules.js";
import { modeOptions } from "./modes.js";
import { mark, translate } from "../l10n.js";

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
    mark(customOption, "custom-option", { width: c.width, height: c.height, mines: c.mines });
  };
  const firstClick = $("first-click");
  firstClick.replaceChildren(...modeOptions());
  translate(firstClick);
  document.addEventListener("mines:game", (e) => {
    showLevel(e.detail.difficulty);
    firstClick.value = e.detail.firstClick ?? "opening";
  });
  // A change starts a game with the new policy; kept playing, the menu shows the game's again.
  firstClick.addEventListener("change", async () => {
    const difficulty = view.state?.difficulty ?? settings.mines;
    const before = settings.firstClick;
    saveSettings({ firstClick: { ...before, [difficulty.level]: firstClick.value } });
    const started = await view.newGame(difficulty).catch((err) => view.onError(err));
    if (started === null) {
      saveSettings({ firstClick: before });
      firstClick.value = view.state?.firstClick ?? "opening";
    }
  });

  picker.addEventListener("change", () => {
    const difficulty = picker.value === "custom" ? { level: "custom", ...settings.custom } : { level: picker.value };
    view.newGame(difficulty).then((started) => { if (!started) showLevel(view.state?.difficulty); }, () => showLevel(view.state?.difficulty));
  });
  $("custom-button").addEventListener("click", openCustom);

  function openCustom() {
    const c = view.state?.difficulty?.level === "custom" ? view.state.difficulty : settings.custom;
    form.elements.width.value = c.width;
    form.elements.height.value = c.height;
    form.elements.mines.value = c.mines;
    form.elements.seed.value = "";
    show(null);
    // A density warning for the board shown, before any typing.
    check();
    custom.showModal();
    form.elements.width.focus();
  }

  $("custom-cancel").addEventListener("click", () => custom.close());
  custom.addEventListener("close", () => showLevel(view.state?.difficulty));

  // Checked as the player types: a field that is not a whole number, or out of its range (the
  // backend's check), is named under the fields and Start waits for it.
  const typed = () => {
    const n = (name) => wholeNumber(form.elements[name].value);
    return { level: "custom", width: n("width"), height: n("height"), mines: n("mines") };
  };
  const show = (problem, warning = "") => {
    error.textContent = problem?.text ?? "";
    // A density the mode may not serve: said before the game, Start still allowed.
    $("custom-warning").textContent = problem ? "" : warning;
    for (const name of ["width", "height", "mines"]) {
      form.elements[name].setAttribute("aria-invalid", String(problem?.field === name));
    }
    $("custom-ok").disabled = Boolean(problem);
    form.dataset.check = problem ? "bad" : "ok";
  };
  let checking = 0;
  async function check() {
    const difficulty = typed();
    const mine = ++checking;
    form.dataset.check = "checking";
    const local = notWhole(difficulty);
    if (local) return show(local);
    try {
      const warning = await call("mines_check", { difficulty, mode: settings.firstClick?.custom ?? "opening" });
      if (mine === checking) show(null, warning ?? "");
    } catch (err) {
      if (mine === checking) show(problemOf(err));
    }
  }
  form.addEventListener("input", (e) => {
    if (e.target.name !== "seed") check();
  });

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const difficulty = typed();
    const local = notWhole(difficulty);
    if (local) return show(local);
    try {
      await view.newGame(difficulty, form.elements.seed.value.trim() || null);
      saveSettings({ custom: { width: difficulty.width, height: difficulty.height, mines: difficulty.mines } });
      custom.close();
      // A new game to play: the keys go to the board, not back to the Custom button.
      focusView();
    } catch (err) {
      show(problemOf(err));
    }
  });

  view.onError = (err) => {
    $("clicks-line").textContent = err.message ?? String(err);
  };
}
