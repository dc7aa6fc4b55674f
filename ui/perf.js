// Input-to-paint latency: from the event that caused an action to the first animation frame
// after its result is drawn. The end-to-end tests read these figures.

const samples = { mines: [] };
const LIMIT = 5000;

export function markPainted(kind, startedAt) {
  requestAnimationFrame(() => {
    const list = samples[kind] ?? (samples[kind] = []);
    list.push(performance.now() - startedAt);
    if (list.length > LIMIT) list.shift();
  });
}

window.__tesseraPerf = samples;
