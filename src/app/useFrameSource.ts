/**
 * What the live page shows and reads (its frame source), and the notice above the picture that
 * says what became of it: the camera, the bundled still demo arena and demo game recordings,
 * and the photos and videos the players open. Each request for a source supersedes the ones
 * before it (a source that finishes opening after a later request is closed unseen); photos of
 * a refereed game opened before the one shown was read wait their turn ({@link useWaitingPhotos}).
 * The demo game is followed by the referee only for a game like its own, played from its start.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  closeFrameSource, DEMO_ARENA_LABEL, DEMO_GAME_LABEL, fetchDemoGameSetup, FrameSourceError, type DemoGame, type DemoGameSetup, openCamera, openDemo, openDemoGame, openFile, type FrameSource,
  watchVideoEnd,
} from './frameSources.ts';
import { demoMismatch, fitsDemo } from './demoFit.ts';
import type { UiText } from './i18n/uiText.ts';
import type { GameSetup } from './SetupScreen.tsx';
import type { VisionLoopState } from './useVisionLoop.ts';
import { isDemoView } from './viewChange.ts';

/**
 * A notice above the picture, worded when shown (so that it follows a change of language);
 * `demoMismatch` marks the one that already says the game is not refereed on the demo.
 */
export interface Notice {
  say(t: UiText): string;
  demoMismatch?: boolean;
  /**
   * The invitation to watch the demo game, with why it shows (`why`, the camera's problem, or
   * `null`): only `why` is said while the demo waits for a game in progress (that notice says
   * how to watch the demo's own game).
   */
  demoInvite?: { why: ((t: UiText) => string) | null };
  /**
   * Why a file the players opened could not be (e.g. "“c.jpg” is not a picture this browser can
   * read…"), without the picture it leaves shown: still said when the photos waiting their turn
   * are shown, so that the players learn which photo was not ruled (helper 180).
   */
  fileProblem?: (t: UiText) => string;
}

/** Whether a game is in progress (started, not over), won, or not started. */
export type GameNow = 'on' | 'over' | 'none';

/** What the page's reading of the source shown says, as {@link useVisionLoop} gives it. */
export type ShownReading = Pick<VisionLoopState, 'stillRead' | 'error'>;

/** What the page knows, as a file is opened, of the game and of the picture shown. */
export interface OpenFileContext {
  /** Whether a game is refereed from what is shown: started, not over, on no demo it does not follow, not played elsewhere. */
  refereed: boolean;
  /** The reading of the source shown (a photo read, or why its reading failed). */
  reading: ShownReading;
  /** Whether the referee waits for the players' answer about the photo shown (photos opened meanwhile wait). */
  photosWait: boolean;
}

/** Options of {@link useFrameSource}. */
export interface FrameSourceOptions {
  /**
   * Whether the vision worker has started: a ref, set as it starts (before the page renders
   * again), for the demo game played from its start, which waits for it.
   */
  visionReady: RefObject<boolean>;
  /** Whether the vision worker has started, as rendered: the demo game that waited for it plays. */
  visionStarted: boolean;
  /**
   * Starts a game (useLiveGame `start`, `recording`: refereed as a recording's); called for a dice
   * game started before any source was shown, which the demo game then plays.
   * @returns why the set-up was refused, or `null`
   */
  startGame(setup: GameSetup, recording?: boolean): string | null;
  /** Called as each source is shown (the die being picked on the picture before is not in it). */
  onShow(): void;
  /** Whether a game is in progress, won, or not started (a video that ends says which). */
  gameNow: GameNow;
  /**
   * The game resumed on opening the page, or `null`: over a demo of another game, the recording
   * of its own game is shown beside it, once per `generation` (useLiveGame `generation`).
   */
  resumedGame: string | null;
  /** Counts the games started or resumed on the page (useLiveGame `generation`). */
  generation: number;
}

/** The source shown, its notice, the demo game's state, and the players' ways to change them. */
export interface FrameSources {
  /** The source shown, or `null` (none opened yet, or the camera unplugged). */
  source: FrameSource | null;
  /** The notice above the picture, or `null`. */
  notice: Notice | null;
  /** Whether the source shown is a demo game recording. */
  onDemo: boolean;
  /** Whether the game in progress is the demo game's own: started on it, from its first frame (its frames are refereed). */
  followsDemo: boolean;
  /** The set-up of the demo game shown last, or `null` before one was shown. */
  demoSetup: DemoGameSetup | null;
  /** The demo game was rewound for a game like its own and waits for the vision worker to start. */
  demoWaits: boolean;
  /**
   * The demo recording of `game` (Strike's or the dice game's), as fetched, else the one shown
   * last; `null` before a demo game was shown.
   */
  demoOf(game: string | undefined): DemoGameSetup | null;
  /** Opens the camera; when it cannot be opened, the players' own picture stays, else the demo game plays. */
  showCamera(): Promise<void>;
  /**
   * The *Demo* button: plays the demo recording of the game in progress (`inProgress`: the dice
   * game's for a dice game), else Strike's. A game in progress that nothing has been played in
   * yet (`notPlayed`) and is like that demo's own is refereed on it from its start, as if it had
   * been started on the demo; any other game waits, unrefereed, while the demo plays (helper 229:
   * Start then Demo showed Strike's recording beside a new dice game, and said it could not go on
   * with "a game already under way").
   */
  showDemoGame(inProgress?: { setup: GameSetup; notPlayed: boolean }): Promise<void>;
  /**
   * Opens a photo or video the players chose (frameSources.ts `openFile`): shown, or queued
   * behind the photo shown (see `context`); a problem is said in the notice, never thrown.
   */
  openFile(file: File, context: OpenFileContext): Promise<void>;
  /** Called by useVisionLoop when the camera's track ended: nothing is shown until a source is opened again. */
  cameraEnded(camera: FrameSource): void;
  /**
   * Whether a game set up as `choice` would be refereed on the demo shown: the demo of its game
   * (Strike's or the dice game's) is a game like it. Always false off the demo.
   */
  demoFits(choice: GameSetup): boolean;
  /**
   * What the source does for a game `choice` that has just started: a recording the players
   * opened plays from its start; the demo plays from its start for a game like its own (the
   * other game's demo opened for it), or says why it is not refereed.
   */
  gameStarted(choice: GameSetup): void;
  /** Counts the photos put in the queue (see {@link useWaitingPhotos}). */
  queued: number;
  /**
   * Shows the next photo waiting its turn, if any, with the notice that the photo shown was not
   * ruled where its reading `failed` (a message), else none.
   */
  showNextPhoto(failed: string | null): void;
}

/**
 * Which source to open first: the camera unless `?source=demo-game` (the demo game, for kiosks)
 * or `?source=demo` (the still demo arena, for tests) skips it.
 */
function initialSourceRequest(): 'camera' | 'demo' | 'demo-game' {
  const asked = new URLSearchParams(window.location.search).get('source');
  return asked === 'demo' || asked === 'demo-game' ? asked : 'camera';
}

/** A source's problem in the page's words; any other error as "Something went wrong". */
function problemText(error: unknown): (t: UiText) => string {
  return (t) => (error instanceof FrameSourceError ? t.sourceProblem(error.problem) : t.notice.somethingWentWrong(String(error)));
}

/**
 * The status line's name for a source: the built-in ones in the page's words, a photo shrunk
 * to be read with its size as opened and as read.
 */
export function sourceName(source: FrameSource, t: UiText): string {
  if (source.label === DEMO_GAME_LABEL) return t.status.demoGame;
  if (source.label === DEMO_ARENA_LABEL) return t.status.demoArena;
  if (source.kind === 'image' && source.fullSize) {
    return `${source.label} (${t.status.shrunkPhoto(source.fullSize, { width: source.image.width, height: source.image.height })})`;
  }
  return source.label;
}

/**
 * Manages the live page's frame source. On mount it opens the first source (the camera, or the
 * demo asked for in the address: {@link initialSourceRequest}).
 * @returns the source shown and its notice, and the ways to change them
 */
export function useFrameSource({ visionReady, visionStarted, startGame, onShow, gameNow, resumedGame, generation }: FrameSourceOptions): FrameSources {
  const [source, setSource] = useState<FrameSource | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  /**
   * Whether the game in progress is the demo game's own: started on it, from its first frame.
   * The demo is a recording: a game resumed on it, started before it, or for other players
   * than its two would be refereed on someone else's throws, so its frames go to no referee.
   */
  const [followsDemo, setFollowsDemo] = useState(false);
  const [demoSetup, setDemoSetup] = useState<DemoGameSetup | null>(null);
  /**
   * The demo recordings' games by game, as fetched: the one not shown too, so that a game set up
   * like it switches the demo to it (Strike's demo and the dice game's).
   */
  const demoSetups = useRef(new Map<DemoGame, DemoGameSetup>());
  /** The demo game is rewound for a game like its own and waits for the vision worker to start. */
  const [demoWaits, setDemoWaits] = useState(false);
  /** `startGame`, for the callbacks that open sources. */
  const startLive = useRef(startGame);
  startLive.current = startGame;
  /** `onShow`, for the callbacks that open sources. */
  const onShowRef = useRef(onShow);
  onShowRef.current = onShow;
  /** A game started before any source was shown (the camera still being asked for): the demo may follow it. */
  const startedWithoutSource = useRef<GameSetup | null>(null);
  const onDemo = source?.kind === 'video' && source.label === DEMO_GAME_LABEL;
  /** The source shown, for callbacks of sources that may have been replaced since. */
  const shownSource = useRef<FrameSource | null>(null);
  shownSource.current = source;
  /** Whether a game is in progress (started, not over), won, or not started, for events that come between renders. */
  const gameNowRef = useRef<GameNow>('none');
  gameNowRef.current = gameNow;

  /**
   * The camera's track ended (unplugged, or stopped: useVisionLoop.ts `onCameraEnded`). Its video
   * element would go on showing a black frame, which the referee would read as an empty arena:
   * nothing is shown or read until a source is opened again.
   */
  const cameraEnded = useCallback((camera: FrameSource) => {
    // A camera closed for another source (its tracks stopped on purpose) is no camera unplugged.
    if (shownSource.current !== camera) return;
    setSource((shown) => {
      if (shown !== camera) return shown;
      closeFrameSource(camera);
      return null;
    });
    setNotice({ say: (t) => t.notice.cameraUnplugged });
  }, []);

  const show = useCallback((next: FrameSource) => {
    setSource((previous) => {
      if (previous && previous !== next) closeFrameSource(previous);
      return next;
    });
    onShowRef.current(); // the die being set is not in the new picture
  }, []);

  /**
   * The latest request for a source (the camera, a file, a demo): a source that finishes opening
   * after a later request was made is closed unseen. (In development React runs the first
   * effect twice: two camera requests, each falling back on the demo.)
   */
  const opening = useRef(0);
  const nextRequest = useCallback(() => ++opening.current, []);
  /**
   * Photos opened, in a refereed game, while the photo shown was not read yet: each is shown in
   * turn once the one before has been read (useVisionLoop `stillRead`) or its reading failed
   * (`error`), so that no photo of the game goes unruled unsaid. Another source opened drops them.
   */
  const waitingPhotos = useRef<FrameSource[]>([]);
  /** Counts the photos put in the queue: the effect that shows the next one looks again at each. */
  const [queued, setQueued] = useState(0);
  /** Shows `next` when `request` is still the latest, else closes it. @returns whether it is shown */
  const showIfLatest = useCallback((request: number, next: FrameSource): boolean => {
    if (request !== opening.current) {
      closeFrameSource(next);
      return false;
    }
    for (const waiting of waitingPhotos.current.splice(0)) closeFrameSource(waiting);
    show(next);
    return true;
  }, [show]);

  const fail = useCallback((error: unknown) => {
    setNotice({ say: problemText(error) });
  }, []);

  /** Shows the still demo arena, after `why` (why the camera or the demo game could not be shown). */
  const showDemo = useCallback(async (why?: (t: UiText) => string, request = nextRequest()) => {
    try {
      if (!showIfLatest(request, await openDemo())) return;
      setNotice(why ? { say: (t) => t.notice.showingDemoArena(why(t)) } : null);
    } catch (error) {
      if (request === opening.current) fail(error);
    }
  }, [showIfLatest, fail, nextRequest]);

  /**
   * Plays the demo game once from its empty arena, for a game like its own (looping would sweep
   * the dice away): at once when the vision worker runs, else as soon as it starts, so that the
   * referee sees every throw.
   */
  const playDemoFromStart = useCallback((video: HTMLVideoElement) => {
    setFollowsDemo(true);
    video.loop = false;
    video.currentTime = 0;
    if (visionReady.current) void video.play().catch(() => undefined);
    else video.pause();
    setDemoWaits(!visionReady.current);
  }, [visionReady]);

  /** Plays a demo game (Strike's by default), after `why` (why the camera could not be shown). */
  const showDemoGame = useCallback(async (why?: (t: UiText) => string, request = nextRequest(), which: DemoGame = 'strike') => {
    try {
      const { source: demo, setup } = await openDemoGame(which);
      const other: DemoGame = which === 'strike' ? 'dice-game' : 'strike';
      const otherSetup = demoSetups.current.get(other) ?? await fetchDemoGameSetup(other).catch(() => null);
      if (request !== opening.current) {
        closeFrameSource(demo);
        return;
      }
      demoSetups.current.set(setup.game, setup);
      if (otherSetup) demoSetups.current.set(other, otherSetup);
      const waiting = startedWithoutSource.current;
      if (waiting && otherSetup && !fitsDemo(waiting, setup) && fitsDemo(waiting, otherSetup)) {
        // Start was pressed, while the camera was still being asked for, for a game like the
        // other demo's (the dice game's at once after the page opened): that recording plays it.
        closeFrameSource(demo);
        await showDemoGame(why, request, other);
        return;
      }
      demo.video.addEventListener('ended', () => {
        setNotice({ say: (t) => t.notice.demoGameOver });
      });
      setFollowsDemo(false);
      setDemoWaits(false);
      setDemoSetup(setup);
      show(demo);
      const started = startedWithoutSource.current;
      startedWithoutSource.current = null;
      if (started && fitsDemo(started, setup)) {
        // Start was pressed while the camera was still being asked for: the demo plays that game,
        // started again as a recording's (in the dice game nobody presses Bank in it: useLiveGame.ts `start`).
        if (started.game === 'dice-game') startLive.current(started, true);
        playDemoFromStart(demo.video);
        setNotice(why ? { say: why } : null);
        return;
      }
      const diceGame = setup.game === 'strike' && otherSetup?.game === 'dice-game' ? { players: otherSetup.players.length, targetScore: otherSetup.targetScore } : null;
      setNotice({ say: (t) => t.notice.showingDemoGame(why ? why(t) : null, setup.players.length, diceGame), demoInvite: { why: why ?? null } });
    } catch (error) {
      if (request !== opening.current) return;
      // A build without the demo game still has the still arena.
      const problem = problemText(error);
      await showDemo((t) => (why ? `${why(t)} ${problem(t)}` : problem(t)), request);
    }
  }, [show, showDemo, playDemoFromStart, nextRequest]);

  /**
   * Opens the camera. When it cannot be opened (no camera, permission denied, busy), the players'
   * own picture shown stays (a photo, a video, or the camera already open), with the problem said
   * (as for a file that cannot be opened);
   * otherwise (at start-up, or over a demo) the demo game plays instead (helper 138).
   */
  const showCamera = useCallback(async (request = nextRequest()) => {
    try {
      const camera = await openCamera();
      if (!showIfLatest(request, camera)) return;
      camera.stream.getVideoTracks()[0]?.addEventListener('ended', () => cameraEnded(camera));
      startedWithoutSource.current = null;
      setNotice(null);
    } catch (error) {
      if (request !== opening.current) return;
      const shown = shownSource.current;
      if (shown && !isDemoView(shown)) {
        const problem = problemText(error);
        setNotice({ say: (t) => `${problem(t)} ${t.notice.stillShowing(sourceName(shown, t))}` });
        return;
      }
      await showDemoGame(problemText(error), request);
    }
  }, [showIfLatest, showDemoGame, nextRequest, cameraEnded]);

  // The first source: run after the effects of the hooks called before this one (App starts the
  // vision worker first).
  useEffect(() => {
    const first = initialSourceRequest();
    if (first === 'demo') void showDemo();
    else if (first === 'demo-game') void showDemoGame();
    else void showCamera();
  }, [showCamera, showDemo, showDemoGame]);

  const openChosenFile = async (file: File, { refereed, reading, photosWait }: OpenFileContext) => {
    const request = nextRequest();
    try {
      const opened = await openFile(file);
      // A photo of a refereed game opened before the one shown was read (the reader still
      // starting, or photos opened in quick turn) waits for it, rather than replacing it unruled.
      // One the reader failed on is not waited for: it is said not to have been ruled.
      const shown = source;
      const shownPhoto = opened.kind === 'image' && shown?.kind === 'image' && refereed ? shown : null;
      const failed = shownPhoto && !reading.stillRead ? reading.error : null;
      // So does one opened while the referee waits for the players' answer about the photo shown
      // (shown at once, its dice would sweep the question away).
      const forAnswer = photosWait;
      if (request === opening.current && shownPhoto && (forAnswer || (!reading.stillRead && failed === null) || waitingPhotos.current.length > 0)) {
        waitingPhotos.current.push(opened);
        // Looked at again with the page as it is now: the photo shown may have been read while this one opened.
        setQueued((n) => n + 1);
        const waiting = waitingPhotos.current.length;
        setNotice({ say: (t) => t.notice.photoWaits(file.name, sourceName(shownPhoto, t), waiting, forAnswer) });
        return;
      }
      if (!showIfLatest(request, opened)) return;
      if (opened.kind === 'video') {
        const video = opened.video;
        // Said when it ends, or where a file cut short or damaged stops.
        watchVideoEnd(video, (stoppedAtS) => {
          if (shownSource.current !== opened) return;
          const game = gameNowRef.current;
          setNotice({ say: (t) => t.notice.videoEnded(file.name, game, stoppedAtS) });
        });
        await video.play().catch(() => undefined);
        if (request !== opening.current) return;
        // With no game refereed yet, one started plays the recording again from its start (gameStarted).
        if (gameNowRef.current !== 'on') {
          setNotice({ say: (t) => t.notice.videoPlaying(file.name) });
          return;
        }
      }
      setNotice(shownPhoto && failed !== null ? { say: (t) => t.notice.photoUnread(sourceName(shownPhoto, t), failed, sourceName(opened, t)) } : null);
    } catch (error) {
      if (request !== opening.current) return;
      // The picture before stays: said with the problem, as the review page does.
      const shown = source;
      const problem = problemText(error);
      setNotice({ say: shown ? (t) => `${problem(t)} ${t.notice.stillShowing(sourceName(shown, t))}` : problem, fileProblem: problem });
    }
  };

  const showNextPhoto = useCallback((failed: string | null) => {
    const next = waitingPhotos.current.shift();
    if (!next) return;
    const unread = failed !== null && source ? source : null;
    show(next);
    // A file that could not be opened while photos waited stays said: the players may have
    // opened several in quick turn, and would not learn otherwise which one was not ruled.
    setNotice((before) => {
      const kept = before?.fileProblem;
      if (unread && failed !== null) {
        const said = (t: UiText) => t.notice.photoUnread(sourceName(unread, t), failed, sourceName(next, t));
        return kept ? { say: (t) => `${kept(t)} ${said(t)}`, fileProblem: kept } : { say: said };
      }
      return kept ? { say: kept, fileProblem: kept } : null;
    });
  }, [show, source]);

  // The demo game rewound before the vision worker started plays once it has.
  useEffect(() => {
    if (!visionStarted || !demoWaits || source?.kind !== 'video') return;
    setDemoWaits(false);
    void source.video.play().catch(() => undefined);
  }, [visionStarted, demoWaits, source]);

  /** On the demo, the recording of the game chosen (Strike's or the dice game's), else `null`. */
  const demoOfChoice = (choice: GameSetup): DemoGameSetup | null => (onDemo ? demoSetups.current.get(choice.game as DemoGame) ?? null : null);

  const demoFits = (choice: GameSetup): boolean => {
    const demo = demoOfChoice(choice);
    return demo !== null && fitsDemo(choice, demo);
  };

  const gameStarted = (choice: GameSetup) => {
    // On the demo, the recording of the game chosen (Strike's or the dice game's) plays for a game like its own.
    const demoOfGame = demoOfChoice(choice);
    const followsChoice = demoOfGame !== null && fitsDemo(choice, demoOfGame);
    startedWithoutSource.current = source ? null : choice;
    if (source?.kind === 'video' && !onDemo) {
      // A recording the players opened is refereed from its start, every throw of it (one that
      // stopped on a decode error is loaded again: a media element that failed plays no more).
      if (source.video.error) source.video.load();
      source.video.currentTime = 0;
      void source.video.play().catch(() => undefined);
      setNotice(null);
      return;
    }
    if (source?.kind !== 'video' || !onDemo || !demoSetup) return;
    // The demo game is followed in a game like its own (demo/game.json, demo/dice-game.json).
    if (!followsChoice) {
      setFollowsDemo(false);
      const demo = demoOfGame ?? demoSetup;
      setNotice({ say: (t) => demoMismatch(demo, t).text, demoMismatch: true });
      return;
    }
    setNotice(null);
    if (demoOfGame.game !== demoSetup.game) {
      // The other demo's recording, played from its start for this game once it opens (until
      // then, the recording shown is not this game's: its frames go to no referee).
      setFollowsDemo(false);
      startedWithoutSource.current = choice;
      void showDemoGame(undefined, nextRequest(), demoOfGame.game);
      return;
    }
    playDemoFromStart(source.video);
  };

  // A game resumed on opening the page while a demo of the other game plays (no camera): the
  // recording of its own game is shown beside it (helper 160: a dice game beside Strike's demo),
  // though it stays unrefereed there (useLiveGame.ts `awaitingOwnView`).
  // Done once for the resumed game: the Demo button then plays the demo it names (helper 162).
  const resumedDemoShown = useRef<number | null>(null);
  useEffect(() => {
    if (!resumedGame || !onDemo || !demoSetup || resumedDemoShown.current === generation) return;
    resumedDemoShown.current = generation;
    // Why the demo plays (no camera, permission denied) is said again over it.
    const why = notice?.demoInvite?.why ?? undefined;
    if (demoSetup.game !== resumedGame) void showDemoGame(why, nextRequest(), resumedGame as DemoGame);
  }, [resumedGame, onDemo, demoSetup, showDemoGame, nextRequest, notice, generation]);

  return {
    source,
    notice,
    onDemo,
    followsDemo,
    demoSetup,
    demoWaits,
    demoOf: (game) => (game ? demoSetups.current.get(game as DemoGame) : undefined) ?? demoSetup,
    showCamera,
    showDemoGame: (inProgress) => {
      // Taken as started with no source: showDemoGame (above) plays a game like the demo's from its start.
      startedWithoutSource.current = inProgress?.notPlayed === true ? inProgress.setup : null;
      return showDemoGame(undefined, nextRequest(), inProgress?.setup.game === 'dice-game' ? 'dice-game' : 'strike');
    },
    openFile: openChosenFile,
    cameraEnded,
    demoFits,
    gameStarted,
    queued,
    showNextPhoto,
  };
}

/**
 * Shows the photos waiting their turn ({@link FrameSources.openFile}): the photo shown has been
 * read, so the next one is shown (and ruled) in its turn. One the reader failed on is not waited
 * for: the players are told it was not ruled, and why. Call it after the vision loop reading
 * `frames.source`.
 * @param reading the vision loop's reading of the source shown
 * @param photosWait whether the referee waits for the players' answer about the photo shown:
 *   the next photo waits for it too
 */
export function useWaitingPhotos(frames: FrameSources, reading: ShownReading, photosWait: boolean): void {
  const { showNextPhoto, queued } = frames;
  useEffect(() => {
    const failed = reading.stillRead ? null : reading.error;
    if (!reading.stillRead && failed === null) return;
    if (failed === null && photosWait) return; // until the players answer about the photo shown
    showNextPhoto(failed);
  }, [reading.stillRead, reading.error, showNextPhoto, queued, photosWait]);
}
