/**
 * The events that start a game of Strike: `gameStarted` then `roundStarted` for round 1
 * (dealt by common/turns.ts `roundStartedEvent`: stocks from the chart, the rest in the box,
 * round r started by seat r−1). Source: strike-en.txt, Setup and Playing the Game;
 * strike-fr.txt, Mise en place.
 */
import { checkPlayerNames } from '../common/players.ts';
import { roundStartedEvent } from '../common/turns.ts';
import { MIN_STRIKE_PLAYERS, playerCountRange, resolveEdition, startDiceFromBox } from './editions.ts';
import { refuse } from './refusals.ts';
import type { StrikeConfig, StrikeEvent } from './types.ts';

/**
 * Checks `config` and returns the first events of the game.
 * @throws RuleError (params: src/rules/strike/refusals.ts) `bad-players` (not a list of distinct non-empty names), `player-count`
 *   (count not in the edition's chart, e.g. 6 players in the classic 2–5 chart, or fewer than
 *   `MIN_STRIKE_PLAYERS`, whatever the chart),
 *   `not-enough-dice` (stocks plus start die exceed the box), and the errors of
 *   `resolveEdition` (`unknown-edition`, `edition-chart-missing`, `bad-edition`).
 */
export function setup(config: StrikeConfig): StrikeEvent[] {
  const names = checkPlayerNames(config?.players);
  const edition = resolveEdition(config.edition);
  const chart = edition.dicePerPlayer ?? {};
  const perPlayer = chart[String(names.length)];
  if (perPlayer === undefined || names.length < MIN_STRIKE_PLAYERS) {
    const { min, max } = playerCountRange(edition);
    throw refuse('player-count', `${edition.name} is played by ${min}–${max} players; got ${names.length}`,
      { edition: edition.name, min, max, source: edition.source, playerCount: names.length });
  }
  const extraStartDie = startDiceFromBox(edition);
  if (perPlayer * names.length + extraStartDie > edition.totalDice) {
    throw refuse('not-enough-dice',
      `${names.length} players × ${perPlayer} dice${extraStartDie ? ' + 1 start die' : ''} is more than the ${edition.totalDice} dice of ${edition.name}`,
      { stage: 'setup', playerCount: names.length, perPlayer, startDice: extraStartDie, totalDice: edition.totalDice, edition: edition.name });
  }
  return [
    { type: 'gameStarted', players: [...names], edition, tournament: config.tournament === true },
    roundStartedEvent(edition, names.length, 1),
  ];
}
