/**
 * Loads OpenCV.js (about 11 MB) inside the worker, once. The module is imported statically
 * here and this file is imported dynamically by the worker, so OpenCV loads only when the
 * first frame needs it, and the raw module (which has a `.then`) is never awaited
 * (platform-notes.md, "OpenCV.js").
 */
import cvModule from '@techstark/opencv-js';
import { initOpenCv, type OpenCv } from '../vision/opencv.ts';

let loading: Promise<OpenCv> | undefined;

/**
 * Returns the worker's OpenCV.js instance, starting its runtime on the first call.
 * @throws Error when the runtime does not start (see {@link initOpenCv})
 */
export function loadOpenCvBrowser(): Promise<OpenCv> {
  loading ??= initOpenCv(cvModule);
  return loading;
}
