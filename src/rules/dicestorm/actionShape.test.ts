import { describe, expect, it } from 'vitest';
import { RuleError } from '../engine.ts';
import { dicestorm } from './index.ts';
import { same, TestGame } from './testkit.ts';

/** The RuleError `f` throws, as `code: message`, or what else it throws. */
function refusal(f: () => unknown): string {
  try {
    f();
    return 'no refusal';
  } catch (e) {
    return e instanceof RuleError ? `${e.code}: ${e.message}` : `not a RuleError: ${String(e)}`;
  }
}

describe('Dicestorm: malformed actions are refused with the field named (helper 152)', () => {
  it('refuses a battle roll without the defender\'s dice, or with faces as text, and leaves the game as it was', () => {
    const g = new TestGame({ players: ['A', 'B'] });
    const before = JSON.stringify(g.state);
    expect(refusal(() => g.act({ type: 'rollBattle', attackerDice: same(15, 1) } as never)))
      .toBe('bad-action: rollBattle.defenderDice must be a list of rolled dice like {"kind":"white","face":3} (faces as whole numbers), got nothing.');
    expect(refusal(() => g.act({ type: 'rollBattle', attackerDice: same(15, 1).map((d) => ({ ...d, face: '1' })), defenderDice: same(15, 1) } as never)))
      .toMatch(/^bad-action: rollBattle\.attackerDice must be a list of rolled dice/);
    expect(JSON.stringify(g.state)).toBe(before);
  });

  it('refuses an allocation, a purchase, a roll for first player and an unknown type of the wrong shape', () => {
    const g = new TestGame({ players: ['A', 'B'] });
    expect(refusal(() => g.act({ type: 'allocateHits', by: 0 } as never))).toBe('bad-action: allocateHits.dice must be a list of whole numbers, got nothing.');
    expect(refusal(() => g.act({ type: 'allocateHits', by: 0, dice: ['3'] } as never))).toBe('bad-action: allocateHits.dice must be a list of whole numbers, got ["3"].');
    expect(refusal(() => g.act({ type: 'buyTide', payWith: 'white' } as never))).toBe('bad-action: buyTide.payWith must be a list of warrior kinds like ["white","black"], got "white".');
    expect(refusal(() => g.act({ type: 'correctFace', seat: 0, face: 3 } as never))).toBe('bad-action: correctFace.index must be a whole number, got nothing.');
    expect(refusal(() => g.act({ type: 'shuffle' } as never))).toBe('bad-action: Unknown Dicestorm action "shuffle".');
    const waiting = dicestorm.setup({ players: ['A', 'B', 'C'] }).reduce(dicestorm.reduce, null as never);
    expect(refusal(() => dicestorm.apply(waiting, { type: 'rollForFirst' } as never))).toBe('bad-action: rollForFirst.faces must be a list of whole numbers, got nothing.');
    expect(refusal(() => dicestorm.apply(waiting, null as never))).toBe('bad-action: An action must be an object with a type.');
  });

  it('still rules a well-formed battle roll', () => {
    const g = new TestGame({ players: ['A', 'B'] });
    expect(g.act({ type: 'rollBattle', attackerDice: [...same(10, 6), ...same(5, 1)], defenderDice: [...same(3, 5), ...same(12, 1)] }).map((e) => e.type))
      .toContain('battleRolled');
  });
});
