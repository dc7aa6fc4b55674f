// The app's own question dialog, for every "are you sure": leaving a game in progress, the
// first help that makes a game assisted, a reset of the records. The safe answer (keep, cancel)
// has the focus, and Escape gives it. What to ask, and when not to, is the callers'.

import { t } from "./l10n.js";
import { settings, saveSettings } from "./settings.js";
import { focusView } from "./focus.js";

const $ = (id) => document.getElementById(id);

/**
 * Asks; resolves true when the player chose `yes`.
 * - `setting`: a settings key that, once false, answers yes without asking. With `remember`,
 *   the dialog offers "Don't ask again" (which sets it false on a yes); with `once`, a yes sets
 *   it false by itself (the question is asked until the player first says yes).
 * - `danger`: the yes button looks like a destructive one.
 */
export function ask({ title, text, yes, no = t("dialog-cancel"), setting = null, remember = false, once = false, danger = false }) {
  if (setting && settings[setting] === false) return Promise.resolve(true);
  const dialog = $("confirm-dialog");
  $("confirm-title").textContent = title;
  $("confirm-text").textContent = text;
  $("confirm-ok").textContent = yes;
  $("confirm-ok").classList.toggle("danger", danger);
  $("confirm-cancel").textContent = no;
  $("confirm-again-row").hidden = !remember;
  $("confirm-again").checked = false;
  dialog.returnValue = "";
  dialog.showModal();
  $("confirm-cancel").focus();
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      const said = dialog.returnValue === "ok";
      if (said && setting && (once || $("confirm-again").checked)) saveSettings({ [setting]: false });
      // The keys go back to the board the question was about.
      focusView();
      resolve(said);
    }, { once: true });
  });
}

/** Before the first help that would make a game assisted (`would`): says what that means, once;
 *  resolves false when the player cancels (and is asked again the next time). */
export function askAssist(help, would, game = "game") {
  if (!would) return Promise.resolve(true);
  const name = t(`assist-name-${help}`);
  return ask({
    title: t("ask-assist-title", { help: name }),
    text: t("ask-assist-text", { help: name, what: game }),
    yes: t("ask-assist-yes", { help: name }), setting: "askAssist", once: true,
  });
}
