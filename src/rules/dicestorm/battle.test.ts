import { describe, expect, it } from 'vitest';
import { RuleError } from '../engine.ts';
import { dicestorm } from './index.ts';
import type { RolledDie } from './types.ts';
import { same, TestGame, w } from './testkit.ts';

const codeOf = (f: () => unknown) => { try { f(); return 'ok'; } catch (e) { return (e as RuleError).code; } };
const white = (face: number): RolledDie => ({ kind: 'white', face });

describe('battle (Battle Phase)', () => {
  it('plays the rulebook example: Gollum (6 5 4 4 2 1 +3) against Frodo (6 6 5 3 2 1 1)', () => {
    const g = new TestGame({ players: ['Gollum', 'Frodo'], rules: { startingDice: { '2': 7 } } });
    expect(g.act({ type: 'rollBattle', attackerDice: w(6, 5, 4, 4, 2, 1, 3), defenderDice: w(6, 6, 5, 3, 2, 1, 1) })).toEqual([
      { type: 'battleRolled', attacker: 0, defender: 1, attackerDice: w(6, 5, 4, 4, 2, 1, 3), defenderDice: w(6, 6, 5, 3, 2, 1, 1), attackerHits: 2, defenderHits: 3 },
    ]);
    expect(g.act({ type: 'allocateHits', by: 0, dice: [6, 5] })).toEqual([
      { type: 'hitsAllocated', by: 0, target: 1, dice: [5, 6], faces: [1, 1] },
    ]);
    expect(g.act({ type: 'allocateHits', by: 1, dice: [4, 5] })).toEqual([
      { type: 'hitsAllocated', by: 1, target: 0, dice: [4, 5], faces: [2, 1] },
      { type: 'battleResolved', attacker: 0, defender: 1, attackerLost: [white(2), white(1)], defenderLost: [white(1), white(1)] },
    ]);
    expect(g.state.armies.map((a) => a.white)).toEqual([5, 5]);
    expect(g.state.phase).toBe('draw');
    expect(dicestorm.legalActions(g.state)).toEqual(['drawTide', 'playRestoration']);
  });

  it('deals hits simultaneously: a removed die still scored its hit', () => {
    const g = new TestGame({ players: ['Ann', 'Bob'], rules: { startingDice: { '2': 6 } } });
    g.act({ type: 'rollBattle', attackerDice: w(5, 6, 6, 6, 6, 6), defenderDice: w(5, 5, 5, 5, 5, 1) });
    g.act({ type: 'allocateHits', by: 1, dice: [0] });
    expect(g.act({ type: 'allocateHits', by: 0, dice: [0, 5] })).toEqual([
      { type: 'hitsAllocated', by: 0, target: 1, dice: [0, 5], faces: [5, 1] },
      { type: 'battleResolved', attacker: 0, defender: 1, attackerLost: [white(5)], defenderLost: [white(5), white(1)] },
    ]);
  });

  it('records the empty allocation at once for a side that can remove nothing', () => {
    const g = new TestGame({ players: ['Ann', 'Bob'], rules: { startingDice: { '2': 3 } } });
    expect(g.act({ type: 'rollBattle', attackerDice: w(5, 2, 2), defenderDice: w(4, 3, 1) })).toEqual([
      { type: 'battleRolled', attacker: 0, defender: 1, attackerDice: w(5, 2, 2), defenderDice: w(4, 3, 1), attackerHits: 1, defenderHits: 0 },
      { type: 'hitsAllocated', by: 1, target: 0, dice: [], faces: [] },
    ]);
    expect(codeOf(() => g.act({ type: 'allocateHits', by: 0, dice: [0] }))).toBe('bad-allocation');
  });

  it('rule autoAllocateWhenNoChoice=false: both players confirm, even with no hits', () => {
    const g = new TestGame({ players: ['Ann', 'Bob'], rules: { startingDice: { '2': 2 }, autoAllocateWhenNoChoice: false } });
    expect(g.act({ type: 'rollBattle', attackerDice: w(4, 4), defenderDice: w(3, 3) })).toHaveLength(1);
    expect(g.act({ type: 'allocateHits', by: 1, dice: [] })).toHaveLength(1);
    expect(g.act({ type: 'allocateHits', by: 0, dice: [] }).map((e) => e.type)).toEqual(['hitsAllocated', 'battleResolved']);
  });

  it('rule hitsMustBeUsed: refuses an allocation that leaves a removable die', () => {
    const g = new TestGame({ players: ['Ann', 'Bob'], rules: { startingDice: { '2': 4 }, hitsMustBeUsed: true } });
    g.act({ type: 'rollBattle', attackerDice: w(5, 5, 6, 1), defenderDice: w(1, 1, 2, 4) });
    expect(() => g.act({ type: 'allocateHits', by: 0, dice: [2] })).toThrow('1 hits are left and die 1 (showing 1) can still be removed; hits must be used.');
    expect(g.act({ type: 'allocateHits', by: 0, dice: [0, 2] })[0]).toEqual({ type: 'hitsAllocated', by: 0, target: 1, dice: [0, 2], faces: [1, 2] });
  });

  it('lets the first allocator change its mind until both are in', () => {
    const g = new TestGame({ players: ['Ann', 'Bob'], rules: { startingDice: { '2': 3 } } });
    g.act({ type: 'rollBattle', attackerDice: w(5, 6, 1), defenderDice: w(5, 1, 1) });
    g.act({ type: 'allocateHits', by: 0, dice: [1] });
    g.act({ type: 'allocateHits', by: 0, dice: [1, 2] });
    expect(g.act({ type: 'allocateHits', by: 1, dice: [2] }).at(-1)).toEqual(
      { type: 'battleResolved', attacker: 0, defender: 1, attackerLost: [white(1)], defenderLost: [white(1), white(1)] });
  });

  it('refuses a roll that does not list every warrior, and strangers to the battle', () => {
    const g = new TestGame({ players: ['Ann', 'Bob', 'Cy'], rules: { startingDice: { '3': 2 } } });
    expect(() => g.act({ type: 'rollBattle', attackerDice: w(5), defenderDice: w(1, 1) }))
      .toThrow('Ann rolls all warriors: 2 white; the roll lists 1 white.');
    expect(() => g.act({ type: 'rollBattle', attackerDice: w(5, 7), defenderDice: w(1, 1) })).toThrow('A white die shows 1..6; got 7.');
    expect(() => g.act({ type: 'rollBattle', attackerDice: [{ kind: 'red', face: 8 }, white(1)], defenderDice: w(1, 1) }))
      .toThrow('Ann rolls all warriors: 2 white; the roll lists 1 white, 1 red.');
    g.act({ type: 'rollBattle', attackerDice: w(5, 1), defenderDice: w(5, 1) });
    expect(() => g.act({ type: 'allocateHits', by: 1, dice: [] })).toThrow('Bob is not in this battle (Ann against Cy).');
  });
});

describe('elimination and the end of the game (Losing, Object)', () => {
  it('a player at 0 dice is out and the last player with dice wins', () => {
    const g = new TestGame({ players: ['Ann', 'Bob'], rules: { startingDice: { '2': 2 } } });
    expect(g.act({ type: 'rollBattle', attackerDice: w(5, 6), defenderDice: w(1, 1) })).toEqual([
      { type: 'battleRolled', attacker: 0, defender: 1, attackerDice: w(5, 6), defenderDice: w(1, 1), attackerHits: 2, defenderHits: 0 },
      { type: 'hitsAllocated', by: 1, target: 0, dice: [], faces: [] },
    ]);
    expect(g.act({ type: 'allocateHits', by: 0, dice: [0, 1] }).slice(1)).toEqual([
      { type: 'battleResolved', attacker: 0, defender: 1, attackerLost: [], defenderLost: [white(1), white(1)] },
      { type: 'clanEliminated', seat: 1 },
      { type: 'gameWon', seat: 0 },
    ]);
    expect(g.state.phase).toBe('over');
    expect(dicestorm.legalActions(g.state)).toEqual([]);
  });

  it('an attacker wiped out draws no card; play skips the eliminated seat (3 players)', () => {
    const g = new TestGame({ players: ['Ann', 'Bob', 'Cy'], rules: { startingDice: { '3': 2 } } });
    g.act({ type: 'rollBattle', attackerDice: w(1, 1), defenderDice: w(5, 6) });
    expect(g.act({ type: 'allocateHits', by: 2, dice: [0, 1] }).slice(1)).toEqual([
      { type: 'battleResolved', attacker: 0, defender: 2, attackerLost: [white(1), white(1)], defenderLost: [] },
      { type: 'clanEliminated', seat: 0 },
      { type: 'turnBegan', seat: 1, defender: 2, turn: 2 },
    ]);
  });

  it.each([
    ['draw', { type: 'gameDrawn', seats: [0, 1] }],
    ['attackerWins', { type: 'gameWon', seat: 0 }],
    ['defenderWins', { type: 'gameWon', seat: 1 }],
  ] as const)('rule mutualElimination=%s (reachable only with a house hitFace below 5)', (rule, last) => {
    const g = new TestGame({ players: ['Ann', 'Bob'], rules: { startingDice: { '2': 1 }, hitFace: 1, mutualElimination: rule } });
    g.act({ type: 'rollBattle', attackerDice: w(1), defenderDice: w(1) });
    g.act({ type: 'allocateHits', by: 0, dice: [0] });
    expect(g.act({ type: 'allocateHits', by: 1, dice: [0] }).slice(2)).toEqual([
      { type: 'clanEliminated', seat: 0 }, { type: 'clanEliminated', seat: 1 }, last,
    ]);
  });

  it('with the rulebook hit face (5) two armies never fall in the same battle', () => {
    // Removing all of B needs sum(B) ≤ hits(A) ≤ |A|, yet sum(B) ≥ 5·hits(B) + |B| − hits(B);
    // adding both sides gives 4·(hits(A)+hits(B)) + |A| + |B| ≤ hits(A) + hits(B): impossible.
    const g = new TestGame({ players: ['Ann', 'Bob'], rules: { startingDice: { '2': 2 } } });
    g.act({ type: 'rollBattle', attackerDice: same(2, 1), defenderDice: same(2, 1) });
    expect(g.state.phase).toBe('draw');
  });
});
