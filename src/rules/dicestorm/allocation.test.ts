import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../engine.ts';
import { refusalOf } from '../testing/game.ts';
import { anyRemovable, checkAllocation, countHits, proposeAllocation } from './allocation.ts';

/** Most dice removable with `hits`, by trying every subset. */
function bruteForceMost(hits: number, faces: number[]): number {
  let best = 0;
  for (let mask = 0; mask < 1 << faces.length; mask++) {
    let sum = 0;
    let n = 0;
    faces.forEach((f, i) => { if (mask & (1 << i)) { sum += f; n++; } });
    if (sum <= hits && n > best) best = n;
  }
  return best;
}

describe('countHits (Battle Phase: five or higher is a hit)', () => {
  it('counts the rulebook example rolls', () => {
    expect(countHits([6, 5, 4, 4, 2, 1], 5)).toBe(2); // Gollum
    expect(countHits([6, 6, 5, 3, 2, 1, 1], 5)).toBe(3); // Frodo
  });
  it('counts d8 and d10 faces above five as hits too', () => {
    expect(countHits([8, 10, 7, 4], 5)).toBe(3);
  });
});

describe('proposeAllocation', () => {
  it('takes out the two 1s with Gollum\'s two hits (rulebook example)', () => {
    expect(proposeAllocation(2, [6, 6, 5, 3, 2, 1, 1])).toEqual([5, 6]);
  });
  it('takes out the 2 and the 1 with Frodo\'s three hits (rulebook example)', () => {
    expect(proposeAllocation(3, [6, 5, 4, 4, 2, 1])).toEqual([4, 5]);
  });
  it('removes nothing with no hits or when every face is too high', () => {
    expect(proposeAllocation(0, [1, 2])).toEqual([]);
    expect(proposeAllocation(2, [3, 6])).toEqual([]);
  });
  it('removes the most dice possible: agrees with brute force on small rolls', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 9 }), (hits, faces) => {
        const chosen = proposeAllocation(hits, faces);
        expect(() => checkAllocation(hits, faces, chosen, true)).not.toThrow();
        expect(chosen.length).toBe(bruteForceMost(hits, faces));
      }),
      { numRuns: 400 },
    );
  });
});

describe('checkAllocation', () => {
  const faces = [6, 6, 5, 3, 2, 1, 1];
  const code = (f: () => void) => { try { f(); return 'ok'; } catch (e) { return (e as RuleError).code + ': ' + (e as Error).message; } };
  it('accepts any set whose faces fit in the hits, even if not the best', () => {
    expect(code(() => checkAllocation(2, faces, [4], false))).toBe('ok');
    expect(code(() => checkAllocation(2, faces, [], false))).toBe('ok');
  });
  it('refuses too few hits, unknown dice and doubles with a clear message', () => {
    expect(code(() => checkAllocation(2, faces, [3], false))).toBe('bad-allocation: Removing faces 3 needs 3 hits; only 2 scored.');
    expect(code(() => checkAllocation(2, faces, [7], false))).toBe('bad-allocation: Die 8 does not exist; the opponent rolled 7 dice (1..7).');
    expect(code(() => checkAllocation(2, faces, [5, 5], false))).toBe('bad-allocation: Die 6 is chosen twice.');
  });
  it('with hitsMustBeUsed, refuses leaving a removable die', () => {
    expect(code(() => checkAllocation(2, faces, [5], true))).toBe('bad-allocation: 1 hits are left and die 7 (showing 1) can still be removed; hits must be used.');
    expect(code(() => checkAllocation(2, faces, [4], true))).toBe('ok');
  });
  it('gives die indices 0-based in its params', () => {
    expect(refusalOf(() => checkAllocation(2, faces, [7], false)).params).toEqual({ index: 7, rolled: 7 });
    expect(refusalOf(() => checkAllocation(2, faces, [5, 5], false)).params).toEqual({ index: 5 });
    expect(refusalOf(() => checkAllocation(2, faces, [3], false)).params).toEqual({ faces: [3], needed: 3, hits: 2 });
    expect(refusalOf(() => checkAllocation(2, faces, [5], true)).params).toEqual({ left: 1, index: 6, face: 1 });
  });
  it('anyRemovable tells whether some face fits the hits', () => {
    expect(anyRemovable(1, [2, 3])).toBe(false);
    expect(anyRemovable(2, [2, 3])).toBe(true);
  });
});
