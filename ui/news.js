// What a finished game achieved, in words: the backend sends each piece of news as values
// (tessera::records::news, with its table's name in the language spoken), the catalogue words
// it, and numbers take the player's regional format. Pure; news.test.js.

import { decimal } from "./locale.js";
import { language, t } from "./l10n.js";

const seconds = (ms) => decimal(ms / 1000, 3);

/** A Minesweeper figure as the best lists write it (a time in seconds). */
const figure = (metric, value) => (metric === "time" ? t("seconds", { s: decimal(value, 3) }) : decimal(value, 3));

/** A 15-puzzle single by a figure. */
function single(metric, value) {
  if (metric === "time") return t("seconds", { s: seconds(value) });
  if (metric === "moves") return t("news-moves", { count: Math.round(value) });
  return t("news-tps", { tps: decimal(value, 2) });
}

/** One piece of news in words. */
export function newsText(n) {
  const name = n.name;
  switch (n.kind) {
    case "firstWin": return t("news-first-win", { name, time: seconds(n.timeMs) });
    case "newBest": return t("news-new-best", { name, time: seconds(n.timeMs), was: seconds(n.wasMs) });
    case "placed": {
      const ordinal = new Intl.PluralRules(language(), { type: "ordinal" }).select(n.rank);
      return t("news-placed", { name, time: seconds(n.timeMs), rank: n.rank, ordinal });
    }
    case "bestFigure": {
      const metric = t(`news-metric-${n.metric}`);
      return t(`news-best-figure-${n.style}`, { name, metric, value: figure(n.metric, n.value), was: figure(n.metric, n.was) });
    }
    case "firstSingle": return t(`news-first-single-${n.metric}`, { name, value: single(n.metric, n.value) });
    case "newSingle": return t(`news-new-single-${n.metric}`, { name, value: single(n.metric, n.value), was: single(n.metric, n.was) });
    case "firstAverage": return t("news-first-average", { name, n: n.n, value: t("seconds", { s: seconds(n.value) }) });
    case "newAverage": return t("news-new-average", { name, n: n.n, value: t("seconds", { s: seconds(n.value) }), was: t("seconds", { s: seconds(n.was) }) });
    default: return "";
  }
}
