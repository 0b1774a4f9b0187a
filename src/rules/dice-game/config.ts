/**
 * House rules of the dice game and the events that start a game.
 * Rulebook: /work/shared/rules/the-dice-game-en.txt.
 */
import { RuleError } from '../engine.ts';
import { checkPlayerNames } from '../common/players.ts';
import type { DiceGameConfig, DiceGameEvent, DiceGameRules } from './types.ts';

/**
 * The rules as written, with the most common reading where the rulebook is silent:
 * - `targetScore` 5000: "Once the first player reaches 5000 points" ("Ending the game");
 *   "reaches" is read as "has at least".
 * - `minBankPoints` 300, `firstBankPoints` 400: "To count your score for the turn, you must
 *   roll at least 300 points, for your first score on the board you must roll at least 400
 *   points" ("Scoring"). Counted on the turn's total, not on one roll.
 * - `hotDiceMustRoll` false: after all six dice counted "you start again with all 6"
 *   ("Taking a turn"), and the rulebook gives "the option with every roll to either stop and
 *   take the points or continue rolling" once the minimum is reached; most Farkle rulebooks
 *   let hot dice be banked too.
 * - `finalTurnTarget` 'triggerScore': final turns must "surpass the original winner's score"
 *   ("Ending the game"). 'leader' (beat the best score so far) is the common house rule.
 * - `finalTurnMinimum` false: a final turn may stop as soon as it surpasses that score, whatever
 *   its points ("Ending the game": "they must roll until they … surpass the original winner's
 *   score. Once a player surpasses the original score he or she has the option of continuing …
 *   or stopping to count the points"); the ending's own rule over the general 300/400 minimum
 *   ("Scoring"). `true` keeps the minimum in final turns too.
 *
 * Readings that are no house rule (flow.ts):
 * - a bust in a final turn loses the turn's points, as any bust does ("you automatically lose
 *   all the points you saved during that turn", "Taking a turn"); the ending's "continuing and
 *   risk losing his or her entire score" is read as that turn's score, not the points banked
 *   before. Either reading leaves the same winner: a player in a final turn never had the score
 *   to beat, and a bust leaves them under it.
 * - a tie for the highest score at the end shares the win (`gameWon` lists every leader;
 *   "Objective: to have the highest score", and the rulebook has no tie-break). With
 *   'triggerScore' only two final turns can end level; with 'leader' none can.
 * - six of a kind on one roll wins at once, in a final turn too, whatever the scores ("6 of a
 *   kind (on one roll) = Game over, you win", "Scoring").
 */
export const DEFAULT_RULES: Readonly<DiceGameRules> = {
  targetScore: 5000,
  minBankPoints: 300,
  firstBankPoints: 400,
  hotDiceMustRoll: false,
  finalTurnTarget: 'triggerScore',
  finalTurnMinimum: false,
};

/**
 * The points to win a player may choose when setting up a game (the app's form offers these):
 * 500 to 100 000 (twenty times the rulebook's 5000, "Once the first player reaches 5000 points",
 * "Ending the game": longer is no game an evening holds), in steps of 50 (every score of the
 * dice game is a multiple of 50: `SINGLE_POINTS` and the rest of scoring.ts). The engine
 * itself takes any whole target above 0 ({@link resolveRules}).
 */
export const TARGET_SCORE_CHOICES = { min: 500, max: 100_000, step: 50 } as const;

/**
 * Whether `points` is a points-to-win a player may choose: a whole number in
 * {@link TARGET_SCORE_CHOICES}' range and a multiple of its step. NaN and fractions are not.
 */
export function isTargetScoreChoice(points: number): boolean {
  const { min, max, step } = TARGET_SCORE_CHOICES;
  return Number.isInteger(points) && points >= min && points <= max && points % step === 0;
}

function badConfig(message: string): RuleError {
  return new RuleError('bad-config', `Dice game configuration: ${message}`);
}

function checkPoints(name: keyof DiceGameRules, value: unknown): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw badConfig(`${name} must be a whole number of points ≥ 0, got ${JSON.stringify(value)}.`);
  }
}

/**
 * The full rules for a configuration: its house rules over {@link DEFAULT_RULES}.
 * @throws RuleError `bad-config` when a value has the wrong type or range
 */
export function resolveRules(config: Partial<DiceGameRules>): DiceGameRules {
  const rules: DiceGameRules = {
    targetScore: config.targetScore ?? DEFAULT_RULES.targetScore,
    minBankPoints: config.minBankPoints ?? DEFAULT_RULES.minBankPoints,
    firstBankPoints: config.firstBankPoints ?? DEFAULT_RULES.firstBankPoints,
    hotDiceMustRoll: config.hotDiceMustRoll ?? DEFAULT_RULES.hotDiceMustRoll,
    finalTurnTarget: config.finalTurnTarget ?? DEFAULT_RULES.finalTurnTarget,
    finalTurnMinimum: config.finalTurnMinimum ?? DEFAULT_RULES.finalTurnMinimum,
  };
  checkPoints('targetScore', rules.targetScore);
  checkPoints('minBankPoints', rules.minBankPoints);
  checkPoints('firstBankPoints', rules.firstBankPoints);
  if (rules.targetScore === 0) throw badConfig('targetScore must be more than 0.');
  for (const flag of ['hotDiceMustRoll', 'finalTurnMinimum'] as const) {
    if (typeof rules[flag] !== 'boolean') throw badConfig(`${flag} must be true or false.`);
  }
  if (rules.finalTurnTarget !== 'triggerScore' && rules.finalTurnTarget !== 'leader') {
    throw badConfig(`finalTurnTarget must be "triggerScore" or "leader", got ${JSON.stringify(rules.finalTurnTarget)}.`);
  }
  return rules;
}

/**
 * The events that start a game: `gameStarted` and the first player's `turnStarted`.
 * Players: 1 or more ("2 or more players... although you can play by yourself", rulebook top).
 * @throws RuleError `bad-config` when there are no players or a house rule is invalid;
 * `bad-players` (src/rules/common/players.ts, params `BadPlayersParams`) when a name is empty or repeated
 */
export function setup(config: DiceGameConfig): DiceGameEvent[] {
  const players = config?.players;
  if (!Array.isArray(players) || players.length === 0) {
    throw badConfig('players must be a list of at least one name.');
  }
  checkPlayerNames(players);
  const { players: _players, ...houseRules } = config;
  return [
    { type: 'gameStarted', players: [...players], rules: resolveRules(houseRules) },
    { type: 'turnStarted', player: 0, finalTurn: false },
  ];
}
