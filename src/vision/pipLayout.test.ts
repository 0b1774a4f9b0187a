import { describe, expect, it } from 'vitest';
import { pipLayoutScore, type PipCentre } from './pipLayout.ts';

/** Textbook pip positions on a unit die, in the 3×3 grid at −g, 0, +g. */
const g = 0.27;
const PATTERNS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-g, -g], [g, g]],
  3: [[-g, -g], [0, 0], [g, g]],
  4: [[-g, -g], [g, -g], [-g, g], [g, g]],
  5: [[-g, -g], [g, -g], [0, 0], [-g, g], [g, g]],
  6: [[-g, -g], [-g, 0], [-g, g], [g, -g], [g, 0], [g, g]],
};

/** Places a unit pattern on a die of side `side` at (cx, cy), rotated by `angle` radians. */
function place(pattern: [number, number][], side: number, cx: number, cy: number, angle: number): PipCentre[] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return pattern.map(([x, y]) => [cx + side * (c * x - s * y), cy + side * (s * x + c * y)]);
}

describe('pipLayoutScore', () => {
  it('scores every textbook pattern high at any rotation and scale', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) {
      for (const angle of [0, 0.3, 1.1]) {
        for (const side of [20, 64]) {
          expect(pipLayoutScore(place(PATTERNS[n]!, side, 100, 50, angle), side), `n=${n}`).toBeGreaterThan(0.9);
        }
      }
    }
  });

  it('scores broken layouts low', () => {
    const side = 50;
    // Three pips in a bent line.
    expect(pipLayoutScore(place([[-g, -g], [g, -g], [g, g]], side, 0, 0, 0), side)).toBeLessThan(0.3);
    // Four pips in a row.
    expect(pipLayoutScore(place([[-0.3, 0], [-0.1, 0], [0.1, 0], [0.3, 0]], side, 0, 0, 0), side)).toBeLessThan(0.3);
    // Five pips of which none is central.
    expect(pipLayoutScore(place([[-g, -g], [g, -g], [-g, g], [g, g], [g, 0]], side, 0, 0, 0), side)).toBeLessThan(0.3);
    // Two pips far closer together than a diagonal.
    expect(pipLayoutScore(place([[0, 0], [0.05, 0]], side, 0, 0, 0), side)).toBeLessThan(0.3);
    // Six pips on a ring.
    const ring = Array.from({ length: 6 }, (_, k): [number, number] => [0.3 * Math.cos(k), 0.3 * Math.sin(k)]);
    expect(pipLayoutScore(place(ring, side, 0, 0, 0), side)).toBeLessThan(0.3);
  });

  it('is 0 for no pips, more than six, or a bad side', () => {
    expect(pipLayoutScore([], 10)).toBe(0);
    expect(pipLayoutScore(Array.from({ length: 7 }, (_, k): [number, number] => [k, k]), 10)).toBe(0);
    expect(pipLayoutScore([[0, 0]], 0)).toBe(0);
  });
});
