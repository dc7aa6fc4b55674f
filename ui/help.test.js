import "./testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { KEYMAP, rebind } from "./keys.js";
import { acceleratorText, gameKeyRows, menuKeyRows } from "./help.js";

test("a game's keys are listed from the key table, as the player bound them", () => {
  const rows = gameKeyRows("mines");
  assert.equal(rows.length, KEYMAP.mines.length, "every action, in the table's order");
  assert.deepEqual(rows[0], ["Space", "Open a cell (on a number: chord)"]);
  assert.deepEqual(rows.find(([, what]) => what === "New game"), ["F2 or R", "New game"]);
  const keys = rebind("mines", {}, "flag", 0, "g");
  assert.deepEqual(gameKeyRows("mines", keys)[1], ["G", "Flag or unflag"], "a rebound key is the one shown");
  const cleared = rebind("fifteen", {}, "retry", 0, null);
  assert.deepEqual(gameKeyRows("fifteen", cleared).find(([, what]) => what.startsWith("Retry")), ["no key", "Retry the same scramble"]);
});

test("the menu's shortcuts are its accelerators, as pressed on each system", () => {
  const items = [["new-game", "New Game", "CmdOrCtrl+N"], ["records", "Records", "CmdOrCtrl+Shift+R"], ["about", "About Tessera", null], ["open-video", "Open Video…", "CmdOrCtrl+O"]];
  assert.deepEqual(menuKeyRows(items), [["Ctrl+N", "New Game"], ["Ctrl+Shift+R", "Records"], ["Ctrl+O", "Open Video"]]);
  assert.equal(acceleratorText("CmdOrCtrl+Alt+3", true), "Cmd+Alt+3");
  assert.equal(acceleratorText("F1"), "F1");
});
