/**
 * A review rebuilt from a game record the page exported (src/review/report.ts `GameRecord`): its
 * set-up, the timeline as analysed (the referee run again over the record's settled arenas, the
 * dice as read) and every correction said, for the page to show, rule again with the corrections,
 * correct further and export again. Pure: no DOM, no React.
 */
import { RecordFileError, recordSaid, recordSettles, type SaidInRecord } from '../../review/recordFile.ts';
import type { GameRecord, RecordedVideo, ReviewSetup } from '../../review/report.ts';
import { analysisSize } from '../../review/analysisSize.ts';
import { MAX_ANALYSIS_SIDE } from './analyseVideo.ts';
import { startReview } from './reviewState.ts';
import type { Analysis } from './useVideoAnalysis.ts';

/** A review rebuilt from a record. */
export interface ReopenedReview {
  /** The set-up it was ruled with (the other game's choices the page's form keeps: defaults). */
  setup: ReviewSetup;
  /** The analysis as it was made (no frame of it to show: `arenas` is empty, `lastFrame` null). */
  analysis: Analysis;
  /** The corrections the record holds. */
  said: SaidInRecord;
  /** The video the record was made from. */
  video: RecordedVideo;
}

/**
 * How far (ms) a video's measured duration may lie from the one a record wrote (whole ms) for it
 * to be taken for the record's video: a browser measures the same file the same way, to within
 * rounding; a different recording of the same name is seconds apart.
 */
export const SAME_VIDEO_SLACK_MS = 20;

/** Whether a video named `name`, lasting `durationMs`, is the one `recorded` names (same file name, same duration). */
export function isRecordedVideo(recorded: RecordedVideo, name: string, durationMs: number): boolean {
  return recorded.name === name && Math.abs(recorded.durationMs - durationMs) <= SAME_VIDEO_SLACK_MS;
}

/** The review set-up of a record's set-up (the fields its game does not use at their defaults). */
export function reviewSetupOf(record: GameRecord): ReviewSetup {
  const { setup } = record;
  return setup.game === 'dice-game' ? { ...setup, edition: 'classic', keepThrowing: false } : { ...setup };
}

/**
 * The review `record` holds, rebuilt: the referee runs again, with the record's set-up and no
 * correction, over its settled arenas (src/review/recordFile.ts `recordSettles`), which gives the
 * timeline as analysed; the page's referee then rules it with the corrections (`said`).
 * @throws RecordFileError (`damaged`) when the record has no video or analysis (the page always
 *   writes both), the rules refuse its set-up (two names alike, an unknown edition), or a
 *   correction names a die its entry does not have
 */
export function reopenedReview(record: GameRecord): ReopenedReview {
  if (!record.video) throw new RecordFileError('damaged', 'video should be an object');
  if (!record.analysis) throw new RecordFileError('damaged', 'analysis should be an object');
  const setup = reviewSetupOf(record);
  const settles = recordSettles(record);
  let review;
  try {
    review = startReview(setup).replay(settles, new Map());
  } catch (e) {
    throw new RecordFileError('damaged', `the referee cannot rule its set-up: ${e instanceof Error ? e.message : String(e)}`);
  }
  for (const c of record.corrections) {
    if (!review.entries[c.entry]?.dice.some((die) => die.id === c.dieId)) throw new RecordFileError('damaged', `its correction at ${c.tMs} ms names die ${c.dieId}, which entry ${c.entry} does not have`);
  }
  const { analysis: figures, video } = record;
  const size = analysisSize(video.width, video.height, MAX_ANALYSIS_SIDE);
  const analysis: Analysis = {
    setup,
    plan: { fps: setup.analysisFps, frames: figures.frames },
    entries: [...review.entries],
    events: [...review.events],
    settles: [...review.settles],
    covered: [],
    arenas: new Map(),
    arena: figures.arena ?? null,
    outcome: {
      frames: figures.frames, complete: figures.complete, stopped: figures.stopped ?? false, reviewedMs: figures.reviewedMs, elapsedMs: figures.elapsedMs,
      strategy: 'decode', sought: 0, width: size.width, height: size.height,
    },
    lastFrame: null,
  };
  return { setup, analysis, said: recordSaid(record, settles), video };
}
