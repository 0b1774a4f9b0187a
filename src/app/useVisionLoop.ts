/**
 * React hook that feeds a frame source through the vision worker's pipeline and reports every
 * processed frame. Camera and video frames are offered when the video shows a new one (its
 * `requestVideoFrameCallback`; a frame already read is offered again only every
 * {@link REPEAT_FRAME_MS}, so that a still or paused picture still settles) and dropped while
 * the worker is busy (latest frame wins); a photo is offered as a still camera would
 * show it, until its settle is voted on (at most {@link STILL_READINGS} frames): it is read at the
 * first of them only, and that reading stands for the others (the same picture read with the same
 * die kind and outline gives the same dice), so that the motion gate and the tracker see it
 * settle as they would a camera's still picture. Once a settle is voted on (the caller's tracker
 * says so: {@link VisionLoopOptions.onResult}; with no caller, an {@link ArenaTracker} of the
 * loop's own), the dice shown are the vote's, and a camera's or a video's frames are processed
 * unread (motion only) until the arena moves, the die kind or the outline changes (read once
 * more, and shown as read), or the video jumps. A video that jumps (rewound, looped, sought) starts
 * afresh: the dice kept from before the jump are dropped and the worker forgets what it tracked.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArenaReading, DieKind } from '../core/types.ts';
import { ArenaTracker } from '../tracking/arenaTracker.ts';
import type { ArenaSnapshot } from '../tracking/types.ts';
import type { TimedFrameResult } from '../worker/api.ts';
import type { VisionClient } from '../worker/visionClient.ts';
import type { FrameSource } from './frameSources.ts';

/** Frames of a photo after which the loop stops offering it (the tracker has voted by then). */
const STILL_READINGS = 8;

/**
 * How often a video frame already read is offered again, in ms: a 15 fps camera was read 42
 * times a second on an idle worker, each frame about three times (CPU taken from the 2 cores,
 * and the same picture voted on as if it were several). A paused or ended video's last frame,
 * offered so, still lets the motion gate see the arena stay still and settle.
 */
export const REPEAT_FRAME_MS = 300;

/** Options of {@link useVisionLoop}. */
export interface VisionLoopOptions {
  /** Which faces the dice can show. */
  dieKind: DieKind;
  /** The user's arena polygon in frame pixels, or undefined to let the worker propose one. */
  arena?: [number, number][];
  /**
   * Called with every processed frame, in order; `from.still`: the frame is a photo's (offered
   * as a still camera would be), not one of a camera's or a video's stream; `from.source`: the
   * source shown (the same object for every frame of it). Returns the settle's snapshot once the
   * caller's tracker has voted on it (src/tracking/arenaTracker.ts `voted`), else `null`: its
   * dice are then shown, and a camera's or a video's frames are processed with `read: false`
   * until the arena moves, which spares the reader's 20–30 ms a frame (src/vision/pipeline.ts).
   * Without this callback the loop votes with a tracker of its own.
   */
  onResult?(result: TimedFrameResult, from: { still: boolean; source: FrameSource }): ArenaSnapshot | null;
  /**
   * Called with each processed frame that learnt a camera move (`motion.cameraMove`:
   * src/vision/motionGate.ts, 3), in order: the arena outline moved with the camera. Called
   * for every such frame, however the page's state updates are batched.
   */
  onCameraMove?(result: TimedFrameResult): void;
  /**
   * A photo is offered again (read a few more times) whenever this changes: a game started or
   * resumed looks at the photo shown, as it would at a camera's still arena.
   */
  lookAgain?: number;
  /**
   * While true, no frame is offered: a recording paused for the players' answer shows one
   * picture, which would teach the worker's motion gate a hand held in it as the arena (a
   * recording may pause on a moving frame, after a settle cut short). It plays on from where
   * the gate left off.
   */
  hold?: boolean;
  /**
   * Called once, with the source, when a camera's video track has ended without its `ended`
   * event (a track stopped by `stop()`, which fires none): its video then shows a black frame,
   * which would read as an empty arena, so the loop stops reading it.
   */
  onCameraEnded?(camera: FrameSource): void;
}

/** The latest processed frame, the processing rate and the last error. */
export interface VisionLoopState {
  /** Latest result of the current source, `null` until the first one. */
  latest: TimedFrameResult | null;
  /**
   * The dice in the picture shown, in its pixels: once the settle is voted on, the vote's
   * ({@link VisionLoopOptions.onResult}: what the referee ruled on, not one frame's reading,
   * which may misread a die), else the latest frame's reading; `null` while the arena moves and
   * until a first reading.
   */
  reading: ArenaReading | null;
  /**
   * The dice last shown (`reading`), kept while the arena moves; `null` until the first reading.
   */
  lastReading: ArenaReading | null;
  /** Processed frames per second over the last second. */
  fps: number;
  /** Why processing failed, for the players; `null` when all is well. */
  error: string | null;
  /**
   * A photo's source: its settle is voted on (or it was offered as many frames as the loop offers
   * a photo, STILL_READINGS), so a game refereed from it has seen it settle. Always false for a
   * camera or a video.
   */
  stillRead: boolean;
}

/** Runs the vision loop on `source` for as long as it is shown. */
export function useVisionLoop(client: VisionClient, source: FrameSource | null, options: VisionLoopOptions): VisionLoopState {
  // The state and the source it is of: in the render where the source changes, before the effect
  // below resets it, the last source's (its error, its photo read) is not this one's.
  const [{ of, ...state }, setOwnState] = useState<VisionLoopState & { of: FrameSource | null }>({ ...IDLE, of: null });
  const setState = useCallback((next: (state: VisionLoopState) => VisionLoopState) => setOwnState(({ of: owner, ...s }) => ({ ...next(s), of: owner })), []);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    setOwnState({ ...IDLE, of: source });
    if (!source) return undefined;
    let stopped = false;
    let animation = 0;
    let readings = 0;
    /** A photo's frames offered for the current options are done: its settle is voted on, or it was offered enough. */
    let photoDone = false;
    /** A photo's reading, with the options' key it was read with and its time (ms): it stands for its later frames. */
    let photoReading: { key: string; reading: ArenaReading; readMs: number } | null = null;
    let lastKey = '';
    /** Whether the next stream frame is read: until the settle is voted on. */
    let readsNext = true;
    /** A vote not shown: a new outline or die kind read its settle again (its dice shown as read). */
    let outdatedVote: ArenaSnapshot | null = null;
    /** Votes on the settles when no caller does (`onResult`), to know when they are read enough. */
    const ownTracker = new ArenaTracker();
    /** The options' key when a frame was last read: a new outline or die kind is read once at least. */
    let readKey = '';
    /** Counts the video's jumps: a frame offered before the last one is not reported. */
    let jumps = 0;
    const stamps: number[] = [];
    void client.reset().catch(() => undefined);
    const onSeeking = () => {
      jumps += 1;
      readsNext = true;
      ownTracker.reset();
      setState((s) => ({ ...s, latest: null, reading: null, lastReading: null }));
      void client.reset().catch(() => undefined);
    };
    if (source.kind !== 'image') source.video.addEventListener('seeking', onSeeking);
    // Whether the video shows a frame not yet offered (always, where the browser cannot say).
    let newFrame = true;
    let offeredAtMs = -Infinity;
    let frameCallback = 0;
    const video = source.kind === 'image' ? null : source.video;
    const canTellFrames = video !== null && typeof video.requestVideoFrameCallback === 'function';
    const onVideoFrame = () => {
      newFrame = true;
      if (!stopped && video) frameCallback = video.requestVideoFrameCallback(onVideoFrame);
    };
    if (canTellFrames) frameCallback = video.requestVideoFrameCallback(onVideoFrame);

    const tick = () => {
      if (stopped) return;
      animation = requestAnimationFrame(tick);
      if (client.isBusy) return;
      if (source.kind === 'camera' && source.stream.getVideoTracks().some((track) => track.readyState === 'ended')) {
        stopped = true;
        cancelAnimationFrame(animation);
        optionsRef.current.onCameraEnded?.(source);
        return;
      }
      const key = JSON.stringify([optionsRef.current.dieKind, optionsRef.current.arena, optionsRef.current.lookAgain]);
      if (key !== lastKey) {
        lastKey = key;
        readings = 0;
        photoDone = false;
      }
      if (source.kind === 'image' && photoDone) {
        // Read enough: no frame is processed now, and the rate says so (it kept the last second's).
        if (stamps.length > 0) {
          stamps.length = 0;
          setState((s) => ({ ...s, fps: 0 }));
        }
        return;
      }
      if (optionsRef.current.hold) return;
      const media = source.kind === 'image' ? source.image : source.video;
      if (source.kind !== 'image' && (source.video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || source.video.videoWidth === 0)) return;
      if (canTellFrames && !newFrame && performance.now() - offeredAtMs < REPEAT_FRAME_MS) return;
      newFrame = false;
      offeredAtMs = performance.now();
      const { dieKind, arena } = optionsRef.current;
      const offeredAt = jumps;
      const read = source.kind === 'image' ? photoReading?.key !== key : readsNext || readKey !== key;
      // Read again after the vote for a new outline or die kind: its dice in or out of the new outline are shown.
      const readAfterVote = !readsNext && readKey !== key;
      createImageBitmap(media)
        .then((bitmap) => client.process(bitmap, performance.now(), { dieKind, ...(arena ? { arena } : {}), still: source.kind === 'image', recording: source.kind === 'video', read }))
        .then((processed) => {
          if (!processed || stopped || offeredAt !== jumps) return;
          if (source.kind === 'image' && processed.reading) photoReading = { key, reading: processed.reading, readMs: processed.timings.readMs };
          // A photo's later frames, unread, carry its reading (and the time it took).
          const result = source.kind === 'image' && !processed.reading && processed.motion.state !== 'moving' && photoReading?.key === key
            ? { ...processed, reading: photoReading.reading, timings: { ...processed.timings, readMs: photoReading.readMs } }
            : processed;
          if (result.reading) {
            readings += 1;
            readKey = key;
          }
          const now = performance.now();
          stamps.push(now);
          while (stamps.length > 0 && stamps[0]! < now - 1000) stamps.shift();
          const { onResult } = optionsRef.current;
          let voted: ArenaSnapshot | null;
          if (onResult) voted = onResult(result, { still: source.kind === 'image', source });
          else {
            ownTracker.update(result.reading, result.motion, result.tMs);
            voted = ownTracker.voted;
          }
          readsNext = voted === null;
          if (source.kind === 'image') photoDone = readings >= STILL_READINGS || (voted !== null && readKey === key);
          if (readAfterVote && result.reading && voted) outdatedVote = voted;
          const shownVote = voted !== outdatedVote ? voted : null;
          if (result.motion.cameraMove) optionsRef.current.onCameraMove?.(result);
          setState((s) => {
            const size = result.reading ?? s.lastReading;
            const reading = shownVote && size
              ? { width: size.width, height: size.height, dice: shownVote.dice }
              : result.reading ?? (result.motion.state === 'moving' ? null : s.reading);
            return { latest: result, reading, lastReading: reading ?? s.lastReading, fps: stamps.length, error: null, stillRead: source.kind === 'image' && photoDone };
          });
        })
        .catch((error: unknown) => {
          if (!stopped) setState((s) => ({ ...s, error: error instanceof Error ? error.message : String(error) }));
        });
    };
    animation = requestAnimationFrame(tick);
    return () => {
      stopped = true;
      cancelAnimationFrame(animation);
      if (canTellFrames) video.cancelVideoFrameCallback(frameCallback);
      if (source.kind !== 'image') source.video.removeEventListener('seeking', onSeeking);
    };
  }, [client, source, setState]);

  return of === source ? state : IDLE;
}

/** The state before any frame of a source is processed. */
const IDLE: VisionLoopState = { latest: null, reading: null, lastReading: null, fps: 0, error: null, stillRead: false };
