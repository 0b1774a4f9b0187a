/**
 * Geometry of a bounding box `[x0, y0, x1, y1]` (see {@link Box}): its centre and whether a
 * point lies in it. Pure functions, in the box's own units (frame pixels throughout the app).
 */
import type { Box } from './types.ts';

/** Centre `[x, y]` of a box, in the box's units. */
export function boxCentre(box: Box): [number, number] {
  return [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];
}

/** Whether point `[x, y]` lies inside `box` (edges included). */
export function pointInBox(point: readonly [number, number], box: Box): boolean {
  return point[0] >= box[0] && point[0] <= box[2] && point[1] >= box[1] && point[1] <= box[3];
}

/**
 * Dice (or anything boxed) ordered left to right by their box centre, then top to bottom, then
 * by `id`: the dice game's roll order (src/referee/liveDiceGameReferee.ts), and the order dice
 * are listed in beside it. Returns a new array.
 */
export function leftToRight<T extends { box: Box; id: number }>(dice: readonly T[]): T[] {
  return [...dice].sort((a, b) => {
    const [ax, ay] = boxCentre(a.box);
    const [bx, by] = boxCentre(b.box);
    return ax - bx || ay - by || a.id - b.id;
  });
}
