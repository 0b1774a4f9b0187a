/**
 * A player leaves the table mid-game (Strike and HP Strike). No rulebook has a rule for it
 * (strike-en.txt, harry-potter-strike-en.txt): this is Dice Referee's own reading, asked for by
 * players one of whom had to go home:
 * - he is out of the game like an eliminated player: the dice in his stock leave play (counted
 *   with the dice removed this round, as X dice are); dice already in the arena belong to nobody
 *   (strike-en.txt, Playing the Game: they stay for whoever collects them) and stay there;
 * - in a tournament he scores as eliminated at that moment (the players still in), and in
 *   later rounds he is dealt no dice and scores as the first one out (common/turns.ts);
 * - if it was his turn, the next player still in plays (throwing all his dice on an empty arena);
 * - when one player is left, that player wins (Game End: "the last player with dice").
 * `undo` takes it back until the next throw, pass or start die (the engine's `retiredFrom`).
 */
import { RuleError } from '../engine.ts';
import type { TableEmitter } from './turns.ts';
import { finishGame } from './turns.ts';
import type { DiceBox, TableState } from './table.ts';

/**
 * Emits `playerRetired` for `seat`, then the winner when one player is left, else the next
 * turn when it was `seat`'s. The engine checks the phase first.
 * @param startNext starts the turn of the player after the current one (the engine's own next
 *   seat and big-hit / Expelliarmus rule)
 * @throws RuleError `bad-action` when `seat` is no seat of a player still in the game
 */
export function retirePlayer(em: TableEmitter, seat: unknown, box: DiceBox, startNext: () => void): void {
  const s = em.state;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.players.length || s.players[seat]!.eliminated) {
    throw new RuleError('bad-action', `retirePlayer.seat must be the seat of a player still in the game, got ${JSON.stringify(seat)}`);
  }
  const wasCurrent = s.current === seat;
  const playersLeft = s.players.filter((p) => !p.eliminated).length - 1;
  em.emit({ type: 'playerRetired', player: seat, playersLeft, stock: s.players[seat]!.stock });
  if (playersLeft === 1) {
    finishGame(em, em.state.players.findIndex((p) => !p.eliminated), box, true);
    return;
  }
  if (wasCurrent) startNext();
}

/**
 * The seat that left the game since `state.retiredFrom` (the state before the last retirement,
 * which `undo` brings back), or `null` when there is none to take back.
 */
export function seatRetiredSince(state: TableState): number | null {
  const before = state.retiredFrom;
  if (!before) return null;
  const seat = state.players.findIndex((p, i) => p.retired === true && before.players[i]?.retired !== true);
  return seat >= 0 ? seat : null;
}
