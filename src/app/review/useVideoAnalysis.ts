/**
 * The review page's analysis of the open video: the vision worker reads its frames
 * (analyseVideo.ts) and the referee rules on each settled arena (src/review/gameReview.ts) as
 * they come; the timeline, the progress, the live boxes and the picture analysed follow it. One
 * analysis runs at a time: a new one aborts the one before, which finishes its frame first.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArenaReading } from '../../core/types.ts';
import type { AnyReview, AnyTimelineEntry, ReviewedEvent, Settle } from '../../review/gameReview.ts';
import type { CoveredStretch } from '../../review/coveredArena.ts';
import type { ReviewSetup } from '../../review/report.ts';
import type { VisionClient } from '../../worker/visionClient.ts';
import { closeFrameSource, type FrameSource } from '../frameSources.ts';
import { analyseVideo, analysisPlan, sampleTimeMs, seekTimeS, type AnalysisOutcome, type AnalysisPlan, type SampleStrategy } from './analyseVideo.ts';
import type { OpenedVideo } from './openedVideo.ts';
import type { AnalysedFrame } from './playerOverlay.ts';
import { explain, isAbort, type Message } from './reviewMessage.ts';
import { startReview } from './reviewState.ts';
import type { ReviewPlayer } from './useReviewPlayer.ts';
import { seekFrame } from './videoFrames.ts';

/**
 * How often the picture is refreshed while the video is analysed, in ms: redrawing the video
 * every animation frame slowed the analysis by a third in headless Chromium.
 */
const PREVIEW_MS = 400;

/** How often the progress bar and the live boxes are refreshed while analysing, in ms. */
const UI_REFRESH_MS = 100;

/** The sampling strategy a `?frames=decode|play|seek` URL parameter asks for (default decode). */
function strategyFromUrl(search: string): SampleStrategy {
  const asked = new URLSearchParams(search).get('frames');
  return asked === 'play' || asked === 'seek' ? asked : 'decode';
}

/** One analysis of the video and its timeline as the reader and tracker made it. */
export interface Analysis {
  /** The setup analysed with (its dice and rate count; names and rule choices may change later). */
  setup: ReviewSetup;
  plan: AnalysisPlan;
  /** Timeline before corrections. */
  entries: readonly AnyTimelineEntry[];
  events: readonly ReviewedEvent[];
  /** Every settled arena ruled on, those that made no entry too (what a re-run with corrections rules again). */
  settles: readonly Settle[];
  /** Where the arena was still but covered long enough to hide throws (src/review/coveredArena.ts). */
  covered: readonly CoveredStretch[];
  /** The arena outline (frame pixels) the worker used on each entry's frame, by entry index. */
  arenas: ReadonlyMap<number, [number, number][]>;
  /** The outline the reviewer drew for this analysis (video pixels), or `null`: proposed from the floor. */
  arena: [number, number][] | null;
  /** Set once the whole video has been analysed (or stopped). */
  outcome: AnalysisOutcome | null;
  /**
   * The last frame analysed and the reading of its settled arena (read on an earlier frame of the
   * same still stretch; `null` if it moved), drawn when the player shows that frame, where the
   * analysis leaves it; set with `outcome`.
   */
  lastFrame: AnalysedFrame | null;
}

/** Progress of the running analysis: frames done of `frames`, and ms spent. */
export interface Progress {
  done: number;
  frames: number;
  elapsedMs: number;
}

/** Options of {@link useVideoAnalysis}. */
export interface VideoAnalysisOptions {
  /** The page's vision client (started by the page; started again here, which waits for it). */
  client: VisionClient;
  /** The page's player: the analysis drives its clock, and shows the last frame analysed at the end. */
  player: Pick<ReviewPlayer, 'seekElement' | 'showClock' | 'takeOver'>;
  /** Says why an analysis did not start or stopped (`null`: clears a problem that kept the last one from starting). */
  onError(message: Message | null): void;
  /** An analysis starts: nothing of the one before (corrections, selection, arena drawing) stands over it. */
  onStart(): void;
}

/** The analysis shown and the page's ways to start, stop and drop it. */
export interface VideoAnalysis {
  analysis: Analysis | null;
  progress: Progress | null;
  /** The latest frame analysed and its reading, while analysing. */
  live: AnalysedFrame | null;
  /** The picture of the frame being analysed, while analysing. */
  preview: (FrameSource & { kind: 'image' }) | null;
  /** Whether an analysis runs. */
  analysing: boolean;
  /** Analyses `opened` with `chosen`, inside the outline `drawn` (video pixels) or the one proposed; a set-up the rules refuse is said. */
  analyse(opened: OpenedVideo, chosen: ReviewSetup, drawn: [number, number][] | null): Promise<void>;
  /** Stop: the analysis ends after the frame in hand, its timeline kept (correctable, exportable). */
  stop(): void;
  /** Aborts the analysis running, its timeline dropped with it (another video opens). */
  abort(): void;
  /** Drops the analysis shown and its progress (another video opened). */
  clear(): void;
  /** Shows `analysis`, made before (a record opened again: reopenedReview.ts), in place of the one shown, which is aborted if running. */
  restore(analysis: Analysis): void;
}

/** The analyses of the review page's video. */
export function useVideoAnalysis({ client, player, onError, onStart }: VideoAnalysisOptions): VideoAnalysis {
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [live, setLive] = useState<AnalysedFrame | null>(null);
  const [preview, setPreview] = useState<(FrameSource & { kind: 'image' }) | null>(null);
  const abort = useRef<AbortController | null>(null);
  /** Stops the running analysis where it is, keeping its timeline (the Stop button). */
  const stopper = useRef<AbortController | null>(null);
  const running = useRef<Promise<void>>(Promise.resolve());
  const analysing = analysis !== null && analysis.outcome === null && progress !== null;
  const { seekElement, showClock, takeOver } = player;

  useEffect(() => () => abort.current?.abort(), []);

  useEffect(() => () => {
    if (preview) closeFrameSource(preview);
  }, [preview]);

  const analyse = useCallback(async (opened: OpenedVideo, chosen: ReviewSetup, drawn: [number, number][] | null) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const stopping = new AbortController();
    stopper.current = stopping;
    // The worker serves one frame at a time: let a stopped analysis finish its frame first.
    const previous = running.current;
    let finished = () => {};
    running.current = new Promise<void>((resolve) => {
      finished = resolve;
    });
    await previous;
    if (controller.signal.aborted) {
      finished();
      return;
    }
    let review: AnyReview;
    let plan: AnalysisPlan;
    try {
      review = startReview(chosen);
      plan = analysisPlan(opened.durationMs / 1000, chosen.analysisFps, opened.frameS);
    } catch (e) {
      finished();
      onError(explain(e, (t) => t.review.cannotStart, chosen.game));
      return;
    }
    onError(null); // a problem that kept the last start from starting (points to win, names) is gone
    takeOver();
    const arenas = new Map<number, [number, number][]>();
    setAnalysis({ setup: chosen, plan, entries: [...review.entries], events: [...review.events], settles: [...review.settles], covered: [], arenas, arena: drawn, outcome: null, lastFrame: null });
    onStart();
    setProgress({ done: 0, frames: plan.frames, elapsedMs: 0 });
    let shownAt = Number.NEGATIVE_INFINITY;
    /** Shows a frame being analysed (its copy is closed when the next one replaces it). */
    const showPreview = (image: ImageBitmap) => {
      if (controller.signal.aborted || abort.current !== controller) image.close();
      else setPreview({ kind: 'image', label: opened.name, image });
    };
    let lastFrame: AnalysedFrame | null = null;
    /** The latest reading since the arena last moved: a settled arena is read until voted on, then not again (`read: false`). */
    let stillReading: ArenaReading | null = null;
    const snapshot = (outcome: AnalysisOutcome | null) => (current: Analysis | null): Analysis | null =>
      current && current.plan === plan
        ? { ...current, entries: [...review.entries], events: [...review.events], settles: [...review.settles], covered: [...review.coveredStretches], arenas: new Map(arenas), outcome, lastFrame: outcome ? lastFrame : null }
        : current;
    try {
      await client.start();
      await client.reset();
      const outcome = await analyseVideo(opened.source.video, client, review, {
        frameS: opened.frameS,
        startS: opened.startS,
        file: opened.file,
        strategy: strategyFromUrl(window.location.search),
        dieKind: chosen.dieKind,
        plan,
        signal: controller.signal,
        stop: stopping.signal,
        onPreview: showPreview,
        previewEveryMs: PREVIEW_MS,
        ...(drawn ? { arena: drawn } : {}),
        onProgress: (p) => {
          if (controller.signal.aborted) return;
          if (p.entry && p.result.arena) arenas.set(p.entry.index, p.result.arena);
          if (p.result.motion.state === 'moving') stillReading = null;
          else stillReading = p.result.reading ?? stillReading;
          lastFrame = { tMs: p.result.tMs, reading: stillReading, arena: p.result.arena };
          if (p.entry) setAnalysis(snapshot(null));
          // Redraw the page at most every UI_REFRESH_MS (and for every new entry), not per frame.
          if (!p.entry && p.done < p.frames && performance.now() - shownAt < UI_REFRESH_MS) return;
          shownAt = performance.now();
          setProgress({ done: p.done, frames: p.frames, elapsedMs: p.elapsedMs });
          setLive({ tMs: p.result.tMs, reading: p.result.reading, arena: p.result.arena });
          showClock(p.result.tMs);
        },
      });
      if (controller.signal.aborted) return;
      setAnalysis(snapshot(outcome));
      // The player shows the last frame analysed, as its clock says (a decoded analysis never moved the video).
      // A frame the user asks for meanwhile (an entry clicked) supersedes it.
      if (outcome.frames > 0 && abort.current === controller) {
        const element = opened.source.video;
        const lastS = seekTimeS(sampleTimeMs(outcome.frames - 1, plan.fps)) + opened.startS;
        seekElement(element, () => seekFrame(element, lastS, opened.frameS)).catch(() => undefined);
      }
    } catch (e) {
      if (isAbort(e) || controller.signal.aborted) return;
      onError(explain(e, (t) => t.review.analysisStopped));
      setAnalysis(snapshot(null));
      setProgress(null);
    } finally {
      finished();
      if (abort.current === controller) {
        setLive(null);
        setPreview(null);
      }
    }
  }, [client, seekElement, showClock, takeOver, onError, onStart]);

  const stop = useCallback(() => stopper.current?.abort(), []);
  const abortRunning = useCallback(() => abort.current?.abort(), []);
  const clear = useCallback(() => {
    setAnalysis(null);
    setProgress(null);
  }, []);

  const restore = useCallback((made: Analysis) => {
    abort.current?.abort();
    setAnalysis(made);
    setProgress(null);
    setLive(null);
    setPreview(null);
  }, []);

  return { analysis, progress, live, preview, analysing, analyse, stop, abort: abortRunning, clear, restore };
}
