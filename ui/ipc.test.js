import "./testing/english.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { caller, laneOf } from "./ipc.js";

/** A backend whose answers come only when the test says: every call it got, in order. */
function backend() {
  const calls = [];
  const invoke = (command, args) => new Promise((resolve, reject) => calls.push({ command, args, resolve, reject }));
  return { calls, invoke };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test("a 15-puzzle move goes out at once while the optimal length waits for the tables", async () => {
  const b = backend();
  const call = caller(b.invoke);
  const optimal = call("fifteen_optimal");
  const snapshot = call("fifteen_snapshot");
  call("fifteen_move", { game: 1, seq: 0, mv: { kind: "tile", dir: "left" } });
  call("fifteen_move", { game: 1, seq: 1, mv: { kind: "tile", dir: "up" } });
  await settle();
  assert.deepEqual(b.calls.map((c) => c.command).sort(), ["fifteen_move", "fifteen_move", "fifteen_optimal", "fifteen_snapshot"],
    "the moves and the game lane's snapshot are not held behind the optimal length");
  assert.deepEqual(b.calls.filter((c) => c.command === "fifteen_move").map((c) => c.args.seq), [0, 1], "sent in the order made");
  const answer = (command, value) => b.calls.find((c) => c.command === command).resolve(value);
  answer("fifteen_snapshot", "snap");
  assert.equal(await snapshot, "snap");
  answer("fifteen_optimal", "optimal");
  assert.equal(await optimal, "optimal");
});

test("the calls of one lane go out one at a time, in order, a failure included", async () => {
  const b = backend();
  const call = caller(b.invoke);
  const first = call("mines_act", { n: 1 });
  const second = call("mines_act", { n: 2 });
  await settle();
  assert.equal(b.calls.length, 1, "the second waits for the first's answer");
  b.calls[0].reject("boom");
  await assert.rejects(first, { kind: "ipc", message: "boom" });
  await settle();
  assert.deepEqual(b.calls.map((c) => c.args.n), [1, 2]);
  b.calls[1].reject({ kind: "notOver", message: "typed" });
  await assert.rejects(second, { kind: "notOver", message: "typed" });
});

test("each command's lane", () => {
  for (const unqueued of ["fifteen_move", "app_ready", "first_look_keep", "first_frame"]) assert.equal(laneOf(unqueued), null, unqueued);
  for (const work of ["fifteen_hint", "fifteen_solution", "fifteen_optimal", "records_export", "records_export_evf", "records_import", "records_notice", "fifteen_sessions"]) {
    assert.equal(laneOf(work), "work", work);
  }
  for (const game of ["mines_act", "mines_pointer", "mines_new_game", "fifteen_scramble", "fifteen_declare", "records_get", "settings_save"]) {
    assert.equal(laneOf(game), "game", game);
  }
});

test("without a backend every call says so", async () => {
  await assert.rejects(caller(undefined)("mines_snapshot"), { kind: "noBackend" });
});
