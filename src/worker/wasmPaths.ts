/**
 * URLs of the tfjs wasm binaries as Vite bundles them (platform-notes.md: import the `.wasm`
 * files with `?url` and pass them to `setWasmPaths` as a map).
 */
import wasmPlain from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreadedSimd from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';

/** File name → bundled URL, for `selectBackend(..., WASM_PATHS)`. */
export const WASM_PATHS: Record<string, string> = {
  'tfjs-backend-wasm.wasm': wasmPlain,
  'tfjs-backend-wasm-simd.wasm': wasmSimd,
  'tfjs-backend-wasm-threaded-simd.wasm': wasmThreadedSimd,
};
