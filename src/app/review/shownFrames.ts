/**
 * Picks, from a video's frames decoded in presentation order, the frame shown at each of a list
 * of increasing times: what mediabunny's `samplesAtTimestamps` does, but reading the frames one
 * after another instead of looking each time up. The lookup finds its key frame through the
 * container's index, and a WebM without Cues (MediaRecorder's recordings, a file cut short)
 * has none: mediabunny 1.61 then finds no key frame for some times (from 5.1 s in the demo
 * recording cut at 200 kB) and the analysis stopped there, while every frame decodes in order.
 */

/** Half a millisecond: timestamps rounded to the ms (WebM) still end where the next frame starts. */
const END_TOLERANCE_S = 0.0005;

/** What is needed of a decoded frame (mediabunny's `VideoSample`): times in seconds. */
export interface TimedFrame<T> {
  /** Presentation time of the frame, seconds. */
  readonly timestamp: number;
  /** How long it is shown, seconds (0 where the container does not say). */
  readonly duration: number;
  /** A copy the caller owns and must close. */
  clone(): T;
  /** Frees the frame. */
  close(): void;
}

/**
 * For each time of `times` (seconds, increasing), the frame shown then, as a copy the caller
 * closes: the latest frame at or before it; the first frame for a time before it. After the
 * last frame has ended (its duration, or the gap between the last two frames where the
 * container gives none): `null` up to `videoEndS`, where the video says its pictures go on but
 * none came (the frames stopped, as in a file cut short); the last frame again after it (a
 * sound track running on after the pictures). Closes every frame of `frames` it reads.
 * Stopping the generator early (`return`) stops the reading.
 * @param videoEndS where the video track says its pictures end, seconds (`Infinity` when any
 *   time after the last frame means the frames stopped)
 */
export async function* framesShownAt<T extends TimedFrame<T>>(frames: AsyncIterable<T>, times: readonly number[], videoEndS = Number.POSITIVE_INFINITY): AsyncGenerator<T | null, void, unknown> {
  let k = 0;
  let shown: T | null = null;
  let gap = 0;
  try {
    for await (const frame of frames) {
      // `frame` is closed here if the caller stops while it is being read.
      let unread: T | null = frame;
      try {
        while (k < times.length && times[k]! < frame.timestamp) {
          yield (shown ?? frame).clone();
          k += 1;
        }
        if (shown) {
          gap = frame.timestamp - shown.timestamp;
          shown.close();
        }
        shown = frame;
        unread = null;
      } finally {
        unread?.close();
      }
      if (k >= times.length) return;
    }
    const end = shown ? shown.timestamp + (shown.duration > 0 ? shown.duration : gap) + END_TOLERANCE_S : Number.NEGATIVE_INFINITY;
    for (; k < times.length; k += 1) yield shown && (times[k]! < end || times[k]! >= videoEndS) ? shown.clone() : null;
  } finally {
    shown?.close();
  }
}
