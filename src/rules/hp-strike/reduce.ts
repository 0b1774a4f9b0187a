/**
 * Folds one HP Strike event into the state. Pure: the state passed in is never modified. All
 * rule decisions are made in `apply`; `reduce` only records what the events say. The table
 * events HP Strike shares with Strike are folded by common/fold.ts; when X dice, a collected
 * group or the Accio die take a Wingardium Leviosa tower's top, the die under it becomes the new
 * top, unread (tower.ts `withNewTop`, our ruling).
 */
import type { Face } from '../../core/types.ts';
import { takeFaces } from '../common/arena.ts';
import { copyTable, foldRetirement, foldTableEvent, newTable } from '../common/fold.ts';
import { nextSeat as nextSeatInPlayOrder } from '../common/seats.ts';
import { faceOf } from './spells.ts';
import { withNewTop } from './tower.ts';
import type { HpStrikeEvent, HpStrikePlayer, HpStrikeState } from './types.ts';

/**
 * The next seat in play order after `seat` (clockwise, or counterclockwise after Confundo)
 * whose wizard is still in the game. Returns `seat` itself when nobody else is left.
 */
export function nextSeat(players: readonly HpStrikePlayer[], seat: number, clockwise: boolean): number {
  return nextSeatInPlayOrder(players, seat, clockwise);
}

/** The state right after `gameStarted`: the table (common/fold.ts) and no spell in play. */
function initial(event: Extract<HpStrikeEvent, { type: 'gameStarted' }>): HpStrikeState {
  return {
    rules: event.rules, ...newTable(event.players, event.tournament, 0),
    clockwise: true, stacked: 0, immobulus: 0, settling: 'throw', spells: [], relashioThrowers: [], sharedWin: [], retiredFrom: null,
  };
}

/**
 * The state after `event`; `state` is null before the first event.
 * @throws Error when the log does not begin with `gameStarted` (a corrupt log, not a rule)
 */
export function reduce(state: HpStrikeState | null, event: HpStrikeEvent): HpStrikeState {
  if (event.type === 'gameStarted') return initial(event);
  if (state === null) throw new Error(`reduce: an HP Strike log must begin with gameStarted, not ${event.type}`);
  const s = copyTable(state);
  const player = 'player' in event ? s.players[event.player] : undefined;
  switch (event.type) {
    case 'roundStarted':
      foldTableEvent(s, event);
      return { ...s, clockwise: true, stacked: 0, immobulus: 0, spells: [], relashioThrowers: [], sharedWin: [] };
    case 'startDiePlaced':
      return { ...s, arena: [event.face], setAside: s.setAside - 1, retiredFrom: null };
    case 'diceThrown':
      player!.stock -= event.count;
      return {
        ...s, arena: [...event.arena], outside: event.out, leaning: event.leaning, stacked: event.stacked,
        settling: 'throw', throwsThisTurn: s.throwsThisTurn + 1, mustThrowAll: false, corrections: [], retiredFrom: null,
        phase: event.leaning > 0 ? 'leaning' : 'throw',
      };
    case 'shiftRequested':
      return { ...s, phase: 'leaning' };
    case 'arenaShifted':
      return {
        ...s, arena: [...event.arena], outside: s.outside + event.out, stacked: event.stacked, leaning: 0,
        phase: s.settling === 'relashio' ? 'relashio' : 'throw',
      };
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
    case 'accioOffered':
      return { ...s, phase: 'accio' };
    case 'accioDieCollected':
      player!.stock += 1;
      return withNewTop(state, { ...s, arena: takeFaces(s.arena, event.face, 1), phase: 'throw' }, [event.face]);
    case 'xDiceRemoved':
      return withNewTop(state, foldTableEvent(s, event), ['X']);
    case 'matchCollected':
      return withNewTop(state, foldTableEvent(s, event), event.groups.map((group) => group.face));
    case 'accioDeclined':
      return { ...s, phase: 'throw' };
    case 'towerStacked': {
      const held: (Face | null)[] = Array.from({ length: s.immobulus }, () => faceOf(s.rules, 'immobulus'));
      return { ...s, arena: [...held, null], stacked: event.count - 1 };
    }
    case 'gameShared':
      return { ...s, sharedWin: [...event.players], winner: null, phase: 'over' };
    case 'playOrderReversed':
      return { ...s, clockwise: event.clockwise };
    case 'expelliarmus':
      return { ...s, mustThrowAll: true };
    case 'turnEnded':
      foldTableEvent(s, event);
      // A turn ended (a pass) after a retirement: undo no longer takes the retirement back.
      return { ...s, spells: [], retiredFrom: null };
    case 'playerRetired':
    case 'retirementUndone':
      return foldRetirement(state, s, event);
    case 'faceCorrected':
      s.arena[event.index] = event.to;
      return {
        ...s, immobulus: event.immobulus,
        corrections: [...s.corrections, { index: event.index, from: event.from, to: event.to, immobulusBefore: s.immobulus }],
      };
    case 'correctionUndone':
      s.arena[event.index] = event.to;
      return { ...s, immobulus: event.immobulus, corrections: s.corrections.slice(0, -1) };
    default:
      return foldTableEvent(s, event);
  }
}
