// The page's words: every message the markup names is in the catalogue, an element whose text
// a message writes has no element inside it to lose, a message a language lacks falls back to
// English, and counts take the language's plural and the regional format's digits.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { FluentResource } from "./vendor/fluent-bundle/index.js";
import { language, t, useCatalogue } from "./l10n.js";
import { setLocale } from "./locale.js";

const read = (path) => readFileSync(new URL(path, import.meta.url), "utf8");
const english = read("../locales/en.ftl");

/** The catalogue's messages: id -> { value, attributes }. */
function messages(source) {
  const out = new Map();
  for (const entry of new FluentResource(source).body) out.set(entry.id, { value: entry.value != null, attributes: Object.keys(entry.attributes) });
  return out;
}

test("every message the markup names is English's, and a written element keeps its children", () => {
  const html = read("index.html");
  const known = messages(english);
  const marked = [...html.matchAll(/<(\w+)([^>]*?)\sdata-l10n-id="([^"]+)"([^>]*)>/g)];
  assert.ok(marked.length > 100, `${marked.length} marked elements`);
  for (const m of marked) {
    const [whole, tag, before, id, after] = m;
    const message = known.get(id);
    assert.ok(message, `${id} is in locales/en.ftl`);
    if (!message.value || /data-l10n-markup/.test(before + after) || tag === "input" || tag === "option") continue;
    // The element's content up to its closing tag holds no element the text would replace.
    const rest = html.slice(m.index + whole.length);
    const inner = rest.slice(0, rest.indexOf(`</${tag}>`));
    assert.doesNotMatch(inner, /</, `${id} writes the text of <${tag}>, which holds elements`);
  }
});

test("a message a language lacks is English's, and an unknown one shows its id", () => {
  useCatalogue({ language: "xx", sources: ["tab-records = Rekordoj\n", english] });
  assert.equal(language(), "xx");
  assert.equal(t("tab-records"), "Rekordoj");
  assert.equal(t("tab-mines"), "Minesweeper");
  assert.equal(t("difficulty.title").slice(0, 11), "Difficulty:");
  assert.equal(t("no-such-message"), "no-such-message");
});

test("counts take the language's plural form and the regional format's digits", () => {
  useCatalogue({ language: "en", sources: [english] });
  setLocale("de-DE");
  assert.equal(t("import-added", { count: 1 }), "Imported 1 new game.");
  assert.equal(t("import-added", { count: 2500 }), "Imported 2.500 new games.");
  setLocale("en-US");
  assert.equal(t("import-added", { count: 2500 }), "Imported 2,500 new games.");
  const chinese = read("../locales/zh-CN.ftl");
  useCatalogue({ language: "zh-CN", sources: [chinese, english] });
  assert.equal(t("import-added", { count: 1 }), "导入了 1 局新对局。");
  useCatalogue({ language: "en", sources: [english] });
});

test("every message the code names by a literal id is English's", () => {
  const known = messages(english);
  // t() formats a value (or an attribute, `id.attr`); a marked element takes either.
  const has = (id, how) => {
    const [name, attribute] = id.split(".");
    const message = known.get(name);
    if (!message) return false;
    if (attribute) return message.attributes.includes(attribute);
    return how === "t" ? message.value : message.value || message.attributes.length > 0;
  };
  const files = readdirSync(new URL(".", import.meta.url), { recursive: true })
    .filter((f) => f.endsWith(".js") && !f.endsWith(".test.js") && !f.startsWith("vendor") && !f.startsWith("testing"));
  const named = [];
  for (const file of files) {
    const source = read(file);
    for (const m of source.matchAll(/\b(?:t|tr)\(\s*"([a-z0-9-]+(?:\.[a-z-]+)?)"/gi)) named.push([file, m[1], "t"]);
    for (const m of source.matchAll(/\bmark\([^,]+,\s*"([a-z0-9-]+)"/g)) named.push([file, m[1], "mark"]);
    for (const m of source.matchAll(/l10nId = "([a-z0-9-]+)"/g)) named.push([file, m[1], "mark"]);
  }
  assert.ok(named.length > 300, `${named.length} ids named`);
  const missing = named.filter(([, id, how]) => !has(id, how)).map(([file, id]) => `${file}: ${id}`);
  assert.deepEqual(missing, []);
});
