// The parts around the first board are named once in index.html (`data-kept`); first-board.css gives
// each the size the shell's script sets for it (kept_sizes.js: `--kept-<part>-w` and `-h`). This
// checks that every part named has its rule and every rule a part.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ui = dirname(fileURLToPath(import.meta.url));
const read = (file) => readFileSync(join(ui, file), "utf8");

test("every part kept has its size rule, and every rule a part", () => {
  const named = [...read("index.html").matchAll(/data-kept="([a-z-]+)"/g)].map((m) => m[1]).sort();
  const rules = [...read("first-board.css").matchAll(/^\[data-kept="([a-z-]+)"\] \{ --kept-w: var\(--kept-([a-z-]+)-w\); --kept-h: var\(--kept-([a-z-]+)-h\); \}$/gm)];
  assert.ok(named.length >= 4, `parts: ${named}`);
  assert.deepEqual(rules.map((m) => m[1]).sort(), named);
  for (const [, part, w, h] of rules) assert.deepEqual([w, h], [part, part], part);
});
