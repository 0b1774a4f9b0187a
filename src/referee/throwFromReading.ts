/**
 * Turns what the camera saw into what the rules engine needs: the settled arena after a
 * throw. Vision facts only — which dice lie flat inside the arena and what they show, which
 * are outside or on the rim, which could not be read — no rules.
 */
import type { ArenaReading, Face } from '../core/types.ts';
import { containsFaces, withoutFaces } from '../core/faceMultiset.ts';

/** The settled arena as a Strike `throw` action sees it (src/rules/strike/types.ts). */
export interface SettledArena {
  /** Faces of the dice lying flat inside the arena and read. */
  arena: Face[];
  /** Dice whose centre is outside the arena or on its rim. */
  out: number;
  /**
   * Dice inside the arena whose top face could not be read. The referee treats them as "not
   * lying flat" (strike-en.txt, By the way!): they are re-rolled and placed again.
   */
  leaning: number;
  /**
   * Photos only: of the `out` dice, how many lie where a die outside the arena lay in the last
   * photo (src/tracking/photoPairing.ts `outsideStill`): dice set beside it earlier, not thrown
   * out now. Absent: none known.
   */
  outStill?: number;
}

/** Splits a reading's dice into read faces in the arena, dice out of it, and unreadable dice. */
export function settledArena(reading: ArenaReading): SettledArena {
  const arena: Face[] = [];
  let out = 0;
  let leaning = 0;
  for (const die of reading.dice) {
    if (!die.inArena) out += 1;
    else if (die.face === null) leaning += 1;
    else arena.push(die.face);
  }
  return { arena, out, leaning };
}

/**
 * The faces in `after` that are not in `before`, as multisets (each face removed once per
 * occurrence in `before`).
 * @returns `null` when `before` is not contained in `after`
 */
export function newFaces(before: readonly Face[], after: readonly Face[]): Face[] | null {
  return containsFaces(after, before) ? withoutFaces(after, before) : null;
}
