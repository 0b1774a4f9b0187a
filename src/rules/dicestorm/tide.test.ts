import { describe, expect, it } from 'vitest';
import { fold } from '../engine.ts';
import type { DicestormConfig } from './config.ts';
import { dicestorm } from './index.ts';
import { dice, same, TestGame, w } from './testkit.ts';
import type { TideCardSpec } from './types.ts';

const army = (white: number, red = 0) => ({ white, black: 0, red, green: 0 });
const unknownCard = (id: string, cost: number) => ({ id, spec: { name: id, cost, lasts: 'unknown', effect: { type: 'unknown' } } });

/** A game where seat 0 has just fought a battle with no hits and now draws. */
function atDraw(config: Omit<DicestormConfig, 'players'> & { players?: string[] } = {}): TestGame {
  const players = config.players ?? ['Ann', 'Bob', 'Cy'];
  const g = new TestGame({ ...config, players, rules: { startingDice: { '2': 3, '3': 3 }, ...config.rules } });
  g.act({ type: 'rollBattle', attackerDice: same(3, 1), defenderDice: same(3, 1) });
  expect(g.state.phase).toBe('draw');
  return g;
}

describe('draw phase (Draw Phase: pay or pass to the right; cost drops each time round)', () => {
  it('passes right around the table, drops the cost at the drawer, and the drawer takes it at 0', () => {
    const g = atDraw();
    expect(g.act({ type: 'drawTide', card: 'Ambush', cost: 2 })).toEqual([{ type: 'tideDrawn', seat: 0, card: unknownCard('Ambush', 2) }]);
    expect(g.act({ type: 'passTide' })).toEqual([{ type: 'tidePassed', from: 0, to: 2 }]);
    expect(g.act({ type: 'passTide' })).toEqual([{ type: 'tidePassed', from: 2, to: 1 }]);
    expect(g.act({ type: 'passTide' })).toEqual([{ type: 'tidePassed', from: 1, to: 0 }, { type: 'tideCostReduced', cost: 1 }]);
    g.act({ type: 'passTide' });
    g.act({ type: 'passTide' });
    expect(g.act({ type: 'passTide' })).toEqual([
      { type: 'tidePassed', from: 1, to: 0 },
      { type: 'tideCostReduced', cost: 0 },
      { type: 'tideTakenFree', seat: 0 },
      { type: 'turnBegan', seat: 1, defender: 0, turn: 2 },
    ]);
    expect(g.state.hands[0]).toEqual([unknownCard('Ambush', 2)]);
    expect(g.state.tidePile).toBe(13);
  });

  it('a player may pay the current cost in dice (white first by default)', () => {
    const g = atDraw();
    g.act({ type: 'drawTide', card: 'Ambush', cost: 2 });
    g.act({ type: 'passTide' });
    expect(() => g.act({ type: 'buyTide', payWith: ['red', 'white'] })).toThrow('Cy has 0 red dice, not 1.');
    expect(() => g.act({ type: 'buyTide', payWith: ['white'] })).toThrow('The cost is 2 dice; payWith names 1.');
    expect(g.act({ type: 'buyTide' })).toEqual([
      { type: 'tideBought', seat: 2, cost: 2, paid: army(2) },
      { type: 'turnBegan', seat: 1, defender: 0, turn: 2 },
    ]);
    expect(g.state.armies[2]).toEqual(army(1));
    expect(g.state.supply.white).toBe(30 - 7);
  });

  it('refuses paying the last die unless rule mayPayLastWarrior, which puts the payer out', () => {
    const g = atDraw();
    g.act({ type: 'drawTide', card: 'Horde', cost: 3 });
    expect(dicestorm.legalActions(g.state)).not.toContain('buyTide');
    expect(() => g.act({ type: 'buyTide' })).toThrow('"buyTide" is not possible now');
    const h = atDraw({ rules: { mayPayLastWarrior: true } });
    h.act({ type: 'drawTide', card: 'Horde', cost: 3 });
    expect(h.act({ type: 'buyTide' })).toEqual([
      { type: 'tideBought', seat: 0, cost: 3, paid: army(3) },
      { type: 'clanEliminated', seat: 0 },
      { type: 'turnBegan', seat: 1, defender: 2, turn: 2 },
    ]);
  });

  it('a printed cost of 0 is taken by the drawer at once (zeroCostCard=drawerTakes)', () => {
    const g = atDraw();
    expect(g.act({ type: 'drawTide', card: 'Gift', cost: 0 }).slice(1)).toEqual([
      { type: 'tideTakenFree', seat: 0 },
      { type: 'turnBegan', seat: 1, defender: 0, turn: 2 },
    ]);
  });

  it('rule zeroCostCard=passAround: at 0 anyone may take it; back at the drawer it is discarded', () => {
    const g = atDraw({ rules: { zeroCostCard: 'passAround' } });
    g.act({ type: 'drawTide', card: 'Gift', cost: 1 });
    g.act({ type: 'passTide' });
    g.act({ type: 'passTide' });
    expect(g.act({ type: 'passTide' })).toEqual([{ type: 'tidePassed', from: 1, to: 0 }, { type: 'tideCostReduced', cost: 0 }]);
    g.act({ type: 'passTide' });
    g.act({ type: 'passTide' });
    expect(g.act({ type: 'passTide' })).toEqual([
      { type: 'tideDiscarded', card: unknownCard('Gift', 1) },
      { type: 'turnBegan', seat: 1, defender: 0, turn: 2 },
    ]);
    expect(g.state.tideDiscards).toBe(1);
    const h = atDraw({ rules: { zeroCostCard: 'passAround' } });
    h.act({ type: 'drawTide', card: 'Gift', cost: 0 });
    h.act({ type: 'passTide' });
    expect(h.act({ type: 'buyTide' })[0]).toEqual({ type: 'tideBought', seat: 2, cost: 0, paid: army(0) });
  });

  it('an unlisted card needs its printed cost; a listed one takes its data from rules.tideCards', () => {
    const spec: TideCardSpec = { name: 'Reinforcements', cost: 1, lasts: 'once', effect: { type: 'addWarriors', kind: 'red', count: 3 } };
    const g = atDraw({ rules: { tideCards: { reinf: spec } } });
    expect(() => g.act({ type: 'drawTide', card: 'Ambush' })).toThrow('Card "Ambush" is not in rules.tideCards: give its printed cost (a whole number ≥ 0).');
    expect(() => g.act({ type: 'drawTide', card: 'reinf', cost: 2 })).toThrow('Card "reinf" costs 1 in rules.tideCards, not 2.');
    expect(g.act({ type: 'drawTide', card: 'reinf' })).toEqual([{ type: 'tideDrawn', seat: 0, card: { id: 'reinf', spec } }]);
  });
});

describe('Tide of Battle cards (Cards)', () => {
  const reinf: TideCardSpec = { name: 'Reinforcements', cost: 1, lasts: 'once', effect: { type: 'addWarriors', kind: 'red', count: 3 } };
  const banner: TideCardSpec = { name: 'Banner', cost: 1, lasts: 'permanent', effect: { type: 'unknown' } };

  it('adds the dice the box still has ("Partial adding is allowed"), then discards the card', () => {
    const g = atDraw({ rules: { tideCards: { reinf } } });
    g.act({ type: 'drawTide', card: 'reinf' });
    g.act({ type: 'buyTide' });
    expect(g.act({ type: 'playTide', seat: 0, card: 0 })).toEqual([
      { type: 'tidePlayed', seat: 0, index: 0, card: { id: 'reinf', spec: reinf } },
      { type: 'warriorsAdded', seat: 0, kind: 'red', count: 2, requested: 3 },
    ]);
    expect(g.state.armies[0]).toEqual(army(2, 2));
    expect(g.state.supply.red).toBe(0);
    expect(g.state.tideDiscards).toBe(1);
    // Red d8s now roll with the army and may show up to 8.
    g.act({ type: 'rollBattle', attackerDice: w(1, 1, 1), defenderDice: [...w(5, 6), ...dice('red', 8, 7)] });
    expect(g.state.battle!.dice[1]).toEqual([...w(5, 6), ...dice('red', 8, 7)]);
  });

  it('keeps a permanent card in front of its owner; an eliminated player can play nothing', () => {
    const g = atDraw({ rules: { tideCards: { banner } } });
    g.act({ type: 'drawTide', card: 'banner' });
    g.act({ type: 'buyTide' });
    g.act({ type: 'playTide', seat: 0, card: 0 });
    expect(g.state.permanents[0]).toEqual([{ id: 'banner', spec: banner }]);
    expect(g.state.tideDiscards).toBe(0);
    expect(() => g.act({ type: 'playTide', seat: 0, card: 0 })).toThrow('"playTide" is not possible now');
  });

  it('refills the pile from the discards, and skips the draw when no card is left at all', () => {
    const g = atDraw({ players: ['Ann', 'Bob'], rules: { tideDeckSize: 1, tideCards: { reinf } } });
    g.act({ type: 'drawTide', card: 'reinf' });
    g.act({ type: 'buyTide' });
    g.act({ type: 'playTide', seat: 0, card: 0 });
    g.act({ type: 'rollBattle', attackerDice: same(3, 1), defenderDice: [...same(2, 1), ...dice('red', 1, 1)] });
    expect(g.act({ type: 'drawTide', card: 'reinf' })).toEqual([
      { type: 'tideReshuffled', count: 1 },
      { type: 'tideDrawn', seat: 1, card: { id: 'reinf', spec: reinf } },
    ]);
    g.act({ type: 'buyTide' });
    expect(g.act({ type: 'rollBattle', attackerDice: same(2, 1).concat(dice('red', 1, 1)), defenderDice: same(2, 1) }).slice(-2)).toEqual([
      { type: 'tideDeckEmpty' },
      { type: 'turnBegan', seat: 1, defender: 0, turn: 4 },
    ]);
    expect(fold(dicestorm, g.log)).toEqual(g.state);
  });
});

describe('Restoration (Cards: back up to the starting total, never re-used)', () => {
  function afterLosses(rules: DicestormConfig['rules'] = {}) {
    const g = new TestGame({ players: ['Ann', 'Bob'], rules: { startingDice: { '2': 4 }, ...rules } });
    g.act({ type: 'rollBattle', attackerDice: w(1, 1, 2, 2), defenderDice: w(5, 6, 6, 6) });
    g.act({ type: 'allocateHits', by: 1, dice: [0, 1, 2] });
    expect(g.state.armies[0]).toEqual(army(1));
    return g;
  }
  it('brings the army back up to its starting total, once', () => {
    const g = afterLosses();
    expect(g.act({ type: 'playRestoration', seat: 0 })).toEqual([{ type: 'restorationPlayed', seat: 0, requested: 3, added: 3 }]);
    expect(g.state.armies[0]).toEqual(army(4));
    expect(() => g.act({ type: 'playRestoration', seat: 0 })).toThrow('Ann has already played the Restoration card.');
    expect(g.act({ type: 'playRestoration', seat: 1 })).toEqual([{ type: 'restorationPlayed', seat: 1, requested: 0, added: 0 }]);
  });
  it('rule restorationTiming=ownTurnBeforeRoll refuses it in the draw phase', () => {
    const g = afterLosses({ restorationTiming: 'ownTurnBeforeRoll' });
    expect(dicestorm.legalActions(g.state)).toEqual(['drawTide']);
    g.act({ type: 'drawTide', card: 'Gift', cost: 0 });
    expect(() => g.act({ type: 'playRestoration', seat: 0 })).toThrow('Restoration may only be played on your own turn before the roll (rule restorationTiming).');
    expect(g.act({ type: 'playRestoration', seat: 1 })[0]!.type).toBe('restorationPlayed');
  });
  it('an eliminated player cannot play it (Cards: "can play no cards")', () => {
    const g = new TestGame({ players: ['Ann', 'Bob', 'Cy'], rules: { startingDice: { '3': 1 }, tideDeckSize: 0 } });
    g.act({ type: 'rollBattle', attackerDice: w(5), defenderDice: w(1) });
    g.act({ type: 'allocateHits', by: 0, dice: [0] });
    expect(g.state.out).toEqual([false, false, true]);
    expect(() => g.act({ type: 'playRestoration', seat: 2 })).toThrow('Cy is out of the game and can play no cards.');
  });
});
