/**
 * Analyses a recorded game video in the browser, as `dice-referee review` does in Node: the
 * video is sampled at a fixed rate (15 frames/s by default, never more than the video has),
 * every sample goes through the vision worker's pipeline and into the review (src/review/gameReview.ts `GameReview`).
 *
 * Frames are taken by a {@link FrameSampler}. By default (`decode`) they are decoded straight
 * from the file with mediabunny and WebCodecs (decodedFrames.ts), as fast as the decoder goes;
 * when the browser cannot decode the file that way, or with `strategy: 'play'`, the muted
 * video plays at a raised rate and every sample frame is grabbed in requestVideoFrameCallback
 * as it is presented, with seeks filling any frame the compositor skipped (frameSampler.ts);
 * `strategy: 'seek'` seeks to every sample (slowest, 25–60 ms a frame). The worker processes
 * one frame while the next is taken.
 */
import pTimeout from 'p-timeout';
import type { DieKind } from '../../core/types.ts';
import { analysisFps } from '../../review/analysisRate.ts';
import type { AnyReview, AnyTimelineEntry } from '../../review/gameReview.ts';
import type { FrameOptions as PipelineFrameOptions } from '../../vision/pipeline.ts';
import type { TimedFrameResult } from '../../worker/api.ts';
import type { VisionClient } from '../../worker/visionClient.ts';
import { DecoderSampler, openDecodableVideo } from './decodedFrames.ts';
import { DecodedThenSeekSampler, PlaybackSampler, SeekSampler, type FrameSampler } from './frameSampler.ts';
import { analysisSize } from '../../review/analysisSize.ts';
import { grabFrame, VideoFrameError } from './videoFrames.ts';

/**
 * Seconds added to each sample time so that it falls inside the frame that starts there
 * even when the container rounds timestamps to the millisecond (WebM).
 */
export const SEEK_OFFSET_S = 0.001;

/** Longest side of a frame analysed, in pixels; larger videos are scaled down (as the CLI's decoder does). */
export const MAX_ANALYSIS_SIDE = 960;

/**
 * Longest wait for one frame, in ms: for the file to give it (decoded and copied), and for the
 * vision worker to process it. A frame takes 20–150 ms on the 2-core build machine; one not there
 * after this ends the analysis with an error (the timeline so far is kept) instead of leaving
 * the page waiting for ever on a stalled decoder or a worker that died without a word.
 */
export const FRAME_STALL_MS = 30_000;

/** Which frames to analyse. */
export interface AnalysisPlan {
  /** Samples per second of video. */
  fps: number;
  /** Number of samples: sample k is the frame shown at k / fps seconds. */
  frames: number;
}

/**
 * The samples for a video of `durationS` seconds: `wantedFps` per second, or the video's own
 * rate when it has clearly fewer frames (a repeated frame would look like a settled arena).
 * @param frameS the video's measured frame duration in seconds, or `null` when unknown
 * @throws RangeError when the duration or the rate is not a positive number
 */
export function analysisPlan(durationS: number, wantedFps: number, frameS: number | null): AnalysisPlan {
  if (!(durationS > 0) || !Number.isFinite(durationS)) throw new RangeError(`analysisPlan: the video's duration must be a positive number of seconds, got ${durationS}`);
  if (!(wantedFps > 0)) throw new RangeError(`analysisPlan: frames per second must be positive, got ${wantedFps}`);
  const fps = analysisFps(wantedFps, frameS && frameS > 0 ? 1 / frameS : Number.NaN);
  return { fps, frames: Math.max(1, Math.round(durationS * fps)) };
}

/** Time of sample `k` for the pipeline and the timeline, in ms (as the CLI: k / fps). */
export function sampleTimeMs(k: number, fps: number): number {
  return (k / fps) * 1000;
}

/** Where to seek to show the frame a timeline entry (or sample) at `tMs` was read from, in seconds. */
export function seekTimeS(tMs: number): number {
  return tMs / 1000 + SEEK_OFFSET_S;
}

/** Progress after one analysed frame. */
export interface AnalysisProgress {
  /** Frames analysed so far and in all. */
  done: number;
  frames: number;
  /** Wall-clock time since the analysis started, in ms. */
  elapsedMs: number;
  /** The frame's result from the worker. */
  result: TimedFrameResult;
  /** The timeline entry this frame completed, if any. */
  entry: AnyTimelineEntry | null;
}

/** Options of {@link analyseVideo}. */
export interface AnalysisOptions {
  /** Which faces the dice can show. */
  dieKind: DieKind;
  /** The samples to analyse (see {@link analysisPlan}). */
  plan: AnalysisPlan;
  /** The video's frame duration in seconds (videoFrames.ts, `measureFrameDuration`). */
  frameS: number;
  /**
   * When the video's first picture is shown on its own clock, seconds (decodedFrames.ts
   * `lateStart`; default 0): sample `k` is taken there plus `k / fps`, and timed `k / fps`.
   */
  startS?: number;
  /** The video file, for decoding it directly (strategy `decode`). */
  file?: Blob;
  /**
   * How frames are taken: decoded from `file` (default; playing when the file is missing or
   * cannot be decoded), played, or sought one by one.
   */
  strategy?: SampleStrategy;
  /** Abandons the analysis between frames (another file supersedes it): it then rejects with an `AbortError` DOMException. */
  signal?: AbortSignal;
  /**
   * Ends the analysis between frames at the reviewer's request: it then resolves with the frames
   * analysed so far (`stopped: true`), whose timeline can be corrected and exported.
   */
  stop?: AbortSignal;
  /** Called after every frame, in order. */
  onProgress?(progress: AnalysisProgress): void;
  /**
   * Called, at most every {@link previewEveryMs}, with a copy of the frame about to be analysed
   * (analysis size, the size its boxes are in), for the page to show; the callee closes it. The
   * video element itself stays where it was while frames are decoded from the file.
   */
  onPreview?(frame: ImageBitmap): void;
  /** Least time between two {@link onPreview} calls, in ms (default 0: every frame). */
  previewEveryMs?: number;
  /** Longest wait for one frame, in ms (default {@link FRAME_STALL_MS}). */
  stallMs?: number;
  /**
   * The arena outline the reviewer drew, `[N,2]` corners in the video's pixels (`videoWidth ×
   * videoHeight`); default: proposed from the floor of settled frames.
   */
  arena?: readonly (readonly [number, number])[];
}

/** How the analysis takes its frames (see the module comment). */
export type SampleStrategy = 'decode' | 'play' | 'seek';

/** What the analysis measured. */
export interface AnalysisOutcome {
  /** Frames analysed (fewer than planned when the video ends early). */
  frames: number;
  /**
   * Whether every planned sample had a frame. `false` when the frames stop before the video's
   * stated duration (a file cut short), or when the analysis was stopped: the timeline then ends
   * at {@link reviewedMs}.
   */
  complete: boolean;
  /** Whether the reviewer stopped the analysis (AnalysisOptions `stop`) before the video's end. */
  stopped: boolean;
  /** Video time analysed, in ms: `frames` / the analysis rate. */
  reviewedMs: number;
  /** Wall-clock time, in ms. */
  elapsedMs: number;
  /** How frames were taken, and how many samples playback had to seek to instead. */
  strategy: SampleStrategy;
  sought: number;
  /** Size of the analysed frames, in pixels (the timeline's boxes are in these pixels). */
  width: number;
  height: number;
}

/**
 * Feeds every sample of `video` through the worker's pipeline into `review`, in order. The
 * worker must be started and reset; the video is left paused on the last sample. Where the
 * frames stop early (a file cut short), the analysis stops there with `complete: false`; so it
 * does where `stop` aborts, with `stopped: true` too.
 * @throws VideoFrameError when the video cannot show or copy a frame, or gives none within
 *   `stallMs`; Error from the worker, or when it gives no answer within `stallMs`;
 *   DOMException `AbortError` when `signal` aborts
 */
export async function analyseVideo(video: HTMLVideoElement, client: VisionClient, review: AnyReview, options: AnalysisOptions): Promise<AnalysisOutcome> {
  const { plan, dieKind, signal } = options;
  const started = performance.now();
  video.pause();
  const size = analysisSize(video.videoWidth, video.videoHeight, MAX_ANALYSIS_SIDE);
  // The reviewer's arena, in the analysed frames' pixels.
  const arena = options.arena?.map(([x, y]): [number, number] => [(x * size.width) / video.videoWidth, (y * size.height) / video.videoHeight]);
  const startS = options.startS ?? 0;
  const times = Array.from({ length: plan.frames }, (_, k) => startS + seekTimeS(sampleTimeMs(k, plan.fps)));
  const wanted = options.strategy ?? 'decode';
  const decodable = wanted === 'decode' && options.file ? await openDecodableVideo(options.file) : null;
  const strategy: SampleStrategy = wanted === 'decode' && !decodable ? 'play' : wanted;
  // A file whose decoded frames stop early goes on with the frames the video element still shows (frameSampler.ts).
  const sampler: FrameSampler = decodable
    ? new DecodedThenSeekSampler(new DecoderSampler(decodable, times, size), video, { times, grab: () => grabFrame(video, size) }, options.frameS > 0 ? options.frameS : 1 / plan.fps)
    : strategy === 'seek'
      ? new SeekSampler(video, { times, grab: () => grabFrame(video, size) })
      : new PlaybackSampler(video, { times, grab: () => grabFrame(video, size) }, options.frameS);
  let frames = 0;
  let stopped = false;
  let previewAt = Number.NEGATIVE_INFINITY;
  const stallMs = options.stallMs ?? FRAME_STALL_MS;
  /** `promise`, or the error `late` when it takes longer than `stallMs`. */
  const inTime = <T>(promise: Promise<T>, late: () => Error): Promise<T> => pTimeout(promise, { milliseconds: stallMs, message: late() });
  const at = (k: number) => `${(sampleTimeMs(k, plan.fps) / 1000).toFixed(2)} s`;
  const noFrame = (k: number) => () => new VideoFrameError(`The video gave no frame at ${at(k)} within ${stallMs / 1000} s: its decoder stopped (the file may be damaged). The timeline ends before it.`);
  try {
    let upcoming = sampler.next();
    for (let k = 0; k < plan.frames; k++) {
      const sample = await inTime(upcoming, noFrame(k));
      if (!sample) break;
      const bitmap = await inTime(sample.bitmap, noFrame(k));
      if (signal?.aborted) {
        bitmap.close();
        throw new DOMException('the analysis was cancelled', 'AbortError');
      }
      if (options.stop?.aborted) {
        bitmap.close();
        stopped = true;
        break;
      }
      if (options.onPreview && performance.now() - previewAt >= (options.previewEveryMs ?? 0)) {
        previewAt = performance.now();
        options.onPreview(await createImageBitmap(bitmap));
      }
      const frameOptions: PipelineFrameOptions = { dieKind, read: review.wantsReading, recording: true, ...(arena ? { arena } : {}) };
      const processing = client.process(bitmap, sampleTimeMs(sample.k, plan.fps), frameOptions);
      upcoming = sampler.next();
      // A failure to take the next frame is reported when its turn comes, not as unhandled.
      upcoming.catch(() => undefined);
      const result = await inTime(processing, () => new Error(`the vision worker gave no answer for the frame at ${at(k)} within ${stallMs / 1000} s (it may have run out of memory): reload the page to start it again`));
      if (!result) throw new Error('the vision worker dropped a frame of the analysis (it was busy with another caller)');
      const entry = review.feed(result);
      frames = k + 1;
      options.onProgress?.({ done: k + 1, frames: plan.frames, elapsedMs: performance.now() - started, result, entry });
    }
  } finally {
    sampler.stop();
  }
  video.pause();
  const sought = sampler instanceof PlaybackSampler ? sampler.repaired : strategy === 'seek' ? plan.frames : 0;
  const complete = frames === plan.frames;
  return { frames, complete, stopped, reviewedMs: (frames / plan.fps) * 1000, elapsedMs: performance.now() - started, strategy, sought, ...size };
}
