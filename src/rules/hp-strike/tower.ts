/**
 * The top of a Wingardium Leviosa tower, and what the tower becomes when its top leaves the
 * arena. Source: harry-potter-strike-en.txt, Wingardium Leviosa ("stack them to make one tall
 * tower. Only the top die of any stacked tower counts as a match if any dice are still stacked
 * after a throw") and Playing the Game (X dice removed, matching dice collected, Accio).
 */
import type { Face } from '../../core/types.ts';
import type { HpStrikeState } from './types.ts';

/**
 * The face of the tower's top: while a tower stands (`stacked` > 0) its top is the last entry of
 * `arena` (as `towerStacked` puts it, and as the `throw`, `shiftArena` and `relashioThrow`
 * actions report it). `undefined` when no tower stands or the arena is empty; `null` when the
 * top is not read yet.
 */
export function towerTop(state: Pick<HpStrikeState, 'arena' | 'stacked'>): Face | null | undefined {
  return state.stacked > 0 ? state.arena.at(-1) : undefined;
}

/**
 * The state once the dice showing `taken` have left the arena (X dice removed, a matching group
 * collected, the Accio die taken), given `before`, the state before they left, and `after`, the
 * state with them gone: when the tower's top was one of them (`taken` includes its face: every
 * die of a collected or removed face goes, and the Accio die is the only one of its face not held
 * by Immobulus, settle.ts `accioFaces`), the die under it becomes the new top.
 *
 * OUR RULING, not the book's: the rulebook does not say what the die under a collected top
 * shows, and its top face was covered by the die above. The tower shrinks by one (`stacked` − 1)
 * and its new top, unknown until the next throw's reading says it, is added last to `arena` as
 * `null` (like a freshly stacked tower's top): it does not count as a match for the throw already
 * settled, only after the next throw ("if any dice are still stacked after a throw"). With no
 * die left under it, the last die of the tower lies alone (`stacked` 0), its face unknown too.
 * Dice stay conserved: one entry added to `arena`, one taken from `stacked`.
 * @returns `after`, or a copy with the new top
 */
export function withNewTop(before: HpStrikeState, after: HpStrikeState, taken: readonly Face[]): HpStrikeState {
  const top = towerTop(before);
  if (top === undefined || top === null || !taken.includes(top)) return after;
  return { ...after, arena: [...after.arena, null], stacked: before.stacked - 1 };
}
