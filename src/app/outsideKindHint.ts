/**
 * The hint that the dice in view are not the dice the game reads: a settled reading whose dice
 * clearly show a face their die kind lacks (`DieReading.faceOutsideKind`, e.g. 6s in a game of
 * Strike with 1–5 and X dice), and a Strike edition whose dice show it and every other face in
 * the arena; or, when none does, that they look like plain dice (6s beside 1s).
 */
import type { ArenaReading, DieKind, Face } from '../core/types.ts';
import { facesShown, outsideKindCounts } from '../core/outsideKind.ts';
import { FACES_OF_KIND } from '../core/types.ts';
import { EDITION_LIST } from '../rules/strike/index.ts';

/** What the hint says: the face, on how many dice, the kind read, and an edition with that face. */
export interface OutsideKindHint {
  face: Face;
  /** Dice in the arena showing `face` (dice beside it are not played, so they are not counted). */
  dice: number;
  /** The die kind the game reads. */
  kind: DieKind;
  /**
   * Id of a Strike edition whose dice show `face` and every other face in the arena (the first in
   * menu order), or `null` (not Strike, or none).
   */
  otherEdition: string | null;
  /** Strike, no edition fits, and the faces in the arena are all a plain d6's (1–6): plain dice. */
  plainDice: boolean;
}

/**
 * The hint for `reading` (the latest settled reading) in a game that reads `kind` dice:
 * the face most dice in the arena show outside the kind, or `null` when none does. Dice outside
 * the arena are left out: spare dice of another set beside the arena say nothing of the dice played.
 * @param strike whether the game is Strike (an edition with other dice may be suggested)
 */
export function outsideKindHint(reading: ArenaReading | null, kind: DieKind, strike: boolean): OutsideKindHint | null {
  const [top] = [...outsideKindCounts(reading?.dice ?? [])].sort((a, b) => b[1] - a[1]);
  if (!top) return null;
  const [face, dice] = top;
  const shown = [...facesShown(reading?.dice ?? [])];
  const fits = (other: DieKind) => shown.every((f) => FACES_OF_KIND[other].includes(f));
  const edition = strike ? EDITION_LIST.find((e) => e.dicePerPlayer !== null && fits(e.dieKind)) : undefined;
  return { face, dice, kind, otherEdition: edition?.id ?? null, plainDice: strike && !edition && fits('d6') };
}
