/**
 * The order a review lists an entry's dice in, on the review page's timeline
 * (src/app/review/Timeline.tsx) and in the CLI's `review` (src/cli/commands/review.ts): one
 * order for both, so the same throw reads the same in each.
 */
import { leftToRight } from '../core/box.ts';
import type { Box } from '../core/types.ts';

/**
 * An entry's dice as a review lists them: left to right by their box centre (frame pixels),
 * then top to bottom, then by track id (src/core/box.ts `leftToRight`), for every game. It is
 * the order a user reading the picture expects, and the dice game's roll order ("Ann rolled
 * 4 3 2 1 5 1", src/referee/liveDiceGameReferee.ts). Dice outside the arena keep their place
 * in it. Not the tracker's order (track ids), which the page and the CLI may number
 * differently for the same throw (helper 193: Strike's `1 X 5 2 3 X 4 X 1` in the CLI,
 * `5 3 X 2 1 4 X 1 X` on the page). Returns a new array; `dice` is not changed.
 */
export function listedDice<T extends { box: Box; id: number }>(dice: readonly T[]): T[] {
  return leftToRight(dice);
}
