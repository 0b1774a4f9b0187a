/**
 * Analysis samples decoded straight from the video file with mediabunny (demuxing MP4, MOV,
 * WebM and MKV; decoding with the browser's WebCodecs VideoDecoder), without playing it.
 * Playing is capped by the compositor (about 40 presented frames/s in headless Chromium, so
 * 1.4–1.9× real time for 15 fps video), while decoding runs as fast as the decoder does;
 * the frames are decoded once each, in order (shownFrames.ts says why not by lookup).
 */
import pTimeout from 'p-timeout';
import { ALL_FORMATS, BlobSource, Input, VideoSampleSink, type InputVideoTrack, type VideoSample } from 'mediabunny';
import type { FrameSampler, SampledFrame } from './frameSampler.ts';
import { framesShownAt } from './shownFrames.ts';
import { VideoFrameError } from './videoFrames.ts';

/** A video file opened for decoding: its primary video track. */
export interface DecodableVideo {
  input: Input;
  track: InputVideoTrack;
  /**
   * Where the video track says its pictures end, seconds, when the file has a sound track (which
   * may run on after them); `Infinity` without one (see shownFrames.ts `framesShownAt`).
   */
  videoEndS: number;
}

/**
 * Longest a look into a file may take (its tracks, its decoder, its first and last timestamps),
 * in ms: a local file answers in milliseconds. One that takes longer is
 * treated as a file mediabunny cannot read, and the page falls back on the video element.
 */
export const FILE_PROBE_MS = 15_000;

/**
 * Opens `file` for decoding, or resolves `null` when mediabunny does not know the container,
 * the browser has no decoder for its video codec, or the look takes over {@link FILE_PROBE_MS}
 * (the caller then plays the video instead).
 */
export async function openDecodableVideo(file: Blob): Promise<DecodableVideo | null> {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  const open = async (): Promise<DecodableVideo | null> => {
    const track = await input.getPrimaryVideoTrack();
    if (!track || !(await track.canDecode())) return null;
    const sound = await input.getPrimaryAudioTrack();
    return { input, track, videoEndS: sound ? await track.computeDuration() : Number.POSITIVE_INFINITY };
  };
  const video = await pTimeout(open(), { milliseconds: FILE_PROBE_MS }).catch(() => null);
  if (!video) input.dispose();
  return video;
}

/**
 * Timestamps from which a video counts as starting late (seconds): a file remuxed keeping its
 * source's times (`ffmpeg -copyts` of an MPEG-TS: 1.47 s) or written with an offset. Smaller first
 * timestamps (a frame or two of decoder delay) are taken as the start, as the video element does.
 */
export const LATE_START_S = 0.5;

/**
 * When the first picture of `file` is shown, seconds on the file's own clock, where it starts
 * late ({@link LATE_START_S} or more), and where its pictures end: the review's clock starts at
 * that first picture, as the CLI's (ffmpeg's frames counted from the first); `null` for a file
 * that starts at 0, or one mediabunny or the browser cannot decode (or not within {@link FILE_PROBE_MS}).
 */
export async function lateStart(file: Blob): Promise<{ startS: number; endS: number } | null> {
  const video = await openDecodableVideo(file);
  if (!video) return null;
  try {
    const [startS, endS] = await pTimeout(Promise.all([video.track.getFirstTimestamp(), video.track.computeDuration()]), { milliseconds: FILE_PROBE_MS });
    return Number.isFinite(startS) && startS >= LATE_START_S && endS > startS ? { startS, endS } : null;
  } catch {
    return null;
  } finally {
    video.input.dispose();
  }
}

/**
 * Where the pictures of `file` end, seconds, when it has a sound track, which may run on after
 * them (a video element's duration is then the longer of the two; the review, like the CLI's,
 * covers the pictures); `null` without a sound track, or when mediabunny or the browser cannot
 * decode the file.
 */
export async function picturesEndS(file: Blob): Promise<number | null> {
  const video = await openDecodableVideo(file);
  if (!video) return null;
  video.input.dispose();
  return Number.isFinite(video.videoEndS) && video.videoEndS > 0 ? video.videoEndS : null;
}

/** Decodes the sample frames in order (see the module comment). */
export class DecoderSampler implements FrameSampler {
  private readonly samples: AsyncGenerator<VideoSample | null, void, unknown>;
  private k = 0;
  private stopped = false;
  /** Whether the decoder failed after the first frame (a file damaged part-way): its frames end there. */
  decodeFailed = false;

  /**
   * @param video the opened file (closed by {@link stop})
   * @param times sample times in seconds on the file's own clock, increasing
   * @param size frame size handed out, pixels (the analysis size)
   */
  constructor(private readonly video: DecodableVideo, private readonly times: readonly number[], private readonly size: { width: number; height: number }) {
    this.samples = framesShownAt(new VideoSampleSink(video.track).samples(), times, video.videoEndS);
  }

  /**
   * The next sample: the frame shown at its time (the first frame for a time before it), or
   * `null` after the last sample or where the frames stop: a file cut short may keep the
   * duration of the whole video, but has no frame after the cut, and a file damaged part-way
   * none after the damage (the decoder fails there; the analysis then ends early; no earlier
   * frame stands in for the missing ones).
   * @throws VideoFrameError when the decoder fails on the first frame
   */
  async next(): Promise<SampledFrame | null> {
    if (this.stopped || this.k >= this.times.length) return null;
    const k = this.k++;
    let sample: VideoSample | null;
    try {
      sample = (await this.samples.next()).value ?? null;
    } catch (error) {
      // Frames decoded, then a decode error: a file damaged part-way (or cut mid-frame) has no
      // frame after there, as one cut short (the analysis then ends early, as the CLI's does).
      if (k > 0) {
        this.decodeFailed = true;
        return null;
      }
      throw new VideoFrameError(`The video could not be decoded at ${this.times[k]!.toFixed(2)} s (${error instanceof Error ? error.message : String(error)}).`);
    }
    if (!sample) return null;
    // A phone held upright stores its pictures on their side, with a rotation (or a flip) in
    // the file's metadata: the sample draws itself upright, as the video element shows it.
    if (sample.rotation !== 0 || sample.flip) {
      const canvas = new OffscreenCanvas(this.size.width, this.size.height);
      try {
        const context = canvas.getContext('2d');
        if (!context) throw new VideoFrameError('OffscreenCanvas 2d context is not available in this browser.');
        sample.drawWithFit(context, { fit: 'fill' });
      } finally {
        sample.close();
      }
      return { k, bitmap: Promise.resolve(canvas.transferToImageBitmap()) };
    }
    const frame = sample.toVideoFrame();
    const sameSize = frame.displayWidth === this.size.width && frame.displayHeight === this.size.height;
    const bitmap = (sameSize ? createImageBitmap(frame) : createImageBitmap(frame, { resizeWidth: this.size.width, resizeHeight: this.size.height, resizeQuality: 'medium' }))
      .finally(() => {
        frame.close();
        sample.close();
      });
    return { k, bitmap };
  }

  /** Stops decoding and closes the file. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    void this.samples.return(undefined).finally(() => this.video.input.dispose());
  }
}
