/**
 * Face arithmetic on the arena shared by Strike and HP Strike: which groups match, and taking
 * dice of one face out of it.
 */
import type { Face } from '../../core/types.ts';
import { withoutFaces } from '../../core/faceMultiset.ts';
import type { MatchGroup } from './table.ts';

/**
 * Whether `face` is a numbered face, one a die may show in the arena after a throw is ruled:
 * not X (X dice are removed from the game, strike-en.txt, "X on some dice"; a start die shows
 * a number, Setup) and not unreadable (`null`).
 */
export function isNumbered(face: Face | null): face is Face {
  return face !== null && face !== 'X';
}

/**
 * Groups of two or more equal numbered faces in `arena`, in the die kind's face order
 * (strike-en.txt, "Same numbers on some dice": "You may take differently numbered groups").
 * X and unseen (`null`) dice never match.
 * @param arena faces in the arena (`null` = not seen)
 * @param faces every face of the dice in play, in display order
 */
export function matchGroups(arena: readonly (Face | null)[], faces: readonly Face[]): MatchGroup[] {
  return faces
    .filter(isNumbered)
    .map((face) => ({ face, count: arena.filter((f) => f === face).length }))
    .filter((group) => group.count >= 2);
}

/**
 * `arena` without `count` dice showing `face` (a copy is returned; `arena` is not modified).
 * Takes fewer when fewer show `face`.
 */
export function takeFaces(arena: readonly (Face | null)[], face: Face, count: number): (Face | null)[] {
  return withoutFaces<Face | null>(arena, Array<Face>(Math.max(0, count)).fill(face));
}

/**
 * How players count arena die `index` (0-based in the state and in actions): from 1, as the
 * `read` tables, the `corrected` announcements and refusal texts do. A value that is not a
 * whole number (a malformed action) is written as given.
 * @returns e.g. `"1"` for index 0
 */
export function dieNumber(index: number): string {
  return Number.isInteger(index) ? String(index + 1) : String(index);
}
