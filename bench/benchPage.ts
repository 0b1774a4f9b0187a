/**
 * Benchmark page: exposes `runBench(request)` for bench/vision.ts, which starts a fresh module
 * worker (bench.worker.ts) per backend and resolves with its reply.
 */
import type { BenchReply, BenchRequest } from './bench.worker.ts';

declare global {
  interface Window {
    /** Runs one backend's benchmark in a new worker; the frame's pixels arrive base64-encoded. */
    runBench(request: Omit<BenchRequest, 'frame'> & { width: number; height: number; rgbaBase64: string }): Promise<BenchReply>;
  }
}

window.runBench = (request) => new Promise((resolve) => {
  const bytes = Uint8ClampedArray.from(atob(request.rgbaBase64), (c) => c.charCodeAt(0));
  const worker = new Worker(new URL('./bench.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<BenchReply>) => {
    worker.terminate();
    resolve(event.data);
  };
  worker.onerror = (event) => {
    worker.terminate();
    resolve({ backend: request.backend, ok: false, error: event.message || 'worker failed to start' });
  };
  const message: BenchRequest = { backend: request.backend, warmup: request.warmup, runs: request.runs, frame: { width: request.width, height: request.height, data: bytes } };
  worker.postMessage(message, [bytes.buffer]);
});
