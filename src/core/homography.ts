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

/**
 * The inverse of a homography (from the second picture back to the first), or `null` when it
 * has none (its determinant is 0: it flattens the plane onto a line).
 * @param homography 3 × 3, row-major (9 numbers)
 * @returns 3 × 3, row-major, scaled so that its last entry is 1 where that is not 0
 */
export function invertHomography(homography: Homography): number[] | null {
  const [a, b, c, d, e, f, g, h, i] = homography as [number, number, number, number, number, number, number, number, number];
  const cofactors = [e * i - f * h, c * h - b * i, b * f - c * e, f * g - d * i, a * i - c * g, c * d - a * f, d * h - e * g, b * g - a * h, a * e - b * d];
  const determinant = a * cofactors[0]! + b * cofactors[3]! + c * cofactors[6]!;
  if (!Number.isFinite(determinant) || Math.abs(determinant) < 1e-12) return null;
  const scale = Math.abs(cofactors[8]!) > 1e-12 ? cofactors[8]! : determinant;
  return cofactors.map((value) => value / scale);
}

/**
 * The affine map (a homography whose last row is `0 0 1`) taking each point of `from` nearest,
 * in least squares, to the point of `to` of the same index: e.g. an outline to where a camera
 * move took it (the camera moves the motion gate finds are affine: src/vision/cameraMove.ts).
 * @param from `[[x, y], …]`, pixels of the first picture
 * @param to as many points, pixels of the second
 * @returns the map and the largest distance (pixels) left between a moved point of `from` and its
 *   point of `to`; `null` when the lengths differ, there are fewer than 3 points, or they lie on a line
 */
export function fitAffine(from: readonly (readonly [number, number])[], to: readonly (readonly [number, number])[]): { map: number[]; worstPx: number } | null {
  if (from.length !== to.length || from.length < 3) return null;
  // Normal equations of [x y 1] · [a b c]ᵀ = x' (and · [d e f]ᵀ = y'), about the points' mean for conditioning.
  const mean = from.reduce(([sx, sy], [x, y]) => [sx + x / from.length, sy + y / from.length], [0, 0]);
  let [sxx, sxy, syy] = [0, 0, 0];
  for (const [x, y] of from) {
    const [u, v] = [x - mean[0]!, y - mean[1]!];
    sxx += u * u;
    sxy += u * v;
    syy += v * v;
  }
  const determinant = sxx * syy - sxy * sxy;
  if (determinant <= 1e-9 * Math.max(1, sxx * syy)) return null;
  const row = (target: (point: readonly [number, number]) => number): [number, number, number] => {
    const targetMean = to.reduce((sum, point) => sum + target(point) / to.length, 0);
    let [su, sv] = [0, 0];
    from.forEach(([x, y], k) => {
      const t = target(to[k]!) - targetMean;
      su += (x - mean[0]!) * t;
      sv += (y - mean[1]!) * t;
    });
    const p = (syy * su - sxy * sv) / determinant;
    const q = (sxx * sv - sxy * su) / determinant;
    return [p, q, targetMean - p * mean[0]! - q * mean[1]!];
  };
  const map = [...row(([x]) => x), ...row(([, y]) => y), 0, 0, 1];
  const worstPx = Math.max(...from.map((point, k) => {
    const [x, y] = applyHomography(map, point);
    return Math.hypot(x - to[k]![0], y - to[k]![1]);
  }));
  return { map, worstPx };
}
