// One line of guidance under a fresh board for a player new to the game, in the line the
// solver's words use: shown until their first game of it ends (won, lost, solved, or left and
// counted), then never again (`settings.played`).

import { settings, saveSettings } from "./settings.js";
import { keysText } from "./keys.js";

const LINES = {
  mines: (keys) => `Click any cell to start; right-click (or ${keys("mines", "flag")}) flags a mine. F1 lists every key.`,
  fifteen: () => "Put the tiles in order, the gap last: click a tile in line with the gap, or use the arrow keys. F1 lists every key.",
};

/** The game's line while its board is `fresh` and the player has never finished a game of it;
 *  else nothing. */
export function guideText(game, fresh) {
  if (!fresh || settings.played?.[game]) return "";
  return LINES[game]((g, action) => keysText(g, action, settings.keys));
}

/** The player finished a game: no more guidance for it. */
export function gamePlayed(game) {
  if (!settings.played?.[game]) saveSettings({ played: { ...settings.played, [game]: true } });
}
