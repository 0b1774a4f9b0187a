/**
 * Turn flow shared by the actions: an event emitter that keeps the state folded as events
 * are decided, eliminations and the end of the game (Losing, Object), and passing the turn.
 */
import { Emitter as EventEmitter } from '../common/emitter.ts';
import { armySize } from './army.ts';
import { reduce } from './reduce.ts';
import { nextTurnSeat, rightOf, seatsIn } from './seats.ts';
import type { DicestormEvent, DicestormState } from './types.ts';

/** Collects the events of one Dicestorm action and keeps the state they lead to (common/emitter.ts). */
export class Emitter extends EventEmitter<DicestormState, DicestormEvent> {
  /** @param state the state the action is applied to (not modified) */
  constructor(state: DicestormState) {
    super(state, reduce);
  }
}

/**
 * Puts out every listed seat left with no dice (Losing: "If you ever lose all of your dice,
 * you are out of the game immediately"), then ends the game when at most one seat is in
 * (Object: "Be the last player with surviving armies"). When the last armies fall together
 * (hits are simultaneous) the result follows rule `mutualElimination`.
 * @param seats seats that just lost dice, attacker first when it was a battle
 * @returns true when the game is over
 */
export function settleLosses(em: Emitter, seats: readonly number[]): boolean {
  const fallen = seats.filter((s) => !em.state.out[s] && armySize(em.state.armies[s]!) === 0);
  for (const seat of fallen) em.emit({ type: 'clanEliminated', seat });
  const left = seatsIn(em.state.out);
  if (left.length === 1) {
    em.emit({ type: 'gameWon', seat: left[0]! });
    return true;
  }
  if (left.length === 0) {
    const rule = em.state.rules.mutualElimination;
    if (rule === 'draw' || fallen.length < 2) em.emit({ type: 'gameDrawn', seats: fallen });
    else em.emit({ type: 'gameWon', seat: rule === 'attackerWins' ? fallen[0]! : fallen[1]! });
    return true;
  }
  return false;
}

/**
 * Starts the turn of `seat`, who battles the opponent to the right (Battle Phase).
 * @throws Error when `seat` has nobody to battle (the game should already be over)
 */
export function beginTurn(em: Emitter, seat: number): void {
  const defender = rightOf(em.state.out, seat);
  if (defender === null) throw new Error(`Dicestorm: seat ${seat} has no opponent; the game should be over.`);
  em.emit({ type: 'turnBegan', seat, defender, turn: em.state.turn + 1 });
}

/** Ends the active player's turn and starts the next one (rule `turnDirection`). */
export function finishTurn(em: Emitter): void {
  const s = em.state;
  const next = nextTurnSeat(s.out, s.active!, s.rules.turnDirection);
  if (next === null) throw new Error('Dicestorm: no next player; the game should be over.');
  beginTurn(em, next);
}
