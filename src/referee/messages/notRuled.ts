/**
 * Why something cannot be refereed, in English and French, shared by the CLI's messages
 * (src/referee/messages/cli.ts) and the pages' (src/app/i18n/en.ts, fr.ts): games the camera
 * cannot referee yet, and why no die can be ruled thrown out of sight.
 */
import type { Language } from '../render.ts';
import type { MissedDieRefusal } from '../strikeReferee.ts';
import type { LeavingRefusal, ThrownUnused } from '../../review/gameReview.ts';

/**
 * Why the camera cannot referee a game yet, a clause by game id (src/rules/games.ts `camera`
 * false): the New game form's note and the CLI's refusal of `--game`.
 */
export const NOT_REFEREED_WHY: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    'hp-strike': 'its dice show spell symbols, which the dice reader does not know',
    dicestorm: "its warriors' dice are d8 and d10, which the dice reader does not know",
  },
  fr: {
    'hp-strike': 'ses dés portent des symboles de sorts, que le lecteur de dés ne connaît pas',
    dicestorm: 'les dés de ses guerriers sont des d8 et des d10, que le lecteur de dés ne connaît pas',
  },
};

/**
 * Why no die can be ruled thrown out of sight, a clause (`referee --missed-after`, `review
 * --missed-at`, the review page's *Count a die lost out of sight after this arena*): src/referee/strikeReferee.ts
 * `MissedDieRefusal`, and src/review/gameReview.ts `MissedAtUnused`'s `notNow` (the referee still
 * waited on the arena) and `noArena` (no arena at that time).
 */
export const MISSED_DIE_WHY: Readonly<Record<Language, Readonly<Record<MissedDieRefusal | 'notNow' | 'noArena', string>>>> = {
  en: {
    startDie: 'the game waits for its start die',
    reroll: 'the game waits for a re-rolled die to be put back',
    allIn: 'after a big hit the thrower throws every die at once, not one alone',
    over: 'the game is over',
    unseenFaces: 'a die in the arena was never seen, so the arena as it lies is not known',
    notNow: 'the referee was still waiting on that arena',
    noArena: 'no arena settled then',
  },
  fr: {
    startDie: 'la partie attend son dé de départ',
    reroll: "la partie attend qu'un dé relancé soit remis",
    allIn: 'après un grand lancer le lanceur lance tous ses dés à la fois, pas un seul',
    over: 'la partie est finie',
    unseenFaces: "un dé de l'arène n'a jamais été vu : l'arène telle qu'elle est n'est pas connue",
    notNow: "l'arbitre attendait encore sur cette arène",
    noArena: "aucune arène ne s'est posée à ce moment-là",
  },
};

/**
 * Why a player could not leave just after an arena, a clause (`review --left-at`, the review
 * page's *A player left after this arena*): src/review/gameReview.ts `LeavingRefusal`, but
 * `noArena` (no arena at that time), which each says its own way.
 */
export const LEAVING_WHY: Readonly<Record<Language, Readonly<Record<Exclude<LeavingRefusal, 'noArena'>, string>>>> = {
  en: {
    over: 'the game was already over',
    noSeat: 'that seat names no player now: the game is set up with fewer players',
    out: 'that player was already out of the game',
    lastPlayer: 'only one player was still in',
    startDie: 'the start die was not in yet; a player leaves between throws, after the arena where it lies',
    reroll: 'a re-rolled die was still to be put back in the arena; a player leaves between throws, after the arena where it lies',
    notNow: 'the referee still waited on that arena',
  },
  fr: {
    over: 'la partie était déjà finie',
    noSeat: 'cette place ne désigne plus aucun joueur\u00a0: la partie est réglée avec moins de joueurs',
    out: 'ce joueur était déjà hors de la partie',
    lastPlayer: 'un seul joueur était encore en lice',
    startDie: "le dé de départ n'était pas encore posé\u00a0; un joueur part entre deux lancers, après l'arène où il est posé",
    reroll: "un dé relancé n'était pas encore remis dans l'arène\u00a0; un joueur part entre deux lancers, après l'arène où il est remis",
    notNow: "l'arbitre attendait encore sur cette arène",
  },
};

/**
 * Why an arena ruled as a throw could not be one when the review was ruled again with the
 * players' corrections, a clause (`review --thrown-at` with `--correct`/`--left-at`, the review
 * page's *Rule it as a throw*): src/review/gameReview.ts `ThrownUnused`.
 */
export const THROWN_WHY: Readonly<Record<Language, Readonly<Record<ThrownUnused['why'], string>>>> = {
  en: {
    over: 'the game is over',
    notThrow: 'the referee no longer sees a possible throw there',
  },
  fr: {
    over: 'la partie est finie',
    notThrow: "l'arbitre n'y voit plus de lancer possible",
  },
};
