// The page's words, from the catalogue of the player's language (locales/<tag>.ftl, which the
// backend hands over whole: l10n_catalogue) formatted by Fluent, with English behind it for a
// message a language lacks. Elements name their message in the markup (data-l10n-id, and
// data-l10n-args for its variables): the message's value becomes their text and its
// attributes (title, aria-label, placeholder) their attributes. Code asks t(id, args).

import { FluentBundle, FluentNumber, FluentResource } from "./vendor/fluent-bundle/index.js";
import { setTitle } from "./tooltips.js";
import { count } from "./locale.js";

/** A whole number: its plural form by the language's rules, its digits grouped as the
 *  player's regional format groups them (locale.js), which may differ from the language's. */
class Count extends FluentNumber {
  toString() {
    return count(this.value);
  }
}

/** Arguments as Fluent takes them: whole numbers as counts. */
function fluentArgs(args) {
  if (!args) return undefined;
  const out = {};
  for (const [name, value] of Object.entries(args)) out[name] = Number.isInteger(value) ? new Count(value) : value;
  return out;
}

let bundles = [];
let current = "en";
const listeners = [];

/** The language the page speaks (a BCP 47 tag). */
export function language() {
  return current;
}

/** Speaks a catalogue from the backend: `{ language, sources }`, the language's source first
 *  and English's after it. Every marked element is written again, then every view. */
export function useCatalogue({ language, sources }) {
  bundles = sources.map((source, i) => {
    // No isolation marks: no language shipped is written right to left (as the backend's).
    const bundle = new FluentBundle(i === 0 ? language : "en", { useIsolating: false });
    bundle.addResource(new FluentResource(source));
    return bundle;
  });
  current = language;
  if (typeof document !== "undefined") {
    document.documentElement.lang = language;
    translate(document);
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the language changes (views write their own text again). */
export function onLanguage(listener) {
  listeners.push(listener);
}

/** A message's text (`id`, or `id.attribute`), with its variables; its id when no catalogue
 *  has it, so that a gap shows. */
export function t(id, args) {
  const [name, attribute] = id.split(".");
  for (const bundle of bundles) {
    const message = bundle.getMessage(name);
    const pattern = attribute ? message?.attributes[attribute] : message?.value;
    if (pattern) return bundle.formatPattern(pattern, fluentArgs(args), []);
  }
  return id;
}

/** What the backend says (`{ id, args }`, an argument that is itself one worded first), in
 *  the current language. */
export function say(said) {
  const args = {};
  for (const [name, value] of Object.entries(said.args ?? {})) args[name] = value && typeof value === "object" ? say(value) : value;
  return t(said.id, args);
}

/** Writes every marked element under `root` in the current language. */
export function translate(root) {
  for (const el of root.querySelectorAll("[data-l10n-id]")) translateElement(el);
}

/** Sets a marked element's variables and writes it again. */
export function setArgs(el, args) {
  const json = JSON.stringify(args);
  // The same words again would be laid out and painted again (dom.js).
  if (el.dataset.l10nArgs === json) return;
  el.dataset.l10nArgs = json;
  translateElement(el);
}

/** Marks an element with a message (and its variables) and writes it. */
export function mark(el, id, args) {
  el.dataset.l10nId = id;
  if (args) el.dataset.l10nArgs = JSON.stringify(args);
  else delete el.dataset.l10nArgs;
  translateElement(el);
  return el;
}

const ATTRIBUTES = ["title", "aria-label", "placeholder"];

/** Writes one marked element: the value as its text (with `<code>` kept as code where the
 *  element allows markup, data-l10n-markup), the attributes as its attributes. A title is
 *  kept in data-title too, for a control that shows why it is off instead (data-off). */
export function translateElement(el) {
  const name = el.dataset.l10nId;
  const args = fluentArgs(el.dataset.l10nArgs ? JSON.parse(el.dataset.l10nArgs) : undefined);
  const bundle = bundles.find((b) => b.hasMessage(name));
  if (!bundle) return;
  const message = bundle.getMessage(name);
  if (message.value) {
    const text = bundle.formatPattern(message.value, args, []);
    if ("l10nMarkup" in el.dataset) writeMarkup(el, text);
    else el.textContent = text;
  }
  for (const attribute of ATTRIBUTES) {
    const pattern = message.attributes[attribute];
    if (!pattern) continue;
    const text = bundle.formatPattern(pattern, args, []);
    if (attribute === "title") {
      el.dataset.title = text;
      setTitle(el, el.dataset.off ?? text);
    } else {
      el.setAttribute(attribute, text);
    }
  }
}

/** Text with `<code>…</code>` spans as code elements; any other markup stays text. */
function writeMarkup(el, text) {
  el.replaceChildren();
  text.split(/(<code>.*?<\/code>)/).forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) el.append(part);
      return;
    }
    const code = document.createElement("code");
    code.textContent = part.slice(6, -7);
    el.append(code);
  });
}
