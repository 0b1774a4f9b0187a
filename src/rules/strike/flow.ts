/**
 * What follows a throw, in rulebook order, and how turns end. Each step emits events into an
 * {@link Emitter}, which folds them as it goes, so every step sees the state its predecessors
 * left. How games and tournament rounds end is shared with HP Strike (common/turns.ts).
 */
import { matchGroups } from '../common/arena.ts';
import { Emitter as EventEmitter } from '../common/emitter.ts';
import { closeTurn } from '../common/turns.ts';
import { facesOf } from './editions.ts';
import { nextSeat, reduce } from './reduce.ts';
import type { StrikeEvent, StrikeState, TurnEndReason } from './types.ts';

/** Collects the events of one Strike action and keeps the state they lead to (common/emitter.ts). */
export class Emitter extends EventEmitter<StrikeState, StrikeEvent> {
  /** @param state the state before the action (not modified) */
  constructor(state: StrikeState) {
    super(state, reduce);
  }
}

/**
 * Settles the arena after a throw (once every die lies flat), in this order:
 * 1. X dice removed, out of the game (strike-en.txt, "That was an X!");
 * 2. dice outside the arena or on its rim removed, whatever they show ("That was probably niX!");
 * 3. every group of equal faces collected into the thrower's stock, ending the turn
 *    ("Same numbers on some dice"); X or out removal alone does not end it ("That was an X!",
 *    "niX!": "does not automatically end your turn") unless it empties the arena:
 * 4. an empty arena is a big hit ("The big hit!"; strike-fr.txt, "Grand lancer": "quand il
 *    vide l'arène"), and ends the turn: "the next player must throw all the dice from his
 *    stock" ("Le joueur situé à sa gauche doit alors jouer tous ses dés"). The rulebooks name
 *    matches and X removals as the ways to empty it ("and/or the removal of all X dice"); dice
 *    knocked out of the arena empty it as surely, and this engine reads "quand il vide
 *    l'arène" as covering them too (a reading of ours: no rulebook names that case);
 * 5. a thrower left with no dice and no match ends his turn (and is eliminated: Game End).
 * Otherwise the thrower may throw again or pass ("Different numbers on all dice").
 * An empty arena is no big hit when the throw ends the game (the thrower out of dice, one
 * player left): the big hit is the next player's throw of his whole stock, and nobody plays next.
 */
export function settleThrow(em: Emitter): void {
  const player = em.state.current;
  const xCount = em.state.arena.filter((f) => f === 'X').length;
  if (xCount > 0) em.emit({ type: 'xDiceRemoved', player, count: xCount });
  if (em.state.outside > 0) em.emit({ type: 'outOfArenaRemoved', player, count: em.state.outside });
  const groups = matchGroups(em.state.arena, facesOf(em.state.edition));
  if (groups.length > 0) em.emit({ type: 'matchCollected', player, groups });
  const endsGame = groups.length === 0 && em.state.players[player]!.stock === 0
    && em.state.players.filter((p) => !p.eliminated).length === 2;
  const bigHit = em.state.arena.length === 0 && !endsGame;
  if (bigHit) em.emit({ type: 'bigHit', player });
  if (groups.length > 0) endTurn(em, 'match');
  else if (em.state.players[player]!.stock === 0) endTurn(em, 'emptyStock');
  else if (bigHit) endTurn(em, 'bigHit');
}

/**
 * Ends the current player's turn: a player left with an empty stock is eliminated, the last
 * one in wins (strike-en.txt, Game End; common/turns.ts `closeTurn`); otherwise the next seat
 * still in plays, throwing his whole stock if the arena is empty (The big hit!).
 */
export function endTurn(em: Emitter, reason: TurnEndReason): void {
  const player = em.state.current;
  if (closeTurn(em, reason, em.state.edition)) return;
  em.emit({ type: 'turnStarted', player: nextSeat(em.state.players, player), mustThrowAll: em.state.arena.length === 0 });
}
