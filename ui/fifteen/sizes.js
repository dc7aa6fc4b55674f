// The 15-puzzle's sizes on the page: 2 to 20 a side, square or not. The sizes the menu lists,
// a size as a player types it ("5", "4x5", "4×5"), and the keys that change it as slidysim's
// do: Alt and + or - the width, Ctrl+Alt and + or - the height (Ctrl and + or - alone stay the
// zoom). The backend checks every size again (`Shape::new`). Pure; sizes.test.js.

import { t as tr } from "../l10n.js";

export const MIN_SIDE = 2;
export const MAX_SIDE = 20;

/** The sizes the menu lists, as [width, height]: the squares, then the common rectangles. */
export const MENU_SIZES = [
  ...Array.from({ length: MAX_SIDE - MIN_SIDE + 1 }, (_, k) => [k + MIN_SIDE, k + MIN_SIDE]),
  [3, 4], [4, 3], [4, 5], [5, 4], [3, 5], [5, 3], [2, 4], [4, 2], [5, 10], [10, 5],
];

/** A size as the menu's value and the records' tables write it: "4x5" (width x height). */
export const sizeValue = ([w, h]) => `${w}x${h}`;

/** A size as a player reads it: "4×5". */
export const sizeLabel = ([w, h]) => `${w}×${h}`;

/** A size from what a player types: "5" (5x5), "4x5", "4×5", "4 x 5". Throws an Error that
 *  says what is wrong. */
export function parseSize(text) {
  const t = String(text).trim();
  const m = /^(\d+)\s*(?:[x×X]\s*(\d+))?$/.exec(t);
  if (!m) throw new Error(tr("size-not-a-size", { text: t }));
  const [w, h] = [Number(m[1]), Number(m[2] ?? m[1])];
  for (const side of [w, h]) {
    if (side < MIN_SIDE || side > MAX_SIDE) throw new Error(tr("size-sides", { text: t, min: MIN_SIDE, max: MAX_SIDE }));
  }
  return [w, h];
}

/** What a key press asks of the size: { width: ±1 } or { height: ±1 }, or null. */
export function sizeKey({ key, code, ctrlKey, metaKey, altKey }) {
  if (!altKey) return null;
  // With Alt, some systems report another character: the key's place says which it is.
  const sign = key === "=" || key === "+" || code === "Equal" || code === "NumpadAdd" ? 1
    : key === "-" || key === "_" || code === "Minus" || code === "NumpadSubtract" ? -1 : 0;
  if (sign === 0) return null;
  return ctrlKey || metaKey ? { height: sign } : { width: sign };
}

/** `size` changed as `change` asks, kept within the sides; null when it does not change. */
export function resized([w, h], change) {
  const clamp = (v) => Math.max(MIN_SIDE, Math.min(MAX_SIDE, v));
  const next = [clamp(w + (change.width ?? 0)), clamp(h + (change.height ?? 0))];
  return next[0] === w && next[1] === h ? null : next;
}
