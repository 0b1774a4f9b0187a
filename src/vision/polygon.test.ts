import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipToFrame, distanceToSegment, edgesCross, fillsPicture, fromTopLeftClockwise, insidePolygon, polygonArea, roundness } from './polygon.ts';

const square: [number, number][] = [
  [0, 0],
  [100, 0],
  [100, 100],
  [0, 100],
];

describe('fromTopLeftClockwise', () => {
  it('starts at the top-left vertex and turns clockwise on screen, whatever the vertex and direction given', () => {
    const given: [number, number][] = [[638, 2], [638, 638], [2, 638], [2, 2]];
    expect(fromTopLeftClockwise(given)).toEqual([[2, 2], [638, 2], [638, 638], [2, 638]]);
    expect(fromTopLeftClockwise([...given].reverse())).toEqual([[2, 2], [638, 2], [638, 638], [2, 638]]);
    // A rhombus: of the two vertices with the smallest x + y, the higher one first.
    expect(fromTopLeftClockwise([[0, 50], [50, 100], [100, 50], [50, 0]])).toEqual([[50, 0], [100, 50], [50, 100], [0, 50]]);
  });

  it('keeps every vertex and the area', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 })), { minLength: 3, maxLength: 8 }), (points) => {
      const hull = fromTopLeftClockwise(points);
      expect([...hull].sort()).toEqual([...points].sort());
      expect(polygonArea(hull)).toBeCloseTo(polygonArea(points));
    }));
  });
});

describe('fillsPicture', () => {
  it('is true for four vertices each near a different corner of the picture, and only then', () => {
    expect(fillsPicture([[2, 2], [638, 2], [638, 638], [2, 638]], 640, 640)).toBe(true);
    expect(fillsPicture([[20, 10], [780, 10], [780, 590], [20, 590]], 800, 600)).toBe(false);
    // Three corners and a cut one: a pentagon, or a vertex far from its corner.
    expect(fillsPicture([[2, 2], [638, 2], [638, 638], [40, 638], [2, 600]], 640, 640)).toBe(false);
    expect(fillsPicture([[2, 2], [638, 2], [638, 638], [2, 2]], 640, 640)).toBe(false);
  });
});

describe('distanceToSegment', () => {
  it('measures to the nearest point of the segment, ends included', () => {
    expect(distanceToSegment([5, 3], [0, 0], [10, 0])).toBe(3);
    expect(distanceToSegment([13, 4], [0, 0], [10, 0])).toBe(5);
    expect(distanceToSegment([1, 1], [2, 2], [2, 2])).toBeCloseTo(Math.SQRT2);
  });
});

describe('insidePolygon', () => {
  it('tells inside from outside for a square and a concave L', () => {
    expect(insidePolygon([50, 50], square)).toBe(true);
    expect(insidePolygon([150, 50], square)).toBe(false);
    const ell: [number, number][] = [
      [0, 0],
      [100, 0],
      [100, 40],
      [40, 40],
      [40, 100],
      [0, 100],
    ];
    expect(insidePolygon([20, 80], ell)).toBe(true);
    expect(insidePolygon([80, 80], ell)).toBe(false);
  });

  it('counts a point on the rim as outside', () => {
    expect(insidePolygon([0, 50], square)).toBe(false);
    expect(insidePolygon([100, 100], square)).toBe(false);
    expect(insidePolygon([5, 50], square, 5)).toBe(false);
    expect(insidePolygon([5.5, 50], square, 5)).toBe(true);
  });

  it('encloses nothing with fewer than 3 vertices', () => {
    expect(insidePolygon([0, 0], [[0, 0], [1, 1]])).toBe(false);
  });

  it('puts every point of an edge on the rim, whatever the rounding', () => {
    for (let t = 0; t <= 100; t++) {
      expect([[0, t], [100, t], [t, 0], [t, 100]].map((p) => insidePolygon(p as [number, number], square))).toEqual([false, false, false, false]);
    }
  });

  it('agrees with the box test on axis-aligned rectangles (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 150 }), fc.integer({ min: -50, max: 150 }), (x, y) => {
        expect(insidePolygon([x, y], square)).toBe(x > 0 && x < 100 && y > 0 && y < 100);
      }),
    );
  });
});

describe('polygonArea', () => {
  it('gives the area of a polygon in either turning direction, and 0 for a degenerate one', () => {
    expect(polygonArea([[0, 0], [10, 0], [10, 5], [0, 5]])).toBe(50);
    expect(polygonArea([[0, 5], [10, 5], [10, 0], [0, 0]])).toBe(50);
    expect(polygonArea([[0, 0], [4, 0], [0, 3]])).toBe(6);
    expect(polygonArea([[0, 0], [1, 1], [2, 2]])).toBe(0);
    expect(polygonArea([[0, 0], [1, 1]])).toBe(0);
  });
});

describe('edgesCross', () => {
  it('finds a bow-tie and a corner dragged across the far side, not a simple outline', () => {
    expect(edgesCross([[0, 0], [10, 0], [10, 10], [0, 10]])).toBe(false);
    expect(edgesCross([[0, 0], [10, 10], [10, 0], [0, 10]])).toBe(true); // bow-tie
    expect(edgesCross([[0, 0], [10, 0], [5, 3], [10, 10], [0, 10]])).toBe(false); // concave, simple
    expect(edgesCross([[0, 0], [10, 0], [5, 15], [10, 10], [0, 10]])).toBe(true); // its dent dragged past the far edge
    expect(edgesCross([[0, 0], [10, 0], [10, 10], [10, 0], [0, 10]])).toBe(true); // an edge doubling back on another
    expect(edgesCross([[0, 0], [10, 0], [0, 10]])).toBe(false);
  });
});

describe('roundness', () => {
  it('is π/4 for a square, about 0.26 for a 10:1 rectangle, 0 for a flat outline', () => {
    expect(roundness([[0, 0], [10, 0], [10, 10], [0, 10]])).toBeCloseTo(Math.PI / 4, 10);
    expect(roundness([[0, 0], [100, 0], [100, 10], [0, 10]])).toBeCloseTo((4 * Math.PI * 1000) / (220 * 220), 10);
    expect(roundness([[0, 0], [10, 0], [20, 0]])).toBe(0);
    expect(roundness([[5, 5], [5, 5], [5, 5]])).toBe(0);
  });
});

describe('clipToFrame', () => {
  it('keeps a polygon inside the frame as it is', () => {
    expect(clipToFrame([[10, 10], [90, 10], [90, 50], [10, 50]], 100, 60)).toEqual([[10, 10], [90, 10], [90, 50], [10, 50]]);
  });

  it('cuts a corner off the frame where its edges cross the frame\'s edge', () => {
    // A triangle with its tip at x = 300 in a 100-wide frame: the tip gives way to two points on x = 100.
    expect(clipToFrame([[0, 0], [300, 30], [0, 60]], 100, 60)).toEqual([[0, 0], [100, 10], [100, 50], [0, 60]]);
    // A rectangle larger than the frame is the frame.
    expect(polygonArea(clipToFrame([[-10, -10], [110, -10], [110, 70], [-10, 70]], 100, 60))).toBe(6000);
  });

  it('starts where the polygon starts: at its first corner, or the point nearest it on the frame', () => {
    // The whole of a 640 × 480 picture given from 5 px beyond its corners (the clipping itself begins the outline elsewhere).
    expect(clipToFrame([[-5, -5], [645, -5], [645, 485], [-5, 485]], 640, 480)).toEqual([[0, 0], [640, 0], [640, 480], [0, 480]]);
    // Its first corner inside: that corner first.
    expect(clipToFrame([[0, 60], [0, 0], [300, 30]], 100, 60)).toEqual([[0, 60], [0, 0], [100, 10], [100, 50]]);
  });

  it('is empty for a polygon wholly outside the frame', () => {
    expect(clipToFrame([[200, 10], [300, 10], [300, 50]], 100, 60)).toEqual([]);
  });
});
