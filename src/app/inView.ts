/**
 * Whether a die the referee marked still lies in the picture: marks of the last stable snapshot
 * (dice to take out) stay over empty felt from the moment the dice are taken away until the
 * tracker's next stable snapshot, a few frames of votes later; the settled frame shows them gone
 * first.
 */
import type { ArenaReading, Box } from '../core/types.ts';
import { distanceDieSizes } from '../tracking/dieTracker.ts';

/**
 * How far (die sizes, centre distance) a die read in the settled frame may lie from a marked
 * die's box and be that die: half a die size, as the dice-game referee's lost-track distance
 * (src/referee/liveDiceGameReferee.ts `sameDieDieSizes`).
 */
export const IN_VIEW_DIE_SIZES = 0.5;

/**
 * Whether the die boxed `box` (frame pixels, `[x0, y0, x1, y1]`) is still in view.
 * @param frame the settled frame's reading, or `null` while something moves (the picture then
 *   says nothing: the die counts as in view, its mark kept while a hand reaches for it)
 * @returns false only when the settled frame shows no die within {@link IN_VIEW_DIE_SIZES} of it
 */
export function isInView(box: Box, frame: ArenaReading | null): boolean {
  if (frame === null) return true;
  return frame.dice.some((die) => distanceDieSizes(die.box, box) <= IN_VIEW_DIE_SIZES);
}
