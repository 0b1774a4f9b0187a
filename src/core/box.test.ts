import { describe, expect, it } from 'vitest';
import { boxCentre, pointInBox } from './box.ts';

describe('boxCentre', () => {
  it('is the middle of both sides', () => {
    expect(boxCentre([10, 20, 30, 60])).toEqual([20, 40]);
  });
});

describe('pointInBox', () => {
  it('includes edges and excludes outside points', () => {
    expect(pointInBox([0, 0], [0, 0, 10, 10])).toBe(true);
    expect(pointInBox([10, 5], [0, 0, 10, 10])).toBe(true);
    expect(pointInBox([10.01, 5], [0, 0, 10, 10])).toBe(false);
    expect(pointInBox([5, -0.01], [0, 0, 10, 10])).toBe(false);
  });
});
