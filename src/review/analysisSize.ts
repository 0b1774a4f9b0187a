/**
 * The frame size a review reads a video at, the same in the CLI (src/cli/decodeVideo.ts) and
 * the review page (src/app/review/analyseVideo.ts), so that boxes and `--arena` corners agree.
 */

/**
 * The frame size the analysis reads: the video's size as shown (pixels), scaled down to at
 * most `maxSide` pixels on its longer side and then rounded to even pixels; a video no larger
 * is read at its own size. The longer side, so that a phone video shot upright (720 × 1280) is
 * read as small as the same scene shot lying (helper 165: it took twice as long).
 */
export function analysisSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  if (Math.max(width, height) <= maxSide) return { width, height };
  const scale = maxSide / Math.max(width, height);
  return { width: Math.round((width * scale) / 2) * 2, height: Math.round((height * scale) / 2) * 2 };
}
