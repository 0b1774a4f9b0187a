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
import { VisionClient } from '../worker/visionClient.ts';
import { ArenaView } from './ArenaView.tsx';
import { checkArena, drawingStart, loadArena, outlineFor, saveArena, usableArena, type ArenaRefusal, type SourceArena } from './arenaStore.ts';
import { DiceTable, diceTableRows } from './DiceTable.tsx';
import { dieKindToRead } from './dieKindToRead.ts';
import { Diagnostics } from './Diagnostics.tsx';
import { OverlayLegend } from './OverlayLegend.tsx';
import type { Highlight } from './drawOverlay.ts';
import { FacePicker } from './FacePicker.tsx';
import { FileButton } from './FileButton.tsx';
import { DEMO_ARENA_LABEL, type FrameSource } from './frameSources.ts';
import { demoMismatch, fitsDemo } from './demoFit.ts';
import { DiceGamePanel } from './DiceGamePanel.tsx';
import { GamePanel } from './GamePanel.tsx';
import { gameInfo } from '../rules/games.ts';
import { outsideKindHint, useFacesSeen } from './outsideKindHint.ts';
import { isConfirming, pickerOutdated, refereeMarks } from './refereeMarks.ts';
import { SetupScreen, type DemoNote, type GameSetup } from './SetupScreen.tsx';
import { SteadyLabel } from './SteadyLabel.tsx';
import { useMuted } from './speech.ts';
import { useHoldForAnswer } from './useHoldForAnswer.ts';
import { notPlayedYet, questionKey, setupOf, useLiveGame } from './useLiveGame.ts';
import { useFocusRescue } from './useFocusRescue.ts';
import { usePageShortcuts } from './usePageShortcuts.ts';
import { playerActions } from './playerActions.ts';
import { useFrameSource, useWaitingPhotos, sourceName } from './useFrameSource.ts';
import { useVisionLoop } from './useVisionLoop.ts';
import { useVisionWorker } from './useVisionWorker.ts';
import { changesView, viewOf, type ShownSource } from './viewChange.ts';
import { useLanguage, UiTextContext } from './i18n/language.ts';
import { editionName, uiText } from './i18n/uiText.ts';

/** The page. */
export function App() {
  const client = useMemo(() => new VisionClient(), []);
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
  /** The players' outline and the source it is for (see {@link outlineFor}). */
  const [keptArena, setKeptArena] = useState<SourceArena<FrameSource>>({ source: null, arena: undefined });
  const [picking, setPicking] = useState<number | null>(null);
  const [showDiagnostics, setShowDiagnostics] = useState(false);
  /** The dice table's row under the pointer (0-based), whose die the picture marks, or `null`. */
  const [pointedRow, setPointedRow] = useState<number | null>(null);
  const game = useLiveGame(language, muted);
  const referee = game.referee;
  // The vision worker starts before the first source is asked for (useFrameSource's first effect, below).
  const { info: worker, error: workerError, starting, ready: visionReady } = useVisionWorker(client);
  const closePicker = useCallback(() => setPicking(null), []);
  const frames = useFrameSource({
    visionReady,
    visionStarted: worker !== null,
    startGame: game.start,
    onShow: closePicker, // the die being set is not in the new picture
    gameNow: referee === null ? 'none' : referee.live.over ? 'over' : 'on',
    resumedGame: game.resumed && referee ? referee.game : null,
    generation: game.generation,
  });
  const { source, notice, onDemo, followsDemo, demoSetup } = frames;
  const arena = outlineFor(keptArena, source);
  /** Sets the players' outline (frame pixels) of the source shown, or none with `undefined`. */
  const setArena = (next: [number, number][] | undefined) => setKeptArena({ source, arena: next });
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
  // The dice read: Strike's edition's, else the game's own (src/rules/games.ts); with no game, the demo's or the last set up (dieKindToRead.ts).
  const inGame: DieKind | undefined = referee?.game === 'strike' ? referee.live.state.edition.dieKind : referee ? gameInfo(referee.game).dice : undefined;
  const dieKind = dieKindToRead(inGame, onDemo ? demoSetup : null, setup.last);
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
  // (useHoldForAnswer.ts), and so do photos opened meanwhile (useFrameSource.ts `openFile`).
  const waitingQuestion = referee && !unrefereed && referee.live.waitsForAnswer ? questionKey(referee) : null;
  const recording = useHoldForAnswer(source?.kind === 'video' ? source.video : null, waitingQuestion);
  // Photos opened meanwhile wait for the answer too; not one asked about the still demo arena,
  // which is no photo of the players' game.
  const photosWait = waitingQuestion !== null && source?.label !== DEMO_ARENA_LABEL;

  // A recording held for an answer shows one picture until it plays on: it is not read again
  // (held on a frame that moves, a hand in view, after a settle cut short, the motion gate would
  // learn the still hand as the arena after a few seconds, and rule it).
  const vision = useVisionLoop(client, source, {
    dieKind, arena, onResult: onDemo && !followsDemo ? undefined : game.onFrame, lookAgain: game.generation, onCameraEnded: frames.cameraEnded, hold: recording.held,
    // A camera moved for good took the outline the players set with the mat (src/vision/pipeline.ts):
    // keep it where it went, for this camera's next visit too.
    onCameraMove: (result) => {
      if (result.arenaSource !== 'user' || !result.arena || !result.reading) return;
      const { width, height } = result.reading;
      const moved = usableArena(result.arena, width, height);
      if (!moved) return;
      setArena(moved);
      saveArena(width, height, moved);
    },
  });
  const frame = vision.reading;
  /** Faces read in the arena in this game so far (a new or resumed game starts afresh). */
  const facesSeen = useFacesSeen(vision.lastReading, game.generation);

  // The saved arena for this source's frame size, once its first reading gives the size.
  const readSize = vision.lastReading;
  const frameKey = readSize ? `${readSize.width}x${readSize.height}` : '';
  useEffect(() => {
    if (readSize) setKeptArena({ source, arena: loadArena(readSize.width, readSize.height) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, frameKey]);

  // A key the rules refused (B before a roll, P in the dice game…) is answered under the panel:
  // shown the least scroll away, where a long panel (8 players, the log) put it below the window
  // and the key seemed to do nothing (helper 229). The focus stays where it is.
  const refusedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    refusedNote.current?.scrollIntoView?.({ block: 'nearest' });
  }, [game.refusedIntent]);

  /** Closes the New game form, as its Cancel does; the set-up like the demo's it opened with is forgotten. */
  const closeSetup = () => setSetup((s) => ({ ...s, open: false, like: null }));
  // P, B, U, N, R and Escape (usePageShortcuts.ts); Escape ends the arena's editing as "Done with arena" does.
  usePageShortcuts({
    formOpen: setup.open,
    closeForm: closeSetup,
    doneWithArena: () => {
      setEditingArena(false);
      setArenaRefused(null);
    },
    pass: game.pass,
    bank: game.bank,
    undo: game.undo,
    // N: only while the question whether the die come in is the one flown out of sight stands.
    answerNo: () => {
      if (referee?.game === 'strike' && referee.live.question?.kind === 'missedDieFound') game.missedDieFound(false, referee.live.question.params);
    },
    // R: only while the dice game's question offers to rule the arena as the roll.
    ruleAsRoll: () => {
      if (playerActions(referee).ruleAsRoll) game.ruleAsRoll();
    },
  });

  const onFile = (file: File) => frames.openFile(file, {
    // A photo of a refereed game opened before the one shown was read waits for it (useFrameSource.ts).
    refereed: referee !== null && !gameOver && !unrefereed && !game.playedElsewhere,
    reading: vision,
    photosWait,
  });

  // The photo shown has been read: the next photo waiting is shown (and ruled) in its turn.
  useWaitingPhotos(frames, vision, photosWait);

  /** On the demo recording, why a game of the choices shown would not be refereed on it (the setup form says so before Start). */
  const demoNote = onDemo && demoSetup ? (choice: GameSetup): DemoNote | null => {
    const demo = frames.demoOf(choice.game) ?? demoSetup;
    return fitsDemo(choice, demo) ? null : demoMismatch(demo, t);
  } : null;

  /** The set-up like the demo's, for a game in progress that the demo does not referee (`demoNote`), else `null`. */
  const demoLike = referee && demoNote ? demoNote(setupOf(referee))?.like ?? null : null;

  const startGame = (choice: GameSetup) => {
    // On the demo, the recording of the game chosen (Strike's or the dice game's) plays for a game like its own.
    const error = game.start(choice, frames.demoFits(choice));
    // A refused set-up stays in its open form to be fixed; cancelled, it is forgotten: the next
    // New game starts from the last set-up that started.
    setSetup((s) => ({ open: error !== null, error, last: error === null ? choice : s.last }));
    if (error !== null) return;
    frames.gameStarted(choice);
  };

  const live = referee?.live ?? null;
  /** The demo recording of the game in progress's game (the dice game's for a dice game), else the one shown. */
  const waitingGameDemo = frames.demoOf(referee?.game);
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
    ? refereeMarks(live, game.snapshot?.dice ?? [], frame, picking, dieRows, { takeOut: t.takeOutMark, toCheck: t.diceTable.asked, inQuestion: t.diceTable.inQuestion, changed: t.diceTable.changed, leaning: t.facePicker.leaning })
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
            <button type="button" onClick={() => void frames.showCamera()}>{t.toolbar.camera}</button>
            <FileButton accept="image/*,video/*" onFile={(file) => void onFile(file)} inputTestId="file-input">{t.toolbar.openFile}</FileButton>
            <button type="button" onClick={() => void frames.showDemoGame(referee && !gameOver ? { setup: setupOf(referee), notPlayed: notPlayedYet(referee) } : undefined)}>{t.toolbar.demo}</button>
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
              <SteadyLabel shown={editingArena ? t.toolbar.doneWithArena : t.toolbar.arena} other={editingArena ? t.toolbar.arena : t.toolbar.doneWithArena} />
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
            <p className="notice" data-testid="demo-not-refereed">{t.notice.notRefereedOnDemo(waitingGameDemo?.players.length ?? 2, referee !== null && waitingGameDemo !== null && fitsDemo(setupOf(referee), waitingGameDemo), waitingGameDemo?.game === 'dice-game' ? waitingGameDemo.targetScore : undefined)}
              {/* The way out of a game that cannot go on here: the form, set like the demo's own game. */}
              {!setup.open && (
                <>
                  {' '}
                  <button type="button" className="secondary" onClick={() => setSetup((s) => ({ ...s, open: true, error: null, like: waitingGameDemo }))} data-testid="demo-not-refereed-new-game">{t.toolbar.newGame}</button>
                </>
              )}
            </p>
          )}
          {frames.demoWaits && onDemo && <p className="notice" data-testid="demo-waits">{t.notice.demoWaitsForVision}</p>}
          {outsideKind && (
            <p className="notice" data-testid="faces-outside-kind">
              {t.notice.facesOutsideKind(outsideKind.face, outsideKind.dice, outsideKind.kind, outsideKind.otherEdition ? editionName(t, outsideKind.otherEdition) : null, outsideKind.plainDice)}
            </p>
          )}
        </div>
        {error && <p className="error" role="alert" data-testid="error">{error}</p>}
        <div role="status">
          {game.playedElsewhere && <p className="notice" data-testid="played-elsewhere">{game.playedElsewhere === 'taken' ? t.notice.playedElsewhere : t.notice.replacedElsewhere}</p>}
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
                  dieNumber={dieRows.get(picking)}
                  at={pickedBox && frame ? { box: pickedBox, frame, overlay: { reading: frame, highlights } } : undefined}
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
              <SetupScreen initial={setup.like ?? setup.last ?? (referee ? setupOf(referee) : undefined)} error={setup.error} replaces={referee && !gameOver ? setupOf(referee).players : null} demoNote={demoNote} onStart={startGame} onCancel={closeSetup} />
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
            {/* A game another tab referees now is shown as it stood, its buttons out of reach (they did nothing). */}
            <div inert={game.playedElsewhere !== null} className={game.playedElsewhere ? 'played-elsewhere' : undefined} data-testid="game-panels">
              {!setup.open && referee?.game === 'strike' && (
                <GamePanel live={referee.live} {...panel} markedToRemove={highlights.filter((highlight) => highlight.kind === 'toRemove').length} onPass={game.pass} onTreatAsThrow={game.treatAsThrow} onDieMissed={game.dieMissed} onMissedDieFound={game.missedDieFound} onRetire={game.retire} />
              )}
              {!setup.open && referee?.game === 'dice-game' && (
                <DiceGamePanel live={referee.live} {...panel} onBank={game.bank} onAccept={game.accept} onChooseKept={game.chooseKept} onRuleAsRoll={game.ruleAsRoll} onRetire={game.retire} />
              )}
            </div>
            <div role="status">
              {!setup.open && game.refusedIntent && <p ref={refusedNote} className="notice" data-testid="intent-refused">{game.refusedIntent(language)}</p>}
            </div>
            {!setup.open && !live && (
              <p className="muted">{t.notice.idle.before}<strong>{t.notice.idle.newGame}</strong>{t.notice.idle.after}</p>
            )}
            {/* data-photo-read: a photo's settle is voted on, and the page has done with it (useVisionLoop `stillRead`). */}
            <p className="status" data-testid="status" data-photo-read={source?.kind === 'image' ? String(vision.stillRead) : undefined}>
              {source ? sourceName(source, t) : t.status.noSource}
              {vision.lastReading && ` · ${t.dice(vision.lastReading.dice.length)}`}
              {worker ? ` · tfjs ${worker.backend}` : ` · ${t.status.startingVision(starting.stage, starting.seconds)}`}
            </p>
            {showDiagnostics && <Diagnostics worker={worker} latest={vision.latest} fps={vision.fps} />}
            {source && (
              <DiceTable
                reading={vision.lastReading}
                moving={vision.latest?.motion.state === 'moving'}
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
