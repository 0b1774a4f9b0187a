/**
 * Folds one Strike event into the state. Pure: the state passed in is never modified. All
 * rule decisions are made in `apply`; `reduce` only records what the events say.
 */
import type { Face } from '../../core/types.ts';
import type { StrikeEvent, StrikePlayer, StrikeState } from './types.ts';

/**
 * The next seat clockwise after `seat` whose player is still in the game (skipping
 * eliminated seats: strike-fr.txt, Élimination "Poursuivez la partie"). Returns `seat`
 * itself when nobody else is left.
 */
export function nextSeat(players: readonly StrikePlayer[], seat: number): number {
  for (let step = 1; step <= players.length; step++) {
    const candidate = (seat + step) % players.length;
    if (!players[candidate]!.eliminated) return candidate;
  }
  return seat;
}

/** Removes `count` dice showing `face` from `arena` (a copy is returned). */
function takeFaces(arena: readonly (Face | null)[], face: Face, count: number): (Face | null)[] {
  const left = [...arena];
  for (let n = 0; n < count; n++) {
    const at = left.indexOf(face);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/**
 * The state after `event`; `state` is null before the first event.
 * @throws Error when the log does not begin with `gameStarted` (a corrupt log, not a rule)
 */
export function reduce(state: StrikeState | null, event: StrikeEvent): StrikeState {
  if (event.type === 'gameStarted') {
    return {
      edition: event.edition,
      tournament: event.tournament,
      players: event.players.map((name) => ({ name, stock: 0, eliminated: false, points: 0 })),
      round: 0,
      rounds: event.tournament ? event.players.length : 1,
      firstPlayer: 0,
      phase: 'startDie',
      current: 0,
      arena: [],
      leaning: 0,
      outside: 0,
      removed: 0,
      setAside: event.edition.totalDice,
      throwsThisTurn: 0,
      mustThrowAll: false,
      roundPoints: event.players.map(() => 0),
      corrections: [],
      winner: null,
      tournamentWinners: null,
    };
  }
  if (state === null) throw new Error(`reduce: a Strike log must begin with gameStarted, not ${event.type}`);
  const s: StrikeState = { ...state, players: state.players.map((p) => ({ ...p })), arena: [...state.arena] };
  const player = 'player' in event ? s.players[event.player] : undefined;
  switch (event.type) {
    case 'roundStarted':
      s.players.forEach((p, seat) => { p.stock = event.stocks[seat] ?? 0; p.eliminated = false; });
      return {
        ...s, round: event.round, firstPlayer: event.firstPlayer, current: event.firstPlayer,
        phase: 'startDie', arena: [], leaning: 0, outside: 0, removed: 0, setAside: event.setAside,
        throwsThisTurn: 0, mustThrowAll: false, roundPoints: s.players.map(() => 0), corrections: [], winner: null,
      };
    case 'startDiePlaced':
      s.arena.push(event.face);
      if (s.edition.startDie === 'onePerPlayer') {
        player!.stock -= 1;
        s.current = nextSeat(s.players, event.player);
      } else {
        s.setAside -= 1;
      }
      return s;
    case 'startDieShowedX':
      return s;
    case 'turnStarted':
      return { ...s, current: event.player, phase: 'throw', throwsThisTurn: 0, mustThrowAll: event.mustThrowAll, corrections: [] };
    case 'diceThrown':
      player!.stock -= event.count;
      return {
        ...s, arena: [...event.arena], outside: event.out, leaning: event.leaning,
        throwsThisTurn: s.throwsThisTurn + 1, mustThrowAll: false, corrections: [],
        phase: event.leaning > 0 ? 'reroll' : 'throw',
      };
    case 'rerollRequested':
      return { ...s, phase: 'reroll' };
    case 'rerolledDiePlaced':
      s.arena.push(event.face);
      return { ...s, leaning: s.leaning - 1, phase: s.leaning - 1 > 0 ? 'reroll' : 'throw' };
    case 'xDiceRemoved':
      return { ...s, arena: s.arena.filter((f) => f !== 'X'), removed: s.removed + event.count };
    case 'outOfArenaRemoved':
      return { ...s, outside: s.outside - event.count, removed: s.removed + event.count };
    case 'matchCollected': {
      let arena = s.arena;
      for (const group of event.groups) {
        arena = takeFaces(arena, group.face, group.count);
        player!.stock += group.count;
      }
      return { ...s, arena };
    }
    case 'bigHit':
      return s;
    case 'turnEnded':
      return { ...s, phase: 'turnEnded' };
    case 'playerEliminated': {
      player!.eliminated = true;
      const roundPoints = [...s.roundPoints];
      roundPoints[event.player] = event.playersLeft;
      return { ...s, roundPoints };
    }
    case 'gameWon':
      return { ...s, winner: event.player, phase: 'over' };
    case 'roundScored':
      s.players.forEach((p, seat) => { p.points = event.totals[seat] ?? p.points; });
      return s;
    case 'tournamentWon':
      return { ...s, tournamentWinners: [...event.players], phase: 'over' };
    case 'faceCorrected':
      s.arena[event.index] = event.to;
      return { ...s, corrections: [...s.corrections, { index: event.index, from: event.from, to: event.to }] };
    case 'correctionUndone':
      s.arena[event.index] = event.to;
      return { ...s, corrections: s.corrections.slice(0, -1) };
  }
}
