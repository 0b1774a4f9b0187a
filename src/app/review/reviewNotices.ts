/**
 * The review page's notices about an analysis: what the timeline shown leaves out or may have
 * got wrong, and why (a video cut short, too few frames, no die read, no throw ruled, arenas
 * before the start die or after the win, dice showing faces the dice chosen lack, arenas the rules refused, a setup or an arena changed since). The CLI's `review`
 * warns of the same (src/cli/reviewVideo.ts); this only words them for the page.
 */
import { MIN_ANALYSIS_FPS, MIN_REVIEW_DURATION_MS } from '../../review/analysisRate.ts';
import { arenasBeforeStartDie, arenasOutsideKind, noDieRead, noThrowRuled, refusedArenas, settledAfterEnd, tooFewDiceToRoll, unansweredQuestions, type AnyTimelineEntry, type ReviewedEvent, type Settle } from '../../review/gameReview.ts';
import { clock, type ReviewSetup } from '../../review/report.ts';
import { diceThatFit } from '../../rules/games.ts';
import type { UiText } from '../i18n/uiText.ts';
import type { AnalysisOutcome } from './analyseVideo.ts';
import type { CoveredStretch } from '../../review/coveredArena.ts';

/**
 * Which notice: also its element's test id, `review-${id}`, and the order the page shows them in
 * ({@link NOTICE_ORDER}).
 */
export type ReviewNoticeId = 'demo-setup' | 'needs-analysis' | 'ends-early' | 'rate' | 'too-short' | 'no-dice' | 'no-throw' | 'outside-kind' | 'refused' | 'unanswered' | 'mid-game' | 'covered' | 'after-end';

/** The order the notices are shown in, top to bottom. */
export const NOTICE_ORDER: readonly ReviewNoticeId[] = ['demo-setup', 'needs-analysis', 'ends-early', 'rate', 'too-short', 'no-dice', 'no-throw', 'outside-kind', 'refused', 'unanswered', 'mid-game', 'covered', 'after-end'];

/** One notice, worded in the page's language. */
export interface ReviewNotice {
  id: ReviewNoticeId;
  text: string;
}

/** What the notices are worked out from: the page's state, as ReviewPage.tsx keeps it. */
export interface NoticeFacts {
  /** The setup the form shows now (which may differ from the one analysed). */
  setup: Pick<ReviewSetup, 'game' | 'dieKind' | 'analysisFps'>;
  /** The arena outline drawn now, `[N,2]` video pixels, or `null` (proposed from the floor). */
  arena: readonly (readonly [number, number])[] | null;
  /** The last analysis, or `null` before any. */
  analysis: {
    setup: Pick<ReviewSetup, 'game' | 'dieKind' | 'analysisFps' | 'tournament'> & { players: readonly string[] };
    /** The rate actually analysed, frames/s (the video's own when it has fewer than chosen). */
    plan: { fps: number };
    /** The outline it was read with, or `null`. */
    arena: readonly (readonly [number, number])[] | null;
    /** Set once it ended (whole video, cut short or stopped). */
    outcome: Pick<AnalysisOutcome, 'complete' | 'stopped' | 'reviewedMs'> | null;
    /** Where the arena was still but covered long enough to hide throws (src/review/coveredArena.ts). */
    covered: readonly CoveredStretch[];
  } | null;
  /** The timeline the referee ruled (with the corrections), or `null` before any analysis. */
  timeline: { entries: readonly AnyTimelineEntry[]; events: readonly ReviewedEvent[]; settles: readonly Settle[] } | null;
  /** The opened video's duration, in ms, or `null` when none is open. */
  videoDurationMs: number | null;
  /**
   * The players the set-up had before *Demo game* replaced them with the demo's own, while the
   * set-up has not been changed since; `null` otherwise (absent: `null`).
   */
  replacedByDemo?: readonly string[] | null;
  /** Whether an analysis is running. */
  analysing: boolean;
  /** Whether the arena outline is being drawn (no "analyse again" then: a notice above the picture would move it under the pointer). */
  editingArena: boolean;
}

/**
 * Why *Analyse again* would read the video otherwise than the timeline shown: `notAnalysed` (no
 * analysis of it ended: none yet, one refused or failed), `setup` (another game, dice or rate
 * chosen since: names and rule choices re-run the referee at once and need none), `arena`
 * (another outline drawn, or the reader's given back), `stopped` (stopped before the video's
 * end); `null` when nothing changed, and the button is not offered (helper 184: it stood enabled
 * straight after an analysis, the README asking for it after a change of set-up).
 */
export type AnalyseAgainReason = 'notAnalysed' | 'setup' | 'arena' | 'stopped';

/** {@link AnalyseAgainReason} from the page's facts, or `null`. */
export function analyseAgainReason(facts: Pick<NoticeFacts, 'setup' | 'arena' | 'analysis'>): AnalyseAgainReason | null {
  const { analysis, setup } = facts;
  if (!analysis?.outcome) return 'notAnalysed';
  if (setup.game !== analysis.setup.game || setup.dieKind !== analysis.setup.dieKind || setup.analysisFps !== analysis.setup.analysisFps) return 'setup';
  if (JSON.stringify(facts.arena) !== JSON.stringify(analysis.arena)) return 'arena';
  return analysis.outcome.stopped ? 'stopped' : null;
}

/**
 * The notices to show, in {@link NOTICE_ORDER}, worded with `t`. Times are said in seconds and as
 * `m:ss` clocks (report.ts `clock`); the rate limits are analysisRate.ts's.
 */
export function reviewNotices(facts: NoticeFacts, t: UiText): ReviewNotice[] {
  const { analysis, timeline, videoDurationMs } = facts;
  const r = t.review;
  const outcome = analysis?.outcome ?? null;
  const entries = timeline?.entries ?? [];
  const texts: Partial<Record<ReviewNoticeId, string>> = {};
  if (facts.replacedByDemo && analysis) texts['demo-setup'] = r.demoSetup(analysis.setup.players, facts.replacedByDemo);
  // Dice, a rate or an arena other than the timeline's were chosen since: said until the video is analysed again.
  if (analysis && outcome && !facts.analysing && !facts.editingArena) {
    const why = analyseAgainReason(facts);
    if (why === 'setup') texts['needs-analysis'] = r.setupNeedsAnalysis;
    else if (why === 'arena') texts['needs-analysis'] = r.arenaNeedsAnalysis;
  }
  if (outcome && !outcome.complete && videoDurationMs !== null) {
    texts['ends-early'] = (outcome.stopped ? r.stoppedAt : r.endsEarly)(outcome.reviewedMs / 1000, videoDurationMs / 1000);
  }
  // The rate analysed: a video with fewer frames than chosen is analysed at its own, which may be too few.
  if (analysis && analysis.plan.fps < MIN_ANALYSIS_FPS) texts.rate = r.tooFewFrames(analysis.plan.fps, MIN_ANALYSIS_FPS);
  else if (analysis && analysis.plan.fps < analysis.setup.analysisFps) texts.rate = r.rateLowered(analysis.plan.fps, analysis.setup.analysisFps);
  // A clip shorter than one settle: its readings may never be read.
  const tooShort = videoDurationMs !== null && videoDurationMs < MIN_REVIEW_DURATION_MS;
  if (tooShort) texts['too-short'] = r.tooShort(videoDurationMs / 1000, MIN_REVIEW_DURATION_MS / 1000);
  // Not said of an analysis stopped early, nor of a video cut short: the rest may show them (as the CLI).
  const whole = outcome !== null && outcome.complete && !tooShort;
  // A whole video without a die read: the camera was elsewhere, too dark, or the dice never settled.
  if (whole && noDieRead(entries)) texts['no-dice'] = analysis?.arena ? r.noDiceInArena : r.noDiceSeen;
  // Dice read, but the rules took no throw (another game's recording, or the wrong game chosen).
  const ruledGame = analysis?.setup.game ?? 'strike';
  if (whole && timeline && noThrowRuled(ruledGame, entries, timeline.events)) texts['no-throw'] = r.noThrowRuled(ruledGame, ruledGame === 'dice-game' ? tooFewDiceToRoll(entries) : null);
  // Dice showing faces the dice chosen lack (taken for dice not lying flat): the likeliest cause of
  // the refusals after them, said first, with the dice that fit every face the video showed.
  const outsideKind = outcome && analysis ? arenasOutsideKind(entries) : null;
  if (outsideKind && analysis) {
    const { settles, fromMs, toMs, faces, shown } = outsideKind;
    const { fits, plainDice } = diceThatFit(shown, analysis.setup.game);
    // The no-throw notice of a Strike review already says to choose the dice game: said once.
    const gameChoiceSaid = texts['no-throw'] !== undefined && ruledGame === 'strike';
    texts['outside-kind'] = r.arenasOutsideKind(settles, clock(fromMs, t.language), clock(toMs, t.language), faces, analysis.setup.dieKind, fits[0] ?? null, plainDice, gameChoiceSaid);
  }
  // Throws ruled, but some arenas refused: from the first, the game ruled may not be the one played.
  const refused = outcome && !texts['no-throw'] ? refusedArenas(entries) : null;
  if (refused) texts.refused = r.refusedArenas(refused.settles, clock(refused.fromMs, t.language), clock(refused.toMs, t.language));
  // Questions nobody answered and nothing ruled (a die missed, a wrong set-up): the same doubt from the first.
  const asked = outcome && !texts['no-throw'] ? unansweredQuestions(entries) : null;
  if (asked) texts.unanswered = r.unansweredQuestions(asked.settles, clock(asked.fromMs, t.language), clock(asked.toMs, t.language), ruledGame);
  const beforeStart = outcome && ruledGame === 'strike' ? arenasBeforeStartDie(entries) : null;
  if (beforeStart) texts['mid-game'] = r.arenasBeforeStartDie(beforeStart.settles, clock(beforeStart.fromMs, t.language), clock(beforeStart.toMs, t.language));
  // Arenas settled after the game's end (a second game recorded after it).
  const afterEnd = outcome && timeline ? settledAfterEnd(timeline.settles) : null;
  // A Strike game reviewed as one game: the arenas after its win may be a tournament's next rounds.
  const rounds = analysis?.setup.game === 'strike' && !analysis.setup.tournament ? analysis.setup.players.length : null;
  // Stretches where a hand or a shadow kept the arena from being read: throws there went unruled.
  const covered = outcome && analysis ? analysis.covered : [];
  if (covered.length > 0) texts.covered = r.coveredArena(covered.map((stretch) => ({ from: clock(stretch.fromMs, t.language), to: clock(stretch.toMs, t.language), seconds: stretch.coveredMs / 1000 })), ruledGame);
  // The game ended where the user said a player left (its last entry holds the leaving): the advice is about that leaving (helper 215).
  const endedByLeaving = entries.at(-1)?.left !== undefined ? entries.at(-1)!.tMs : null;
  if (afterEnd) texts['after-end'] = r.settledAfterEnd(afterEnd.settles, clock(afterEnd.fromMs, t.language), clock(afterEnd.toMs, t.language), rounds, endedByLeaving === null ? null : clock(endedByLeaving, t.language));
  return NOTICE_ORDER.flatMap((id) => (texts[id] === undefined ? [] : [{ id, text: texts[id] }]));
}
