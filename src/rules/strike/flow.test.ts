import { describe, expect, it } from 'vitest';
import { matchGroups } from './flow.ts';
import { nextSeat } from './reduce.ts';

describe('matchGroups', () => {
  it('finds every group of two or more equal numbers, in face order; X and unseen never match', () => {
    expect(matchGroups(['5', '3', 'X', '5', '3', '3', null, null, 'X', '2'], ['X', '2', '3', '4', '5', '6']))
      .toEqual([{ face: '3', count: 3 }, { face: '5', count: 2 }]);
    expect(matchGroups(['2', '3', '4'], ['X', '2', '3', '4', '5', '6'])).toEqual([]);
  });
});

describe('nextSeat', () => {
  const seat = (eliminated: boolean) => ({ name: 'p', stock: 1, eliminated, points: 0 });
  it('goes clockwise, skipping eliminated seats and wrapping around', () => {
    expect(nextSeat([seat(false), seat(true), seat(false), seat(true)], 0)).toBe(2);
    expect(nextSeat([seat(false), seat(true), seat(false), seat(true)], 2)).toBe(0);
    expect(nextSeat([seat(true), seat(false)], 1)).toBe(1);
  });
});
