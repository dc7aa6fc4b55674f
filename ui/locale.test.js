// Numbers and dates in the system's locale (locale.js).

import { test } from "node:test";
import assert from "node:assert/strict";
import { count, decimal, decimalMark, setLocale, when } from "./locale.js";

test("numbers take the locale's decimal mark and never group", () => {
  setLocale("de-DE");
  assert.equal(decimal(12.744, 2), "12,74");
  assert.equal(decimal(1234.5, 3), "1234,500");
  assert.equal(decimalMark(), ",");
  setLocale("en-US");
  assert.equal(decimal(12.744, 2), "12.74");
  assert.equal(decimalMark(), ".");
  // A tag the runtime does not know is ignored, not an error.
  setLocale("xx-invalid-tag-!!");
  assert.equal(typeof decimal(1, 1), "string");
});

test("dates take the locale's short form", () => {
  const at = Date.UTC(2026, 10, 27, 4, 18);
  setLocale("de-DE");
  assert.match(when(at), /^27\.11\.26, \d\d:18$/);
  setLocale("en-US");
  assert.match(when(at), /^11\/27\/26, \d{1,2}:18 (AM|PM)$/);
});

test("counts are grouped as the locale groups them", () => {
  setLocale("de-DE");
  assert.equal(count(100000), "100.000");
  assert.equal(count(7), "7");
  setLocale("en-US");
  assert.equal(count(100000), "100,000");
  setLocale("fr-FR");
  assert.equal(count(2500), "2\u202f500");
});
