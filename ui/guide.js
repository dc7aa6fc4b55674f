// One line of guidance under a fresh board for a player new to the game, in the line the
// solver's words use: shown until their first game of it ends (won, lost, solved, or left and
// counted), then never again (`settings.played`).

import { settings, saveSettings } from "./settings.js";
import { keysText } from "./keys.js";
import { t } from "./l10n.js";

/** The game's line while its board is `fresh` and the player has never finished a game of it;
 *  else nothing. */
export function guideText(game, fresh) {
  if (!fresh || settings.played?.[game]) return "";
  return t(`guide-${game}`, { flag: keysText("mines", "flag", settings.keys) });
}

/** The player finished a game: no more guidance for it. */
export function gamePlayed(game) {
  if (!settings.played?.[game]) saveSettings({ played: { ...settings.played, [game]: true } });
}
