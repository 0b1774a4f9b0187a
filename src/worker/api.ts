/**
 * The vision worker's API as the page sees it through comlink. The page imports this file
 * with `import type` only, so no worker code is bundled into the page.
 */
import type { ArenaReading } from '../core/types.ts';
import type { FrameOptions, FrameResult } from '../vision/pipeline.ts';
import type { BackendName, BackendTiming } from '../vision/tfjsBackend.ts';

/** What the worker reports once it has started. */
export interface WorkerInfo {
  /** The tfjs backend in use: the fastest of webgl, wasm and cpu at start-up. */
  backend: BackendName;
  /** What the start-up benchmark measured for each backend. */
  backendTimings: BackendTiming[];
  /** Which die reader reads: trained models, or classical OpenCV when no model could load. */
  reader: 'classical' | 'model';
  /** Why the trained models are not used, when they are not. */
  readerError?: string;
  /** Time to load OpenCV.js, tfjs and the reader, in ms. */
  startMs: number;
}

/**
 * How far the worker's start-up has got: `backend` while the tfjs backends (webgl, wasm, cpu)
 * are started and timed, `models` while OpenCV.js compiles and the trained models load. On the
 * 2-core build machine each takes a few seconds (the whole start-up 10–14 s in CI runs, up to
 * 40 s with the machine loaded).
 */
export type StartStage = 'backend' | 'models';

/**
 * Options for reading one frame: the pipeline's own (src/vision/pipeline.ts `FrameOptions`);
 * `read`, `still` and `recording` matter to `process` only (`read` reads one still picture
 * with the still tuning whatever they say).
 */
export type { FrameOptions } from '../vision/pipeline.ts';

/** A reading with the time the worker spent on it. */
export interface TimedReading extends ArenaReading {
  /** Time from receiving the frame to having the reading, in ms. */
  readMs: number;
}

/** A processed stream frame (see src/vision/pipeline.ts) and the worker's total time on it. */
export interface TimedFrameResult extends FrameResult {
  /** Time from receiving the frame to having the result, in ms. */
  totalMs: number;
}

/** Methods the worker exposes. */
export interface VisionWorkerApi {
  /**
   * Loads OpenCV.js, starts tfjs and the die reader. Idempotent.
   * @param onStage told the stage the start-up is in now, then each new stage until it is done
   *   (through comlink: pass `Comlink.proxy(callback)`)
   * @throws Error when OpenCV.js or every tfjs backend fails to start
   */
  start(onStage?: (stage: StartStage) => void): Promise<WorkerInfo>;
  /**
   * Finds and reads every die in one still picture. The bitmap is transferred and closed here.
   * @throws Error when the frame cannot be read (e.g. a zero-size bitmap)
   */
  read(frame: ImageBitmap, options: FrameOptions): Promise<TimedReading>;
  /**
   * Processes one frame of a stream (camera, video): motion gate, and the dice when nothing
   * moves. The bitmap is transferred and closed here.
   * @param tMs the frame's time in ms (camera: performance.now(); video: media time)
   */
  process(frame: ImageBitmap, tMs: number, options: FrameOptions): Promise<TimedFrameResult>;
  /** Forgets the stream's background and arena (a new source). */
  reset(): Promise<void>;
}
