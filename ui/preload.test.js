// index.html names every module the page loads as a modulepreload, so that WebKit asks for all
// of them at once instead of one level of imports after another: start.js's in <head>, the
// rest (main.js's) in the template start.js clones after the first board. The lists are
// written by hand: this checks them against the imports themselves, followed through every file.
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

test("every module the page loads is preloaded: the first board's at once, the rest after it", () => {
  const html = readFileSync(join(ui, "index.html"), "utf8");
  const links = (text) => [...text.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  const preloaded = links(html);
  assert.equal(new Set(preloaded).size, preloaded.length, "a module preloaded twice");
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(scripts, ["start.js"]);
  const rest = html.match(/<template id="rest-of-page">([\s\S]*?)<\/template>/);
  assert.ok(rest, "the rest of the page's template");
  // In <head>: what start.js imports (start.js itself is the script tag).
  const first = graph("start.js");
  first.delete("start.js");
  assert.deepEqual(links(html.replace(rest[0], "")).sort(), [...first].sort());
  // In the template, cloned once the first board is on screen: main.js and all it loads.
  const later = [...graph("main.js")].filter((m) => !first.has(m));
  assert.deepEqual(links(rest[1]).sort(), later.sort());
  assert.match(readFileSync(join(ui, "start.js"), "utf8"), /import\("\.\/main\.js"\)/, "start.js loads main.js");
});

test("the import reader finds each form of import", () => {
  const found = importsOf("main.js");
  // A named import list over several names, and one from a folder.
  assert.ok(found.includes("settings.js"), found.join(" "));
  assert.ok(found.includes("mines/view.js"), found.join(" "));
  assert.ok(graph("main.js").has("fifteen/rules.js"), "an import two levels down");
});
