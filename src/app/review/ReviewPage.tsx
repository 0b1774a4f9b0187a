/**
 * The review page: open a video of a game, let the vision worker and the referee go through
 * it, and see the timeline of settled arenas and rulings beside the player. A click on an
 * entry shows its frame with the dice read; frames step one by one; a die read wrongly is
 * corrected and the referee re-runs; the game record (JSON) and a report (Markdown) are
 * downloaded; a record exported before opens again (useRecordOpening.ts), its frames shown once
 * its video is open (before, its dice are corrected from the timeline, the face picker under them). Vision runs in the worker, rules in src/rules; this file wires state to
 * components and user intents to the review. `review.html?frames=play` (or `=seek`) takes the
 * frames by playing (or seeking) instead of decoding the file (analyseVideo.ts), to compare.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Face } from '../../core/types.ts';
import { clock, markdownReport, recordJson, type ReviewSetup } from '../../review/report.ts';
import { VisionClient } from '../../worker/visionClient.ts';
import { ArenaView } from '../ArenaView.tsx';
import { FacePicker } from '../FacePicker.tsx';
import { OverlayLegend } from '../OverlayLegend.tsx';
import { closeFrameSource, demoOfFileName } from '../frameSources.ts';
import { useDocumentLanguage, UiTextContext } from '../i18n/language.ts';
import { uiText } from '../i18n/uiText.ts';
import { useFocusRescue } from '../useFocusRescue.ts';
import { useVisionWorker } from '../useVisionWorker.ts';
import { analysisSize } from '../../review/analysisSize.ts';
import { MAX_ANALYSIS_SIDE, SEEK_OFFSET_S, seekTimeS } from './analyseVideo.ts';
import { AnalysisProgress, analysedSpeed } from './AnalysisProgress.tsx';
import { baseName, downloadText } from './download.ts';
import type { OpenedVideo } from './openedVideo.ts';
import { PlayerBar } from './PlayerBar.tsx';
import { playerOverlay } from './playerOverlay.ts';
import { explain, type Message } from './reviewMessage.ts';
import { analyseAgainReason, reviewNotices } from './reviewNotices.ts';
import { isRecordedVideo } from './reopenedReview.ts';
import { recordedVideo, reviewRecord } from './reviewRecord.ts';
import { ReviewSetupForm } from './ReviewSetupForm.tsx';
import { correctedFromElsewhere, dieAt, entryAt, withCorrection } from './reviewState.ts';
import { ReviewToolbar } from './ReviewToolbar.tsx';
import { Timeline } from './Timeline.tsx';
import { buttonToFocus, useAnalysisFocus } from './useAnalysisFocus.ts';
import { useArenaDrawing } from './useArenaDrawing.ts';
import { useCorrections } from './useCorrections.ts';
import { usePlayerHeight } from './usePlayerHeight.ts';
import { useRefereeTimeline } from './useRefereeTimeline.ts';
import { useReviewPlayer } from './useReviewPlayer.ts';
import { useReviewShortcuts } from './useReviewShortcuts.ts';
import { useKeptReview } from './useKeptReview.ts';
import { useRecordOpening } from './useRecordOpening.ts';
import { useReviewSetup } from './useReviewSetup.ts';
import { useVideoAnalysis } from './useVideoAnalysis.ts';
import { useVideoOpening } from './useVideoOpening.ts';
import { shownRate } from './videoFrames.ts';

/** The page. */
export function ReviewPage() {
  const client = useMemo(() => new VisionClient(), []);
  const vision = useVisionWorker(client);
  const setupState = useReviewSetup();
  const { setup } = setupState;
  const t = uiText(setup.language);
  useDocumentLanguage(setup.language, t.review.title);
  const [video, setVideo] = useState<OpenedVideo | null>(null);
  /** The last correction made, said in the page's status region until the next analysis. */
  const [correctionSaid, setCorrectionSaid] = useState<{ at: string; read: Face | null; face: Face } | null>(null);
  const corrections = useCorrections();
  const { faces, missed, thrown, left } = corrections;
  const [selected, setSelected] = useState<number | null>(null);
  const [picking, setPicking] = useState<{ entry: number; dieId: number } | null>(null);
  const arenaDrawing = useArenaDrawing();
  const [error, setErrorState] = useState<Message | null>(null);
  /** What the page says of a game record opened again and the video open: not its video, or its video needed to see a frame. */
  const [recordNotice, setRecordNoticeState] = useState<Message | null>(null);
  const setRecordNotice = useCallback((message: Message | null) => setRecordNoticeState(() => message), []);
  /** Says `message` as the page's problem (`null`: none). */
  const setError = useCallback((message: Message | null) => setErrorState(() => message), []);
  useEffect(() => {
    if (vision.error !== null) setError(explain(new Error(vision.error), (t) => t.review.workerFailed));
  }, [vision.error, setError]);
  const leaveEntry = useCallback(() => setSelected(null), []);
  const stopPicking = useCallback(() => setPicking(null), []);
  /** Bumped when the user acts on the player or an analysis starts: the timeline keeps the entry that matters in view again (useFollowEntry.ts). */
  const [followAgain, setFollowAgain] = useState(0);
  const follow = useCallback(() => setFollowAgain((n) => n + 1), []);
  const player = useReviewPlayer({ video, onError: setError, onLeaveEntry: leaveEntry, onPlay: stopPicking });
  const { frameMs, playing, seekTo } = player;
  const { done: doneWithArena } = arenaDrawing;
  const { clear: clearCorrections } = corrections;
  /** The review kept on this device through a reload (keptReview.ts): offered when the page opens, kept again whenever it changes. */
  const keptReview = useKeptReview();
  const { withdraw: withdrawKept } = keptReview;
  const records = useRecordOpening({
    onError: setError,
    onReopened: (review) => {
      // A video still opening (a file, the demo) was chosen before the record: the record wins, not analysed over.
      opening.supersede();
      // The page's review is now this record's: the one kept before is offered no more (it is replaced once this one is kept).
      withdrawKept();
      // The video open shows the record's frames if it is the record's; another is closed, not mixed with it.
      const kept = video && isRecordedVideo(review.video, video.name, video.durationMs) ? video : null;
      setRecordNotice(video && !kept ? (t) => t.review.notRecordVideo(video.name, review.video.name, clock(review.video.durationMs, t.language), false, demoOfFileName(review.video.name)) : null);
      if (!kept) setVideo(null);
      else player.load(kept.startS);
      analyses.restore(review.analysis);
      corrections.restore(review.said);
      setupState.adopt(review.setup, false, null);
      setupState.keepBeforeDemo(null);
      arenaDrawing.adopt(review.analysis.arena);
      setCorrectionSaid(null);
      setSelected(null);
      setPicking(null);
      follow();
    },
  });
  const { forget: forgetRecord } = records;
  // An analysis starting: nothing of the last one's corrections, selection or arena drawing stands, nor the record opened again.
  // (Its notice stays: a video not the record's says so as its analysis starts.)
  const onAnalysisStart = useCallback(() => {
    // The review kept before is offered no more (still kept until this analysis ends or is stopped, which replaces it).
    withdrawKept();
    forgetRecord();
    doneWithArena();
    clearCorrections();
    setSelected(null);
    setPicking(null);
    follow();
  }, [withdrawKept, forgetRecord, doneWithArena, clearCorrections, follow]);
  const analyses = useVideoAnalysis({ client, player, onError: setError, onStart: onAnalysisStart });
  const { analysis, progress, live, preview, analysing } = analyses;
  const analyse = (opened: OpenedVideo, chosen: ReviewSetup, drawn: [number, number][] | null) => {
    setCorrectionSaid(null);
    void analyses.analyse(opened, chosen, drawn);
  };
  const { stopButton, sidePanel } = useAnalysisFocus(analysing);
  // A focused control taken off the page (the kept review's Reopen and Dismiss go with their
  // notice): the focus goes to the timeline, else to the toolbar's first button, not to the body.
  useFocusRescue(() => (sidePanel.current ? buttonToFocus(sidePanel.current) : null) ?? document.querySelector<HTMLElement>('.review .toolbar button'));
  /** The picture and its controls: on a phone they stay at the window's top (review.css). */
  const playerBox = useRef<HTMLDivElement>(null);
  usePlayerHeight(playerBox, video !== null);

  useEffect(() => () => {
    if (video) closeFrameSource(video.source);
  }, [video]);

  const { refereeSetup, timeline, entries, correctedCount, standing } = useRefereeTimeline(analysis, setup, corrections);
  // The review kept whenever it changes (an analysis ended or stopped, a correction made or taken back, a name changed):
  // as the record the page exports, which a reload reopens. Not while analysing (no record yet), nor while the referee
  // cannot rule the set-up shown (the last review kept stays).
  const { keep } = keptReview;
  const refereeSetupKey = JSON.stringify(refereeSetup);
  useEffect(() => {
    if (analysing) return;
    const made = reviewRecord({ analysis, video: video ? recordedVideo(video) : records.recordVideo, timeline, refereeSetup, corrections: { faces, thrown, missed, left } });
    if (made) keep(made);
    // refereeSetup is a new object at each render: its JSON says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keep, analysing, analysis, video, records.recordVideo, timeline, refereeSetupKey, faces, thrown, missed, left]);
  const { keepSeats } = corrections;
  /** The form's change, with the players said to have left from seats it drops (fewer players) forgotten. */
  const changeSetup = (next: ReviewSetup) => {
    keepSeats(next.players.length);
    setupState.change(next);
  };

  const opening = useVideoOpening({
    setup: setupState,
    onError: setError,
    onOpened: (opened, chosen, demo, before) => {
      const recorded = records.recordVideo;
      if (recorded && isRecordedVideo(recorded, opened.name, opened.durationMs)) {
        // The record's video: its frames shown under the record's review, not analysed again. The demo
        // recording too, when the record is of it (*Demo game* is the only way to open it): the set-up
        // shown stays (the record's, as corrected), not the demo's.
        if (demo) setupState.adopt(before, false, null);
        setVideo(opened);
        player.load(opened.startS);
        setRecordNotice(null);
        setSelected(null);
        setPicking(null);
        return;
      }
      setRecordNotice(recorded && !demo ? (t) => t.review.notRecordVideo(opened.name, recorded.name, clock(recorded.durationMs, t.language), true, demoOfFileName(recorded.name)) : null);
      analyses.abort();
      setVideo(opened);
      player.load(opened.startS);
      // Nothing of the last video's review stands over this one, though its analysis be refused (a setup the rules refuse).
      analyses.clear();
      corrections.clear();
      setSelected(null);
      setPicking(null);
      // Another video, another view: its arena is proposed again until one is drawn on it.
      arenaDrawing.forget();
      analyse(opened, chosen, null);
    },
  });

  const showEntry = async (index: number) => {
    const entry = entries[index];
    const recorded = records.recordVideo;
    if (entry && !video && recorded) {
      // A record opened again without its video: the entry is chosen, its frame needs the video.
      setSelected(index);
      setRecordNotice((t) => t.review.recordVideoNeeded(recorded.name, clock(recorded.durationMs, t.language), demoOfFileName(recorded.name)));
      return;
    }
    if (!entry || !video) return;
    video.source.video.pause();
    setSelected(index);
    follow();
    await seekTo(seekTimeS(entry.tMs));
  };

  /** How much of `opened` the player shows, ms: up to where an analysis that did not complete (a file cut short, stopped) ended, else all. */
  const shownLengthMs = (opened: OpenedVideo) => (analysis?.outcome && !analysis.outcome.complete ? analysis.outcome.reviewedMs : opened.durationMs);

  /** One frame on (`+1`) or back (`-1`): not while analysing (useReviewPlayer `step`). */
  const step = (direction: 1 | -1) => {
    if (!video || analysing) return;
    follow();
    player.step(direction, shownLengthMs(video));
  };

  useReviewShortcuts({ doneWithArena, step });

  const onPick = (answer: Face | 'leaning') => {
    if (!picking || !analysis || answer === 'leaning') return;
    const read = analysis.entries[picking.entry]?.dice.find((d) => d.id === picking.dieId)?.face ?? null;
    const { entry, dieId } = picking;
    corrections.setFaces((current) => withCorrection(current, entry, dieId, answer, read, correctedFromElsewhere(analysis.settles, current, analysis.setup.game, entry, dieId)));
    // Said to a screen reader: the timeline's rulings change without a word (helper 163).
    const tMs = analysis.entries[entry]?.tMs;
    if (tMs !== undefined) setCorrectionSaid({ at: clock(tMs, setup.language), read, face: answer });
    setPicking(null);
  };

  const exportRecord = (kind: 'json' | 'report') => {
    const made = reviewRecord({ analysis, video: video ? recordedVideo(video) : records.recordVideo, timeline, refereeSetup, corrections });
    if (!made?.video) return;
    const base = baseName(made.video.name);
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
    // A record reopened without its video: no frame to show, the picker opens in the timeline under the die (below).
    if (!video) setSelected(entry);
    else if (shown?.index !== entry) void showEntry(entry);
  };

  /** *Arena*: starts (from the outline the reader used on the frame shown) or ends drawing the arena (useArenaDrawing `startOrEnd`). */
  const startOrEndArena = () => {
    if (!video) return;
    const { videoWidth, videoHeight } = video.source.video;
    const from = overlayArena && reading ? { arena: overlayArena, width: reading.width, height: reading.height } : null;
    if (arenaDrawing.startOrEnd(videoWidth, videoHeight, from)) setPicking(null);
  };

  const onStageClick = (x: number, y: number) => {
    if (!shown) return;
    const die = dieAt(shown, x, y);
    setPicking(die && correctable(shown.index) ? { entry: shown.index, dieId: die.id } : null);
  };

  const speed = analysedSpeed(analysis);
  const notice = timeline?.error ?? null;
  const { arena, editing: editingArena } = arenaDrawing;
  const notices = reviewNotices({ setup, arena, analysis, timeline, videoDurationMs: video?.durationMs ?? records.recordVideo?.durationMs ?? null, analysing, editingArena, replacedByDemo: setupState.replacedByDemo }, t);
  const r = t.review;
  return (
    <UiTextContext value={t}>
      <div className="app review">
        <header>
          <h1>{r.title}</h1>
          <ReviewToolbar
            game={setup.game}
            hasVideo={video !== null}
            canAnalyseAgain={analyseAgainReason({ setup, arena, analysis }) !== null}
            analysing={analysing}
            editingArena={editingArena}
            canExport={Boolean(analysis?.outcome) && notice === null}
            stopButton={stopButton}
            onFile={(file) => void opening.openUserFile(file)}
            onRecord={(file) => void records.openRecordFile(file)}
            onDemo={() => void opening.openDemo()}
            onAnalyse={() => video && analyse(video, setup, arena)}
            onArena={startOrEndArena}
            onStop={analyses.stop}
            onExport={exportRecord}
          />
        </header>
        {error && <p className="error" role="alert" data-testid="review-error">{error(t)}</p>}
        {error && opening.openFailed && video && <p className="muted" data-testid="review-still-showing">{r.stillShowing(video.name)}</p>}
        {/* A live region present from the start: notices put in it are said (one inserted with its text may not be: helper 163). */}
        <div role="status">
          {notice && <p className="notice">{notice(t)}</p>}
          {records.recordVideo && !video && !recordNotice && (
            <p className="notice" data-testid="review-record-without-video">{r.recordWithoutVideo(records.recordVideo.name, clock(records.recordVideo.durationMs, setup.language), demoOfFileName(records.recordVideo.name))}</p>
          )}
          {recordNotice && <p className="notice" data-testid="review-record-notice">{recordNotice(t)}</p>}
          {keptReview.offered && (
            <p className="notice" data-testid="review-kept">
              {r.reviewKept(keptReview.offered.review.video.name, clock(keptReview.offered.review.video.durationMs, setup.language), keptReview.offered.corrections)}{' '}
              <button type="button" data-testid="review-kept-reopen" onClick={() => keptReview.offered && records.reopen(keptReview.offered.review, keptReview.offered.review.video.name)}>{r.reopenKept}</button>{' '}
              <button type="button" className="secondary" data-testid="review-kept-dismiss" onClick={keptReview.dismiss}>{r.dismissKept}</button>
            </p>
          )}
          {notices.map(({ id, text }) => <p key={id} className="notice" data-testid={`review-${id}`}>{text}</p>)}
        </div>
        <main>
          <div className="stage-column">
            {video ? (
              <>
                {/* The picture and its controls: on a phone they stay at the window's top while the set-up and the timeline scroll under them (review.css). */}
                <div className="player" ref={playerBox} data-testid="review-player">
                  <div className="stage-wrap">
                    <ArenaView
                      source={analysing ? preview : video.source}
                      overlay={editingArena ? { reading: null, arena: arenaDrawing.shown ?? arenaDrawing.start, editingArena: true } : { reading, arena: overlayArena, highlights }}
                      onClick={editingArena ? undefined : onStageClick}
                      onArenaChange={(next) => arenaDrawing.drawn(next, video.source.video.videoWidth, video.source.video.videoHeight)}
                    >
                      {picking && pickedDie && analysis && (
                        <FacePicker
                          dieKind={analysis.setup.dieKind}
                          allowLeaning={false}
                          current={pickedDie.face}
                          onPick={onPick}
                          onClose={() => setPicking(null)}
                          // Beside the die from the start: before the entry's frame is shown (a seek) its boxes are
                          // still in pixels of the frame analysed, the video's scaled (analyseVideo.ts).
                          // Once it is shown, the entry's frame with its marks and tags, which the menu keeps clear of too.
                          at={{
                            box: pickedDie.box,
                            frame: reading ?? analysisSize(video.source.video.videoWidth, video.source.video.videoHeight, MAX_ANALYSIS_SIDE),
                            dice: entries[picking.entry]?.dice.map((die) => die.box) ?? [],
                            overlay: reading && shown?.index === picking.entry ? { reading, highlights } : undefined,
                          }}
                        />
                      )}
                    </ArenaView>
                  </div>
                  {editingArena && (
                    // Kept in the window's view (sticky) under a picture taller than the window.
                    <div className="arena-notes">
                      <p className="notice" data-testid="review-editing-arena">
                        {r.editingArena}{' '}
                        <button type="button" className="secondary" data-testid="review-find-arena-again" onClick={arenaDrawing.forget}>{t.toolbar.findArenaAgain}</button>
                      </p>
                      {arenaDrawing.refused && <p className="error" role="alert" data-testid="review-arena-refused">{t.notice.arenaRefused(arenaDrawing.refused)}</p>}
                    </div>
                  )}
                  <PlayerBar
                    timeMs={frameMs}
                    durationMs={shownLengthMs(video)}
                    playing={playing}
                    disabled={analysing}
                    onPlayPause={() => {
                      follow();
                      player.playPause();
                    }}
                    onStep={step}
                    onSeek={(tMs) => {
                      setSelected(null);
                      follow();
                      void seekTo(tMs / 1000);
                    }}
                  />
                </div>
                <OverlayLegend game={setup.game} />
              </>
            ) : (
              <p className="muted drop-hint" data-testid="review-hint">{r.hint(setup.game)}</p>
            )}
            {progress && analysis && <AnalysisProgress analysis={analysis} progress={progress} />}
            {/* What a screen reader says of the analysis: that it started, and how it ended (not every frame's progress; the visible line of how it ended is hidden from it, not to be read twice). */}
            <p className="visually-hidden" role="status" data-testid="review-announce">
              {analysing ? r.analysisStarted : correctionSaid ? r.correctionSaid(correctionSaid.at, correctionSaid.read, correctionSaid.face) : analysis?.outcome ? r.analysed(analysis.outcome.frames, analysis.outcome.reviewedMs / 1000, analysis.outcome.elapsedMs / 1000, speed ?? 0) : ''}
            </p>
            <p className="status" data-testid="review-status">
              {video ? `${video.name} · ${video.source.video.videoWidth}×${video.source.video.videoHeight} · ${r.recordedAt(shownRate(1 / video.frameS))}` : r.noVideo}
              {vision.info ? ` · ${r.reader(vision.info.backend, vision.info.reader)}` : ` · ${t.status.startingVision(vision.starting.stage, vision.starting.seconds)}`}
              {correctedCount > 0 && ` · ${r.corrected(correctedCount)}`}
            </p>
          </div>
          <aside ref={sidePanel}>
            {/* A player said to have left stays the same person when the players move seats, and is forgotten with his seat. */}
            <ReviewSetupForm setup={setup} onChange={changeSetup} onSeatsSwapped={corrections.swapSeats} locked={analysing} />
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
                onRuleAsThrow={corrections.ruleAsThrow}
                thrown={corrections.thrown}
                thrownRefused={timeline.thrownRefused}
                missed={missed}
                missedRefused={timeline.missedRefused}
                onDieMissed={corrections.dieMissed}
                players={refereeSetup?.players ?? setup.players}
                left={corrections.left}
                leftRefused={timeline.leftRefused}
                onPlayerLeft={corrections.playerLeft}
                followAgain={followAgain}
                // No picture to open the face picker on (a record reopened without its video): the timeline shows it under
                // the die clicked, which is corrected from what the record read (its frame needs the video).
                picker={!video && picking && pickedDie && analysis ? {
                  entry: picking.entry,
                  menu: <FacePicker dieKind={analysis.setup.dieKind} allowLeaning={false} current={pickedDie.face} onPick={onPick} onClose={stopPicking} />,
                } : null}
              />
            ) : (
              <p className="muted">{r.noTimeline}</p>
            )}
            {standing && <p className="standing" role="status" data-testid="review-standing">{standing}</p>}
            {corrections.any && (
              <button type="button" className="secondary" onClick={corrections.clear} data-testid="clear-corrections">{r.undoCorrections}</button>
            )}
          </aside>
        </main>
      </div>
    </UiTextContext>
  );
}
