/**
 * Helpers for the Strike tests: play a list of actions from a config and look at the log
 * (built on src/rules/testing/game.ts). Test support only; not exported from index.ts.
 */
import type { Face } from '../../core/types.ts';
import { playActions, startGame, type TestGame } from '../testing/game.ts';
import { CLASSIC, type StrikeEdition } from './editions.ts';
import { strike } from './index.ts';
import type { StrikeAction, StrikeConfig, StrikeEvent, StrikeState } from './types.ts';

export { errorOf } from '../testing/game.ts';

/** A Strike game in progress: its log, state, and the events of the last action. */
export type Game = TestGame<StrikeState, StrikeEvent>;

/** Starts a game from `config`. @throws RuleError as `strike.setup` */
export function start(config: StrikeConfig): Game {
  return startGame(strike, config);
}

/** Plays `actions` one after another. @throws RuleError from the first refused action */
export function act(game: Game, ...actions: StrikeAction[]): Game {
  return playActions(strike, game, actions);
}

/** Shorthand for a throw action. */
export function thrown(arena: Face[], out = 0, leaning = 0): StrikeAction {
  return leaning > 0 ? { type: 'throw', arena, out, leaning } : { type: 'throw', arena, out };
}

/** The classic edition with a smaller chart, for short games: `count` dice each, 2–5 players. */
export function tinyEdition(count: number, extra: Partial<StrikeEdition> = {}): StrikeEdition {
  return {
    ...CLASSIC, id: 'tiny', name: 'Tiny Strike',
    dicePerPlayer: { '2': count, '3': count, '4': count, '5': count }, ...extra,
  };
}

/** Σ stock + arena + leaning + outside + removed + setAside: always the edition's dice total. */
export function diceAccounted(state: StrikeState): number {
  return state.players.reduce((sum, p) => sum + p.stock, 0)
    + state.arena.length + state.leaning + state.outside + state.removed + state.setAside;
}
