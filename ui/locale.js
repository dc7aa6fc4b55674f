// Dates, times and numbers in the system's locale. WebKitGTK formats in American English
// whatever the desktop says, so the backend reads the locale the desktop gave the app
// (`system_locale`, asked by main.js at start); on Windows and macOS it answers none and the
// webview's own, the system's, stands. No DOM, no backend: node's tests use it as it is.

/** A BCP 47 tag, or undefined for the runtime's default. */
let locale;
const decimals = new Map();
let counts;

/** The locale to format in (a tag the runtime does not know is ignored). */
export function setLocale(tag) {
  let known = false;
  try {
    known = Boolean(tag) && Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    // Not a well-formed tag.
  }
  locale = known ? tag : undefined;
  decimals.clear();
  counts = undefined;
}

/** A moment as a short date and time ("27.11.26, 04:18" in German, "11/27/26, 4:18 AM" in US English). */
export function when(ms) {
  return new Date(ms).toLocaleString(locale, { dateStyle: "short", timeStyle: "short" });
}

/** A moment as a full date and time, for a replay's heading. */
export function whenLong(ms) {
  return new Date(ms).toLocaleString(locale, { dateStyle: "long", timeStyle: "medium" });
}

/** A number with exactly `digits` decimals, no grouping ("12.74"; "12,74" in German): times,
 *  rates and the players' figures. */
export function decimal(x, digits) {
  let f = decimals.get(digits);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
    decimals.set(digits, f);
  }
  return f.format(x);
}

/** The locale's decimal separator. */
export function decimalMark() {
  return decimal(1.5, 1).charAt(1);
}

/** A count with its noun, singular for one ("1 click", "2,500 clicks"). */
export function counted(n, one, many) {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** A whole number grouped as the locale groups them ("100,000"; "100.000" in German): counts
 *  of games, solves and moves, and odds ("1 in 2,500"). */
export function count(n) {
  counts ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return counts.format(n);
}
