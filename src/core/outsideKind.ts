/**
 * Dice that show a face their die kind lacks (`faceOutsideKind`: a 6 on dice read as Strike
 * dice), counted so the players can be told their dice are not the kind chosen.
 */
import type { Face } from './types.ts';

/**
 * Every face the dice in the arena show, read within their die kind (`face`) or outside it
 * (`faceOutsideKind`): what dice of another kind must all have to fit them. Unreadable dice
 * and dice outside the arena say nothing.
 */
export function facesShown(dice: readonly { inArena: boolean; face: Face | null; faceOutsideKind?: Face }[]): Set<Face> {
  const faces = new Set<Face>();
  for (const die of dice) {
    const face = die.faceOutsideKind ?? die.face;
    if (die.inArena && face !== null) faces.add(face);
  }
  return faces;
}

/**
 * How many dice in the arena show each face their die kind lacks, in the order first met.
 * Works on a reading's dice (`DieReading`, set by the reader) and a snapshot's (`SnapshotDie`,
 * set by the tracker's vote on unreadable dice). Dice outside the arena are not played (spare
 * dice of another set beside it), so they are not counted.
 */
export function outsideKindCounts(dice: readonly { inArena: boolean; faceOutsideKind?: Face }[]): Map<Face, number> {
  const counts = new Map<Face, number>();
  for (const die of dice) if (die.inArena && die.faceOutsideKind) counts.set(die.faceOutsideKind, (counts.get(die.faceOutsideKind) ?? 0) + 1);
  return counts;
}
