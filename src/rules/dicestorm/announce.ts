/**
 * What the referee tells the players about each event: announcement data whose `type` keys
 * the English and French texts in src/referee/messages/dicestorm.ts.
 */
import type { Announcement } from '../engine.ts';
import { armySize } from './army.ts';
import type { DicestormEvent, DicestormState } from './types.ts';

/**
 * Announcements for `event`, given the state after it. Players are named, dice counted;
 * `firstPlayerRolled` and `tideDeckEmpty` are spoken too, so the table can follow the log.
 * Param names per type: see the message maps.
 */
export function announce(event: DicestormEvent, state: DicestormState): Announcement[] {
  const name = (seat: number) => state.players[seat] ?? `seat ${seat}`;
  const dice = (seat: number) => armySize(state.armies[seat]!);
  const one = (type: string, params: Announcement['params'] = {}): Announcement[] => [{ type, params }];
  switch (event.type) {
    case 'gameSetUp':
      return one('gameSetUp', { players: [...event.players], dice: event.startingDice });
    case 'firstPlayerRolled':
      return one('firstPlayerRolled', { players: event.seats.map(name), faces: [...event.faces] });
    case 'rollOffTied':
      return one('rollOffTied', { players: event.seats.map(name) });
    case 'turnBegan':
      return one('turnBegan', { player: name(event.seat), opponent: name(event.defender), turn: event.turn });
    case 'battleRolled':
      return one('battleRolled', { attacker: name(event.attacker), defender: name(event.defender), attackerHits: event.attackerHits, defenderHits: event.defenderHits });
    case 'faceCorrected':
      return one('faceCorrected', { player: name(event.seat), die: event.index + 1, from: event.from, to: event.to });
    case 'correctionUndone':
      return one('correctionUndone', { player: name(event.seat), die: event.index + 1, face: event.to });
    case 'hitsAllocated':
      return one('hitsAllocated', { player: name(event.by), opponent: name(event.target), faces: [...event.faces], count: event.dice.length });
    case 'battleResolved':
      return one('battleResolved', {
        attacker: name(event.attacker), defender: name(event.defender),
        attackerLost: event.attackerLost.length, defenderLost: event.defenderLost.length,
        attackerLeft: dice(event.attacker), defenderLeft: dice(event.defender),
      });
    case 'clanEliminated':
      return one('clanEliminated', { player: name(event.seat) });
    case 'gameWon':
      return one('gameWon', { player: name(event.seat) });
    case 'gameDrawn':
      return one('gameDrawn', { players: event.seats.map(name) });
    case 'tideReshuffled':
      return one('tideReshuffled', { count: event.count });
    case 'tideDeckEmpty':
      return one('tideDeckEmpty');
    case 'tideDrawn':
      return one('tideDrawn', { player: name(event.seat), card: event.card.spec.name, cost: event.card.spec.cost });
    case 'tidePassed':
      return one('tidePassed', { from: name(event.from), to: name(event.to) });
    case 'tideCostReduced':
      return one('tideCostReduced', { cost: event.cost });
    case 'tideBought':
      return one('tideBought', { player: name(event.seat), card: state.hands[event.seat]!.at(-1)?.spec.name ?? '', cost: event.cost, left: dice(event.seat) });
    case 'tideTakenFree':
      return one('tideTakenFree', { player: name(event.seat), card: state.hands[event.seat]!.at(-1)?.spec.name ?? '' });
    case 'tideDiscarded':
      return one('tideDiscarded', { card: event.card.spec.name });
    case 'tidePlayed':
      return one('tidePlayed', { player: name(event.seat), card: event.card.spec.name, unknownEffect: event.card.spec.effect.type === 'unknown' });
    case 'warriorsAdded':
      return one('warriorsAdded', { player: name(event.seat), kind: event.kind, count: event.count, requested: event.requested });
    case 'restorationPlayed':
      return one('restorationPlayed', { player: name(event.seat), added: event.added, requested: event.requested, dice: dice(event.seat) });
  }
}
