/**
 * The frame rate a recorded game is analysed at, the same in the CLI (src/cli/reviewVideo.ts)
 * and the browser (src/app/review/analyseVideo.ts).
 */

/**
 * `wantedFps`, or the video's own rate when it clearly has fewer frames (more would only
 * repeat frames, and a repeated frame looks like a still arena). The video's rate counts when
 * it is under 95 % of the wanted one (29.97 for 30 is no cap).
 * @param wantedFps frames per second asked for (> 0)
 * @param videoFps the video's frames per second; NaN, Infinity or ≤ 0 when unknown (no cap then)
 * @returns frames per second (> 0), rounded to 1/1000 when capped
 */
export function analysisFps(wantedFps: number, videoFps: number): number {
  return Number.isFinite(videoFps) && videoFps > 0 && videoFps < wantedFps * 0.95 ? Math.round(videoFps * 1000) / 1000 : wantedFps;
}

/**
 * The fewest frames per second a review analyses well (`review --fps`; a video with fewer gets
 * a warning, in the CLI and on the review page). The arena counts as settled only once the
 * motion gate has seen it still for `settleMs` (500 ms, src/vision/motionGate.ts) — over
 * several frames, or a bounce between two frames goes unseen — and each settle's dice are then
 * read on 3 frames (src/cli/options.ts `SETTLE_READINGS`) and voted on
 * (src/review/gameReview.ts `REVIEW_TRACKER`, src/tracking/arenaTracker.ts). At 4 frames/s that is 3 frames for the
 * settle and 3 readings, about 1 s of a still arena. Measured on a generated 2-player game
 * (training-data/gameVideo, seed 3, 5 throws): 3 and 4 frames/s still rule all 5 throws,
 * 2 frames/s rules none; 4 keeps a margin.
 */
export const MIN_ANALYSIS_FPS = 4;

/**
 * The shortest video a review can rule anything in, ms: an arena counts as settled once seen
 * still for 500 ms (src/vision/motionGate.ts `settleMs`) and is then read on 3 frames, 0.75 s at
 * {@link MIN_ANALYSIS_FPS}; 1 s leaves a frame or two of margin. A shorter video gets a warning.
 */
export const MIN_REVIEW_DURATION_MS = 1000;
