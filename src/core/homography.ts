/**
 * Plane homographies between two pictures of one scene (a camera moved between them:
 * src/vision/cameraMove.ts): 3 × 3 matrices, row-major, 9 numbers, mapping pixel `(x, y, 1)`
 * of the first picture to the second's, up to scale.
 */
import type { Box } from './types.ts';

/** A 3 × 3 homography, row-major (9 numbers), from one picture's pixels to another's. */
export type Homography = readonly number[];

/**
 * Moves a point by a homography: `[x, y]` → the projective image of `(x, y, 1)`.
 * @param homography 3 × 3, row-major (9 numbers)
 * @param point `[x, y]` in the homography's source pixels
 * @returns `[x, y]` in its target pixels
 */
export function applyHomography(homography: Homography, [x, y]: readonly [number, number]): [number, number] {
  const [a, b, c, d, e, f, g, k, l] = homography as [number, number, number, number, number, number, number, number, number];
  const z = g * x + k * y + l;
  return [(a * x + b * y + c) / z, (d * x + e * y + f) / z];
}

/**
 * Moves a box by a homography: the axis-aligned box `[x0, y0, x1, y1]` (pixels) around its four
 * corners moved.
 */
export function moveBox(homography: Homography, [x0, y0, x1, y1]: Box): Box {
  const corners = ([[x0, y0], [x1, y0], [x1, y1], [x0, y1]] as const).map((corner) => applyHomography(homography, corner));
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * The homography of `first` followed by `then` (the matrix product `then · first`).
 * @param first from picture A to picture B
 * @param then from picture B to picture C
 * @returns from picture A to picture C
 */
export function composeHomographies(first: Homography, then: Homography): number[] {
  const out = new Array<number>(9).fill(0);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      for (let k = 0; k < 3; k++) out[r * 3 + c]! += then[r * 3 + k]! * first[k * 3 + c]!;
    }
  }
  return out;
}
