/**
 * Renders announcements (data from the rules engines) as text in English or French. Each
 * game's texts live in src/referee/messages/<game>.ts as `en` and `fr` maps from
 * announcement type to a function of its parameters. Refusals (why the rules refused an
 * action) are worded the same way, from their code and params, in
 * src/referee/messages/<game>-refusals.ts where a game has them, and so are the live
 * referees' questions to the players, in src/referee/messages/<game>-questions.ts.
 */
import type { Announcement, Refusal, RefusalParams } from '../rules/engine.ts';
import { DETAILS_MISSING } from './messages/damaged.ts';
import { MissingCountError } from './messages/format.ts';
import * as diceGame from './messages/dice-game.ts';
import * as diceGameQuestions from './messages/dice-game-questions.ts';
import * as diceGameRefusals from './messages/dice-game-refusals.ts';
import * as dicestorm from './messages/dicestorm.ts';
import * as hpStrike from './messages/hp-strike.ts';
import * as strike from './messages/strike.ts';
import * as strikeQuestions from './messages/strike-questions.ts';
import * as strikeRefusals from './messages/strike-refusals.ts';
import type { DiceGameQuestion } from './liveDiceGameReferee.ts';
import type { LiveQuestion } from './liveStrikeReferee.ts';

/** Languages the referee speaks: English and French (the French of strike-fr.txt). */
export const LANGUAGES = ['en', 'fr'] as const;

/** A language the referee speaks ({@link LANGUAGES}). */
export type Language = (typeof LANGUAGES)[number];

/** Announcement type → text, for one game and one language. */
export type MessageCatalogue = Readonly<Record<string, (params: Announcement['params']) => string>>;

/** Catalogues by game id, then language. */
const CATALOGUES: Readonly<Record<string, Readonly<Record<Language, MessageCatalogue>>>> = {
  strike: { en: strike.en, fr: strike.fr },
  'hp-strike': { en: hpStrike.en, fr: hpStrike.fr },
  'dice-game': { en: diceGame.en, fr: diceGame.fr },
  dicestorm: { en: dicestorm.en, fr: dicestorm.fr },
};

/**
 * The text of one announcement. One whose params are missing or empty where its text needs
 * some ({@link announcementDetailsMissing}: a damaged or hand-edited saved log, a review
 * record) is said to be so, naming its type (messages/damaged.ts), rather than worded with
 * blanks (" collects  ( dice). Turn over.").
 * @param game game id, e.g. `"strike"`
 * @throws Error when the game has no texts or the announcement type has no text in `language`
 *   (a missing text is a bug, caught by the message tests)
 */
export function renderAnnouncement(game: string, announcement: Announcement, language: Language = 'en'): string {
  const message = announcementText(game, announcement, language);
  if (announcementDetailsMissing(game, announcement)) return DETAILS_MISSING[language](String(announcement.type));
  return message(announcement.params);
}

/** The text function of `announcement`'s type; throws as {@link renderAnnouncement}. */
function announcementText(game: string, announcement: Announcement, language: Language): MessageCatalogue[string] {
  const catalogue = CATALOGUES[game]?.[language];
  if (!catalogue) throw new Error(`no announcement texts for game "${game}"`);
  const message = Object.hasOwn(catalogue, announcement.type) ? catalogue[announcement.type] : undefined;
  if (!message) throw new Error(`no ${language} text for the ${game} announcement "${announcement.type}"`);
  return message;
}

/**
 * Whether `announcement` lacks the params its text is made of: they are missing (not an
 * object) or empty, and its English text reads some (`rulingUndone` reads none, so it is
 * whole without them); or a count its text needs is missing or not a number (messages/format.ts
 * `MissingCountError`: "Ann collects 2 × 3 ( dice)" from `{ player, faces, counts }`). Other
 * params partly there are not checked: some are optional.
 * @throws Error as {@link renderAnnouncement} for a game or type without texts
 */
export function announcementDetailsMissing(game: string, announcement: Announcement): boolean {
  const message = announcementText(game, announcement, 'en');
  const params: unknown = announcement.params;
  if (typeof params === 'object' && params !== null && !Array.isArray(params) && Object.keys(params).length > 0) {
    // Params there, but a count its text needs missing or not a number (formerly worded "( dice)").
    try {
      message(params as Announcement['params']);
      return false;
    } catch (error) {
      if (error instanceof MissingCountError) return true;
      throw error;
    }
  }
  // Run the text on params that note any read: a text that reads none needs none.
  let reads = false;
  const noting = new Proxy({}, {
    get: (_target, key) => {
      if (typeof key === 'string') reads = true;
      return undefined;
    },
    has: () => {
      reads = true;
      return false;
    },
  });
  try {
    message(noting);
  } catch {
    reads = true;
  }
  return reads;
}

/** Refusal code → text from the refusal's params, for one game and one language. */
export type RefusalCatalogue = Readonly<Record<string, (params: RefusalParams) => string>>;

/**
 * Refusal texts by game id, then language. Each table is typed by its game's params shapes
 * (e.g. `StrikeRefusalTexts`); here it is looked up by a code known only at run time, so it
 * is held as a catalogue of any params: the engine and the referees give each code its shape.
 * Strike: src/referee/messages/strike-refusals.ts; the dice game: messages/dice-game-refusals.ts.
 */
const REFUSALS: Readonly<Record<string, Readonly<Record<Language, RefusalCatalogue>>>> = {
  strike: { en: strikeRefusals.en as unknown as RefusalCatalogue, fr: strikeRefusals.fr as unknown as RefusalCatalogue },
  'dice-game': { en: diceGameRefusals.en as unknown as RefusalCatalogue, fr: diceGameRefusals.fr as unknown as RefusalCatalogue },
};

/**
 * Why the rules refused an action, as players read it: in `language`, arena dice counted from
 * 1, worded from the refusal's code and params. A game without refusal texts, or a code its
 * table does not have (programming or configuration errors such as `bad-action` or
 * `unknown-edition`), gives the engine's English sentence unchanged.
 * @param game game id, e.g. `"strike"`
 * @param refusal `{ code, message, params }` as a session step's `rejected` carries it (a
 *   `RuleError` will do)
 * @returns one sentence without a final full stop
 */
export function renderRefusal(game: string, refusal: Refusal, language: Language = 'en'): string {
  const catalogue = REFUSALS[game]?.[language];
  const text = catalogue && Object.hasOwn(catalogue, refusal.code) ? catalogue[refusal.code] : undefined;
  return text ? text(refusal.params) : refusal.message;
}

/** A live referee's question to the players, tagged with its game. */
export type GameQuestion =
  | { game: 'strike'; question: LiveQuestion }
  | { game: 'dice-game'; question: DiceGameQuestion };

/**
 * What a live referee asks the players, in `language`, worded from the question's kind and
 * params (src/referee/messages/strike-questions.ts, dice-game-questions.ts); a refusal it
 * quotes is worded by {@link renderRefusal}. In English it is the question's `message`.
 * @param game `"strike"` (a {@link LiveQuestion} of src/referee/liveStrikeReferee.ts) or
 *   `"dice-game"` (a {@link DiceGameQuestion} of src/referee/liveDiceGameReferee.ts)
 * @returns one or more sentences, each ending with a full stop
 * @throws Error when the game has no question texts
 */
export function renderQuestion<G extends GameQuestion['game']>(
  game: G,
  question: Extract<GameQuestion, { game: G }>['question'],
  language: Language = 'en',
): string {
  const wordRefusal = (refusal: Refusal): string => renderRefusal(game, refusal, language);
  const tagged = { game, question } as GameQuestion;
  switch (tagged.game) {
    case 'strike': {
      const q = tagged.question;
      const texts = strikeQuestions[language];
      switch (q.kind) {
        case 'confirmThrow': return texts.confirmThrow(q.params, wordRefusal);
        case 'startDie': return texts.startDie(q.params, wordRefusal);
        case 'unexplained': return texts.unexplained(q.params, wordRefusal);
        case 'unexpectedRemoval': return texts.unexpectedRemoval(q.params, wordRefusal);
        case 'besideArena': return texts.besideArena(q.params, wordRefusal);
        case 'missedDieFound': return texts.missedDieFound(q.params, wordRefusal);
      }
      break;
    }
    case 'dice-game': {
      const q = tagged.question;
      const texts = diceGameQuestions[language];
      switch (q.kind) {
        case 'confirmRoll': return texts.confirmRoll(q.params, wordRefusal);
        case 'refusedKeep': return texts.refusedKeep(q.params, wordRefusal);
        case 'wrongCount': return texts.wrongCount(q.params, wordRefusal);
        case 'changed': return texts.changed(q.params, wordRefusal);
        case 'restoreRoll': return texts.restoreRoll(q.params, wordRefusal);
        case 'notARoll': return texts.notARoll(q.params, wordRefusal);
        case 'notKept': return texts.notKept(q.params, wordRefusal);
        case 'keptWhich': return texts.keptWhich(q.params, wordRefusal);
      }
      break;
    }
  }
  throw new Error(`no question texts for game "${String(game)}"`);
}
