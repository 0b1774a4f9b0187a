/**
 * Building a game record (src/review/report.ts `GameRecord`) from a review: what the review page
 * exports (src/app/review/reviewRecord.ts) and `dice-referee review VIDEO --record FILE` writes,
 * from the same parts, so that either opens the other's record the same way. Pure: no DOM, no files.
 */
import type { Face } from '../core/types.ts';
import type { AnyTimelineEntry, Leaving, ReviewedEvent, Settle } from './gameReview.ts';
import {
  GAME_RECORD_FORMAT, listCorrections, recordedEntry, recordedSetup, standingAtEnd, type AnalysisFigures, type GameRecord, type RecordedVideo, type ReviewSetup,
} from './report.ts';

/** Entry index (of the timeline as analysed) → die id → the face the die really shows. */
export type FaceCorrections = ReadonlyMap<number, ReadonlyMap<number, Face>>;

/**
 * The corrections whose arena the timeline still rules: those of an entry the timeline has at
 * the same time as the analysis made it. A correction that made the game end sooner leaves the
 * entries after the win out of the timeline (src/review/gameReview.ts `replay`); corrections made
 * there stand again once the game goes on past them, but are not counted or exported meanwhile.
 * @param analysed the entries as analysed (the corrections' entry indices are theirs)
 * @param ruled the timeline as the referee now rules it, corrections included
 */
export function correctionsInTimeline(faces: FaceCorrections, analysed: readonly { tMs: number }[], ruled: readonly { tMs: number }[]): FaceCorrections {
  return new Map([...faces].filter(([entry]) => analysed[entry] !== undefined && ruled[entry]?.tMs === analysed[entry].tMs));
}

/** What the reviewer said of a review: the corrections a record keeps and rules again with. */
export interface SaidCorrections {
  /** Faces corrected, by entry of the timeline as analysed ({@link ReviewToRecord.analysed}). */
  faces: FaceCorrections;
  /** Times (ms, the settles') of the arenas ruled as throws. */
  thrown: Iterable<number>;
  /** Times (ms, the settles') after which a die flew out of sight, one per die. */
  missed: Iterable<number>;
  /** Players who left, in the order said, at the settles' times. */
  left: readonly Leaving[];
}

/** The parts of a review {@link gameRecord} records. */
export interface ReviewToRecord {
  /** The set-up as refereed: the players' names as ruled (blank ones named), `analysisFps` the rate analysed. */
  setup: ReviewSetup;
  video: RecordedVideo;
  analysis: AnalysisFigures;
  /**
   * The review as analysed, nothing said: its timeline (the entries the corrections' indices
   * name: the referee run again over `settles` with no correction, as the page opens a record
   * again, src/app/review/reopenedReview.ts) and every settled arena, the dice as read.
   */
  analysed: { entries: readonly AnyTimelineEntry[]; settles: readonly Settle[] };
  /** The review as ruled with what was said: its timeline and event log. */
  ruled: { entries: readonly AnyTimelineEntry[]; events: readonly ReviewedEvent[] };
  said: SaidCorrections;
}

/**
 * The game record of a review: the set-up (only the fields its game uses), the video, the
 * analysis figures, the timeline as ruled (times in whole ms, pixels and confidences to 2
 * decimals: src/review/report.ts `recordedEntry`), the event log, the face corrections still
 * ruled ({@link correctionsInTimeline}), where an unfinished game stands, and what opening it again
 * rules with: the settles at full precision and the throws, dice out of sight and leavings said, in whole ms.
 * @throws Error when a face correction names an entry or die the analysed timeline lacks (report.ts `listCorrections`)
 */
export function gameRecord({ setup, video, analysis, analysed, ruled, said }: ReviewToRecord): GameRecord {
  return {
    format: GAME_RECORD_FORMAT,
    setup: recordedSetup(setup),
    video,
    analysis,
    entries: ruled.entries.map(recordedEntry),
    events: [...ruled.events],
    corrections: listCorrections(analysed.entries, correctionsInTimeline(said.faces, analysed.entries, ruled.entries)),
    standing: standingAtEnd(setup, ruled.events)?.standing ?? null,
    settles: [...analysed.settles],
    thrownAt: [...said.thrown].map(Math.round),
    missedAt: [...said.missed].map(Math.round),
    leftAt: said.left.map((leaving) => ({ tMs: Math.round(leaving.tMs), seat: leaving.seat })),
  };
}
