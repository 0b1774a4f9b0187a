/**
 * Resampling RGBA frames into the networks' float inputs, in plain TypeScript (no tensors of
 * the full frame, so a 12-megapixel photo costs no more memory than its detector input).
 *
 * The same resampling is used in training (training-data/augment.py, train.py): shrinking
 * averages the source pixels each output pixel covers (OpenCV's INTER_AREA), enlarging is
 * bilinear with pixel centres at +0.5 (OpenCV's INTER_LINEAR).
 */
import type { RgbaFrame } from '../../core/types.ts';

/**
 * Checks that a frame's buffer holds `width × height × 4` bytes.
 * @throws Error describing the mismatch
 */
export function checkFrame(frame: RgbaFrame): void {
  const { width, height, data } = frame;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new Error(`frame size must be positive whole pixels, got ${width}×${height}`);
  }
  if (data.length !== width * height * 4) {
    throw new Error(`frame data has ${data.length} bytes, expected ${width}×${height}×4 = ${width * height * 4}`);
  }
}

/** Weights of a 1-D resize: for each output index, source indices and weights summing to 1. */
interface Taps {
  start: Int32Array;
  count: Int32Array;
  weight: Float32Array;
  stride: number;
}

/** 1-D resampling taps from `n` source to `m` output samples (area when shrinking, bilinear when enlarging). */
function taps(n: number, m: number): Taps {
  const scale = n / m;
  if (scale > 1) {
    const stride = Math.ceil(scale) + 1;
    const start = new Int32Array(m);
    const count = new Int32Array(m);
    const weight = new Float32Array(m * stride);
    for (let i = 0; i < m; i++) {
      const a = i * scale;
      const b = a + scale;
      const first = Math.floor(a);
      let k = 0;
      for (let j = first; j < b && j < n; j++, k++) {
        weight[i * stride + k] = (Math.min(b, j + 1) - Math.max(a, j)) / scale;
      }
      start[i] = first;
      count[i] = k;
    }
    return { start, count, weight, stride };
  }
  const stride = 2;
  const start = new Int32Array(m);
  const count = new Int32Array(m).fill(2);
  const weight = new Float32Array(m * 2);
  for (let i = 0; i < m; i++) {
    const x = Math.min(n - 1, Math.max(0, (i + 0.5) * scale - 0.5));
    const j = Math.min(n - 2, Math.floor(x));
    const f = n === 1 ? 0 : x - Math.max(0, j);
    start[i] = Math.max(0, j);
    weight[i * 2] = 1 - f;
    weight[i * 2 + 1] = n === 1 ? 0 : f;
    if (n === 1) count[i] = 1;
  }
  return { start, count, weight, stride };
}

/**
 * Resizes a frame to `outWidth × outHeight` RGB floats in 0..1, `outHeight × outWidth × 3`
 * row-major (the detector's input layout).
 * @throws Error when the frame is malformed or an output side is not positive
 */
export function resizeRgb(frame: RgbaFrame, outWidth: number, outHeight: number): Float32Array {
  checkFrame(frame);
  if (!(outWidth > 0 && outHeight > 0)) throw new Error(`output size must be positive, got ${outWidth}×${outHeight}`);
  const { width, height, data } = frame;
  const tx = taps(width, outWidth);
  const ty = taps(height, outHeight);
  // Horizontal pass into rows of outWidth × 3, only for source rows that are used.
  const rows = new Float32Array(height * outWidth * 3);
  const used = new Uint8Array(height);
  for (let o = 0; o < outHeight; o++) for (let k = 0; k < ty.count[o]!; k++) used[ty.start[o]! + k] = 1;
  for (let y = 0; y < height; y++) {
    if (!used[y]) continue;
    const src = y * width * 4;
    const dst = y * outWidth * 3;
    for (let o = 0; o < outWidth; o++) {
      let r = 0;
      let g = 0;
      let b = 0;
      const s0 = tx.start[o]!;
      for (let k = 0; k < tx.count[o]!; k++) {
        const w = tx.weight[o * tx.stride + k]!;
        const p = src + (s0 + k) * 4;
        r += w * data[p]!;
        g += w * data[p + 1]!;
        b += w * data[p + 2]!;
      }
      rows[dst + o * 3] = r;
      rows[dst + o * 3 + 1] = g;
      rows[dst + o * 3 + 2] = b;
    }
  }
  const out = new Float32Array(outHeight * outWidth * 3);
  const rowLength = outWidth * 3;
  for (let o = 0; o < outHeight; o++) {
    const dst = o * rowLength;
    for (let k = 0; k < ty.count[o]!; k++) {
      const w = ty.weight[o * ty.stride + k]! / 255;
      const src = (ty.start[o]! + k) * rowLength;
      for (let i = 0; i < rowLength; i++) out[dst + i]! += w * rows[src + i]!;
    }
  }
  return out;
}

/**
 * Cuts a square of side `sidePx` centred on (`cx`, `cy`) (frame pixels) and resamples it to
 * `size × size` RGB floats 0..1, written into `out` at `offset` (`size × size × 3`, row-major).
 * Sampling is bilinear at twice the output resolution, then 2 × 2 averaged; when the square is
 * much larger than the output, each sample averages a small grid (area-like). Outside the frame
 * the nearest edge pixel is used.
 */
export function cropSquare(frame: RgbaFrame, cx: number, cy: number, sidePx: number, size: number, out: Float32Array, offset: number): void {
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
