/**
 * Chooses the tfjs backend for model inference, in Node and in the worker.
 *
 * Every backend of the preference list that starts runs a short convolution benchmark and
 * the fastest wins (platform-notes.md: in headless Chromium WebGL starts on SwiftShader but is
 * 5–20× slower than wasm, while on a laptop GPU it may win — so pick by measuring, not by
 * name). tfjs picks the wasm build itself: SIMD in Node (one thread), and in the browser the
 * threaded SIMD build where the page is cross-origin isolated (vite.config.ts sends COOP/COEP),
 * the one-thread SIMD build elsewhere. On the 2-core build machine the threaded build's pool has
 * one thread (`npm run bench:vision` reports it, session 19). platform-notes.md saw the threaded
 * build hang in an earlier Vite worker bundle; the browser tests run the app's worker with it.
 *
 * Two candidates are not timed, to start sooner: WebGL drawn by a software renderer (Chromium's
 * SwiftShader without a GPU, Mesa's llvmpipe), whose benchmark alone took 7.5 s of a 12.5 s
 * worker start-up in headless Chromium here and measured 300–500 ms per convolution against
 * wasm's 5.8 ms (session 32); and the pure-JavaScript `cpu` backend once another has started
 * (72 ms against wasm's 5.8 ms, the same runs). Each is still used when nothing else starts.
 */
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

/** A tfjs backend name this project uses. */
export type BackendName = 'webgl' | 'wasm' | 'cpu';

/**
 * Where the wasm binaries live: a directory URL or path ending in `/` (Node), or a map from
 * file name to URL (Vite `?url` imports in the worker).
 */
export type WasmPaths = string | Record<string, string>;

/** What the start-up benchmark measured for one backend. */
export interface BackendTiming {
  backend: BackendName;
  /** Median time of the benchmark convolution, ms; `null` when the backend did not start. */
  ms: number | null;
  /** Why it did not start. */
  error?: string;
  /**
   * Why it was neither started nor timed (`ms` is `null`): `software-renderer`, WebGL drawn on
   * the CPU (see `renderer`); `fallback`, the `cpu` backend once a faster one has started.
   */
  skipped?: 'software-renderer' | 'fallback';
  /** The software renderer's name, with `skipped: 'software-renderer'`. */
  renderer?: string;
}

/**
 * Renderers that draw WebGL on the CPU: Chromium's SwiftShader (headless, no GPU or a blocked
 * one), Mesa's llvmpipe and softpipe, Windows' Basic Render Driver.
 */
const SOFTWARE_RENDERER = /SwiftShader|llvmpipe|softpipe|Basic Render Driver/i;

/**
 * The WebGL renderer's name where it draws on the CPU, e.g. `ANGLE (Google, Vulkan 1.3.0
 * (SwiftShader Device (Subzero) …), SwiftShader driver)`; `null` for a GPU, or where no WebGL
 * context opens (Node, a browser without OffscreenCanvas) or the renderer is not disclosed.
 * Opens and releases a 1×1 OffscreenCanvas context of its own.
 */
export function softwareWebglRenderer(): string | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const gl = new OffscreenCanvas(1, 1).getContext('webgl2') ?? new OffscreenCanvas(1, 1).getContext('webgl');
  if (!gl) return null;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return typeof renderer === 'string' && SOFTWARE_RENDERER.test(renderer) ? renderer : null;
}

/** The chosen backend and every candidate's timing. */
export interface BackendChoice {
  backend: BackendName;
  timings: BackendTiming[];
}

/**
 * Median time of a small convolution stack on the current backend, ms: a 1×96×96×8 input
 * through two 3×3×8×16 / 3×3×16×16 convolutions, roughly one die-reader layer's work.
 */
async function convolutionMs(runs = 5): Promise<number> {
  const input = tf.randomNormal([1, 96, 96, 8]) as tf.Tensor4D;
  const k1 = tf.randomNormal([3, 3, 8, 16]) as tf.Tensor4D;
  const k2 = tf.randomNormal([3, 3, 16, 16]) as tf.Tensor4D;
  const once = async () => {
    const out = tf.tidy(() => tf.conv2d(tf.relu(tf.conv2d(input, k1, 1, 'same')), k2, 1, 'same'));
    await out.data();
    out.dispose();
  };
  await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  tf.dispose([input, k1, k2]);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Starts one backend and makes it current. @throws Error when it does not start */
async function startBackend(name: BackendName, wasmPaths?: WasmPaths): Promise<void> {
  if (name === 'wasm') {
    if (wasmPaths === undefined) throw new Error('no wasm paths given');
    setWasmPaths(wasmPaths as Parameters<typeof setWasmPaths>[0]);
  }
  if (!(await tf.setBackend(name))) throw new Error('did not start');
  await tf.ready();
}

/**
 * Starts the backends of `preference`, times each, and makes the fastest current (ties go to
 * the earlier one in `preference`). WebGL on a software renderer ({@link softwareWebglRenderer})
 * and `cpu` after another backend has started are skipped, not timed (see the module's note);
 * when nothing else starts, they are timed in turn as the fallback.
 *
 * @param preference backend names, in order of preference
 * @param wasmPaths where the wasm binaries are, required when `preference` includes `wasm`
 * @returns the backend now in use and what each candidate measured, in `preference` order
 * @throws Error listing every backend's failure when none starts
 */
export async function chooseBackend(preference: readonly BackendName[], wasmPaths?: WasmPaths): Promise<BackendChoice> {
  const timings = new Map<BackendName, BackendTiming>();
  const time = async (backend: BackendName): Promise<void> => {
    try {
      await startBackend(backend, wasmPaths);
      timings.set(backend, { backend, ms: await convolutionMs() });
    } catch (error) {
      timings.set(backend, { backend, ms: null, error: error instanceof Error ? error.message : String(error) });
    }
  };
  const anyStarted = () => [...timings.values()].some((t) => t.ms !== null);
  for (const backend of preference) {
    const software = backend === 'webgl' ? softwareWebglRenderer() : null;
    if (software !== null) {
      timings.set(backend, { backend, ms: null, skipped: 'software-renderer', renderer: software });
    } else if (backend === 'cpu' && anyStarted()) {
      timings.set(backend, { backend, ms: null, skipped: 'fallback' });
    } else {
      await time(backend);
    }
  }
  for (const skipped of [...timings.values()].filter((t) => t.skipped !== undefined)) {
    if (anyStarted()) break;
    await time(skipped.backend);
  }
  const ordered = preference.map((backend) => timings.get(backend)!);
  const started = ordered.filter((t): t is BackendTiming & { ms: number } => t.ms !== null);
  if (started.length === 0) {
    throw new Error(`no tfjs backend could start (${ordered.map((t) => `${t.backend}: ${t.error}`).join('; ')})`);
  }
  const fastest = started.reduce((best, t) => (t.ms < best.ms ? t : best));
  await tf.setBackend(fastest.backend);
  await tf.ready();
  return { backend: fastest.backend, timings: ordered };
}

/**
 * Starts the first backend of `preference` that starts, without benchmarking.
 * @returns the backend now in use
 * @throws Error listing every backend's failure when none starts
 */
export async function selectBackend(preference: readonly BackendName[], wasmPaths?: WasmPaths): Promise<BackendName> {
  const failures: string[] = [];
  for (const name of preference) {
    try {
      await startBackend(name, wasmPaths);
      return name;
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`no tfjs backend could start (${failures.join('; ')})`);
}
