import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minCostAssignment } from './assignment.ts';

/** Least total cost over every way to pair rows and columns (each at most once), by enumeration. */
function bruteForce(cost: number[][], unpaired: number): number {
  const rows = cost.length;
  const cols = cost[0]?.length ?? 0;
  const usedCols = new Set<number>();
  const best = (r: number): number => {
    if (r === rows) return (cols - usedCols.size) * unpaired;
    let least = unpaired + best(r + 1);
    for (let c = 0; c < cols; c++) {
      const v = cost[r]![c]!;
      if (usedCols.has(c) || !Number.isFinite(v)) continue;
      usedCols.add(c);
      least = Math.min(least, v + best(r + 1));
      usedCols.delete(c);
    }
    return least;
  };
  return best(0);
}

const total = (cost: number[][], pairs: [number, number][], unpaired: number): number =>
  pairs.reduce((s, [r, c]) => s + cost[r]![c]!, 0) + (cost.length + (cost[0]?.length ?? 0) - 2 * pairs.length) * unpaired;

describe('minCostAssignment', () => {
  it('finds the optimum of a classic 3×3 example', () => {
    const cost = [[4, 1, 3], [2, 0, 5], [3, 2, 2]];
    const pairs = minCostAssignment(cost, 100);
    expect(pairs).toEqual([[0, 1], [1, 0], [2, 2]]);
    expect(total(cost, pairs, 100)).toBe(5);
  });

  it('leaves a pair unmade when it costs at least twice the unpaired cost', () => {
    expect(minCostAssignment([[5]], 2)).toEqual([]);
    expect(minCostAssignment([[5]], 3)).toEqual([[0, 0]]);
  });

  it('never returns a forbidden pair and handles rectangular and empty input', () => {
    expect(minCostAssignment([[Infinity, 1], [Infinity, 2], [0, Infinity]], 10)).toEqual([[0, 1], [2, 0]]);
    expect(minCostAssignment([], 1)).toEqual([]);
    expect(minCostAssignment([[], []], 1)).toEqual([]);
  });

  it('matches brute force on random matrices with forbidden pairs', () => {
    const cell = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 20 }) }, { weight: 1, arbitrary: fc.constant(Infinity) });
    const matrix = fc.integer({ min: 1, max: 5 }).chain((rows) => fc.integer({ min: 1, max: 5 }).chain((cols) =>
      fc.array(fc.array(cell, { minLength: cols, maxLength: cols }), { minLength: rows, maxLength: rows })));
    fc.assert(fc.property(matrix, fc.integer({ min: 0, max: 15 }), (cost, unpaired) => {
      const pairs = minCostAssignment(cost, unpaired);
      expect(new Set(pairs.map((p) => p[0])).size).toBe(pairs.length);
      expect(new Set(pairs.map((p) => p[1])).size).toBe(pairs.length);
      for (const [r, c] of pairs) expect(Number.isFinite(cost[r]![c]!)).toBe(true);
      expect(total(cost, pairs, unpaired)).toBe(bruteForce(cost, unpaired));
    }), { numRuns: 300 });
  });

  it('refuses ragged rows, negative or NaN costs and a bad unpaired cost', () => {
    expect(() => minCostAssignment([[1, 2], [3]], 1)).toThrow(/row 1 has 1 costs, row 0 has 2/);
    expect(() => minCostAssignment([[-1]], 1)).toThrow(/costs must be ≥ 0 or Infinity, got -1 in row 0/);
    expect(() => minCostAssignment([[NaN]], 1)).toThrow(/got NaN/);
    expect(() => minCostAssignment([[1]], Infinity)).toThrow(/unpairedCost must be finite and ≥ 0/);
  });
});
