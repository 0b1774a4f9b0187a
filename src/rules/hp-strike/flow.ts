/**
 * How HP Strike's turns and games end, and the {@link Emitter} every step writes into: it
 * folds events as they are emitted, so each step sees the state its predecessors left.
 * Source: harry-potter-strike-en.txt, Playing the Game, Ending the game, Tournament rules.
 */
import { nextSeat, reduce } from './reduce.ts';
import { roundStartedEvent } from './setup.ts';
import type { HpStrikeEvent, HpStrikeState, TurnEndReason } from './types.ts';

/** Collects the events of one action and keeps the state they lead to. */
export class Emitter {
  /** Events emitted so far, in order. */
  readonly events: HpStrikeEvent[] = [];
  /** State after the events emitted so far. */
  state: HpStrikeState;

  /** @param state the state before the action (not modified) */
  constructor(state: HpStrikeState) {
    this.state = state;
  }

  /** Records `event` and folds it into `state`. */
  emit(event: HpStrikeEvent): void {
    this.events.push(event);
    this.state = reduce(this.state, event);
  }
}

/** Seats still in the game, in play order starting with `from`. */
export function seatsInPlayOrder(state: HpStrikeState, from: number): number[] {
  const seats = [from];
  for (let seat = nextSeat(state.players, from, state.clockwise); seat !== from && !seats.includes(seat);
    seat = nextSeat(state.players, seat, state.clockwise)) seats.push(seat);
  return seats.filter((seat) => !state.players[seat]!.eliminated);
}

/** Dice that count in the arena plus those stacked under a tower top. */
export function diceInArena(state: HpStrikeState): number {
  return state.arena.length + state.stacked;
}

/**
 * Ends the active wizard's turn ("Your turn is over. Now it's the next player's turn"). A
 * wizard who ends his turn with no dice is eliminated (Ending the game); when one is left he
 * wins, otherwise the next wizard in play order plays, throwing all his dice if the arena is
 * empty (Expelliarmus!).
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
  const next = nextSeat(em.state.players, player, em.state.clockwise);
  em.emit({ type: 'turnStarted', player: next, mustThrowAll: diceInArena(em.state) === 0 });
}

/**
 * The last wizard in wins ("That player is declared the winner!"). In a tournament the game
 * is scored (eliminated: wizards still in when he went out; winner 0), the next game starts,
 * and after as many games as wizards the lowest total wins, ties shared (Tournament rules).
 */
export function finishGame(em: Emitter, winner: number): void {
  const s = em.state;
  em.emit({ type: 'gameWon', player: winner, round: s.round });
  if (!s.tournament) return;
  const points = s.roundPoints.map((p, seat) => (seat === winner ? 0 : p));
  const totals = s.players.map((p, seat) => p.points + points[seat]!);
  em.emit({ type: 'roundScored', round: s.round, points, totals });
  if (s.round < s.rounds) {
    em.emit(roundStartedEvent(s.players.length, s.round + 1));
    return;
  }
  const best = Math.min(...totals);
  em.emit({ type: 'tournamentWon', players: totals.flatMap((t, seat) => (t === best ? [seat] : [])), totals });
}
