// The 15-puzzle's size menu: the listed sizes, "Other size…" with a field for any WxH, and
// the size keys (Alt and + or -, see sizes.js). Each asks the view for a new scramble of that
// size; when the player keeps the attempt under way, the menu shows its size again.

import { MENU_SIZES, parseSize, resized, sizeKey, sizeLabel, sizeValue } from "./sizes.js";
import { mark } from "../l10n.js";

const $ = (id) => document.getElementById(id);
const OTHER = "other";

/** The menu's options: the listed sizes, then "Other size…". */
function fill(select) {
  select.replaceChildren(...MENU_SIZES.map((s) => new Option(sizeLabel(s), sizeValue(s))), mark(new Option("", OTHER), "size-other"));
}

/** Shows `size` in the menu (added to it when it is not listed) and hides the typed field. */
export function showSize(size) {
  const select = $("fifteen-size");
  const value = sizeValue(size);
  if (![...select.options].some((o) => o.value === value)) select.insertBefore(new Option(sizeLabel(size), value), select.lastElementChild);
  select.value = value;
  $("fifteen-size-other-picker").hidden = true;
}

/** Opens the typed size's field, as choosing "Other size…" does (the native menu's item). */
export function chooseOtherSize() {
  const select = $("fifteen-size");
  select.value = OTHER;
  select.dispatchEvent(new Event("change"));
}

export function wireSizeMenu(view) {
  const select = $("fifteen-size");
  const other = $("fifteen-size-other");
  fill(select);
  const choose = (size) => {
    view.scramble(size).then((started) => {
      if (!started && view.state) showSize([view.state.width, view.state.height]);
    }, view.onError);
  };
  select.addEventListener("change", () => {
    if (select.value !== OTHER) return choose(select.value.split("x").map(Number));
    other.value = sizeValue(view.nextSize());
    other.setCustomValidity("");
    $("fifteen-size-other-picker").hidden = false;
    other.focus();
    other.select();
  });
  other.addEventListener("keydown", (e) => {
    if (e.key === "Escape") showSize(view.nextSize());
    if (e.key !== "Enter") return;
    e.preventDefault();
    try {
      choose(parseSize(other.value));
      other.setCustomValidity("");
    } catch (error) {
      other.setCustomValidity(error.message);
      other.reportValidity();
    }
  });
  document.addEventListener("keydown", (e) => {
    const change = sizeKey(e);
    if (!change || document.body.dataset.game !== "fifteen" || document.querySelector("dialog[open]")) return;
    e.preventDefault();
    const next = resized(view.nextSize(), change);
    if (next) choose(next);
  });
}
