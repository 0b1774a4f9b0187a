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
  return Math.abs(twiceSignedArea(polygon)) / 2;
}

/** Twice the signed area of a polygon (shoelace sum): > 0 when it turns clockwise on screen (y down). */
function twiceSignedArea(polygon: readonly (readonly [number, number])[]): number {
  let twice = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i]!;
    const [x1, y1] = polygon[(i + 1) % polygon.length]!;
    twice += x0 * y1 - x1 * y0;
  }
  return twice;
}

/**
 * The same polygon read from its top-left vertex (smallest `x + y`, then smallest `y`) and
 * clockwise on screen (y pointing down), so that an outline found twice is written the same way
 * (OpenCV's `minAreaRect` and `approxPolyDP` start anywhere). The area it encloses is unchanged.
 * @param polygon vertices `[x, y]` in pixels, in either turning direction
 * @returns a new array of the same vertices
 */
export function fromTopLeftClockwise(polygon: readonly (readonly [number, number])[]): [number, number][] {
  const clockwise = (twiceSignedArea(polygon) >= 0 ? [...polygon] : [...polygon].reverse()).map(([x, y]): [number, number] => [x, y]);
  let first = 0;
  clockwise.forEach(([x, y], i) => {
    const [fx, fy] = clockwise[first]!;
    if (x + y < fx + fy || (x + y === fx + fy && y < fy)) first = i;
  });
  return [...clockwise.slice(first), ...clockwise.slice(0, first)];
}

/**
 * Whether `polygon` is the picture's own frame: four vertices, each within `tolerancePx` of a
 * different corner of the `width × height` picture (a floor that fills the photo: the arena
 * outline says nothing the picture's edges do not).
 * @param polygon vertices `[x, y]` in pixels
 * @param tolerancePx how far a vertex may lie from its corner, in pixels (default 1 % of the longer side, at least 3)
 */
export function fillsPicture(polygon: readonly (readonly [number, number])[], width: number, height: number, tolerancePx = Math.max(3, 0.01 * Math.max(width, height))): boolean {
  if (polygon.length !== 4) return false;
  const corners: [number, number][] = [[0, 0], [width, 0], [width, height], [0, height]];
  return corners.every(([cx, cy]) => polygon.some(([x, y]) => Math.abs(x - cx) <= tolerancePx && Math.abs(y - cy) <= tolerancePx));
}

/** Twice the signed area of triangle `a b c`: > 0 when it turns left, 0 when collinear. */
function turn(a: readonly [number, number], b: readonly [number, number], c: readonly [number, number]): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

/** Whether segments `a`–`b` and `c`–`d` share a point (touching counts). */
function segmentsMeet(a: readonly [number, number], b: readonly [number, number], c: readonly [number, number], d: readonly [number, number]): boolean {
  const d1 = turn(c, d, a);
  const d2 = turn(c, d, b);
  const d3 = turn(a, b, c);
  const d4 = turn(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const onSegment = (p: readonly [number, number], q: readonly [number, number], r: readonly [number, number]) =>
    Math.min(p[0], q[0]) <= r[0] && r[0] <= Math.max(p[0], q[0]) && Math.min(p[1], q[1]) <= r[1] && r[1] <= Math.max(p[1], q[1]);
  return (d1 === 0 && onSegment(c, d, a)) || (d2 === 0 && onSegment(c, d, b)) || (d3 === 0 && onSegment(a, b, c)) || (d4 === 0 && onSegment(a, b, d));
}

/**
 * Whether two edges of `polygon` that are not neighbours meet (a bow-tie, a corner dragged
 * across the far side): such an outline has no single inside. O(n²) in the vertices.
 * @param polygon vertices `[x, y]` in pixels, implicitly closed; fewer than 4 cannot cross
 */
export function edgesCross(polygon: readonly (readonly [number, number])[]): boolean {
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // the closing edge neighbours the first
      if (segmentsMeet(polygon[i]!, polygon[(i + 1) % n]!, polygon[j]!, polygon[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/**
 * How round `polygon` is: the isoperimetric quotient 4πA/P², 1 for a circle, π/4 ≈ 0.785 for a
 * square, ≈ 0.26 for a 10:1 rectangle, 0 for no area.
 * @param polygon vertices `[x, y]` in pixels, implicitly closed
 */
export function roundness(polygon: readonly (readonly [number, number])[]): number {
  let perimeter = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i]!;
    const [x1, y1] = polygon[(i + 1) % polygon.length]!;
    perimeter += Math.hypot(x1 - x0, y1 - y0);
  }
  return perimeter === 0 ? 0 : (4 * Math.PI * polygonArea(polygon)) / (perimeter * perimeter);
}

/**
 * `polygon` cut at the edges of the `width × height` frame (Sutherland–Hodgman clipping against
 * each edge in turn; Sutherland & Hodgman 1974, "Reentrant polygon clipping"): the part of it
 * inside the frame, vertices `[x, y]` in pixels, in the same order round it, starting at the
 * vertex nearest the polygon's first corner (so that an outline cut at the edge reads as given).
 * A corner off the frame gives way to the points where its edges cross the frame's edge, so the
 * outline keeps its shape inside. Empty when the polygon lies wholly outside.
 */
export function clipToFrame(polygon: readonly (readonly [number, number])[], width: number, height: number): PointPx[] {
  // Each frame edge as "inside" test and the point where segment a–b crosses it.
  const edges: { inside(p: readonly [number, number]): boolean; cross(a: readonly [number, number], b: readonly [number, number]): PointPx }[] = [
    { inside: ([x]) => x >= 0, cross: (a, b) => atX(a, b, 0) },
    { inside: ([x]) => x <= width, cross: (a, b) => atX(a, b, width) },
    { inside: ([, y]) => y >= 0, cross: (a, b) => atY(a, b, 0) },
    { inside: ([, y]) => y <= height, cross: (a, b) => atY(a, b, height) },
  ];
  let points: PointPx[] = polygon.map(([x, y]) => [x, y]);
  for (const edge of edges) {
    const before = points;
    points = [];
    before.forEach((current, i) => {
      const previous = before[(i + before.length - 1) % before.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) points.push(edge.cross(previous, current));
        points.push(current);
      } else if (edge.inside(previous)) {
        points.push(edge.cross(previous, current));
      }
    });
  }
  const [fx, fy] = polygon[0] ?? [0, 0];
  const distance = ([x, y]: PointPx) => (x - fx) ** 2 + (y - fy) ** 2;
  const start = points.reduce((best, point, i) => (distance(point) < distance(points[best]!) ? i : best), 0);
  return [...points.slice(start), ...points.slice(0, start)];
}

/** The point of segment `a`–`b` at `x` (a vertical frame edge it crosses). */
function atX(a: readonly [number, number], b: readonly [number, number], x: number): PointPx {
  return [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
}

/** The point of segment `a`–`b` at `y` (a horizontal frame edge it crosses). */
function atY(a: readonly [number, number], b: readonly [number, number], y: number): PointPx {
  return [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
}
