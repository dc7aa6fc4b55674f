import { test } from "node:test";
import assert from "node:assert/strict";
import { tellsMore } from "./theme.js";

test("an answer read before the desktop's last change does not undo that change's event", () => {
  // The page drew the event of change 3; an answer read after change 2 arrives late.
  assert.equal(tellsMore({ shade: "light", reduceMotion: false, desktop: 2 }, 3, true), false);
  // An answer read after change 3 knows the player's choice as well: it stands.
  assert.equal(tellsMore({ shade: "dark", reduceMotion: true, desktop: 3 }, 3, true), true);
});

test("an event stands only when it tells of a change not yet drawn", () => {
  assert.equal(tellsMore({ desktop: 4 }, 3, false), true);
  assert.equal(tellsMore({ desktop: 3 }, 3, false), false);
});

test("the first look stands, and a look that does not count counts as none", () => {
  assert.equal(tellsMore({ shade: "light", desktop: 0 }, -1, true), true);
  assert.equal(tellsMore({ shade: "light" }, -1, true), true);
  assert.equal(tellsMore({ desktop: "9" }, 0, false), false);
});
