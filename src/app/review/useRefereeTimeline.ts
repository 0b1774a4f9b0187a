/**
 * The referee's timeline of the review: as analysed, or re-run with the reviewer's corrections
 * and the current names and rule choices (the dice and the analysis rate stay those analysed;
 * the game too: another game's timeline needs another analysis, its dice being others). A set-up
 * the referee refuses (two names alike) keeps the last timeline it ruled on this analysis, with
 * why it could not re-run.
 */
import { useMemo, useRef } from 'react';
import type { AnyTimelineEntry, LeavingUnused, MissedAtUnused, ReviewedEvent, Settle, ThrownUnused } from '../../review/gameReview.ts';
import { standingAtEnd, type ReviewSetup } from '../../review/report.ts';
import type { AnalysisPlan } from './analyseVideo.ts';
import { explain, type Message } from './reviewMessage.ts';
import { correctionsInTimeline } from '../../review/gameRecord.ts';
import { refereeKey, rulingSetup, sameReferee, startReview } from './reviewState.ts';
import type { Corrections } from './useCorrections.ts';
import type { Analysis } from './useVideoAnalysis.ts';

/** No time said for a die out of sight was refused (the timeline as analysed). */
const NO_MISSED_REFUSED: ReadonlyMap<number, MissedAtUnused['why']> = new Map();
/** No arena ruled as a throw was refused (the timeline as analysed). */
const NO_THROWN_REFUSED: ReadonlyMap<number, ThrownUnused['why']> = new Map();

/** A timeline as ruled. */
export interface RuledTimeline {
  entries: readonly AnyTimelineEntry[];
  events: readonly ReviewedEvent[];
  settles: readonly Settle[];
  /** Times (ms) said for a die out of sight that the rules refused, and why (gameReview.ts `missedAtUnused`). */
  missedRefused: ReadonlyMap<number, MissedAtUnused['why']>;
  /** Times (ms) of arenas ruled as throws that the timeline ruled again can no longer rule so, and why (gameReview.ts `thrownUnused`). */
  thrownRefused: ReadonlyMap<number, ThrownUnused['why']>;
  /** Players said to have left that the rules could not rule leaving there, with why (gameReview.ts `leftUnused`). */
  leftRefused: readonly LeavingUnused[];
  /** Why the referee could not re-run with the set-up shown (the timeline is the last it ruled), or `null`. */
  error: Message | null;
}

/** The referee's timeline and what the page says of it. */
export interface RefereeTimeline {
  /** The set-up ruled with (reviewState.ts `rulingSetup`), or `null` before any analysis. */
  refereeSetup: ReviewSetup | null;
  timeline: RuledTimeline | null;
  /** `timeline`'s entries (none without one). */
  entries: readonly AnyTimelineEntry[];
  /** The corrections of arenas the timeline rules now (not those after a win a correction brought sooner). */
  correctedCount: number;
  /** Once analysed: where the game stands at the end of the recording (nothing once it is won). */
  standing: string | null;
}

/** The timeline of `analysis` ruled with `setup`'s names and rule choices and `corrections`. */
export function useRefereeTimeline(analysis: Analysis | null, setup: ReviewSetup, corrections: Pick<Corrections, 'faces' | 'thrown' | 'missed' | 'left'>): RefereeTimeline {
  const { faces, thrown, missed, left } = corrections;
  const refereeSetup: ReviewSetup | null = analysis ? rulingSetup(setup, analysis.setup) : null;
  const rulingKey = refereeSetup ? refereeKey(refereeSetup) : '';
  const lastRuled = useRef<{ plan: AnalysisPlan; entries: readonly AnyTimelineEntry[]; events: readonly ReviewedEvent[]; settles: readonly Settle[] } | null>(null);
  const timeline = useMemo((): RuledTimeline | null => {
    if (!analysis || !refereeSetup) return null;
    const ruled = (entries: readonly AnyTimelineEntry[], events: readonly ReviewedEvent[], settles: readonly Settle[], missedRefused: ReadonlyMap<number, MissedAtUnused['why']> = NO_MISSED_REFUSED, leftRefused: readonly LeavingUnused[] = [], thrownRefused: ReadonlyMap<number, ThrownUnused['why']> = NO_THROWN_REFUSED) => {
      lastRuled.current = { plan: analysis.plan, entries, events, settles };
      return { entries, events, settles, missedRefused, thrownRefused, leftRefused, error: null };
    };
    if (!analysis.outcome || (faces.size === 0 && thrown.size === 0 && missed.size === 0 && left.length === 0 && sameReferee(refereeSetup, analysis.setup))) {
      return ruled(analysis.entries, analysis.events, analysis.settles);
    }
    try {
      const rerun = startReview(refereeSetup).replay(analysis.settles, faces, thrown, [...missed], left);
      return ruled(rerun.entries, rerun.events, rerun.settles, new Map(rerun.missedAtUnused.map(({ ms, why }) => [ms, why])), rerun.leftUnused, new Map(rerun.thrownUnused.map(({ ms, why }) => [ms, why])));
    } catch (e) {
      const last = lastRuled.current?.plan === analysis.plan ? lastRuled.current : analysis;
      return { entries: last.entries, events: last.events, settles: last.settles, missedRefused: NO_MISSED_REFUSED, thrownRefused: NO_THROWN_REFUSED, leftRefused: [], error: explain(e, (t) => t.review.cannotRerun, refereeSetup.game) };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analysis, faces, thrown, missed, left, rulingKey]);
  const entries = timeline?.entries ?? [];
  const correctedCount = analysis ? [...correctionsInTimeline(faces, analysis.entries, entries).values()].reduce((n, m) => n + m.size, 0) : 0;
  const standing = useMemo(
    () => (analysis?.outcome && timeline && refereeSetup ? standingAtEnd(refereeSetup, timeline.events)?.text ?? null : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [analysis?.outcome, timeline, rulingKey],
  );
  return { refereeSetup, timeline, entries, correctedCount, standing };
}
