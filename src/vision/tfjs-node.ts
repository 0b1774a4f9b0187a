/**
 * tfjs start-up in Node (CLI, tests, benchmarks): the wasm backend, loaded from
 * `node_modules/@tensorflow/tfjs-backend-wasm/dist` (platform-notes.md, "Node wasm path").
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { selectBackend, type BackendName } from './tfjsBackend.ts';

/**
 * Starts tfjs in Node on the wasm backend, falling back to cpu.
 * @returns the backend in use
 * @throws Error when neither backend starts
 */
export function startTfjsNode(): Promise<BackendName> {
  const require = createRequire(import.meta.url);
  const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  return selectBackend(['wasm', 'cpu'], `${wasmDir}/`);
}
