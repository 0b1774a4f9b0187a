/**
 * Draw Phase and cards (rulebook dicestorm-en.txt, Draw Phase and Cards): drawing a Tide of
 * Battle card, paying for it in dice or passing it to the right with the cost dropping by
 * one each time it comes back to the drawer, and playing Tide of Battle and Restoration cards.
 */
import { RuleError } from '../engine.ts';
import { armyOf, armySize } from './army.ts';
import { type Emitter, finishTurn, settleLosses } from './flow.ts';
import { rightOf } from './seats.ts';
import type { DicestormAction, DicestormState, TideCard, WarriorKind } from './types.ts';
import { WARRIOR_KINDS } from './types.ts';

type Act<T extends DicestormAction['type']> = Extract<DicestormAction, { type: T }>;

/**
 * The active player draws one Tide of Battle card (Draw Phase). An empty pile is first
 * refilled from the discards (Cards: "shuffle the discards to restore the Tides of Battle
 * pile"). A card listed in `rules.tideCards` takes its data from there; any other card needs
 * its printed `cost` in the action and has effect `unknown`. At cost 0 under
 * `zeroCostCard: 'drawerTakes'` the drawer takes it at once.
 * @throws RuleError `bad-card` for a missing or contradicting cost
 */
export function drawTide(em: Emitter, action: Act<'drawTide'>): void {
  const s = em.state;
  const card = cardFor(s, action);
  if (s.tidePile === 0) em.emit({ type: 'tideReshuffled', count: s.tideDiscards });
  em.emit({ type: 'tideDrawn', seat: s.active!, card });
  if (card.spec.cost === 0 && s.rules.zeroCostCard === 'drawerTakes') {
    em.emit({ type: 'tideTakenFree', seat: s.active! });
    finishTurn(em);
  }
}

/**
 * The player holding the card pays its current cost in dice (Draw Phase: "the cost is paid
 * in dice"). `payWith` names the kinds paid; by default white dice first, then black, red,
 * green. The turn then passes.
 * @throws RuleError `cannot-pay` when the dice named or owned do not cover the cost, or the
 *   last die would go and rule `mayPayLastWarrior` is off
 */
export function buyTide(em: Emitter, action: Act<'buyTide'>): void {
  const s = em.state;
  const offer = s.offer!;
  const army = s.armies[offer.holder]!;
  const name = s.players[offer.holder];
  const limit = armySize(army) - (s.rules.mayPayLastWarrior ? 0 : 1);
  if (offer.cost > limit) {
    throw new RuleError('cannot-pay', `${name} has ${armySize(army)} dice and cannot pay ${offer.cost}${s.rules.mayPayLastWarrior ? '' : ' (the last die cannot be paid)'}.`,
      { player: name!, dice: armySize(army), cost: offer.cost, mayPayLastWarrior: s.rules.mayPayLastWarrior });
  }
  const kinds: WarriorKind[] = action.payWith ?? defaultPayment(army, offer.cost);
  const stranger = kinds.find((k) => !WARRIOR_KINDS.includes(k));
  if (stranger !== undefined) throw new RuleError('cannot-pay', `Unknown die kind "${stranger}" in payWith.`);
  const paid = armyOf(kinds);
  if (kinds.length !== offer.cost) {
    throw new RuleError('cannot-pay', `The cost is ${offer.cost} dice; payWith names ${kinds.length}.`, { cost: offer.cost, named: kinds.length });
  }
  for (const k of WARRIOR_KINDS) {
    if (paid[k] > army[k]) throw new RuleError('cannot-pay', `${name} has ${army[k]} ${k} dice, not ${paid[k]}.`, { player: name!, kind: k, has: army[k], paid: paid[k] });
  }
  em.emit({ type: 'tideBought', seat: offer.holder, cost: offer.cost, paid });
  if (!settleLosses(em, [offer.holder])) finishTurn(em);
}

/**
 * The holder passes the card to the right (Draw Phase). Back at the drawer the cost drops by
 * one; at 0 the drawer takes it (`drawerTakes`), or under `passAround` it goes round once
 * more at 0 and is discarded if it comes back again.
 */
export function passTide(em: Emitter): void {
  const offer = em.state.offer!;
  const to = rightOf(em.state.out, offer.holder)!;
  if (to !== offer.drawer) {
    em.emit({ type: 'tidePassed', from: offer.holder, to });
    return;
  }
  if (offer.cost === 0) {
    em.emit({ type: 'tideDiscarded', card: offer.card });
    return finishTurn(em);
  }
  em.emit({ type: 'tidePassed', from: offer.holder, to });
  em.emit({ type: 'tideCostReduced', cost: offer.cost - 1 });
  if (offer.cost - 1 === 0 && em.state.rules.zeroCostCard === 'drawerTakes') {
    em.emit({ type: 'tideTakenFree', seat: offer.drawer });
    finishTurn(em);
  }
}

/**
 * Plays the Tide of Battle card at `card` in the seat's hand (Cards). An `addWarriors`
 * effect adds what the box still holds ("If those dice are not available ... they are
 * lost"); `unknown` effects are left to the players. Played cards are discarded unless
 * `lasts: 'permanent'`. The rulebook gives no card timings, so any moment of the game is
 * allowed while the player still has dice.
 * @throws RuleError `no-such-card`, `player-out`
 */
export function playTide(em: Emitter, action: Act<'playTide'>): void {
  const s = em.state;
  checkInGame(s, action.seat);
  const card = s.hands[action.seat]?.[action.card];
  if (!card) {
    const player = s.players[action.seat]!;
    throw new RuleError('no-such-card', `${player} holds no Tide of Battle card number ${action.card}.`, { player, card: action.card });
  }
  em.emit({ type: 'tidePlayed', seat: action.seat, index: action.card, card });
  const effect = card.spec.effect;
  if (effect.type === 'addWarriors') {
    const count = Math.min(effect.count, em.state.supply[effect.kind]);
    em.emit({ type: 'warriorsAdded', seat: action.seat, kind: effect.kind, count, requested: effect.count });
  }
}

/**
 * Plays the seat's Restoration card (Cards: "bring a player's force back up to its starting
 * total"): white dice up to the starting count, as many as the box still holds (always
 * enough with the rulebook's 30 white dice, since no army exceeds its start in white). Once per
 * game ("never re-used"). Timing per rule `restorationTiming`.
 * @throws RuleError `no-restoration`, `player-out`, `wrong-time`
 */
export function playRestoration(em: Emitter, action: Act<'playRestoration'>): void {
  const s = em.state;
  checkInGame(s, action.seat);
  if (!s.restoration[action.seat]) {
    const player = s.players[action.seat]!;
    throw new RuleError('no-restoration', `${player} has already played the Restoration card.`, { player });
  }
  if (s.rules.restorationTiming === 'ownTurnBeforeRoll' && !(s.phase === 'battle' && s.active === action.seat)) {
    throw new RuleError('wrong-time', `Restoration may only be played on your own turn before the roll (rule restorationTiming).`);
  }
  const requested = Math.max(0, s.startingDice - armySize(s.armies[action.seat]!));
  em.emit({ type: 'restorationPlayed', seat: action.seat, requested, added: Math.min(requested, s.supply.white) });
}

/** @throws RuleError `player-out` unless the seat exists and still has dice (Cards: "If a
 * player is ever out of warriors, he or she has lost and can play no cards") */
function checkInGame(s: DicestormState, seat: number): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) throw new RuleError('player-out', `There is no seat ${seat}.`);
  if (s.out[seat]) throw new RuleError('player-out', `${s.players[seat]} is out of the game and can play no cards.`, { player: s.players[seat]! });
}

/** The card drawn, with its data from the config or the action. */
function cardFor(s: DicestormState, action: Act<'drawTide'>): TideCard {
  const known = s.rules.tideCards[action.card];
  if (known) {
    if (action.cost !== undefined && action.cost !== known.cost) {
      throw new RuleError('bad-card', `Card "${action.card}" costs ${known.cost} in rules.tideCards, not ${action.cost}.`);
    }
    return { id: action.card, spec: structuredClone(known) };
  }
  if (action.cost === undefined || !Number.isInteger(action.cost) || action.cost < 0) {
    throw new RuleError('bad-card', `Card "${action.card}" is not in rules.tideCards: give its printed cost (a whole number ≥ 0).`);
  }
  return { id: action.card, spec: { name: action.card, cost: action.cost, lasts: 'unknown', effect: { type: 'unknown' } } };
}

/** `cost` dice of an army, white first, then black, red, green. */
function defaultPayment(army: Record<WarriorKind, number>, cost: number): WarriorKind[] {
  const kinds: WarriorKind[] = [];
  for (const k of WARRIOR_KINDS) for (let i = 0; i < army[k] && kinds.length < cost; i++) kinds.push(k);
  return kinds;
}
