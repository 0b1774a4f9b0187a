import { describe, expect, it } from 'vitest';
import { dieBox, drawDice, type DieSpec } from './drawDice.ts';

const die = (over: Partial<DieSpec>): DieSpec => ({
  cx: 50,
  cy: 50,
  side: 40,
  angleDeg: 0,
  face: 1,
  body: [240, 240, 235],
  pip: [20, 20, 20],
  ...over,
});

function pixel(frame: { width: number; data: Uint8ClampedArray | Uint8Array }, x: number, y: number): number[] {
  const i = (y * frame.width + x) * 4;
  return Array.from(frame.data.slice(i, i + 4));
}

describe('drawDice', () => {
  it('draws floor, die body and pips where the layout puts them', () => {
    const { frame, boxes } = drawDice({ width: 100, height: 100, floor: [128, 128, 128], dice: [die({ face: 5 })] });
    expect(frame.data.length).toBe(100 * 100 * 4);
    expect(pixel(frame, 2, 2)).toEqual([128, 128, 128, 255]);
    // Centre pip of a 5, and the corner pip at (-0.27, -0.27) × 40 px from the centre.
    expect(pixel(frame, 50, 50)).toEqual([20, 20, 20, 255]);
    expect(pixel(frame, 39, 39)).toEqual([20, 20, 20, 255]);
    // Between pips: body colour.
    expect(pixel(frame, 50, 40)).toEqual([240, 240, 235, 255]);
    expect(boxes).toEqual([[30, 30, 70, 70]]);
  });

  it('has no centre pip on a 2, 4 or 6', () => {
    for (const face of [2, 4, 6] as const) {
      const { frame } = drawDice({ width: 100, height: 100, floor: [0, 0, 0], dice: [die({ face })] });
      expect(pixel(frame, 50, 50), `face ${face}`).toEqual([240, 240, 235, 255]);
    }
  });

  it('widens the box of a rotated die by |cos| + |sin|', () => {
    const [x0, y0, x1, y1] = dieBox(die({ angleDeg: 45 }));
    expect(x1 - x0).toBeCloseTo(40 * Math.SQRT2, 6);
    expect((y0 + y1) / 2).toBeCloseTo(50, 6);
  });

  it('adds a left-to-right gradient and bounded, repeatable noise', () => {
    const scene = { width: 64, height: 8, floor: [100, 100, 100] as [number, number, number], dice: [], gradient: 40, noise: 3, seed: 7 };
    const a = drawDice(scene).frame;
    const b = drawDice(scene).frame;
    expect(Array.from(a.data)).toEqual(Array.from(b.data));
    const left = pixel(a, 0, 4)[0]!;
    const right = pixel(a, 63, 4)[0]!;
    expect(left).toBeGreaterThanOrEqual(100 - 20 - 3);
    expect(left).toBeLessThanOrEqual(100 - 20 + 3);
    expect(right).toBeGreaterThanOrEqual(100 + 20 - 3);
  });

  it('rejects a bad size or face', () => {
    expect(() => drawDice({ width: 0, height: 10, floor: [0, 0, 0], dice: [] })).toThrow(/positive integers/);
    expect(() => drawDice({ width: 10, height: 10, floor: [0, 0, 0], dice: [die({ face: 7 as never })] })).toThrow(/face must be 1..6/);
  });
});
