/**
 * Folds one Strike event into the state. Pure: the state passed in is never modified. All
 * rule decisions are made in `apply`; `reduce` only records what the events say. The table
 * events Strike shares with HP Strike are folded by common/fold.ts.
 */
import { copyTable, foldRetirement, foldTableEvent, newTable } from '../common/fold.ts';
import { nextSeat as nextSeatInPlayOrder } from '../common/seats.ts';
import type { Face } from '../../core/types.ts';
import type { StrikeEvent, StrikeLastThrow, StrikePlayer, StrikeState } from './types.ts';

/** `last` with `faces` added to the faces its settling took out (null stays null). */
function withRemoved(last: StrikeLastThrow | null | undefined, faces: Face[]): StrikeLastThrow | null {
  return last ? { ...last, removed: [...last.removed, ...faces] } : null;
}

/**
 * The state a throw said missed keeps for its undo (`missedThrowUndone`): the state before it,
 * with the throw before it and the correction that ruled that throw again, which `undo` could
 * take back before the missed throw and can again once it is taken back. When the missed throw
 * is itself ruled again (`ruledAgain.settling`: `state` is its `lastThrow.before` with the new
 * ruling), the ruling kept is the one from before the missed throw, not the new one.
 */
function beforeMissed(state: StrikeState): StrikeState {
  const ruling = state.ruledAgain?.settling ? state.ruledAgain.from.lastThrow?.before.ruledAgain : state.ruledAgain;
  return { ...state, lastThrow: state.lastThrow ?? null, ruledAgain: ruling ?? null };
}

/**
 * The next seat clockwise after `seat` whose player is still in the game (skipping
 * eliminated seats: strike-fr.txt, Élimination "Poursuivez la partie"). Returns `seat`
 * itself when nobody else is left.
 */
export function nextSeat(players: readonly StrikePlayer[], seat: number): number {
  return nextSeatInPlayOrder(players, seat, true);
}

/**
 * The state after `event`; `state` is null before the first event.
 * @throws Error when the log does not begin with `gameStarted` (a corrupt log, not a rule)
 */
export function reduce(state: StrikeState | null, event: StrikeEvent): StrikeState {
  if (event.type === 'gameStarted') {
    return { edition: event.edition, ...newTable(event.players, event.tournament, event.edition.totalDice), lastThrow: null, retiredFrom: null };
  }
  if (state === null) throw new Error(`reduce: a Strike log must begin with gameStarted, not ${event.type}`);
  const s = copyTable(state);
  const player = 'player' in event ? s.players[event.player] : undefined;
  switch (event.type) {
    case 'startDiePlaced':
      s.lastThrow = null;
      s.ruledAgain = null;
      s.retiredFrom = null;
      s.arena.push(event.face);
      if (s.edition.startDie === 'onePerPlayer') {
        player!.stock -= 1;
        s.current = nextSeat(s.players, event.player);
      } else {
        s.setAside -= 1;
      }
      return s;
    case 'diceThrown':
      player!.stock -= event.count;
      return {
        ...s,
        // A throw said missed keeps the throw before it, which its undo restores (its thrower may correct it again).
        lastThrow: {
          before: event.missed === true ? beforeMissed(state) : { ...state, lastThrow: null, ruledAgain: null },
          removed: [], out: event.out, passed: false, ...(event.missed === true ? { missed: true as const } : {}),
        },
        // The throw of a correction that rules it again keeps that correction undoable; a real throw ends it.
        ruledAgain: s.ruledAgain?.settling ? { ...s.ruledAgain, settling: false } : null,
        retiredFrom: null,
        arena: [...event.arena], outside: event.out, leaning: event.leaning,
        throwsThisTurn: s.throwsThisTurn + 1, mustThrowAll: false, corrections: [],
        phase: event.leaning > 0 ? 'reroll' : 'throw',
      };
    case 'rerollRequested':
      return { ...s, phase: 'reroll' };
    case 'rerolledDiePlaced':
      s.arena.push(event.face);
      return { ...s, leaning: s.leaning - 1, phase: s.leaning - 1 > 0 ? 'reroll' : 'throw' };
    case 'bigHit':
      return s;
    case 'faceCorrected':
      s.arena[event.index] = event.to;
      return { ...s, corrections: [...s.corrections, { index: event.index, from: event.from, to: event.to }] };
    case 'correctionUndone':
      s.arena[event.index] = event.to;
      return { ...s, corrections: s.corrections.slice(0, -1) };
    case 'throwRuledAgain':
      if (!state.lastThrow) throw new Error('reduce: throwRuledAgain without a throw to rule again');
      return { ...state.lastThrow.before, ruledAgain: { from: state, settling: true } };
    case 'rulingUndone':
      if (!state.ruledAgain) throw new Error('reduce: rulingUndone without a ruling to undo');
      return state.ruledAgain.from;
    case 'missedThrowUndone':
      if (state.lastThrow?.missed !== true) throw new Error('reduce: missedThrowUndone without a throw said missed');
      return state.lastThrow.before;
    case 'playerRetired':
      // The throw before it is no longer ruled again (that would bring back the player); undo brings both back.
      return { ...foldRetirement(state, s, event), lastThrow: null, ruledAgain: null };
    case 'retirementUndone':
      return foldRetirement(state, s, event);
    case 'turnEnded':
      // A turn ended (a pass) after a retirement: undo no longer takes the retirement back.
      return { ...foldTableEvent(s, event), retiredFrom: null, lastThrow: event.reason === 'pass' && s.lastThrow ? { ...s.lastThrow, passed: true } : s.lastThrow ?? null };
    case 'xDiceRemoved':
      return { ...foldTableEvent(s, event), lastThrow: withRemoved(s.lastThrow, Array<Face>(event.count).fill('X')) };
    case 'matchCollected':
      return { ...foldTableEvent(s, event), lastThrow: withRemoved(s.lastThrow, event.groups.flatMap((g) => Array<Face>(g.count).fill(g.face))) };
    case 'roundStarted':
      // The round's last throw stays correctable until the next start die, its arena kept (the
      // new round's is empty); so does a correction that ruled it again (undo).
      return { ...foldTableEvent(s, event), lastThrow: state.lastThrow ? { ...state.lastThrow, endedArena: [...state.arena] } : null, ruledAgain: state.ruledAgain ?? null };
    default:
      return foldTableEvent(s, event);
  }
}
