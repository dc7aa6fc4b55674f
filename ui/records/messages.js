// What the records view says in words: after an import, how many games came in, which were
// refused and why (each game is replayed from its log first), where the records were copied
// first; under a table's figures, the games kept out of them.

import { say, t } from "../l10n.js";

/** Reasons shown in full; past this, how many more. */
export const SHOWN_REASONS = 3;

/** The message for `records_import`'s answer `{ added, already, refused, backup, saveError }`. */
export function importMessage({ added, already = 0, refused = [], backup = null, saveError = null }) {
  const parts = [t("import-added", { count: added })];
  if (already > 0) parts.push(t("import-already", { count: already }));
  if (refused.length > 0) {
    const shown = refused.slice(0, SHOWN_REASONS).join("; ");
    const more = refused.length - SHOWN_REASONS;
    parts.push(t(more > 0 ? "import-refused-more" : "import-refused", { count: refused.length, reasons: shown, more }));
  }
  if (backup) parts.push(t("import-backup", { path: backup }));
  // The backend's reason (`said`), in the language spoken.
  if (saveError) parts.push(t("import-save-error", { error: say(saveError) }));
  return parts.join(t("sentence-gap"));
}

/** The games kept out of a table's figures, in words: how many had help (out of every
 *  figure), naming each help with its count, and how many were on a board the player knew
 *  (out of the bests and averages); none when there are none. */
export function asideText(aside, games) {
  const parts = [];
  if (aside.assisted > 0) {
    const list = aside.helps.map((h) => t("aside-help", { help: t(`help-kind-${h.help}`), count: h.games })).join(t("list-gap"));
    parts.push(t(`aside-assisted-${games}`, { count: aside.assisted, helps: list ? t("helps-list", { list }) : "" }));
  }
  if (aside.known > 0) parts.push(t(`aside-known-${games}`, { count: aside.known }));
  return parts.join(t("sentence-gap"));
}

/** Why one game or solve does not count (the backend's `Aside`: `{ assisted, helps, known }`),
 *  in words: "assisted: hint; a retry"; nothing for one that counts. */
export function whyText(why) {
  if (!why) return "";
  const parts = [];
  if (why.helps?.length) parts.push(t("why-assisted-helps", { helps: why.helps.map((h) => t(`help-kind-${h}`)).join(t("list-gap")) }));
  else if (why.assisted) parts.push(t("why-assisted"));
  if (why.known) parts.push(t(`why-${why.known}`));
  return parts.join(t("why-gap"));
}
