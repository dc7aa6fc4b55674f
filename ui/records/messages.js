// What the records view says after an import: how many games came in, which were refused and
// why (each game is replayed from its log first), where the records were copied first.

/** Reasons shown in full; past this, how many more. */
export const SHOWN_REASONS = 3;

/** The message for `records_import`'s answer `{ added, already, refused, backup, saveError }`. */
export function importMessage({ added, already = 0, refused = [], backup = null, saveError = null }) {
  const parts = [`Imported ${added} new ${added === 1 ? "game" : "games"}.`];
  if (already > 0) parts.push(`${already} ${already === 1 ? "was" : "were"} already there (the same table and moment).`);
  if (refused.length > 0) {
    const shown = refused.slice(0, SHOWN_REASONS).join("; ");
    const more = refused.length > SHOWN_REASONS ? `; and ${refused.length - SHOWN_REASONS} more` : "";
    parts.push(`${refused.length} refused (their replay did not give their record): ${shown}${more}.`);
  }
  if (backup) parts.push(`The records were copied to ${backup} first; Undo takes the import back.`);
  if (saveError) parts.push(`But: ${saveError}`);
  return parts.join(" ");
}
