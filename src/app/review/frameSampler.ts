/**
 * Takes the analysis samples of a video — sample k is the frame shown at k / fps seconds —
 * each exactly once and in order, as ImageBitmaps, by one of two strategies:
 *
 * - `seek`: seek the paused video to every sample time and wait for requestVideoFrameCallback.
 *   Simple and exact, but each seek makes the browser decode again from the previous key
 *   frame: 25–60 ms a sample in headless Chromium.
 * - `play`: play the muted video at a raised rate and grab frames in requestVideoFrameCallback
 *   (a few ms each). A frame covers the time from its own media time to the next presented
 *   frame's, so each grabbed frame is held until the next one arrives and then handed to the
 *   samples that fall in its span. When the compositor skips a frame (a gap of more than 1.5
 *   frame durations, or `presentedFrames` jumping) the samples in the gap are taken by seeking
 *   instead, and the rate is lowered: no sample is ever skipped. Playback pauses while the
 *   consumer lags behind (a short queue), so the worker's speed sets the pace.
 */
import { seekFrame } from './videoFrames.ts';

/** One sample: its index and its frame (resolved when copied). */
export interface SampledFrame {
  /** The sample's index in `SamplerOptions.times`, from 0. */
  k: number;
  /** The frame at the analysis size; rejects when it could not be copied. The consumer closes it. */
  bitmap: Promise<ImageBitmap>;
}

/** A source of samples, in order. */
export interface FrameSampler {
  /**
   * The next sample, or `null` after the last one.
   * @throws VideoFrameError when the video cannot show or copy a frame
   */
  next(): Promise<SampledFrame | null>;
  /** Stops taking frames and frees the ones taken but not handed out. */
  stop(): void;
}

/** What a sampler needs to know. */
export interface SamplerOptions {
  /** Sample times in seconds, increasing. */
  times: readonly number[];
  /** Copies the frame the video shows now (the analysis size). */
  grab(): Promise<ImageBitmap>;
}

/** Seeks to every sample. */
export class SeekSampler implements FrameSampler {
  private k = 0;
  private stopped = false;

  /**
   * @param video the loaded video element, paused and sought by {@link next}
   * @param options the sample times and how to copy a frame
   */
  constructor(private readonly video: HTMLVideoElement, private readonly options: SamplerOptions) {}

  /**
   * Seeks to the next sample's time and copies the frame shown there.
   * @returns the sample (`k` counting from 0), or `null` after the last one or once stopped
   * @throws VideoFrameError when the seek fails ({@link seekFrame}: no requestVideoFrameCallback, a decode error, no frame in time)
   */
  async next(): Promise<SampledFrame | null> {
    if (this.stopped || this.k >= this.options.times.length) return null;
    const k = this.k++;
    this.video.pause();
    await seekFrame(this.video, this.options.times[k]!);
    return { k, bitmap: this.options.grab() };
  }

  /** Ends the samples: {@link next} gives `null` from now on. Takes no frame ahead, so there is nothing to free. */
  stop(): void {
    this.stopped = true;
  }
}

/**
 * Samples taken by `first` (the file decoded by mediabunny) and, where its frames stop before
 * the last sample, the rest by seeking `video` ({@link seekFrame}) while the video element has a
 * frame at the time sought. Mediabunny drops the whole last cluster of a WebM cut short inside
 * it, where the video element and the CLI's ffmpeg show the frames of it that are there (the
 * demo game cut at 200,000 bytes: mediabunny's frames stop at 17.1 s, the element's and
 * ffmpeg's at 19.4 s, after a throw at 18.9 s). The samples end where the element's frames end:
 * at a time it cannot seek to (a decode error), or where the frame it shows lies more than 1.5
 * frames before the time sought (a seek past its last frame shows that frame). Where `first`
 * failed to decode (a file damaged part-way) nothing is sought: the element would fail there
 * too, and its error would stand on the player.
 */
export class DecodedThenSeekSampler implements FrameSampler {
  private k = 0;
  private seeking = false;
  private stopped = false;

  /**
   * @param first the decoding sampler, samples `0…` of `options.times`; `decodeFailed` true once
   *   its decoder failed after its first frame (src/app/review/decodedFrames.ts)
   * @param video the loaded video element of the same file, sought for the samples after `first`'s
   * @param options the sample times (seconds, increasing) and how to copy the frame `video` shows
   * @param frameS the video's frame duration, seconds
   */
  constructor(private readonly first: FrameSampler & { readonly decodeFailed: boolean }, private readonly video: HTMLVideoElement, private readonly options: SamplerOptions, private readonly frameS: number) {}

  /**
   * The next sample: `first`'s while it has one, then (once, where it stopped short of the last
   * sample without failing) one sought on `video` per call.
   * @returns the sample (`k` its index in `options.times`, each once and in order), or `null`
   *   after the last, once stopped, or where the element's frames end (a seek that fails, or
   *   lands more than 1.5 × `frameS` before the time sought): the samples end there, no error
   * @throws what `first.next()` throws (VideoFrameError: the file cannot be decoded at its first frame)
   */
  async next(): Promise<SampledFrame | null> {
    if (this.stopped) return null;
    if (!this.seeking) {
      const sample = await this.first.next();
      if (sample) {
        this.k = sample.k + 1;
        return sample;
      }
      // No frame decoded at all, every sample taken, or a damaged file: nothing to go on with.
      if (this.k === 0 || this.k >= this.options.times.length || this.first.decodeFailed) return null;
      this.seeking = true;
      this.first.stop();
    }
    if (this.k >= this.options.times.length) return null;
    const target = this.options.times[this.k]!;
    let shownS: number;
    try {
      this.video.pause();
      shownS = (await seekFrame(this.video, target, this.frameS)).mediaTimeS;
    } catch {
      return null;
    }
    if (shownS < target - 1.5 * this.frameS) return null;
    const k = this.k++;
    return { k, bitmap: this.options.grab() };
  }

  /** Ends the samples: stops `first` (which closes the file it decodes), and {@link next} gives `null` from now on. */
  stop(): void {
    this.stopped = true;
    this.first.stop();
  }
}

/** Tunables of {@link PlaybackSampler}. */
export interface PlaybackTuning {
  /** Frames per second the playback rate aims to present (the compositor gives at most ~60). */
  presentedFps: number;
  /** Highest playback rate. */
  maxRate: number;
  /** Samples queued before playback pauses. */
  highWater: number;
  /** Samples queued at or below which a paused playback resumes. */
  lowWater: number;
  /** Factor applied to the rate after a skipped frame. */
  slowDown: number;
  /** Frames presented without a skip after which the rate rises again (by 1 / slowDown, up to the start rate). */
  recoverAfter: number;
  /** A playing video that presents no frame for this long is sought instead, in ms. */
  stallMs: number;
}

/**
 * Defaults: aim at 40 presented frames/s (headless Chromium skipped frames at 60/s but not at
 * 30/s on 15 fps video), a queue of 4 frames (640×360 RGBA: about 1 MB each).
 */
export const DEFAULT_PLAYBACK: Readonly<PlaybackTuning> = { presentedFps: 40, maxRate: 8, highWater: 4, lowWater: 1, slowDown: 0.75, recoverAfter: 45, stallMs: 3000 };

/** The frame presented last, held until the next one shows how long it lasted. */
interface HeldFrame {
  mediaTimeS: number;
  presentedFrames: number;
  bitmap: Promise<ImageBitmap>;
}

/** Plays the video and grabs the sample frames as they are presented. */
export class PlaybackSampler implements FrameSampler {
  private readonly tuning: PlaybackTuning;
  private readonly queue: SampledFrame[] = [];
  private waiter: (() => void) | null = null;
  private nextK = 0;
  private held: HeldFrame | null = null;
  private repairing = false;
  private heldBack = false;
  private stopped = false;
  private ended = false;
  private failure: unknown = null;
  private handle = 0;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private rate: number;
  private readonly startRate: number;
  private cleanFrames = 0;
  /** Samples taken by seeking after a skipped frame (for diagnostics). */
  repaired = 0;

  /**
   * Starts at once: seeks sample 0, then plays `video` and queues samples.
   * @param video the loaded video element; its playback rate and position are this sampler's until {@link stop}
   * @param options the sample times (seconds, increasing) and how to copy the frame shown
   * @param frameS the video's frame duration in seconds (gaps longer than 1.5 of it are skipped frames)
   * @param tuning changes to {@link DEFAULT_PLAYBACK}
   */
  constructor(private readonly video: HTMLVideoElement, private readonly options: SamplerOptions, private readonly frameS: number, tuning: Partial<PlaybackTuning> = {}) {
    this.tuning = { ...DEFAULT_PLAYBACK, ...tuning };
    this.startRate = Math.min(this.tuning.maxRate, Math.max(0.25, this.tuning.presentedFps * frameS));
    this.rate = this.startRate;
    this.video.addEventListener('ended', this.onEnded);
    this.video.addEventListener('error', this.onError);
    void this.start();
  }

  /** The playback rate now. */
  get playbackRate(): number {
    return this.rate;
  }

  /**
   * The next sample, waiting for playback (or a seek) to take it; resumes a playback paused for
   * a full queue once the queue is low again.
   * @returns the sample (`k` its index in `options.times`, each once and in order), or `null`
   *   after the last one or once stopped
   * @throws VideoFrameError (or the error the video gave) when a seek failed, playback could not
   *   start, or the video stopped decoding: every later call throws it too
   */
  async next(): Promise<SampledFrame | null> {
    for (;;) {
      if (this.failure) throw this.failure;
      const sample = this.queue.shift();
      if (sample) {
        if (this.heldBack && this.queue.length <= this.tuning.lowWater) {
          this.heldBack = false;
          this.play();
        }
        return sample;
      }
      if (this.stopped || this.nextK >= this.options.times.length) return null;
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
      });
    }
  }

  /** Pauses the video, stops listening to it, closes the frames queued and held, and wakes a waiting {@link next} (which gives `null`). Stopping twice does nothing. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.halt();
    this.video.removeEventListener('ended', this.onEnded);
    this.video.removeEventListener('error', this.onError);
    for (const sample of this.queue.splice(0)) void sample.bitmap.then((b) => b.close(), () => undefined);
    this.dropHeld();
    this.wake();
  }

  /** Takes sample 0 by seeking (the first presented frame may already be past it), then plays. */
  private async start(): Promise<void> {
    if (this.options.times.length === 0) return;
    await this.repair([0]);
  }

  private play(): void {
    if (this.stopped || this.ended || this.repairing || this.heldBack) return;
    this.video.playbackRate = this.rate;
    this.video.cancelVideoFrameCallback(this.handle);
    this.handle = this.video.requestVideoFrameCallback(this.onFrame);
    this.armWatchdog();
    this.video.play().catch((error: unknown) => {
      if (!this.video.paused || this.stopped) return;
      this.fail(error);
    });
  }

  private halt(): void {
    clearTimeout(this.watchdog);
    this.video.cancelVideoFrameCallback(this.handle);
    this.video.pause();
  }

  private armWatchdog(): void {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      // No frame presented for a while (e.g. a hidden tab): seek to the next sample instead.
      if (this.stopped || this.repairing || this.heldBack || this.ended || this.nextK >= this.options.times.length) return;
      this.dropHeld();
      void this.repair([this.nextK]);
    }, this.tuning.stallMs);
  }

  private readonly onFrame = (_now: number, metadata: VideoFrameCallbackMetadata): void => {
    if (this.stopped || this.repairing) return;
    this.armWatchdog();
    const m = metadata.mediaTime;
    const due = this.dueBefore(m);
    if (due.length > 0) {
      const held = this.held;
      const skipped = !held || m - held.mediaTimeS > 1.5 * this.frameS || metadata.presentedFrames - held.presentedFrames > 1
        || this.options.times[due[0]!]! < held.mediaTimeS;
      if (skipped) {
        if (held) this.rate = Math.max(0.25, this.rate * this.tuning.slowDown);
        this.cleanFrames = 0;
        this.dropHeld();
        void this.repair(due);
        return;
      }
      this.serve(due, held.bitmap);
      this.held = null;
    } else {
      this.dropHeld();
    }
    this.cleanFrames += 1;
    if (this.cleanFrames >= this.tuning.recoverAfter && this.rate < this.startRate) {
      this.cleanFrames = 0;
      this.rate = Math.min(this.startRate, this.rate / this.tuning.slowDown);
      this.video.playbackRate = this.rate;
    }
    if (this.nextK < this.options.times.length) {
      this.held = { mediaTimeS: m, presentedFrames: metadata.presentedFrames, bitmap: this.options.grab() };
      this.held.bitmap.catch(() => undefined);
    }
    if (this.queue.length >= this.tuning.highWater) {
      this.heldBack = true;
      this.halt();
      return;
    }
    this.handle = this.video.requestVideoFrameCallback(this.onFrame);
  };

  private readonly onEnded = (): void => {
    if (this.stopped || this.repairing) return;
    this.ended = true;
    clearTimeout(this.watchdog);
    const rest = this.dueBefore(Number.POSITIVE_INFINITY);
    if (rest.length === 0) {
      this.dropHeld();
      this.wake();
      return;
    }
    // The held frame is the last one unless `ended` came before the last frame's callback (or
    // the last frame was skipped): samples a frame or more after it are sought.
    const held = this.held;
    const covered = held ? rest.filter((k) => this.options.times[k]! >= held.mediaTimeS && this.options.times[k]! < held.mediaTimeS + this.frameS) : [];
    if (held && covered.length === rest.length) {
      this.serve(rest, held.bitmap);
      this.held = null;
    } else {
      this.dropHeld();
      void this.repair(rest);
    }
  };

  private readonly onError = (): void => {
    this.fail(new Error(`the video stopped decoding at ${this.video.currentTime.toFixed(2)} s`));
  };

  /** Indices of the samples not yet taken whose time is before `timeS`. */
  private dueBefore(timeS: number): number[] {
    const due: number[] = [];
    for (let k = this.nextK; k < this.options.times.length && this.options.times[k]! < timeS; k++) due.push(k);
    return due;
  }

  /** Hands `bitmap` to the samples `ks` (copies for all but the last, which takes it). */
  private serve(ks: number[], bitmap: Promise<ImageBitmap>): void {
    const copies = ks.slice(0, -1).map((k) => ({ k, bitmap: bitmap.then((b) => createImageBitmap(b)) }));
    const last = ks.at(-1)!;
    const original = Promise.all(copies.map((c) => c.bitmap.catch(() => undefined))).then(() => bitmap);
    for (const sample of [...copies, { k: last, bitmap: original }]) {
      sample.bitmap.catch(() => undefined);
      this.queue.push(sample);
    }
    this.nextK = last + 1;
    this.wake();
  }

  /** Takes samples `ks` by seeking, then plays on (unless the consumer lags or the video ended). */
  private async repair(ks: number[]): Promise<void> {
    this.repairing = true;
    this.halt();
    try {
      for (const k of ks) {
        if (this.stopped) return;
        await seekFrame(this.video, this.options.times[k]!);
        this.serve([k], this.options.grab());
        if (k > 0) this.repaired += 1;
      }
    } catch (error) {
      this.fail(error);
      return;
    } finally {
      this.repairing = false;
    }
    if (this.nextK >= this.options.times.length) {
      this.ended = true;
      this.wake();
      return;
    }
    if (this.queue.length >= this.tuning.highWater) this.heldBack = true;
    this.play();
  }

  private dropHeld(): void {
    if (this.held) void this.held.bitmap.then((b) => b.close(), () => undefined);
    this.held = null;
  }

  private fail(error: unknown): void {
    if (this.stopped) return;
    this.failure = error;
    this.halt();
    this.wake();
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  }
}
