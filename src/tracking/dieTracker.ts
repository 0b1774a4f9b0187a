/**
 * Die identities: matches the dice of one reading (or one settle) to those of the one before
 * by their bounding boxes, so each die keeps its id while it stays in view, even when it is
 * pushed around.
 *
 * Matching is in two stages, both minimum-cost assignments (Hungarian method):
 * 1. dice that did not move: centre distance at most `stillDistanceDieSizes` die sizes;
 * 2. the rest, pushed dice: centre distance at most `pushDistanceDieSizes` die sizes, cost =
 *    distance + `faceChangeCostDieSizes` when the top face differs (a pushed die usually
 *    slides and keeps its face; one that rolled is more likely another die).
 * Locking still dice first keeps a pushed die from taking the place of one nobody touched.
 * A die that lay outside the arena never becomes a die inside it (stage 2): the arena's wall
 * keeps knocked dice out, so a die inside where one lay outside is a new one.
 * Distances are in die sizes (√(box width × box height), mean of the two boxes), so the
 * tunables hold at any camera distance.
 */
import { boxCentre } from '../core/box.ts';
import type { Box, Face } from '../core/types.ts';
import { minCostAssignment } from './assignment.ts';
import type { DieId } from './types.ts';
import { moveBox, type Homography } from '../core/homography.ts';

/** Tunables of die matching. */
export interface DieTrackerConfig {
  /** A die whose centre moved at most this far (in die sizes) counts as not moved (stage 1). */
  stillDistanceDieSizes: number;
  /** The farthest a die may be pushed between two readings and keep its id, in die sizes (stage 2). */
  pushDistanceDieSizes: number;
  /** Extra matching cost, in die sizes, for a die whose top face changed (stage 2). */
  faceChangeCostDieSizes: number;
}

/**
 * Defaults. A die at rest jitters by well under 0.1 die size between readings, so 0.35 is
 * safe for stage 1; a thrown die can knock another across the whole arena (a 25 cm Strike
 * arena is about 16 sizes of a 16 mm die), so stage 2 reaches that far; a face change costs
 * 2 die sizes.
 */
export const DEFAULT_DIE_TRACKER_CONFIG: Readonly<DieTrackerConfig> = {
  stillDistanceDieSizes: 0.35,
  pushDistanceDieSizes: 16,
  faceChangeCostDieSizes: 2,
};

/**
 * Checks a die-matching configuration, filling gaps from the defaults.
 * @throws RangeError naming the bad field (each must be finite and ≥ 0, and the push
 *   distance at least the still distance)
 */
export function resolveDieTrackerConfig(config: Partial<DieTrackerConfig> = {}): DieTrackerConfig {
  const resolved = { ...DEFAULT_DIE_TRACKER_CONFIG, ...config };
  for (const key of ['stillDistanceDieSizes', 'pushDistanceDieSizes', 'faceChangeCostDieSizes'] as const) {
    const value = resolved[key];
    if (!(Number.isFinite(value) && value >= 0)) throw new RangeError(`DieTrackerConfig.${key} must be finite and ≥ 0, got ${value}`);
  }
  if (resolved.pushDistanceDieSizes < resolved.stillDistanceDieSizes) {
    throw new RangeError(`DieTrackerConfig.pushDistanceDieSizes (${resolved.pushDistanceDieSizes}) must be ≥ stillDistanceDieSizes (${resolved.stillDistanceDieSizes})`);
  }
  return resolved;
}

/** What matching needs to know of a die: its box and (for stage 2) its face. */
export interface MatchableDie {
  /** Bounding box `[x0, y0, x1, y1]` in frame pixels. */
  box: Box;
  /** Top face, or `null` when unreadable. */
  face: Face | null;
  /** Whether its centre is inside the arena (default true). */
  inArena?: boolean;
  /**
   * For a die of the earlier reading: it keeps a partner only where one lies still (the still
   * stage), never one pushed (see {@link DieTracker.holdStill}). Default false.
   */
  stillOnly?: boolean;
}

/** The outcome of matching the dice of a reading to those of the one before. */
export interface DieMatch {
  /** Pairs `[previousIndex, currentIndex]`, ordered by previous index. */
  pairs: [previous: number, current: number][];
  /** Indices of earlier dice with no partner (gone from view, or pushed too far). */
  unmatchedPrevious: number[];
  /** Indices of current dice with no partner (new dice). */
  unmatchedCurrent: number[];
}

/** Size of a die from its box: √(width × height), in pixels. */
export function dieSizePx(box: Box): number {
  return Math.sqrt(Math.max(0, box[2] - box[0]) * Math.max(0, box[3] - box[1]));
}

/** Centre distance between two dice in die sizes (mean size of the two boxes). */
export function distanceDieSizes(a: Box, b: Box): number {
  const [ax, ay] = boxCentre(a);
  const [bx, by] = boxCentre(b);
  const size = (dieSizePx(a) + dieSizePx(b)) / 2;
  return Math.hypot(ax - bx, ay - by) / size;
}

/**
 * Checks that a box is `[x0, y0, x1, y1]` with finite coordinates, x0 < x1 and y0 < y1.
 * @param where names the box in the error, e.g. `"reading die 3"`
 * @throws RangeError naming the box and what is wrong with it
 */
export function checkBox(box: unknown, where: string): asserts box is Box {
  if (!Array.isArray(box) || box.length !== 4 || !box.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    throw new RangeError(`${where}: box must be [x0, y0, x1, y1] of finite numbers, got ${JSON.stringify(box)}`);
  }
  if (!(box[0] < box[2] && box[1] < box[3])) {
    throw new RangeError(`${where}: box must have x0 < x1 and y0 < y1, got ${JSON.stringify(box)}`);
  }
}

/**
 * Matches `current` dice to `previous` dice in two stages (still, then pushed; see the module
 * comment). Pure.
 * @throws RangeError when a box is malformed or the config is bad
 */
export function matchDice(previous: readonly MatchableDie[], current: readonly MatchableDie[], config: Partial<DieTrackerConfig> = {}): DieMatch {
  const { stillDistanceDieSizes, pushDistanceDieSizes, faceChangeCostDieSizes } = resolveDieTrackerConfig(config);
  previous.forEach((die, i) => checkBox(die.box, `matchDice: previous die ${i}`));
  current.forEach((die, i) => checkBox(die.box, `matchDice: current die ${i}`));
  const distance = previous.map((p) => current.map((c) => distanceDieSizes(p.box, c.box)));
  const pairs: [number, number][] = [];
  const prevLeft = new Set(previous.keys());
  const currLeft = new Set(current.keys());

  const stage = (gate: number, faceCost: number, pushed: boolean): void => {
    const rows = [...prevLeft];
    const cols = [...currLeft];
    if (rows.length === 0 || cols.length === 0) return;
    const cost = rows.map((r) => cols.map((c) => {
      const d = distance[r]![c]!;
      if (d > gate) return Infinity;
      // Pushed dice do not cross the wall into the arena, and dice held still are not pushed.
      if (pushed && previous[r]!.inArena === false && current[c]!.inArena !== false) return Infinity;
      if (pushed && previous[r]!.stillOnly === true) return Infinity;
      return d + (previous[r]!.face === current[c]!.face ? 0 : faceCost);
    }));
    // Leaving a die unpaired costs more than half of any allowed pair, so every allowed pair
    // that fits is made: the assignment pairs as many dice as it can, then at least cost.
    for (const [i, j] of minCostAssignment(cost, gate + faceCost + 1)) {
      pairs.push([rows[i]!, cols[j]!]);
      prevLeft.delete(rows[i]!);
      currLeft.delete(cols[j]!);
    }
  };
  stage(stillDistanceDieSizes, 0, false);
  stage(pushDistanceDieSizes, faceChangeCostDieSizes, true);
  pairs.sort((a, b) => a[0] - b[0]);
  return { pairs, unmatchedPrevious: [...prevLeft].sort((a, b) => a - b), unmatchedCurrent: [...currLeft].sort((a, b) => a - b) };
}

/** A die the tracker knows: its id and where it was last seen. */
export interface TrackedDie extends MatchableDie {
  /** Stable identity. */
  id: DieId;
}

/**
 * Gives dice stable ids across successive readings (or settles). Each {@link update} matches
 * the new dice to the dice of the previous update: a matched die keeps its id, a new die gets
 * the next unused id (1, 2, 3…; never reused), and a previous die left unmatched is forgotten.
 */
export class DieTracker {
  private readonly config: DieTrackerConfig;
  private known: TrackedDie[] = [];
  private nextId: DieId = 1;
  private held = new Set<DieId>();

  /** @throws RangeError when the config is bad (see {@link resolveDieTrackerConfig}) */
  constructor(config: Partial<DieTrackerConfig> = {}) {
    this.config = resolveDieTrackerConfig(config);
  }

  /** The dice of the last update, with their ids. */
  get dice(): readonly TrackedDie[] {
    return this.known;
  }

  /**
   * Matches `dice` to the dice of the previous update.
   * @returns one id per die of `dice`, in the same order
   * @throws RangeError when a box is malformed
   */
  update(dice: readonly MatchableDie[]): DieId[] {
    const held = this.held;
    this.held = new Set();
    const previous = held.size === 0 ? this.known : this.known.map((die) => (held.has(die.id) ? { ...die, stillOnly: true } : die));
    const match = matchDice(previous, dice, this.config);
    const ids: DieId[] = new Array<DieId>(dice.length);
    for (const [p, c] of match.pairs) ids[c] = this.known[p]!.id;
    for (const c of match.unmatchedCurrent) ids[c] = this.nextId++;
    this.known = dice.map((die, i) => ({ id: ids[i]!, box: [...die.box], face: die.face, inArena: die.inArena }));
    return ids;
  }

  /**
   * Dice `ids` (of the last update) keep their id at the next update only where a die lies
   * still (the still stage of {@link matchDice}), never one pushed: a die found near one's place
   * is another die. For photos, where the players taking out the dice they were asked to is
   * not seen: a die thrown next to where a collected die lay is a new die, not that one moved.
   * Holds for the next update only.
   */
  holdStill(ids: Iterable<DieId>): void {
    this.held = new Set(ids);
  }

  /**
   * The camera moved (src/vision/motionGate.ts, 3): the dice of the last update are taken to lie
   * where `homography` (from the old frame pixels to the new ones) moves their boxes, so that a die
   * that lay still keeps its id at the next update.
   */
  moveCamera(homography: Homography): void {
    this.known = this.known.map((die) => ({ ...die, box: moveBox(homography, die.box) }));
  }

  /** Forgets every die (ids are still never reused). */
  reset(): void {
    this.known = [];
    this.held = new Set();
  }
}
