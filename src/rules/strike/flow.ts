/**
 * What follows a throw, in rulebook order, and how turns, games and tournament rounds end.
 * Each step emits events into an {@link Emitter}, which folds them as it goes, so every step
 * sees the state its predecessors left.
 */
import type { Face } from '../../core/types.ts';
import { facesOf } from './editions.ts';
import { nextSeat, reduce } from './reduce.ts';
import { roundStartedEvent } from './setup.ts';
import type { MatchGroup, StrikeEvent, StrikeState, TurnEndReason } from './types.ts';

/** Collects the events of one action and keeps the state they lead to. */
export class Emitter {
  /** Events emitted so far, in order. */
  readonly events: StrikeEvent[] = [];
  /** State after the events emitted so far. */
  state: StrikeState;

  /** @param state the state before the action (not modified) */
  constructor(state: StrikeState) {
    this.state = state;
  }

  /** Records `event` and folds it into `state`. */
  emit(event: StrikeEvent): void {
    this.events.push(event);
    this.state = reduce(this.state, event);
  }
}

/**
 * Groups of two or more equal numbered faces in `arena`, in the die kind's face order
 * (strike-en.txt, "Same numbers on some dice": "You may take differently numbered groups").
 * X and unseen (`null`) dice never match.
 */
export function matchGroups(arena: readonly (Face | null)[], faces: readonly Face[]): MatchGroup[] {
  return faces
    .filter((face) => face !== 'X')
    .map((face) => ({ face, count: arena.filter((f) => f === face).length }))
    .filter((group) => group.count >= 2);
}

/**
 * Settles the arena after a throw (once every die lies flat), in this order:
 * 1. X dice removed, out of the game (strike-en.txt, "That was an X!");
 * 2. dice outside the arena or on its rim removed, whatever they show ("That was probably niX!");
 * 3. every group of equal faces collected into the thrower's stock, ending the turn
 *    ("Same numbers on some dice"); X or out removal alone does not end it;
 * 4. an empty arena is a big hit ("The big hit!"; strike-fr.txt, "Grand lancer": "quand il
 *    vide l'arène"), whatever emptied it;
 * 5. a thrower left with no dice and no match ends his turn (and is eliminated: Game End).
 * Otherwise the thrower may throw again or pass ("Different numbers on all dice").
 */
export function settleThrow(em: Emitter): void {
  const player = em.state.current;
  const xCount = em.state.arena.filter((f) => f === 'X').length;
  if (xCount > 0) em.emit({ type: 'xDiceRemoved', player, count: xCount });
  if (em.state.outside > 0) em.emit({ type: 'outOfArenaRemoved', player, count: em.state.outside });
  const groups = matchGroups(em.state.arena, facesOf(em.state.edition));
  if (groups.length > 0) em.emit({ type: 'matchCollected', player, groups });
  if (em.state.arena.length === 0) em.emit({ type: 'bigHit', player });
  if (groups.length > 0) endTurn(em, 'match');
  else if (em.state.players[player]!.stock === 0) endTurn(em, 'emptyStock');
}

/**
 * Ends the current player's turn. A player whose turn ends with an empty stock is
 * eliminated (strike-en.txt, Game End); when one player is left he wins, otherwise the next
 * seat still in plays, throwing his whole stock if the arena is empty (The big hit!).
 */
export function endTurn(em: Emitter, reason: TurnEndReason): void {
  const player = em.state.current;
  em.emit({ type: 'turnEnded', player, reason });
  if (em.state.players[player]!.stock === 0) {
    const playersLeft = em.state.players.filter((p) => !p.eliminated).length - 1;
    em.emit({ type: 'playerEliminated', player, playersLeft });
  }
  const inGame = em.state.players.flatMap((p, seat) => (p.eliminated ? [] : [seat]));
  if (inGame.length === 1) {
    finishGame(em, inGame[0]!);
    return;
  }
  em.emit({ type: 'turnStarted', player: nextSeat(em.state.players, player), mustThrowAll: em.state.arena.length === 0 });
}

/**
 * The last player with dice wins (strike-en.txt, Game End). In a tournament the round is
 * scored: each eliminated player gets the number of players still in when he went out, the
 * winner 0; after as many rounds as players the lowest total wins, ties shared
 * (strike-en.txt, Alternative Game End; harry-potter-strike-en.txt, Tournament rules).
 */
export function finishGame(em: Emitter, winner: number): void {
  const s = em.state;
  em.emit({ type: 'gameWon', player: winner, round: s.round });
  if (!s.tournament) return;
  const points = s.roundPoints.map((p, seat) => (seat === winner ? 0 : p));
  const totals = s.players.map((p, seat) => p.points + points[seat]!);
  em.emit({ type: 'roundScored', round: s.round, points, totals });
  if (s.round < s.rounds) {
    em.emit(roundStartedEvent(s.edition, s.players.length, s.round + 1));
    return;
  }
  const best = Math.min(...totals);
  em.emit({ type: 'tournamentWon', players: totals.flatMap((t, seat) => (t === best ? [seat] : [])), totals });
}
