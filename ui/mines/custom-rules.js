// What the Custom dialog says as the player types: a field that is not a whole number, or one
// out of the range the backend's check answers (`mines_check`: the engine's rule, in one
// place). Pure; custom-rules.test.js.

const NAMES = { width: "Width", height: "Height", mines: "Mines" };

/** A field's text as a whole number; NaN when it is empty or not one. */
export function wholeNumber(text) {
  const t = String(text).trim();
  const n = Number(t);
  return t === "" || !/^-?\d+$/.test(t) || !Number.isSafeInteger(n) ? NaN : n;
}

/** The first field that is not a whole number, as `{ field, text }`; null when all are. */
export function notWhole(values) {
  const bad = Object.keys(NAMES).find((k) => Number.isNaN(values[k]));
  return bad ? { field: bad, text: `${NAMES[bad]}: type a whole number.` } : null;
}

/** A range error from the backend (`range`: field, min, max) in the player's words. */
export function rangeText(range) {
  const where = range.field === "mines" ? " on a board this size" : "";
  return `${NAMES[range.field] ?? range.field}: from ${range.min} to ${range.max}${where}.`;
}

/** What the dialog shows for a backend error: a range names its field, anything else says itself. */
export function problemOf(err) {
  return err?.range ? { field: err.range.field, text: rangeText(err.range) } : { text: err?.message ?? String(err) };
}
