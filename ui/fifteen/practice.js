// Practice runs on the page: the mode a player picks, read into the request the backend checks
// again (`fifteen_practice`), and the words and splits the page shows. The backend deals the
// legs and keeps the one clock; nothing here decides a time.

import { count, decimal, decimalMark } from "../locale.js";
import { parseSize } from "./sizes.js";
import { t } from "../l10n.js";

export const MODES = ["single", "relay", "marathon", "blind"];
export const MARATHON_COUNTS = [10, 25, 42, 50, 100];
export const DEFAULT_RELAY = "3x3, 4x4, 5x5";
const MAX_RELAY_LEGS = 16;

/** A relay's sizes from text like "3x3, 4x4, 5x5" (commas or spaces between, × or x inside):
 *  [[3, 3], [4, 4], [5, 5]]. Throws an Error saying what is wrong. */
export function parseRelay(text) {
  const parts = String(text).split(/[\s,;]+/).filter((p) => p.length > 0);
  const sizes = parts.map(parseSize);
  if (sizes.length < 2 || sizes.length > MAX_RELAY_LEGS) {
    throw new Error(t("relay-legs-range", { max: MAX_RELAY_LEGS, count: sizes.length }));
  }
  return sizes;
}

const sized = ([width, height]) => ({ width, height });

/** The `fifteen_practice` request for a mode, or null for a single solve. */
export function practiceRequest(mode, size, relayText, marathonCount) {
  switch (mode) {
    case "relay": return { kind: "relay", sizes: parseRelay(relayText).map(sized) };
    case "marathon": return { kind: "marathon", size: sized(size), count: Number(marathonCount) };
    case "blind": return { kind: "blind", size: sized(size) };
    default: return null;
  }
}

/** Each leg's own time from the run's splits (the run time at each leg's solve). */
export function legTimes(splits) {
  return splits.map((t, k) => t - (k > 0 ? splits[k - 1] : 0));
}

const seconds = (ms) => decimal(ms / 1000, 3);

/** The most legs the result lists one by one (a longer marathon shows its splits only). */
export const LISTED_LEGS = 12;

/** A table's rows for the finished legs, as slidysim's replay site lists a relay's: the
 *  header, then per leg its number, time (s), moves, TPS, MD and MMD (`figures`: the
 *  backend's `Run::legs`); none for a marathon longer than LISTED_LEGS. */
export function legRows(figures) {
  if (!figures?.length || figures.length > LISTED_LEGS) return [];
  const rows = figures.map((f, k) => [
    String(k + 1), seconds(f.time), count(f.moves), f.tps == null ? "–" : decimal(f.tps, 2), count(f.md), f.mmd == null ? "–" : decimal(f.mmd, 3),
  ]);
  return [[t("col-leg"), t("col-time"), t("col-moves"), t("stat-tps"), t("col-md"), t("col-mmd")], ...rows];
}


/** The line under the board during a run: its name, the leg on the board, the splits. */
export function runLine(run) {
  if (!run) return "";
  const parts = [run.name];
  if (run.legs > 1) parts.push(t("run-leg", { leg: Math.min(run.leg + 1, run.legs), legs: run.legs }));
  if (run.blind) parts.push(t("run-blind"));
  if (run.splits.length > 0) parts.push(t("run-splits", { splits: legTimes(run.splits).map(seconds).join(" · ") }));
  if (run.origin === "retry") parts.push(t("run-retry"));
  return parts.join(" — ");
}

/** Whether a blind solve's numbers are hidden: the backend says the leg is unseen (blind and
 *  not judged: its rule, `Fifteen::unseen`), and a move was made (the page's own first move
 *  counts before the backend has answered it). */
export function numbersHidden(run, status, moved) {
  if (!run?.unseen) return false;
  return status === "running" || moved;
}

/** The result panel's headline for a finished run. */
export function runHeadline(run, status, timeMs) {
  if (status === "failed") return t("run-failed", { time: seconds(timeMs) });
  return t("run-done", { name: run.name, time: seconds(timeMs) });
}

/** Whether a records table's key is a practice mode's (`relay/3x3,4x4`), not a size's. */
export function isPractice(key) {
  return String(key).includes("/");
}

/** A run's legs for the records: each leg's time while there are few, else the fastest and
 *  slowest; "–" for none. */
export function legsText(splits) {
  const legs = legTimes(splits ?? []);
  if (legs.length === 0) return "–";
  // Whole milliseconds to hundredths, half up, in integers: (ms / 1000).toFixed(2) rounds
  // the float, so that 1005 ms showed 1.00 but 625 ms 0.63.
  const short = (ms) => {
    const h = Math.floor((ms + 5) / 10);
    return `${Math.floor(h / 100)}${decimalMark()}${String(h % 100).padStart(2, "0")}`;
  };
  if (legs.length <= 5) return legs.map(short).join(" · ");
  return `${legs.length} legs, ${short(Math.min(...legs))} to ${short(Math.max(...legs))}`;
}
