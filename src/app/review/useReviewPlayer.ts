/**
 * The review page's player: the clock of the frame shown, seeks one at a time, frame steps, play
 * and pause of the open video. Review times count from the video's first picture
 * (OpenedVideo `startS`); the element's own clock is theirs plus that.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OpenedVideo } from './openedVideo.ts';
import { explain, isAbort, type Message } from './reviewMessage.ts';
import { decodeStopped, notePresented, presentedTimeS, queuedSteps, seekFrame, stepFrames, type PresentedFrame } from './videoFrames.ts';

/** Options of {@link useReviewPlayer}. */
export interface ReviewPlayerOptions {
  /** The video open, or `null`. */
  video: OpenedVideo | null;
  /** Says a problem (a seek that failed, a play refused, a file damaged past what was reviewed). */
  onError(message: Message): void;
  /** The player leaves the entry clicked (a step, play): the timeline marks the one it is in. */
  onLeaveEntry(): void;
  /** The video starts playing (the die being picked is not in the frames that follow). */
  onPlay(): void;
}

/** The player's state and the page's ways to drive it. */
export interface ReviewPlayer {
  /** Review time of the frame shown, ms. */
  frameMs: number;
  playing: boolean;
  /** Shows the clock at `ms` (review time of the frame shown). */
  showClock(ms: number): void;
  /**
   * Shows a frame of `element`, one seek at a time: `seek` is given the time of the frame shown
   * when its turn comes (element time, seconds: the frames queued before it have landed) and
   * seeks. A later call supersedes an earlier one not yet begun (the user's click on an entry
   * wins over the analysis showing its last frame), unless it is `relative` (a step, which goes
   * on from where the seeks before it land). The clock shows each frame a seek presents,
   * unless an analysis or play started meanwhile ({@link ReviewPlayer.takeOver}).
   * @returns false when superseded; rejects when the video cannot seek
   */
  seekElement(element: HTMLVideoElement, seek: (shownS: number) => Promise<PresentedFrame>, relative?: boolean): Promise<boolean>;
  /** Shows the frame at `timeS` (review time, seconds) of the video open; a failure is said. @returns false when superseded */
  seekTo(timeS: number): Promise<boolean>;
  /**
   * One frame on (`+1`) or back (`-1`) from the frame shown, or from where the steps asked before
   * it land (quick presses add up), never past the first frame or the end of what can be shown
   * (videoFrames.ts `queuedSteps`): `lengthMs`, how much of the video the player shows (up to
   * where an analysis that did not complete ended). Not while an analysis runs: the page asks.
   */
  step(direction: 1 | -1, lengthMs: number): void;
  playPause(): void;
  /**
   * Something other than a seek drives the clock shown now (an analysis starts): seeks asked
   * before it and not yet begun are skipped, and those begun do not set the time shown.
   */
  takeOver(): void;
  /** A video was opened: the clock counts from its first picture (`startS`, element seconds), at 0, paused. */
  load(startS: number): void;
}

/** The player of the review page's open video. */
export function useReviewPlayer({ video, onError, onLeaveEntry, onPlay }: ReviewPlayerOptions): ReviewPlayer {
  const [frameMs, setFrameMs] = useState(0);
  /** {@link frameMs} as set last, for the seeks queued before React renders it. */
  const shownMs = useRef(0);
  const showClock = useCallback((ms: number) => {
    shownMs.current = ms;
    setFrameMs(ms);
  }, []);
  /** Frames to step on (negative: back) that no seek has taken yet: presses faster than seeks land add up. */
  const pendingSteps = useRef(0);
  const [playing, setPlaying] = useState(false);
  /** The open video's {@link OpenedVideo.startS}: review times are the element's minus this. */
  const videoStartS = useRef(0);
  /** Bumped by every seek asked, by an analysis starting and by play: a seek not yet begun when it changes is skipped. */
  const seekGeneration = useRef(0);
  /**
   * Bumped when something other than a seek drives the clock shown (an analysis starts, the
   * video plays): a seek asked before then does not set the time shown. A later seek does not
   * count: the frame a seek presented is the one shown until the next one lands, so its time is
   * shown (else a stream of seeks, a scrub or quick clicks, each landing after the next was
   * asked, left the clock on the frame before them all).
   */
  const clockGeneration = useRef(0);
  const seekChain = useRef<Promise<unknown>>(Promise.resolve());

  const seekElement = useCallback((element: HTMLVideoElement, seek: (shownS: number) => Promise<PresentedFrame>, relative = false): Promise<boolean> => {
    const mine = relative ? seekGeneration.current : ++seekGeneration.current;
    const clockAsked = clockGeneration.current;
    const run = seekChain.current.then(async () => {
      if (mine !== seekGeneration.current) return false;
      const frame = await seek(shownMs.current / 1000 + videoStartS.current);
      if (clockAsked !== clockGeneration.current) return false;
      showClock((frame.mediaTimeS - videoStartS.current) * 1000);
      return true;
    });
    seekChain.current = run.catch(() => undefined);
    return run;
  }, [showClock]);

  const seekTo = useCallback((timeS: number): Promise<boolean> => {
    if (!video) return Promise.resolve(false);
    pendingSteps.current = 0;
    const element = video.source.video;
    return seekElement(element, () => seekFrame(element, timeS + videoStartS.current, video.frameS)).catch((e: unknown) => {
      onError(explain(e));
      return false;
    });
  }, [video, seekElement, onError]);

  const takeOver = useCallback(() => {
    seekGeneration.current += 1;
    clockGeneration.current += 1;
  }, []);

  const load = useCallback((startS: number) => {
    videoStartS.current = startS;
    showClock(0);
    setPlaying(false);
  }, [showClock]);

  const step = (direction: 1 | -1, lengthMs: number) => {
    if (!video) return;
    const element = video.source.video;
    element.pause();
    onLeaveEntry();
    pendingSteps.current = queuedSteps(pendingSteps.current, direction, shownMs.current / 1000, lengthMs / 1000, video.frameS);
    const endS = lengthMs / 1000 + video.startS;
    seekElement(element, (shownS) => {
      // The first of the steps queued takes them all; the others (and those after a seek elsewhere) have none left.
      const frames = pendingSteps.current;
      pendingSteps.current = 0;
      return frames === 0 ? Promise.resolve({ mediaTimeS: shownS }) : stepFrames(element, shownS, frames, video.frameS, endS);
    }, true).catch((e: unknown) => onError(explain(e)));
  };

  const playPause = () => {
    if (!video) return;
    const element = video.source.video;
    if (!element.paused) {
      element.pause();
      return;
    }
    takeOver();
    onPlay();
    onLeaveEntry();
    const follow = (_now: number, metadata: VideoFrameCallbackMetadata) => {
      notePresented(element, metadata.mediaTime);
      showClock((metadata.mediaTime - videoStartS.current) * 1000);
      if (!element.paused) element.requestVideoFrameCallback(follow);
    };
    element.requestVideoFrameCallback(follow);
    // A play interrupted by the reviewer's own pause or step (AbortError) is no problem to report.
    void element.play().catch((e: unknown) => {
      if (!isAbort(e)) onError(explain(e, (t) => t.review.cannotPlay));
    });
  };

  useEffect(() => {
    if (!video) return undefined;
    const element = video.source.video;
    const onPlaying = () => setPlaying(true);
    // The frame last presented, not the element's time: at the end that is the video's length, past its last frame.
    const onPause = () => {
      setPlaying(false);
      showClock(((presentedTimeS(element) ?? element.currentTime) - videoStartS.current) * 1000);
    };
    // A file damaged past what was reviewed stops playing there with a decode error (no pause event).
    const onDecodeError = () => {
      onPause();
      const atS = (presentedTimeS(element) ?? element.currentTime) - videoStartS.current;
      onError(explain(decodeStopped(element, atS), (t) => t.review.cannotPlay));
    };
    element.addEventListener('play', onPlaying);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onPause);
    element.addEventListener('error', onDecodeError);
    return () => {
      element.removeEventListener('play', onPlaying);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onPause);
      element.removeEventListener('error', onDecodeError);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video]);

  return { frameMs, playing, showClock, seekElement, seekTo, step, playPause, takeOver, load };
}
