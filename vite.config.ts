import { defineConfig } from 'vite';

/**
 * The web app: `index.html` → `src/app/main.tsx`; the vision worker is an ES module worker
 * (`src/worker/vision.worker.ts`). OpenCV.js is large (about 11 MB) and only the worker
 * imports it.
 */
export default defineConfig({
  server: { port: 5173, strictPort: false, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  worker: { format: 'es' },
  optimizeDeps: {
    exclude: ['@tensorflow/tfjs-backend-wasm'],
  },
  build: { target: 'es2022', chunkSizeWarningLimit: 16_000 },
});
