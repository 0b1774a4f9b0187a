/**
 * The vision Web Worker: exposes {@link VisionWorkerApi} with comlink. It owns OpenCV.js,
 * tfjs and the vision pipeline; frames arrive as transferred ImageBitmaps. No image logic of
 * its own: it converts the bitmap to an RGBA frame and calls src/vision.
 */
import * as Comlink from 'comlink';
import type { RgbaFrame } from '../core/types.ts';
import { classicalReader, type DieReader } from '../vision/dieReader.ts';
import { createModelReader, LIVE_TUNING } from '../vision/models/modelReader.ts';
import { VisionPipeline } from '../vision/pipeline.ts';
import { chooseBackend } from '../vision/tfjsBackend.ts';
import type { FrameOptions, StartStage, TimedFrameResult, TimedReading, VisionWorkerApi, WorkerInfo } from './api.ts';
import { WASM_PATHS } from './wasmPaths.ts';

interface Started { reader: DieReader; pipeline: VisionPipeline; info: WorkerInfo }

let starting: Promise<Started> | undefined;
let stage: StartStage = 'backend';
const stageListeners = new Set<(stage: StartStage) => void>();

/** Moves the start-up to `next` and tells every page waiting on it. */
function enterStage(next: StartStage): void {
  stage = next;
  for (const listener of stageListeners) void listener(next);
}

/** Loads OpenCV.js, the tfjs backend and the die reader once. */
function startOnce(): Promise<Started> {
  starting ??= (async () => {
    const t0 = performance.now();
    enterStage('backend');
    const [{ loadOpenCvBrowser }, choice] = await Promise.all([
      import('./opencvBrowser.ts'),
      chooseBackend(['webgl', 'wasm', 'cpu'], WASM_PATHS),
    ]);
    // OpenCV.js compiles while the models load (both on the backend chosen above).
    enterStage('models');
    const [cv, loaded] = await Promise.all([
      loadOpenCvBrowser(),
      import('../vision/models/loadBrowser.ts')
        .then(({ browserModelLoader }) => createModelReader(browserModelLoader()))
        .then((model) => ({ model }), (error: unknown) => ({ error })),
    ]);
    let reader: DieReader = classicalReader(cv);
    let readerError: string | undefined;
    if ('model' in loaded) {
      const { model } = loaded;
      reader = {
        method: 'model',
        read: (frame, options = {}) => model.read(frame, {
          dieKind: options.dieKind,
          arena: options.arena?.map(([x, y]) => [x, y]),
          // Streams read with the live tuning; a still picture as the CLI reads it.
          ...(options.still ? {} : { faceViews: LIVE_TUNING.faceViews, detectorViews: LIVE_TUNING.detectorViews }),
        }),
        dispose: () => model.dispose(),
      };
    } else {
      const { error } = loaded;
      readerError = `the trained models could not load (${error instanceof Error ? error.message : String(error)}): reading with the classical reader`;
    }
    return {
      reader,
      pipeline: new VisionPipeline(cv, reader),
      info: {
        backend: choice.backend, backendTimings: choice.timings, reader: reader.method, startMs: Math.round(performance.now() - t0),
        ...(readerError ? { readerError } : {}),
      },
    };
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
  async start(onStage?: (stage: StartStage) => void) {
    if (!onStage) return (await startOnce()).info;
    stageListeners.add(onStage);
    void onStage(stage);
    try {
      return (await startOnce()).info;
    } finally {
      stageListeners.delete(onStage);
      (onStage as Partial<Comlink.ProxyMethods>)[Comlink.releaseProxy]?.();
    }
  },
  async read(bitmap: ImageBitmap, options: FrameOptions): Promise<TimedReading> {
    const { reader } = await startOnce();
    const t0 = performance.now();
    const reading = await reader.read(bitmapToFrame(bitmap), { ...options, still: true });
    return { ...reading, readMs: performance.now() - t0 };
  },
  async process(bitmap: ImageBitmap, tMs: number, options: FrameOptions): Promise<TimedFrameResult> {
    const { pipeline } = await startOnce();
    const t0 = performance.now();
    const result = await pipeline.process(bitmapToFrame(bitmap), tMs, options);
    return { ...result, totalMs: performance.now() - t0 };
  },
  async reset() {
    (await startOnce()).pipeline.reset();
  },
};

Comlink.expose(api);
