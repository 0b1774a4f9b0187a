import { describe, expect, it } from 'vitest';
import { fold, RuleError } from '../engine.ts';
import { refusalOf } from '../testing/game.ts';
import { dicestorm } from './index.ts';
import { TestGame, w } from './testkit.ts';

const codeOf = (f: () => unknown) => { try { f(); return 'ok'; } catch (e) { return (e as RuleError).code; } };

describe('face corrections and undo (player corrections are events; rolls are never undone)', () => {
  function rolled() {
    const g = new TestGame({ players: ['Ann', 'Bob'], rules: { startingDice: { '2': 3 } } });
    g.act({ type: 'rollBattle', attackerDice: w(5, 1, 2), defenderDice: w(6, 1, 3) });
    return g;
  }

  it('a correction changes the face, clears allocations and is recorded', () => {
    const g = rolled();
    g.act({ type: 'allocateHits', by: 0, dice: [1] });
    expect(g.act({ type: 'correctFace', seat: 1, index: 1, face: 5 })).toEqual([
      { type: 'faceCorrected', seat: 1, index: 1, from: 1, to: 5 },
      // Ann's one hit can no longer remove any of 6, 5, 3: her empty allocation is automatic.
      { type: 'hitsAllocated', by: 0, target: 1, dice: [], faces: [] },
    ]);
    expect(g.state.battle!.dice[1]).toEqual(w(6, 5, 3));
    expect(g.state.battle!.allocations).toEqual([[], null]);
    expect(dicestorm.legalActions(g.state)).toContain('undo');
  });

  it('hits follow the corrected faces', () => {
    const g = rolled();
    g.act({ type: 'correctFace', seat: 1, index: 1, face: 5 });
    // Bob now has 2 hits (6, 5): removing Ann's 2 is legal, removing 5 is not.
    expect(codeOf(() => dicestorm.apply(g.state, { type: 'allocateHits', by: 1, dice: [0] }))).toBe('bad-allocation');
    expect(dicestorm.apply(g.state, { type: 'allocateHits', by: 1, dice: [2] })).toEqual([
      { type: 'hitsAllocated', by: 1, target: 0, dice: [2], faces: [2] },
      { type: 'battleResolved', attacker: 0, defender: 1, attackerLost: w(2), defenderLost: [] },
    ]);
  });

  it('undo takes back the latest correction, and replay rebuilds the same state', () => {
    const g = rolled();
    g.act({ type: 'correctFace', seat: 0, index: 2, face: 4 });
    g.act({ type: 'correctFace', seat: 1, index: 2, face: 4 });
    expect(g.act({ type: 'undo' })).toEqual([{ type: 'correctionUndone', seat: 1, index: 2, from: 4, to: 3 }]);
    expect(g.act({ type: 'undo' })).toEqual([{ type: 'correctionUndone', seat: 0, index: 2, from: 4, to: 2 }]);
    expect(g.state.battle!.dice).toEqual([w(5, 1, 2), w(6, 1, 3)]);
    expect(fold(dicestorm, g.log)).toEqual(g.state);
    expect(() => g.act({ type: 'undo' })).toThrow('Nothing to undo: only face corrections of the battle being resolved can be undone; rolls never are.');
  });

  it('a correction that leaves no choice on either side resolves the battle', () => {
    const g = rolled();
    expect(g.act({ type: 'correctFace', seat: 1, index: 1, face: 2 }).map((e) => e.type)).toEqual(['faceCorrected', 'hitsAllocated']);
    expect(g.act({ type: 'correctFace', seat: 0, index: 1, face: 3 })).toEqual([
      { type: 'faceCorrected', seat: 0, index: 1, from: 1, to: 3 },
      { type: 'hitsAllocated', by: 0, target: 1, dice: [], faces: [] },
      { type: 'hitsAllocated', by: 1, target: 0, dice: [], faces: [] },
      { type: 'battleResolved', attacker: 0, defender: 1, attackerLost: [], defenderLost: [] },
    ]);
  });

  it('refuses impossible corrections and corrections after the battle resolved', () => {
    const g = rolled();
    expect(refusalOf(() => g.act({ type: 'correctFace', seat: 0, index: 3, face: 2 }))).toEqual({
      code: 'bad-correction', message: 'Ann has no rolled die 4.', params: { seat: 0, player: 'Ann', index: 3 },
    });
    expect(refusalOf(() => g.act({ type: 'correctFace', seat: 0, index: 0, face: 5 }))).toEqual({
      code: 'bad-correction', message: 'Die 1 already shows 5.', params: { seat: 0, player: 'Ann', index: 0, face: 5 },
    });
    expect(() => g.act({ type: 'correctFace', seat: 0, index: 0, face: 9 })).toThrow('A white die shows 1..6; got 9.');
    g.act({ type: 'allocateHits', by: 0, dice: [1] });
    g.act({ type: 'allocateHits', by: 1, dice: [1] });
    expect(codeOf(() => g.act({ type: 'correctFace', seat: 0, index: 0, face: 4 }))).toBe('wrong-phase');
    expect(codeOf(() => g.act({ type: 'undo' }))).toBe('nothing-to-undo');
  });
});
