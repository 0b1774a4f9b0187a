/**
 * The page's handle on the vision worker: starts it lazily, wraps it with comlink, and lets
 * the latest frame win — while the worker is busy, new frames are dropped (closed), never
 * queued (style-examples.md, vladmandic/human).
 */
import * as Comlink from 'comlink';
import type { FrameOptions, StartStage, TimedFrameResult, TimedReading, VisionWorkerApi, WorkerInfo } from './api.ts';

/** The work in progress was cancelled with {@link VisionClient.cancel}. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

/** Owns one vision worker. */
export class VisionClient {
  private worker: Worker | undefined;
  private remote: Comlink.Remote<VisionWorkerApi> | undefined;
  private busy = false;
  /** Why the worker stopped by itself (a script error or a failed load), once it has. */
  private crash: Error | undefined;
  /** The calls waiting on the worker, rejected if it stops by itself (each leaves the set as it settles). */
  private readonly waiting = new Set<(error: Error) => void>();
  private cancelInFlight: ((reason: Error) => void) | undefined;

  /** Whether a frame is being read now (frames offered meanwhile are dropped). */
  get isBusy(): boolean {
    return this.busy;
  }

  /**
   * Starts the worker (OpenCV.js + tfjs backend). Safe to call more than once.
   * @param onStage told the stage the start-up is in, then each new one until it is done
   * @throws Error with the worker's message when it fails to start
   */
  async start(onStage?: (stage: StartStage) => void): Promise<WorkerInfo> {
    return this.guard(this.api().start(onStage ? Comlink.proxy(onStage) : undefined));
  }

  /**
   * Reads one still frame unless a read is already in progress.
   * @param frame transferred to the worker (unusable here afterwards)
   * @returns the reading, or `null` when the frame was dropped because the worker was busy
   * @throws Error with the worker's message when reading fails
   */
  read(frame: ImageBitmap, options: FrameOptions): Promise<TimedReading | null> {
    return this.unlessBusy(frame, (api) => api.read(Comlink.transfer(frame, [frame]), options));
  }

  /**
   * Processes one stream frame (motion gate, and the dice when settled) unless the worker is
   * busy: the latest frame wins.
   * @param tMs the frame's time in ms
   * @returns the result, or `null` when the frame was dropped
   * @throws Error with the worker's message when processing fails
   */
  process(frame: ImageBitmap, tMs: number, options: FrameOptions): Promise<TimedFrameResult | null> {
    return this.unlessBusy(frame, (api) => api.process(Comlink.transfer(frame, [frame]), tMs, options));
  }

  /** Forgets the stream's background and arena (call when the source changes). */
  async reset(): Promise<void> {
    await this.guard(this.api().reset());
  }

  /**
   * Cancels the frame being processed, if any: the worker is stopped (its work cannot be
   * interrupted otherwise) and the pending call rejects with a {@link CancelledError}. The
   * next call starts a fresh worker.
   * @returns whether there was work to cancel
   */
  cancel(): boolean {
    if (!this.busy || !this.cancelInFlight) return false;
    this.cancelInFlight(new CancelledError());
    this.terminate();
    return true;
  }

  /** Stops the worker; the next call starts a fresh one. */
  terminate(): void {
    this.remote?.[Comlink.releaseProxy]();
    this.worker?.terminate();
    this.worker = undefined;
    this.remote = undefined;
    this.crash = undefined;
    this.waiting.clear();
    this.busy = false;
  }

  /** Runs `call` with the frame unless busy; a dropped frame is closed. */
  private async unlessBusy<T>(frame: ImageBitmap, call: (api: Comlink.Remote<VisionWorkerApi>) => Promise<T>): Promise<T | null> {
    if (this.busy) {
      frame.close();
      return null;
    }
    this.busy = true;
    const cancelled = new Promise<never>((_, reject) => {
      this.cancelInFlight = reject;
    });
    try {
      return await Promise.race([this.guard(call(this.api())), cancelled]);
    } finally {
      this.busy = false;
      this.cancelInFlight = undefined;
    }
  }

  /**
   * Rejects `call` when the worker itself fails (a script error or a failed load). Nothing of a
   * settled call is kept: a race with one long-lived "crashed" promise held every frame's
   * result through that promise's reactions (about 1.3 MB a minute of camera).
   */
  private guard<T>(call: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.crash) {
        reject(this.crash);
        return;
      }
      this.waiting.add(reject);
      call.then(resolve, reject).finally(() => this.waiting.delete(reject));
    });
  }

  private api(): Comlink.Remote<VisionWorkerApi> {
    if (!this.remote) {
      this.worker = new Worker(new URL('./vision.worker.ts', import.meta.url), { type: 'module' });
      this.remote = Comlink.wrap<VisionWorkerApi>(this.worker);
      const worker = this.worker;
      worker.addEventListener('error', (event) => {
        if (this.worker !== worker) return; // a worker already replaced
        this.crash = new Error(`the vision worker stopped: ${event.message || 'its script could not be loaded'}`);
        for (const reject of this.waiting) reject(this.crash);
        this.waiting.clear();
      });
    }
    return this.remote;
  }
}
