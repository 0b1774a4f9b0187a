import { describe, expect, it } from 'vitest';
import type { Box, Face } from '../../core/types.ts';
import { SAME_PLACE_DIE_SIZES, samePhoto } from './referee.ts';

/** A 40 px die showing `face` with its top-left corner at x, y. */
const die = (face: Face | null, x: number, y: number, inArena = true) => ({ face, box: [x, y, x + 40, y + 40] as Box, inArena });

describe('samePhoto', () => {
  const last = [die('3', 100, 100), die('5', 300, 120), die(null, 200, 300), die('X', 500, 50, false)];

  it('takes the last photo again, its boxes a few pixels off, for the same arena', () => {
    expect(samePhoto(last, last)).toBe(true);
    expect(samePhoto(last, [...last].reverse())).toBe(true);
    const nudged = last.map((d) => ({ ...d, box: d.box.map((v, i) => v + (i % 2 === 0 ? 6 : -4)) as Box }));
    expect(samePhoto(last, nudged)).toBe(true);
  });

  it('tells a roll, a die moved, another face, another count or a die gone out from the last photo', () => {
    expect(samePhoto(null, last)).toBe(false);
    const moved = 40 * (SAME_PLACE_DIE_SIZES + 0.1);
    expect(samePhoto(last, [die('3', 100 + moved, 100), ...last.slice(1)])).toBe(false);
    expect(samePhoto(last, [die('3', 100, 100), die('3', 300, 120), ...last.slice(2)])).toBe(false);
    // The two faces swapped between two places: every face is there, not where it lay.
    expect(samePhoto(last, [die('5', 100, 100), die('3', 300, 120), ...last.slice(2)])).toBe(false);
    expect(samePhoto(last, last.slice(1))).toBe(false);
    expect(samePhoto(last, [die('3', 100, 100, false), ...last.slice(1)])).toBe(false);
  });
});
