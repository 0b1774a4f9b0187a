import { describe, expect, it } from 'vitest';
import type { RgbaFrame } from '../core/types.ts';
import { loadOpenCvNode } from './opencv-node.ts';
import { shrinkFrame } from './shrink.ts';

/** A `width × height` frame of smooth gradients (each channel a function of x and y). */
function gradient(width: number, height: number): RgbaFrame {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = ((x + y) * 7) % 256;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

describe('shrinkFrame', () => {
  it('gives one resize\'s result band by band: exactly where output rows split the frame evenly, within 2 grey levels elsewhere', async () => {
    const cv = await loadOpenCvNode();
    const frame = gradient(400, 300);
    const whole = shrinkFrame(cv, frame, 100, 75);
    expect([whole.width, whole.height, whole.data.length]).toEqual([100, 75, 100 * 75 * 4]);
    // Bands of 4 frame rows a output row: 10 output rows (4000 frame pixels × 4 rows) a band.
    expect(shrinkFrame(cv, frame, 100, 75, 400 * 40).data).toEqual(whole.data);
    // 300 rows into 70: 4.29 frame rows an output row, bands split between frame rows.
    const uneven = shrinkFrame(cv, frame, 100, 70);
    const banded = shrinkFrame(cv, frame, 100, 70, 400 * 30);
    const worst = Array.from(banded.data).reduce((most, v, i) => Math.max(most, Math.abs(v - uneven.data[i]!)), 0);
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('refuses a size larger than the frame or not whole pixels', async () => {
    const cv = await loadOpenCvNode();
    const frame = gradient(40, 30);
    expect(() => shrinkFrame(cv, frame, 41, 30)).toThrow("shrinkFrame: 41×30 is not a size from 1×1 to the frame's 40×30");
    expect(() => shrinkFrame(cv, frame, 10.5, 5)).toThrow(/not a size/);
    expect(() => shrinkFrame(cv, frame, 0, 5)).toThrow(/not a size/);
  });
});
