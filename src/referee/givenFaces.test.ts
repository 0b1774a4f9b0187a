import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { GivenFaces } from './givenFaces.ts';

const die = (id: number, face: Face | null): SnapshotDie => ({ id, box: [0, 0, 20, 20], face, confidence: 0.5, inArena: true });
const snap = (...dice: SnapshotDie[]): ArenaSnapshot => ({ tMs: 0, dice });

describe('GivenFaces', () => {
  it('a face given stands over the reading while the die is read as it was then', () => {
    const given = new GivenFaces();
    given.set(1, { face: '3', readAs: '5' });
    given.set(2, { face: '4', readAs: null });
    expect(given.over(snap(die(1, '5'), die(3, '6'))).dice).toEqual([{ ...die(1, '3'), confidence: 1 }, die(3, '6')]);
    given.dropReadOtherwise(snap(die(1, '5'), die(2, '6')));
    expect(given.faces()).toEqual(new Map([[1, '3']]));
  });

  it('a correction taken back gives the die what it had before, or nothing', () => {
    const given = new GivenFaces();
    given.set(1, { face: '3', readAs: '5' });
    given.correct(1, { face: '2', readAs: '5' });
    given.correct(2, { face: '6', readAs: '1' });
    given.takeBack(given.popCorrection()!);
    expect(given.has(2)).toBe(false);
    given.takeBack(given.popCorrection()!);
    expect(given.get(1)).toEqual({ face: '3', readAs: '5' });
    expect(given.popCorrection()).toBeUndefined();
  });

  it('restores a copy, corrections included', () => {
    const given = new GivenFaces();
    given.correct(1, { face: '2', readAs: '5' });
    const copy = given.copy();
    given.clear();
    given.restore(copy);
    expect(given.faces()).toEqual(new Map([[1, '2']]));
    given.takeBack(given.popCorrection()!);
    expect(given.size).toBe(0);
  });
});
