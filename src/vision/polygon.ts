/**
 * Plane geometry over pixel polygons, for the arena: point-in-polygon with a rim.
 */

/** A point `[x, y]` in frame pixels. */
export type PointPx = [x: number, y: number];

/** Distance in pixels from `p` to the segment `a`–`b`. */
export function distanceToSegment(p: readonly [number, number], a: readonly [number, number], b: readonly [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/**
 * Whether `point` lies strictly inside `polygon` and more than `rimPx` pixels from its edges.
 * A point on the rim (within `rimPx` of an edge, or exactly on it) is outside. The polygon is
 * a list of vertices `[x, y]` in pixels, either winding, implicitly closed; fewer than 3
 * vertices enclose nothing.
 *
 * @param rimPx rim half-width in pixels (>= 0; 0 = only the edge itself counts as the rim).
 */
export function insidePolygon(point: readonly [number, number], polygon: readonly (readonly [number, number])[], rimPx = 0): boolean {
  const n = polygon.length;
  if (n < 3) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    // The tolerance absorbs rounding: a point exactly on an edge can measure 1e-15 px off it.
    if (distanceToSegment(point, a, b) <= rimPx + 1e-9) return false;
    if (a[1] > point[1] !== b[1] > point[1]) {
      const xCross = a[0] + ((point[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
      if (point[0] < xCross) inside = !inside;
    }
  }
  return inside;
}

/**
 * Area of a simple polygon (shoelace formula), in square pixels; 0 for fewer than 3 vertices.
 * @param polygon vertices `[x, y]` in pixels, in either turning direction
 */
export function polygonArea(polygon: readonly (readonly [number, number])[]): number {
  let twice = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i]!;
    const [x1, y1] = polygon[(i + 1) % polygon.length]!;
    twice += x0 * y1 - x1 * y0;
  }
  return Math.abs(twice) / 2;
}
