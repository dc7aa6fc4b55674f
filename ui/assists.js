// The helps a game or solve had, as the player reads them: the backend sends their keys
// (`["hint", "undo"]`, tessera::assist), the catalogue names them (`help-kind-<key>`).

import { t } from "./l10n.js";

/** " (hint, undo)" in the language spoken, or nothing for none. */
export function helpsText(helps) {
  if (!helps?.length) return "";
  return t("helps-list", { list: helps.map((h) => t(`help-kind-${h}`)).join(t("list-gap")) });
}
