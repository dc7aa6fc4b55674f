// Unit tests for the game keys and their binds (node --test).

import "./testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { KEYMAP, actionOf, bindsOf, keyLabel, keysText, rebind } from "./keys.js";

const press = (key, mods = {}) => ({ key, ctrlKey: false, altKey: false, metaKey: false, ...mods });

test("the defaults are the README's keys, letters whatever Shift says", () => {
  assert.equal(actionOf("mines", press(" ")), "open");
  assert.equal(actionOf("mines", press("F")), "flag");
  assert.equal(actionOf("mines", press("F2")), "newGame");
  assert.equal(actionOf("mines", press("r")), "newGame");
  assert.equal(actionOf("mines", press("ArrowLeft")), "left");
  assert.equal(actionOf("fifteen", press("W")), "up");
  assert.equal(actionOf("fifteen", press(" ")), "scramble");
  assert.equal(actionOf("fifteen", press("Enter")), "done");
  assert.equal(actionOf("mines", press("z")), null);
});

test("keys with Ctrl, Alt or Cmd are never a game's", () => {
  assert.equal(actionOf("mines", press("f", { ctrlKey: true })), null);
  assert.equal(actionOf("fifteen", press("ArrowUp", { altKey: true })), null);
  assert.equal(actionOf("mines", press("u", { metaKey: true })), null);
});

test("no two actions of a game share a default key", () => {
  for (const game of Object.keys(KEYMAP)) {
    const all = Object.values(bindsOf(game)).flat();
    assert.equal(new Set(all).size, all.length, game);
  }
});

test("a bind replaces the action's key, and the old key then does nothing", () => {
  const keys = rebind("mines", {}, "flag", 0, "G");
  assert.deepEqual(keys, { mines: { flag: ["g"] } });
  assert.equal(actionOf("mines", press("g"), keys), "flag");
  assert.equal(actionOf("mines", press("f"), keys), null);
  // A second key for the same action, then cleared again.
  const two = rebind("fifteen", {}, "up", 1, "i");
  assert.deepEqual(bindsOf("fifteen", two).up, ["ArrowUp", "i"]);
  assert.equal(actionOf("fifteen", press("i"), two), "up");
  assert.equal(actionOf("fifteen", press("w"), two), null);
  assert.deepEqual(bindsOf("fifteen", rebind("fifteen", two, "up", 1, null)).up, ["ArrowUp"]);
});

test("a key another action has is refused, naming that action; the binds are unchanged", () => {
  const keys = { mines: { flag: ["g"] } };
  assert.throws(() => rebind("mines", keys, "chord", 0, "g"), /G is already the key for Flag or unflag/);
  assert.throws(() => rebind("mines", keys, "chord", 0, "ArrowUp"), /Up is already the key for Cursor up/);
  assert.deepEqual(keys, { mines: { flag: ["g"] } });
  // The same key in the other game is no conflict.
  assert.equal(actionOf("fifteen", press("g"), rebind("fifteen", keys, "hint", 0, "g")), "hint");
});

test("Tab, Escape, F1 and ? keep their meaning", () => {
  for (const key of ["Tab", "Escape", "F1", "?"]) assert.throws(() => rebind("mines", {}, "open", 0, key), /keeps its own meaning/);
});

test("a hand-edited file's bad entries fall back or are skipped, never throw", () => {
  const keys = { mines: { flag: "g", chord: [5, "Tab", "c"], open: ["r"] }, fifteen: null };
  const binds = bindsOf("mines", keys);
  assert.deepEqual(binds.flag, ["f"], "not a list: the default");
  assert.deepEqual(binds.chord, ["c"], "a number and a reserved key skipped");
  assert.deepEqual(binds.open, ["r"]);
  assert.deepEqual(binds.newGame, ["F2"], "r went to open, listed first");
  assert.deepEqual(bindsOf("fifteen", keys).up, ["ArrowUp", "w"]);
});

test("keys are named as a player reads them", () => {
  assert.deepEqual([" ", "f", "ArrowDown", "F2", "Enter"].map(keyLabel), ["Space", "F", "Down", "F2", "Enter"]);
  assert.equal(keysText("mines", "newGame"), "F2 or R");
  assert.equal(keysText("mines", "chord", { mines: { chord: [] } }), "no key");
});
