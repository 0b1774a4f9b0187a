/**
 * One call from a script to a video file and its truth file: renders the frames, encodes them
 * and writes `{script, timeline, rulings}` as JSON. Used by make.ts and by tests that need a
 * game video on disk (the browser's fake camera, `dice-referee review`).
 */
import { writeFileSync } from 'node:fs';
import { renderGame, type RenderOptions, type Timeline } from './renderGame.ts';
import { expectedRulings, type ExpectedRuling } from './rulings.ts';
import type { GameScript } from './script.ts';
import { videoFormat, writeVideo, type WrittenVideo } from './writeVideo.ts';

/** Format tag of {@link GameTruth}. */
export const TRUTH_FORMAT = 'dice-referee/game-truth@1';

/** Everything known about a game video. */
export interface GameTruth {
  /** Always {@link TRUTH_FORMAT}. */
  format: typeof TRUTH_FORMAT;
  /** The script it was rendered from. */
  script: GameScript;
  /** Settled stretches with each die's box and face (renderGame.ts). */
  timeline: Timeline;
  /** What the referee must announce, in order, with the time each follows (rulings.ts). */
  rulings: ExpectedRuling[];
}

/** What {@link makeGameVideo} wrote. */
export interface MadeGameVideo {
  /** The video file written. */
  video: WrittenVideo;
  /** The truth, as written to the truth file (when asked for). */
  truth: GameTruth;
  /** Rendering and encoding time, ms (they overlap: frames stream to ffmpeg). */
  elapsedMs: number;
}

/**
 * Renders `script` into `out` (.mp4, .webm or .y4m) and, when `truthFile` is given, writes its
 * {@link GameTruth} there as JSON.
 * @throws Error from `expectedRulings` (an illegal script, checked before rendering),
 *   `renderGame` and `writeVideo`; and when the truth file cannot be written
 */
export async function makeGameVideo(script: GameScript, out: string, options: RenderOptions & { truthFile?: string } = {}): Promise<MadeGameVideo> {
  const started = performance.now();
  videoFormat(out);
  const rulings = expectedRulings(script);
  const game = await renderGame(script, options);
  const video = await writeVideo(game, out, { fps: game.timeline.fps });
  const truth: GameTruth = { format: TRUTH_FORMAT, script, timeline: game.timeline, rulings };
  if (options.truthFile) {
    try {
      writeFileSync(options.truthFile, `${JSON.stringify(truth, null, 1)}\n`);
    } catch (error) {
      throw new Error(`cannot write the truth file ${options.truthFile}: ${(error as Error).message}`);
    }
  }
  return { video, truth, elapsedMs: performance.now() - started };
}
