/**
 * The events that start a game of HP Strike: `gameStarted` then `roundStarted` for game 1
 * (dealt by common/turns.ts `roundStartedEvent` from `HP_BOX`: every wizard takes his dice
 * from the Setup table, the extra dice stay aside, one of them becomes the start die; game r
 * is started by seat r−1, so that in a tournament "each player will be the starting player
 * once": Tournament rules). Source: harry-potter-strike-en.txt, Contents and Setup.
 */
import { checkPlayerNames } from '../common/players.ts';
import { roundStartedEvent } from '../common/turns.ts';
import { refuse } from './refusals.ts';
import { HP_BOX, resolveRules } from './spells.ts';
import type { HpStrikeConfig, HpStrikeEvent } from './types.ts';

/**
 * Checks `config` and returns the first events of the game.
 * @throws RuleError `bad-players` (not a list of distinct non-empty names), `player-count`
 *   (not 2–5 wizards: Setup table), `bad-rules` (see `resolveRules`)
 */
export function setup(config: HpStrikeConfig): HpStrikeEvent[] {
  const names = checkPlayerNames(config?.players);
  if (HP_BOX.dicePerPlayer[String(names.length)] === undefined) {
    throw refuse('player-count', `Harry Potter Strike is played by 2–5 wizards (${HP_BOX.source}); got ${names.length}`,
      { min: 2, max: 5, source: HP_BOX.source, playerCount: names.length });
  }
  const rules = resolveRules(config.rules);
  return [
    { type: 'gameStarted', players: [...names], rules, tournament: config.tournament === true },
    roundStartedEvent(HP_BOX, names.length, 1),
  ];
}
