// Unit tests for the 15-puzzle's sizes on the page (node --test).

import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { MENU_SIZES, parseSize, resized, sizeKey, sizeLabel, sizeValue } from "./sizes.js";

test("a size is read as a player types it", () => {
  assert.deepEqual(parseSize("5"), [5, 5]);
  assert.deepEqual(parseSize("4x5"), [4, 5]);
  assert.deepEqual(parseSize(" 4 × 5 "), [4, 5]);
  assert.deepEqual(parseSize("20X2"), [20, 2]);
  assert.deepEqual(parseSize("2x2"), [2, 2]);
});

test("a bad size says what is wrong", () => {
  assert.throws(() => parseSize("four"), /"four" is not a size like 4x4/);
  assert.throws(() => parseSize("4x"), /not a size/);
  assert.throws(() => parseSize("4x4x4"), /not a size/);
  assert.throws(() => parseSize("21x3"), /"21x3": sides are 2 to 20/);
  assert.throws(() => parseSize("1"), /sides are 2 to 20/);
});

test("the menu lists every square from 2x2 to 20x20 and no size twice", () => {
  for (let n = 2; n <= 20; n++) assert.ok(MENU_SIZES.some(([w, h]) => w === n && h === n), `${n}x${n}`);
  assert.equal(new Set(MENU_SIZES.map(sizeValue)).size, MENU_SIZES.length);
  assert.ok(MENU_SIZES.every((s) => parseSize(sizeValue(s)).join() === s.join()));
  assert.equal(sizeLabel([3, 4]), "3×4");
});

test("Alt and + or - change the width, Ctrl+Alt the height, Ctrl alone nothing", () => {
  assert.deepEqual(sizeKey({ key: "=", altKey: true }), { width: 1 });
  assert.deepEqual(sizeKey({ key: "-", altKey: true }), { width: -1 });
  assert.deepEqual(sizeKey({ key: "–", code: "Minus", altKey: true }), { width: -1 });
  assert.deepEqual(sizeKey({ key: "+", altKey: true, ctrlKey: true }), { height: 1 });
  assert.deepEqual(sizeKey({ key: "_", altKey: true, metaKey: true }), { height: -1 });
  assert.equal(sizeKey({ key: "=", ctrlKey: true }), null);
  assert.equal(sizeKey({ key: "a", altKey: true }), null);
  assert.equal(sizeKey({ key: "=" }), null);
});

test("a size changes within 2 to 20 a side", () => {
  assert.deepEqual(resized([4, 4], { width: 1 }), [5, 4]);
  assert.deepEqual(resized([4, 4], { height: -1 }), [4, 3]);
  assert.equal(resized([20, 5], { width: 1 }), null);
  assert.equal(resized([5, 2], { height: -1 }), null);
});
