/**
 * Helpers for the HP Strike tests: play a list of actions from a config and look at the log
 * (built on src/rules/testing/game.ts). Test support only; not exported from index.ts.
 */
import type { Face } from '../../core/types.ts';
import { fold } from '../engine.ts';
import { playActions, startGame, type TestGame } from '../testing/game.ts';
import { hpStrike } from './index.ts';
import type { HpStrikeAction, HpStrikeConfig, HpStrikeEvent, HpStrikeState } from './types.ts';

/** Faces of the default mapping (spells.ts `DEFAULT_FACE_SPELLS`), by spell initial. */
export const IMMOBULUS = '1', RELASHIO = '2', ACCIO = '3', LEVIOSA = '4', CONFUNDO = '5';

export { errorOf } from '../testing/game.ts';

/** An HP Strike game in progress: its log, state, and the events of the last action. */
export type Game = TestGame<HpStrikeState, HpStrikeEvent>;

/** Starts a game from `config`. @throws RuleError as `hpStrike.setup` */
export function start(config: HpStrikeConfig): Game {
  return startGame(hpStrike, config);
}

/** Plays `actions` one after another. @throws RuleError from the first refused action */
export function act(game: Game, ...actions: HpStrikeAction[]): Game {
  return playActions(hpStrike, game, actions);
}

/** Shorthand for a throw action (`stacked` only when given). */
export function thrown(arena: Face[], out = 0, leaning = 0, stacked = 0): HpStrikeAction {
  return {
    type: 'throw', arena, out,
    ...(leaning > 0 ? { leaning } : {}),
    ...(stacked > 0 ? { stacked } : {}),
  };
}

/** Σ stock + arena + stacked + leaning + outside + removed + setAside: always 26. */
export function diceAccounted(state: HpStrikeState): number {
  return state.players.reduce((sum, p) => sum + p.stock, 0)
    + state.arena.length + state.stacked + state.leaning + state.outside + state.removed + state.setAside;
}

/** Stocks per seat. */
export function stocks(g: Game): number[] {
  return g.state.players.map((p) => p.stock);
}

/**
 * Starts a game whose first `roundStarted` deals `stockList` instead of the Setup table: a
 * hand-made log, to reach end-game positions in a few throws.
 */
export function startWithStocks(config: HpStrikeConfig, stockList: number[]): Game {
  const [started] = hpStrike.setup(config);
  const log: HpStrikeEvent[] = [started!, {
    type: 'roundStarted', round: 1, firstPlayer: 0, stocks: stockList,
    setAside: 26 - stockList.reduce((a, b) => a + b, 0),
  }];
  return { log, state: fold(hpStrike, log), events: log };
}
