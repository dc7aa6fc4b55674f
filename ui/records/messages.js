// What the records view says in words: after an import, how many games came in, which were
// refused and why (each game is replayed from its log first), where the records were copied
// first; under a table's figures, the games kept out of them.

import { count, counted } from "../locale.js";

/** Reasons shown in full; past this, how many more. */
export const SHOWN_REASONS = 3;

/** The message for `records_import`'s answer `{ added, already, refused, backup, saveError }`. */
export function importMessage({ added, already = 0, refused = [], backup = null, saveError = null }) {
  const parts = [`Imported ${counted(added, "new game", "new games")}.`];
  if (already > 0) parts.push(`${count(already)} ${already === 1 ? "was" : "were"} already there (the same table and moment).`);
  if (refused.length > 0) {
    const shown = refused.slice(0, SHOWN_REASONS).join("; ");
    const more = refused.length > SHOWN_REASONS ? `; and ${count(refused.length - SHOWN_REASONS)} more` : "";
    parts.push(`${count(refused.length)} refused (their replay did not give their record): ${shown}${more}.`);
  }
  if (backup) parts.push(`The records were copied to ${backup} first; Undo takes the import back.`);
  if (saveError) parts.push(`But: ${saveError}`);
  return parts.join(" ");
}

/** The games kept out of a table's figures, in words: how many had help (out of every
 *  figure), naming each help with its count, and how many were on a board the player knew
 *  (out of the bests and averages); none when there are none. */
export function asideText(aside, games) {
  const parts = [];
  if (aside.assisted > 0) {
    const helps = aside.helps.map((h) => `${h.name} ${count(h.games)}`).join(", ");
    const noun = aside.assisted === 1 ? (games === "mines" ? "game" : "attempt") : (games === "mines" ? "games" : "attempts");
    parts.push(`Kept out of these figures: ${count(aside.assisted)} assisted ${noun}${helps ? ` (${helps})` : ""}.`);
  }
  if (aside.known > 0) {
    const on = games === "mines" ? "a known board" : "a known scramble (chosen seed, retry, typed)";
    parts.push(`Out of the bests${games === "mines" ? "" : " and averages"}: ${count(aside.known)} on ${on}.`);
  }
  return parts.join(" ");
}
