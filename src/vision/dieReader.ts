/**
 * The die reader as the pipeline, the CLI and the worker see it: one interface over the
 * classical OpenCV reader (src/vision/readDice.ts) and the trained models
 * (src/vision/models/), so callers do not care which one reads.
 */
import type { ArenaReading, DieKind, RgbaFrame } from '../core/types.ts';
import type { OpenCv } from './opencv.ts';
import { readDice } from './readDice.ts';

/** Options for reading one frame. */
export interface DieReadOptions {
  /** Which faces the dice can show (default `d6`). */
  dieKind?: DieKind;
  /** Arena polygon, vertices `[x, y]` in frame pixels; when absent the reader proposes one. */
  arena?: readonly (readonly [number, number])[];
  /**
   * The frame is a still picture (a photo), not one of a stream: the reader may spend more time
   * on each die (the trained reader looks at the frame and its mirror image and gives unsure
   * crops four views, as the CLI does; a stream's frames get one of each, see LIVE_TUNING).
   * Default false.
   */
  still?: boolean;
}

/** Finds every die in a frame and reads its top face. */
export interface DieReader {
  /** Which method reads: `classical` (OpenCV pip counting) or `model` (trained networks). */
  readonly method: 'classical' | 'model';
  /**
   * Reads one `height × width × 4` RGBA frame.
   * @throws Error when the frame's byte length does not match its size
   */
  read(frame: RgbaFrame, options?: DieReadOptions): Promise<ArenaReading>;
  /** Frees the reader's memory (model weights); it cannot read afterwards. */
  dispose(): void;
}

/** The classical OpenCV reader behind the {@link DieReader} interface. */
export function classicalReader(cv: OpenCv): DieReader {
  return {
    method: 'classical',
    read: async (frame, options = {}) => readDice(cv, frame, options),
    dispose: () => undefined,
  };
}
