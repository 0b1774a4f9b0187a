/**
 * Snapshots kept by a live referee, carried into the pixels of the picture after a camera move
 * (src/tracking/types.ts `ArenaSnapshot.cameraMove`), so that a die that lay still is compared
 * with itself where the new picture shows it, not taken for moved. The referees
 * (./liveStrikeReferee.ts, ./liveDiceGameReferee.ts) own the move: they apply it once, to every
 * snapshot they keep, and compare snapshots that carry none (./snapshotDiff.ts ignores it).
 */
import { moveBox, type Homography } from '../core/homography.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';

/**
 * `die` with its box (frame pixels) moved by `homography` (3 × 3, row-major, from the old
 * frame's pixels to the new one's: src/core/homography.ts `moveBox`). Returns a new die.
 */
export function dieAfterCameraMove(die: SnapshotDie, homography: Homography): SnapshotDie {
  return { ...die, box: moveBox(homography, die.box) };
}

/**
 * `snapshot` with every die's box moved by `homography` ({@link dieAfterCameraMove}), without a
 * `cameraMove` of its own (the move that came with it was applied when it came). Returns a new
 * snapshot; `snapshot` is not changed.
 */
export function snapshotAfterCameraMove(snapshot: ArenaSnapshot, homography: Homography): ArenaSnapshot {
  const { cameraMove: _applied, ...kept } = snapshot;
  return { ...kept, dice: kept.dice.map((die) => dieAfterCameraMove(die, homography)) };
}
