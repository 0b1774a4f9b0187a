/**
 * The stock and arena bookkeeping Strike and HP Strike fold the same way (their `reduce`
 * handles its own events and hands the {@link TableEvent}s to {@link foldTableEvent}). Pure
 * with respect to the state passed to the engine's `reduce`: every write goes to the fresh
 * copy made by {@link copyTable}. All rule decisions are made in `apply`; this only records
 * what the events say.
 */
import { takeFaces } from './arena.ts';
import type { TableEvent, TableState } from './table.ts';

/**
 * The shared fields right after `gameStarted`: every player with an empty stock, round 0,
 * waiting for the start die, every die still in the box (`setAside`) until `roundStarted`.
 * @param players names in seat order
 * @param tournament alternative game end in play (then as many rounds as players)
 * @param setAside dice in the box before the first round is dealt (count)
 */
export function newTable(players: readonly string[], tournament: boolean, setAside: number): TableState<'startDie', never> {
  return {
    tournament,
    players: players.map((name) => ({ name, stock: 0, eliminated: false, points: 0 })),
    round: 0,
    rounds: tournament ? players.length : 1,
    firstPlayer: 0,
    phase: 'startDie',
    current: 0,
    arena: [],
    leaning: 0,
    outside: 0,
    removed: 0,
    setAside,
    throwsThisTurn: 0,
    mustThrowAll: false,
    roundPoints: players.map(() => 0),
    corrections: [],
    winner: null,
    lastRoundWinner: null,
    tournamentWinners: null,
  };
}

/**
 * A copy of `state` that the engine's `reduce` may write to: the players and the arena are
 * copied; other arrays are shared and must be replaced, never modified in place.
 */
export function copyTable<S extends TableState>(state: S): S {
  return { ...state, players: state.players.map((p) => ({ ...p })), arena: [...state.arena] };
}

/**
 * Folds a shared event into `s`, which must come from {@link copyTable} (it is written to).
 * - `roundStarted`: stocks dealt, everybody back in, arena and counters cleared, the round before's winner kept;
 * - `turnStarted`: the seat throws next (whole stock when `mustThrowAll`), corrections cleared;
 * - `xDiceRemoved`, `outOfArenaRemoved`: those dice leave the arena (or its rim) for good;
 * - `matchCollected`: the groups go from the arena into the player's stock;
 * - `playerEliminated`: out, scoring the players left (Alternative Game End; Tournament rules);
 * - `gameWon`, `tournamentWon`: the game (tournament) is over; `roundScored`: totals recorded;
 * - `playerRetired`: the seat is out and retired, his stock out of play (`removed`), scored as
 *   eliminated; corrections cleared (the engine keeps the state before it: {@link foldRetirement});
 * - `retirementUndone`: only through {@link foldRetirement}.
 * @returns `s`
 */
export function foldTableEvent<S extends TableState>(s: S, event: TableEvent): S {
  const t: TableState = s;
  const player = 'player' in event ? t.players[event.player] : undefined;
  switch (event.type) {
    case 'roundStarted':
      // A retired player (common/retire.ts) sits the round out, scored as the first one out.
      t.players.forEach((p, seat) => { p.stock = event.stocks[seat] ?? 0; p.eliminated = p.retired === true; });
      Object.assign(t, {
        round: event.round, firstPlayer: event.firstPlayer, current: event.firstPlayer, phase: 'startDie',
        arena: [], leaning: 0, outside: 0, removed: 0, setAside: event.setAside, throwsThisTurn: 0,
        mustThrowAll: false, roundPoints: retiredRoundPoints(t.players), corrections: [], winner: null, lastRoundWinner: t.winner,
      } satisfies Partial<TableState>);
      break;
    case 'startDieShowedX':
      break;
    case 'turnStarted':
      Object.assign(t, {
        current: event.player, phase: 'throw', throwsThisTurn: 0, mustThrowAll: event.mustThrowAll, corrections: [],
      } satisfies Partial<TableState>);
      break;
    case 'xDiceRemoved':
      t.arena = t.arena.filter((f) => f !== 'X');
      t.removed += event.count;
      break;
    case 'outOfArenaRemoved':
      t.outside -= event.count;
      t.removed += event.count;
      break;
    case 'matchCollected':
      for (const group of event.groups) {
        t.arena = takeFaces(t.arena, group.face, group.count);
        player!.stock += group.count;
      }
      break;
    case 'turnEnded':
      t.phase = 'turnEnded';
      break;
    case 'playerEliminated':
      player!.eliminated = true;
      t.roundPoints = [...t.roundPoints];
      t.roundPoints[event.player] = event.playersLeft;
      break;
    case 'gameWon':
      t.winner = event.player;
      t.phase = 'over';
      break;
    case 'roundScored':
      t.players.forEach((p, seat) => { p.points = event.totals[seat] ?? p.points; });
      break;
    case 'tournamentWon':
      t.tournamentWinners = [...event.players];
      t.phase = 'over';
      break;
    case 'playerRetired':
      t.removed += player!.stock;
      player!.stock = 0;
      player!.eliminated = true;
      player!.retired = true;
      t.roundPoints = [...t.roundPoints];
      t.roundPoints[event.player] = event.playersLeft;
      t.corrections = [];
      break;
    case 'retirementUndone':
      throw new Error('foldTableEvent: retirementUndone is folded by foldRetirement');
  }
  return s;
}

/**
 * Round points at the start of a round: a retired seat scores as eliminated first, with every
 * player not retired still in (our reading of Alternative Game End for a player who left); 0
 * for the others.
 */
function retiredRoundPoints(players: readonly { retired?: boolean }[]): number[] {
  const inPlay = players.filter((p) => p.retired !== true).length;
  return players.map((p) => (p.retired === true ? inPlay : 0));
}

/**
 * Folds `playerRetired` and `retirementUndone` (common/retire.ts): the first into `s` (a
 * {@link copyTable} of `state`), keeping `state` in `retiredFrom` for `undo`; the second brings
 * `retiredFrom` back.
 * @throws Error on `retirementUndone` without a retirement to undo (a corrupt log)
 */
export function foldRetirement<S extends TableState>(state: S, s: S, event: Extract<TableEvent, { type: 'playerRetired' | 'retirementUndone' }>): S {
  if (event.type === 'retirementUndone') {
    if (!state.retiredFrom) throw new Error('reduce: retirementUndone without a retirement to undo');
    return state.retiredFrom as S;
  }
  return { ...foldTableEvent(s, event), retiredFrom: state };
}

/**
 * Who won, as seats: a tournament's winners on points over its rounds (ties shared,
 * strike-en.txt, Alternative Game End) once it is decided, else the game's winner (the last
 * player with dice, Game End); empty while undecided or when nobody won.
 */
export function winnersOf(state: TableState): number[] {
  if (state.tournamentWinners !== null) return [...state.tournamentWinners];
  return state.tournament || state.winner === null ? [] : [state.winner];
}
