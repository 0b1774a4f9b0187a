import { describe, expect, it } from 'vitest';
import type { DieReading } from '../core/types.ts';
import { newFaces, settledArena } from './throwFromReading.ts';

const die = (face: DieReading['face'], inArena = true): DieReading => ({ box: [0, 0, 10, 10], face, confidence: 0.9, inArena });

describe('settledArena', () => {
  it('separates read dice in the arena, dice outside it and unreadable dice', () => {
    const reading = { width: 100, height: 100, dice: [die('3'), die('X'), die('5', false), die(null), die(null, false), die('3')] };
    expect(settledArena(reading)).toEqual({ arena: ['3', 'X', '3'], out: 2, leaning: 1 });
  });
  it('gives an empty arena for an empty reading', () => {
    expect(settledArena({ width: 10, height: 10, dice: [] })).toEqual({ arena: [], out: 0, leaning: 0 });
  });
});

describe('newFaces', () => {
  it('removes each earlier face once', () => {
    expect(newFaces(['2', '3'], ['3', '2', '2', '6'])).toEqual(['2', '6']);
  });
  it('is null when an earlier face is missing', () => {
    expect(newFaces(['2', '2'], ['2', '3'])).toBeNull();
  });
});
