// The page's door to Tauri: its commands, its events and the app's version, over the internals
// Tauri's own script gives every page (`window.__TAURI_INTERNALS__`), called as Tauri's API
// package (@tauri-apps/api: core, event, app) calls them. That package's global build
// (`withGlobalTauri`, 41 KB run before every page's first line) is not loaded: the first board
// comes that much sooner. No imports: start.js reports its first frame through it.

const internals = globalThis.window?.__TAURI_INTERNALS__;

/** Tauri's `invoke` (a command, its arguments; a promise of the answer), or none outside the
 *  app (the page's logic tests). */
export const invoke = internals ? (command, args = {}) => internals.invoke(command, args) : null;

/** Calls `handler` with each `event` the app emits (its `payload` is what was sent). */
export function listen(event, handler) {
  if (!internals) return Promise.resolve(null);
  return internals.invoke("plugin:event|listen", { event, target: { kind: "Any" }, handler: internals.transformCallback(handler) });
}

/** The app's version, as its configuration says. */
export function appVersion() {
  return invoke ? invoke("plugin:app|version") : Promise.resolve("");
}
