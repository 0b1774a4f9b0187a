import { describe, expect, it } from 'vitest';
import type { Box, Face } from '../core/types.ts';
import { inPhotoPixels, outsideStill, pairWithLastPhoto, SAME_PLACE_DIE_SIZES, samePhoto } from './photoPairing.ts';

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

  it('does not take two photos of an empty arena for one (the rules say what an empty arena means)', () => {
    expect(samePhoto([], [])).toBe(false);
  });
});

describe('pairWithLastPhoto', () => {
  const last = [die('1', 100, 100), die('5', 300, 120), die('2', 200, 300), die('2', 260, 300)];

  it('pairs the dice left where dice with their faces lay, fewer or as many, each with its own', () => {
    expect(pairWithLastPhoto(last, [die('2', 262, 303), die('5', 298, 121)])).toEqual([3, 1]);
    expect(pairWithLastPhoto(last, [die('2', 200, 300), die('2', 260, 300)])).toEqual([2, 3]);
    expect(pairWithLastPhoto(last, [])).toEqual([]);
    expect(pairWithLastPhoto(last, last)).toEqual([0, 1, 2, 3]);
  });

  it('pairs nothing when a die lies where no die with its face lay, or there are more dice', () => {
    expect(pairWithLastPhoto(null, [die('1', 100, 100)])).toBeNull();
    expect(pairWithLastPhoto(last, [die('2', 100, 100)])).toBeNull();
    expect(pairWithLastPhoto(last, [die('1', 100, 100), die('1', 101, 100)])).toBeNull();
    expect(pairWithLastPhoto(last, [die('5', 300 + 40 * (SAME_PLACE_DIE_SIZES + 0.1), 120)])).toBeNull();
    expect(pairWithLastPhoto(last.slice(0, 1), last.slice(0, 2))).toBeNull();
  });
});

describe('inPhotoPixels', () => {
  const photo = { width: 800, height: 600, dice: [die('3', 100, 100)] };

  it('scales the dice of a photo of the same shape to the other size, and keeps them for the same size', () => {
    expect(inPhotoPixels(photo, { width: 1600, height: 1200 })).toEqual([{ ...photo.dice[0]!, box: [200, 200, 280, 280] }]);
    expect(inPhotoPixels(photo, { width: 800, height: 600 })).toEqual(photo.dice);
    expect(samePhoto(inPhotoPixels(photo, { width: 1600, height: 1200 }), [die('3', 200, 200)].map((d) => ({ ...d, box: [200, 200, 280, 280] as Box })))).toBe(true);
  });

  it('gives nothing to compare for no photo, or one of another shape', () => {
    expect(inPhotoPixels(null, { width: 800, height: 600 })).toBeNull();
    expect(inPhotoPixels(photo, { width: 600, height: 800 })).toBeNull();
    expect(inPhotoPixels(photo, { width: 1280, height: 720 })).toBeNull();
  });
});

describe('outsideStill', () => {
  it('counts the dice outside the arena lying where dice outside it lay, whatever they show, each old die once', () => {
    const last = [die('3', 100, 100), die('X', 500, 50, false), die('2', 560, 50, false)];
    expect(outsideStill(null, last)).toBe(0);
    // The X still there (read as 4 at an angle), a die thrown out beside it, the 2 picked up.
    const now = [die('3', 100, 100), die('4', 504, 52, false), die('1', 620, 60, false)];
    expect(outsideStill(last, now)).toBe(1);
    // Two dice outside near one old die: one of them stayed.
    expect(outsideStill([die('X', 500, 50, false)], [die('X', 500, 50, false), die('X', 510, 50, false)])).toBe(1);
    // A die in the arena where a die outside lay (or the other way) is no die left beside it.
    expect(outsideStill([die('X', 500, 50, false)], [die('X', 500, 50)])).toBe(0);
    expect(outsideStill([die('3', 100, 100)], [die('3', 100, 100, false)])).toBe(0);
  });
});
