/**
 * Texts of Strike's refusals in English and French: why the rules (or the referee) refused an
 * action or a set-up. One table per language, code → text from the refusal's params; the
 * params' shapes are the engine's (src/rules/strike/refusals.ts `StrikeRefusalParams`) and
 * the referees' (src/referee/strikeReferee.ts `StrikeRefereeRefusalParams`). Die indices in
 * params are 0-based; players count dice from 1, as the `read` table and the `corrected`
 * announcement do. French words from /work/shared/rules/strike-fr.txt: arène, réserve,
 * lancer, grand lancer, relancer, Mise en place, Comment jouer ?
 */
import { dieNumber } from '../../rules/common/arena.ts';
import type { CheckedDie, StrikeRefusalParams } from '../../rules/strike/index.ts';
import type { StrikeRefereeRefusalParams } from '../strikeReferee.ts';
import { badPlayersEn, badPlayersFr } from './players.ts';

/** Params by code, the engine's and the referees' (a code both use takes either shape). */
type ParamsByCode = {
  [C in keyof StrikeRefusalParams | keyof StrikeRefereeRefusalParams]:
    | (C extends keyof StrikeRefusalParams ? StrikeRefusalParams[C] : never)
    | (C extends keyof StrikeRefereeRefusalParams ? StrikeRefereeRefusalParams[C] : never);
};

/**
 * One language's refusal texts: for every code, a function from its params to one sentence
 * without a final full stop.
 */
export type StrikeRefusalTexts = { readonly [C in keyof ParamsByCode]: (params: ParamsByCode[C]) => string };

/** "1 die" / "3 dice". */
function dice(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

/** "1 dé" / "3 dés" (0 and 1 take the singular in French). */
function dés(n: number): string {
  return `${n}\u00a0${n <= 1 ? 'dé' : 'dés'}`;
}

/** "Aucun nouveau dé n'est apparu" / "1 dé est apparu" / "3 dés sont apparus". */
function appearedFr(n: number): string {
  if (n === 0) return "Aucun nouveau dé n'est apparu";
  return n === 1 ? '1 dé est apparu' : `${n} dés sont apparus`;
}

/** The die whose face was checked, in English: "Start die", "Die 1 in the arena"… */
function checkedDieEn(checked: CheckedDie): string {
  switch (checked.die) {
    case 'start': return 'Start die';
    case 'rerolled': return 'Re-rolled die';
    case 'arena': return `Die ${dieNumber(checked.index)} in the arena`;
    case 'corrected': return `Die ${dieNumber(checked.index)}`;
  }
}

/** The die whose face was checked, in French: "Dé de départ", "Dé 1 de l'arène"… */
function checkedDieFr(checked: CheckedDie): string {
  switch (checked.die) {
    case 'start': return 'Dé de départ';
    case 'rerolled': return 'Dé relancé';
    case 'arena': return `Dé ${dieNumber(checked.index)} de l'arène`;
    case 'corrected': return `Dé ${dieNumber(checked.index)}`;
  }
}

/** What `not-now` refuses, by action. */
const NOT_NOW_EN: Readonly<Record<StrikeRefusalParams['not-now']['action'], string>> = {
  placeStartDie: 'The start die is already in the arena',
  placeRerolledDie: 'No die is waiting to be re-rolled',
  pass: 'Nobody can pass now',
  correctFace: 'Faces can be corrected only between throws',
  retirePlayer: 'A player can leave the game only between throws, once the start die is in',
};

/** What `not-now` refuses, by action, in French. */
const NOT_NOW_FR: Readonly<Record<StrikeRefusalParams['not-now']['action'], string>> = {
  placeStartDie: "Le dé de départ est déjà dans l'arène",
  placeRerolledDie: "Aucun dé n'attend d'être relancé",
  pass: 'Personne ne peut passer son tour maintenant',
  correctFace: "Les faces ne se corrigent qu'entre deux lancers",
  retirePlayer: "Un joueur ne peut quitter la partie qu'entre deux lancers, une fois le dé de départ dans l'arène",
};

/** Strike's refusals in English. */
export const en: StrikeRefusalTexts = {
  'game-over': () => 'The game is over',
  'bad-players': badPlayersEn,
  'player-count': (p) => `${p.edition} is played by ${p.min}–${p.max} players; got ${p.playerCount}`,
  'not-enough-dice': (p) => (p.stage === 'setup'
    ? `${p.playerCount} players × ${p.perPlayer} dice${p.startDice > 0 ? ' + 1 start die' : ''} is more than the ${p.totalDice} dice of ${p.edition}`
    : `${dice(p.thrown)} appeared but ${p.player} has only ${p.stock} in stock`),
  'not-now': (p) => NOT_NOW_EN[p.action],
  'impossible-face': (p) => `${checkedDieEn(p)}: "${p.face}" is not a face of these dice (${p.faces.join(', ')})`,
  'x-start-die': () => 'The start die must show a numbered face, not X (rulebook, Setup)',
  'start-dice-differ': (p) => `A start die already shows ${p.face}: the start dice must all differ`,
  'start-die-first': () => 'The start die must be placed before the first throw',
  'reroll-pending': (p) => `First place the ${dice(p.count)} re-rolled outside the arena`,
  'not-a-throw': (p) => (p.count === 0
    ? 'The arena is still empty: nothing was thrown'
    : `The arena shows the same ${dice(p.count)} as before: no die was thrown (moving dice without changing their faces is not a throw)`),
  'dice-missing': (p) =>
    `${dice(p.missing)} missing: the arena held ${p.before}, and now holds ${p.inArena}${p.out > 0 ? `, with ${p.out} out of it` : ''}${p.leaning > 0 ? `, with ${p.leaning} leaning` : ''}. Is a die hidden, or was one picked up?`,
  'must-throw-all': (p) => `${dice(p.thrown)} appeared but after a big hit ${p.player} must throw all ${dice(p.stock)} at once`,
  'wrong-throw-count': (p) => (p.thrown === 0
    ? 'No new die appeared, but the arena changed: dice were turned, knocked out or swapped without a throw'
    : p.allowed === 'exactlyOne' ? `${dice(p.thrown)} appeared but exactly 1 may be thrown` : `${dice(p.thrown)} appeared but at least 1 must be thrown`),
  'must-throw-first': (p) => `${p.player} must throw before passing (rulebook, Playing the Game)`,
  'no-such-die': (p) => ('dieId' in p
    ? `die ${p.dieId} is not one of the dice in play`
    : `There is no die ${dieNumber(p.index)} in the arena (it holds ${dice(p.arenaDice)})`),
  'no-such-removed-die': (p) => `The last throw took out ${dice(p.removedDice)}: there is no die ${dieNumber(p.index)} of them to correct`,
  'x-correction': (p) => `Die ${dieNumber(p.index)} cannot show X: it is a start die, which shows a number`,
  'no-change': (p) => `Die ${dieNumber(p.index)} already shows ${p.face}`,
  'round-scored': (p) => `Round ${p.round} is scored: a correction of its last throw is taken only if it changes that throw's ruling (an X, or a face another die shows)`,
  'correction-makes-match': (p) =>
    `Die ${dieNumber(p.index)} cannot show ${p.face}: die ${dieNumber(p.other)} already shows ${p.face}, and the start dice all differ`,
  'nothing-to-undo': () => 'There is nothing to undo since the last throw: no correction, and no die said to have flown out of sight (a throw seen is never undone)',
  'answer-first': (p) => `First confirm the throw or answer the question about it, then ${p.undoing ? 'undo the correction' : p.passing ? 'pass' : 'correct a die'}`,
  'reroll-not-placed': (p) => `${p.expected} re-rolled ${p.expected === 1 ? 'die was' : 'dice were'} expected in the arena beside the dice already there`,
  'no-start-die': (p) => (p.leaning > 0
    ? 'The start die is not lying flat: set it flat in the arena'
    : p.out > 0 ? 'The start die is outside the arena: put it in the arena' : 'There is no start die: put one in the arena'),
  'start-die-not-alone': (p) => (p.startDice === 1
    ? `${dice(p.inArena)} are in the arena where the start die should lie alone (or beside the first throw's die): put exactly one start die in the arena, showing a number`
    : `${dice(p.inArena)} are in the arena where the ${p.startDice} start dice should lie alone: put exactly one start die per player in the arena, each showing a number`),
};

/** Strike's refusals in French (strike-fr.txt). */
export const fr: StrikeRefusalTexts = {
  'game-over': () => 'La partie est terminée',
  'bad-players': badPlayersFr,
  'player-count': (p) => `${p.edition} se joue de ${p.min} à ${p.max} joueurs ; ici ${p.playerCount}`,
  'not-enough-dice': (p) => (p.stage === 'setup'
    ? `${p.playerCount} joueurs × ${p.perPlayer} dés${p.startDice > 0 ? ' + 1 dé de départ' : ''}, c'est plus que les ${p.totalDice} dés de ${p.edition}`
    : `${appearedFr(p.thrown)}, mais ${p.player} n'a que ${dés(p.stock)} en réserve`),
  'not-now': (p) => NOT_NOW_FR[p.action],
  'impossible-face': (p) => `${checkedDieFr(p)} : « ${p.face} » n'est pas une face de ces dés (${p.faces.join(', ')})`,
  'x-start-die': () => 'Le dé de départ doit montrer un chiffre, pas un X (règle du jeu, Mise en place)',
  'start-dice-differ': (p) => `Un dé de départ montre déjà ${p.face} : les dés de départ doivent tous être différents`,
  'start-die-first': () => 'Le dé de départ doit être placé avant le premier lancer',
  'reroll-pending': (p) => (p.count === 1
    ? "Remettez d'abord dans l'arène le dé relancé hors de l'arène"
    : `Remettez d'abord dans l'arène les ${p.count} dés relancés hors de l'arène`),
  'not-a-throw': (p) => (p.count === 0
    ? "L'arène est toujours vide : rien n'a été lancé"
    : `L'arène montre ${p.count === 1 ? 'le même dé' : `les mêmes ${p.count} dés`} qu'avant : aucun dé n'a été lancé (déplacer des dés sans changer leurs faces n'est pas un lancer)`),
  'dice-missing': (p) =>
    `${dés(p.missing)} ${p.missing <= 1 ? 'manque' : 'manquent'} : l'arène en contenait ${p.before}, et en contient maintenant ${p.inArena}${p.out > 0 ? `, ${p.out} dehors` : ''}${p.leaning > 0 ? `, ${p.leaning} pas à plat` : ''}. Un dé est-il caché, ou a-t-il été ramassé ?`,
  'must-throw-all': (p) =>
    `${appearedFr(p.thrown)}, mais après un grand lancer ${p.player} doit lancer ${p.stock === 1 ? 'son dernier dé' : `ses ${p.stock} dés d'un coup`}`,
  'wrong-throw-count': (p) => (p.thrown === 0
    ? "Aucun nouveau dé n'est apparu, mais l'arène a changé : des dés ont été retournés, sortis ou échangés sans lancer"
    : p.allowed === 'exactlyOne' ? `${appearedFr(p.thrown)}, mais on ne lance qu'un dé à la fois` : `${appearedFr(p.thrown)}, mais il faut en lancer au moins un`),
  'must-throw-first': (p) => `${p.player} doit lancer avant de passer son tour (règle du jeu, Comment jouer ?)`,
  'no-such-die': (p) => ('dieId' in p
    ? `le dé ${p.dieId} ne fait pas partie des dés en jeu`
    : `Il n'y a pas de dé ${dieNumber(p.index)} dans l'arène (elle en contient ${p.arenaDice})`),
  'no-such-removed-die': (p) => `Le dernier lancer a retiré ${p.removedDice === 0 ? 'aucun dé' : p.removedDice === 1 ? 'un dé' : `${p.removedDice} dés`} : il n'y a pas de dé ${dieNumber(p.index)} parmi eux à corriger`,
  'x-correction': (p) => `Le dé ${dieNumber(p.index)} ne peut pas montrer X : c'est un dé de départ, qui montre un chiffre`,
  'no-change': (p) => `Le dé ${dieNumber(p.index)} montre déjà ${p.face}`,
  'round-scored': (p) => `La manche ${p.round} est comptée : une correction de son dernier lancer n'est prise que si elle change l'arbitrage de ce lancer (un X, ou une face qu'un autre dé montre)`,
  'correction-makes-match': (p) =>
    `Le dé ${dieNumber(p.index)} ne peut pas montrer ${p.face} : le dé ${dieNumber(p.other)} montre déjà ${p.face}, et les dés de départ sont tous différents`,
  'nothing-to-undo': () => "Rien à annuler depuis le dernier lancer : ni correction, ni dé dit envolé hors de vue (un lancer vu ne s'annule jamais)",
  'answer-first': (p) => `Confirmez d'abord le lancer ou répondez à la question à son sujet, puis ${p.undoing ? 'annulez la correction' : p.passing ? 'passez votre tour' : 'corrigez un dé'}`,
  'reroll-not-placed': (p) => (p.expected === 1
    ? "Le dé relancé devait revenir dans l'arène à côté des dés déjà présents"
    : `Les ${p.expected} dés relancés devaient revenir dans l'arène à côté des dés déjà présents`),
  'no-start-die': (p) => (p.leaning > 0
    ? "Le dé de départ n'est pas à plat : posez-le à plat dans l'arène"
    : p.out > 0 ? "Le dé de départ est hors de l'arène : posez-le dans l'arène" : "Il n'y a pas de dé de départ : posez-en un dans l'arène"),
  'start-die-not-alone': (p) => (p.startDice === 1
    ? `${dés(p.inArena)} sont dans l'arène, où le dé de départ devrait être seul (ou à côté du dé du premier lancer) : placez un seul dé de départ dans l'arène, sur une face chiffrée`
    : `${dés(p.inArena)} sont dans l'arène, où les ${p.startDice} dés de départ devraient être seuls : placez un seul dé de départ par joueur dans l'arène, chacun sur une face chiffrée`),
};
