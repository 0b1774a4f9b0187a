/**
 * Texts of the dice game's refusals in English and French: why the rules
 * (src/rules/dice-game/apply.ts, flow.ts) or the live referee
 * (src/referee/liveDiceGameReferee.ts) refused an action. One table per language, code →
 * text from the refusal's params. The English texts are the engine's own sentences (checked
 * by the tests), but for `bad-players`, worded as in Strike (players.ts); die indices in params
 * are 0-based, players count dice from 1.
 * Set-up refusals (`bad-config`) and `unknown-action` are programming or configuration
 * errors: renderRefusal gives their English sentence unchanged.
 */
import { dieNumber } from '../../rules/common/arena.ts';
import { idleDice } from '../../rules/dice-game/index.ts';
import type { DiceGameRefereeRefusalParams } from '../liveDiceGameReferee.ts';
import type { BadPlayersParams } from '../../rules/common/players.ts';
import { de } from './format.ts';
import { badPlayersEn, badPlayersFr } from './players.ts';

/**
 * Params of the dice game engine's refusals by code, as src/rules/dice-game/apply.ts and
 * flow.ts throw them (`bad-face` has {face} only when a face was given).
 */
export type DiceGameRefusalParams = {
  'bad-players': BadPlayersParams;
  'game-over': Record<string, never>;
  'not-your-turn': { active: string; player: string };
  'must-keep': Record<string, never>;
  'turn-over': Record<string, never>;
  'bad-face': { face?: string };
  'wrong-dice-count': { expected: number; read: number };
  'nothing-to-keep': Record<string, never>;
  'empty-keep': Record<string, never>;
  'not-in-roll': { roll: string[]; faces: string[] };
  'non-scoring-die': { faces: string[]; idle: string[] };
  'nothing-to-put-back': Record<string, never>;
  'not-set-aside': { setAside: string[]; faces: string[] };
  'put-back-leaves-non-scoring': { faces: string[]; stay: string[]; idle: string[] };
  'nothing-rolled': Record<string, never>;
  'cannot-bank-now': Record<string, never>;
  'hot-dice-must-roll': Record<string, never>;
  'below-minimum': { minimum: number; points: number };
  'must-surpass': { target: number };
  'no-roll-to-correct': Record<string, never>;
  'bad-index': { index: number; rolled: number };
  'same-face': { index?: number; face: string };
  'no-rest-to-correct': Record<string, never>;
  'nothing-to-undo': Record<string, never>;
};

/** Params by code, the engine's and the live referee's. */
type ParamsByCode = DiceGameRefusalParams & DiceGameRefereeRefusalParams;

/** One language's refusal texts: for every code, a function from its params to one sentence. */
export type DiceGameRefusalTexts = { readonly [C in keyof ParamsByCode]: (params: ParamsByCode[C]) => string };

/** "1 2 5" from a list of faces. */
const faces = (list: readonly string[]): string => list.join(' ');

/**
 * Which of `faces` score nothing, `idle` of them, with its verb, in French ({@link idleDice}'s
 * words): "le 4 ne rapporte", "un des 2 ne rapporte" (of 2 2 2 2 5), "le 4 et le 6 ne
 * rapportent", "les 3 ne rapportent", "2 des 6 ne rapportent".
 */
export function idleDiceFr(faces: readonly string[], idle: readonly string[]): string {
  const parts = [...new Set(idle)].map((face) => {
    const k = idle.filter((f) => f === face).length;
    const n = faces.filter((f) => f === face).length;
    if (k >= n) return n === 1 ? `le ${face}` : `les ${face}`;
    return k === 1 ? `un des ${face}` : `${k} des ${face}`;
  });
  const who = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
  return `${who} ${idle.length === 1 ? 'ne rapporte' : 'ne rapportent'}`;
}

/** The dice game's refusals in English (the engine's and the referee's sentences). */
export const en: DiceGameRefusalTexts = {
  'bad-players': (p) => `${badPlayersEn(p)}.`,
  'game-over': () => 'The game is over.',
  'not-your-turn': (p) => `It is ${p.active}'s turn, not ${p.player}'s.`,
  'must-keep': () => 'Set aside at least one scoring die before rolling again.',
  'turn-over': () => 'This turn is over.',
  'bad-face': (p) => (p.face === undefined
    ? 'Faces must be a list like ["1","5"].'
    : `The dice game uses plain d6 faces 1–6, not "${p.face}".`),
  'wrong-dice-count': (p) => `Expected ${p.expected} ${p.expected === 1 ? 'die' : 'dice'} to be rolled, read ${p.read}.`,
  'nothing-to-keep': () => 'Roll the dice before setting any aside.',
  'empty-keep': () => 'Set aside at least one scoring die.',
  'not-in-roll': (p) => `The roll ${faces(p.roll)} does not have ${faces(p.faces)}.`,
  'non-scoring-die': (p) => (p.faces.length === 1 ? `The ${faces(p.faces)} scores nothing. Keep only scoring dice.`
    : p.idle.length === p.faces.length ? `None of ${faces(p.faces)} scores. Keep only scoring dice.`
      : `Not every die of ${faces(p.faces)} scores: ${idleDice(p.faces, p.idle)} nothing. Keep only scoring dice.`),
  'nothing-to-put-back': () => 'There are no dice to put back: only dice set aside from the last roll can be, before the next roll.',
  'not-set-aside': (p) => `Of the dice set aside from the last roll, ${faces(p.setAside)}, at least one stays: ${faces(p.faces) || 'none'} cannot be put back.`,
  'put-back-leaves-non-scoring': (p) => (p.stay.length === 1 ? `Putting back ${faces(p.faces)} would leave ${faces(p.stay)} set aside, which scores nothing.`
    : p.idle.length === p.stay.length ? `Putting back ${faces(p.faces)} would leave ${faces(p.stay)} set aside, and none of them scores.`
    : `Putting back ${faces(p.faces)} would leave ${faces(p.stay)} set aside, and ${idleDice(p.stay, p.idle)} nothing: put ${p.idle.length === 1 ? 'it' : 'them'} back too.`),
  'nothing-rolled': () => 'Nothing to bank yet this turn: roll the dice first.',
  'cannot-bank-now': () => 'You can bank only after setting aside scoring dice.',
  'hot-dice-must-roll': () => 'All six dice counted: roll them all again.',
  'below-minimum': (p) => `You need at least ${p.minimum} points this turn to bank (you have ${p.points}).`,
  'must-surpass': (p) => `In your final turn you can bank only once your total goes past ${p.target} points.`,
  'no-roll-to-correct': () => 'Only the last roll can be corrected, before any die is kept from it.',
  'bad-index': (p) => `There is no die ${dieNumber(p.index)} in the last roll: its dice are 1–${p.rolled}.`,
  'same-face': (p) => (p.index === undefined ? `That die already shows ${p.face}.` : `Die ${dieNumber(p.index)} already shows ${p.face}.`),
  'no-rest-to-correct': () => 'Only a die of the last roll not set aside can be corrected this way, after a keep and before the next roll.',
  'nothing-to-undo': () => 'There is no correction to undo.',
  'no-such-die': (p) => `die ${p.dieId} is not one of the dice of the last roll`,
  'unreadable-die': (p) => `set the face of ${p.dieIds.length === 1 ? 'the unreadable die' : `the ${p.dieIds.length} unreadable dice`} first`,
  'no-such-choice': (p) => `there is no choice ${p.choice} of dice set aside to pick`,
  'no-keep-explains': (p) => `no set of scoring dice set aside leaves the ${p.inArena} dice in the arena to roll: put the roll's dice back as rolled`,
  'rolled-already': (p) => (p.then === 'correct' ? 'the dice are rolled already: confirm the roll first, then correct a die of it'
    : p.then === 'undo' ? 'the dice are rolled already: confirm the roll first, then undo the correction'
      : 'the dice are rolled already: confirm the roll first (a turn banks before its next roll, not after)'),
  'roll-not-ruled': () => 'the dice in the arena are not ruled a roll yet: say first whether they are the roll',
};

/** The dice game's refusals in French (words as in src/referee/messages/dice-game.ts). */
export const fr: DiceGameRefusalTexts = {
  'bad-players': (p) => `${badPlayersFr(p)}.`,
  'game-over': () => 'La partie est terminée.',
  'not-your-turn': (p) => `C'est au tour ${de(String(p.active))}, pas ${de(String(p.player))}.`,
  'must-keep': () => 'Mettez de côté au moins un dé qui rapporte avant de relancer.',
  'turn-over': () => 'Ce tour est terminé.',
  'bad-face': (p) => (p.face === undefined
    ? 'Les faces doivent être une liste comme ["1","5"].'
    : `Le jeu de dés se joue avec des dés ordinaires (faces 1 à 6), pas « ${p.face} ».`),
  'wrong-dice-count': (p) => `Il fallait lancer ${p.expected}\u00a0${p.expected <= 1 ? 'dé' : 'dés'}, ${p.read} ${p.read <= 1 ? 'a été lu' : 'ont été lus'}.`,
  'nothing-to-keep': () => "Lancez les dés avant d'en mettre de côté.",
  'empty-keep': () => 'Mettez de côté au moins un dé qui rapporte.',
  'not-in-roll': (p) => `Le lancer ${faces(p.roll)} ne contient pas ${faces(p.faces)}.`,
  'non-scoring-die': (p) => (p.faces.length === 1
    ? `Le ${faces(p.faces)} ne rapporte rien. Ne gardez que des dés qui rapportent.`
    : p.idle.length === p.faces.length ? `Aucun des dés ${faces(p.faces)} ne rapporte. Ne gardez que des dés qui rapportent.`
      : `Les dés ${faces(p.faces)} ne rapportent pas tous : ${idleDiceFr(p.faces, p.idle)} rien. Ne gardez que des dés qui rapportent.`),
  'nothing-to-put-back': () => "Aucun dé à remettre : seuls les dés mis de côté du dernier lancer peuvent l'être, avant le lancer suivant.",
  'not-set-aside': (p) => `Des dés mis de côté du dernier lancer, ${faces(p.setAside)}, au moins un reste : ${faces(p.faces) || 'aucun'} ne peut pas être remis.`,
  'put-back-leaves-non-scoring': (p) => (p.stay.length === 1 ? `Remettre ${faces(p.faces)} laisserait ${faces(p.stay)} de côté, qui ne rapporte rien.`
    : p.idle.length === p.stay.length ? `Remettre ${faces(p.faces)} laisserait ${faces(p.stay)} de côté, et aucun de ces dés ne rapporte.`
    : `Remettre ${faces(p.faces)} laisserait ${faces(p.stay)} de côté, et ${idleDiceFr(p.stay, p.idle)} rien : remettez-${p.idle.length === 1 ? 'le' : 'les'} aussi.`),
  'nothing-rolled': () => "Rien à marquer pour l'instant dans ce tour : lancez d'abord les dés.",
  'cannot-bank-now': () => "On ne peut marquer qu'après avoir mis de côté des dés qui rapportent.",
  'hot-dice-must-roll': () => 'Les six dés ont compté : relancez-les tous.',
  'below-minimum': (p) => `Il faut au moins ${p.minimum} points ce tour pour marquer (vous en avez ${p.points}).`,
  'must-surpass': (p) => `Pendant votre dernier tour, vous ne marquez que si votre total dépasse ${p.target} points.`,
  'no-roll-to-correct': () => "Seul le dernier lancer peut être corrigé, avant qu'un de ses dés soit gardé.",
  'bad-index': (p) => `Il n'y a pas de dé ${dieNumber(p.index)} dans le dernier lancer : ses dés vont de 1 à ${p.rolled}.`,
  'same-face': (p) => (p.index === undefined ? `Ce dé montre déjà ${p.face}.` : `Le dé ${dieNumber(p.index)} montre déjà ${p.face}.`),
  'no-rest-to-correct': () => "Seul un dé du dernier lancer qui n'a pas été mis de côté peut être corrigé ainsi, après une mise de côté et avant le lancer suivant.",
  'nothing-to-undo': () => 'Aucune correction à annuler.',
  'no-such-die': (p) => `le dé ${p.dieId} ne fait pas partie du dernier lancer`,
  'unreadable-die': (p) => `indiquez d'abord la face ${p.dieIds.length === 1 ? 'du dé illisible' : `des ${p.dieIds.length} dés illisibles`}`,
  'no-such-choice': (p) => `il n'y a pas de choix ${p.choice} de dés mis de côté`,
  'no-keep-explains': (p) => `aucun ensemble de dés qui rapportent mis de côté ne laisse les ${p.inArena} dés de l'arène à lancer : remettez les dés du lancer tels que lancés`,
  'rolled-already': (p) => (p.then === 'correct' ? "les dés sont déjà lancés : confirmez d'abord le lancer, puis corrigez-en un dé"
    : p.then === 'undo' ? "les dés sont déjà lancés : confirmez d'abord le lancer, puis annulez la correction"
      : "les dés sont déjà lancés : confirmez d'abord le lancer (on marque avant de relancer, pas après)"),
  'roll-not-ruled': () => "les dés de l'arène ne sont pas encore comptés comme un lancer : dites d'abord si c'est le lancer",
};
