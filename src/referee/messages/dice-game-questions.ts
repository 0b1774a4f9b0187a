/**
 * Texts of the live dice-game referee's questions to the players
 * (src/referee/liveDiceGameReferee.ts `DiceGameQuestion`) in English and French: one table
 * per language, question kind → text from the question's params (`DiceGameQuestionParams`).
 * The referee words its own English `message` with the English table. French words as in
 * src/referee/messages/dice-game.ts and dice-game-refusals.ts: lancer, relancer, mettre de
 * côté, dés qui rapportent, arène (the rules: /work/shared/rules/the-dice-game-en.txt).
 */
import { DICE_COUNT, idleDice } from '../../rules/dice-game/index.ts';
import type { Refusal } from '../../rules/engine.ts';
import type { DiceGameQuestionParams } from '../liveDiceGameReferee.ts';
import { idleDiceFr } from './dice-game-refusals.ts';
import { de, que, text } from './format.ts';

/** One language's question texts: for every kind, a function from its params to the text. */
export type DiceGameQuestionTexts = {
  readonly [K in keyof DiceGameQuestionParams]: (params: DiceGameQuestionParams[K], wordRefusal: (refusal: Refusal) => string) => string;
};

/** "1 die" / "3 dice". */
function dice(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

/** "1 dé" / "3 dés" (0 and 1 take the singular in French). */
function dés(n: number): string {
  return `${n}\u00a0${n <= 1 ? 'dé' : 'dés'}`;
}

/** Sets of faces as "1 1, 1 5 or 5 5" (`or`: the language's word). */
export function faceChoices(choices: readonly (readonly string[])[], or: string): string {
  const sets = choices.map((faces) => faces.join(' '));
  return sets.length <= 1 ? sets.join('') : `${sets.slice(0, -1).join(', ')} ${or} ${sets.at(-1)}`;
}

/**
 * The faces of the dice seen in the arena, in brackets (`?` for an unreadable die), so that a roll
 * asked about like the one before it is told from it; empty for none.
 */
function seenFaces(seen: readonly (string | null)[]): string {
  return seen.length === 0 ? '' : ` (${seen.map((face) => face ?? '?').join(' ')})`;
}

/**
 * The dice of a `refusedKeep` question that score nothing, as the rules named them
 * (`non-scoring-die` {idle}, src/rules/dice-game/apply.ts); null for another refusal.
 */
function idleOf(p: DiceGameQuestionParams['refusedKeep']): string[] | null {
  const idle = p.refusal.code === 'non-scoring-die' ? p.refusal.params?.['idle'] : undefined;
  return Array.isArray(idle) && idle.length > 0 ? idle.map(String) : null;
}

/** The live dice-game referee's questions in English (the referee's `message`). */
export const en: DiceGameQuestionTexts = {
  confirmRoll: (p) => {
    const one = p.dice.length === 1;
    return `Check ${one ? 'this die' : 'these dice'}: click ${one ? 'it' : 'each'} to set its face, then confirm.`;
  },
  refusedKeep: (p) => {
    const faces = p.faces.join(' ');
    if (p.allDice) {
      return `All the dice of the roll left the arena, and ${faces} cannot all be set aside. Put back the dice ${p.player} rolls again, so that the camera sees which ones ${p.player} keeps.`;
    }
    const idle = idleOf(p);
    if (idle && p.faces.length > 1 && idle.length === p.faces.length) {
      return `${faces} cannot be set aside: none of them scores. Put them back and set aside only scoring dice, or click a misread die to correct it.`;
    }
    if (idle && p.faces.length > 1) {
      return `${faces} cannot all be set aside: ${idleDice(p.faces, idle)} nothing. Put ${idle.length === 1 ? 'it' : 'them'} back and set aside only scoring dice, or click a misread die to correct it.`;
    }
    return `${faces} cannot be set aside: only scoring dice can. Put ${p.faces.length === 1 ? 'it' : 'them'} back and set aside only scoring dice, or click a misread die to correct it.`;
  },
  wrongCount: (p) => {
    const fix = p.inArena > DICE_COUNT
      ? `The dice game is played with ${DICE_COUNT} dice: take ${p.inArena - DICE_COUNT === 1 ? 'the other die' : `the other ${p.inArena - DICE_COUNT}`} away${p.mustRoll < DICE_COUNT ? ', set aside the dice kept this turn outside the arena' : ''} and roll again.`
      : p.inArena > p.mustRoll
        ? 'Set aside the dice kept this turn outside the arena and roll again.'
        : `Roll again with ${p.mustRoll === 1 ? 'the die' : `all ${p.mustRoll} dice`}.`;
    const one = p.notKept.length === 1;
    const correct = p.notKept.length === 0 ? '' : ` If the ${p.notKept.join(' ')} taken out ${one ? 'is a scoring die' : 'are scoring dice'} read wrong, click ${one ? 'it' : 'each'} to correct it.`;
    const bankFirst = p.nextRoll === null ? '' : ` If ${p.player} banked, press Bank: they are ${p.nextRoll}'s roll.`;
    return `${p.player} must roll ${dice(p.mustRoll)}, but ${p.inArena} ${p.inArena === 1 ? 'is' : 'are'} in the arena${seenFaces(p.seen)}. ${fix}${correct}${bankFirst}`;
  },
  changed: (p) => {
    const next = p.notBanked === null ? '' : p.notBanked.nextPlayer === p.player ? "a new turn's" : `${p.notBanked.nextPlayer}'s`;
    const notBanked = p.notBanked === null ? ''
      : `${p.player} cannot have banked (with this roll the turn makes at most ${p.notBanked.points} points, under the ${p.notBanked.minimum} a bank needs), so these dice are not ${next} roll. `;
    const bankFirst = p.nextRoll === null ? '' : ` If ${p.player} set aside ${p.nextRoll.keep.join(' ')} and banked, press Bank: they are ${p.nextRoll.player}'s roll.`;
    return `${notBanked}The dice of ${p.player}'s roll changed before any was set aside: put them back as rolled (${p.roll.join(' ')}) and set aside at least one scoring die.${bankFirst}`;
  },
  restoreRoll: (p) => `${p.player} has not set aside dice from the roll ${p.roll.join(' ')} yet: put ${p.roll.length === 1 ? 'that die' : `those ${dice(p.roll.length)}`} back in the arena.`
    + (p.nextRoll === null ? '' : ` If ${p.player} set aside ${p.nextRoll.keep.join(' ')} and banked, press Bank: the dice in the arena are ${p.nextRoll.player}'s roll.`),
  notARoll: (p) => {
    const seen = p.inArena === 1
      ? 'The die was in the arena when the referee first looked, so it did not see it rolled.'
      : `The ${p.inArena} dice were in the arena when the referee first looked, so it did not see them rolled.`;
    const pick = p.inArena === 1 ? 'pick it up and roll' : 'pick them up and roll';
    // Other than the count due, they cannot be the roll: said so, not when they were seen (helper 141).
    if (p.inArena !== p.mustRoll) return `${p.player} must roll ${dice(p.mustRoll)}, but ${p.inArena} ${p.inArena === 1 ? 'is' : 'are'} in the arena: roll all ${dice(p.mustRoll)}.`;
    return `${seen} If ${p.inArena === 1 ? 'it is' : 'they are'} ${p.player}'s roll, say so; if not, ${pick}.`;
  },
  notKept: (p) => {
    const one = p.faces.length === 1;
    return `${p.faces.join(' ')} ${one ? 'does' : 'do'} not score with the dice set aside, so ${one ? 'it is' : 'they are'} taken as picked up to roll again. If ${one ? 'it is' : 'one is'} a scoring die read wrong, click it to correct it.`;
  },
  keptWhich: (p) => `${p.player} set aside dice and rolled ${dice(p.rolled)} at once. Which dice did ${p.player} set aside: ${faceChoices(p.choices, 'or')}?`
    + (p.nextRoll === null ? '' : ` Or did ${p.player} bank, so that they are ${p.nextRoll}'s roll? Then press Bank.`),
};

/** The live dice-game referee's questions in French. */
export const fr: DiceGameQuestionTexts = {
  confirmRoll: (p) => (p.dice.length === 1
    ? 'Vérifiez ce dé : cliquez dessus pour indiquer sa face, puis confirmez.'
    : 'Vérifiez ces dés : cliquez sur chacun pour indiquer sa face, puis confirmez.'),
  refusedKeep: (p) => {
    const faces = p.faces.join(' ');
    if (p.allDice) {
      return `Tous les dés du lancer ont quitté l'arène, et ${faces} ne peuvent pas tous être mis de côté. Remettez dans l'arène les dés ${que(text(p.player))} relance, pour que la caméra voie lesquels ${p.player} garde.`;
    }
    const idle = idleOf(p);
    if (idle && p.faces.length > 1 && idle.length === p.faces.length) {
      return `${faces} ne peuvent pas être mis de côté : aucun ne rapporte. Remettez-les dans l'arène et ne mettez de côté que des dés qui rapportent, ou cliquez sur un dé mal lu pour le corriger.`;
    }
    if (idle && p.faces.length > 1) {
      return `${faces} ne peuvent pas tous être mis de côté : ${idleDiceFr(p.faces, idle)} rien. Remettez-${idle.length === 1 ? 'le' : 'les'} dans l'arène et ne mettez de côté que des dés qui rapportent, ou cliquez sur un dé mal lu pour le corriger.`;
    }
    return p.faces.length === 1
      ? `Le ${faces} ne peut pas être mis de côté : seuls les dés qui rapportent le peuvent. Remettez-le dans l'arène et ne mettez de côté que des dés qui rapportent, ou cliquez sur un dé mal lu pour le corriger.`
      : `${faces} ne peuvent pas être mis de côté : seuls les dés qui rapportent le peuvent. Remettez-les dans l'arène et ne mettez de côté que des dés qui rapportent, ou cliquez sur un dé mal lu pour le corriger.`;
  },
  wrongCount: (p) => {
    const fix = p.inArena > DICE_COUNT
      ? `Le jeu de dés se joue avec ${DICE_COUNT} dés : retirez ${p.inArena - DICE_COUNT === 1 ? "l'autre" : `les ${p.inArena - DICE_COUNT} autres`}${p.mustRoll < DICE_COUNT ? ", mettez hors de l'arène les dés gardés ce tour" : ''} et relancez.`
      : p.inArena > p.mustRoll
        ? "Mettez hors de l'arène les dés gardés ce tour et relancez."
        : `Relancez avec ${p.mustRoll === 1 ? 'le dé' : `les ${p.mustRoll} dés`}.`;
    const one = p.notKept.length === 1;
    const correct = p.notKept.length === 0 ? ''
      : one ? ` Si le ${p.notKept[0]} sorti est un dé qui rapporte mal lu, cliquez dessus pour le corriger.`
        : ` Si les ${p.notKept.join(' ')} sortis sont des dés qui rapportent mal lus, cliquez sur chacun pour le corriger.`;
    const bankFirst = p.nextRoll === null ? '' : ` Si ${p.player} a marqué, appuyez sur Marquer : c'est le lancer ${de(p.nextRoll)}.`;
    return `${p.player} doit lancer ${dés(p.mustRoll)}, mais ${p.inArena} ${p.inArena <= 1 ? 'est' : 'sont'} dans l'arène${seenFaces(p.seen)}. ${fix}${correct}${bankFirst}`;
  },
  changed: (p) => {
    const next = p.notBanked === null ? '' : p.notBanked.nextPlayer === p.player ? "d'un nouveau tour" : de(p.notBanked.nextPlayer);
    const notBanked = p.notBanked === null ? ''
      : `${p.player} ne peut pas avoir marqué (avec ce lancer, son tour fait au plus ${p.notBanked.points} points, moins que les ${p.notBanked.minimum} qu'il faut pour marquer) : ces dés ne sont donc pas le lancer ${next}. `;
    const bankFirst = p.nextRoll === null ? '' : ` Si ${p.player} a mis de côté ${p.nextRoll.keep.join(' ')} et marqué, appuyez sur Marquer : c'est le lancer ${de(p.nextRoll.player)}.`;
    return `${notBanked}Les dés du lancer ${de(String(p.player))} ont changé avant qu'aucun ne soit mis de côté : remettez-les comme ils ont été lancés (${p.roll.join(' ')}) et mettez de côté au moins un dé qui rapporte.${bankFirst}`;
  },
  restoreRoll: (p) =>
    `${p.player} n'a pas encore mis de côté de dés du lancer ${p.roll.join(' ')} : remettez ${p.roll.length === 1 ? 'ce dé' : `ces ${dés(p.roll.length)}`} dans l'arène.`
    + (p.nextRoll === null ? '' : ` Si ${p.player} a mis de côté ${p.nextRoll.keep.join(' ')} et marqué, appuyez sur Marquer : les dés dans l'arène sont le lancer ${de(p.nextRoll.player)}.`),
  notARoll: (p) => {
    const seen = p.inArena === 1
      ? "Le dé était dans l'arène quand l'arbitre a regardé la première fois : il ne l'a pas vu lancé."
      : `Les ${dés(p.inArena)} étaient dans l'arène quand l'arbitre a regardé la première fois : il ne les a pas vus lancés.`;
    const pick = p.inArena === 1 ? 'ramassez-le et lancez' : 'ramassez-les et lancez';
    if (p.inArena !== p.mustRoll) return `${p.player} doit lancer ${dés(p.mustRoll)}, mais ${p.inArena} ${p.inArena === 1 ? 'est' : 'sont'} dans l'arène : lancez les ${dés(p.mustRoll)}.`;
    return `${seen} Si c'est le lancer ${de(String(p.player))}, dites-le ; sinon, ${pick}.`;
  },
  notKept: (p) => (p.faces.length === 1
    ? `Le ${p.faces[0]} ne rapporte pas avec les dés mis de côté : il est pris comme ramassé pour être relancé. Si c'est un dé qui rapporte mal lu, cliquez dessus pour le corriger.`
    : `${p.faces.join(' ')} ne rapportent pas avec les dés mis de côté : ils sont pris comme ramassés pour être relancés. Si l'un d'eux est un dé qui rapporte mal lu, cliquez dessus pour le corriger.`),
  keptWhich: (p) => `${p.player} a mis des dés de côté et lancé ${dés(p.rolled)} d'un coup. Quels dés ont été mis de côté : ${faceChoices(p.choices, 'ou')} ?`
    + (p.nextRoll === null ? '' : ` Ou bien ${p.player} a marqué et c'est le lancer ${de(p.nextRoll)} : appuyez alors sur Marquer.`),
};
