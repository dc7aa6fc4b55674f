// The one door to the backend. Calls go out one at a time, in order, so each answer
// applies to the state the previous one left; a failed call rejects with the backend's
// typed error, `{ kind, message }`.

const invoke = window.__TAURI__?.core?.invoke;
let queue = Promise.resolve();

export function call(command, args = {}) {
  const run = () => {
    if (!invoke) {
      return Promise.reject({ kind: "noBackend", message: "Tessera's backend is not reachable from this page." });
    }
    return invoke(command, args).catch((error) => {
      throw typeof error === "object" && error !== null && "kind" in error
        ? error
        : { kind: "ipc", message: String(error) };
    });
  };
  const result = queue.then(run, run);
  queue = result.catch(() => {});
  return result;
}
