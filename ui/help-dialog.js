// The help dialog (Help > How to Play and Keyboard Shortcuts in the menu, F1 and ? anywhere):
// the rules of the game in view (both games from the records view), its keys as the player
// bound them, the mouse, and the shortcuts of the menu and the page. What it lists comes from
// help.js; this builds and opens it.

import { call } from "./ipc.js";
import { settings } from "./settings.js";
import { gameKeyRows, menuKeyRows, mouse, pageKeys, rules } from "./help.js";
import { node, table } from "./dom.js";
import { onLanguage, t } from "./l10n.js";

const $ = (id) => document.getElementById(id);
const GAMES = ["mines", "fifteen"];
const MAC = /Mac/.test(navigator.userAgent);
/** The menu's items with their accelerators (`help_menu`), asked once per language. */
let menuItems = null;
onLanguage(() => {
  menuItems = null;
});

/** A two-column table of keys (or mouse actions) and what they do. */
function keyTable(caption, head, rows, id) {
  const t = table(head, rows, id, "keys help-keys");
  t.prepend(node("caption", caption));
  return t;
}

/** Opens the help on its rules (`part` "rules") or its keys ("keys"). */
export async function showHelp(part = "keys") {
  const dialog = $("help-dialog");
  const shown = document.body.dataset.game;
  const games = GAMES.includes(shown) ? [shown] : GAMES;
  menuItems ??= await call("help_menu").catch(() => []);
  const name = (g) => t(`tab-${g}`);
  const lines = games.flatMap((g) => [node("h3", t("help-how-to-play", { game: name(g) })), ...rules(g).map((line) => node("p", line))]);
  lines[0].id = "help-rules";
  const keyHead = [t("help-key"), t("help-does")];
  const keys = games.flatMap((g) => [
    keyTable(t("help-game-keys", { game: name(g) }), keyHead, gameKeyRows(g, settings.keys), `help-keys-${g}`),
    keyTable(t("help-game-mouse", { game: name(g) }), [t("help-mouse"), t("help-does")], mouse(g)),
  ]);
  const everywhere = keyTable(t("help-everywhere"), keyHead, [...menuKeyRows(menuItems, MAC), ...pageKeys()], "help-app-keys");
  const note = node("p", t("help-change-keys"), "hint");
  $("help-title").textContent = games.length === 1 ? t("help-title-game", { game: name(games[0]) }) : t("help-title");
  $("help-body").replaceChildren(...lines, node("h3", t("help-keys-and-mouse")), ...keys, everywhere, note);
  if (!dialog.open) dialog.showModal();
  const target = part === "rules" ? $("help-rules") : $("help-body").querySelector("table");
  target?.scrollIntoView({ block: "start" });
}

/** F1, and ? outside a text field, open the help wherever the player is (not over another
 *  dialog, where a key may be awaited). */
export function wireHelp() {
  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.altKey || e.metaKey || document.querySelector("dialog[open]")) return;
    const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement;
    if (e.key === "F1" || (e.key === "?" && !typing)) {
      e.preventDefault();
      showHelp().catch(() => {});
    }
  });
}
