import "./testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { newsText } from "./news.js";
import { setLocale } from "./locale.js";
import { useCatalogue } from "./l10n.js";

test("each piece of news reads as the records said it, with its ordinal", () => {
  setLocale("en-US");
  assert.equal(newsText({ kind: "firstWin", name: "Expert", timeMs: 61234 }), "First win on Expert: 61.234 s");
  assert.equal(newsText({ kind: "newBest", name: "Expert", timeMs: 87412, wasMs: 90103 }), "New best on Expert: 87.412 s, 2nd best was 90.103 s");
  const placed = (rank) => newsText({ kind: "placed", name: "Beginner", timeMs: 9000, rank });
  assert.deepEqual([2, 3, 4, 11, 21, 22].map(placed), [2, 3, 4, 11, 21, 22].map((r) => `9.000 s is your ${r}${{ 2: "nd", 3: "rd", 21: "st", 22: "nd" }[r] ?? "th"} best on Beginner`));
  assert.equal(newsText({ kind: "bestFigure", name: "Expert", style: "nf", metric: "3bvs", value: 2.5, was: 2.25 }), "New best: Expert NF 3BV/s 2.500, was 2.250");
  assert.equal(newsText({ kind: "bestFigure", name: "Expert", style: "any", metric: "time", value: 80, was: 81 }), "New best: Expert time 80.000 s, was 81.000 s");
  assert.equal(newsText({ kind: "firstSingle", name: "4×4", metric: "moves", value: 48 }), "First single by moves on 4×4: 48 moves");
  assert.equal(newsText({ kind: "newSingle", name: "4×4", metric: "tps", value: 12.5, was: 11 }), "New best single by TPS on 4×4: 12.50 TPS (was 11.00 TPS)");
  assert.equal(newsText({ kind: "newAverage", name: "4×4", n: 5, value: 20500, was: 21000 }), "New best ao5 on 4×4: 20.500 s (was 21.000 s)");
});

test("news takes the regional format's digits and the language's words", () => {
  setLocale("de-DE");
  assert.equal(newsText({ kind: "firstWin", name: "Expert", timeMs: 61234 }), "First win on Expert: 61,234 s");
  setLocale("en-US");
  const chinese = readFileSync(new URL("../locales/zh-CN.ftl", import.meta.url), "utf8");
  const english = readFileSync(new URL("../locales/en.ftl", import.meta.url), "utf8");
  useCatalogue({ language: "zh-CN", sources: [chinese, english] });
  assert.equal(newsText({ kind: "placed", name: "初级", timeMs: 9000, rank: 2 }), "9.000 秒是你在初级的第 2 好成绩");
  useCatalogue({ language: "en", sources: [english] });
});
