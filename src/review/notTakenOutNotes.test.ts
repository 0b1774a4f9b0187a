import { describe, expect, it } from 'vitest';
import { notTakenOutNote, notTakenOutNotes, notTakenOutSaidAfter } from './notTakenOutNotes.ts';

describe('notTakenOutNotes', () => {
  it('says dice taken out still in the arena under the first entry they hold, not the later ones, though fewer lie there', () => {
    const held = (dice: number, atMs: number) => ({ notTakenOut: { dice, atMs } });
    // Taken out at 10.1 s: held by three entries (one die picked up meanwhile), one between holding none; then dice taken out at 20 s.
    expect(notTakenOutNotes([{}, held(2, 10_100), held(1, 10_100), {}, held(1, 10_100), held(2, 20_000)])).toEqual([null, 'first', 'again', null, 'again', 'first']);
  });

  it('folds entry by entry as the CLI writes them', () => {
    expect(notTakenOutNote({ notTakenOut: { dice: 2, atMs: 10_100 } }, null)).toBe('first');
    expect(notTakenOutNote({ notTakenOut: { dice: 2, atMs: 10_100 } }, 10_100)).toBe('again');
    expect(notTakenOutNote({}, 10_100)).toBeNull();
    expect(notTakenOutSaidAfter({}, 10_100)).toBe(10_100);
    expect(notTakenOutSaidAfter({ notTakenOut: { dice: 1, atMs: 20_000 } }, 10_100)).toBe(20_000);
  });
});
