import { describe, expect, it } from 'vitest';
import { nextSeat } from './seats.ts';

describe('nextSeat', () => {
  const seats = (...out: boolean[]) => out.map((eliminated) => ({ eliminated }));
  it('goes clockwise by default, skipping eliminated seats and wrapping around', () => {
    expect(nextSeat(seats(false, true, false, true), 0)).toBe(2);
    expect(nextSeat(seats(false, true, false, true), 2)).toBe(0);
  });
  it('goes counterclockwise when asked (Confundo), skipping eliminated seats', () => {
    expect(nextSeat(seats(false, false, true, false), 0, false)).toBe(3);
    expect(nextSeat(seats(false, false, true, false), 3, false)).toBe(1);
  });
  it('returns the seat itself when nobody else is in', () => {
    expect(nextSeat(seats(true, false), 1)).toBe(1);
    expect(nextSeat(seats(true, false, true), 1, false)).toBe(1);
  });
});
