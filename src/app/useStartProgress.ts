/**
 * How far the vision worker's start-up has got, for the status line: its stage (worker
 * `StartStage`) and the whole seconds since the page began waiting, counted once a second until
 * the worker has started.
 */
import { useCallback, useEffect, useState } from 'react';
import type { StartStage } from '../worker/api.ts';

/**
 * Seconds after which the start-up counts as stalled and the status line says to reload: six
 * times the slowest start-up measured here (4–10 s on the 2-core build machine, dev server and
 * built app, tests/browser/worker.test.ts), as when a tfjs wasm thread fails and the backend
 * never becomes ready.
 */
export const SLOW_START_S = 60;

/** The start-up's stage (null before the worker has said) and seconds waited (whole, ≥ 0). */
export interface StartProgress {
  stage: StartStage | null;
  seconds: number;
}

/**
 * Tracks the worker's start-up while `started` is false.
 * @returns the progress, and `onStage` to pass to `VisionClient.start` (stable across renders)
 */
export function useStartProgress(started: boolean): StartProgress & { onStage: (stage: StartStage) => void } {
  const [stage, setStage] = useState<StartStage | null>(null);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (started) return;
    const t0 = performance.now();
    const timer = setInterval(() => setSeconds(Math.floor((performance.now() - t0) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [started]);
  const onStage = useCallback((next: StartStage) => setStage(next), []);
  return { stage, seconds, onStage };
}
