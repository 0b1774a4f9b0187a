/**
 * Texts of the `bad-players` refusal (src/rules/common/players.ts), worded alike in every game
 * that names its players (Strike, Harry Potter Strike, the dice game), in English and French.
 */
import { refusedNameSeats, type BadPlayersParams } from '../../rules/common/players.ts';

/** Of the names refused as repeated, those that repeat (in seat order): not the whole list (helper 160). */
function repeatedNames(p: BadPlayersParams & { reason: 'repeated' }): string[] {
  return refusedNameSeats(p.names).map((seat) => p.names[seat]!);
}

/** Why the player names were refused, in English: the empty seat (from 1) or the names that repeat (those only). */
export function badPlayersEn(p: BadPlayersParams): string {
  return p.reason === 'repeated'
    ? `Player names must differ: ${repeatedNames(p).join(', ')}`
    : p.seat !== undefined ? `Player ${p.seat + 1} needs a name` : 'Every player needs a name';
}

/** Why the player names were refused, in French (see {@link badPlayersEn}). */
export function badPlayersFr(p: BadPlayersParams): string {
  return p.reason === 'repeated'
    ? `Les noms des joueurs doivent être différents : ${repeatedNames(p).join(', ')}`
    : p.seat !== undefined ? `Le joueur ${p.seat + 1} doit avoir un nom` : 'Chaque joueur doit avoir un nom';
}
