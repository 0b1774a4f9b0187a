import { describe, expect, it } from 'vitest';
import { nextSeat } from './reduce.ts';

describe('nextSeat', () => {
  const seat = (eliminated: boolean) => ({ name: 'p', stock: 1, eliminated, points: 0 });
  it('goes clockwise, skipping eliminated seats and wrapping around', () => {
    expect(nextSeat([seat(false), seat(true), seat(false), seat(true)], 0)).toBe(2);
    expect(nextSeat([seat(false), seat(true), seat(false), seat(true)], 2)).toBe(0);
    expect(nextSeat([seat(true), seat(false)], 1)).toBe(1);
  });
});
