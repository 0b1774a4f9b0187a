/**
 * Dice of two photos of one arena paired by place and face: which dice lay unmoved between
 * photos taken between throws (the CLI's `referee`, which follows no die from photo to photo).
 * Boxes are `[x0, y0, x1, y1]` in the photos' pixels.
 */
import type { DieReading } from '../core/types.ts';
import { distanceDieSizes } from './dieTracker.ts';

/**
 * How far (die sizes, centre distance: src/tracking/dieTracker.ts `distanceDieSizes`) a die may
 * lie from where it lay in the last photo and still count as not moved: a photo taken again of
 * the same arena (the camera nudged, the JPEG saved again) boxes each die a few pixels off,
 * while a die rolled lands anywhere. Half a die size (the live dice-game referee's
 * `sameDieDieSizes` default, src/referee/liveDiceGameReferee.ts).
 */
export const SAME_PLACE_DIE_SIZES = 0.5;

/**
 * Pairs every die of photo `now` with a die of photo `before` showing the same face (or both
 * unreadable), both in or both out of the arena, within {@link SAME_PLACE_DIE_SIZES} of it (the
 * nearest left, in `now`'s order): dice that were not moved between the two photos.
 * @param before the last photo's dice (boxes in pixels), `null` before the first photo
 * @param now this photo's dice, boxes in the same pixels (photos of one size)
 * @returns for each die of `now`, the index of its die in `before`; `null` when some die of `now`
 *   lies where no die with its face lay (it was thrown, rolled or turned)
 */
export function pairWithLastPhoto(before: readonly Pick<DieReading, 'box' | 'face' | 'inArena'>[] | null, now: readonly Pick<DieReading, 'box' | 'face' | 'inArena'>[]): number[] | null {
  if (before === null || now.length > before.length) return null;
  const taken = new Set<number>();
  const pairs: number[] = [];
  for (const die of now) {
    const near = before
      .map((old, index) => ({ old, index, d: distanceDieSizes(old.box, die.box) }))
      .filter(({ old, index, d }) => !taken.has(index) && old.face === die.face && old.inArena === die.inArena && d <= SAME_PLACE_DIE_SIZES)
      .sort((a, b) => a.d - b.d)[0];
    if (!near) return null;
    taken.add(near.index);
    pairs.push(near.index);
  }
  return pairs;
}

/** A photo's size in pixels and the dice read on it (boxes in its pixels). */
export interface PhotoDice {
  width: number;
  height: number;
  dice: readonly DieReading[];
}

/**
 * A photo's dice in the pixels of a photo of `size`: their boxes scaled when the photo has the
 * same shape at another size (taken again at another resolution), as they were when it has the
 * same size. `null` for no photo, or one of another shape (its dice cannot be compared).
 * @param photo a photo's size (pixels) and dice
 * @param size the size of the photo to compare it with, pixels
 */
export function inPhotoPixels<D extends Pick<DieReading, 'box'>>(photo: { width: number; height: number; dice: readonly D[] } | null, size: { width: number; height: number }): D[] | null {
  if (photo === null || photo.width <= 0 || photo.height <= 0) return null;
  const sx = size.width / photo.width;
  const sy = size.height / photo.height;
  if (Math.abs(sx / sy - 1) > 0.01) return null;
  if (sx === 1 && sy === 1) return [...photo.dice];
  return photo.dice.map((die) => ({ ...die, box: [die.box[0] * sx, die.box[1] * sy, die.box[2] * sx, die.box[3] * sy] }));
}

/**
 * How many dice outside the arena in photo `now` lie where a die outside the arena lay in photo
 * `before` (within {@link SAME_PLACE_DIE_SIZES}, whatever their faces: a die beside the box is
 * often read at an angle), each die of `before` standing for one at most (the nearest pairs
 * first): dice left beside the arena between the photos.
 * @param before the last photo's dice (boxes in pixels), `null` before the first photo
 * @param now this photo's dice, boxes in the same pixels
 */
export function outsideStill(before: readonly Pick<DieReading, 'box' | 'inArena'>[] | null, now: readonly Pick<DieReading, 'box' | 'inArena'>[]): number {
  if (before === null) return 0;
  const pairs = now.filter((die) => !die.inArena)
    .flatMap((die, i) => before.map((old, j) => ({ i, j, d: old.inArena ? Infinity : distanceDieSizes(old.box, die.box) })))
    .filter(({ d }) => d <= SAME_PLACE_DIE_SIZES)
    .sort((a, b) => a.d - b.d);
  const usedNow = new Set<number>();
  const usedBefore = new Set<number>();
  for (const { i, j } of pairs) {
    if (usedNow.has(i) || usedBefore.has(j)) continue;
    usedNow.add(i);
    usedBefore.add(j);
  }
  return usedNow.size;
}

/**
 * Whether photo `now` shows the same arena as photo `before`: as many dice, each paired with a
 * die of `before` ({@link pairWithLastPhoto}). A roll or throw never leaves every die where a die
 * with its face lay, so such a photo is the last one again (given twice, or taken again). Two
 * photos of an empty arena are not taken for one: no die says so, and the rules say what an
 * empty arena means (no start die yet: they ask for one again).
 * @param before the last photo's dice (boxes in pixels), `null` before the first photo
 * @param now this photo's dice, boxes in the same pixels (photos of one size)
 */
export function samePhoto(before: readonly Pick<DieReading, 'box' | 'face' | 'inArena'>[] | null, now: readonly Pick<DieReading, 'box' | 'face' | 'inArena'>[]): boolean {
  return before !== null && now.length > 0 && before.length === now.length && pairWithLastPhoto(before, now) !== null;
}
