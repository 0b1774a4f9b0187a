/**
 * What the referee tells the players about each Strike event, as data. Text lives in
 * src/referee/messages/strike.ts (English and French), keyed by {@link StrikeAnnouncementType}.
 */
import { announceTable, seatName } from '../common/announce.ts';
import type { Announcement } from '../engine.ts';
import type { Face } from '../../core/types.ts';
import type { StrikeEvent, StrikeState } from './types.ts';

/**
 * Every announcement type and its params (all plain JSON):
 * - `roundStart` {round, rounds, player, startDie}: a game (round) begins, `player` starts;
 *   `startDie` is the edition's (editions.ts `StartDieMode`): the start die placed, rolled, or
 *   one die placed by each player;
 * - `startDieX` {player}: the rolled start die shows X, roll it again;
 * - `turn` {player}: `player` throws next;
 * - `throwAll` {player, dice}: after a big hit `player` must throw all `dice` at once;
 * - `reroll` {count}: `count` dice not lying flat, re-roll them outside and place them;
 * - `xRemoved` {count}: X dice out of the game;
 * - `outRemoved` {count}: dice out of the arena (or on its rim) out of the game;
 *   in a throw ruled again, `count` leaves out the dice the replaced ruling had already taken
 *   out (they are off the table), and none is said when that leaves 0;
 * - `match` {player, faces, counts, dice, collected?}: groups collected (faces[i] shown by
 *   counts[i] dice); in a throw ruled again, `collected` of the `dice` (when any) were collected
 *   by the ruling it replaced, and are off the table already;
 * - `bigHit` {player}: the arena is empty after `player`'s throw;
 * - `pass` {player}: `player` ends his turn;
 * - `throwAgain` {player, dice}: every die in the arena (`dice` of them, at least 1) differs after
 *   `player`'s throw: he may throw another die or pass ({@link announceThrowAgain});
 * - `eliminated` {player, playersLeft};
 * - `winner` {player, round?, othersLeft?, othersOut?, tournamentEnds?}: `round` in a tournament, whose round `player` wins;
 *   `othersLeft` won because every other player left the game; `othersOut` because the last other player still in left, the
 *   others out by dice (common/announce.ts); `tournamentEnds` that leaving ends the
 *   tournament too (common/announce.ts: its `tournamentWinner` says why, this line not again);
 * - `roundScores` {round, players, points, totals};
 * - `tournamentWinner` {players, total, othersLeft?};
 * - `corrected` {die, from, face}, `correctionUndone` {die, from, face}: `die` counts arena dice
 *   from 1 (index + 1, the engine's order, not one the players see); `from` the face before,
 *   `face` the face now; "?" when unseen;
 * - `ruledAgain` {player, from, face}: a correction the arena could not hold (`face`, an X or a
 *   face another die shows, on the die read as `from`): `player`'s last throw is ruled again,
 *   and the announcements of that ruling follow;
 * - `retired` {player, playersLeft}: `player` left the game (common/retire.ts, our reading),
 *   said alone: the next turn or the winner follows only when his leaving brings one (his own
 *   turn ended, one player left); `retirementUndone` {player}: that taken back, followed by where
 *   the game stands;
 * - `rulingUndone` {}: that correction taken back: the game is as it was before it (followed by
 *   where it stands: the next round's start, the winner, the re-rolls awaited, or whose turn it is);
 * - `missedUndone` {player, passed?}: `player`'s die said to have flown out of sight is taken back (`undo`
 *   of a `throw` with `missed`), and with `passed` his pass after it: the game is as it was
 *   before (followed by where it stands).
 */
export const STRIKE_ANNOUNCEMENTS = [
  'roundStart', 'startDieX', 'turn', 'throwAll', 'reroll', 'xRemoved', 'outRemoved', 'match',
  'bigHit', 'pass', 'throwAgain', 'eliminated', 'winner', 'roundScores', 'tournamentWinner', 'corrected',
  'correctionUndone', 'ruledAgain', 'rulingUndone', 'missedUndone', 'retired', 'retirementUndone',
] as const;

/** One of {@link STRIKE_ANNOUNCEMENTS}. */
export type StrikeAnnouncementType = (typeof STRIKE_ANNOUNCEMENTS)[number];

/** A Strike announcement: a type from {@link STRIKE_ANNOUNCEMENTS} and its params. */
export interface StrikeAnnouncement extends Announcement {
  /** Message name. */
  type: StrikeAnnouncementType;
}

/**
 * What to tell the players about `event`, given the state after it. Pure. The table events
 * worded alike in HP Strike go through common/announce.ts `announceTable`.
 */
export function announce(event: StrikeEvent, state: StrikeState): StrikeAnnouncement[] {
  const name = (seat: number): string => seatName(state, seat);
  switch (event.type) {
    case 'roundStarted':
      return [roundStart(state, event.round, event.firstPlayer)];
    case 'turnStarted':
      return event.mustThrowAll
        ? [{ type: 'throwAll', params: { player: name(event.player), dice: state.players[event.player]!.stock } }]
        : [{ type: 'turn', params: { player: name(event.player) } }];
    case 'rerollRequested':
      return [{ type: 'reroll', params: { count: event.count } }];
    case 'matchCollected': {
      const collected = collectedBefore(event.groups, state);
      return [{
        type: 'match',
        params: {
          player: name(event.player),
          faces: event.groups.map((g) => g.face),
          counts: event.groups.map((g) => g.count),
          dice: event.groups.reduce((sum, g) => sum + g.count, 0),
          ...(collected > 0 ? { collected } : {}),
        },
      }];
    }
    case 'bigHit':
      return [{ type: 'bigHit', params: { player: name(event.player) } }];
    case 'faceCorrected':
      return [{ type: 'corrected', params: { die: event.index + 1, from: event.from ?? '?', face: event.to } }];
    case 'correctionUndone':
      return [{ type: 'correctionUndone', params: { die: event.index + 1, from: event.from, face: event.to ?? '?' } }];
    case 'throwRuledAgain':
      return [{ type: 'ruledAgain', params: { player: name(event.player), from: event.from ?? '?', face: event.to } }];
    case 'rulingUndone':
      return [{ type: 'rulingUndone', params: {} }, ...whereTheGameStands(state)];
    case 'missedThrowUndone':
      return [{ type: 'missedUndone', params: { player: name(event.player), ...(event.passed ? { passed: true } : {}) } }, ...whereTheGameStands(state)];
    case 'playerRetired':
      // Only the leaving: whose turn it is is said by the next turnStarted when it was his, by the
      // winner when one is left; another player's leaving changes neither whose turn it is nor
      // what the thrower must do, so where the game stands is not said again.
      return announceTable(event, state);
    case 'retirementUndone':
      return [...announceTable(event, state), ...whereTheGameStands(state)];
    case 'xDiceRemoved':
    case 'outOfArenaRemoved': {
      const count = event.count - takenOutBefore(event.type, state);
      return count > 0 ? announceTable({ ...event, count }, state) : [];
    }
    case 'gameStarted':
    case 'startDiePlaced':
    case 'diceThrown':
    case 'rerolledDiePlaced':
      return [];
    default:
      return announceTable(event, state);
  }
}

/** The `roundStart` announcement of round `round`, which seat `firstPlayer` starts, with the edition's start-die mode. */
function roundStart(state: StrikeState, round: number, firstPlayer: number): StrikeAnnouncement {
  return { type: 'roundStart', params: { round, rounds: state.rounds, player: seatName(state, firstPlayer), startDie: state.edition.startDie } };
}

/**
 * What the players must hear again once a ruling is undone, so that the last thing said is
 * where the game stands: the next round's start die, the winner, the re-rolls awaited, or whose
 * turn it is.
 */
function whereTheGameStands(state: StrikeState): StrikeAnnouncement[] {
  const name = (seat: number): string => seatName(state, seat);
  switch (state.phase) {
    case 'startDie':
      return state.tournament && state.round > 1
        ? [roundStart(state, state.round, state.firstPlayer)]
        : [];
    case 'over':
      if (state.tournamentWinners) {
        const [first] = state.tournamentWinners;
        return [{ type: 'tournamentWinner', params: { players: state.tournamentWinners.map(name), total: first === undefined ? 0 : state.players[first]!.points } }];
      }
      return state.winner === null ? [] : [{ type: 'winner', params: { player: name(state.winner) } }];
    case 'reroll':
      return [{ type: 'reroll', params: { count: state.leaning } }];
    default:
      return state.mustThrowAll
        ? [{ type: 'throwAll', params: { player: name(state.current), dice: state.players[state.current]!.stock } }]
        : [{ type: 'turn', params: { player: name(state.current) } }];
  }
}

/**
 * In a throw ruled again (`state.ruledAgain`, until the next throw), how many of the dice an
 * `xDiceRemoved` or `outOfArenaRemoved` event takes out the ruling it replaced had already taken
 * out: its X dice, or its dice outside (the throw ruled again keeps those). 0 otherwise.
 */
function takenOutBefore(type: 'xDiceRemoved' | 'outOfArenaRemoved', state: StrikeState): number {
  const replaced = state.ruledAgain?.from.lastThrow;
  if (!replaced) return 0;
  return type === 'xDiceRemoved' ? replaced.removed.filter((face) => face === 'X').length : replaced.out;
}

/**
 * In a throw ruled again, how many dice of the `groups` a `matchCollected` event collects the
 * ruling it replaced had collected already (its faces taken out, X aside). 0 otherwise.
 */
function collectedBefore(groups: readonly { face: Face; count: number }[], state: StrikeState): number {
  const removed = state.ruledAgain?.from.lastThrow?.removed ?? [];
  return groups.reduce((sum, g) => sum + Math.min(g.count, removed.filter((face) => face === g.face).length), 0);
}

/**
 * The choice a thrower has when every die in the arena differs after his throw: throw another
 * die or pass (strike-en.txt, "Different numbers on all dice": "you may either continue by
 * throwing another die into the arena or voluntarily end your turn"). The engine leaves the
 * choice to the player; a referee that lets the thrower go on says it with this. Pure.
 * @returns the `throwAgain` announcement, or null when `state` offers no such choice (another
 *   phase, no throw yet this turn, an empty arena or an empty stock)
 */
export function announceThrowAgain(state: StrikeState): StrikeAnnouncement | null {
  const thrower = state.players[state.current];
  if (state.phase !== 'throw' || state.throwsThisTurn === 0 || state.arena.length === 0 || !thrower || thrower.stock === 0) return null;
  return { type: 'throwAgain', params: { player: seatName(state, state.current), dice: state.arena.length } };
}
