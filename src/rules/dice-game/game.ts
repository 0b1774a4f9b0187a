/**
 * The dice game's rules engine: the {@link RulesEngine} of a Farkle / 10000 style game for
 * six d6. Rulebook: /work/shared/rules/the-dice-game-en.txt.
 */
import { playerNamesProblem } from '../common/stateCheck.ts';
import type { RulesEngine } from '../engine.ts';
import { announce } from './announce.ts';
import { apply, legalActions } from './apply.ts';
import { setup } from './config.ts';
import { reduce } from './reduce.ts';
import type { DiceGameAction, DiceGameConfig, DiceGameEvent, DiceGameState } from './types.ts';

/**
 * The dice game engine (`game: "dice-game"`): `setup(config)` → first events, `reduce` folds
 * events into {@link DiceGameState}, `apply(state, action)` → events or a `RuleError`,
 * `legalActions(state)`, `announce(event, stateAfter)`.
 */
export const diceGame: RulesEngine<DiceGameConfig, DiceGameState, DiceGameAction, DiceGameEvent> = {
  game: 'dice-game',
  setup,
  reduce,
  apply,
  legalActions,
  announce,
  checkState,
};

/**
 * Why a dice-game state cannot be, or null: players without a name, scores that are no whole
 * number of points ≥ 0, one per seat, a turn for a seat nobody sits in, or (apply.ts `retire`)
 * retirements that are not one flag per seat, or a game going on with a retired player's turn.
 */
function checkState(state: DiceGameState): string | null {
  const names = playerNamesProblem(state.players, 1); // one player may play alone (config.ts)
  if (names) return names;
  if (!Array.isArray(state.scores) || state.scores.length !== state.players.length || !state.scores.every((score) => Number.isInteger(score) && score >= 0)) {
    return 'a score is no whole number of points';
  }
  if (!(Number.isInteger(state.active) && state.active >= 0 && state.active < state.players.length)) return 'it is the turn of a seat nobody sits in';
  const retired = state.retired ?? state.players.map(() => false);
  if (!Array.isArray(retired) || retired.length !== state.players.length || !retired.every((r) => typeof r === 'boolean')) return 'the players who left are not one flag per seat';
  if (state.winners === null && retired[state.active]) return 'it is the turn of a player who left the game';
  return null;
}
