// index.html names every module the page loads as a modulepreload, so that WebKit asks for all
// of them at once instead of one level of imports after another. The list is written by hand:
// this checks it against the imports themselves (from main.js, followed through every file).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ui = dirname(fileURLToPath(import.meta.url));

/** The modules `file` imports statically, as paths under ui/. */
function importsOf(file) {
  const source = readFileSync(join(ui, file), "utf8");
  const found = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|^\s*import\s*"([^"]+)"/gms)];
  return found.map((m) => relative(ui, join(ui, dirname(file), m[1] ?? m[2])));
}

/** Every module reached from `entry`. */
function graph(entry) {
  const seen = new Set();
  const next = [entry];
  while (next.length) {
    const file = next.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    next.push(...importsOf(file));
  }
  return seen;
}

test("every module main.js loads is preloaded, and nothing else", () => {
  const html = readFileSync(join(ui, "index.html"), "utf8");
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  assert.equal(new Set(preloaded).size, preloaded.length, "a module preloaded twice");
  const loaded = graph("main.js");
  loaded.delete("main.js"); // the page's own script tag
  assert.deepEqual([...preloaded].sort(), [...loaded].sort());
});

test("the import reader finds each form of import", () => {
  const found = importsOf("main.js");
  // A named import list over several names, and one from a folder.
  assert.ok(found.includes("settings.js"), found.join(" "));
  assert.ok(found.includes("mines/view.js"), found.join(" "));
  assert.ok(graph("main.js").has("fifteen/rules.js"), "an import two levels down");
});
