import { describe, expect, it } from 'vitest';
import { fold, RuleError } from '../engine.ts';
import { DEFAULT_RULES } from './config.ts';
import { dicestorm } from './index.ts';
import { nextTurnSeat, rightOf } from './seats.ts';
import { TestGame, w } from './testkit.ts';

const codeOf = (f: () => unknown) => { try { f(); return 'ok'; } catch (e) { return (e as RuleError).code; } };

describe('setup (Setup: 15/10/7 dice for 2/3/4 players)', () => {
  it.each([[2, 15], [3, 10], [4, 7]])('%i players start with %i white dice each', (n, dice) => {
    const players = ['Ann', 'Bob', 'Cy', 'Di'].slice(0, n);
    const log = dicestorm.setup({ players });
    expect(log).toEqual([{ type: 'gameSetUp', players, startingDice: dice, rules: DEFAULT_RULES }]);
    const s = fold(dicestorm, log);
    expect(s.armies).toEqual(players.map(() => ({ white: dice, black: 0, red: 0, green: 0 })));
    expect(s.supply).toEqual({ white: 30 - n * dice, black: 1, red: 2, green: 1 });
    expect(s.restoration).toEqual(players.map(() => true));
    expect(s.tidePile).toBe(14);
    expect(dicestorm.legalActions(s)).toEqual(['rollForFirst']);
  });
  it('refuses 1 or 5 players and an impossible first player', () => {
    expect(codeOf(() => dicestorm.setup({ players: ['Ann'] }))).toBe('bad-config');
    expect(codeOf(() => dicestorm.setup({ players: ['A', 'B', 'C', 'D', 'E'] }))).toBe('bad-config');
    expect(codeOf(() => dicestorm.setup({ players: ['A', 'B'], firstPlayer: 2 }))).toBe('bad-config');
    expect(() => dicestorm.setup({ players: ['A', 'B'], rules: { hitFace: 0 } })).toThrow('rules.hitFace must be a whole number ≥ 1, got 0.');
    expect(() => dicestorm.setup({ players: ['A', 'B'], rules: { startingDice: { '2': 16 } } })).toThrow('2 players need 32 white dice; the box has 30.');
  });
  it('with firstPlayer, starts that turn against the opponent to the right', () => {
    expect(dicestorm.setup({ players: ['Ann', 'Bob', 'Cy'], firstPlayer: 1 }).slice(1)).toEqual([
      { type: 'turnBegan', seat: 1, defender: 0, turn: 1 },
    ]);
  });
});

describe('roll for first player (Setup: "Roll to see who goes first")', () => {
  it('the highest roll starts; a tie is rolled again by the tied players only', () => {
    const log = dicestorm.setup({ players: ['Ann', 'Bob', 'Cy'] });
    let s = fold(dicestorm, log);
    const tie = dicestorm.apply(s, { type: 'rollForFirst', faces: [6, 3, 6] });
    expect(tie).toEqual([
      { type: 'firstPlayerRolled', seats: [0, 1, 2], faces: [6, 3, 6] },
      { type: 'rollOffTied', seats: [0, 2] },
    ]);
    s = fold(dicestorm, [...log, ...tie]);
    expect(s.contenders).toEqual([0, 2]);
    expect(codeOf(() => dicestorm.apply(s, { type: 'rollForFirst', faces: [1, 2, 3] }))).toBe('bad-roll');
    expect(dicestorm.apply(s, { type: 'rollForFirst', faces: [2, 5] })).toEqual([
      { type: 'firstPlayerRolled', seats: [0, 2], faces: [2, 5] },
      { type: 'turnBegan', seat: 2, defender: 1, turn: 1 },
    ]);
  });
  it('refuses battle actions before the roll-off', () => {
    const s = fold(dicestorm, dicestorm.setup({ players: ['Ann', 'Bob'] }));
    expect(() => dicestorm.apply(s, { type: 'rollBattle', attackerDice: w(1), defenderDice: w(1) }))
      .toThrow('"rollBattle" is not possible now (phase rollOff); possible: rollForFirst.');
  });
});

describe('seats: clockwise; right = previous seat, skipping those out', () => {
  it('rightOf and nextTurnSeat', () => {
    expect(rightOf([false, false, false, false], 0)).toBe(3);
    expect(rightOf([false, false, false, true], 0)).toBe(2);
    expect(rightOf([false, true, true, true], 0)).toBe(null);
    expect(nextTurnSeat([false, false, false, false], 3, 'left')).toBe(0);
    expect(nextTurnSeat([false, true, false, false], 0, 'left')).toBe(2);
    expect(nextTurnSeat([false, false, false, false], 0, 'right')).toBe(3);
  });
  it('turnDirection right: the turn goes to the player you just battled', () => {
    const g = new TestGame({ players: ['Ann', 'Bob', 'Cy'], rules: { turnDirection: 'right', tideDeckSize: 0 } });
    const events = g.act({ type: 'rollBattle', attackerDice: w(1, 1, 1, 1, 1, 1, 1, 1, 1, 1), defenderDice: w(1, 1, 1, 1, 1, 1, 1, 1, 1, 1) });
    expect(events.at(-1)).toEqual({ type: 'turnBegan', seat: 2, defender: 1, turn: 2 });
  });
});
