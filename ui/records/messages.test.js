import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { asideText, importMessage, SHOWN_REASONS, whyText } from "./messages.js";
import { setLocale } from "../locale.js";

test("an import that took everything says how many games came in", () => {
  assert.equal(importMessage({ added: 1, refused: [] }), "Imported 1 new game.");
  assert.equal(importMessage({ added: 12, refused: [], backup: "/r/records.backup-1.json" }),
    "Imported 12 new games. The records were copied to /r/records.backup-1.json first; Undo takes the import back.");
});

test("refused games are counted and the first reasons shown", () => {
  const refused = ["Expert, 2026-01-02 03:04:05: no log", "Beginner, x: mismatch", "4×4, y: bad move", "3×3, z: bad", "5×5, w: bad"];
  const text = importMessage({ added: 0, refused, saveError: { id: "error-as-written", args: { text: "disk full" } } });
  assert.match(text, /^Imported 0 new games\. 5 refused \(their replay did not give their record\): Expert, 2026-01-02 03:04:05: no log; Beginner, x: mismatch; 4×4, y: bad move; and 2 more\. But: disk full$/);
  assert.equal(SHOWN_REASONS, 3);
});

test("games the records held already are counted apart", () => {
  assert.equal(importMessage({ added: 0, already: 2, refused: [] }), "Imported 0 new games. 2 were already there (the same table and moment).");
  assert.equal(importMessage({ added: 3, already: 1 }), "Imported 3 new games. 1 was already there (the same table and moment).");
});

test("the games kept out of the figures are counted, each help named", () => {
  const aside = { assisted: 3, helps: [{ help: "hint", name: "hint", games: 2 }, { help: "undo", name: "undo", games: 1 }], known: 1 };
  assert.equal(asideText(aside, "mines"), "Kept out of these figures: 3 assisted games (hint 2, undo 1). Out of the bests: 1 on a known board.");
  assert.equal(asideText({ assisted: 1, helps: [], known: 0 }, "fifteen"), "Kept out of these figures: 1 assisted attempt.");
  assert.equal(asideText({ assisted: 0, helps: [], known: 2 }, "fifteen"), "Out of the bests and averages: 2 on a known scramble (chosen seed, retry, typed).");
  assert.equal(asideText({ assisted: 0, helps: [], known: 0 }, "mines"), "");
});

test("counts are grouped as the system's locale groups them", () => {
  setLocale("de-DE");
  assert.equal(importMessage({ added: 100000, already: 2500 }), "Imported 100.000 new games. 2.500 were already there (the same table and moment).");
  setLocale("en-US");
  assert.equal(importMessage({ added: 100000 }), "Imported 100,000 new games.");
});

test("why a game does not count is its helps and the board the player knew", () => {
  assert.equal(whyText(null), "");
  assert.equal(whyText({ assisted: true, helps: ["hint", "pause"], known: null }), "assisted: hint, pause");
  assert.equal(whyText({ assisted: true, helps: [], known: "retry" }), "assisted; a retry");
  assert.equal(whyText({ assisted: false, helps: [], known: "unproven" }), "unproven: no replay");
});
