/**
 * Loads OpenCV.js in Node (CLI, tests) once per process, through `createRequire` so that the
 * module object is never awaited (platform-notes.md, "OpenCV.js").
 */
import { createRequire } from 'node:module';
import { initOpenCv, type OpenCv } from './opencv.ts';

let loading: Promise<OpenCv> | undefined;

/**
 * Returns the process-wide OpenCV.js instance, loading it on first call (0.3–0.9 s here).
 *
 * @throws Error when `@techstark/opencv-js` cannot be required or its runtime never starts.
 */
export function loadOpenCvNode(): Promise<OpenCv> {
  if (!loading) {
    const require = createRequire(import.meta.url);
    const module: unknown = require('@techstark/opencv-js');
    loading = initOpenCv(module);
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
