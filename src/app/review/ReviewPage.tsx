/**
 * The review page: open a video of a game, let the vision worker and the referee go through
 * it, and see the timeline of settled arenas and rulings beside the player. A click on an
 * entry shows its frame with the dice read; frames step one by one; a die read wrongly is
 * corrected and the referee re-runs; the game record (JSON) and a report (Markdown) are
 * downloaded. Vision runs in the worker, rules in src/rules; this file wires state to
 * components and user intents to the review. `review.html?frames=play` (or `=seek`) takes the
 * frames by playing (or seeking) instead of decoding the file (analyseVideo.ts), to compare.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ArenaReading, Face } from '../../core/types.ts';
import { renderRefusal } from '../../referee/render.ts';
import type { AnyReview, AnyTimelineEntry, MissedAtUnused, ReviewedEvent, Settle } from '../../review/gameReview.ts';
import { analysisSpeed, clock } from '../../review/report.ts';
import {
  GAME_RECORD_FORMAT, listCorrections, markdownReport, recordedEntry, recordedSetup, recordJson, standingAtEnd, type GameRecord, type ReviewSetup,
} from '../../review/report.ts';
import { RuleError } from '../../rules/engine.ts';
import { checkArena, type ArenaRefusal } from '../../vision/arenaOutline.ts';
import { drawingStart } from '../arenaStore.ts';
import type { WorkerInfo } from '../../worker/api.ts';
import { VisionClient } from '../../worker/visionClient.ts';
import { FileButton } from '../FileButton.tsx';
import { ArenaView } from '../ArenaView.tsx';
import { FacePicker } from '../FacePicker.tsx';
import { OverlayLegend } from '../OverlayLegend.tsx';
import { closeFrameSource, fetchDemoGameFile, FrameSourceError, isTransportStreamName, openVideoFile, startsAsVideo, type FrameSource } from '../frameSources.ts';
import { useFocusRescue } from '../useFocusRescue.ts';
import { initialLanguage, rememberLanguage, useDocumentLanguage, UiTextContext } from '../i18n/language.ts';
import { uiText, type UiText } from '../i18n/uiText.ts';
import { useStartProgress } from '../useStartProgress.ts';
import { analyseVideo, analysisPlan, sampleTimeMs, SEEK_OFFSET_S, seekTimeS, type AnalysisOutcome, type AnalysisPlan, type SampleStrategy } from './analyseVideo.ts';
import { lateStart, picturesEndS } from './decodedFrames.ts';
import { baseName, downloadText } from './download.ts';
import { isPageShortcut } from '../shortcutKeys.ts';
import { PlayerBar } from './PlayerBar.tsx';
import { playerOverlay, type AnalysedFrame } from './playerOverlay.ts';
import { reviewNotices } from './reviewNotices.ts';
import type { CoveredStretch } from '../../review/coveredArena.ts';
import { ReviewSetupForm } from './ReviewSetupForm.tsx';
import { loadReviewSetup, saveReviewSetup } from './savedSetup.ts';
import {
  correctionsInTimeline, dieAt, entryAt, refereedPlayers, refereeKey, rulingSetup, sameReferee, setupFor, startReview, withCorrection, correctedFromElsewhere, type FaceCorrections,
} from './reviewState.ts';
import { Timeline } from './Timeline.tsx';
import { decodeStopped, measureFrameDuration, notePresented, presentedTimeS, queuedSteps, seekFrame, shownRate, stepFrames, videoDuration, type PresentedFrame } from './videoFrames.ts';

/** Frame duration assumed when it cannot be measured, in seconds (30 frames/s, common for phones). */
const FALLBACK_FRAME_S = 1 / 30;

/**
 * How often the picture is refreshed while the video is analysed, in ms: redrawing the video
 * every animation frame slowed the analysis by a third in headless Chromium.
 */
const PREVIEW_MS = 400;

/** How often the progress bar and the live boxes are refreshed while analysing, in ms. */
const UI_REFRESH_MS = 100;

/** The opened video and what is known of it. */
interface OpenedVideo {
  source: FrameSource & { kind: 'video' };
  /** The file itself, decoded directly by the analysis (decodedFrames.ts). */
  file: File;
  name: string;
  durationMs: number;
  /** Frame duration in seconds (measured, or {@link FALLBACK_FRAME_S}). */
  frameS: number;
  /**
   * When its first picture is shown on the file's own clock (the video element's), seconds: 0,
   * or a late start (decodedFrames.ts `lateStart`). The review's times count from that picture.
   */
  startS: number;
}

/** The sampling strategy a `?frames=decode|play|seek` URL parameter asks for (default decode). */
function strategyFromUrl(search: string): SampleStrategy {
  const asked = new URLSearchParams(search).get('frames');
  return asked === 'play' || asked === 'seek' ? asked : 'decode';
}

/** One analysis of the video and its timeline as the reader and tracker made it. */
interface Analysis {
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

/** Progress of the running analysis. */
interface Progress {
  done: number;
  frames: number;
  elapsedMs: number;
}

/** A page message, worded when shown (so that it follows a change of language). */
type Message = (t: UiText) => string;

/**
 * A message for the players from any failure, in the page's language (a decoder's own
 * message, VideoFrameError, stays in English), after `context` (e.g. "The analysis stopped: …").
 */
function explain(error: unknown, context?: (t: UiText) => (detail: string) => string, game: ReviewSetup['game'] = 'strike'): Message {
  return (t) => {
    let detail: string;
    if (error instanceof FrameSourceError) detail = t.sourceProblem(error.problem);
    // A setup the rules refuse (e.g. repeated names), in the words of the referee's language.
    else if (error instanceof RuleError) detail = renderRefusal(game, error, t.language);
    else detail = error instanceof Error ? error.message : String(error);
    return context ? context(t)(detail) : detail;
  };
}

/** Whether `error` is an aborted analysis. */
function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** No time said for a die out of sight was refused (the timeline as analysed). */
const NO_MISSED_REFUSED: ReadonlyMap<number, MissedAtUnused['why']> = new Map();

/** The page. */
export function ReviewPage() {
  const client = useMemo(() => new VisionClient(), []);
  const [worker, setWorker] = useState<WorkerInfo | null>(null);
  const [startFailed, setStartFailed] = useState(false);
  const starting = useStartProgress(worker !== null || startFailed);
  const onStartStage = starting.onStage;
  // The user's own set-up as they left it on this device (savedSetup.ts), else the default one.
  const [setup, setSetup] = useState<ReviewSetup>(() => loadReviewSetup(initialLanguage()));
  const t = uiText(setup.language);
  useDocumentLanguage(setup.language, t.review.title);
  const [video, setVideo] = useState<OpenedVideo | null>(null);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [live, setLive] = useState<AnalysedFrame | null>(null);
  /** The players *Demo game* replaced with the demo's own, until the set-up's players change (a notice says so). */
  const [replacedByDemo, setReplacedByDemo] = useState<readonly string[] | null>(null);
  /** The last correction made, said in the page's status region until the next analysis. */
  const [correctionSaid, setCorrectionSaid] = useState<{ at: string; read: Face | null; face: Face } | null>(null);
  const [preview, setPreview] = useState<(FrameSource & { kind: 'image' }) | null>(null);
  const [faces, setFaces] = useState<FaceCorrections>(() => new Map());
  /** Times (ms) of the entries whose arena the user ruled as a throw where the referee took none (TimelineEntry `mayBeThrow`). */
  const [thrown, setThrown] = useState<ReadonlySet<number>>(() => new Set());
  /** Strike: times (ms) of the entries after whose arena the user said a die flew out of sight (TimelineEntry `missed`). */
  const [missed, setMissed] = useState<ReadonlySet<number>>(() => new Set());
  const [selected, setSelected] = useState<number | null>(null);
  const [picking, setPicking] = useState<{ entry: number; dieId: number } | null>(null);
  /** The arena outline the reviewer drew, `[N,2]` in the video's pixels; `null`: proposed from the floor. */
  const [arena, setArena] = useState<[number, number][] | null>(null);
  const [editingArena, setEditingArena] = useState(false);
  // An arena corner's button gone with the drawing (Escape): the focus goes to Arena.
  useFocusRescue((lost) => (lost.getAttribute('data-testid') === 'arena-corner' ? document.querySelector<HTMLElement>('[data-testid="review-arena"]') : null));
  /** What drawing starts from while no outline is drawn yet (video pixels): shown, not yet the arena. */
  const [arenaStart, setArenaStart] = useState<[number, number][] | null>(null);
  const [arenaRefused, setArenaRefused] = useState<ArenaRefusal | null>(null);
  const [frameMs, setFrameMs] = useState(0);
  /** {@link frameMs} as set last, for the seeks queued before React renders it. */
  const shownMs = useRef(0);
  /** Shows the clock at `ms` (review time of the frame shown). */
  const showClock = useCallback((ms: number) => {
    shownMs.current = ms;
    setFrameMs(ms);
  }, []);
  /** Frames to step on (negative: back) that no seek has taken yet: presses faster than seeks land add up. */
  const pendingSteps = useRef(0);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  /** Whether `error` is about a file that did not open (the review shown is still the one before). */
  const [openFailed, setOpenFailed] = useState(false);
  /** Counts the files opened, so that one opened later supersedes one still loading. */
  const openGeneration = useRef(0);
  const abort = useRef<AbortController | null>(null);
  /** Stops the running analysis where it is, keeping its timeline (the Stop button). */
  const stop = useRef<AbortController | null>(null);
  /** The throw-again rule was changed by the demo game's setup, not by the user. */
  const throwAgainFromDemo = useRef(false);
  /** The set-up the user had before *Demo game* replaced it with the demo's, while it stands unchanged: the next video of theirs is reviewed with it. */
  const setupBeforeDemo = useRef<ReviewSetup | null>(null);
  /** The open video's {@link OpenedVideo.startS}: review times are the element's minus this. */
  const videoStartS = useRef(0);
  const running = useRef<Promise<void>>(Promise.resolve());
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
  const analysing = analysis !== null && analysis.outcome === null && progress !== null;
  // The button that started an analysis is disabled by it, and Stop goes when it ends: the
  // keyboard focus goes to Stop, then to the timeline's first entry, not back to the page's top.
  const stopButton = useRef<HTMLButtonElement>(null);
  const sidePanel = useRef<HTMLElement>(null);
  useEffect(() => {
    const lost = () => document.activeElement === null || document.activeElement === document.body || (document.activeElement as HTMLButtonElement).disabled === true;
    if (analysing && lost()) stopButton.current?.focus();
    if (!analysing && lost()) sidePanel.current?.querySelector<HTMLButtonElement>('.timeline button:not(:disabled)')?.focus();
  }, [analysing]);

  useEffect(() => {
    client.start(onStartStage).then(setWorker, (e: unknown) => {
      setStartFailed(true);
      setError(() => explain(e, (t) => t.review.workerFailed));
    });
    return () => {
      abort.current?.abort();
      client.terminate();
    };
  }, [client, onStartStage]);

  useEffect(() => () => {
    if (video) closeFrameSource(video.source);
  }, [video]);

  useEffect(() => () => {
    if (preview) closeFrameSource(preview);
  }, [preview]);

  // The referee's timeline: as analysed, or re-run with the corrections and the current
  // names and rule choices (the dice and the analysis rate stay those analysed).
  // (The game too: another game's timeline needs another analysis, its dice being others.)
  const refereeSetup: ReviewSetup | null = analysis ? rulingSetup(setup, analysis.setup) : null;
  const rulingKey = refereeSetup ? refereeKey(refereeSetup) : '';
  // A setup the referee refuses (two names alike) keeps the last timeline it ruled on this analysis.
  const lastRuled = useRef<{ plan: AnalysisPlan; entries: readonly AnyTimelineEntry[]; events: readonly ReviewedEvent[]; settles: readonly Settle[] } | null>(null);
  const timeline = useMemo(() => {
    if (!analysis || !refereeSetup) return null;
    const ruled = (entries: readonly AnyTimelineEntry[], events: readonly ReviewedEvent[], settles: readonly Settle[], missedRefused: ReadonlyMap<number, MissedAtUnused['why']> = NO_MISSED_REFUSED) => {
      lastRuled.current = { plan: analysis.plan, entries, events, settles };
      return { entries, events, settles, missedRefused, error: null };
    };
    if (!analysis.outcome || (faces.size === 0 && thrown.size === 0 && missed.size === 0 && sameReferee(refereeSetup, analysis.setup))) {
      return ruled(analysis.entries, analysis.events, analysis.settles);
    }
    try {
      const rerun = startReview(refereeSetup).replay(analysis.settles, faces, thrown, [...missed]);
      return ruled(rerun.entries, rerun.events, rerun.settles, new Map(rerun.missedAtUnused.map(({ ms, why }) => [ms, why])));
    } catch (e) {
      const last = lastRuled.current?.plan === analysis.plan ? lastRuled.current : analysis;
      return { entries: last.entries, events: last.events, settles: last.settles, missedRefused: NO_MISSED_REFUSED, error: explain(e, (t) => t.review.cannotRerun, refereeSetup.game) };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analysis, faces, thrown, missed, rulingKey]);
  const entries = timeline?.entries ?? [];
  // The corrections of arenas the timeline rules now (not those after a win a correction brought sooner).
  const correctedCount = analysis ? [...correctionsInTimeline(faces, analysis.entries, entries).values()].reduce((n, m) => n + m.size, 0) : 0;
  // Once analysed: where the game stands at the end of the recording (nothing once it is won).
  const standing = useMemo(
    () => (analysis?.outcome && timeline && refereeSetup ? standingAtEnd(refereeSetup, timeline.events)?.text ?? null : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [analysis?.outcome, timeline, rulingKey],
  );

  /**
   * Shows a frame of `element`, one seek at a time: `seek` is given the time of the frame shown
   * when its turn comes (element time, seconds: the frames queued before it have landed) and
   * seeks. A later call supersedes an earlier one not yet begun (the user's click on an entry
   * wins over the analysis showing its last frame), unless it is `relative` (a step, which goes
   * on from where the seeks before it land). The clock shows each frame a seek presents,
   * unless an analysis or play started meanwhile ({@link clockGeneration}).
   * @returns false when superseded; rejects when the video cannot seek
   */
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

  /** Shows the frame at `timeS` (review time, seconds) of the video open (see {@link seekElement}). @returns false when superseded */
  const seekTo = useCallback((timeS: number): Promise<boolean> => {
    if (!video) return Promise.resolve(false);
    pendingSteps.current = 0;
    const element = video.source.video;
    return seekElement(element, () => seekFrame(element, timeS + videoStartS.current, video.frameS)).catch((e: unknown) => {
      setError(() => explain(e));
      return false;
    });
  }, [video, seekElement]);

  const analyse = useCallback(async (opened: OpenedVideo, chosen: ReviewSetup, drawn: [number, number][] | null) => {
    abort.current?.abort();
    setCorrectionSaid(null);
    const controller = new AbortController();
    abort.current = controller;
    const stopper = new AbortController();
    stop.current = stopper;
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
      setError(() => explain(e, (t) => t.review.cannotStart, chosen.game));
      return;
    }
    setError(null); // a problem that kept the last start from starting (points to win, names) is gone
    seekGeneration.current += 1;
    clockGeneration.current += 1;
    const arenas = new Map<number, [number, number][]>();
    setAnalysis({ setup: chosen, plan, entries: [...review.entries], events: [...review.events], settles: [...review.settles], covered: [], arenas, arena: drawn, outcome: null, lastFrame: null });
    setEditingArena(false);
    setFaces(new Map());
    setThrown(new Set());
    setMissed(new Set());
    setSelected(null);
    setPicking(null);
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
        stop: stopper.signal,
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
      setError(() => explain(e, (t) => t.review.analysisStopped));
      setAnalysis(snapshot(null));
      setProgress(null);
    } finally {
      finished();
      if (abort.current === controller) {
        setLive(null);
        setPreview(null);
      }
    }
  }, [client, seekElement, showClock]);

  /**
   * A video the user picked: reviewed with the setup shown; after *Demo game*, with the set-up
   * the user had before it (players, dice, rules: helper 165), unless they changed the demo's
   * since, and then still without the demo's throw-again rule unless they set it (their
   * recording is not the demo's game). The language and rate stay as shown.
   */
  const onUserFile = async (file: File) => {
    // Their set-up stays kept until their file opens (helper 168: a file that failed to open
    // after the demo left the demo's set-up for the next one).
    if (await onFile(file, ownSetup(setup), false, null)) setupBeforeDemo.current = null;
  };

  /**
   * The user's own set-up while `shown` is shown: `shown`, unless it is the demo's (see
   * {@link onUserFile}): then the one they had before *Demo game*, in `shown`'s language and
   * rate, or, once they changed the demo's, `shown` with their own throw-again rule.
   */
  const ownSetup = (shown: ReviewSetup): ReviewSetup => {
    const before = setupBeforeDemo.current;
    if (before) return { ...before, language: shown.language, analysisFps: shown.analysisFps };
    return throwAgainFromDemo.current ? { ...shown, keepThrowing: !shown.keepThrowing } : shown;
  };

  /**
   * Opens `file` and analyses it with `chosen` (the setup shown, unless a demo brings its own),
   * which the form then shows (`demoRule`: its throw-again rule is the demo's, not the user's;
   * `replaced`: the players the demo's own replace, said in a notice until the set-up changes).
   * Until the file opens, the review shown keeps its own setup; a file that does not open leaves
   * both as they were. A file opened since supersedes it: its late failure or success is dropped.
   * @returns whether the file opened (and its analysis started) with no other file opened since
   */
  const onFile = async (file: File, chosen: ReviewSetup, demoRule: boolean, replaced: readonly string[] | null): Promise<boolean> => {
    const mine = ++openGeneration.current;
    setError(null); // the previous file's problem is not this one's
    setOpenFailed(true); // until it opens
    if (file.size === 0) {
      setError(() => (t: UiText) => t.sourceProblem({ kind: 'empty-file', file: file.name }));
      return false;
    }
    if (file.type && !file.type.startsWith('video/') && !isTransportStreamName(file.name)) {
      // A video named as a picture (or as anything else) is still a video (helper 143).
      const video = await startsAsVideo(file).catch(() => false); // unreadable now: said as not a video
      if (mine !== openGeneration.current) return false;
      if (!video) {
        setError(() => (t: UiText) => t.review.notAVideo(file.name, file.type));
        return false;
      }
    }
    let opened: OpenedVideo;
    try {
      const source = await openVideoFile(file);
      try {
        // A sound track running on after the pictures is not reviewed (as the CLI's review). A
        // video starting late is reviewed from its first picture, as the CLI does.
        const late = await lateStart(file);
        const durationS = late ? late.endS - late.startS : Math.min(await videoDuration(source.video), (await picturesEndS(file)) ?? Number.POSITIVE_INFINITY);
        const frameS = (await measureFrameDuration(source.video)) ?? FALLBACK_FRAME_S;
        opened = { source, file, name: file.name, durationMs: durationS * 1000, frameS, startS: late?.startS ?? 0 };
      } catch (e) {
        closeFrameSource(source);
        throw e;
      }
    } catch (e) {
      if (mine === openGeneration.current) setError(() => explain(e));
      return false;
    }
    if (mine !== openGeneration.current) {
      closeFrameSource(opened.source);
      return false;
    }
    setError(null);
    setOpenFailed(false);
    abort.current?.abort();
    setSetup(chosen);
    setReplacedByDemo(replaced);
    throwAgainFromDemo.current = demoRule;
    setVideo(opened);
    videoStartS.current = opened.startS;
    showClock(0);
    setPlaying(false);
    // Nothing of the last video's review stands over this one, though its analysis be refused (a setup the rules refuse).
    setAnalysis(null);
    setProgress(null);
    setFaces(new Map());
    setThrown(new Set());
    setMissed(new Set());
    setSelected(null);
    setPicking(null);
    // Another video, another view: its arena is proposed again until one is drawn on it.
    setArena(null);
    setArenaStart(null);
    setEditingArena(false);
    setArenaRefused(null);
    void analyse(opened, chosen, null);
    return true;
  };

  /**
   * Reviews the app's demo recording of the game chosen (Strike's, or the dice game's) with the
   * game it shows (players, and edition and throw-again rule or points to win).
   */
  const onDemo = async () => {
    const opened = openGeneration.current;
    try {
      const demo = await fetchDemoGameFile(setup.game);
      if (openGeneration.current !== opened) return; // a file the user opened meanwhile wins
      const chosen = setupFor(setup, demo.setup);
      // The user's own rule: the setup's, or its opposite while the demo's rule stands in for it.
      const userRule = throwAgainFromDemo.current ? !setup.keepThrowing : setup.keepThrowing;
      // The user's own set-up, kept for the next video they open (the first one, when the demo is watched twice).
      const own = setupBeforeDemo.current ?? setup;
      const replaced = JSON.stringify(refereedPlayers(chosen)) === JSON.stringify(refereedPlayers(own)) ? null : refereedPlayers(own);
      await onFile(demo.file, chosen, chosen.keepThrowing !== userRule, replaced);
      if (openGeneration.current !== opened + 1) return; // another file opened since
      setupBeforeDemo.current = own;
    } catch (e) {
      setError(() => explain(e));
    }
  };

  /** Stop: the analysis ends after the frame in hand, its timeline kept (correctable, exportable). */
  const cancel = () => {
    stop.current?.abort();
  };

  const showEntry = async (index: number) => {
    const entry = entries[index];
    if (!entry || !video) return;
    video.source.video.pause();
    setSelected(index);
    await seekTo(seekTimeS(entry.tMs));
  };

  /** How much of `opened` the player shows, ms: up to where an analysis that did not complete (a file cut short, stopped) ended, else all. */
  const shownLengthMs = (opened: OpenedVideo) => (analysis?.outcome && !analysis.outcome.complete ? analysis.outcome.reviewedMs : opened.durationMs);

  /**
   * One frame on (`+1`) or back (`-1`) from the frame shown, or from where the steps asked before
   * it land (quick presses add up), never past the first frame or the end of what can be shown
   * (videoFrames.ts `queuedSteps`).
   */
  const step = (direction: 1 | -1) => {
    if (!video || analysing) return;
    const element = video.source.video;
    element.pause();
    setSelected(null); // the player leaves the entry clicked: the timeline marks the one it is in (`current`)
    pendingSteps.current = queuedSteps(pendingSteps.current, direction, shownMs.current / 1000, shownLengthMs(video) / 1000, video.frameS);
    const endS = shownLengthMs(video) / 1000 + video.startS;
    seekElement(element, (shownS) => {
      // The first of the steps queued takes them all; the others (and those after a seek elsewhere) have none left.
      const frames = pendingSteps.current;
      pendingSteps.current = 0;
      return frames === 0 ? Promise.resolve({ mediaTimeS: shownS }) : stepFrames(element, shownS, frames, video.frameS, endS);
    }, true).catch((e: unknown) => setError(() => explain(e)));
  };

  const playPause = () => {
    if (!video) return;
    const element = video.source.video;
    if (!element.paused) {
      element.pause();
      return;
    }
    seekGeneration.current += 1;
    clockGeneration.current += 1;
    setPicking(null);
    setSelected(null);
    const follow = (_now: number, metadata: VideoFrameCallbackMetadata) => {
      notePresented(element, metadata.mediaTime);
      showClock((metadata.mediaTime - videoStartS.current) * 1000);
      if (!element.paused) element.requestVideoFrameCallback(follow);
    };
    element.requestVideoFrameCallback(follow);
    // A play interrupted by the reviewer's own pause or step (AbortError) is no problem to report.
    void element.play().catch((e: unknown) => {
      if (!isAbort(e)) setError(() => explain(e, (t) => t.review.cannotPlay));
    });
  };

  useEffect(() => {
    if (!video) return undefined;
    const element = video.source.video;
    const onPlay = () => setPlaying(true);
    // The frame last presented, not the element's time: at the end that is the video's length, past its last frame.
    const onPause = () => {
      setPlaying(false);
      showClock(((presentedTimeS(element) ?? element.currentTime) - videoStartS.current) * 1000);
    };
    // A file damaged past what was reviewed stops playing there with a decode error (no pause event).
    const onError = () => {
      onPause();
      const atS = (presentedTimeS(element) ?? element.currentTime) - videoStartS.current;
      setError(() => explain(decodeStopped(element, atS), (t) => t.review.cannotPlay));
    };
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onPause);
    element.addEventListener('error', onError);
    return () => {
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onPause);
      element.removeEventListener('error', onError);
    };
  }, [video]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') { // done with the arena, as its "Done with arena" button (the live app's key too), wherever the focus is
        setEditingArena(false);
        setArenaRefused(null);
      }
      // Not while typing or choosing, nor with Ctrl, Alt or Meta (Alt+← is the browser's Back).
      if (!isPageShortcut(event)) return;
      if (event.key === 'ArrowLeft') step(-1);
      if (event.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onPick = (answer: Face | 'leaning') => {
    if (!picking || !analysis || answer === 'leaning') return;
    const read = analysis.entries[picking.entry]?.dice.find((d) => d.id === picking.dieId)?.face ?? null;
    const { entry, dieId } = picking;
    setFaces((current) => withCorrection(current, entry, dieId, answer, read, correctedFromElsewhere(analysis.settles, current, analysis.setup.game, entry, dieId)));
    // Said to a screen reader: the timeline's rulings change without a word (helper 163).
    const tMs = analysis.entries[entry]?.tMs;
    if (tMs !== undefined) setCorrectionSaid({ at: clock(tMs, setup.language), read, face: answer });
    setPicking(null);
  };

  const record = (): GameRecord | null => {
    if (!analysis?.outcome || !video || !timeline || timeline.error || !refereeSetup) return null;
    const { outcome } = analysis;
    return {
      format: GAME_RECORD_FORMAT,
      // The names as refereed (blank ones named), and the rate actually analysed.
      setup: recordedSetup({ ...refereeSetup, players: refereedPlayers(refereeSetup), analysisFps: analysis.plan.fps }),
      video: { name: video.name, durationMs: Math.round(video.durationMs), width: video.source.video.videoWidth, height: video.source.video.videoHeight },
      analysis: {
        frames: outcome.frames, reviewedMs: Math.round(outcome.reviewedMs), complete: outcome.complete, ...(outcome.stopped ? { stopped: true } : {}),
        ...(analysis.arena ? { arena: analysis.arena } : {}),
        elapsedMs: Math.round(outcome.elapsedMs), speed: analysisSpeed(outcome.reviewedMs, outcome.elapsedMs),
      },
      // Whole ms, pixels and confidences to 2 decimals, as the CLI writes them (a sample's time is k / fps).
      entries: timeline.entries.map(recordedEntry),
      events: [...timeline.events],
      corrections: listCorrections(analysis.entries, correctionsInTimeline(faces, analysis.entries, timeline.entries)),
      standing: standingAtEnd(refereeSetup, timeline.events)?.standing ?? null,
    };
  };

  const exportRecord = (kind: 'json' | 'report') => {
    const made = record();
    if (!made || !video) return;
    const base = baseName(video.name);
    if (kind === 'json') downloadText(`${base}.review.json`, recordJson(made), 'application/json');
    else downloadText(`${base}.review.md`, markdownReport(made), 'text/markdown');
  };

  // What the player shows: live boxes while analysing; once paused on an entry's frame, its dice.
  const { shown, reading, arena: overlayArena, highlights } = playerOverlay({
    entries, frameMs, videoFrameMs: video ? video.frameS * 1000 : null, seekOffsetMs: SEEK_OFFSET_S * 1000,
    analysing, playing, live, analysis, picking, faces, correctMark: t.review.correctMark, takeOutMark: t.takeOutMark,
  });
  // The entry whose frame is shown, else the last before the time shown (the arena as it stood then).
  const current = analysing || !video ? null : shown?.index ?? entryAt(entries, frameMs)?.index ?? null;
  const pickedDie = picking ? entries[picking.entry]?.dice.find((d) => d.id === picking.dieId) : undefined;

  // An entry a correction made (the rulings of settles after the last entry analysed) names no
  // settle of its own: its dice are corrected in the entry before, where they lay too.
  const correctable = (entry: number) => entry < (analysis?.entries.length ?? 0);
  const openPicker = (entry: number, dieId: number) => {
    if (!correctable(entry)) return;
    setPicking({ entry, dieId });
    if (shown?.index !== entry) void showEntry(entry);
  };

  /**
   * *Arena*: starts drawing the arena outline on the video's picture, from the one drawn before,
   * else the one the reader used on the frame shown (scaled to the video's pixels: every vertex a
   * handle, so a round rim stays round), else the whole picture but a margin; pressed again
   * (*Done with arena*), stops. Only a corner dragged makes an outline of the reviewer's.
   */
  const startOrEndArena = () => {
    if (!video) return;
    setArenaRefused(null);
    if (editingArena) {
      setEditingArena(false);
      return;
    }
    const { videoWidth, videoHeight } = video.source.video;
    const from = overlayArena && reading ? { arena: overlayArena, width: reading.width, height: reading.height } : null;
    setArenaStart(from
      ? from.arena.map(([x, y]): [number, number] => [Math.round((x * videoWidth) / from.width), Math.round((y * videoHeight) / from.height)])
      : drawingStart(videoWidth, videoHeight));
    setPicking(null);
    setEditingArena(true);
  };

  /** A corner was dragged: the outline is kept inside the picture, or refused with the reason (the one before stays). */
  const onArenaDrawn = (next: [number, number][]) => {
    if (!video) return;
    const checked = checkArena(next, video.source.video.videoWidth, video.source.video.videoHeight);
    if ('refused' in checked) {
      setArenaRefused(checked.refused);
      return;
    }
    setArenaRefused(null);
    setArena(checked.arena);
  };

  const onStageClick = (x: number, y: number) => {
    if (!shown) return;
    const die = dieAt(shown, x, y);
    setPicking(die && correctable(shown.index) ? { entry: shown.index, dieId: die.id } : null);
  };

  // To 2 decimals, as the exported record has it, so that the page and the report say the same.
  const speed = analysis?.outcome ? analysisSpeed(analysis.outcome.reviewedMs, analysis.outcome.elapsedMs) : null;
  const notice = timeline?.error ?? null;
  const notices = reviewNotices({ setup, arena, analysis, timeline, videoDurationMs: video?.durationMs ?? null, analysing, editingArena, replacedByDemo }, t);
  const r = t.review;
  return (
    <UiTextContext value={t}>
      <div className="app review">
        <header>
          <h1>{r.title}</h1>
          <nav className="toolbar">
            <FileButton accept="video/*" onFile={(file) => void onUserFile(file)} inputTestId="review-file">{r.openVideo}</FileButton>
            <button type="button" className="secondary" onClick={() => void onDemo()} disabled={analysing} data-testid="review-demo">{setup.game === 'dice-game' ? r.demoDiceGame : r.demoGame}</button>
            {video && !analysing && (
              <button type="button" className="secondary" onClick={() => void analyse(video, setup, arena)} data-testid="review-analyse">{r.analyseAgain}</button>
            )}
            <button
              type="button"
              className={editingArena ? 'active' : 'secondary'}
              disabled={!video || analysing}
              onClick={startOrEndArena}
              data-testid="review-arena"
            >
              {editingArena ? t.toolbar.doneWithArena : t.toolbar.arena}
            </button>
            {analysing && <button type="button" className="secondary" ref={stopButton} onClick={cancel} data-testid="review-cancel">{r.stop}</button>}
            {/* Not while the referee cannot re-run with the setup shown: the record would mix it with the last ruled one. */}
            <button type="button" onClick={() => exportRecord('json')} disabled={!analysis?.outcome || notice !== null} data-testid="export-json">{r.exportJson}</button>
            <button type="button" onClick={() => exportRecord('report')} disabled={!analysis?.outcome || notice !== null} data-testid="export-report">{r.exportReport}</button>
            <a href={import.meta.env.BASE_URL} className="button secondary" data-testid="live-link">{r.liveReferee}</a>
          </nav>
        </header>
        {error && <p className="error" role="alert" data-testid="review-error">{error(t)}</p>}
        {error && openFailed && video && <p className="muted" data-testid="review-still-showing">{r.stillShowing(video.name)}</p>}
        {/* A live region present from the start: notices put in it are said (one inserted with its text may not be: helper 163). */}
        <div role="status">
          {notice && <p className="notice">{notice(t)}</p>}
          {notices.map(({ id, text }) => <p key={id} className="notice" data-testid={`review-${id}`}>{text}</p>)}
        </div>
        <main>
          <div className="stage-column">
            {video ? (
              <>
                <div className="stage-wrap">
                  <ArenaView
                    source={analysing ? preview : video.source}
                    overlay={editingArena ? { reading: null, arena: arena ?? arenaStart, editingArena: true } : { reading, arena: overlayArena, highlights }}
                    onClick={editingArena ? undefined : onStageClick}
                    onArenaChange={onArenaDrawn}
                  >
                    {picking && pickedDie && analysis && (
                      <FacePicker
                        dieKind={analysis.setup.dieKind}
                        allowLeaning={false}
                        current={pickedDie.face}
                        onPick={onPick}
                        onClose={() => setPicking(null)}
                        at={reading ? { box: pickedDie.box, frame: reading } : undefined}
                      />
                    )}
                  </ArenaView>
                </div>
                {editingArena && (
                  // Kept in the window's view (sticky) under a picture taller than the window.
                  <div className="arena-notes">
                    <p className="notice" data-testid="review-editing-arena">
                      {r.editingArena}{' '}
                      <button type="button" className="secondary" data-testid="review-find-arena-again" onClick={() => {
                        setArena(null);
                        setArenaStart(null);
                        setArenaRefused(null);
                        setEditingArena(false);
                      }}>{t.toolbar.findArenaAgain}</button>
                    </p>
                    {arenaRefused && <p className="error" role="alert" data-testid="review-arena-refused">{t.notice.arenaRefused(arenaRefused)}</p>}
                  </div>
                )}
                <PlayerBar
                  timeMs={frameMs}
                  durationMs={shownLengthMs(video)}
                  playing={playing}
                  disabled={analysing}
                  onPlayPause={playPause}
                  onStep={step}
                  onSeek={(tMs) => {
                    setSelected(null);
                    void seekTo(tMs / 1000);
                  }}
                />
                <OverlayLegend game={setup.game} />
              </>
            ) : (
              <p className="muted drop-hint" data-testid="review-hint">{r.hint(setup.game)}</p>
            )}
            {progress && analysis && (
              <div className="progress" data-testid="review-progress-box">
                <progress max={progress.frames} value={progress.done} aria-label={t.review.player.progress} data-testid="review-progress" />
                <span>
                  {analysis.outcome
                    ? <span aria-hidden="true" data-testid="review-speed" data-speed={speed?.toFixed(2)} data-strategy={analysis.outcome.strategy}>{r.analysed(analysis.outcome.frames, analysis.outcome.reviewedMs / 1000, analysis.outcome.elapsedMs / 1000, speed ?? 0)}</span>
                    : r.analysing(progress.done, progress.frames, analysis.plan.fps, progress.elapsedMs > 0 ? (progress.done / analysis.plan.fps) * 1000 / progress.elapsedMs : null)}
                </span>
              </div>
            )}
            {/* What a screen reader says of the analysis: that it started, and how it ended (not every frame's progress; the visible line of how it ended is hidden from it, not to be read twice). */}
            <p className="visually-hidden" role="status" data-testid="review-announce">
              {analysing ? r.analysisStarted : correctionSaid ? r.correctionSaid(correctionSaid.at, correctionSaid.read, correctionSaid.face) : analysis?.outcome ? r.analysed(analysis.outcome.frames, analysis.outcome.reviewedMs / 1000, analysis.outcome.elapsedMs / 1000, speed ?? 0) : ''}
            </p>
            <p className="status" data-testid="review-status">
              {video ? `${video.name} · ${video.source.video.videoWidth}×${video.source.video.videoHeight} · ${r.recordedAt(shownRate(1 / video.frameS))}` : r.noVideo}
              {worker ? ` · ${r.reader(worker.backend, worker.reader)}` : ` · ${t.status.startingVision(starting.stage, starting.seconds)}`}
              {correctedCount > 0 && ` · ${r.corrected(correctedCount)}`}
            </p>
          </div>
          <aside ref={sidePanel}>
            <ReviewSetupForm
              setup={setup}
              onChange={(next) => {
                if (next.language !== setup.language) rememberLanguage(next.language);
                if (next.keepThrowing !== setup.keepThrowing) throwAgainFromDemo.current = false;
                if (next.players !== setup.players) setReplacedByDemo(null);
                // A change to the demo's set-up (other than the language or rate) makes it the user's own.
                if (next.language === setup.language && next.analysisFps === setup.analysisFps) setupBeforeDemo.current = null;
                // Kept on this device for the next visit: the user's own set-up, never the demo's.
                saveReviewSetup(ownSetup(next));
                setSetup(next);
              }}
              locked={analysing}
            />
            {timeline ? (
              <Timeline
                game={refereeSetup?.game ?? setup.game}
                entries={entries}
                analysed={analysis?.entries ?? []}
                language={refereeSetup?.language ?? setup.language}
                corrections={faces}
                selected={selected}
                current={current}
                busy={analysing}
                onSelect={(index) => void showEntry(index)}
                onDie={openPicker}
                onRuleAsThrow={(tMs, asThrow) => setThrown((current) => {
                  const next = new Set(current);
                  if (asThrow) next.add(tMs);
                  else next.delete(tMs);
                  return next;
                })}
                missed={missed}
                missedRefused={timeline.missedRefused}
                onDieMissed={(tMs, said) => setMissed((current) => {
                  const next = new Set(current);
                  if (said) next.add(tMs);
                  else next.delete(tMs);
                  return next;
                })}
              />
            ) : (
              <p className="muted">{r.noTimeline}</p>
            )}
            {standing && <p className="standing" role="status" data-testid="review-standing">{standing}</p>}
            {(faces.size > 0 || thrown.size > 0 || missed.size > 0) && (
              <button type="button" className="secondary" onClick={() => { setFaces(new Map()); setThrown(new Set()); setMissed(new Set()); }} data-testid="clear-corrections">{r.undoCorrections}</button>
            )}
          </aside>
        </main>
      </div>
    </UiTextContext>
  );
}
