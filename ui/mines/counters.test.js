// Unit tests for the live counters (node --test): made from what is shown only.

import "../testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { effective, liveFigures, visibleSolved } from "./counters.js";

const cells = (rows) => Uint8Array.from(rows.join(""), (c) => c.charCodeAt(0));

test("an opening shown counts once with its border, a number apart from it once each", () => {
  // One opening (the zeros top left and their border), a lone 1, a lone 2, covered cells.
  const board = cells(["001#1", "011#2", "1####", "#####"]);
  assert.equal(visibleSolved(board, 5, 4), 3);
  // Two openings apart: two.
  assert.equal(visibleSolved(cells(["0#0", "###"]), 3, 2), 2);
  // Nothing open, nothing solved; flags and question marks are not open cells.
  assert.equal(visibleSolved(cells(["F?#", "###"]), 3, 2), 0);
});

test("a number touching a covered zero still counts: nothing covered is read", () => {
  // Whatever lies under the covered cells, the count is the same for the same view.
  const view = cells(["1##", "###"]);
  assert.equal(visibleSolved(view, 3, 2), 1);
});

test("an answer is effective when it opened a cell or placed a flag", () => {
  assert.equal(effective("0123"), true);
  assert.equal(effective("F"), true);
  assert.equal(effective("#"), false, "a flag taken away");
  assert.equal(effective("?"), false);
  assert.equal(effective(""), false, "a click that changed nothing");
});

test("the figures so far: 3BV/s, IOE, RQP and correctness from what is shown and clicked", () => {
  const state = { cells: cells(["00F", "1##"]), width: 3, height: 2, clicks: { left: 2, right: 1, chord: 1 } };
  const f = liveFigures(state, 2000, 3, 4.5);
  assert.deepEqual(
    { solved: f.solved, flags: f.flags, rate: f.rate, ioe: f.ioe, rqp: f.rqp, corr: f.corr, path: f.path, ce: f.ce },
    { solved: 1, flags: 1, rate: 0.5, ioe: 0.25, rqp: 4, corr: 0.75, path: 4.5, ce: 3 },
  );
  const none = liveFigures({ ...state, clicks: { left: 0, right: 0, chord: 0 } }, 0, 0, 0);
  assert.deepEqual([none.rate, none.ioe, none.corr], [null, null, null]);
});
