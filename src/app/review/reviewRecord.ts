/**
 * The game record (src/review/report.ts `GameRecord`) of the review shown, as the page exports it
 * (as JSON, or as a Markdown report): the set-up as refereed, the video, the analysis, the
 * timeline as ruled and the corrections made.
 */
import {
  analysisSpeed, GAME_RECORD_FORMAT, listCorrections, recordedEntry, recordedSetup, standingAtEnd, type GameRecord, type ReviewSetup,
} from '../../review/report.ts';
import type { OpenedVideo } from './openedVideo.ts';
import { correctionsInTimeline, refereedPlayers, type FaceCorrections } from './reviewState.ts';
import type { RuledTimeline } from './useRefereeTimeline.ts';
import type { Analysis } from './useVideoAnalysis.ts';

/** What {@link reviewRecord} records. */
export interface RecordedReview {
  analysis: Analysis | null;
  video: OpenedVideo | null;
  timeline: RuledTimeline | null;
  /** The set-up ruled with (useRefereeTimeline `refereeSetup`). */
  refereeSetup: ReviewSetup | null;
  faces: FaceCorrections;
}

/**
 * The record of the review, or `null` while there is none to export: no analysis ended (or
 * stopped) yet, or the referee cannot re-run with the set-up shown (it would mix it with the last
 * one ruled). Times in whole ms, pixels and confidences to 2 decimals, as the CLI writes them.
 */
export function reviewRecord({ analysis, video, timeline, refereeSetup, faces }: RecordedReview): GameRecord | null {
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
}
