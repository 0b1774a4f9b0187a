/**
 * The dice game (Farkle / 10000 style), rulebook /work/shared/rules/the-dice-game-en.txt:
 * the `diceGame` rules engine, its types, scoring helpers and announcement types.
 */
export { diceGame } from './game.ts';
export { DEFAULT_RULES, isTargetScoreChoice, resolveRules, setup, TARGET_SCORE_CHOICES } from './config.ts';
export { reduce } from './reduce.ts';
export { apply, idleDice, keepChoices, legalActions, mostPointsKeep, retireRefusal, retirementToUndo, undoTakesBack } from './apply.ts';
export { bankRefusal, finalTurnBank, finalTurnTarget, leaders, nextPlayer, type Refusal } from './flow.ts';
export {
  announce,
  DICE_GAME_ANNOUNCEMENTS,
  type DiceGameAnnouncement,
  type DiceGameAnnouncementType,
} from './announce.ts';
export {
  bestKeep,
  bestScore,
  D6_FACES,
  DICE_COUNT,
  hasScore,
  isSixOfAKind,
  isStraight,
  scoreKeep,
  SINGLE_POINTS,
  STRAIGHT_POINTS,
  triplePoints,
} from './scoring.ts';
export type * from './types.ts';
