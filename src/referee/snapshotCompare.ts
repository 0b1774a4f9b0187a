/**
 * Comparisons of arena snapshots (src/tracking/types.ts `ArenaSnapshot`: the tracker's dice,
 * with ids, boxes in pixels and faces) that the live referees make between settles. Distances
 * are in die sizes (src/tracking/dieTracker.ts `distanceDieSizes`).
 */
import type { Face } from '../core/types.ts';
import { D6_FACES } from '../rules/dice-game/index.ts';
import { distanceDieSizes } from '../tracking/dieTracker.ts';
import type { ArenaSnapshot, DieId, SnapshotDie } from '../tracking/types.ts';

/**
 * Checks a snapshot's shape and that no die id comes twice.
 * @param where who checks and which snapshot, for the message (e.g. "diffSnapshots: the earlier snapshot")
 * @throws RangeError `${where} must have a dice array`, or `${where} has die id N twice`
 */
export function checkSnapshot(snapshot: ArenaSnapshot, where: string): void {
  if (!snapshot || !Array.isArray(snapshot.dice)) throw new RangeError(`${where} must have a dice array`);
  const ids = new Set<DieId>();
  for (const die of snapshot.dice) {
    if (ids.has(die.id)) throw new RangeError(`${where} has die id ${die.id} twice`);
    ids.add(die.id);
  }
}

/** The dice of a snapshot lying in the arena. */
export function inArena(snapshot: ArenaSnapshot): SnapshotDie[] {
  return snapshot.dice.filter((die) => die.inArena);
}

/** A die's face as a d6 face, or `null` when unreadable (or not a d6 face, e.g. Strike's X). */
export function readFace(die: SnapshotDie): Face | null {
  return die.face !== null && D6_FACES.includes(die.face) ? die.face : null;
}

/** Whether two lists of dice show the same multiset of faces. */
export function sameFaces(a: readonly SnapshotDie[], b: readonly SnapshotDie[]): boolean {
  const key = (dice: readonly SnapshotDie[]) => dice.map((die) => die.face ?? '?').sort().join();
  return a.length === b.length && key(a) === key(b);
}

/** Whether two snapshots hold the same dice in the arena (ids and faces). */
export function sameArena(a: ArenaSnapshot, b: ArenaSnapshot): boolean {
  const key = (s: ArenaSnapshot) => inArena(s).map((die) => `${die.id}:${die.face ?? '?'}`).sort().join();
  return key(a) === key(b);
}

/**
 * Whether two snapshots hold the same dice in the arena (ids), none moved more than
 * `maxMoveDieSizes` die sizes.
 */
export function sameDiceInPlace(a: ArenaSnapshot, b: ArenaSnapshot, maxMoveDieSizes: number): boolean {
  const before = new Map(inArena(a).map((die) => [die.id, die]));
  const after = inArena(b);
  return after.length === before.size && after.every((die) => {
    const old = before.get(die.id);
    return old !== undefined && distanceDieSizes(old.box, die.box) <= maxMoveDieSizes;
  });
}

/** Whether two lists hold the same items (die ids, faces), in any order. */
export function sameItems(a: readonly (DieId | Face)[], b: readonly (DieId | Face)[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/**
 * Whether any of `dice` lies more than `minMoveDieSizes` die sizes from where `before` had it
 * (src/referee/snapshotDiff.ts `DEFAULT_SNAPSHOT_DIFF_CONFIG`: a quarter of a die moved it).
 */
export function moved(dice: readonly SnapshotDie[], before: ReadonlyMap<DieId, SnapshotDie>, minMoveDieSizes: number): boolean {
  return dice.some((die) => {
    const old = before.get(die.id);
    return old !== undefined && distanceDieSizes(old.box, die.box) > minMoveDieSizes;
  });
}
