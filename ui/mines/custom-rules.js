// What the Custom dialog says as the player types: a field that is not a whole number, or one
// out of the range the backend's check answers (`mines_check`: the engine's rule, in one
// place). Pure; custom-rules.test.js.

import { t } from "../l10n.js";

/** The fields, each named by the catalogue's `custom-<field>`. */
const NAMES = { width: "custom-width", height: "custom-height", mines: "custom-mines" };

/** A field's text as a whole number; NaN when it is empty or not one. */
export function wholeNumber(text) {
  const t = String(text).trim();
  const n = Number(t);
  return t === "" || !/^-?\d+$/.test(t) || !Number.isSafeInteger(n) ? NaN : n;
}

/** The first field that is not a whole number, as `{ field, text }`; null when all are. */
export function notWhole(values) {
  const bad = Object.keys(NAMES).find((k) => Number.isNaN(values[k]));
  return bad ? { field: bad, text: t("custom-not-whole", { field: t(NAMES[bad]) }) } : null;
}

/** A range error from the backend (`range`: field, min, max) in the player's words. */
export function rangeText(range) {
  const field = NAMES[range.field] ? t(NAMES[range.field]) : range.field;
  return t(range.field === "mines" ? "custom-range-mines" : "custom-range", { field, min: range.min, max: range.max });
}

/** What the dialog shows for a backend error: a range names its field, anything else says itself. */
export function problemOf(err) {
  return err?.range ? { field: err.range.field, text: rangeText(err.range) } : { text: err?.message ?? String(err) };
}
