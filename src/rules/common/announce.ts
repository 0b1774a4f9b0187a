/**
 * What the referee tells the players about the table events Strike and HP Strike announce
 * alike (the same announcement type and params in both; texts in src/referee/messages/).
 * Each engine's announce.ts words the rest itself.
 */
import type { Announcement } from '../engine.ts';
import type { TableEvent, TableState } from './table.ts';
import { othersAllLeft } from './turns.ts';

/**
 * The announcement types both engines give the same params (all plain JSON):
 * - `roundStart` {round, rounds, player}: a game (round) begins, `player` starts (Strike's own
 *   announce adds `startDie`, its edition's start-die mode);
 * - `startDieX` {player}: the rolled start die shows X, roll it again;
 * - `xRemoved` {count}: X dice out of the game;
 * - `outRemoved` {count}: dice out of the arena (or on its rim) out of the game;
 * - `pass` {player}: `player` ends his turn;
 * - `eliminated` {player, playersLeft}; `winner` {player, round?, othersLeft?, othersOut?, tournamentEnds?} (`round` in a tournament;
 *   `othersLeft`: won because every other player left the game; `othersOut`: won because the last other player still in left,
 *   some others having been knocked out by dice before (eliminated, not left: h232); `tournamentEnds`: that leaving ends the
 *   tournament too, whose `tournamentWinner` says why, so this line does not say it again);
 * - `roundScores` {round, players, points, totals}; `tournamentWinner` {players, total, othersLeft?} (`othersLeft`: won because every other
 *   player left, not by fewest points);
 * - `retired` {player, playersLeft}: `player` left the game (common/retire.ts, our reading);
 * - `retirementUndone` {player}: that taken back, `player` is in the game again.
 */
export const TABLE_ANNOUNCEMENTS = [
  'roundStart', 'startDieX', 'xRemoved', 'outRemoved', 'pass', 'eliminated', 'winner', 'roundScores',
  'tournamentWinner', 'retired', 'retirementUndone',
] as const;

/** One of {@link TABLE_ANNOUNCEMENTS}. */
export type TableAnnouncementType = (typeof TABLE_ANNOUNCEMENTS)[number];

/** An announcement of a table event: a type from {@link TABLE_ANNOUNCEMENTS} and its params. */
export interface TableAnnouncement extends Announcement {
  /** Message name. */
  type: TableAnnouncementType;
}

/**
 * The table events each engine words itself: the start of a turn (big hit vs Expelliarmus)
 * and a match (faces vs spell symbols).
 */
export type OwnWordedTableEvent = Extract<TableEvent, { type: 'turnStarted' | 'matchCollected' }>;

/** The player's name at `seat` in `state`, or "seat N" for a seat not at the table. */
export function seatName(state: TableState, seat: number): string {
  return state.players[seat]?.name ?? `seat ${seat}`;
}

/**
 * What to tell the players about a table event, given the state after it. Pure. A turn ended
 * by a match, an empty stock or a big hit is not announced (the match, elimination or big hit is).
 */
export function announceTable(event: Exclude<TableEvent, OwnWordedTableEvent>, state: TableState): TableAnnouncement[] {
  const name = (seat: number): string => seatName(state, seat);
  switch (event.type) {
    case 'roundStarted':
      return [{ type: 'roundStart', params: { round: event.round, rounds: state.rounds, player: name(event.firstPlayer) } }];
    case 'startDieShowedX':
      return [{ type: 'startDieX', params: { player: name(event.player) } }];
    case 'xDiceRemoved':
      return [{ type: 'xRemoved', params: { count: event.count } }];
    case 'outOfArenaRemoved':
      return [{ type: 'outRemoved', params: { count: event.count } }];
    case 'turnEnded':
      return event.reason === 'pass' ? [{ type: 'pass', params: { player: name(event.player) } }] : [];
    case 'playerEliminated':
      return [{ type: 'eliminated', params: { player: name(event.player), playersLeft: event.playersLeft } }];
    case 'gameWon': {
      // In a tournament a round is won, not the game (its winner comes with `tournamentWinner`).
      // Won by a leaving: every other player left, or some were out by dice before the last one still in left.
      const allLeft = event.othersLeft === true && othersAllLeft(state);
      const why: Record<string, true> = event.othersLeft !== true ? {} : allLeft ? { othersLeft: true } : { othersOut: true };
      // A leaving that ends the round ends a tournament too when nobody else stays: its winner line says why, this one not again.
      const tournamentEnds = state.tournament && allLeft;
      return [{
        type: 'winner',
        params: {
          player: name(event.player), ...(state.tournament ? { round: event.round } : {}), ...why,
          ...(tournamentEnds ? { tournamentEnds: true } : {}),
        },
      }];
    }
    case 'roundScored':
      return [{
        type: 'roundScores',
        params: { round: event.round, players: state.players.map((p) => p.name), points: event.points, totals: event.totals },
      }];
    case 'playerRetired':
      return [{ type: 'retired', params: { player: name(event.player), playersLeft: event.playersLeft } }];
    case 'retirementUndone':
      return [{ type: 'retirementUndone', params: { player: name(event.player) } }];
    case 'tournamentWon':
      return [{
        type: 'tournamentWinner',
        params: { players: event.players.map(name), total: event.totals[event.players[0]!] ?? 0, ...(event.othersLeft ? { othersLeft: true } : {}) },
      }];
  }
}
