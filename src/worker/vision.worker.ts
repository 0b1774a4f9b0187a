/**
 * The vision Web Worker: exposes {@link VisionWorkerApi} with comlink. It owns OpenCV.js and
 * tfjs; frames arrive as transferred ImageBitmaps. No image logic of its own: it converts the
 * bitmap to an RGBA frame and calls src/vision.
 */
import * as Comlink from 'comlink';
import type { RgbaFrame } from '../core/types.ts';
import type { OpenCv } from '../vision/opencv.ts';
import { readDice } from '../vision/readDice.ts';
import { selectBackend } from '../vision/tfjsBackend.ts';
import type { FrameOptions, TimedReading, VisionWorkerApi, WorkerInfo } from './api.ts';
import { WASM_PATHS } from './wasmPaths.ts';

let starting: Promise<{ cv: OpenCv; info: WorkerInfo }> | undefined;

/** Loads OpenCV.js and the tfjs backend once. */
function startOnce(): Promise<{ cv: OpenCv; info: WorkerInfo }> {
  starting ??= (async () => {
    const t0 = performance.now();
    const [{ loadOpenCvBrowser }, backend] = await Promise.all([
      import('./opencvBrowser.ts'),
      selectBackend(['webgl', 'wasm', 'cpu'], WASM_PATHS),
    ]);
    const cv = await loadOpenCvBrowser();
    return { cv, info: { backend, startMs: Math.round(performance.now() - t0) } };
  })();
  starting.catch(() => {
    starting = undefined;
  });
  return starting;
}

/**
 * Copies an ImageBitmap's pixels into an RGBA frame and closes the bitmap.
 * @throws Error when the bitmap has no pixels
 */
function bitmapToFrame(bitmap: ImageBitmap): RgbaFrame {
  const { width, height } = bitmap;
  if (width === 0 || height === 0) throw new Error('the frame is empty (0 × 0 pixels)');
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('OffscreenCanvas 2d context is not available in this browser');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const image = context.getImageData(0, 0, width, height);
  return { width, height, data: image.data };
}

const api: VisionWorkerApi = {
  async start() {
    return (await startOnce()).info;
  },
  async read(bitmap: ImageBitmap, options: FrameOptions): Promise<TimedReading> {
    const { cv } = await startOnce();
    const t0 = performance.now();
    const frame = bitmapToFrame(bitmap);
    const reading = readDice(cv, frame, { dieKind: options.dieKind, arena: options.arena });
    return { ...reading, readMs: performance.now() - t0 };
  },
};

Comlink.expose(api);
