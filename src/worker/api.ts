/**
 * The vision worker's API as the page sees it through comlink. The page imports this file
 * with `import type` only, so no worker code is bundled into the page.
 */
import type { ArenaReading, DieKind } from '../core/types.ts';
import type { BackendName } from '../vision/tfjsBackend.ts';

/** What the worker reports once it has started. */
export interface WorkerInfo {
  /** The tfjs backend in use (chosen webgl → wasm → cpu). */
  backend: BackendName;
  /** Time to load OpenCV.js and start tfjs, in ms. */
  startMs: number;
}

/** Options for reading one frame. */
export interface FrameOptions {
  /** Which faces the dice can show. */
  dieKind: DieKind;
  /** Arena polygon `[[x, y], ...]` in frame pixels; proposed from the image when absent. */
  arena?: [number, number][];
}

/** A reading with the time the worker spent on it. */
export interface TimedReading extends ArenaReading {
  /** Time from receiving the frame to having the reading, in ms. */
  readMs: number;
}

/** Methods the worker exposes. */
export interface VisionWorkerApi {
  /**
   * Loads OpenCV.js and starts tfjs. Idempotent.
   * @throws Error when OpenCV.js or every tfjs backend fails to start
   */
  start(): Promise<WorkerInfo>;
  /**
   * Finds and reads every die in `frame`. The bitmap is transferred and closed here.
   * @throws Error when the frame cannot be read (e.g. a zero-size bitmap)
   */
  read(frame: ImageBitmap, options: FrameOptions): Promise<TimedReading>;
}
