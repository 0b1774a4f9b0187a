/**
 * The events that start a game of Strike: `gameStarted` then `roundStarted` for round 1.
 * Source: strike-en.txt, Setup and Playing the Game; strike-fr.txt, Mise en place.
 */
import { RuleError } from '../engine.ts';
import { resolveEdition, type StrikeEdition } from './editions.ts';
import type { StrikeConfig, StrikeEvent } from './types.ts';

/**
 * The `roundStarted` event for `round` (from 1): everybody receives his stock from the
 * chart, the rest stays in the box (strike-fr.txt: "rangez le reste des dés"); round r is
 * started by seat r−1 so that in a tournament each player starts once
 * (harry-potter-strike-en.txt, Tournament rules).
 */
export function roundStartedEvent(edition: StrikeEdition, playerCount: number, round: number): StrikeEvent {
  const perPlayer = edition.dicePerPlayer?.[String(playerCount)] ?? 0;
  const stocks = Array.from({ length: playerCount }, () => perPlayer);
  return {
    type: 'roundStarted',
    round,
    firstPlayer: (round - 1) % playerCount,
    stocks,
    setAside: edition.totalDice - perPlayer * playerCount,
  };
}

/**
 * Checks `config` and returns the first events of the game.
 * @throws RuleError `bad-players` (not a list of distinct non-empty names), `player-count`
 *   (count not in the edition's chart, e.g. 6 players in the classic 2–5 chart),
 *   `not-enough-dice` (stocks plus start die exceed the box), and the errors of
 *   `resolveEdition` (`unknown-edition`, `edition-chart-missing`, `bad-edition`).
 */
export function setup(config: StrikeConfig): StrikeEvent[] {
  const players: unknown = config?.players;
  if (!Array.isArray(players) || players.some((p) => typeof p !== 'string' || p.trim() === '')) {
    throw new RuleError('bad-players', 'config.players must be a list of non-empty player names');
  }
  const names = players as string[];
  if (new Set(names).size !== names.length) {
    throw new RuleError('bad-players', `Player names must differ: ${names.join(', ')}`);
  }
  const edition = resolveEdition(config.edition);
  const chart = edition.dicePerPlayer ?? {};
  const perPlayer = chart[String(names.length)];
  if (perPlayer === undefined) {
    const counts = Object.keys(chart).map(Number).sort((a, b) => a - b);
    throw new RuleError('player-count',
      `${edition.name} is played by ${counts[0]}–${counts[counts.length - 1]} players (${edition.source}); got ${names.length}`);
  }
  const extraStartDie = edition.startDie === 'onePerPlayer' ? 0 : 1;
  if (perPlayer * names.length + extraStartDie > edition.totalDice) {
    throw new RuleError('not-enough-dice',
      `${names.length} players × ${perPlayer} dice${extraStartDie ? ' + 1 start die' : ''} is more than the ${edition.totalDice} dice of ${edition.name}`);
  }
  return [
    { type: 'gameStarted', players: [...names], edition, tournament: config.tournament === true },
    roundStartedEvent(edition, names.length, 1),
  ];
}
