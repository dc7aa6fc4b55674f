// How the page's calls reach the backend: each by the webview's own message handler
// (`window.ipc.postMessage`, wry's), each answer back as a script the backend runs in the page.
// Tauri's default sends each call as a fetch of an `ipc:` URL, a web request WebKitGTK routes
// through its resource loader: about 2 ms more per call before the command starts, which is most
// of a 15-puzzle move's time from the key to the backend's stamp. Tauri's own fallback path, the
// one taken when that fetch is blocked, is this one; here it is the only one, so the page needs
// no `connect-src` at all.
//
// Tauri writes the app's invoke key into the first line of the function when the app starts
// (`tauri::Builder::invoke_system`); the backend refuses a message without it.
(function () {
  const invokeKey = __INVOKE_KEY__;
  // What the page may hand to a call besides plain JSON: Tauri's serializable objects
  // (`__TAURI_TO_IPC_KEY__`, as its channels have), maps and bytes.
  const TO_IPC = "__TAURI_TO_IPC_KEY__";
  function plain(_name, value) {
    if (value instanceof Map) return Object.fromEntries(value.entries());
    if (value instanceof ArrayBuffer) return Array.from(new Uint8Array(value));
    if (ArrayBuffer.isView(value)) return Array.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    if (value !== null && typeof value === "object" && TO_IPC in value) return value[TO_IPC]();
    return value;
  }

  function postMessage(message) {
    const { cmd, callback, error, payload, options } = message;
    window.ipc.postMessage(JSON.stringify({
      cmd,
      callback,
      error,
      payload,
      // Answers come back as scripts, never through a fetch of a channel's data.
      options: { ...options, customProtocolIpcBlocked: true },
      __TAURI_INVOKE_KEY__: invokeKey,
    }, plain));
  }

  Object.defineProperty(window.__TAURI_INTERNALS__, "postMessage", { value: postMessage });
})();
