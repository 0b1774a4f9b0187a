import { describe, expect, it } from 'vitest';
import type { RgbaFrame } from '../../core/types.ts';
import { checkFrame } from '../frame.ts';
import { cropSquare, floatMemory, resizeRgb } from './resample.ts';

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

/**
 * cropSquare as first written, one bilinear sample at a time (sessions 1–19): the reference the
 * separable version must match.
 */
function cropSquareBySample(frame: RgbaFrame, cx: number, cy: number, sidePx: number, size: number, out: Float32Array, offset: number): void {
  const { width, height, data } = frame;
  const fine = size * 2;
  const step = sidePx / fine;
  const grid = Math.max(1, Math.ceil(step));
  const sub = step / grid;
  const x0 = cx - sidePx / 2;
  const y0 = cy - sidePx / 2;
  const norm = 1 / (255 * grid * grid * 4);
  const sample = (x: number, y: number, acc: Float64Array): void => {
    const fx = Math.min(width - 1, Math.max(0, x - 0.5));
    const fy = Math.min(height - 1, Math.max(0, y - 0.5));
    const ix = Math.min(width - 2, Math.floor(fx));
    const iy = Math.min(height - 2, Math.floor(fy));
    const ax = width === 1 ? 0 : fx - Math.max(0, ix);
    const ay = height === 1 ? 0 : fy - Math.max(0, iy);
    const jx = Math.max(0, ix);
    const jy = Math.max(0, iy);
    const p00 = (jy * width + jx) * 4;
    const p01 = p00 + (width > 1 ? 4 : 0);
    const p10 = p00 + (height > 1 ? width * 4 : 0);
    const p11 = p10 + (width > 1 ? 4 : 0);
    for (let c = 0; c < 3; c++) {
      acc[c]! += (1 - ay) * ((1 - ax) * data[p00 + c]! + ax * data[p01 + c]!) + ay * ((1 - ax) * data[p10 + c]! + ax * data[p11 + c]!);
    }
  };
  const acc = new Float64Array(3);
  for (let oy = 0; oy < size; oy++) {
    for (let ox = 0; ox < size; ox++) {
      acc.fill(0);
      for (let fy = 0; fy < 2; fy++) {
        for (let fx = 0; fx < 2; fx++) {
          const bx = x0 + (ox * 2 + fx) * step;
          const by = y0 + (oy * 2 + fy) * step;
          for (let gy = 0; gy < grid; gy++) for (let gx = 0; gx < grid; gx++) sample(bx + (gx + 0.5) * sub, by + (gy + 0.5) * sub, acc);
        }
      }
      const o = offset + (oy * size + ox) * 3;
      out[o] = acc[0]! * norm;
      out[o + 1] = acc[1]! * norm;
      out[o + 2] = acc[2]! * norm;
    }
  }
}

/** A frame of seeded random pixels (mulberry32). */
function noise(width: number, height: number, seed: number): RgbaFrame {
  let a = seed;
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i++) data[i] = Math.floor(next() * 256);
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

  it('writes into memory it is given, of exactly the output\'s length', () => {
    const frame = noise(64, 48, 11);
    const out = new Float32Array(32 * 24 * 3).fill(9);
    expect(resizeRgb(frame, 32, 24, out)).toBe(out);
    expect(out).toEqual(resizeRgb(frame, 32, 24));
    expect(() => resizeRgb(frame, 32, 24, new Float32Array(10))).toThrow('output holds 10 floats, expected 32×24×3 = 2304');
  });

  it('explains a malformed frame', () => {
    expect(() => resizeRgb({ width: 4, height: 4, data: new Uint8Array(10) }, 2, 2)).toThrow(/RGBA frame 4×4 needs 64 bytes, got 10/);
    expect(() => checkFrame({ width: 0, height: 4, data: new Uint8Array(0) })).toThrow(/positive whole width and height/);
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

  it('matches sampling one bilinear point at a time: inside, across the edges, small and large squares', () => {
    const frame = noise(120, 90, 7);
    const cases: [number, number, number, number][] = [
      [60, 45, 50, 48], [60.3, 44.7, 31.5, 48], [3, 88, 70, 48], [118, 2, 24, 48], [60, 45, 230, 48], [-10, 100, 40, 16], [60, 45, 9, 48],
    ];
    for (const [cx, cy, side, size] of cases) {
      const fast = new Float32Array(size * size * 3 + 5);
      const slow = new Float32Array(size * size * 3 + 5);
      cropSquare(frame, cx, cy, side, size, fast, 5);
      cropSquareBySample(frame, cx, cy, side, size, slow, 5);
      let worst = 0;
      for (let i = 0; i < fast.length; i++) worst = Math.max(worst, Math.abs(fast[i]! - slow[i]!));
      expect(worst, `crop at (${cx}, ${cy}) side ${side}`).toBeLessThan(1e-5);
    }
    const line = noise(1, 30, 3); // one pixel wide
    const fast = new Float32Array(4 * 4 * 3);
    const slow = new Float32Array(4 * 4 * 3);
    cropSquare(line, 0.5, 15, 6, 4, fast, 0);
    cropSquareBySample(line, 0.5, 15, 6, 4, slow, 0);
    for (let i = 0; i < fast.length; i++) expect(fast[i]).toBeCloseTo(slow[i]!, 5);
  });

  it('averages many pixels when the square is much larger than the output', () => {
    const frame = gradient(256, 256);
    const out = new Float32Array(3);
    cropSquare(frame, 128, 128, 200, 1, out, 0);
    expect(out[0]! * 255).toBeCloseTo(127.5, 0);
    expect(out[1]! * 255).toBeCloseTo(127.5, 0);
  });
});

describe('floatMemory', () => {
  it('hands out the same memory while it is long enough, grows it, and never keeps what is over the limit', () => {
    const floats = floatMemory(100);
    const a = floats(50);
    a[0] = 7;
    const b = floats(20);
    expect(b).toHaveLength(20);
    expect(b.buffer).toBe(a.buffer);
    expect(b[0]).toBe(7); // not zeroed
    const c = floats(80);
    expect(c.buffer).not.toBe(a.buffer);
    expect(floats(60).buffer).toBe(c.buffer);
    const big = floats(101);
    expect(big).toHaveLength(101);
    expect(floats(101).buffer).not.toBe(big.buffer);
    expect(floats(10).buffer).toBe(c.buffer);
  });
});
