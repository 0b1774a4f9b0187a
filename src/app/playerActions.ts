/**
 * Which of the players' buttons (Pass, Bank, Undo, the dice game's rule-as-roll answer) the game in view takes now, as its live
 * referee says (the rules engine's `legalActions`, and no throw or roll waiting for confirmation):
 * the panels grey the others. (Their keys, P, B and U, still send the intent: the referee then
 * says why it refuses it, for players who cannot see the grey.)
 */
import type { LiveReferee } from './useLiveGame.ts';

/** The players' actions that have a button, each `true` when the rules take it now. */
export interface PlayerActions {
  /** Strike: end the turn after at least one throw (strike-en.txt, "Different numbers on all dice"). */
  pass: boolean;
  /** The dice game: bank the turn's points (the-dice-game-en.txt, "Taking a turn": "stop and take the points"). */
  bank: boolean;
  /** Take back the last correction of a die's face. */
  undo: boolean;
  /**
   * The dice game: the question standing offers to rule the dice in the arena as the roll
   * (*They are the roll: rule it*, where the dice lying at the first look are as many as must be
   * rolled; or *Dice were set aside and these rolled: rule it*, where some set of scoring dice
   * set aside explains them: LiveDiceGameReferee `canRuleAsRoll`). Its key, R, does nothing otherwise.
   */
  ruleAsRoll: boolean;
}

/** The actions `referee`'s game takes now (all `false` without a game). */
export function playerActions(referee: LiveReferee | null): PlayerActions {
  if (referee?.game === 'strike') return { pass: referee.live.canPass, bank: false, undo: referee.live.canUndo, ruleAsRoll: false };
  if (referee?.game === 'dice-game') return { pass: false, bank: referee.live.canBank, undo: referee.live.canUndo, ruleAsRoll: referee.live.canRuleAsRoll };
  return { pass: false, bank: false, undo: false, ruleAsRoll: false };
}
