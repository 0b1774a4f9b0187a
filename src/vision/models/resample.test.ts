import { describe, expect, it } from 'vitest';
import type { RgbaFrame } from '../../core/types.ts';
import { checkFrame, cropSquare, resizeRgb } from './resample.ts';

/** A frame whose red channel is x, green y, blue constant 50. */
function gradient(width: number, height: number): RgbaFrame {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = x;
      data[i + 1] = y;
      data[i + 2] = 50;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

describe('resizeRgb', () => {
  it('averages the covered pixels when shrinking (area resampling)', () => {
    const out = resizeRgb(gradient(8, 4), 4, 2);
    // Output pixel (1, 0) covers x 2..3, y 0..1: mean red 2.5, green 0.5.
    expect(out[3]! * 255).toBeCloseTo(2.5, 4);
    expect(out[4]! * 255).toBeCloseTo(0.5, 4);
    expect(out[5]! * 255).toBeCloseTo(50, 4);
    // Non-integer ratio: 6 → 4 columns, output 1 covers x 1.5..3 → (0.5·1 + 1·2) / 1.5 = 1.667.
    const odd = resizeRgb(gradient(6, 1), 4, 1);
    expect(odd[3]! * 255).toBeCloseTo((0.5 * 1 + 2) / 1.5, 4);
  });

  it('interpolates linearly when enlarging, pixel centres at +0.5', () => {
    const out = resizeRgb(gradient(4, 1), 8, 1);
    // Output x = 3 maps to source 1.25 → red 1.25; output 0 clamps to source 0.
    expect(out[3 * 3]! * 255).toBeCloseTo(1.25, 4);
    expect(out[0]! * 255).toBeCloseTo(0, 4);
    expect(out[7 * 3]! * 255).toBeCloseTo(3, 4);
  });

  it('explains a malformed frame', () => {
    expect(() => resizeRgb({ width: 4, height: 4, data: new Uint8Array(10) }, 2, 2)).toThrow(/10 bytes, expected 4×4×4 = 64/);
    expect(() => checkFrame({ width: 0, height: 4, data: new Uint8Array(0) })).toThrow(/positive whole pixels/);
  });
});

describe('cropSquare', () => {
  it('samples the square around the centre, edge pixels outside the frame', () => {
    const frame = gradient(100, 80);
    const out = new Float32Array(4 * 4 * 3 + 3);
    cropSquare(frame, 50, 40, 8, 4, out, 3);
    // Output pixel (0, 0) averages the 2 × 2 samples at 46.5 and 47.5 (+0.5 centres) → red 46.5 - 0.5.
    expect(out[3]! * 255).toBeCloseTo(46.5, 3);
    expect(out[4]! * 255).toBeCloseTo(36.5, 3);
    expect(out[3 + (3 * 4 + 3) * 3]! * 255).toBeCloseTo(52.5, 3);
    expect(out[0]).toBe(0); // nothing written before the offset
    const edge = new Float32Array(2 * 2 * 3);
    cropSquare(frame, 0, 0, 40, 2, edge, 0);
    expect(edge[0]! * 255).toBeCloseTo(0, 3); // left of the frame: the first column
  });

  it('averages many pixels when the square is much larger than the output', () => {
    const frame = gradient(256, 256);
    const out = new Float32Array(3);
    cropSquare(frame, 128, 128, 200, 1, out, 0);
    expect(out[0]! * 255).toBeCloseTo(127.5, 0);
    expect(out[1]! * 255).toBeCloseTo(127.5, 0);
  });
});
