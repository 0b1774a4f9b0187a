import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaybackSampler, SeekSampler, type FrameSampler } from './frameSampler.ts';

/**
 * A stand-in for a <video> element: `frames` frames of `frameS` seconds; playing advances one
 * frame per millisecond and "presents" it (requestVideoFrameCallback), except the frames
 * `dropped` picks, which the compositor skips without counting them; seeking presents the
 * frame at the new time.
 */
class FakeVideo {
  paused = true;
  ended = false;
  playbackRate = 1;
  frame = 0;
  pauses = 0;
  private presented = 0;
  private handles = 0;
  private readonly callbacks = new Map<number, VideoFrameRequestCallback>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly frames: number, readonly frameS: number, private readonly dropped: (frame: number) => boolean = () => false) {}

  get duration(): number {
    return this.frames * this.frameS;
  }

  get currentTime(): number {
    return this.frame * this.frameS;
  }

  set currentTime(timeS: number) {
    setTimeout(() => {
      this.frame = Math.min(this.frames - 1, Math.floor(timeS / this.frameS + 1e-9));
      this.ended = false;
      this.present();
      this.emit('seeked');
    }, 1);
  }

  requestVideoFrameCallback(callback: VideoFrameRequestCallback): number {
    this.handles += 1;
    this.callbacks.set(this.handles, callback);
    return this.handles;
  }

  cancelVideoFrameCallback(handle: number): void {
    this.callbacks.delete(handle);
  }

  play(): Promise<void> {
    if (this.paused) {
      this.paused = false;
      this.advance();
    }
    return Promise.resolve();
  }

  pause(): void {
    if (!this.paused) this.pauses += 1;
    this.paused = true;
    clearTimeout(this.timer);
  }

  addEventListener(type: string, listener: () => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  /** A stand-in for the ImageBitmap of the frame shown now. */
  grab(): Promise<ImageBitmap> {
    return Promise.resolve({ frame: this.frame, close: () => undefined } as unknown as ImageBitmap);
  }

  private advance(): void {
    this.timer = setTimeout(() => {
      if (this.paused) return;
      if (this.frame + 1 >= this.frames) {
        this.paused = true;
        this.ended = true;
        this.emit('ended');
        return;
      }
      this.frame += 1;
      if (!this.dropped(this.frame)) this.present();
      this.advance();
    }, 1);
  }

  private present(): void {
    this.presented += 1;
    const callbacks = [...this.callbacks.values()];
    this.callbacks.clear();
    for (const callback of callbacks) callback(0, { mediaTime: this.frame * this.frameS, presentedFrames: this.presented } as VideoFrameCallbackMetadata);
  }

  private emit(type: string): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
}

/** Sample times as the analysis makes them: k / fps + 1 ms. */
function sampleTimes(count: number, fps: number): number[] {
  return Array.from({ length: count }, (_, k) => k / fps + 0.001);
}

/** Every sample the sampler gives: [index, frame shown]. */
async function drain(sampler: FrameSampler, slowMs = 0): Promise<[number, number][]> {
  const got: [number, number][] = [];
  for (;;) {
    const sample = await sampler.next();
    if (!sample) return got;
    const bitmap = (await sample.bitmap) as unknown as { frame: number };
    got.push([sample.k, bitmap.frame]);
    if (slowMs) await new Promise((resolve) => setTimeout(resolve, slowMs));
  }
}

beforeEach(() => {
  vi.stubGlobal('document', { visibilityState: 'visible' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlaybackSampler', () => {
  const FRAME_S = 1 / 15;

  it('gives every sample its frame once, in order, while the video plays', async () => {
    const video = new FakeVideo(60, FRAME_S);
    const sampler = new PlaybackSampler(video as unknown as HTMLVideoElement, { times: sampleTimes(60, 15), grab: () => video.grab() }, FRAME_S);
    expect(await drain(sampler)).toEqual(Array.from({ length: 60 }, (_, k) => [k, k]));
    expect(sampler.repaired).toBe(0);
    expect(sampler.playbackRate).toBeCloseTo(40 / 15, 9);
  });

  it('seeks to the samples of frames the compositor skipped, and slows down', async () => {
    const video = new FakeVideo(60, FRAME_S, (frame) => frame % 7 === 3);
    const sampler = new PlaybackSampler(video as unknown as HTMLVideoElement, { times: sampleTimes(60, 15), grab: () => video.grab() }, FRAME_S);
    expect(await drain(sampler)).toEqual(Array.from({ length: 60 }, (_, k) => [k, k]));
    expect(sampler.repaired).toBeGreaterThanOrEqual(8);
    expect(sampler.playbackRate).toBeLessThan(40 / 15);
  });

  it('takes every other frame of a video twice as fast as the analysis', async () => {
    const video = new FakeVideo(60, FRAME_S / 2);
    const sampler = new PlaybackSampler(video as unknown as HTMLVideoElement, { times: sampleTimes(30, 15), grab: () => video.grab() }, FRAME_S / 2);
    expect(await drain(sampler)).toEqual(Array.from({ length: 30 }, (_, k) => [k, 2 * k]));
  });

  it('pauses the video while the consumer lags behind', async () => {
    const video = new FakeVideo(40, FRAME_S);
    const sampler = new PlaybackSampler(video as unknown as HTMLVideoElement, { times: sampleTimes(40, 15), grab: () => video.grab() }, FRAME_S);
    expect(await drain(sampler, 6)).toEqual(Array.from({ length: 40 }, (_, k) => [k, k]));
    expect(video.pauses).toBeGreaterThan(3);
  });

  it('stops handing out samples when stopped', async () => {
    const video = new FakeVideo(40, FRAME_S);
    const sampler = new PlaybackSampler(video as unknown as HTMLVideoElement, { times: sampleTimes(40, 15), grab: () => video.grab() }, FRAME_S);
    expect((await sampler.next())?.k).toBe(0);
    sampler.stop();
    expect(await sampler.next()).toBeNull();
    expect(video.paused).toBe(true);
  });
});

describe('SeekSampler', () => {
  it('seeks to every sample', async () => {
    const video = new FakeVideo(20, 1 / 30);
    const sampler = new SeekSampler(video as unknown as HTMLVideoElement, { times: sampleTimes(10, 15), grab: () => video.grab() });
    expect(await drain(sampler)).toEqual(Array.from({ length: 10 }, (_, k) => [k, 2 * k]));
  });
});
