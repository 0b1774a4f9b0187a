import { describe, expect, it } from 'vitest';
import type { ArenaSnapshot } from '../tracking/types.ts';
import { dieAfterCameraMove, snapshotAfterCameraMove } from './followCamera.ts';

describe('snapshotAfterCameraMove', () => {
  const kept: ArenaSnapshot = {
    tMs: 1000,
    dice: [{ id: 1, box: [100, 100, 120, 120], face: '4', confidence: 0.9, inArena: true }, { id: 2, box: [300, 200, 320, 220], face: null, confidence: 0.4, inArena: false }],
    outsideOnly: true,
    cameraMove: [1, 0, 5, 0, 1, 5, 0, 0, 1],
  };

  it('moves every die\'s box by the move and drops the snapshot\'s own move, the rest kept', () => {
    // A pan of 150 px right and 20 px up.
    const moved = snapshotAfterCameraMove(kept, [1, 0, 150, 0, 1, -20, 0, 0, 1]);
    expect(moved).toEqual({
      tMs: 1000,
      dice: [{ id: 1, box: [250, 80, 270, 100], face: '4', confidence: 0.9, inArena: true }, { id: 2, box: [450, 180, 470, 200], face: null, confidence: 0.4, inArena: false }],
      outsideOnly: true,
    });
    // The kept snapshot is not changed.
    expect(kept.dice[0]!.box).toEqual([100, 100, 120, 120]);
    expect(kept.cameraMove).toEqual([1, 0, 5, 0, 1, 5, 0, 0, 1]);
  });

  it('moves a die by a zoom to 1.25 about (320, 240): 1.25 times as far from there, and larger', () => {
    expect(dieAfterCameraMove(kept.dice[0]!, [1.25, 0, -80, 0, 1.25, -60, 0, 0, 1]).box).toEqual([45, 65, 70, 90]);
  });
});
