/**
 * React hook that feeds a frame source to the vision worker and returns the latest reading.
 * Photos are read once; camera and video frames are offered every animation frame and
 * dropped while the worker is busy (latest frame wins).
 */
import { useEffect, useState } from 'react';
import type { DieKind } from '../core/types.ts';
import type { TimedReading } from '../worker/api.ts';
import type { VisionClient } from '../worker/visionClient.ts';
import type { FrameSource } from './frameSources.ts';

/** The latest reading of a source, or the error that stopped reading it. */
export interface ReaderState {
  /** Latest reading of the current source, `null` until the first one arrives. */
  reading: TimedReading | null;
  /** Why reading failed, for the players; `null` when all is well. */
  error: string | null;
}

/**
 * Reads `source` with `client` for as long as it is shown.
 * @param dieKind which faces the dice can show
 */
export function useDiceReader(client: VisionClient, source: FrameSource | null, dieKind: DieKind): ReaderState {
  const [state, setState] = useState<ReaderState>({ reading: null, error: null });

  useEffect(() => {
    setState({ reading: null, error: null });
    if (!source) return undefined;
    let stopped = false;
    let animation = 0;
    const report = (error: unknown) => {
      if (!stopped) setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error) }));
    };
    const readBitmap = async (bitmap: ImageBitmap): Promise<boolean> => {
      const reading = await client.read(bitmap, { dieKind });
      if (reading && !stopped) setState({ reading, error: null });
      return reading !== null;
    };

    if (source.kind === 'image') {
      // A photo is read once; if the worker is still busy with an earlier frame, try again.
      const readStill = async () => {
        while (!stopped && !(await readBitmap(await createImageBitmap(source.image)))) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      readStill().catch(report);
    } else {
      const { video } = source;
      const tick = () => {
        if (stopped) return;
        if (!client.isBusy && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
          createImageBitmap(video).then(readBitmap).catch(report);
        }
        animation = requestAnimationFrame(tick);
      };
      animation = requestAnimationFrame(tick);
    }
    return () => {
      stopped = true;
      cancelAnimationFrame(animation);
    };
  }, [client, source, dieKind]);

  return state;
}
