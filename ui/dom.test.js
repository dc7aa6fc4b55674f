// Writes that would change nothing are left out (dom.js): each setter writes only a new value.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setAttr, setProp, setText } from "./dom.js";

/** An element that counts the writes made to it. */
function element() {
  const el = { writes: [], attrs: {}, text: "", flag: false };
  Object.defineProperty(el, "textContent", { get: () => el.text, set: (v) => { el.writes.push(["text", v]); el.text = v; } });
  Object.defineProperty(el, "hidden", { get: () => el.flag, set: (v) => { el.writes.push(["hidden", v]); el.flag = v; } });
  el.getAttribute = (name) => el.attrs[name] ?? null;
  el.setAttribute = (name, value) => { el.writes.push([name, value]); el.attrs[name] = value; };
  return el;
}

test("text is written only when it differs", () => {
  const el = element();
  setText(el, "Pause");
  setText(el, "Pause");
  setText(el, "Resume");
  assert.deepEqual(el.writes, [["text", "Pause"], ["text", "Resume"]]);
});

test("an attribute is set only when it differs, an absent one always", () => {
  const el = element();
  setAttr(el, "aria-pressed", "false");
  setAttr(el, "aria-pressed", "false");
  setAttr(el, "aria-pressed", "true");
  assert.deepEqual(el.writes, [["aria-pressed", "false"], ["aria-pressed", "true"]]);
});

test("a property is set only when it differs", () => {
  const el = element();
  setProp(el, "hidden", false);
  setProp(el, "hidden", true);
  setProp(el, "hidden", true);
  assert.deepEqual(el.writes, [["hidden", true]]);
});
