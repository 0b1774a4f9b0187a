/**
 * The frame size a review reads a video at, the same in the CLI (src/cli/decodeVideo.ts) and
 * the review page (src/app/review/analyseVideo.ts), so that boxes and `--arena` corners agree.
 */

/**
 * The frame size the analysis reads: the video's size as shown (pixels), scaled down to at
 * most `maxWidth` pixels wide and then rounded to even pixels; a video no wider is read at its
 * own size.
 */
export function analysisSize(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  const scale = maxWidth / width;
  return { width: Math.round((width * scale) / 2) * 2, height: Math.round((height * scale) / 2) * 2 };
}
