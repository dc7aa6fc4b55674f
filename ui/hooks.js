/** What an end-to-end test may read of the page (each view's state, every answer heard):
 *  installed only in a build with the `e2e-hooks` feature, whose IPC script sets
 *  `window.__tesseraHooks` before any module runs. A player's build installs none. */
export function expose(name, read) {
  if (globalThis.window?.__tesseraHooks) window[name] = read;
}
