/**
 * Checks the player names of a game config (Strike, HP Strike: players are given as names in
 * seat order, clockwise; strike-en.txt and harry-potter-strike-en.txt, Playing the Game).
 */
import { playerNameKey } from '../../core/playerName.ts';
import { RuleError } from '../engine.ts';

/**
 * Params of a `bad-players` refusal: `{reason: 'not-names'}` when `config.players` is not a
 * list of non-empty names (with `seat`, 0-based, of the first empty or missing name), `{reason: 'repeated', names}` when names repeat (`names` as given).
 */
export type BadPlayersParams = { reason: 'not-names'; seat?: number } | { reason: 'repeated'; names: string[] };

/**
 * The form two names are compared in (src/core/playerName.ts `playerNameKey`): names that differ
 * only in capitals, accent encoding, compatibility forms or invisible characters ("Ann" and
 * "ANN", "Zoé" typed two ways, fullwidth "Ａｎｎ", "Ann" with a zero-width space pasted in) would
 * be the same player when shown, announced or heard; a name of such characters alone is no name.
 */
const nameKey = playerNameKey;

/** Whether two of `names` are the same player's (compared as {@link nameKey} does). */
function namesRepeat(names: readonly string[]): boolean {
  return new Set(names.map(nameKey)).size !== names.length;
}

/**
 * The seats (0-based) whose names {@link checkPlayerNames} refuses: a name that is no name once
 * compared (empty, spaces or invisible characters alone), or one another seat repeats.
 * @param names the names in seat order
 */
export function refusedNameSeats(names: readonly string[]): number[] {
  const keys = names.map(nameKey);
  return keys.flatMap((key, seat) => (key === '' || keys.indexOf(key) !== keys.lastIndexOf(key) ? [seat] : []));
}

/**
 * The player names of `config.players`, checked: a list of non-empty strings that differ in
 * more than capitals, end spacing, accent encoding, compatibility forms or invisible characters (see {@link nameKey}).
 * @param players `config.players` as given (any value)
 * @returns the names, in seat order (the same array)
 * @throws RuleError `bad-players` when it is not a list of non-empty names, or names repeat;
 *   params {@link BadPlayersParams}
 */
export function checkPlayerNames(players: unknown): string[] {
  const unnamed = Array.isArray(players) ? players.findIndex((p) => typeof p !== 'string' || nameKey(p) === '') : -1;
  if (!Array.isArray(players) || unnamed >= 0) {
    const params: BadPlayersParams = unnamed >= 0 ? { reason: 'not-names', seat: unnamed } : { reason: 'not-names' };
    throw new RuleError('bad-players', 'config.players must be a list of non-empty player names', params);
  }
  const names = players as string[];
  if (namesRepeat(names)) {
    const params: BadPlayersParams = { reason: 'repeated', names: [...names] };
    throw new RuleError('bad-players', `Player names must differ: ${names.join(', ')}`, params);
  }
  return names;
}
