/**
 * The live page's vision worker: started once the page is mounted, terminated when it goes, and
 * its start-up followed for the status line (useStartProgress.ts).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { WorkerInfo } from '../worker/api.ts';
import type { VisionClient } from '../worker/visionClient.ts';
import { useStartProgress, type StartProgress } from './useStartProgress.ts';

/** The vision worker's start, as {@link useVisionWorker} follows it. */
export interface VisionWorker {
  /** What the worker said once started (its tfjs backend), or `null` until then. */
  info: WorkerInfo | null;
  /** Why the worker failed to start (its message), or `null`. */
  error: string | null;
  /** How far its start-up has got, until it has started or failed. */
  starting: StartProgress;
  /**
   * Whether it has started, for callbacks: set as it starts, before the page renders again
   * (`info` is set in the same step, and seen from the next render).
   */
  ready: RefObject<boolean>;
}

/**
 * Starts `client`'s worker after the first render (its effect runs after those of the hooks
 * called before it) and terminates it on unmount.
 * @param client the page's vision client, the same one for the page's life
 */
export function useVisionWorker(client: VisionClient): VisionWorker {
  const [info, setInfo] = useState<WorkerInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { onStage, ...starting } = useStartProgress(info !== null || error !== null);
  const ready = useRef(false);
  useEffect(() => {
    client.start(onStage).then((started) => {
      ready.current = true;
      setInfo(started);
    }, (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
    return () => client.terminate();
  }, [client, onStage]);
  return { info, error, starting, ready };
}
