/**
 * Renders announcements (data from the rules engines) as text in English or French. Each
 * game's texts live in src/referee/messages/<game>.ts as `en` and `fr` maps from
 * announcement type to a function of its parameters. Refusals (why the rules refused an
 * action) are worded in src/referee/messages/<game>-refusals.ts where a game has them.
 */
import type { Announcement } from '../rules/engine.ts';
import * as diceGame from './messages/dice-game.ts';
import * as dicestorm from './messages/dicestorm.ts';
import * as hpStrike from './messages/hp-strike.ts';
import * as strike from './messages/strike.ts';
import { strikeRefusal, type Refusal } from './messages/strike-refusals.ts';

/** Languages the referee speaks. */
export type Language = 'en' | 'fr';

/** Announcement type → text, for one game and one language. */
export type MessageCatalogue = Readonly<Record<string, (params: Announcement['params']) => string>>;

/** Catalogues by game id, then language. */
const CATALOGUES: Readonly<Record<string, Readonly<Record<Language, MessageCatalogue>>>> = {
  strike: { en: strike.en, fr: strike.fr },
  'hp-strike': { en: hpStrike.en, fr: hpStrike.fr },
  'dice-game': { en: diceGame.en, fr: diceGame.fr },
  dicestorm: { en: dicestorm.en, fr: dicestorm.fr },
};

/** Game ids that have announcement texts. */
export const GAMES_WITH_MESSAGES = Object.keys(CATALOGUES);

/**
 * The text of one announcement.
 * @param game game id, e.g. `"strike"`
 * @throws Error when the game has no texts or the announcement type has no text in `language`
 *   (a missing text is a bug, caught by the message tests)
 */
export function renderAnnouncement(game: string, announcement: Announcement, language: Language = 'en'): string {
  const catalogue = CATALOGUES[game]?.[language];
  if (!catalogue) throw new Error(`no announcement texts for game "${game}"`);
  const message = catalogue[announcement.type];
  if (!message) throw new Error(`no ${language} text for the ${game} announcement "${announcement.type}"`);
  return message(announcement.params);
}

/** Refusal texts by game id: `(refusal, language) => text`. */
const REFUSALS: Readonly<Record<string, (refusal: Refusal, language: Language) => string>> = {
  strike: strikeRefusal,
};

/**
 * Why the rules refused an action, as players read it: in `language`, arena dice counted from
 * 1. A game without refusal texts (or a refusal they do not know) gives the engine's English
 * sentence unchanged.
 * @param game game id, e.g. `"strike"`
 * @param refusal `{ code, message }` as a session step's `rejected` carries it
 * @returns one sentence without a final full stop
 */
export function renderRefusal(game: string, refusal: Refusal, language: Language = 'en'): string {
  const render = REFUSALS[game];
  return render ? render(refusal, language) : refusal.message;
}
