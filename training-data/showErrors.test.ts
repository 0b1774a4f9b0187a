import { describe, expect, it } from 'vitest';
import type { DieReading } from '../src/core/types.ts';
import { imageErrors } from './showErrors.ts';

/** A reading of a die in the box `[x0, y0, x1, y1]`. */
function die(box: [number, number, number, number], face: DieReading['face'], confidence = 0.9): DieReading {
  return { box, face, confidence, inArena: true };
}

describe('imageErrors', () => {
  it('lists, in label order then false dice, a missed die, a misread die (unreadable too) and a false die, and nothing read right', () => {
    const truths = [
      { face: '3' as const, box: [0, 0, 10, 10] as [number, number, number, number] },
      { face: '5' as const, box: [20, 0, 30, 10] as [number, number, number, number] },
      { face: '6' as const, box: [40, 0, 50, 10] as [number, number, number, number] },
      { face: '2' as const, box: [60, 0, 70, 10] as [number, number, number, number] },
    ];
    const dice = [die([1, 1, 11, 11], '3'), die([21, 0, 31, 10], '4', 0.6), die([41, 0, 51, 10], null, 0.8), die([100, 100, 110, 110], '1', 0.5)];
    const errors = imageErrors('byler-d6', 'a.jpg', dice, truths);
    expect(errors.map((e) => [e.kind, e.labelled, e.read, e.confidence])).toEqual([
      ['misread', '5', '4', 0.6],
      ['misread', '6', 'unreadable', 0.8],
      ['missed', '2', null, null],
      ['false die', null, '1', 0.5],
    ]);
    expect(errors[3]!.box).toEqual([100, 100, 110, 110]);
    expect(errors[2]!.box).toEqual([60, 0, 70, 10]);
  });
});
