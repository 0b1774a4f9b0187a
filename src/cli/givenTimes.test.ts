import { describe, expect, it } from 'vitest';
import { asGiven } from './givenTimes.ts';

describe('asGiven', () => {
  const named = [{ ms: 21_000, atMs: 21_133 }, { ms: 21_100, atMs: 21_133 }, { ms: 30_000, atMs: 29_867 }];

  it('gives each die the re-run could not rule the time typed for it, in the order given (--missed-at: one each)', () => {
    expect(asGiven([{ ms: 21_133, why: 'over' }, { ms: 21_133, why: 'over' }, { ms: 29_867, why: 'over' }], named, true)).toEqual([
      { ms: 21_000, atMs: 21_133, why: 'over' }, { ms: 21_100, atMs: 21_133, why: 'over' }, { ms: 30_000, atMs: 29_867, why: 'over' },
    ]);
    // Fractional sample times (k / 15 s): within half a ms.
    expect(asGiven([{ ms: 29_867.3, why: 'over' }], named, true)).toEqual([{ ms: 30_000, atMs: 29_867.3, why: 'over' }]);
  });

  it('gives an arena the re-run could not rule as a throw every time typed for it (--thrown-at), and its own time when none was typed', () => {
    expect(asGiven([{ ms: 21_133, why: 'notThrow' }, { ms: 5_000, why: 'over' }], named, false)).toEqual([
      { ms: 21_000, atMs: 21_133, why: 'notThrow' }, { ms: 21_100, atMs: 21_133, why: 'notThrow' }, { ms: 5_000, atMs: 5_000, why: 'over' },
    ]);
  });
});
