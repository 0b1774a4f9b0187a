/**
 * The dice game's rules engine: the {@link RulesEngine} of a Farkle / 10000 style game for
 * six d6. Rulebook: /work/shared/rules/the-dice-game-en.txt.
 */
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
};
