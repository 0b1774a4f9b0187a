/**
 * The Dice Referee page: pick a frame source (camera, photo or video, demo), see every die's
 * box and top face drawn over it, and let the referee run a game of Strike or of the dice
 * game from what the camera sees. Vision runs in a Web Worker; rules run in src/rules; this
 * file only wires state to components and user intents to the referee.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DieKind } from '../core/types.ts';
import type { DieAnswer } from '../referee/liveStrikeReferee.ts';
import type { Language } from '../referee/render.ts';
import { quadCorners } from '../vision/polygon.ts';
import type { WorkerInfo } from '../worker/api.ts';
import { VisionClient } from '../worker/visionClient.ts';
import { ArenaView } from './ArenaView.tsx';
import { loadArena, saveArena } from './arenaStore.ts';
import { DiceTable } from './DiceTable.tsx';
import { Diagnostics } from './Diagnostics.tsx';
import type { Highlight } from './drawOverlay.ts';
import { FacePicker } from './FacePicker.tsx';
import { FileButton } from './FileButton.tsx';
import {
  closeFrameSource, DEMO_GAME_LABEL, FrameSourceError, type DemoGameSetup, openCamera, openDemo, openDemoGame, openFile, type FrameSource,
} from './frameSources.ts';
import { DiceGamePanel } from './DiceGamePanel.tsx';
import { GamePanel } from './GamePanel.tsx';
import { gameInfo } from '../rules/games.ts';
import { SetupScreen, type GameSetup } from './SetupScreen.tsx';
import { hush } from './speech.ts';
import { useLiveGame } from './useLiveGame.ts';
import { useVisionLoop } from './useVisionLoop.ts';

/**
 * Which source to open first: the camera unless `?source=demo-game` (the demo game, for kiosks)
 * or `?source=demo` (the still demo arena, for tests) skips it.
 */
function initialSourceRequest(): 'camera' | 'demo' | 'demo-game' {
  const asked = new URLSearchParams(window.location.search).get('source');
  return asked === 'demo' || asked === 'demo-game' ? asked : 'camera';
}

/** "2 players", "1 player". */
function playerCount(n: number): string {
  return `${n} ${n === 1 ? 'player' : 'players'}`;
}

/** Whether the referee asks the players to confirm the face of die `id` before ruling. */
function isConfirming(question: { kind: string; dieIds: number[] } | null, id: number): boolean {
  return (question?.kind === 'confirmThrow' || question?.kind === 'confirmRoll') && question.dieIds.includes(id);
}

/** The page. */
export function App() {
  const client = useMemo(() => new VisionClient(), []);
  const [source, setSource] = useState<FrameSource | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [worker, setWorker] = useState<WorkerInfo | null>(null);
  const [workerError, setWorkerError] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>('en');
  const [muted, setMuted] = useState(false);
  const [setup, setSetup] = useState<{ open: boolean; error: string | null; last?: GameSetup }>({ open: false, error: null });
  const [editingArena, setEditingArena] = useState(false);
  const [arena, setArena] = useState<[number, number][] | undefined>(undefined);
  const [picking, setPicking] = useState<number | null>(null);
  const [showDiagnostics, setShowDiagnostics] = useState(false);
  const game = useLiveGame(language, muted);
  const referee = game.referee;
  /**
   * Whether the game in progress is the demo game's own: started on it, from its first frame.
   * The demo is a recording: a game resumed on it, started before it, or for other players
   * than its two would be refereed on someone else's throws, so its frames go to no referee.
   */
  const [followsDemo, setFollowsDemo] = useState(false);
  const [demoSetup, setDemoSetup] = useState<DemoGameSetup | null>(null);
  const onDemo = source?.kind === 'video' && source.label === DEMO_GAME_LABEL;
  // The dice read: Strike's edition's, else the game's own (src/rules/games.ts); d6 with no game.
  const dieKind: DieKind = referee?.game === 'strike' ? referee.live.state.edition.dieKind : (referee ? gameInfo(referee.game).dice : undefined) ?? 'd6';
  const vision = useVisionLoop(client, source, { dieKind, arena, onResult: onDemo && !followsDemo ? undefined : game.onFrame });
  const frame = vision.latest?.reading ?? null;

  const show = useCallback((next: FrameSource) => {
    setSource((previous) => {
      if (previous && previous !== next) closeFrameSource(previous);
      return next;
    });
  }, []);

  const fail = useCallback((error: unknown) => {
    setNotice(error instanceof FrameSourceError ? error.message : `Something went wrong: ${String(error)}`);
  }, []);

  const showDemo = useCallback(async (why?: string) => {
    try {
      show(await openDemo());
      setNotice(why ? `${why} Showing the demo arena.` : null);
    } catch (error) {
      fail(error);
    }
  }, [show, fail]);

  const showDemoGame = useCallback(async (why?: string) => {
    try {
      const { source: demo, setup } = await openDemoGame();
      demo.video.addEventListener('ended', () => {
        setNotice('The demo game is over: press “New game”, then “Start”, to watch it again.');
      });
      setFollowsDemo(false);
      setDemoSetup(setup);
      show(demo);
      const how = `Showing the demo game: press “New game”, then “Start” (${playerCount(setup.players.length)}), to watch the referee play it.`;
      setNotice(why ? `${why} ${how}` : how);
    } catch (error) {
      // A build without the demo game still has the still arena.
      await showDemo(`${why ? `${why} ` : ''}${error instanceof FrameSourceError ? error.message : String(error)}`);
    }
  }, [show, showDemo]);

  const showCamera = useCallback(async () => {
    try {
      const camera = await openCamera();
      camera.stream.getVideoTracks()[0]?.addEventListener('ended', () => {
        setNotice('The camera was disconnected. The game is kept: plug the camera back in and press “Camera”.');
      });
      show(camera);
      setNotice(null);
    } catch (error) {
      await showDemoGame(error instanceof FrameSourceError ? error.message : String(error));
    }
  }, [show, showDemoGame]);

  useEffect(() => {
    client.start().then(setWorker, (error: unknown) => setWorkerError(error instanceof Error ? error.message : String(error)));
    const first = initialSourceRequest();
    if (first === 'demo') void showDemo();
    else if (first === 'demo-game') void showDemoGame();
    else void showCamera();
    return () => client.terminate();
  }, [client, showCamera, showDemo, showDemoGame]);

  // The saved arena for this frame size, once the frame size is known.
  const frameKey = frame ? `${frame.width}x${frame.height}` : '';
  useEffect(() => {
    if (frame) setArena(loadArena(frame.width, frame.height));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frameKey]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
      if (event.key === 'p' || event.key === 'P') game.pass();
      if (event.key === 'b' || event.key === 'B') game.bank();
      if (event.key === 'u' || event.key === 'U') game.undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [game]);

  const onFile = async (file: File) => {
    try {
      const opened = await openFile(file);
      show(opened);
      if (opened.kind === 'video') await opened.video.play().catch(() => undefined);
      setNotice(null);
    } catch (error) {
      fail(error);
    }
  };

  const startGame = (choice: GameSetup) => {
    const error = game.start(choice);
    setSetup({ open: error !== null, error, last: choice });
    if (error !== null || source?.kind !== 'video' || !onDemo || !demoSetup) return;
    // The demo game is followed in a game like its own (demo/game.json), played from its empty
    // arena, once: looping would sweep the dice away.
    const edition = choice.edition ?? 'classic';
    const fits = choice.game === 'strike' && edition === demoSetup.edition && choice.players.length === demoSetup.players.length;
    setFollowsDemo(fits);
    if (!fits) {
      setNotice(`The demo is a recorded Strike game (edition ${demoSetup.edition}, ${playerCount(demoSetup.players.length)}): start one like it to watch the referee play it. This game is not refereed on the demo.`);
      return;
    }
    setNotice(null);
    source.video.loop = false;
    source.video.currentTime = 0;
    void source.video.play().catch(() => undefined);
  };

  const live = referee?.live ?? null;
  /** A game in progress that the demo's frames do not reach (see `followsDemo`): its marks are not drawn on the demo. */
  const unrefereed = onDemo && !followsDemo && referee !== null;
  const snapshotDie = (id: number) => game.snapshot?.dice.find((die) => die.id === id);
  const highlights: Highlight[] = [];
  if (live && !unrefereed) {
    for (const id of live.toRemove) {
      const die = snapshotDie(id);
      if (die) highlights.push({ box: die.box, label: 'take out', kind: 'toRemove' });
    }
    for (const id of live.question?.dieIds ?? []) {
      const die = snapshotDie(id);
      if (die) highlights.push({ box: die.box, label: live.answers.get(id) ?? '?', kind: 'asked' });
    }
  }

  const onStageClick = (x: number, y: number) => {
    if (!live || editingArena) return;
    const die = game.snapshot?.dice.find(({ box }) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3]);
    setPicking(die ? die.id : null);
  };

  const onPick = (answer: DieAnswer) => {
    if (picking === null || !live) return;
    if (isConfirming(live.question, picking)) game.answer(picking, answer);
    else if (answer !== 'leaning') game.correct(picking, answer);
    setPicking(null);
  };

  const shownArena = arena ?? vision.latest?.arena ?? null;
  const error = workerError ? `The vision worker failed: ${workerError}` : vision.error;
  return (
    <div className="app">
      <header>
        <h1>Dice Referee</h1>
        <nav className="toolbar">
          <button type="button" onClick={() => setSetup((s) => ({ ...s, open: true, error: null }))} data-testid="new-game">New game</button>
          <button type="button" onClick={() => void showCamera()}>Camera</button>
          <FileButton accept="image/*,video/*" onFile={(file) => void onFile(file)} inputTestId="file-input">Open photo or video…</FileButton>
          <button type="button" onClick={() => void showDemoGame()}>Demo</button>
          <button
            type="button"
            className={editingArena ? 'active' : 'secondary'}
            onClick={() => {
              if (!editingArena && !arena && shownArena) setArena(quadCorners(shownArena));
              setEditingArena(!editingArena);
            }}
            data-testid="edit-arena"
          >
            {editingArena ? 'Done with arena' : 'Arena'}
          </button>
          {editingArena && (
            <button type="button" className="secondary" onClick={() => {
              setArena(undefined);
              if (frame) saveArena(frame.width, frame.height, undefined);
            }}>Find arena again</button>
          )}
          <select value={language} onChange={(e) => setLanguage(e.target.value as Language)} aria-label="Language" data-testid="language">
            <option value="en">English</option>
            <option value="fr">Français</option>
          </select>
          <button type="button" className="secondary" onClick={() => { setMuted(!muted); if (!muted) hush(); }} aria-pressed={muted}>
            {muted ? 'Voice off' : 'Voice on'}
          </button>
          <button type="button" className="secondary" onClick={() => setShowDiagnostics(!showDiagnostics)} aria-pressed={showDiagnostics}>Diagnostics</button>
          <a className="button secondary" href="review.html" data-testid="review-link">Review a recording</a>
        </nav>
      </header>
      {notice && <p className="notice" role="status" data-testid="notice">{notice}</p>}
      {unrefereed && !notice?.includes('not refereed') && (
        <p className="notice" role="status" data-testid="demo-not-refereed">
          {`This game is not refereed on the demo (a recording of another game): press “Camera” to go on with it, or “New game”, then “Start” (${playerCount(demoSetup?.players.length ?? 2)}), to watch the demo’s own game.`}
        </p>
      )}
      {error && <p className="error" role="alert" data-testid="error">{error}</p>}
      {editingArena && <p className="notice">Drag the yellow corners onto the arena’s rim. Dice whose centre lies outside it, or on it, are out.</p>}
      <main>
        <div className="stage-column">
          <ArenaView
            source={source}
            overlay={{ reading: frame, arena: shownArena, editingArena, highlights }}
            onClick={onStageClick}
            onArenaChange={(next) => {
              setArena(next);
              if (frame) saveArena(frame.width, frame.height, next);
            }}
          />
          {picking !== null && live && (
            <FacePicker
              dieKind={dieKind}
              allowLeaning={referee?.game === 'strike' && isConfirming(live.question, picking)}
              current={snapshotDie(picking)?.face ?? null}
              onPick={onPick}
              onClose={() => setPicking(null)}
            />
          )}
        </div>
        <aside>
          {setup.open && (
            <SetupScreen initial={setup.last} error={setup.error} onStart={startGame} onCancel={() => setSetup((s) => ({ ...s, open: false }))} />
          )}
          {!setup.open && referee?.game === 'strike' && (
            <GamePanel
              live={referee.live}
              language={language}
              log={game.log}
              onPass={game.pass}
              onUndo={game.undo}
              onConfirm={game.confirm}
              onTreatAsThrow={game.treatAsThrow}
              onNewGame={() => setSetup((s) => ({ ...s, open: true, error: null }))}
              onPickDie={setPicking}
            />
          )}
          {!setup.open && referee?.game === 'dice-game' && (
            <DiceGamePanel
              live={referee.live}
              language={language}
              log={game.log}
              onBank={game.bank}
              onUndo={game.undo}
              onConfirm={game.confirm}
              onAccept={game.accept}
              onNewGame={() => setSetup((s) => ({ ...s, open: true, error: null }))}
              onPickDie={setPicking}
            />
          )}
          {!setup.open && !live && (
            <p className="muted">Press <strong>New game</strong> to let the referee run a game of Strike or the dice game from the camera.</p>
          )}
          <p className="status" data-testid="status">
            {source ? source.label : 'No source'}
            {frame && ` · ${frame.dice.length} ${frame.dice.length === 1 ? 'die' : 'dice'}`}
            {worker ? ` · tfjs ${worker.backend}` : ' · starting vision…'}
          </p>
          {showDiagnostics && <Diagnostics worker={worker} latest={vision.latest} fps={vision.fps} />}
          <DiceTable reading={frame} />
        </aside>
      </main>
    </div>
  );
}
