/**
 * Resampling RGBA frames into the networks' float inputs, in plain TypeScript (no tensors of
 * the full frame, so a 12-megapixel photo costs no more memory than its detector input).
 *
 * The same resampling is used in training (training-data/augment.py, train.py): shrinking
 * averages the source pixels each output pixel covers (OpenCV's INTER_AREA), enlarging is
 * bilinear with pixel centres at +0.5 (OpenCV's INTER_LINEAR).
 */
import type { RgbaFrame } from '../../core/types.ts';
import { checkFrame } from '../frame.ts';



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
 * Float memory kept between calls: a function that returns `length` floats (not zeroed), the
 * same memory each time while it is long enough, grown when it is not. A fresh large typed array
 * is slow to first write in Chromium (a page fault per 4 KiB page): in the worker,
 * `npm run bench:vision`'s 640 × 480 frame took 13.8 ms to resize into fresh arrays and 2.8 ms
 * into reused ones (Node: 3.6 ms either way; session 20). The caller must be done with one
 * call's floats before the next call.
 * @param limit longer requests (floats) get fresh memory that is not kept
 */
export function floatMemory(limit = Infinity): (length: number) => Float32Array {
  let memory = new Float32Array(0);
  return (length) => {
    if (length > limit) return new Float32Array(length);
    if (memory.length < length) memory = new Float32Array(length);
    return memory.subarray(0, length);
  };
}

/**
 * Memory of the row pass ({@link resampleSeparable}, synchronous, so done with it on return),
 * kept up to 2 Mi floats (8 MiB): a 640 × 480 frame's pass needs 0.55 Mi; a 12-megapixel photo's,
 * larger, gets fresh memory each time.
 */
const rowScratch = floatMemory(2 ** 21);

/**
 * Resamples the window of a frame that `tx` and `ty` cover into `out` at `offset`
 * (`ty.length × tx.length × 3` RGB floats 0..1, row-major): first along rows, then along columns.
 * @param tx horizontal taps, source columns of the frame; `ty` vertical taps, source rows
 */
function resampleSeparable(frame: RgbaFrame, tx: Taps, ty: Taps, out: Float32Array, offset: number): void {
  const { width, data } = frame;
  const outWidth = tx.start.length;
  const outHeight = ty.start.length;
  const { start: xs, count: xc, weight: xw, stride: xStride } = tx;
  const { start: ys, count: yc, weight: yw, stride: yStride } = ty;
  let top = Infinity;
  let bottom = -Infinity;
  for (let o = 0; o < outHeight; o++) {
    top = Math.min(top, ys[o]!);
    bottom = Math.max(bottom, ys[o]! + yc[o]!);
  }
  // Horizontal pass into rows of outWidth × 3, for the source rows top..bottom - 1.
  const rowLength = outWidth * 3;
  const rows = rowScratch((bottom - top) * rowLength);
  const used = new Uint8Array(bottom - top);
  for (let o = 0; o < outHeight; o++) for (let k = 0; k < yc[o]!; k++) used[ys[o]! + k - top] = 1;
  for (let y = top; y < bottom; y++) {
    if (!used[y - top]) continue;
    const src = y * width * 4;
    const dst = (y - top) * rowLength;
    for (let o = 0; o < outWidth; o++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let p = src + xs[o]! * 4;
      const w0 = o * xStride;
      const n = xc[o]!;
      for (let k = 0; k < n; k++, p += 4) {
        const w = xw[w0 + k]!;
        r += w * data[p]!;
        g += w * data[p + 1]!;
        b += w * data[p + 2]!;
      }
      rows[dst + o * 3] = r;
      rows[dst + o * 3 + 1] = g;
      rows[dst + o * 3 + 2] = b;
    }
  }
  // Vertical pass, scaled to 0..1.
  for (let o = 0; o < outHeight; o++) {
    const dst = offset + o * rowLength;
    out.fill(0, dst, dst + rowLength);
    for (let k = 0; k < yc[o]!; k++) {
      const w = yw[o * yStride + k]! / 255;
      const src = (ys[o]! + k - top) * rowLength;
      for (let i = 0; i < rowLength; i++) out[dst + i]! += w * rows[src + i]!;
    }
  }
}

/**
 * Resizes a frame to `outWidth × outHeight` RGB floats in 0..1, `outHeight × outWidth × 3`
 * row-major (the detector's input layout).
 * @param out where to write, exactly `outHeight × outWidth × 3` floats (a reader reuses one:
 *   {@link floatMemory}); default: new memory
 * @returns `out`
 * @throws Error when the frame is malformed, an output side is not positive or `out` is the wrong length
 */
export function resizeRgb(frame: RgbaFrame, outWidth: number, outHeight: number, out: Float32Array = new Float32Array(outHeight * outWidth * 3)): Float32Array {
  checkFrame(frame);
  if (!(outWidth > 0 && outHeight > 0)) throw new Error(`output size must be positive, got ${outWidth}×${outHeight}`);
  if (out.length !== outHeight * outWidth * 3) throw new Error(`output holds ${out.length} floats, expected ${outWidth}×${outHeight}×3 = ${outHeight * outWidth * 3}`);
  resampleSeparable(frame, taps(frame.width, outWidth), taps(frame.height, outHeight), out, 0);
  return out;
}

/**
 * 1-D taps of {@link cropSquare} along one axis: `size` outputs over the `sidePx` long span from
 * `first` (frame pixels) of an axis of `n` pixels. Each output averages `2 × grid` evenly spaced
 * bilinear samples (pixel centres at +0.5, clamped to the edge pixels), so its taps are the
 * samples' two-pixel weights summed over a short run of source pixels.
 */
function cropTaps(first: number, sidePx: number, size: number, n: number): Taps {
  const fine = size * 2;
  const step = sidePx / fine;
  const grid = Math.max(1, Math.ceil(step));
  const sub = step / grid;
  const perSample = 1 / (2 * grid);
  const stride = Math.ceil(2 * step) + 3;
  const start = new Int32Array(size);
  const count = new Int32Array(size);
  const weight = new Float32Array(size * stride);
  const sampleAt = (o: number, s: number): number => Math.min(n - 1, Math.max(0, first + (o * 2 + Math.floor(s / grid)) * step + ((s % grid) + 0.5) * sub - 0.5));
  for (let o = 0; o < size; o++) {
    const lo = Math.max(0, Math.min(n - 2, Math.floor(sampleAt(o, 0))));
    start[o] = lo;
    let last = lo;
    for (let s = 0; s < 2 * grid; s++) {
      const f = sampleAt(o, s);
      const i = Math.max(0, Math.min(n - 2, Math.floor(f)));
      const a = n === 1 ? 0 : f - i;
      weight[o * stride + i - lo]! += (1 - a) * perSample;
      if (n > 1) weight[o * stride + i + 1 - lo]! += a * perSample;
      last = Math.max(last, n > 1 ? i + 1 : i);
    }
    count[o] = last - lo + 1;
  }
  return { start, count, weight, stride };
}

/**
 * Cuts a square of side `sidePx` centred on (`cx`, `cy`) (frame pixels) and resamples it to
 * `size × size` RGB floats 0..1, written into `out` at `offset` (`size × size × 3`, row-major).
 * Sampling is bilinear at twice the output resolution, then 2 × 2 averaged; when the square is
 * much larger than the output, each sample averages a small grid (area-like). Outside the frame
 * the nearest edge pixel is used. Computed separably (rows, then columns): bilinear samples on
 * a grid are a product of one weight per axis.
 */
export function cropSquare(frame: RgbaFrame, cx: number, cy: number, sidePx: number, size: number, out: Float32Array, offset: number): void {
  const { width, height } = frame;
  resampleSeparable(frame, cropTaps(cx - sidePx / 2, sidePx, size, width), cropTaps(cy - sidePx / 2, sidePx, size, height), out, offset);
}
