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
