/**
 * Hits and their allocation (rulebook dicestorm-en.txt, Battle Phase):
 * "Each roll of five or higher counts as a hit", "The number showing on each die is the
 * number of hits needed to defeat and remove that die", "The player dealing hits may decide
 * which of the opponent's dice the hits affect".
 */
import { dieNumber } from '../common/arena.ts';
import { RuleError } from '../engine.ts';

/**
 * Number of hits in a roll.
 * @param faces top faces, each ≥ 1
 * @param hitFace lowest face that is a hit (5 in the rulebook)
 */
export function countHits(faces: readonly number[], hitFace: number): number {
  return faces.filter((f) => f >= hitFace).length;
}

/**
 * The allocation that removes the most dice: the dice with the lowest faces, taken while
 * their faces still fit in the hits. Optimal because any k removable dice have a face sum
 * at least that of the k lowest faces, so if k dice fit, the k lowest fit too.
 * Ties between equal faces go to the lower index.
 * @param hits hits to spend, ≥ 0
 * @param faces opponent's top faces
 * @returns indices into `faces`, ascending
 */
export function proposeAllocation(hits: number, faces: readonly number[]): number[] {
  const order = faces.map((face, index) => ({ face, index })).sort((a, b) => a.face - b.face || a.index - b.index);
  const chosen: number[] = [];
  let left = hits;
  for (const { face, index } of order) {
    if (face > left) break;
    left -= face;
    chosen.push(index);
  }
  return chosen.sort((a, b) => a - b);
}

/**
 * Checks an allocation: distinct indices into `faces` whose faces sum to at most `hits`; with
 * `mustUseHits`, also no die left that the remaining hits could still remove.
 * @throws RuleError `bad-allocation` naming what is wrong, params {index, rolled} (no such
 *   die), {index} (chosen twice), {faces, needed, hits} (too few hits) or {left, index, face}
 *   (hits left unused); `index` 0-based, the sentences count dice from 1
 */
export function checkAllocation(hits: number, faces: readonly number[], chosen: readonly number[], mustUseHits: boolean): void {
  const seen = new Set<number>();
  let needed = 0;
  for (const i of chosen) {
    const face = faces[i];
    if (!Number.isInteger(i) || face === undefined) {
      throw new RuleError('bad-allocation', `Die ${dieNumber(i)} does not exist; the opponent rolled ${faces.length} dice (1..${faces.length}).`,
        { index: i, rolled: faces.length });
    }
    if (seen.has(i)) throw new RuleError('bad-allocation', `Die ${dieNumber(i)} is chosen twice.`, { index: i });
    seen.add(i);
    needed += face;
  }
  if (needed > hits) {
    const removed = chosen.map((i) => faces[i]!);
    throw new RuleError('bad-allocation', `Removing faces ${removed.join(', ')} needs ${needed} hits; only ${hits} scored.`, { faces: removed, needed, hits });
  }
  if (mustUseHits) {
    const left = hits - needed;
    const fits = faces.findIndex((f, i) => !seen.has(i) && f <= left);
    if (fits >= 0) {
      throw new RuleError('bad-allocation', `${left} hits are left and die ${dieNumber(fits)} (showing ${faces[fits]}) can still be removed; hits must be used.`,
        { left, index: fits, face: faces[fits]! });
    }
  }
}

/** Whether any die in `faces` can be removed with `hits` hits (lowest face ≤ hits). */
export function anyRemovable(hits: number, faces: readonly number[]): boolean {
  return faces.some((f) => f <= hits);
}
