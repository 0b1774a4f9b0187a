/**
 * How far the review's analysis has got: a progress bar and, while it runs, frames done of all
 * at the rate analysed and how fast it goes; once ended, how many frames, how long a stretch of
 * video, in how long and how fast (the speed to 2 decimals, as the exported record has it).
 * Once the analysis has gone as far as the video's frames go, the bar is full, a video whose
 * frames stop early too (the page's "ends early" warning says where); stopped by the reviewer,
 * it stays where the analysis stopped.
 */
import { analysisSpeed } from '../../review/report.ts';
import { useUiText } from '../i18n/language.ts';
import type { Analysis, Progress } from './useVideoAnalysis.ts';

/** The analysis's speed (video seconds per second spent) to 2 decimals once it ended, else `null`. */
export function analysedSpeed(analysis: Analysis | null): number | null {
  return analysis?.outcome ? analysisSpeed(analysis.outcome.reviewedMs, analysis.outcome.elapsedMs) : null;
}

/** Props of {@link AnalysisProgress}. */
export interface AnalysisProgressProps {
  analysis: Analysis;
  progress: Progress;
}

/** The progress line (hidden from screen readers once ended: the page's status region says it). */
export function AnalysisProgress({ analysis, progress }: AnalysisProgressProps) {
  const t = useUiText();
  const r = t.review;
  const speed = analysedSpeed(analysis);
  // Ended at the frames' end (a file cut short included): done, not stuck part-way (helper 205).
  const bar = analysis.outcome && !analysis.outcome.stopped
    ? { max: Math.max(analysis.outcome.frames, 1), value: Math.max(analysis.outcome.frames, 1) }
    : { max: progress.frames, value: progress.done };
  return (
    <div className="progress" data-testid="review-progress-box">
      <progress max={bar.max} value={bar.value} aria-label={r.player.progress} data-testid="review-progress" />
      <span>
        {analysis.outcome
          ? <span aria-hidden="true" data-testid="review-speed" data-speed={speed?.toFixed(2)} data-strategy={analysis.outcome.strategy}>{r.analysed(analysis.outcome.frames, analysis.outcome.reviewedMs / 1000, analysis.outcome.elapsedMs / 1000, speed ?? 0)}</span>
          : r.analysing(progress.done, progress.frames, analysis.plan.fps, progress.elapsedMs > 0 ? (progress.done / analysis.plan.fps) * 1000 / progress.elapsedMs : null)}
      </span>
    </div>
  );
}
