import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The web app: `index.html` → `src/app/main.tsx` (live referee), `review.html` →
 * `src/app/review/main.tsx` (review of a recorded game); the vision worker is an ES module worker
 * (`src/worker/vision.worker.ts`). OpenCV.js is large (about 11 MB) and only the worker
 * imports it.
 */
/**
 * Cross-origin isolation (COOP + COEP), so that the worker's tfjs wasm backend may use
 * SharedArrayBuffer and run on several threads (tfjs-backend-wasm-threaded-simd.wasm): the pages
 * load nothing from other origins.
 */
const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  server: { port: 5173, strictPort: false, host: '127.0.0.1', headers: ISOLATED },
  preview: { port: 4173, host: '127.0.0.1', headers: ISOLATED },
  // The worker's code is not minified: tfjs-backend-wasm starts its threads from the source text
  // of a function (`wasmFactoryThreadedSimd.toString()`), which minification breaks ("e is not
  // defined" in each thread, and vision never starts). tensorflow/tfjs#4107 and #4539.
  worker: { format: 'es', rolldownOptions: { output: { minify: 'dce-only' } } },
  optimizeDeps: {
    // Pre-bundle the worker's dependencies at start-up: discovered later, they would make the
    // dev server reload the page while the worker loads.
    entries: ['index.html', 'review.html', 'src/worker/vision.worker.ts'],
    include: ['@tensorflow/tfjs', '@tensorflow/tfjs-backend-wasm', '@techstark/opencv-js', 'comlink', 'react', 'react-dom/client'],
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 16_000,
    // Two pages: the live referee and the review of a recorded game.
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        review: fileURLToPath(new URL('./review.html', import.meta.url)),
      },
    },
  },
});
