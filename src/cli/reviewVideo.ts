/**
 * Reviews a video file in Node: decodes it (ffmpeg from npm), runs the vision pipeline with
 * reading only while a settle still needs votes, and builds the {@link GameReview} timeline.
 * Used by `dice-referee review` and by the review benchmark.
 */
import { GameReview, type ReviewOptions, type TimelineEntry } from '../review/gameReview.ts';
import type { DieKind } from '../core/types.ts';
import { VisionPipeline } from '../vision/pipeline.ts';
import { decodeVideo, type VideoInfo } from './decodeVideo.ts';
import { createReader } from './reader.ts';

/** Options of {@link reviewVideo}. */
export interface ReviewVideoOptions extends ReviewOptions {
  /** Which faces the dice can show. */
  dieKind: DieKind;
  /** Frames per second to analyse (default 15). */
  fps?: number;
  /** Called with every new timeline entry (the opening `setup` entry first). */
  onEntry?(entry: TimelineEntry): void;
  /** Called after every analysed frame with the count so far and the expected total. */
  onProgress?(frames: number, total: number, settled: number): void;
}

/** A finished review and its figures. */
export interface VideoReview {
  review: GameReview;
  info: VideoInfo;
  /** Frames analysed. */
  frames: number;
  /** Frames whose dice were read. */
  framesRead: number;
  /** Wall time of the whole review, ms. */
  elapsedMs: number;
  /** Video duration / wall time. */
  speed: number;
}

/**
 * Reviews one video.
 * @throws VideoDecodeError when the file is not a video or decoding fails
 * @throws RuleError when the game configuration is impossible
 */
export async function reviewVideo(file: string, options: ReviewVideoOptions): Promise<VideoReview> {
  const started = performance.now();
  const decoded = decodeVideo(file, { fps: options.fps ?? 15, maxWidth: 960 });
  const review = new GameReview(options);
  options.onEntry?.(review.entries[0]!);
  const reader = await createReader();
  const pipeline = new VisionPipeline(reader.cv, reader.reader);
  const total = Math.max(1, Math.round((decoded.info.durationMs / 1000) * decoded.outputFps));
  let frames = 0;
  let framesRead = 0;
  let settled = 0;
  try {
    for await (const { frame, tMs } of decoded.frames) {
      const result = await pipeline.process(frame, tMs, { dieKind: options.dieKind, read: review.wantsReading });
      if (result.reading) framesRead += 1;
      const entry = review.feed(result);
      frames += 1;
      if (entry) {
        settled += 1;
        options.onEntry?.(entry);
      }
      options.onProgress?.(frames, total, settled);
    }
  } finally {
    reader.dispose();
  }
  const elapsedMs = performance.now() - started;
  return { review, info: decoded.info, frames, framesRead, elapsedMs, speed: decoded.info.durationMs / elapsedMs };
}
