/**
 * Folds one HP Strike event into the state. Pure: the state passed in is never modified. All
 * rule decisions are made in `apply`; `reduce` only records what the events say.
 */
import type { Face } from '../../core/types.ts';
import { faceOf } from './spells.ts';
import type { HpStrikeEvent, HpStrikePlayer, HpStrikeState } from './types.ts';

/**
 * The next seat in play order after `seat` (clockwise, or counterclockwise after Confundo)
 * whose wizard is still in the game. Returns `seat` itself when nobody else is left.
 */
export function nextSeat(players: readonly HpStrikePlayer[], seat: number, clockwise: boolean): number {
  const n = players.length;
  for (let step = 1; step <= n; step++) {
    const candidate = (seat + (clockwise ? step : -step) + 2 * n) % n;
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

/** The state right after `gameStarted`. */
function initial(event: Extract<HpStrikeEvent, { type: 'gameStarted' }>): HpStrikeState {
  return {
    rules: event.rules, tournament: event.tournament,
    players: event.players.map((name) => ({ name, stock: 0, eliminated: false, points: 0 })),
    round: 0, rounds: event.tournament ? event.players.length : 1, firstPlayer: 0,
    phase: 'startDie', current: 0, clockwise: true, arena: [], stacked: 0, immobulus: 0,
    leaning: 0, settling: 'throw', outside: 0, removed: 0, setAside: 0, throwsThisTurn: 0,
    mustThrowAll: false, spells: [], relashioThrowers: [], roundPoints: event.players.map(() => 0),
    corrections: [], winner: null, tournamentWinners: null,
  };
}

/**
 * The state after `event`; `state` is null before the first event.
 * @throws Error when the log does not begin with `gameStarted` (a corrupt log, not a rule)
 */
export function reduce(state: HpStrikeState | null, event: HpStrikeEvent): HpStrikeState {
  if (event.type === 'gameStarted') return initial(event);
  if (state === null) throw new Error(`reduce: an HP Strike log must begin with gameStarted, not ${event.type}`);
  const s: HpStrikeState = { ...state, players: state.players.map((p) => ({ ...p })), arena: [...state.arena] };
  const player = 'player' in event ? s.players[event.player] : undefined;
  switch (event.type) {
    case 'roundStarted':
      s.players.forEach((p, seat) => { p.stock = event.stocks[seat] ?? 0; p.eliminated = false; });
      return {
        ...s, round: event.round, firstPlayer: event.firstPlayer, current: event.firstPlayer, phase: 'startDie',
        clockwise: true, arena: [], stacked: 0, immobulus: 0, leaning: 0, outside: 0, removed: 0,
        setAside: event.setAside, throwsThisTurn: 0, mustThrowAll: false, spells: [], relashioThrowers: [],
        roundPoints: s.players.map(() => 0), corrections: [], winner: null,
      };
    case 'startDieShowedX':
      return s;
    case 'startDiePlaced':
      return { ...s, arena: [event.face], setAside: s.setAside - 1 };
    case 'turnStarted':
      return { ...s, current: event.player, phase: 'throw', throwsThisTurn: 0, mustThrowAll: event.mustThrowAll, corrections: [] };
    case 'diceThrown':
      player!.stock -= event.count;
      return {
        ...s, arena: [...event.arena], outside: event.out, leaning: event.leaning, stacked: event.stacked,
        settling: 'throw', throwsThisTurn: s.throwsThisTurn + 1, mustThrowAll: false, corrections: [],
        phase: event.leaning > 0 ? 'leaning' : 'throw',
      };
    case 'shiftRequested':
      return { ...s, phase: 'leaning' };
    case 'arenaShifted':
      return {
        ...s, arena: [...event.arena], outside: s.outside + event.out, stacked: event.stacked, leaning: 0,
        phase: s.settling === 'relashio' ? 'relashio' : 'throw',
      };
    case 'xDiceRemoved':
      return { ...s, arena: s.arena.filter((f) => f !== 'X'), removed: s.removed + event.count };
    case 'outOfArenaRemoved':
      return { ...s, outside: s.outside - event.count, removed: s.removed + event.count };
    case 'immobulusBroken':
      return { ...s, immobulus: 0 };
    case 'spellsCast':
      return { ...s, spells: [...event.spells] };
    case 'immobulusHeld':
      return { ...s, immobulus: event.count };
    case 'relashioCalled':
      return { ...s, phase: 'relashio', relashioThrowers: [...event.throwers] };
    case 'relashioThrown':
      for (const seat of event.throwers) s.players[seat]!.stock -= 1;
      return {
        ...s, arena: [...event.arena], outside: event.out, leaning: event.leaning, stacked: event.stacked,
        settling: 'relashio', relashioThrowers: [], phase: event.leaning > 0 ? 'leaning' : 'relashio',
      };
    case 'matchCollected': {
      let arena = s.arena;
      for (const group of event.groups) {
        arena = takeFaces(arena, group.face, group.count);
        player!.stock += group.count;
      }
      return { ...s, arena };
    }
    case 'accioOffered':
      return { ...s, phase: 'accio' };
    case 'accioDieCollected':
      player!.stock += 1;
      return { ...s, arena: takeFaces(s.arena, event.face, 1), phase: 'throw' };
    case 'accioDeclined':
      return { ...s, phase: 'throw' };
    case 'towerStacked': {
      const held: (Face | null)[] = Array.from({ length: s.immobulus }, () => faceOf(s.rules, 'immobulus'));
      return { ...s, arena: [...held, null], stacked: event.count - 1 };
    }
    case 'playOrderReversed':
      return { ...s, clockwise: event.clockwise };
    case 'expelliarmus':
      return { ...s, mustThrowAll: true };
    case 'turnEnded':
      return { ...s, phase: 'turnEnded', spells: [] };
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
      return {
        ...s, immobulus: event.immobulus,
        corrections: [...s.corrections, { index: event.index, from: event.from, to: event.to, immobulusBefore: s.immobulus }],
      };
    case 'correctionUndone':
      s.arena[event.index] = event.to;
      return { ...s, immobulus: event.immobulus, corrections: s.corrections.slice(0, -1) };
  }
}
