import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import { settleFrames } from '../../review/fakeSettles.ts';
import { parseGameRecord, RecordFileError, type SaidInRecord } from '../../review/recordFile.ts';
import { recordJson, type GameRecord, type ReviewSetup } from '../../review/report.ts';
import { isRecordedVideo, reopenedReview } from './reopenedReview.ts';
import { recordedVideo, reviewRecord } from './reviewRecord.ts';
import { startReview } from './reviewState.ts';
import type { OpenedVideo } from './openedVideo.ts';
import type { RuledTimeline } from './useRefereeTimeline.ts';
import type { Analysis } from './useVideoAnalysis.ts';

const SETUP: ReviewSetup = { game: 'strike', players: ['Ann', 'Bob', 'Cleo'], edition: 'classic', dieKind: 'strike', keepThrowing: false, language: 'en', analysisFps: 15 };
const VIDEO = { name: 'game.webm', durationMs: 6000, width: 400, height: 200 };

/** The analysis of a game given as the arena after each settle, as the page makes it (times k / 15 s: fractional ms). */
function analysed(arenas: Face[][]): Analysis {
  const review = startReview(SETUP);
  arenas.forEach((faces, i) => {
    for (const frame of settleFrames(faces, i * 1000 + 1 / 3, { settledFrames: 6 })) review.feed(frame);
  });
  return {
    setup: SETUP, plan: { fps: 15, frames: 90 }, entries: [...review.entries], events: [...review.events], settles: [...review.settles], covered: [], arenas: new Map(), arena: [[1, 2], [399, 2], [399, 198], [1, 198]],
    outcome: { frames: 90, complete: true, stopped: false, reviewedMs: 6000, elapsedMs: 2345.6, strategy: 'decode', sought: 0, width: 400, height: 200 }, lastFrame: null,
  };
}

/** The timeline the page's referee rules (useRefereeTimeline.ts): the analysis re-run with the corrections. */
function ruled(analysis: Analysis, said: SaidInRecord): RuledTimeline {
  const rerun = startReview(analysis.setup).replay(analysis.settles, said.faces, new Set(said.thrown), said.missed, said.left);
  return { entries: rerun.entries, events: rerun.events, settles: rerun.settles, missedRefused: new Map(), thrownRefused: new Map(), leftRefused: [], error: null };
}

/** The record the page exports of `analysis` with the corrections `said`. */
function exported(analysis: Analysis, said: SaidInRecord): GameRecord {
  const corrections = { faces: said.faces, thrown: new Set(said.thrown), missed: new Set(said.missed), left: said.left };
  return reviewRecord({ analysis, video: VIDEO, timeline: ruled(analysis, said), refereeSetup: analysis.setup, corrections })!;
}

describe('reopenedReview', () => {
  const analysis = analysed([['3'], ['3', '5'], ['3', '5', '5'], ['3', '5', '5', '2'], ['3', '5', '5', '2', '4']]);
  const throwEntry = analysis.entries.findIndex((e) => e.change === 'throw');
  const misread = analysis.entries[throwEntry]!.dice.find((d) => d.face === '5')!;
  const last = analysis.entries.at(-1)!;
  const said: SaidInRecord = {
    // Ann's 5 was a 3: she collects the pair instead of passing.
    faces: new Map([[throwEntry, new Map<number, Face>([[misread.id, '3']])]]),
    thrown: [],
    missed: [analysis.entries[1]!.tMs],
    // Cleo left after the last arena; a leaving at a time no arena has, refused, is kept too.
    left: [{ tMs: last.tMs, seat: 2 }, { tMs: 99_000, seat: 1 }],
  };

  it('exports, reopens and exports again the same record, corrections, out-of-sight die and leavings included', () => {
    const first = exported(analysis, said);
    expect(first.corrections).toEqual([{ entry: throwEntry, tMs: Math.round(analysis.entries[throwEntry]!.tMs), dieId: misread.id, read: '5', face: '3' }]);
    expect(first.leftAt).toEqual([{ tMs: Math.round(last.tMs), seat: 2 }, { tMs: 99_000, seat: 1 }]);
    expect(first.entries.at(-1)!.left).toEqual([2]);
    expect(first.entries[1]!.missed).toBe(1);
    const reopened = reopenedReview(parseGameRecord(recordJson(first)));
    // The timeline as analysed comes back, and the corrections at the settles' own times.
    expect(reopened.analysis.entries).toEqual(analysis.entries);
    expect(reopened.analysis.settles).toEqual(analysis.settles);
    expect(reopened.said).toEqual({ ...said, left: [{ tMs: last.tMs, seat: 2 }, { tMs: 99_000, seat: 1 }] });
    expect(reopened.analysis.arena).toEqual(analysis.arena);
    expect(reopened.setup).toEqual(SETUP);
    expect(recordJson(exported(reopened.analysis, reopened.said))).toBe(recordJson(first));
  });

  it('opens an older record without settles or said lists, its corrections and leavings taken from its entries', () => {
    const { settles: _s, thrownAt: _t, missedAt: _m, leftAt, ...older } = exported(analysis, said);
    const reopened = reopenedReview(parseGameRecord(recordJson(older as GameRecord)));
    expect(reopened.said.left).toEqual([leftAt![0]]);
    expect(reopened.said.faces).toEqual(said.faces);
    // Ruled again with them, the timeline's rulings are the record's.
    expect(ruled(reopened.analysis, reopened.said).entries.map((e) => e.rulings.map((r) => r.text))).toEqual(older.entries.map((e) => e.rulings.map((r) => r.text)));
  });

  it('refuses a record whose correction names a die its entry lacks, or whose set-up the rules refuse', () => {
    const first = exported(analysis, said);
    const wrongDie = { ...first, corrections: [{ ...first.corrections[0]!, dieId: 99 }] };
    expect(() => reopenedReview(wrongDie)).toThrow(RecordFileError);
    expect(() => reopenedReview(wrongDie)).toThrow(/names die 99, which entry \d+ does not have/);
    expect(() => reopenedReview({ ...first, setup: { ...first.setup, players: ['Ann', 'Ann', 'Cleo'] } })).toThrow(/the referee cannot rule its set-up/);
  });
});

describe('isRecordedVideo', () => {
  it('takes a video of the same name and duration, to within rounding, for the record\'s', () => {
    expect(isRecordedVideo(VIDEO, 'game.webm', 6000.4)).toBe(true);
    expect(isRecordedVideo(VIDEO, 'game.webm', 7000)).toBe(false);
    expect(isRecordedVideo(VIDEO, 'other.webm', 6000)).toBe(false);
    const opened = { name: 'game.webm', durationMs: 6000.4, source: { video: { videoWidth: 400, videoHeight: 200 } } } as unknown as OpenedVideo;
    expect(recordedVideo(opened)).toEqual(VIDEO);
  });
});
