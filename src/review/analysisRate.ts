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
