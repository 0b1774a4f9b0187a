/**
 * Benchmark worker: loads the trained reader as the app's vision worker would (browser model
 * loader, tfjs backend chosen by name) and times `read` on a frame it is sent.
 */
import * as tf from '@tensorflow/tfjs';
import { getThreadsCount } from '@tensorflow/tfjs-backend-wasm';
import type { RgbaFrame } from '../src/core/types.ts';
import { browserModelLoader } from '../src/vision/models/loadBrowser.ts';
import { createModelReader, LIVE_TUNING } from '../src/vision/models/modelReader.ts';
import { selectBackend, type BackendName } from '../src/vision/tfjsBackend.ts';
import { WASM_PATHS } from '../src/worker/wasmPaths.ts';
import { timeStages, type StageTimes } from './stages.ts';
import { summariseTimes, timeRuns, type TimingSummary } from './timing.ts';

/** Message to the worker: which backend, the frame, warm-up and timed run counts. */
export interface BenchRequest {
  backend: BackendName;
  frame: RgbaFrame;
  warmup: number;
  runs: number;
}

/** Reply: the timing, the dice found on the last run, each step's time, or why the backend could not run. */
export type BenchReply =
  | { backend: BackendName; ok: true; timing: TimingSummary; dice: number; loadMs: number; stages: StageTimes; wasmFeatures?: WasmFeatures }
  | { backend: BackendName; ok: false; error: string };

/**
 * Which build of tfjs's wasm backend runs: with SIMD instructions, with threads (cross-origin
 * isolated pages), and how many threads XNNPACK's pool has (on the 2-core build machine: one, also
 * with `setThreadsCount(2)`, session 19).
 */
export interface WasmFeatures {
  simd: boolean;
  threads: boolean;
  threadCount: number;
}

self.onmessage = async (event: MessageEvent<BenchRequest>) => {
  const { backend, frame, warmup, runs } = event.data;
  try {
    const t0 = performance.now();
    const used = await selectBackend([backend], WASM_PATHS);
    if (used !== backend) throw new Error(`backend ${backend} did not start`);
    const loader = browserModelLoader();
    const reader = await createModelReader(loader, LIVE_TUNING);
    const loadMs = performance.now() - t0;
    let dice = 0;
    const times = await timeRuns(async () => {
      dice = (await reader.read(frame)).dice.length;
    }, warmup, runs);
    const stages = await timeStages(loader, reader, frame, warmup, runs);
    reader.dispose();
    const wasmFeatures = backend === 'wasm'
      ? { simd: Boolean(await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT')), threads: Boolean(await tf.env().getAsync('WASM_HAS_MULTITHREAD_SUPPORT')), threadCount: getThreadsCount() }
      : undefined;
    const reply: BenchReply = { backend, ok: true, timing: summariseTimes(times), dice, loadMs: Math.round(loadMs), stages, wasmFeatures };
    self.postMessage(reply);
  } catch (error) {
    const reply: BenchReply = { backend, ok: false, error: error instanceof Error ? error.message : String(error) };
    self.postMessage(reply);
  }
};
