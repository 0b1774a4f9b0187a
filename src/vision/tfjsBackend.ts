/**
 * Chooses the tfjs backend for model inference, in Node and in the worker.
 *
 * Backends are tried in order and the first that initialises wins (architecture.md:
 * webgl → wasm → cpu in the browser; wasm → cpu in Node). Only single-threaded SIMD wasm is
 * used: multi-threaded wasm hung in a Vite worker bundle (platform-notes.md, "Inference speed").
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

/**
 * Initialises the first backend of `preference` that starts and makes it current.
 *
 * @param preference backend names in order of preference
 * @param wasmPaths where the wasm binaries are, required when `preference` includes `wasm`
 * @returns the backend now in use
 * @throws Error listing every backend's failure when none starts
 */
export async function selectBackend(preference: readonly BackendName[], wasmPaths?: WasmPaths): Promise<BackendName> {
  const failures: string[] = [];
  for (const name of preference) {
    try {
      if (name === 'wasm') {
        if (wasmPaths === undefined) throw new Error('no wasm paths given');
        setWasmPaths(wasmPaths as Parameters<typeof setWasmPaths>[0]);
      }
      if (await tf.setBackend(name)) {
        await tf.ready();
        return name;
      }
      failures.push(`${name}: did not start`);
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`no tfjs backend could start (${failures.join('; ')})`);
}
