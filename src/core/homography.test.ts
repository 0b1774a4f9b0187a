import { describe, expect, it } from 'vitest';
import { applyHomography, composeHomographies, fitAffine, invertHomography } from './homography.ts';

describe('invertHomography', () => {
  it('undoes a map: a point moved and moved back is where it was', () => {
    const zoomAndPan = [0.8, 0.1, 64 - 70, -0.05, 0.8, 36, 0, 0, 1];
    const back = invertHomography(zoomAndPan)!;
    expect(applyHomography(back, applyHomography(zoomAndPan, [150, 90]))).toEqual([expect.closeTo(150, 9), expect.closeTo(90, 9)]);
    expect(composeHomographies(zoomAndPan, back).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('has none for a map that flattens the picture onto a line', () => {
    expect(invertHomography([1, 2, 0, 2, 4, 0, 0, 0, 1])).toBeNull();
  });
});

describe('fitAffine', () => {
  const outline: [number, number][] = [[198, 70], [258, 42], [366, 38], [490, 118], [502, 214], [370, 322], [154, 246]];

  it('finds the zoom that moved an outline, with nothing left over', () => {
    const zoom = [0.8, 0, 64, 0, 0.8, 36, 0, 0, 1];
    const fitted = fitAffine(outline, outline.map((point) => applyHomography(zoom, point)))!;
    expect(fitted.map.map((v) => Math.round(v * 1e6) / 1e6 + 0)).toEqual(zoom);
    expect(fitted.worstPx).toBeLessThan(1e-6);
  });

  it('says how far an outline that no affine map explains is left from its match', () => {
    const moved = outline.map(([x, y]): [number, number] => [x + 10, y]);
    moved[3] = [moved[3]![0] + 40, moved[3]![1]];
    expect(fitAffine(outline, moved)!.worstPx).toBeGreaterThan(20);
  });

  it('fits nothing to too few points, points on a line, or outlines of other lengths', () => {
    expect(fitAffine(outline.slice(0, 2), outline.slice(0, 2))).toBeNull();
    expect(fitAffine([[0, 0], [1, 1], [2, 2]], [[0, 0], [1, 1], [2, 2]])).toBeNull();
    expect(fitAffine(outline, outline.slice(1))).toBeNull();
  });
});
