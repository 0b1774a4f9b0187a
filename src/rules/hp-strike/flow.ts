/**
 * How HP Strike's turns end, and the {@link Emitter} every step writes into: it folds events
 * as they are emitted, so each step sees the state its predecessors left. How games and
 * tournament games end is shared with Strike (common/turns.ts).
 * Source: harry-potter-strike-en.txt, Playing the Game, Ending the game, Tournament rules.
 */
import { Emitter as EventEmitter } from '../common/emitter.ts';
import { closeTurn, finishGame as finishTableGame, scoreRound } from '../common/turns.ts';
import { nextSeat, reduce } from './reduce.ts';
import { HP_BOX } from './spells.ts';
import type { HpStrikeEvent, HpStrikeState, TurnEndReason } from './types.ts';

/** Collects the events of one HP Strike action and keeps the state they lead to (common/emitter.ts). */
export class Emitter extends EventEmitter<HpStrikeState, HpStrikeEvent> {
  /** @param state the state before the action (not modified) */
  constructor(state: HpStrikeState) {
    super(state, reduce);
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
 * wizard who ends his turn with no dice is eliminated, the last one in wins (Ending the game;
 * common/turns.ts `closeTurn`); otherwise the next wizard in play order plays, throwing all
 * his dice if the arena (towers included) is empty (Expelliarmus!).
 */
export function endTurn(em: Emitter, reason: TurnEndReason): void {
  const player = em.state.current;
  if (closeTurn(em, reason, HP_BOX)) return;
  const next = nextSeat(em.state.players, player, em.state.clockwise);
  em.emit({ type: 'turnStarted', player: next, mustThrowAll: diceInArena(em.state) === 0 });
}

/**
 * The last wizard in wins ("That player is declared the winner!"); in a tournament the game
 * is scored and the next one dealt from the box (common/turns.ts `finishGame`; Tournament
 * rules).
 */
export function finishGame(em: Emitter, winner: number): void {
  finishTableGame(em, winner, HP_BOX);
}

/**
 * The game ends with no single champion: `seats` share the win (our ruling for a Relashio
 * group throw that leaves nobody with dice: settle.ts `stun`); in a tournament each of them
 * scores 0, as "the winner of the game gets 0 points" (Tournament rules), and the next game
 * is dealt (common/turns.ts `scoreRound`).
 */
export function shareGame(em: Emitter, seats: number[]): void {
  em.emit({ type: 'gameShared', players: seats, round: em.state.round });
  scoreRound(em, seats, HP_BOX);
}
