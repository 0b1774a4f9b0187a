/**
 * The Dice Referee page: pick a frame source (camera, photo or video, demo), see every die's
 * box and top face drawn over it, and let the referee run a game of Strike or of the dice
 * game from what the camera sees. Vision runs in a Web Worker; rules run in src/rules; this
 * file only wires state to components and user intents to the referee.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pointInBox } from '../core/box.ts';
import type { DieKind, Face } from '../core/types.ts';
import { DEFAULT_LIVE_REFEREE_CONFIG, type DieAnswer } from '../referee/liveStrikeReferee.ts';
import type { Language } from '../referee/render.ts';
import type { WorkerInfo } from '../worker/api.ts';
import { VisionClient } from '../worker/visionClient.ts';
import { ArenaView } from './ArenaView.tsx';
import { checkArena, drawingStart, loadArena, saveArena, type ArenaRefusal } from './arenaStore.ts';
import { DiceTable, diceTableRows } from './DiceTable.tsx';
import { dieKindToRead } from './dieKindToRead.ts';
import { Diagnostics } from './Diagnostics.tsx';
import { OverlayLegend } from './OverlayLegend.tsx';
import type { Highlight } from './drawOverlay.ts';
import { FacePicker } from './FacePicker.tsx';
import { FileButton } from './FileButton.tsx';
import {
  closeFrameSource, DEMO_ARENA_LABEL, DEMO_GAME_LABEL, fetchDemoGameSetup, FrameSourceError, type DemoGame, type DemoGameSetup, openCamera, openDemo, openDemoGame, openFile, type FrameSource,
  watchVideoEnd,
} from './frameSources.ts';
import { DiceGamePanel } from './DiceGamePanel.tsx';
import { GamePanel } from './GamePanel.tsx';
import { DEFAULT_RULES } from '../rules/dice-game/index.ts';
import { gameInfo } from '../rules/games.ts';
import { outsideKindHint, useFacesSeen } from './outsideKindHint.ts';
import { isConfirming, pickerOutdated, refereeMarks } from './refereeMarks.ts';
import { SetupScreen, type DemoNote, type GameSetup } from './SetupScreen.tsx';
import { useMuted } from './speech.ts';
import { isPageShortcut } from './shortcutKeys.ts';
import { useHoldForAnswer } from './useHoldForAnswer.ts';
import { questionKey, setupOf, useLiveGame } from './useLiveGame.ts';
import { useStartProgress } from './useStartProgress.ts';
import { useFocusRescue } from './useFocusRescue.ts';
import { useVisionLoop } from './useVisionLoop.ts';
import { changesView, isDemoView, viewOf, type ShownSource } from './viewChange.ts';
import { useLanguage, UiTextContext } from './i18n/language.ts';
import { editionName, uiText, type UiText } from './i18n/uiText.ts';

/**
 * Which source to open first: the camera unless `?source=demo-game` (the demo game, for kiosks)
 * or `?source=demo` (the still demo arena, for tests) skips it.
 */
function initialSourceRequest(): 'camera' | 'demo' | 'demo-game' {
  const asked = new URLSearchParams(window.location.search).get('source');
  return asked === 'demo' || asked === 'demo-game' ? asked : 'camera';
}

/**
 * A notice above the picture, worded when shown (so that it follows a change of language);
 * `demoMismatch` marks the one that already says the game is not refereed on the demo.
 */
interface Notice {
  say(t: UiText): string;
  demoMismatch?: boolean;
  /**
   * The invitation to watch the demo game, with why it shows (`why`, the camera's problem, or
   * `null`): only `why` is said while the demo waits for a game in progress (that notice says
   * how to watch the demo's own game).
   */
  demoInvite?: { why: ((t: UiText) => string) | null };
}

/** A source's problem in the page's words; any other error as "Something went wrong". */
function problemText(error: unknown): (t: UiText) => string {
  return (t) => (error instanceof FrameSourceError ? t.sourceProblem(error.problem) : t.notice.somethingWentWrong(String(error)));
}

/**
 * Whether a game set up as `choice` is the demo recording's own game: its game, player count,
 * and edition (Strike, not a tournament) or points to win (the dice game).
 */
function fitsDemo(choice: GameSetup, demo: DemoGameSetup): boolean {
  if (choice.players.length !== demo.players.length) return false;
  if (demo.game === 'dice-game') return choice.game === 'dice-game' && (choice.targetScore ?? DEFAULT_RULES.targetScore) === demo.targetScore;
  return choice.game === 'strike' && (choice.edition ?? 'classic') === demo.edition && choice.tournament !== true;
}

/** The status line's name for a source: the built-in ones in the page's words. */
function sourceName(source: FrameSource, t: UiText): string {
  if (source.label === DEMO_GAME_LABEL) return t.status.demoGame;
  if (source.label === DEMO_ARENA_LABEL) return t.status.demoArena;
  if (source.kind === 'image' && source.fullSize) {
    return `${source.label} (${t.status.shrunkPhoto(source.fullSize, { width: source.image.width, height: source.image.height })})`;
  }
  return source.label;
}

/** The page. */
export function App() {
  const client = useMemo(() => new VisionClient(), []);
  const [source, setSource] = useState<FrameSource | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [worker, setWorker] = useState<WorkerInfo | null>(null);
  const [workerError, setWorkerError] = useState<string | null>(null);
  const starting = useStartProgress(worker !== null || workerError !== null);
  const onStartStage = starting.onStage;
  const [language, setLanguage] = useLanguage();
  const t = uiText(language);
  const [muted, setMuted] = useMuted();
  /**
   * The New game form: whether it is open, why its last Start was refused, the last set-up that
   * started, and `like`, the demo's set-up it opened with from the notice (until it closes).
   */
  const [setup, setSetup] = useState<{ open: boolean; error: string | null; last?: GameSetup; like?: GameSetup | null }>({ open: false, error: null });
  const [editingArena, setEditingArena] = useState(false);
  /** Why the outline last dragged was not taken, shown while the arena is edited. */
  const [arenaRefused, setArenaRefused] = useState<ArenaRefusal | null>(null);
  const [arena, setArena] = useState<[number, number][] | undefined>(undefined);
  const [picking, setPicking] = useState<number | null>(null);
  const [showDiagnostics, setShowDiagnostics] = useState(false);
  /** The dice table's row under the pointer (0-based), whose die the picture marks, or `null`. */
  const [pointedRow, setPointedRow] = useState<number | null>(null);
  const game = useLiveGame(language, muted);
  const referee = game.referee;
  /**
   * The last source shown, and its view as it was shown (a photo's bitmap is closed once another
   * replaces it): a game in progress looks afresh when the next one is a new view (viewChange.ts).
   */
  const lastShown = useRef<{ source: FrameSource; view: ShownSource } | null>(null);
  const { lookAfresh, viewShown } = game;
  useEffect(() => {
    if (!source || source === lastShown.current?.source) return;
    const before = lastShown.current?.view ?? null;
    const view = viewOf(source);
    lastShown.current = { source, view };
    viewShown(view, changesView(before, view));
  }, [source, viewShown]);
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
  /** Whether the vision worker has started (a ref, for the callbacks that open sources). */
  const visionReady = useRef(false);
  /** `game.start`, for the callbacks that open sources. */
  const startLive = useRef(game.start);
  startLive.current = game.start;
  /** A game started before any source was shown (the camera still being asked for): the demo may follow it. */
  const startedWithoutSource = useRef<GameSetup | null>(null);
  const onDemo = source?.kind === 'video' && source.label === DEMO_GAME_LABEL;
  // The dice read: Strike's edition's, else the game's own (src/rules/games.ts); with no game, the demo's or the last set up (dieKindToRead.ts).
  const inGame: DieKind | undefined = referee?.game === 'strike' ? referee.live.state.edition.dieKind : referee ? gameInfo(referee.game).dice : undefined;
  const dieKind = dieKindToRead(inGame, onDemo ? demoSetup : null, setup.last);
  /** The source shown, for callbacks of sources that may have been replaced since. */
  const shownSource = useRef<FrameSource | null>(null);
  shownSource.current = source;
  /** Whether a game is in progress (started, not over), won, or not started, for events that come between renders. */
  const gameNow = useRef<'on' | 'over' | 'none'>('none');
  gameNow.current = referee === null ? 'none' : referee.live.over ? 'over' : 'on';
  /** A game in progress that the demo's frames do not reach (see `followsDemo`): its marks are not drawn on the demo. */
  const unrefereed = onDemo && !followsDemo && referee !== null;
  const gameOver = referee?.live.over ?? false;
  // Over a demo it does not follow, the game has no view of its dice: a question about the last
  // view goes at once (a throw that waited for the answer is said not to be ruled), as it would
  // when the players' own camera or pictures come back (viewChange.ts: a new view).
  const askingOverDemo = unrefereed && referee.live.question !== null;
  useEffect(() => {
    if (askingOverDemo) lookAfresh(true);
  }, [askingOverDemo, lookAfresh]);
  // The question that holds the game for the players' answer on screen: a recording waits
  // (useHoldForAnswer.ts), and so do photos opened meanwhile (`waitingPhotos`).
  const waitingQuestion = referee && !unrefereed && referee.live.waitsForAnswer ? questionKey(referee) : null;
  const recording = useHoldForAnswer(source?.kind === 'video' ? source.video : null, waitingQuestion);
  // Photos opened meanwhile wait for the answer too; not one asked about the still demo arena,
  // which is no photo of the players' game.
  const photosWait = waitingQuestion !== null && source?.label !== DEMO_ARENA_LABEL;
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

  // A recording held for an answer shows one picture until it plays on: it is not read again
  // (held on a frame that moves, a hand in view, after a settle cut short, the motion gate would
  // learn the still hand as the arena after a few seconds, and rule it).
  const vision = useVisionLoop(client, source, { dieKind, arena, onResult: onDemo && !followsDemo ? undefined : game.onFrame, lookAgain: game.generation, onCameraEnded: cameraEnded, hold: recording.held });
  const frame = vision.latest?.reading ?? null;
  /** Faces read in the arena in this game so far (a new or resumed game starts afresh). */
  const facesSeen = useFacesSeen(vision.lastReading, game.generation);

  const show = useCallback((next: FrameSource) => {
    setSource((previous) => {
      if (previous && previous !== next) closeFrameSource(previous);
      return next;
    });
    setPicking(null); // the die being set is not in the new picture
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
  }, []);

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

  useEffect(() => {
    client.start(onStartStage).then((info) => {
      visionReady.current = true;
      setWorker(info);
    }, (error: unknown) => setWorkerError(error instanceof Error ? error.message : String(error)));
    const first = initialSourceRequest();
    if (first === 'demo') void showDemo();
    else if (first === 'demo-game') void showDemoGame();
    else void showCamera();
    return () => client.terminate();
  }, [client, onStartStage, showCamera, showDemo, showDemoGame]);

  // The saved arena for this frame size, once the frame size is known.
  const frameKey = frame ? `${frame.width}x${frame.height}` : '';
  useEffect(() => {
    if (frame) setArena(loadArena(frame.width, frame.height));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frameKey]);

  // P, B and U act on the game in view: not while the set-up form hides it, not while typing,
  // not with a modifier (Ctrl+P prints, Ctrl+U shows the source, Ctrl+B is a bookmark key), and
  // once per press (a key held down repeats: each repeat would be refused and logged).
  // Escape closes the set-up form, as its Cancel does, and ends the arena's editing.
  const shortcutsOn = !setup.open;
  useEffect(() => {
    if (!shortcutsOn) {
      const onEscape = (event: KeyboardEvent) => {
        if (event.key === 'Escape') setSetup((s) => ({ ...s, open: false, like: null }));
      };
      window.addEventListener('keydown', onEscape);
      return () => window.removeEventListener('keydown', onEscape);
    }
    const onKey = (event: KeyboardEvent) => {
      if (!isPageShortcut(event) || event.repeat) return;
      if (event.key === 'Escape') { // done with the arena, as its "Done with arena" button
        setEditingArena(false);
        setArenaRefused(null);
      }
      if (event.key === 'p' || event.key === 'P') game.pass();
      if (event.key === 'b' || event.key === 'B') game.bank();
      if (event.key === 'u' || event.key === 'U') game.undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [game, shortcutsOn]);

  const onFile = async (file: File) => {
    const request = nextRequest();
    try {
      const opened = await openFile(file);
      // A photo of a refereed game opened before the one shown was read (the reader still
      // starting, or photos opened in quick turn) waits for it, rather than replacing it unruled.
      // One the reader failed on is not waited for: it is said not to have been ruled.
      const shown = source;
      const refereed = referee !== null && !gameOver && !unrefereed && !game.playedElsewhere;
      const shownPhoto = opened.kind === 'image' && shown?.kind === 'image' && refereed ? shown : null;
      const failed = shownPhoto && !vision.stillRead ? vision.error : null;
      // So does one opened while the referee waits for the players' answer about the photo shown
      // (shown at once, its dice would sweep the question away).
      const forAnswer = photosWait;
      if (request === opening.current && shownPhoto && (forAnswer || (!vision.stillRead && failed === null) || waitingPhotos.current.length > 0)) {
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
          const game = gameNow.current;
          setNotice({ say: (t) => t.notice.videoEnded(file.name, game, stoppedAtS) });
        });
        await video.play().catch(() => undefined);
        if (request !== opening.current) return;
        // With no game refereed yet, one started plays the recording again from its start (startGame).
        if (gameNow.current !== 'on') {
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
      setNotice({ say: shown ? (t) => `${problem(t)} ${t.notice.stillShowing(sourceName(shown, t))}` : problem });
    }
  };

  // The photo shown has been read: the next photo waiting is shown (and ruled) in its turn. One
  // the reader failed on is not waited for: the players are told it was not ruled, and why.
  useEffect(() => {
    const failed = vision.stillRead ? null : vision.error;
    if (!vision.stillRead && failed === null) return;
    if (failed === null && photosWait) return; // until the players answer about the photo shown
    const next = waitingPhotos.current.shift();
    if (!next) return;
    const unread = failed !== null && source ? source : null;
    show(next);
    setNotice(unread && failed !== null ? { say: (t) => t.notice.photoUnread(sourceName(unread, t), failed, sourceName(next, t)) } : null);
  }, [vision.stillRead, vision.error, show, source, queued, photosWait]);

  // The demo game rewound before the vision worker started plays once it has.
  useEffect(() => {
    if (!worker || !demoWaits || source?.kind !== 'video') return;
    setDemoWaits(false);
    void source.video.play().catch(() => undefined);
  }, [worker, demoWaits, source]);

  /** On the demo recording, why a game of the choices shown would not be refereed on it (the setup form says so before Start). */
  const demoNote = onDemo && source?.kind === 'video' && demoSetup ? (choice: GameSetup): DemoNote | null => {
    const demo = demoSetups.current.get(choice.game as DemoGame) ?? demoSetup;
    if (fitsDemo(choice, demo)) return null;
    return demo.game === 'dice-game'
      ? { text: t.notice.diceGameDemoMismatch(demo.players.length, demo.targetScore), like: { game: 'dice-game', players: demo.players, targetScore: demo.targetScore } }
      : { text: t.notice.demoMismatch(editionName(t, demo.edition), demo.players.length), like: { game: 'strike', edition: demo.edition, players: demo.players, tournament: false } };
  } : null;

  /** The set-up like the demo's, for a game in progress that the demo does not referee (`demoNote`), else `null`. */
  const demoLike = referee && demoNote ? demoNote(setupOf(referee))?.like ?? null : null;

  const startGame = (choice: GameSetup) => {
    // On the demo, the recording of the game chosen (Strike's or the dice game's) plays for a game like its own.
    const demoOfChoice = onDemo ? demoSetups.current.get(choice.game as DemoGame) ?? null : null;
    const followsChoice = demoOfChoice !== null && fitsDemo(choice, demoOfChoice);
    const error = game.start(choice, followsChoice);
    // A refused set-up stays in its open form to be fixed; cancelled, it is forgotten: the next
    // New game starts from the last set-up that started.
    setSetup((s) => ({ open: error !== null, error, last: error === null ? choice : s.last }));
    if (error !== null) return;
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
      const demo = demoOfChoice ?? demoSetup;
      const players = demo.players.length;
      setNotice(demo.game === 'dice-game'
        ? { say: (t) => t.notice.diceGameDemoMismatch(players, demo.targetScore), demoMismatch: true }
        : { say: (t) => t.notice.demoMismatch(editionName(t, demo.edition), players), demoMismatch: true });
      return;
    }
    setNotice(null);
    if (demoOfChoice.game !== demoSetup.game) {
      // The other demo's recording, played from its start for this game once it opens (until
      // then, the recording shown is not this game's: its frames go to no referee).
      setFollowsDemo(false);
      startedWithoutSource.current = choice;
      void showDemoGame(undefined, nextRequest(), demoOfChoice.game);
      return;
    }
    playDemoFromStart(source.video);
  };

  // A game resumed on opening the page while a demo of the other game plays (no camera): the
  // recording of its own game is shown beside it (helper 160: a dice game beside Strike's demo),
  // though it stays unrefereed there (useLiveGame.ts `awaitingOwnView`).
  // Done once for the resumed game: the Demo button then plays the demo it names (helper 162).
  const resumedGame = game.resumed && referee ? referee.game : null;
  const resumedDemoShown = useRef<number | null>(null);
  useEffect(() => {
    if (!resumedGame || !onDemo || !demoSetup || resumedDemoShown.current === game.generation) return;
    resumedDemoShown.current = game.generation;
    // Why the demo plays (no camera, permission denied) is said again over it.
    const why = notice?.demoInvite?.why ?? undefined;
    if (demoSetup.game !== resumedGame) void showDemoGame(why, nextRequest(), resumedGame);
  }, [resumedGame, onDemo, demoSetup, showDemoGame, nextRequest, notice, game.generation]);

  const live = referee?.live ?? null;
  /** The demo recording of the game in progress's game (the dice game's for a dice game), else the one shown. */
  const waitingGameDemo = (referee ? demoSetups.current.get(referee.game as DemoGame) : undefined) ?? demoSetup;
  /** The demo plays while a game in progress waits for the players' own camera or pictures (said so above the picture). */
  const demoWaitsForGame = unrefereed && !gameOver && !notice?.demoMismatch;
  // Dice in view that are not the game's (a 6 where the edition's dice have none): say so; not
  // of a demo the game is not refereed on (its dice are another game's).
  // The last settled reading, kept while the dice move (the hint stays up between settles), and
  // the faces read earlier in the game: an edition suggested has them all.
  const outsideKind = referee && !gameOver && !unrefereed ? outsideKindHint(vision.lastReading, dieKind, referee.game === 'strike', facesSeen) : null;
  const snapshotDie = (id: number) => game.snapshot?.dice.find((die) => die.id === id);
  // Dice asked about are named by their row in the dice table, in the panel and on the picture.
  const dieRows = diceTableRows(vision.lastReading, game.snapshot?.dice ?? []);
  const pickedBox = picking === null ? undefined : snapshotDie(picking)?.box;
  // No marks of the game being replaced while a new one is set up.
  const { highlights, given, marks } = live && !unrefereed && !setup.open
    ? refereeMarks(live, game.snapshot?.dice ?? [], frame, picking, dieRows, { takeOut: t.takeOutMark, toCheck: t.diceTable.asked, inQuestion: t.diceTable.inQuestion, leaning: t.facePicker.leaning })
    : { highlights: [] as Highlight[], given: [], marks: [] };
  // The dice whose faces can be set, by dice table row (0-based): the table's buttons open the picker.
  const rowDice = new Map<number, number>();
  if (live && !unrefereed && !setup.open && !editingArena) {
    for (const [id, row] of dieRows) if (live.canSetFace(id)) rowDice.set(row - 1, id);
  }
  // The die of the dice table's row under the pointer, with its row number.
  const pointedDie = pointedRow === null ? undefined : vision.lastReading?.dice[pointedRow];
  if (pointedDie) highlights.push({ box: pointedDie.box, label: `#${pointedRow! + 1}`, kind: 'pointed' });

  const onStageClick = (x: number, y: number) => {
    if (!live || editingArena) return;
    const die = game.snapshot?.dice.find(({ box }) => pointInBox([x, y], box));
    // Only a die whose face the players can set now (one a question asks about, or one in play).
    setPicking(die && live.canSetFace(die.id) ? die.id : null);
  };

  const closePicker = useCallback(() => setPicking(null), []);
  // Drawing the arena, a die is not picked (the table's buttons go, and Escape is the drawing's).
  useEffect(() => {
    if (editingArena) setPicking(null);
  }, [editingArena]);
  // A focused control taken off the page: an arena corner gives the focus to Arena, anything
  // else to the game panel's heading (or New game without a game).
  useFocusRescue((lost) => (lost.getAttribute('data-testid') === 'arena-corner'
    ? document.querySelector<HTMLElement>('[data-testid="edit-arena"]')
    : document.querySelector<HTMLElement>('[data-focus-home]') ?? document.querySelector<HTMLElement>('[data-testid="new-game"]')));
  // A new game or a resumed one has new dice: a picker left open was for the old game's.
  useEffect(() => setPicking(null), [game.generation]);
  // A picker left open while the game moved on closes: its die can no longer be set, lies no
  // longer in the settled picture (picked up), or the question it answered is no longer asked
  // (a face picked then would be taken for another thing, or for nothing).
  // Whether the picker was opened on a die a question asks the face of: noted in the render that
  // opens it (an effect would note it only after that render had taken the picker for stale).
  const [pickerOpened, setPickerOpened] = useState<{ id: number | null; confirming: boolean }>({ id: null, confirming: false });
  if (pickerOpened.id !== picking) setPickerOpened({ id: picking, confirming: picking !== null && live !== null && isConfirming(live.question, picking) });
  const pickerStale = picking !== null && pickerOpened.id === picking && (!live || pickerOutdated(live, picking, pickedBox, frame, pickerOpened.confirming));
  useEffect(() => {
    if (pickerStale) setPicking(null);
  }, [pickerStale]);

  /**
   * The face the die being picked is ruled with: the one the players gave, else the one read
   * (for a die out of view that a question lists, set aside and refused, or taken out after a
   * keep and not kept, the face the question gives).
   */
  const listedFace = (id: number): Face | undefined => (referee?.game === 'dice-game' ? referee.live.questionFace(id) : undefined);
  const pickedFace = picking !== null && live ? live.givenFaces.get(picking) ?? snapshotDie(picking)?.face ?? listedFace(picking) ?? null : null;
  const onPick = (answer: DieAnswer) => {
    if (picking === null || !live) return;
    // A die of the throw or roll being confirmed, asked about or not: an answer, not a correction.
    if (live.isBeingConfirmed(picking)) game.answer(picking, answer);
    // The face it already has: nothing to correct, the picker just closes.
    else if (answer !== 'leaning' && answer !== pickedFace) game.correct(picking, answer);
    setPicking(null);
  };

  /** What both games' panels show and send: the log, the corrections, a new game, a die to check. */
  const panel = {
    language,
    log: game.log,
    onUndo: game.undo,
    onConfirm: game.confirm,
    onNewGame: () => setSetup((s) => ({ ...s, open: true, error: null })),
    onPickDie: setPicking,
    dieRows,
  };
  const shownArena = arena ?? vision.latest?.arena ?? null;
  const error = workerError ? t.notice.workerFailed(workerError) : vision.error;
  return (
    <UiTextContext value={t}>
      <div className="app">
        <header>
          <h1>Dice Referee</h1>
          <nav className="toolbar">
            <button type="button" onClick={() => setSetup((s) => ({ ...s, open: true, error: null }))} data-testid="new-game">{t.toolbar.newGame}</button>
            <button type="button" onClick={() => void showCamera()}>{t.toolbar.camera}</button>
            <FileButton accept="image/*,video/*" onFile={(file) => void onFile(file)} inputTestId="file-input">{t.toolbar.openFile}</FileButton>
            <button type="button" onClick={() => void showDemoGame()}>{t.toolbar.demo}</button>
            <button
              type="button"
              className={editingArena ? 'active' : 'secondary'}
              onClick={() => {
                // The proposed outline, every vertex a handle (it follows a round rim: four corners would cut it);
                // without one, the whole picture but a margin.
                const size = vision.lastReading;
                const start = shownArena ?? (size ? drawingStart(size.width, size.height) : null);
                if (!editingArena && !arena && start) setArena(start.map(([x, y]): [number, number] => [x, y]));
                setEditingArena(!editingArena);
                setArenaRefused(null);
              }}
              data-testid="edit-arena"
            >
              {editingArena ? t.toolbar.doneWithArena : t.toolbar.arena}
            </button>
            <select value={language} onChange={(e) => setLanguage(e.target.value as Language)} aria-label={t.toolbar.language} data-testid="language">
              <option value="en">English</option>
              <option value="fr">Français</option>
            </select>
            {/* Its name says the state ("Voice on", "Voice off"), so it is no pressed/unpressed toggle. */}
            <button type="button" className="secondary" onClick={() => setMuted(!muted)} data-testid="voice">
              {muted ? t.toolbar.voiceOff : t.toolbar.voiceOn}
            </button>
            <button type="button" className="secondary" onClick={() => setShowDiagnostics(!showDiagnostics)} aria-pressed={showDiagnostics}>{t.toolbar.diagnostics}</button>
            <a className="button secondary" href="review.html" data-testid="review-link">{t.toolbar.review}</a>
          </nav>
        </header>
        {/* Live regions present from the start: notices put in them are said (one inserted with its text may not be: helper 163). */}
        <div role="status">
          {notice && !(demoWaitsForGame && notice.demoInvite && !notice.demoInvite.why) && (
            <p className="notice" data-testid="notice">
              {demoWaitsForGame && notice.demoInvite?.why ? notice.demoInvite.why(t) : notice.say(t)}
              {/* A game started unlike the demo: the form again, set like it (Start then replaces this game). */}
              {notice.demoMismatch && demoLike && !setup.open && (
                <>
                  {' '}
                  <button type="button" className="secondary" onClick={() => setSetup((s) => ({ ...s, open: true, error: null, like: demoLike }))} data-testid="notice-like-demo">{t.setup.likeDemo}</button>
                </>
              )}
            </p>
          )}
          {demoWaitsForGame && (
            <p className="notice" data-testid="demo-not-refereed">{t.notice.notRefereedOnDemo(waitingGameDemo?.players.length ?? 2, referee !== null && waitingGameDemo !== null && fitsDemo(setupOf(referee), waitingGameDemo), waitingGameDemo?.game === 'dice-game' ? waitingGameDemo.targetScore : undefined)}</p>
          )}
          {demoWaits && onDemo && <p className="notice" data-testid="demo-waits">{t.notice.demoWaitsForVision}</p>}
          {outsideKind && (
            <p className="notice" data-testid="faces-outside-kind">
              {t.notice.facesOutsideKind(outsideKind.face, outsideKind.dice, outsideKind.kind, outsideKind.otherEdition ? editionName(t, outsideKind.otherEdition) : null, outsideKind.plainDice)}
            </p>
          )}
        </div>
        {error && <p className="error" role="alert" data-testid="error">{error}</p>}
        <div role="status">
          {game.playedElsewhere && <p className="notice" data-testid="played-elsewhere">{t.notice.playedElsewhere}</p>}
          {game.notResumed && !referee && <p className="notice" data-testid="not-resumed">{t.notice.gameNotResumed(game.notResumed)}</p>}
        </div>
        {game.notSaved && referee && <p className="error" role="alert" data-testid="not-saved">{t.notice.gameNotSavedNow(game.notSaved)}</p>}
        <main>
          <div className="stage-column">
            <ArenaView
              source={source}
              overlay={{ reading: frame, arena: shownArena, editingArena, highlights }}
              onClick={onStageClick}
              onArenaChange={(next) => {
                // Corners are kept inside the picture; an outline that crosses itself, or is dragged
                // down to nothing or to a sliver, is not taken, and the players are told why.
                const size = vision.lastReading;
                const checked = size ? checkArena(next, size.width, size.height) : { arena: next };
                if ('refused' in checked) {
                  setArenaRefused(checked.refused);
                  return;
                }
                setArenaRefused(null);
                setArena(checked.arena);
                if (size) saveArena(size.width, size.height, checked.arena);
              }}
            >
              {picking !== null && live && (
                <FacePicker
                  dieKind={dieKind}
                  allowLeaning={referee?.game === 'strike' && isConfirming(live.question, picking)}
                  current={pickedFace}
                  onPick={onPick}
                  onClose={closePicker}
                  at={pickedBox && frame ? { box: pickedBox, frame } : undefined}
                />
              )}
            </ArenaView>
            {/* Under the picture, not above it: the corners being dragged stay where the pointer is. */}
            {editingArena && (
              // Beside the editing hint, not in the header: the header keeps its width while the arena is edited.
              // Kept in the window's view (sticky) under a picture taller than the window.
              <div className="arena-notes">
                <p className="notice" data-testid="editing-arena">
                  {t.notice.editingArena}{' '}
                  <button type="button" className="secondary" data-testid="find-arena-again" onClick={() => {
                    setArena(undefined);
                    setArenaRefused(null);
                    if (frame) saveArena(frame.width, frame.height, undefined);
                  }}>{t.toolbar.findArenaAgain}</button>
                </p>
                {arenaRefused && <p className="error" role="alert" data-testid="arena-refused">{t.notice.arenaRefused(arenaRefused)}</p>}
              </div>
            )}
            {source && <OverlayLegend game={referee?.game} />}
          </div>
          <aside>
            {setup.open && (
              <SetupScreen initial={setup.like ?? setup.last ?? (referee ? setupOf(referee) : undefined)} error={setup.error} replaces={referee && !gameOver ? setupOf(referee).players : null} demoNote={demoNote} onStart={startGame} onCancel={() => setSetup((s) => ({ ...s, open: false, like: null }))} />
            )}
            {/* Beside the question it waits for: not while the New game form hides it. */}
            <div role="status">
              {recording.held && source && !setup.open && (
                <p className="notice" data-testid="held-for-answer">
                  {t.notice.heldForAnswer(sourceName(source, t))}{' '}
                  <button type="button" className="secondary" onClick={recording.playOn} data-testid="play-on">{t.notice.playOn}</button>
                </p>
              )}
            </div>
            {!setup.open && referee?.game === 'strike' && (
              <GamePanel live={referee.live} {...panel} markedToRemove={highlights.filter((highlight) => highlight.kind === 'toRemove').length} onPass={game.pass} onTreatAsThrow={game.treatAsThrow} onDieMissed={game.dieMissed} />
            )}
            {!setup.open && referee?.game === 'dice-game' && (
              <DiceGamePanel live={referee.live} {...panel} onBank={game.bank} onAccept={game.accept} onChooseKept={game.chooseKept} onRuleAsRoll={game.ruleAsRoll} />
            )}
            <div role="status">
              {!setup.open && game.refusedIntent && <p className="notice" data-testid="intent-refused">{game.refusedIntent(language)}</p>}
            </div>
            {!setup.open && !live && (
              <p className="muted">{t.notice.idle.before}<strong>{t.notice.idle.newGame}</strong>{t.notice.idle.after}</p>
            )}
            <p className="status" data-testid="status">
              {source ? sourceName(source, t) : t.status.noSource}
              {vision.lastReading && ` · ${t.dice(vision.lastReading.dice.length)}`}
              {worker ? ` · tfjs ${worker.backend}` : ` · ${t.status.startingVision(starting.stage, starting.seconds)}`}
            </p>
            {showDiagnostics && <Diagnostics worker={worker} latest={vision.latest} fps={vision.fps} />}
            {source && (
              <DiceTable
                reading={vision.lastReading}
                moving={frame === null && vision.lastReading !== null}
                showBoxes={showDiagnostics}
                given={given}
                marks={marks}
                unsureBelow={DEFAULT_LIVE_REFEREE_CONFIG.minConfidence}
                settableRows={new Set(rowDice.keys())}
                onSetFace={(row) => setPicking(rowDice.get(row) ?? null)}
                pointed={pointedRow}
                onPoint={setPointedRow}
              />
            )}
          </aside>
        </main>
      </div>
    </UiTextContext>
  );
}
