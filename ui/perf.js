// Input-to-paint latency: from the event that caused an action to the first animation frame
// after its result is drawn; and, apart, the backend round trip alone. The end-to-end tests
// read these figures.

const samples = {};
const LIMIT = 5000;

function record(kind, ms) {
  const list = samples[kind] ?? (samples[kind] = []);
  list.push(ms);
  if (list.length > LIMIT) list.shift();
}

/** Call right after drawing the result of an action that started at `startedAt`, whose
 *  backend answer arrived at `answeredAt` (both on the performance clock). */
export function markPainted(kind, startedAt, answeredAt) {
  record(`${kind}Backend`, answeredAt - startedAt);
  requestAnimationFrame(() => record(kind, performance.now() - startedAt));
}

window.__tesseraPerf = samples;
