import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en, fr } from '../../referee/messages/dicestorm.ts';
import { fold, RuleError } from '../engine.ts';
import { deepFreeze } from '../testing/freeze.ts';
import { randomSource, type Random } from '../testing/random.ts';
import { proposeAllocation } from './allocation.ts';
import { armySize } from './army.ts';
import { dicestorm } from './index.ts';
import type { DicestormAction, DicestormEvent, DicestormState, RolledDie, TideCardSpec } from './types.ts';
import { MAX_FACE, WARRIOR_KINDS } from './types.ts';

const int = (r: Random, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const pick = <T>(r: Random, xs: readonly T[]): T => xs[int(r, 0, xs.length - 1)]!;

const cards: Record<string, TideCardSpec> = {
  reinf: { name: 'Reinforcements', cost: 2, lasts: 'once', effect: { type: 'addWarriors', kind: 'red', count: 2 } },
  giant: { name: 'Giant', cost: 1, lasts: 'once', effect: { type: 'addWarriors', kind: 'green', count: 1 } },
  rally: { name: 'Rally', cost: 3, lasts: 'once', effect: { type: 'addWarriors', kind: 'white', count: 4 } },
  banner: { name: 'Banner', cost: 1, lasts: 'permanent', effect: { type: 'unknown' } },
};

function roll(s: DicestormState, seat: number, r: Random): RolledDie[] {
  return WARRIOR_KINDS.flatMap((kind) => Array.from({ length: s.armies[seat]![kind] }, () => ({ kind, face: int(r, 1, MAX_FACE[kind]) })));
}

/** A random action, mostly legal; some are deliberately doubtful (the engine may refuse). */
function randomAction(s: DicestormState, r: Random): DicestormAction {
  const legal = dicestorm.legalActions(s);
  if (legal.includes('playTide') && r() < 0.05) {
    const seat = pick(r, s.players.map((_, i) => i).filter((i) => s.hands[i]!.length > 0));
    return { type: 'playTide', seat, card: int(r, 0, s.hands[seat]!.length - 1) };
  }
  if (legal.includes('playRestoration') && r() < 0.03) return { type: 'playRestoration', seat: int(r, 0, s.players.length - 1) };
  switch (s.phase) {
    case 'rollOff':
      return { type: 'rollForFirst', faces: s.contenders.map(() => int(r, 1, 6)) };
    case 'battle':
      return { type: 'rollBattle', attackerDice: roll(s, s.active!, r), defenderDice: roll(s, s.defender!, r) };
    case 'allocate': {
      const b = s.battle!;
      if (legal.includes('undo') && r() < 0.2) return { type: 'undo' };
      const side = b.allocations[0] === null ? 0 : 1;
      const bySeat = side === 0 ? b.attacker : b.defender;
      if (r() < 0.1) {
        const seat = r() < 0.5 ? b.attacker : b.defender;
        const dice = b.dice[seat === b.attacker ? 0 : 1];
        const index = int(r, 0, dice.length - 1);
        return { type: 'correctFace', seat, index, face: int(r, 1, MAX_FACE[dice[index]!.kind]) };
      }
      const hits = b.dice[side].filter((d) => d.face >= s.rules.hitFace).length;
      const faces = b.dice[1 - side]!.map((d) => d.face);
      if (r() < 0.5) return { type: 'allocateHits', by: bySeat, dice: proposeAllocation(hits, faces) };
      const chosen: number[] = [];
      let left = hits;
      for (const i of faces.map((_, i) => i).sort(() => r() - 0.5)) {
        if (faces[i]! <= left && r() < 0.7) { chosen.push(i); left -= faces[i]!; }
      }
      return { type: 'allocateHits', by: bySeat, dice: chosen };
    }
    case 'draw': {
      const known = Object.keys(cards);
      return r() < 0.6 ? { type: 'drawTide', card: pick(r, known) } : { type: 'drawTide', card: 'Mystery', cost: int(r, 0, 3) };
    }
    case 'offer':
      return legal.includes('buyTide') && r() < 0.35 ? { type: 'buyTide' } : { type: 'passTide' };
    case 'over':
      throw new Error('no action when over');
  }
}

/** Seats that act in an event (they must still be in the game just before it). */
function actors(e: DicestormEvent): number[] {
  switch (e.type) {
    case 'turnBegan': return [e.seat, e.defender];
    case 'battleRolled': return [e.attacker, e.defender];
    case 'hitsAllocated': return [e.by];
    case 'tideDrawn': case 'tideBought': case 'tideTakenFree': case 'tidePlayed': case 'restorationPlayed': return [e.seat];
    case 'tidePassed': return [e.from, e.to];
    default: return [];
  }
}

function checkInvariants(s: DicestormState): void {
  for (const k of WARRIOR_KINDS) {
    // Dice are conserved: every die is in an army or back in the box.
    expect(s.armies.reduce((n, a) => n + a[k], 0) + s.supply[k]).toBe(s.rules.components[k]);
  }
  s.armies.forEach((a, seat) => {
    expect(armySize(a) + s.lost[seat]!).toBe(s.startingDice + s.gained[seat]!);
    if (s.out[seat]) expect(armySize(a)).toBe(0);
  });
  const held = s.hands.flat().length + s.permanents.flat().length + (s.offer ? 1 : 0);
  expect(s.tidePile + s.tideDiscards + held).toBe(s.rules.tideDeckSize);
}

/** Plays a whole random game; returns its log, final state and counters. */
function playRandomGame(r: Random, players: number) {
  const names = ['Ann', 'Bob', 'Cy', 'Di'].slice(0, players);
  const log = dicestorm.setup({ players: names, rules: { tideCards: cards, mayPayLastWarrior: r() < 0.3, zeroCostCard: r() < 0.5 ? 'drawerTakes' : 'passAround' } });
  let state = fold(dicestorm, log);
  let refused = 0;
  let steps = 0;
  for (; state.phase !== 'over' && steps < 5000; steps++) {
    deepFreeze(state);
    const action = randomAction(state, r);
    let events: DicestormEvent[];
    try {
      events = dicestorm.apply(state, action);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      refused++;
      continue;
    }
    for (const e of events) {
      for (const seat of actors(e)) expect(state.out[seat], `${e.type} by seat ${seat} who is out`).toBe(false);
      state = dicestorm.reduce(state, e);
      for (const a of dicestorm.announce(e, state)) {
        for (const text of [en[a.type]!(a.params), fr[a.type]!(a.params)]) expect(text).not.toMatch(/undefined|NaN|\[object/);
      }
    }
    log.push(...events);
    checkInvariants(state);
  }
  return { log, state, steps, refused };
}

describe('random legal games (property tests)', () => {
  it('conserve dice, end, never let an eliminated player act, replay and round-trip JSON', () => {
    const lengths: number[] = [];
    fc.assert(
      fc.property(randomSource(), fc.integer({ min: 2, max: 4 }), (random, players) => {
        const { log, state, steps } = playRandomGame(random, players);
        expect(state.phase).toBe('over');
        lengths.push(steps);
        const left = state.out.filter((o) => !o).length;
        if (state.winner !== null) expect(state.out.map((o, i) => (o ? -1 : i)).filter((i) => i >= 0)).toEqual([state.winner]);
        else expect(left).toBe(0);
        expect(fold(dicestorm, log)).toEqual(state);
        expect(JSON.parse(JSON.stringify(log))).toEqual(log);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(dicestorm.legalActions(state)).toEqual([]);
      }),
      { numRuns: 60 },
    );
    expect(Math.max(...lengths)).toBeLessThan(5000);
  });
});
