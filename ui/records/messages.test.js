import { test } from "node:test";
import assert from "node:assert/strict";
import { importMessage, SHOWN_REASONS } from "./messages.js";

test("an import that took everything says how many games came in", () => {
  assert.equal(importMessage({ added: 1, refused: [] }), "Imported 1 new game.");
  assert.equal(importMessage({ added: 12, refused: [], backup: "/r/records.backup-1.json" }),
    "Imported 12 new games. The records were copied to /r/records.backup-1.json first; Undo takes the import back.");
});

test("refused games are counted and the first reasons shown", () => {
  const refused = ["Expert, 2026-01-02 03:04:05: no log", "Beginner, x: mismatch", "4×4, y: bad move", "3×3, z: bad", "5×5, w: bad"];
  const text = importMessage({ added: 0, refused, saveError: "disk full" });
  assert.match(text, /^Imported 0 new games\. 5 refused \(their replay did not give their record\): Expert, 2026-01-02 03:04:05: no log; Beginner, x: mismatch; 4×4, y: bad move; and 2 more\. But: disk full$/);
  assert.equal(SHOWN_REASONS, 3);
});

test("games the records held already are counted apart", () => {
  assert.equal(importMessage({ added: 0, already: 2, refused: [] }), "Imported 0 new games. 2 were already there (the same table and moment).");
  assert.equal(importMessage({ added: 3, already: 1 }), "Imported 3 new games. 1 was already there (the same table and moment).");
});
