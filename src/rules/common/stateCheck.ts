/**
 * What makes a folded table state impossible, whatever events led to it: the checks a saved game
 * must pass to be resumed (src/referee/gameSession.ts `GameSession.resume`). A save edited or
 * damaged so that every event still folds may otherwise come back with a turn for a seat nobody
 * sits in, a negative stock, a player without a name or a face no die has (helper 153).
 */
import type { Face } from '../../core/types.ts';
import type { TableState } from './table.ts';

/** Whether `n` is a whole number ≥ 0. */
function count(n: unknown): boolean {
  return Number.isInteger(n) && (n as number) >= 0;
}

/** Whether `seat` is a seat of `players` (an index). */
function seatOf(seat: unknown, players: readonly unknown[]): boolean {
  return count(seat) && (seat as number) < players.length;
}

/**
 * Why a list of player names cannot be a game's, or null: not a list of at least `fewest`
 * non-empty strings.
 */
export function playerNamesProblem(names: unknown, fewest: number): string | null {
  if (!Array.isArray(names) || names.length < fewest) return `it has fewer than ${fewest} ${fewest === 1 ? 'player' : 'players'}`;
  if (!names.every((name) => typeof name === 'string' && name.trim() !== '')) return 'a player has no name';
  return null;
}

/**
 * Why a Strike or HP Strike state cannot be, or null: no round dealt (a log cut after its
 * first event), players without a name or with a stock that is no count of dice, a current or first seat nobody sits in, a face in the arena no die
 * of the game has, dice counts below 0, or dice not conserved (the state's own invariant:
 * Σ stock + arena + `extraDice` + leaning + outside + removed + setAside = `totalDice`).
 * @param faces the faces the game's dice can show (the edition's, or HP Strike's)
 * @param extraDice dice in the arena that are not in `arena` (HP Strike's tower below its top); default 0
 */
export function tableStateProblem(state: TableState, totalDice: number, faces: readonly Face[], extraDice = 0): string | null {
  // Strike and HP Strike are for 2 to 5 players (strike-en.txt, harry-potter-strike-en.txt: Setup).
  const names = playerNamesProblem(Array.isArray(state.players) ? state.players.map((player) => player?.name) : null, 2);
  if (names) return names;
  if (!(Number.isInteger(state.round) && state.round >= 1)) return 'no round was dealt';
  if (!state.players.every((player) => count(player.stock))) return 'a player has a stock that is no count of dice';
  if (!seatOf(state.current, state.players) || !seatOf(state.firstPlayer, state.players)) return 'it is the turn of a seat nobody sits in';
  if (!Array.isArray(state.arena) || !state.arena.every((face) => face === null || faces.includes(face))) return `a die in the arena shows a face the game's dice do not have (${faces.join(' ')})`;
  if (![state.leaning, state.outside, state.removed, state.setAside, extraDice].every(count)) return 'a count of dice is below 0';
  const accounted = state.players.reduce((sum, player) => sum + player.stock, 0) + state.arena.length + extraDice
    + state.leaning + state.outside + state.removed + state.setAside;
  if (accounted !== totalDice) return `it accounts for ${accounted} dice where the game has ${totalDice}`;
  return null;
}
