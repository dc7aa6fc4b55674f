// Node's tests read the page's words in English, from the catalogue the app uses
// (locales/en.ftl), as the page does once the backend hands it over.
import { readFileSync } from "node:fs";
import { useCatalogue } from "../l10n.js";

useCatalogue({ language: "en", sources: [readFileSync(new URL("../../locales/en.ftl", import.meta.url), "utf8")] });
