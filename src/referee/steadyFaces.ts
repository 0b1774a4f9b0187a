/**
 * Faces of dice that did not move, held steady between settles for the live Strike referee
 * (src/referee/liveStrikeReferee.ts): a die does not turn without moving.
 */
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { diffSnapshots } from './snapshotDiff.ts';

/**
 * `snapshot` with each die of the arena ruled (`baseline`) that has not moved keeping the face
 * (and confidence) it was ruled with while the camera no longer reads it surely (a blur, a
 * glare, a hand's shadow over it): a die does not turn without moving. Without this, a blurred
 * frame made the dice already ruled "turned unreadable" (a change no rule explains), or, in the
 * throw after it, dice to re-roll. Moved: src/referee/snapshotDiff.ts `diffSnapshots` with its
 * default `minMoveDieSizes`; a die that crossed the arena's rim, or new, keeps its reading.
 * @param baseline the last snapshot the game agrees with; `null`: `snapshot` as it is
 * @param minConfidence the live referee's `minConfidence`: a face read with a voted confidence
 *   (0–1) under it, or unreadable, is not read surely
 * @throws RangeError when a snapshot is malformed (see `diffSnapshots`)
 */
export function withSteadyFaces(baseline: ArenaSnapshot | null, snapshot: ArenaSnapshot, minConfidence: number): ArenaSnapshot {
  if (!baseline) return snapshot;
  const unsure = (die: SnapshotDie) => die.face === null || die.confidence < minConfidence;
  const moved = new Set(diffSnapshots(baseline, snapshot).changes.moved);
  const before = new Map(baseline.dice.map((die) => [die.id, die]));
  return { ...snapshot, dice: snapshot.dice.map((die) => {
    const was = before.get(die.id);
    if (!was || moved.has(die.id) || !unsure(die) || unsure(was) || was.inArena !== die.inArena) return die;
    return { ...die, face: was.face, confidence: was.confidence };
  }) };
}
