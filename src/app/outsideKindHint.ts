/**
 * The hint that the dice in view are not the dice the game reads: a settled reading whose dice
 * clearly show a face their die kind lacks (`DieReading.faceOutsideKind`, e.g. 6s in a game of
 * Strike with 1–5 and X dice), and a Strike edition whose dice show it and every other face in
 * the arena and every face read earlier in the game; or, when none does, that they look like
 * plain dice (6s beside 1s, or after them).
 */
import { useRef } from 'react';
import type { ArenaReading, DieKind, Face } from '../core/types.ts';
import { facesShown, outsideKindCounts } from '../core/outsideKind.ts';
import { diceThatFit } from '../rules/games.ts';
import { editionFor } from '../rules/strike/index.ts';

/** What the hint says: the face, on how many dice, the kind read, and an edition with that face. */
export interface OutsideKindHint {
  face: Face;
  /** Dice in the arena showing `face` (dice beside it are not played, so they are not counted). */
  dice: number;
  /** The die kind the game reads. */
  kind: DieKind;
  /**
   * Id of the classic box's edition whose dice show `face`, every other face in the arena and every
   * face read earlier in the game (src/rules/games.ts `diceThatFit`, src/rules/strike `editionFor`),
   * or `null` (not Strike, or none).
   */
  otherEdition: string | null;
  /** Strike, no edition fits, and the faces (in the arena and earlier) are all a plain d6's (1–6): plain dice. */
  plainDice: boolean;
}

/**
 * The hint for `reading` (the latest settled reading) in a game that reads `kind` dice:
 * the face most dice in the arena show outside the kind, or `null` when none does. Dice outside
 * the arena are left out: spare dice of another set beside the arena say nothing of the dice played.
 * @param strike whether the game is Strike (an edition with other dice may be suggested)
 * @param earlier faces read in the arena earlier in the game ({@link useFacesSeen}): the edition
 *   suggested must have them too (a 6 after a 1 is no Strike die)
 */
export function outsideKindHint(reading: ArenaReading | null, kind: DieKind, strike: boolean, earlier: Iterable<Face> = []): OutsideKindHint | null {
  const [top] = [...outsideKindCounts(reading?.dice ?? [])].sort((a, b) => b[1] - a[1]);
  if (!top) return null;
  const [face, dice] = top;
  const shown = [...new Set([...facesShown(reading?.dice ?? []), ...earlier])];
  // The rules say which dice fit (src/rules/games.ts), and which box of the menu has them.
  const { fits, plainDice } = strike ? diceThatFit(shown, 'strike') : { fits: [], plainDice: false };
  return { face, dice, kind, otherEdition: fits[0] ? editionFor(fits[0]) : null, plainDice };
}

/**
 * Every face read in the arena in the readings given since `game` last changed (src/core/outsideKind.ts
 * `facesShown`: within the die kind or outside it), for {@link outsideKindHint}'s `earlier`.
 * @param reading the latest settled reading (dice read as they lay)
 * @param game what names the game in progress (a new game or one resumed starts afresh)
 */
export function useFacesSeen(reading: ArenaReading | null, game: unknown): ReadonlySet<Face> {
  const seen = useRef<{ game: unknown; faces: Set<Face> }>({ game, faces: new Set() });
  if (seen.current.game !== game) seen.current = { game, faces: new Set() };
  for (const face of facesShown(reading?.dice ?? [])) seen.current.faces.add(face);
  return seen.current.faces;
}
