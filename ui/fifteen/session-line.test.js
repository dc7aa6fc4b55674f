import "../testing/english.js";
import test from "node:test";
import assert from "node:assert/strict";
import { sessionText } from "./session-line.js";

const metric = (mean, ao5, ao12) => ({ mean, averages: [{ n: 5, current: ao5 }, { n: 12, current: ao12 }] });
const shown = (tables) => ({ start: "2026-11-29T01:00:00+00:00", tables });

test("the line gives the size's solves, DNFs, mean and current averages", () => {
  const t = { key: "4x4", solves: 6, dnfs: 1, time: metric(12345.6, 11000, null) };
  assert.equal(sessionText(shown([t]), "4x4"), "Session: 6 solves, 1 DNF · mean 12.346 · ao5 11.000 · ao12 –");
  assert.equal(sessionText(shown([{ ...t, solves: 1, dnfs: 0, time: metric(9000, "DNF", null) }]), "4x4"), "Session: 1 solve · mean 9.000 · ao5 DNF · ao12 –");
});

test("no attempt on the size this session, no line", () => {
  assert.equal(sessionText(shown([]), "4x4"), "");
  assert.equal(sessionText(shown([{ key: "3x3", solves: 2, dnfs: 0, time: metric(1, null, null) }]), "4x4"), "");
});
