/**
 * Loads OpenCV.js in Node (CLI, tests) once per process, through `createRequire` so that the
 * module object is never awaited (platform-notes.md, "OpenCV.js").
 */
import { createRequire } from 'node:module';
import { initOpenCv, type OpenCv } from './opencv.ts';

let loading: Promise<OpenCv> | undefined;

/**
 * Runs `load`, then takes away the `uncaughtException` and `unhandledRejection` handlers it added
 * to the process. OpenCV.js's Emscripten runtime adds both on loading in Node: the first rethrows
 * an error from inside its handler, so Node prints the throwing line, the whole minified
 * opencv.js (10 MB on stderr); the second aborts. Without them errors end the process as Node's
 * own do: the message and stack, exit status 1.
 */
function requireLeavingProcessHandlers<T>(load: () => T): T {
  const uncaught = process.listeners('uncaughtException');
  const rejection = process.listeners('unhandledRejection');
  try {
    return load();
  } finally {
    for (const listener of process.listeners('uncaughtException')) {
      if (!uncaught.includes(listener)) process.removeListener('uncaughtException', listener);
    }
    for (const listener of process.listeners('unhandledRejection')) {
      if (!rejection.includes(listener)) process.removeListener('unhandledRejection', listener);
    }
  }
}

/**
 * Returns the process-wide OpenCV.js instance, loading it on first call (0.3–0.9 s here).
 *
 * @throws Error when `@techstark/opencv-js` cannot be required or its runtime never starts.
 */
export function loadOpenCvNode(): Promise<OpenCv> {
  if (!loading) {
    const require = createRequire(import.meta.url);
    const module: unknown = requireLeavingProcessHandlers(() => require('@techstark/opencv-js'));
    loading = initOpenCv(module);
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
