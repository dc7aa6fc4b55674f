// Ctrl+C and Ctrl+V on the 15-puzzle, as speedsolvers pass positions around: Ctrl+C copies
// the position on the board as a state string ("1 2 3/4 5 6/7 8 0"); Ctrl+V starts a typed
// solve from the state string on the clipboard (never counted, as any typed state), and a
// bad string gets the backend's reason. Text fields, a selection and dialogs keep the keys'
// usual meaning; a blind solve copies nothing (its numbers are not on the page).

import { stateString } from "./rules.js";
import { t } from "../l10n.js";

const editable = (el) => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el?.isContentEditable;

/** Whether a clipboard key is the 15-puzzle's: its view in sight, no field, selection or dialog. */
function ours(e) {
  return document.body.dataset.game === "fifteen" && !editable(e.target) && !document.querySelector("dialog[open]")
    && (window.getSelection()?.isCollapsed ?? true);
}

export function wireClipboard(view) {
  const say = (text) => {
    view.hintLine = text;
    view.renderHintLine();
  };
  document.addEventListener("keydown", (e) => {
    const copy = (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "c";
    if (!copy || !ours(e) || !view.state) return;
    e.preventDefault();
    if (view.board.hidden) return say(t("copy-hidden"));
    const text = stateString(view.tiles, view.state.width);
    navigator.clipboard.writeText(text).then(() => say(t("copied-state", { state: text })), (err) => say(t("clipboard-refused-position", { error: String(err.message ?? err) })));
  });
  // Pasting where nothing is editable: WebKit asks first (beforepaste), then sends the text.
  document.addEventListener("beforepaste", (e) => {
    if (ours(e)) e.preventDefault();
  });
  document.addEventListener("paste", (e) => {
    if (!ours(e)) return;
    e.preventDefault();
    const text = e.clipboardData?.getData("text/plain") ?? "";
    view.load(text).catch(view.onError);
  });
}
