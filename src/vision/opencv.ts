/**
 * OpenCV.js start-up, shared by Node (CLI, tests) and the browser worker.
 *
 * The `@techstark/opencv-js` module object is an Emscripten module with a `.then` method:
 * awaiting it directly loops forever (platform-notes.md, "OpenCV.js"). {@link initOpenCv}
 * waits for `onRuntimeInitialized` instead and deletes `then`. No Node imports here: the
 * worker bundles this file; the Node loader is `opencv-node.ts`.
 */
import type { CV } from '@techstark/opencv-js';

/** The OpenCV.js API object (`cv`), as typed by `@techstark/opencv-js` 4.12. */
export type OpenCv = CV;

/** The raw module object before its runtime is ready: may carry `then` and `onRuntimeInitialized`. */
interface RawOpenCvModule {
  Mat?: unknown;
  then?: unknown;
  onRuntimeInitialized?: () => void;
}

/**
 * Waits until an OpenCV.js module's WebAssembly runtime is ready and returns it as `cv`.
 *
 * @param module the object exported by `@techstark/opencv-js` (never awaited here).
 * @param timeoutMs how long to wait for `onRuntimeInitialized`, in ms (default 30 000).
 * @returns the same object, with `then` deleted so it can be awaited safely afterwards.
 * @throws Error when the runtime is not ready within `timeoutMs`, or `module` is not an object.
 */
export async function initOpenCv(module: unknown, timeoutMs = 30_000): Promise<OpenCv> {
  if (module === null || (typeof module !== 'object' && typeof module !== 'function')) {
    throw new Error(`initOpenCv: expected the OpenCV.js module object, got ${typeof module}`);
  }
  const raw = module as RawOpenCvModule;
  if (typeof raw.Mat !== 'function') {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`initOpenCv: OpenCV.js runtime not ready after ${timeoutMs} ms`)),
        timeoutMs,
      );
      const previous = raw.onRuntimeInitialized;
      raw.onRuntimeInitialized = () => {
        clearTimeout(timer);
        previous?.();
        resolve();
      };
      // The runtime may have become ready between the check and the hook.
      if (typeof raw.Mat === 'function') {
        clearTimeout(timer);
        resolve();
      }
    });
  }
  delete raw.then;
  return raw as unknown as OpenCv;
}
