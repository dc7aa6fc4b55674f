// The IPC script (ipc.js) on node's test runner: what it hands the webview's message handler.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

const source = readFileSync(new URL("./ipc.js", import.meta.url), "utf8");

/** Runs the script as Tauri would (the invoke key in place of `__INVOKE_KEY__`) in a page of
 *  its own, and returns its `postMessage` and what reached the message handler. */
function page(key = "k3y") {
  const posted = [];
  const window = { ipc: { postMessage: (text) => posted.push(JSON.parse(text)) }, __TAURI_INTERNALS__: {} };
  vm.runInNewContext(source.replaceAll("__INVOKE_KEY__", JSON.stringify(key)), { window, Map, ArrayBuffer, Uint8Array });
  return { postMessage: window.__TAURI_INTERNALS__.postMessage, posted };
}

test("a call reaches the message handler with the invoke key, answered by script", () => {
  const { postMessage, posted } = page("s3cret");
  postMessage({ cmd: "fifteen_move", callback: 1, error: 2, payload: { game: 3, seq: 0, mv: { kind: "tile", dir: "left" } } });
  assert.deepEqual(posted, [{
    cmd: "fifteen_move", callback: 1, error: 2, payload: { game: 3, seq: 0, mv: { kind: "tile", dir: "left" } },
    options: { customProtocolIpcBlocked: true }, __TAURI_INVOKE_KEY__: "s3cret",
  }]);
});

test("the call's own options are kept; answers still come by script", () => {
  const { postMessage, posted } = page();
  postMessage({ cmd: "c", callback: 1, error: 2, payload: {}, options: { headers: { a: "b" }, customProtocolIpcBlocked: false } });
  assert.deepEqual(posted[0].options, { headers: { a: "b" }, customProtocolIpcBlocked: true });
});

test("maps, bytes and Tauri's serializable objects become plain JSON", () => {
  const { postMessage, posted } = page();
  const bytes = new Uint8Array([9, 1, 2, 3]).subarray(1);
  const payload = { map: new Map([["x", 1]]), bytes, buffer: new Uint8Array([4, 5]).buffer, channel: { __TAURI_TO_IPC_KEY__: () => "__CHANNEL__:7" } };
  postMessage({ cmd: "c", callback: 1, error: 2, payload });
  assert.deepEqual(posted[0].payload, { map: { x: 1 }, bytes: [1, 2, 3], buffer: [4, 5], channel: "__CHANNEL__:7" });
});

test("the page cannot replace the door", () => {
  const window = { ipc: { postMessage() {} }, __TAURI_INTERNALS__: {} };
  vm.runInNewContext(source.replaceAll("__INVOKE_KEY__", '"k"'), { window, Map, ArrayBuffer, Uint8Array });
  const door = window.__TAURI_INTERNALS__.postMessage;
  assert.equal(typeof door, "function");
  assert.throws(() => { window.__TAURI_INTERNALS__.postMessage = () => {}; }, TypeError);
  assert.equal(window.__TAURI_INTERNALS__.postMessage, door);
});
