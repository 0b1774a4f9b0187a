import { describe, expect, it } from 'vitest';
import { cornerStep, moveCorner } from './ArenaView.tsx';

const frame = { width: 640, height: 480 };
const square: [number, number][] = [[10, 10], [630, 10], [630, 470], [10, 470]];

describe('moveCorner (an arena corner moved with the arrow keys)', () => {
  it('moves the one corner by the step, in whole pixels', () => {
    expect(cornerStep(640, 480, false)).toBe(2);
    expect(cornerStep(640, 480, true)).toBe(20);
    expect(moveCorner(square, 1, [0, 1], 20, frame)).toEqual([[10, 10], [630, 30], [630, 470], [10, 470]]);
    expect(moveCorner([[10.4, 10], [630, 10], [630, 470]], 0, [1, 0], 2, frame)).toEqual([[12, 10], [630, 10], [630, 470]]);
  });

  it('keeps it on the picture', () => {
    expect(moveCorner(square, 0, [-1, 0], 20, frame)![0]).toEqual([0, 10]);
    expect(moveCorner(square, 2, [0, 1], 20, frame)![2]).toEqual([630, 480]);
  });

  it('does not move it onto another corner (the outline would lose one, and the focus change corner)', () => {
    const close: [number, number][] = [[0, 0], [0, 20], [600, 400]];
    expect(moveCorner(close, 1, [0, -1], 20, frame)).toBeNull();
    // Pushed against the picture's edge where another corner lies: not taken either.
    expect(moveCorner([[0, 0], [5, 0], [600, 400]], 1, [-1, 0], 20, frame)).toBeNull();
  });
});
