/**
 * What is said, in English and French, for an announcement whose details are missing (its
 * params missing or empty: a damaged saved log or review record; src/referee/render.ts
 * `announcementDetailsMissing`), in place of its text worded with blanks.
 */
import type { Language } from '../render.ts';

/** The sentence for an announcement of type `type` (e.g. `match`) whose details are missing. */
export const DETAILS_MISSING: Readonly<Record<Language, (type: string) => string>> = {
  en: (type) => `A ruling whose details are missing from the log (“${type}”).`,
  fr: (type) => `Une décision dont les détails manquent dans le journal (« ${type} »).`,
};
