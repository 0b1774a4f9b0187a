/**
 * Which of the players' buttons (Pass, Bank, Undo) the game in view takes now, as the rules
 * engine's `legalActions` says: the panels grey the others. (Their keys, P, B and U, still send
 * the intent: the referee then says why the rules refuse it, for players who cannot see the grey.)
 */
import { diceGame } from '../rules/dice-game/index.ts';
import { strike } from '../rules/strike/index.ts';
import type { LiveReferee } from './useLiveGame.ts';

/** The players' actions that have a button, each `true` when the rules take it now. */
export interface PlayerActions {
  /** Strike: end the turn after at least one throw (strike-en.txt, "Different numbers on all dice"). */
  pass: boolean;
  /** The dice game: bank the turn's points (the-dice-game-en.txt, "Taking a turn": "stop and take the points"). */
  bank: boolean;
  /** Take back the last correction of a die's face. */
  undo: boolean;
}

/** The actions `referee`'s game takes now (all `false` without a game). */
export function playerActions(referee: LiveReferee | null): PlayerActions {
  if (referee?.game === 'strike') {
    const legal = strike.legalActions(referee.live.state);
    return { pass: legal.includes('pass'), bank: false, undo: legal.includes('undo') };
  }
  if (referee?.game === 'dice-game') {
    const legal = diceGame.legalActions(referee.live.state);
    // Also while the dice are asked about as the roll changed (or, after a reload, as not the roll's),
    // when they may be the next player's roll after a bank unseen.
    const question = referee.live.question;
    const bankUnseen = (question?.kind === 'changed' || question?.kind === 'restoreRoll') && question.params.nextRoll !== null;
    return { pass: false, bank: legal.includes('bank') || bankUnseen, undo: legal.includes('undo') };
  }
  return { pass: false, bank: false, undo: false };
}
