/**
 * What changed between two consecutive arena snapshots (src/tracking), in vision terms the
 * referee can turn into rule actions: a throw landed, dice were taken out, dice were only
 * moved, nothing happened, or something no rule explains. Pure; no rules here.
 *
 * Classification, first match wins (dice are told apart by their tracker ids):
 * 1. `none`: same ids, same faces, same in/out of the arena, nothing moved more than
 *    `minMoveDieSizes`. Boxes compare as given: a `cameraMove` on `after` is not applied here
 *    (the live referees move the snapshots they keep by it, once: ./followCamera.ts).
 * 2. `rearranged`: as many dice as before showing the same multiset of (face, in arena):
 *    dice were moved (or the tracker swapped two ids), not thrown. The Strike rules agree:
 *    "moving dice without changing their faces is not a throw" (src/rules/strike/apply.ts).
 * 3. `throw`: a new die appeared, or an unreadable (leaning) die now shows a face — it was
 *    re-rolled outside and put back (strike-en.txt, "By the way!"). Old dice may have been
 *    knocked about, changed face, left the arena or vanished from view (a big hit). Comes
 *    with the {@link SettledArena} for the Strike `throw` action (see {@link throwArena}).
 * 4. `removed`: dice vanished, no new die, and every die left shows the face and in/out
 *    state it had (it may have been pushed): dice taken out of the arena, listed for the
 *    referee to check against what the rules said to collect or remove.
 * 5. `unexplained`: anything else, e.g. faces changed with no new die, a die crossed the
 *    rim with no throw, or dice vanished while others changed face.
 */
import type { Face } from '../core/types.ts';
import { distanceDieSizes } from '../tracking/dieTracker.ts';
import type { ArenaSnapshot, DieId, SnapshotDie } from '../tracking/types.ts';
import { checkSnapshot } from './snapshotCompare.ts';
import type { SettledArena } from './throwFromReading.ts';

/** Tunables of the snapshot diff. */
export interface SnapshotDiffConfig {
  /** A die whose centre moved more than this, in die sizes (√(box w × h), mean of both boxes), has moved. */
  minMoveDieSizes: number;
}

/** Default: a quarter of a die size, well above the box jitter of voted snapshots. */
export const DEFAULT_SNAPSHOT_DIFF_CONFIG: Readonly<SnapshotDiffConfig> = { minMoveDieSizes: 0.25 };

/** One die that kept its id but changed face or crossed the arena's rim. */
export interface DieChange {
  /** The die's id. */
  id: DieId;
  /** Face in the earlier snapshot (`null`: unreadable). */
  faceBefore: Face | null;
  /** Face in the later snapshot (`null`: unreadable). */
  faceAfter: Face | null;
  /** In the arena in the earlier snapshot. */
  inArenaBefore: boolean;
  /** In the arena in the later snapshot. */
  inArenaAfter: boolean;
}

/** The facts behind every classification. */
export interface DiceChanges {
  /** Dice of the new snapshot with ids the old one lacks, as in the new snapshot. */
  appeared: SnapshotDie[];
  /** Dice of the old snapshot with ids the new one lacks, as they were. */
  vanished: SnapshotDie[];
  /** Dice in both whose face or in-arena state changed, ordered by id. */
  changed: DieChange[];
  /** Ids of dice in both whose centre moved more than `minMoveDieSizes`, ascending. */
  moved: DieId[];
}

/** The classified change between two snapshots; every kind carries the {@link DiceChanges}. */
export type SnapshotDiff =
  | { kind: 'none'; changes: DiceChanges }
  | { kind: 'rearranged'; changes: DiceChanges }
  | {
    kind: 'throw';
    /** The settled arena for the Strike `throw` action (see {@link throwArena}). */
    settled: SettledArena;
    changes: DiceChanges;
  }
  | {
    kind: 'removed';
    /** The dice taken out, as they were in the old snapshot, ordered by id. */
    removed: SnapshotDie[];
    changes: DiceChanges;
  }
  | {
    kind: 'unexplained';
    /** Why no other kind fits, in English, for logs and for asking the players. */
    reason: string;
    changes: DiceChanges;
  };

/** The key of a die for multiset comparisons: face and in/out. */
function dieKey(die: SnapshotDie): string {
  return `${die.face ?? '?'}|${die.inArena ? 'in' : 'out'}`;
}

/** Whether two lists of dice hold the same multiset of (face, in arena). */
function sameMultiset(a: readonly SnapshotDie[], b: readonly SnapshotDie[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<string, number>();
  for (const die of a) counts.set(dieKey(die), (counts.get(dieKey(die)) ?? 0) + 1);
  for (const die of b) {
    const left = counts.get(dieKey(die)) ?? 0;
    if (left === 0) return false;
    counts.set(dieKey(die), left - 1);
  }
  return true;
}

/**
 * The settled arena a throw left, as the Strike `throw` action takes it
 * (src/rules/strike/types.ts): faces of ALL dice lying flat in the arena (old and new), dice
 * newly out, and unreadable dice in the arena (`leaning`).
 *
 * `out` counts the dice of `after` outside the arena or on its rim that were not already out
 * in `before` (those were counted by the throw that put them there, and the rules have taken
 * them out of the game, even if nobody has picked them up yet), plus the dice that lay flat
 * in the arena in `before` and vanished (knocked out of view: off the table or under the
 * camera's edge; {@link DiceChanges.vanished} lists them so the referee may ask).
 */
export function throwArena(before: ArenaSnapshot, after: ArenaSnapshot): SettledArena {
  const beforeById = new Map(before.dice.map((d) => [d.id, d]));
  const afterIds = new Set(after.dice.map((d) => d.id));
  const arena: Face[] = [];
  let out = 0;
  let leaning = 0;
  for (const die of after.dice) {
    if (!die.inArena) {
      const earlier = beforeById.get(die.id);
      if (!earlier || earlier.inArena) out += 1;
    } else if (die.face === null) leaning += 1;
    else arena.push(die.face);
  }
  for (const die of before.dice) {
    if (!afterIds.has(die.id) && die.inArena && die.face !== null) out += 1;
  }
  return { arena, out, leaning };
}

/**
 * Classifies the change from `before` to `after` (see the module comment for the rules).
 * @throws RangeError when a snapshot is malformed (no dice array, duplicate ids) or
 *   `minMoveDieSizes` is not finite and ≥ 0
 */
export function diffSnapshots(before: ArenaSnapshot, after: ArenaSnapshot, config: Partial<SnapshotDiffConfig> = {}): SnapshotDiff {
  const { minMoveDieSizes } = { ...DEFAULT_SNAPSHOT_DIFF_CONFIG, ...config };
  if (!(Number.isFinite(minMoveDieSizes) && minMoveDieSizes >= 0)) {
    throw new RangeError(`SnapshotDiffConfig.minMoveDieSizes must be finite and ≥ 0, got ${minMoveDieSizes}`);
  }
  checkSnapshot(before, 'diffSnapshots: the earlier snapshot');
  checkSnapshot(after, 'diffSnapshots: the later snapshot');
  const beforeById = new Map(before.dice.map((d) => [d.id, d]));
  const afterById = new Map(after.dice.map((d) => [d.id, d]));
  const byId = (a: SnapshotDie, b: SnapshotDie): number => a.id - b.id;
  const changes: DiceChanges = {
    appeared: after.dice.filter((d) => !beforeById.has(d.id)).sort(byId),
    vanished: before.dice.filter((d) => !afterById.has(d.id)).sort(byId),
    changed: [],
    moved: [],
  };
  for (const old of [...before.dice].sort(byId)) {
    const now = afterById.get(old.id);
    if (!now) continue;
    if (old.face !== now.face || old.inArena !== now.inArena) {
      changes.changed.push({ id: old.id, faceBefore: old.face, faceAfter: now.face, inArenaBefore: old.inArena, inArenaAfter: now.inArena });
    }
    if (distanceDieSizes(old.box, now.box) > minMoveDieSizes) changes.moved.push(old.id);
  }

  const { appeared, vanished, changed, moved } = changes;
  if (appeared.length === 0 && vanished.length === 0 && changed.length === 0 && moved.length === 0) {
    return { kind: 'none', changes };
  }
  if (sameMultiset(before.dice, after.dice)) return { kind: 'rearranged', changes };
  const putBack = changed.filter((c) => c.faceBefore === null && c.faceAfter !== null && c.inArenaAfter);
  if (appeared.length > 0 || putBack.length > 0) {
    return { kind: 'throw', settled: throwArena(before, after), changes };
  }
  if (vanished.length > 0 && changed.length === 0) return { kind: 'removed', removed: vanished, changes };
  return { kind: 'unexplained', reason: explain(changes), changes };
}

/** One English sentence on why a change with no new die is not a removal or a rearrangement. */
function explain({ vanished, changed }: DiceChanges): string {
  const faceChanges = changed.filter((c) => c.faceBefore !== c.faceAfter);
  const crossings = changed.filter((c) => c.inArenaBefore !== c.inArenaAfter);
  const parts: string[] = [];
  if (faceChanges.length > 0) {
    parts.push(faceChanges.map((c) => `die ${c.id} turned from ${c.faceBefore ?? 'unreadable'} to ${c.faceAfter ?? 'unreadable'}`).join(', '));
  }
  if (crossings.length > 0) {
    parts.push(crossings.map((c) => `die ${c.id} ${c.inArenaAfter ? 'came back into' : 'left'} the arena`).join(', '));
  }
  if (vanished.length > 0) parts.push(`${vanished.length === 1 ? 'die' : 'dice'} ${vanished.map((d) => d.id).join(', ')} vanished`);
  return `${parts.join('; ')}, with no new die thrown`;
}
