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
  // A moment of the local day, so that the date is the same in every time zone; the space
  // before AM/PM is a narrow no-break space in newer ICU, a space in older.
  const at = new Date(2026, 10, 27, 16, 18).getTime();
  setLocale("de-DE");
  assert.equal(when(at), "27.11.26, 16:18");
  setLocale("en-US");
  assert.match(when(at), /^11\/27\/26, 4:18\sPM$/);
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
