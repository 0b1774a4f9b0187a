/**
 * Reviews a video file in Node: decodes it (ffmpeg from npm), runs the vision pipeline with
 * reading only while a settle still needs votes, and builds the {@link GameReview} timeline.
 * Used by `dice-referee review` and by the review benchmark.
 */
import type { GameReview, ReviewedChange, TimelineEntry } from '../review/gameReview.ts';
import type { DieKind } from '../core/types.ts';
import { VisionPipeline } from '../vision/pipeline.ts';
import { decodeVideo, firstErrorLine, otherStreamsDurationMs, pictureDurationMs, type VideoInfo } from './decodeVideo.ts';
import { createReader } from './reader.ts';
import { InputFileError } from './inputFile.ts';
import { MIN_PICTURE_SIDE } from '../core/pictureSize.ts';
import { checkGivenArena } from '../vision/arenaOutline.ts';

/** Options of {@link reviewVideo}: `E`, `C` the game's event and change types (src/review/gameReview.ts). */
export interface ReviewVideoOptions<E, C extends ReviewedChange> {
  /** The review to feed, fresh: `GameReview.strike(...)` or `GameReview.diceGame(...)`. */
  review: GameReview<E, C>;
  /** Which faces the dice can show. */
  dieKind: DieKind;
  /** Frames per second to analyse (default 15), at most the video's own rate (decodeVideo.ts `analysisFps`). */
  fps?: number;
  /**
   * The arena's corners, `[N,2]` in the video's pixels as shown (`--arena`); default: proposed
   * from the floor of settled frames.
   */
  arena?: readonly (readonly [number, number])[];
  /** Called once the video is opened when {@link arena} runs off its pictures and is cut at their edge. */
  onArenaCut?(info: VideoInfo): void;
  /** Called once the video is opened, before any frame: its info and the rate it is analysed at. */
  onStart?(info: VideoInfo, fps: number): void;
  /** Called with every new timeline entry (the opening `setup` entry first). */
  onEntry?(entry: TimelineEntry<E, C>): void;
  /** Called after every analysed frame with the count so far and the expected total. */
  onProgress?(frames: number, total: number, settled: number): void;
}

/**
 * Frames that may be missing at the end of a video before it counts as ending early: two
 * frames at the analysis rate (ffmpeg's `fps` filter rounds the last one), or 250 ms when that
 * is more (the container's duration covers its longest stream, and a sound track may run a
 * little past the last picture).
 */
export const MISSING_FRAMES_ALLOWED = { frames: 2, ms: 250 } as const;

/** Whether the frames decoded reach the video's stated end. */
export interface VideoEnding {
  /** False when the frames stop early (see {@link MISSING_FRAMES_ALLOWED}). */
  complete: boolean;
  /** Video time the frames cover, ms: frames / fps, at most the stated duration. */
  reviewedMs: number;
  /** ffmpeg's most telling error line (decodeVideo.ts `firstErrorLine`); '' when it printed none. */
  ffmpegError: string;
}

/**
 * Judges how decoding ended.
 * @param frames frames decoded; `fps` the rate they were decoded at (> 0)
 * @param durationMs the container's duration, ms (NaN when unknown: then only ffmpeg's errors tell)
 * @param errors ffmpeg's stderr at `-v error`; `path` the file, to strip it from ffmpeg's line
 * @param startMs the first picture's time (decodeVideo.ts `VideoInfo.startMs`): a video that
 *   starts later may count its duration from 0, and its frames then end at start + frames / fps
 */
export function videoEnding(frames: number, fps: number, durationMs: number, errors: string, path?: string, startMs = 0): VideoEnding {
  const coveredMs = (frames / fps) * 1000;
  const allowedMs = Math.max(MISSING_FRAMES_ALLOWED.frames * (1000 / fps), MISSING_FRAMES_ALLOWED.ms);
  const known = Number.isFinite(durationMs) && durationMs > 0;
  return {
    complete: !known || startMs + coveredMs >= durationMs - allowedMs,
    reviewedMs: known ? Math.min(coveredMs, durationMs) : coveredMs,
    ffmpegError: firstErrorLine(errors, path),
  };
}

/** A finished review and its figures. */
export interface VideoReview<E, C extends ReviewedChange> {
  /** The review fed, its timeline complete. */
  review: GameReview<E, C>;
  /** The video's info; `durationMs` is its pictures' when a sound track runs on after them. */
  info: VideoInfo;
  /** Frames per second analysed (the rate asked for, at most the video's own). */
  fps: number;
  /** Whether the frames reached the video's end, and how much was reviewed. */
  ending: VideoEnding;
  /** Frames analysed. */
  frames: number;
  /** Frames whose dice were read. */
  framesRead: number;
  /** Wall time of the whole review, ms. */
  elapsedMs: number;
  /** Video time reviewed / wall time. */
  speed: number;
}

/**
 * Reviews one video. A video cut short is reviewed up to where its frames stop: `ending` says so.
 * @throws VideoDecodeError when the file is not a video or decoding fails; InputFileError
 *   `too-small` when its pictures have a side under MIN_PICTURE_SIDE pixels (src/core/pictureSize.ts),
 *   as they are or shrunk to 960 wide,
 *   `arena-refused` when `options.arena` makes no arena on the video's pictures
 */
export async function reviewVideo<E, C extends ReviewedChange>(file: string, options: ReviewVideoOptions<E, C>): Promise<VideoReview<E, C>> {
  const started = performance.now();
  const decoded = decodeVideo(file, { fps: options.fps ?? 15, maxSide: 960 });
  // Pictures too small to show a die are refused as photos are (`read`), not searched in vain;
  // so are pictures so wide that, shrunk to 960 wide, they are (4000 × 100 read at 960 × 24).
  const { width, height } = decoded.info;
  if (Math.min(width, height) < MIN_PICTURE_SIDE) throw new InputFileError(file, { kind: 'too-small', width, height, min: MIN_PICTURE_SIDE });
  if (Math.min(decoded.width, decoded.height) < MIN_PICTURE_SIDE) {
    throw new InputFileError(file, { kind: 'too-small', width, height, min: MIN_PICTURE_SIDE, readAs: { width: decoded.width, height: decoded.height } });
  }
  const given = options.arena && frameArena(file, options.arena, decoded.info, decoded.width, decoded.height);
  const arena = given ? given.arena : undefined;
  if (given && given.cut) options.onArenaCut?.(decoded.info);
  const { review } = options;
  options.onStart?.(decoded.info, decoded.outputFps);
  options.onEntry?.(review.entries[0]!);
  const reader = await createReader();
  const pipeline = new VisionPipeline(reader.cv, reader.reader);
  const total = Math.max(1, Math.round((decoded.info.durationMs / 1000) * decoded.outputFps));
  let frames = 0;
  let framesRead = 0;
  let settled = 0;
  try {
    for await (const { frame, tMs } of decoded.frames) {
      const result = await pipeline.process(frame, tMs, { dieKind: options.dieKind, read: review.wantsReading, recording: true, ...(arena ? { arena } : {}) });
      if (result.reading) framesRead += 1;
      const entry = review.feed(result);
      frames += 1;
      if (entry) {
        settled += 1;
        options.onEntry?.(entry);
      }
      options.onProgress?.(frames, total, settled);
    }
    // A settle held for a --thrown-at/--missed-at time that may fall in it is ruled at the video's end.
    const last = review.finish();
    if (last) options.onEntry?.(last);
  } finally {
    reader.dispose();
  }
  const elapsedMs = performance.now() - started;
  let info = decoded.info;
  let ending = videoEnding(frames, decoded.outputFps, info.durationMs, decoded.status.errors, file, info.startMs);
  if (!ending.complete && decoded.status.errors === '') {
    // Two reasons a whole video's pictures stop before its stated duration: in an MP4 trimmed by
    // copying, pictures its edit list hides count in the duration (decoding shows fewer than a
    // copy counts); and the duration covers the longest stream, so a sound track (or a second
    // video stream, not read) may run on past the pictures (it reaches the stated end).
    // Otherwise the file was cut short.
    const copiedMs = pictureDurationMs(file, info.fps, { streamIndex: info.streamIndex });
    const shownMs = pictureDurationMs(file, info.fps, { streamIndex: info.streamIndex, shown: true });
    const allowedMs = Math.max(MISSING_FRAMES_ALLOWED.frames * (1000 / decoded.outputFps), MISSING_FRAMES_ALLOWED.ms);
    const hidden = shownMs < copiedMs - allowedMs;
    const otherRunsOn = otherStreamsDurationMs(file, info.streamIndex) >= info.durationMs - allowedMs;
    const picturesMs = hidden ? shownMs : otherRunsOn ? Math.min(...[copiedMs, shownMs].filter(Number.isFinite)) : Number.NaN;
    if (picturesMs < info.durationMs) {
      info = { ...info, durationMs: picturesMs };
      ending = videoEnding(frames, decoded.outputFps, picturesMs, decoded.status.errors, file, info.startMs);
    }
  }
  return { review, info, fps: decoded.outputFps, ending, frames, framesRead, elapsedMs, speed: ending.reviewedMs / elapsedMs };
}

/**
 * The arena given in the video's pixels (`info.width × info.height`, as shown), cut at the
 * picture's edge and checked (src/vision/arenaOutline.ts `checkGivenArena`; `cut`: it ran off the
 * picture), and scaled to the decoded frames' `width × height`.
 * @throws InputFileError `arena-refused` naming `file` when it makes no arena on the video's pictures
 */
export function frameArena(file: string, corners: readonly (readonly [number, number])[], info: VideoInfo, width: number, height: number): { arena: [number, number][]; cut: boolean } {
  const checked = checkGivenArena(corners, info.width, info.height);
  if ('refused' in checked) throw new InputFileError(file, { kind: 'arena-refused', reason: checked.refused, width: info.width, height: info.height });
  return { arena: checked.arena.map(([x, y]): [number, number] => [(x * width) / info.width, (y * height) / info.height]), cut: checked.cut };
}
