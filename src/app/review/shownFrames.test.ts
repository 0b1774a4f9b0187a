import { describe, expect, it } from 'vitest';
import { framesShownAt, type TimedFrame } from './shownFrames.ts';

/** A fake decoded frame that counts its open copies. */
class Frame implements TimedFrame<Frame> {
  static open = 0;
  constructor(readonly timestamp: number, readonly duration: number) {
    Frame.open += 1;
  }
  clone(): Frame {
    return new Frame(this.timestamp, this.duration);
  }
  close(): void {
    Frame.open -= 1;
  }
}

/** Frames at `fps` from 0 s, `count` of them, with `duration` (0: the container gives none), and how many were read. */
function video(count: number, fps: number, duration = 1 / fps): { frames: AsyncIterable<Frame>; read: () => number } {
  let read = 0;
  return {
    frames: (async function* () {
      for (let i = 0; i < count; i += 1) {
        read += 1;
        yield new Frame(Math.round((i / fps) * 1000) / 1000, duration);
      }
    })(),
    read: () => read,
  };
}

/** Every value of the generator as the time of the frame given, then closed (null stays null). */
async function times(shown: AsyncGenerator<Frame | null>): Promise<(number | null)[]> {
  const out: (number | null)[] = [];
  for await (const frame of shown) {
    out.push(frame ? frame.timestamp : null);
    frame?.close();
  }
  return out;
}

describe('framesShownAt', () => {
  it('gives the frame shown at each time, at the video\'s rate and below it (millisecond timestamps, as WebM has)', async () => {
    Frame.open = 0;
    // 15 frames/s with timestamps rounded to the ms; sample times 1 ms after each frame time.
    const at15 = Array.from({ length: 15 }, (_, k) => k / 15 + 0.001);
    expect(await times(framesShownAt(video(15, 15).frames, at15))).toEqual(Array.from({ length: 15 }, (_, k) => Math.round((k / 15) * 1000) / 1000));
    // Every other frame of a 30 frames/s video.
    const at15of30 = Array.from({ length: 15 }, (_, k) => k / 15 + 0.001);
    expect(await times(framesShownAt(video(30, 30).frames, at15of30))).toEqual(Array.from({ length: 15 }, (_, k) => Math.round(((2 * k) / 30) * 1000) / 1000));
    expect(Frame.open).toBe(0);
  });

  it('shows the first frame before it, and the same frame twice when asked faster than the video runs', async () => {
    Frame.open = 0;
    const frames = [new Frame(0.5, 0.5), new Frame(1, 0.5)];
    const source = (async function* () {
      yield* frames;
    })();
    expect(await times(framesShownAt(source, [0, 0.25, 0.5, 0.75, 1.2]))).toEqual([0.5, 0.5, 0.5, 0.5, 1]);
    expect(Frame.open).toBe(0);
  });

  it('gives null where the frames stop (a file cut short), keeping the last frame while it is shown', async () => {
    Frame.open = 0;
    // 10 frames at 10 frames/s (0–0.9 s shown until 1.0 s); the file claims 3 s.
    const asked = Array.from({ length: 30 }, (_, k) => k / 10 + 0.001);
    const shown = await times(framesShownAt(video(10, 10).frames, asked));
    expect(shown.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, k) => k / 10));
    expect(shown.slice(10)).toEqual(Array.from({ length: 20 }, () => null));
    // Without durations the gap between the last two frames stands in for the last one's.
    const noDuration = await times(framesShownAt(video(10, 10, 0).frames, [0.95, 1.001, 1.2]));
    expect(await times(framesShownAt(video(10, 10, 0).frames, [0.901, 0.999]))).toEqual([0.9, 0.9]);
    expect(noDuration).toEqual([0.9, null, null]);
    // A sound track running on after the pictures (they end at 1.0 s, as the video track says).
    expect(await times(framesShownAt(video(10, 10).frames, [0.901, 1.101, 2.5], 1.0))).toEqual([0.9, 0.9, 0.9]);
    // Cut short where the video track says 3 s of pictures.
    expect(await times(framesShownAt(video(10, 10).frames, [0.901, 1.101, 2.5], 3.0))).toEqual([0.9, null, null]);
    expect(Frame.open).toBe(0);
  });

  it('stops reading frames once every time is served, or when the caller stops', async () => {
    Frame.open = 0;
    const long = video(100, 10);
    expect(await times(framesShownAt(long.frames, [0.001, 0.101]))).toEqual([0, 0.1]);
    expect(long.read()).toBe(3);
    const stopped = video(100, 10);
    const generator = framesShownAt(stopped.frames, Array.from({ length: 50 }, (_, k) => k / 10 + 0.001));
    (await generator.next()).value?.close();
    await generator.return(undefined);
    expect(stopped.read()).toBeLessThanOrEqual(3);
    expect(Frame.open).toBe(0);
  });
});
