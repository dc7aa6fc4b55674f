// How the pointer's path is sampled and sent (mines/pointer.js does it).

export const SAMPLE_MS = 10;
export const SEND_MS = 250;
/** The most samples one send carries (the backend's bound). */
export const BATCH = 1000;

/** Samples to send at `now`: each `[t, x, y]` as `[age, x, y]`, ages whole ms, never negative. */
export function ages(samples, now) {
  return samples.map(([t, x, y]) => [Math.max(0, Math.round(now - t)), x, y]);
}
