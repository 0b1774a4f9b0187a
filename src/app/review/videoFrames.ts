/**
 * Frame-exact control of a paused <video>: seek to a time and wait, with
 * requestVideoFrameCallback, until the frame there has been presented; step one frame; learn
 * the video's frame duration and its true length; grab the shown frame as an ImageBitmap.
 *
 * Measured in headless Chromium 150 (Debian) on this project's 640×360 15 fps test videos: a seek to
 * the next frame takes about 25 ms (VP8 WebM) to 50 ms (H.264 MP4); requestVideoFrameCallback
 * fires after every seek, even one onto the frame already shown.
 */

/** A frame the video presented. */
export interface PresentedFrame {
  /** The frame's presentation time in the video, in seconds. */
  mediaTimeS: number;
}

/** The video could not show a frame; `message` is written for the players. */
export class VideoFrameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoFrameError';
  }
}

/**
 * The error of `video` failing to decode where it was shown at `atS` seconds (a file damaged or
 * cut short there), with the browser's own reason when it gives one.
 */
export function decodeStopped(video: HTMLVideoElement, atS: number): VideoFrameError {
  return new VideoFrameError(`The video stopped decoding at ${atS.toFixed(2)} s (${video.error?.message || 'corrupt or unsupported data'}).`);
}

/** How long a seek may take before it counts as failed, in ms (a long H.264 GOP on a slow machine). */
export const SEEK_TIMEOUT_MS = 15_000;

/**
 * How long after `seeked` the presented frame is waited for, in ms, before the seek's time is
 * taken as the frame's: now and then (about once in a whole test run, the machine busy) no
 * frame callback came after a seek, and the review page's player stood 15 s on the old frame.
 */
export const SEEKED_GRACE_MS = 1000;

/** The media time of the frame each video last presented, in seconds (see {@link notePresented}). */
const lastPresented = new WeakMap<HTMLVideoElement, number>();

/**
 * Records that `video` presented the frame at `mediaTimeS` (a requestVideoFrameCallback's
 * `mediaTime`): {@link seekFrame} records its own; a player following playback records those.
 */
export function notePresented(video: HTMLVideoElement, mediaTimeS: number): void {
  lastPresented.set(video, mediaTimeS);
}

/** The media time of the frame `video` last presented ({@link notePresented}), in seconds, or null. */
export function presentedTimeS(video: HTMLVideoElement): number | null {
  return lastPresented.get(video) ?? null;
}

/**
 * Seeks `video` (paused) to `timeS` and resolves once the frame shown there has been
 * presented (requestVideoFrameCallback). In a hidden tab, where no frames are presented, the
 * `seeked` event stands in for it, and so it does {@link SEEKED_GRACE_MS} after `seeked`
 * when no frame callback came. No callback comes for a seek onto the frame already shown
 * (within `frameS` after it), nor onto the video's end past its last frame: the frame shown
 * is then the one last presented, whose time is given, not the time sought.
 * @param timeS seconds from the start, clamped to the video's length
 * @param frameS the video's frame duration in seconds, when known
 * @throws VideoFrameError when the browser has no requestVideoFrameCallback, the video fails
 *   to decode, or no frame comes within {@link SEEK_TIMEOUT_MS}
 */
export function seekFrame(video: HTMLVideoElement, timeS: number, frameS?: number): Promise<PresentedFrame> {
  if (typeof video.requestVideoFrameCallback !== 'function') {
    return Promise.reject(new VideoFrameError('This browser cannot step through video frames (it lacks requestVideoFrameCallback): use a recent Chrome, Edge, Safari or Firefox.'));
  }
  const target = Math.max(0, Number.isFinite(video.duration) ? Math.min(timeS, video.duration) : timeS);
  return new Promise<PresentedFrame>((resolve, reject) => {
    let handle = 0;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      clearTimeout(grace);
      video.cancelVideoFrameCallback(handle);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('error', onError);
      outcome();
    };
    const onSeeked = () => {
      const shown = lastPresented.get(video);
      const unchanged = shown !== undefined && frameS !== undefined
        && ((target >= shown && target < shown + frameS) || (Number.isFinite(video.duration) && target >= video.duration && shown > video.duration - 2 * frameS));
      const seeked = () => finish(() => resolve({ mediaTimeS: unchanged ? shown : video.currentTime }));
      if (document.visibilityState === 'hidden') seeked();
      else grace = setTimeout(seeked, SEEKED_GRACE_MS);
    };
    const onError = () => finish(() => reject(decodeStopped(video, target)));
    const timer = setTimeout(() => finish(() => reject(new VideoFrameError(`The video did not show its frame at ${target.toFixed(2)} s within ${SEEK_TIMEOUT_MS / 1000} s (the file may be damaged or cut short).`))), SEEK_TIMEOUT_MS);
    handle = video.requestVideoFrameCallback((_now, metadata) => finish(() => {
      lastPresented.set(video, metadata.mediaTime);
      resolve({ mediaTimeS: metadata.mediaTime });
    }));
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('error', onError);
    video.currentTime = target;
  });
}

/**
 * The time to seek to for the frame `frames` after (`+1`, `+2`, …) or before (`-1`, …) the one
 * presented at `mediaTimeS`: the middle of that frame's interval, so that rounded timestamps
 * still land on it; never before 0.
 * @param frames how many frames on (negative: back), not 0
 * @param frameS the video's frame duration in seconds
 */
export function stepTarget(mediaTimeS: number, frames: number, frameS: number): number {
  return Math.max(0, mediaTimeS + (frames + 0.5) * frameS);
}

/**
 * The frames to step once one more press in `direction` joins the `pending` ones, from the frame
 * presented at `shownS`: a press past the first frame or the last one (of `lengthS` seconds of
 * frames) is dropped, so that ← ← → → at the first frame ends two frames on, not where it began.
 * @param shownS media time of the frame shown, seconds from the first frame
 * @param lengthS how much of the video can be shown, seconds (its frames end there)
 * @param frameS the video's frame duration in seconds
 * @returns frames to step (negative: back)
 */
export function queuedSteps(pending: number, direction: 1 | -1, shownS: number, lengthS: number, frameS: number): number {
  const shownFrame = Math.round(shownS / frameS);
  // The last frame starts one frame before the end (1e-3: 10 s of 15 frames/s is 150.0000001 frames).
  const lastFrame = Math.max(0, Math.ceil(lengthS / frameS - 1e-3) - 1);
  return Math.min(Math.max(0, lastFrame - shownFrame), Math.max(-shownFrame, pending + direction));
}

/** Longest {@link stepFrames} plays a video to find the frame after one longer than the others, in ms. */
const NEXT_FRAME_PLAY_MS = 4000;

/**
 * Seeks `video` (paused) `frames` frames on (negative: back) from the frame presented at
 * `fromS`, to no later than `endS`. A step forward that lands on the frame it left (a frame
 * lasting longer than `frameS`: a variable-rate video's gap) plays the video, muted, until the
 * next frame is presented (at most {@link NEXT_FRAME_PLAY_MS}, and not past `endS`), and stops
 * there.
 * @param fromS media time of the frame shown, seconds
 * @param frameS the video's frame duration in seconds
 * @param endS the latest time to show, seconds (the end of the frames that can be shown)
 * @throws VideoFrameError as {@link seekFrame}
 */
export async function stepFrames(video: HTMLVideoElement, fromS: number, frames: number, frameS: number, endS: number): Promise<PresentedFrame> {
  const target = Math.min(endS, stepTarget(fromS, frames, frameS));
  const frame = await seekFrame(video, target, frameS);
  if (frames < 0 || frame.mediaTimeS > fromS + 1e-4) return frame;
  const next = target < endS ? await playToNextFrame(video, fromS, endS) : null;
  return next === null ? frame : seekFrame(video, next, frameS);
}

/**
 * Plays `video`, muted, until it presents a frame after `fromS` (seconds) and pauses: that
 * frame's media time, or null when none comes before `endS` or within {@link NEXT_FRAME_PLAY_MS}.
 */
function playToNextFrame(video: HTMLVideoElement, fromS: number, endS: number): Promise<number | null> {
  const muted = video.muted;
  video.muted = true;
  return new Promise((resolve) => {
    const done = (time: number | null) => {
      clearTimeout(timer);
      video.pause();
      video.muted = muted;
      resolve(time !== null && time <= endS ? time : null);
    };
    const timer = setTimeout(() => done(null), NEXT_FRAME_PLAY_MS);
    const onFrame = (_now: number, metadata: VideoFrameCallbackMetadata) => {
      if (metadata.mediaTime > fromS + 1e-4 || video.ended) done(metadata.mediaTime > fromS + 1e-4 ? metadata.mediaTime : null);
      else video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
    video.play().catch(() => done(null));
  });
}

/** Frames the frame-duration probe watches (consecutive pairs give the durations). */
const PROBE_FRAMES = 6;
/** Longest the probe plays, in ms. */
const PROBE_TIMEOUT_MS = 3000;

/**
 * The video's frame duration in seconds, measured by playing it muted for a few frames and
 * taking the median gap between the media times of consecutively presented frames
 * (`presentedFrames` one apart). The video is left paused on its first frame.
 * @returns the duration, or `null` when too few frames were presented (very short video,
 *   hidden tab)
 */
export async function measureFrameDuration(video: HTMLVideoElement): Promise<number | null> {
  if (typeof video.requestVideoFrameCallback !== 'function') return null;
  const gaps: number[] = [];
  video.muted = true;
  await new Promise<void>((resolve) => {
    let last: VideoFrameCallbackMetadata | null = null;
    const done = () => {
      clearTimeout(timer);
      video.pause();
      resolve();
    };
    const timer = setTimeout(done, PROBE_TIMEOUT_MS);
    const onFrame = (_now: number, metadata: VideoFrameCallbackMetadata) => {
      if (last && metadata.presentedFrames === last.presentedFrames + 1 && metadata.mediaTime > last.mediaTime) {
        gaps.push(metadata.mediaTime - last.mediaTime);
      }
      last = metadata;
      if (gaps.length >= PROBE_FRAMES - 1 || video.ended) done();
      else video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
    video.play().catch(done);
  });
  await seekFrame(video, 0);
  if (gaps.length < 2) return null;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)]!;
}

/**
 * The video's length in seconds. Files recorded by MediaRecorder often carry no duration
 * (`Infinity`); seeking far past the end makes the browser find it.
 * @throws VideoFrameError when the length cannot be found
 */
export async function videoDuration(video: HTMLVideoElement): Promise<number> {
  if (Number.isFinite(video.duration) && video.duration > 0) return video.duration;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, SEEK_TIMEOUT_MS);
    video.addEventListener('durationchange', () => {
      if (Number.isFinite(video.duration)) {
        clearTimeout(timer);
        resolve();
      }
    });
    video.currentTime = 1e101;
  });
  if (!Number.isFinite(video.duration) || video.duration <= 0) throw new VideoFrameError("The video's length cannot be found (the file may be cut short).");
  await seekFrame(video, 0);
  return video.duration;
}

/**
 * The frame the video shows now as an ImageBitmap of `size` pixels.
 * @throws VideoFrameError when the browser cannot copy the frame
 */
export async function grabFrame(video: HTMLVideoElement, size: { width: number; height: number }): Promise<ImageBitmap> {
  try {
    return size.width === video.videoWidth && size.height === video.videoHeight
      ? await createImageBitmap(video)
      : await createImageBitmap(video, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'medium' });
  } catch (error) {
    throw new VideoFrameError(`The browser could not copy the video frame at ${video.currentTime.toFixed(2)} s (${error instanceof Error ? error.message : String(error)}).`);
  }
}

/**
 * A measured frame rate as shown: whole when within 0.2 of a whole number (a 15 frames/s WebM
 * measures 14.9 from its millisecond timestamps), else to one decimal.
 */
export function shownRate(fps: number): string {
  return Math.abs(fps - Math.round(fps)) < 0.2 ? String(Math.round(fps)) : fps.toFixed(1);
}
