// The figures players compare beyond time, 3BV and clicks (CE, IOE, RQP, STNB, correctness,
// throughput, path), as one line: under a finished game's result and in the video viewer.

import { decimal } from "./locale.js";
import { t } from "./l10n.js";

/** A figure with three decimals, or a dash when it has none (no 3BV solved). */
export function fixed(x) {
  return Number.isFinite(x) ? decimal(x, 3) : "–";
}

/** The line of figures (`VideoMetrics` from the backend). */
export function figuresText(f) {
  return t("figures-line", { ce: f.ce, ioe: fixed(f.ioe), rqp: fixed(f.rqp), stnb: fixed(f.stnb), corr: fixed(f.corr), thrp: fixed(f.thrp), path: fixed(f.path) });
}
