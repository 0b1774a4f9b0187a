/**
 * The events that start a game of HP Strike: `gameStarted` then `roundStarted` for game 1.
 * Source: harry-potter-strike-en.txt, Contents and Setup.
 */
import { RuleError } from '../engine.ts';
import { HP_BOX, resolveRules } from './spells.ts';
import type { HpStrikeConfig, HpStrikeEvent } from './types.ts';

/**
 * The `roundStarted` event for game `round` (from 1): every wizard takes his dice from the
 * Setup table, the extra dice stay aside (one of them becomes the start die). Game r is
 * started by seat r−1, so that in a tournament "each player will be the starting player
 * once" (Tournament rules).
 */
export function roundStartedEvent(playerCount: number, round: number): HpStrikeEvent {
  const perPlayer = HP_BOX.dicePerPlayer[String(playerCount)] ?? 0;
  return {
    type: 'roundStarted',
    round,
    firstPlayer: (round - 1) % playerCount,
    stocks: Array.from({ length: playerCount }, () => perPlayer),
    setAside: HP_BOX.totalDice - perPlayer * playerCount,
  };
}

/**
 * Checks `config` and returns the first events of the game.
 * @throws RuleError `bad-players` (not a list of distinct non-empty names), `player-count`
 *   (not 2–5 wizards: Setup table), `bad-rules` (see `resolveRules`)
 */
export function setup(config: HpStrikeConfig): HpStrikeEvent[] {
  const players: unknown = config?.players;
  if (!Array.isArray(players) || players.some((p) => typeof p !== 'string' || p.trim() === '')) {
    throw new RuleError('bad-players', 'config.players must be a list of non-empty player names');
  }
  const names = players as string[];
  if (new Set(names).size !== names.length) throw new RuleError('bad-players', `Player names must differ: ${names.join(', ')}`);
  if (HP_BOX.dicePerPlayer[String(names.length)] === undefined) {
    throw new RuleError('player-count', `Harry Potter Strike is played by 2–5 wizards (${HP_BOX.source}); got ${names.length}`);
  }
  const rules = resolveRules(config.rules);
  return [
    { type: 'gameStarted', players: [...names], rules, tournament: config.tournament === true },
    roundStartedEvent(names.length, 1),
  ];
}
