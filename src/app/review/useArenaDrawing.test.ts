import { describe, expect, it } from 'vitest';
import { applyHomography } from '../../core/homography.ts';
import { cameraMoveOfOutline } from './useArenaDrawing.ts';

describe('cameraMoveOfOutline', () => {
  const drawn: [number, number][] = [[180, 70], [258, 42], [366, 38], [490, 118], [502, 214], [370, 322], [154, 246]];

  it('finds the zoom that took the outline drawn where the reader used it', () => {
    const zoom = [0.8, 0, 64, 0, 0.8, 36, 0, 0, 1];
    const move = cameraMoveOfOutline(drawn, drawn.map((vertex) => applyHomography(zoom, vertex)))!;
    expect(move.map((v) => Math.round(v * 1e6) / 1e6 + 0)).toEqual(zoom);
  });

  it('finds none where the outline used is the one drawn, another outline, or one of other corners', () => {
    expect(cameraMoveOfOutline(drawn, drawn.map(([x, y]): [number, number] => [x + 0.5, y]))).toBeNull();
    const other = drawn.map(([x, y], i): [number, number] => (i === 3 ? [x - 30, y] : [x, y]));
    expect(cameraMoveOfOutline(drawn, other)).toBeNull();
    expect(cameraMoveOfOutline(drawn, drawn.slice(1))).toBeNull();
  });
});
