/**
 * Vocabulary of the tracking room: a die with a stable identity, and the stable picture of
 * the arena the tracker emits once per settle. Types only.
 */
import type { Homography } from '../core/homography.ts';
import type { Box, Face } from '../core/types.ts';

/** A die's identity: a positive integer, stable while the die stays in view, never reused. */
export type DieId = number;

/** One die of an {@link ArenaSnapshot}: its identity and what the votes over a settle say. */
export interface SnapshotDie {
  /** Stable identity (see src/tracking/dieTracker.ts). */
  id: DieId;
  /** Bounding box `[x0, y0, x1, y1]` in frame pixels: the per-coordinate median over the votes. */
  box: Box;
  /** Voted top face, or `null` when no face won a strict majority (unreadable, e.g. leaning). */
  face: Face | null;
  /** Vote share × mean reader confidence of the winning face, 0..1 (see src/tracking/faceVoter.ts). */
  confidence: number;
  /** Whether the die's centre is inside the arena (majority of its readings). */
  inArena: boolean;
  /**
   * When `face` is null: a face the die's kind cannot show that a strict majority of its
   * readings saw (`DieReading.faceOutsideKind`, src/core/types.ts: a 6 on dice read as Strike
   * dice), so the players can be told their dice are not the kind chosen. Absent otherwise.
   */
  faceOutsideKind?: Face;
}

/** A stable, voted picture of the settled arena, emitted once per settle. */
export interface ArenaSnapshot {
  /** Time of the reading that completed the vote, in ms (the caller's clock). */
  tMs: number;
  /** Every die present in a strict majority of the voted readings, ordered by id. */
  dice: SnapshotDie[];
  /**
   * True when this settle was read again only because something outside the arena moved and
   * came to rest, nothing in the arena having moved since the last settle (src/vision/motionGate.ts,
   * 5: `outsideMoved`): what changed lies beside the arena (a die set down or taken away there).
   */
  outsideOnly?: boolean;
  /**
   * The camera moved since the previous snapshot (src/vision/motionGate.ts, 3): the homography
   * (3 × 3, row-major) from that snapshot's frame pixels to this one's. Boxes of earlier
   * snapshots compare with this one's once moved by it (src/core/homography.ts `moveBox`): the
   * live referees move every snapshot they keep by it when it comes (src/referee/followCamera.ts).
   */
  cameraMove?: Homography;
}
