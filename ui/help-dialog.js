// The help dialog (Help > How to Play and Keyboard Shortcuts in the menu, F1 and ? anywhere):
// the rules of the game in view (both games from the records view), its keys as the player
// bound them, the mouse, and the shortcuts of the menu and the page. What it lists comes from
// help.js; this builds and opens it.

import { call } from "./ipc.js";
import { settings } from "./settings.js";
import { MOUSE, PAGE_KEYS, RULES, gameKeyRows, menuKeyRows } from "./help.js";
import { node, table } from "./dom.js";

const $ = (id) => document.getElementById(id);
const NAMES = { mines: "Minesweeper", fifteen: "15-puzzle" };
const MAC = /Mac/.test(navigator.userAgent);
/** The menu's items with their accelerators (`help_menu`), asked once. */
let menuItems = null;

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
  const games = shown in NAMES ? [shown] : Object.keys(NAMES);
  menuItems ??= await call("help_menu").catch(() => []);
  const rules = games.flatMap((g) => [node("h3", `How to play ${NAMES[g]}`), ...RULES[g].map((line) => node("p", line))]);
  rules[0].id = "help-rules";
  const keys = games.flatMap((g) => [
    keyTable(`${NAMES[g]}: keys`, ["Key", "Does"], gameKeyRows(g, settings.keys), `help-keys-${g}`),
    keyTable(`${NAMES[g]}: mouse`, ["Mouse", "Does"], MOUSE[g]),
  ]);
  const everywhere = keyTable("Everywhere", ["Key", "Does"], [...menuKeyRows(menuItems, MAC), ...PAGE_KEYS], "help-app-keys");
  const note = node("p", "Change the game keys in Settings > Change keys.", "hint");
  $("help-title").textContent = games.length === 1 ? `Help: ${NAMES[games[0]]}` : "Help";
  $("help-body").replaceChildren(...rules, node("h3", "Keys and mouse"), ...keys, everywhere, note);
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
