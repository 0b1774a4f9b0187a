/**
 * The game record (src/review/report.ts `GameRecord`) of the review shown, as the page exports it
 * (as JSON, or as a Markdown report): the set-up as refereed, the video, the analysis, the
 * timeline as ruled and the corrections made, and what the page needs to open it again (the
 * settles as analysed, the arenas ruled as throws, dice out of sight and leavings said).
 */
import { analysisSpeed, type GameRecord, type RecordedVideo, type ReviewSetup } from '../../review/report.ts';
import { gameRecord } from '../../review/gameRecord.ts';
import type { OpenedVideo } from './openedVideo.ts';
import { refereedPlayers } from './reviewState.ts';
import type { Corrections } from './useCorrections.ts';
import type { RuledTimeline } from './useRefereeTimeline.ts';
import type { Analysis } from './useVideoAnalysis.ts';

/** What {@link reviewRecord} records. */
export interface RecordedReview {
  analysis: Analysis | null;
  /** The video reviewed: the one open ({@link recordedVideo}), else that of the record opened again (reopenedReview.ts). */
  video: RecordedVideo | null;
  timeline: RuledTimeline | null;
  /** The set-up ruled with (useRefereeTimeline `refereeSetup`). */
  refereeSetup: ReviewSetup | null;
  /** The reviewer's corrections (useCorrections.ts). */
  corrections: Pick<Corrections, 'faces' | 'thrown' | 'missed' | 'left'>;
}

/** The record's description of the video `opened`: its name, duration in whole ms and frame size. */
export function recordedVideo(opened: OpenedVideo): RecordedVideo {
  return { name: opened.name, durationMs: Math.round(opened.durationMs), width: opened.source.video.videoWidth, height: opened.source.video.videoHeight };
}

/**
 * The record of the review, or `null` while there is none to export: no analysis ended (or
 * stopped) yet, or the referee cannot re-run with the set-up shown (it would mix it with the last
 * one ruled). Times in whole ms, pixels and confidences to 2 decimals, as the CLI writes them.
 */
export function reviewRecord({ analysis, video, timeline, refereeSetup, corrections }: RecordedReview): GameRecord | null {
  if (!analysis?.outcome || !video || !timeline || timeline.error || !refereeSetup) return null;
  const { outcome } = analysis;
  return gameRecord({
    // The names as refereed (blank ones named), and the rate actually analysed.
    setup: { ...refereeSetup, players: refereedPlayers(refereeSetup), analysisFps: analysis.plan.fps },
    video,
    analysis: {
      frames: outcome.frames, reviewedMs: Math.round(outcome.reviewedMs), complete: outcome.complete, ...(outcome.stopped ? { stopped: true } : {}),
      ...(analysis.arena ? { arena: analysis.arena } : {}),
      elapsedMs: Math.round(outcome.elapsedMs), speed: analysisSpeed(outcome.reviewedMs, outcome.elapsedMs),
    },
    analysed: analysis,
    ruled: timeline,
    said: corrections,
  });
}
