// Zoom steps and keys (zoom.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { STEPS, stepZoom, zoomKey } from "./zoom.js";

test("a step up or down from the fit, held at the ends, and back to the fit", () => {
  assert.equal(stepZoom(1, 1), 1.1);
  assert.equal(stepZoom(1, -1), 0.9);
  assert.equal(stepZoom(STEPS.at(-1), 1), STEPS.at(-1));
  assert.equal(stepZoom(STEPS[0], -1), STEPS[0]);
  assert.equal(stepZoom(2.5, 0), 1);
  // A value that is no step (a hand-edited settings file) counts as the fit.
  assert.equal(stepZoom(1.33, 1), 1.1);
});

test("Ctrl (or Cmd) with =, + and - step; with 0 back to the fit; anything else is no zoom", () => {
  const k = (key, mods = {}) => zoomKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });
  assert.equal(k("=", { ctrlKey: true }), 1);
  assert.equal(k("+", { ctrlKey: true }), 1);
  assert.equal(k("-", { metaKey: true }), -1);
  assert.equal(k("0", { ctrlKey: true }), 0);
  assert.equal(k("="), null);
  assert.equal(k("0", { ctrlKey: true, altKey: true }), null, "Ctrl+Alt+0 is the 10x10 puzzle");
  assert.equal(k("z", { ctrlKey: true }), null);
});
