/**
 * Checks the player names of a game config (Strike, HP Strike: players are given as names in
 * seat order, clockwise; strike-en.txt and harry-potter-strike-en.txt, Playing the Game).
 */
import { RuleError } from '../engine.ts';

/**
 * Params of a `bad-players` refusal: `{reason: 'not-names'}` when `config.players` is not a
 * list of non-empty names, `{reason: 'repeated', names}` when names repeat (`names` as given).
 */
export type BadPlayersParams = { reason: 'not-names' } | { reason: 'repeated'; names: string[] };

/**
 * The player names of `config.players`, checked: a list of distinct non-empty strings.
 * @param players `config.players` as given (any value)
 * @returns the names, in seat order (the same array)
 * @throws RuleError `bad-players` when it is not a list of non-empty names, or names repeat;
 *   params {@link BadPlayersParams}
 */
export function checkPlayerNames(players: unknown): string[] {
  if (!Array.isArray(players) || players.some((p) => typeof p !== 'string' || p.trim() === '')) {
    const params: BadPlayersParams = { reason: 'not-names' };
    throw new RuleError('bad-players', 'config.players must be a list of non-empty player names', params);
  }
  const names = players as string[];
  if (new Set(names).size !== names.length) {
    const params: BadPlayersParams = { reason: 'repeated', names: [...names] };
    throw new RuleError('bad-players', `Player names must differ: ${names.join(', ')}`, params);
  }
  return names;
}
