/**
 * Scoring a die reader against labelled photos: matching predicted dice to labelled dice and
 * the figures the eval CLI prints (recall, precision, face accuracy, per-face confusion).
 * Pure functions, no I/O.
 */
import { boxCentre, pointInBox } from '../core/box.ts';
import type { Box, Face } from '../core/types.ts';

/** A labelled die: its box in frame pixels and its true top face. */
export interface LabelledDie {
  /** `[x0, y0, x1, y1]` in pixels. */
  box: Box;
  /** True top face. */
  face: Face;
}

/** A predicted die as scored: box in frame pixels and the face read (`null` = unreadable). */
export interface PredictedDie {
  /** `[x0, y0, x1, y1]` in pixels. */
  box: Box;
  /** Face read, or `null` when the reader found the die but could not read it. */
  face: Face | null;
}

/** One matched pair: indices into the predictions and the labelled dice. */
export interface DieMatch {
  /** Index into the predictions array. */
  prediction: number;
  /** Index into the labelled dice array. */
  truth: number;
}

/**
 * Largest ratio between the longer sides of a predicted box and a labelled box that may match.
 * A labelled box is the whole die (../shared/data/byler-d6), its top face, or only its pip
 * pattern (matteo-d6: a 1's box is its single pip, about a fifth of the die), so a right box can be
 * five or six times the label's size; a box many times larger covers more than one die.
 */
export const MAX_MATCH_SIZE_RATIO = 8;

/** Longer side of a box, in the box's units. */
function longerSide(box: Box): number {
  return Math.max(box[2] - box[0], box[3] - box[1]);
}

/**
 * Matches predictions to labelled dice one-to-one. A pair is eligible when one box's centre lies
 * inside the other box and their longer sides are within {@link MAX_MATCH_SIZE_RATIO} of each
 * other. Either way round, so that any labelled box convention works: a whole-die box holds the
 * centre of a top-face box seen at an angle, and a whole-die prediction holds the centre of a
 * pip-pattern label while its own centre (moved toward the side face it also boxes) may lie
 * outside that label. Eligible pairs are taken greedily by increasing distance between centres,
 * each prediction and each labelled die used at most once.
 *
 * @returns matched pairs, in the order taken (closest first).
 */
export function matchDice(predictions: readonly PredictedDie[], truths: readonly LabelledDie[]): DieMatch[] {
  const candidates: { prediction: number; truth: number; distance: number }[] = [];
  predictions.forEach((p, pi) => {
    const pc = boxCentre(p.box);
    truths.forEach((t, ti) => {
      const tc = boxCentre(t.box);
      const ratio = longerSide(p.box) / Math.max(1e-9, longerSide(t.box));
      const sizesAgree = ratio <= MAX_MATCH_SIZE_RATIO && ratio >= 1 / MAX_MATCH_SIZE_RATIO;
      if (sizesAgree && (pointInBox(pc, t.box) || pointInBox(tc, p.box))) {
        candidates.push({ prediction: pi, truth: ti, distance: Math.hypot(pc[0] - tc[0], pc[1] - tc[1]) });
      }
    });
  });
  candidates.sort((a, b) => a.distance - b.distance || a.prediction - b.prediction || a.truth - b.truth);
  const usedP = new Set<number>();
  const usedT = new Set<number>();
  const matches: DieMatch[] = [];
  for (const c of candidates) {
    if (usedP.has(c.prediction) || usedT.has(c.truth)) continue;
    usedP.add(c.prediction);
    usedT.add(c.truth);
    matches.push({ prediction: c.prediction, truth: c.truth });
  }
  return matches;
}

/** Column key of the confusion table: a face read, `'null'` (unreadable) or `'missed'` (no die found). */
export type ConfusionColumn = Face | 'null' | 'missed';

/** Running counts over a set of images; combine with {@link addImageScore}. */
export interface EvalCounts {
  /** Labelled dice seen. */
  truths: number;
  /** Predicted dice seen. */
  predictions: number;
  /** Matched pairs. */
  matched: number;
  /** Matched pairs whose face read equals the true face. */
  faceCorrect: number;
  /** `confusion[trueFace][column]` = count; rows only for faces that occurred. */
  confusion: Partial<Record<Face, Partial<Record<ConfusionColumn, number>>>>;
}

/** Fresh, all-zero {@link EvalCounts}. */
export function emptyCounts(): EvalCounts {
  return { truths: 0, predictions: 0, matched: 0, faceCorrect: 0, confusion: {} };
}

/**
 * Scores one image and adds it to `counts` (mutated and returned).
 *
 * @returns `counts`, for chaining.
 */
export function addImageScore(
  counts: EvalCounts,
  predictions: readonly PredictedDie[],
  truths: readonly LabelledDie[],
): EvalCounts {
  const matches = matchDice(predictions, truths);
  counts.truths += truths.length;
  counts.predictions += predictions.length;
  counts.matched += matches.length;
  const matchedTruth = new Map(matches.map((m) => [m.truth, m.prediction]));
  truths.forEach((t, ti) => {
    const pi = matchedTruth.get(ti);
    const read = pi === undefined ? undefined : predictions[pi];
    const column: ConfusionColumn = read === undefined ? 'missed' : (read.face ?? 'null');
    if (read !== undefined && read.face === t.face) counts.faceCorrect += 1;
    const row = (counts.confusion[t.face] ??= {});
    row[column] = (row[column] ?? 0) + 1;
  });
  return counts;
}

/** Summary figures, each a share 0..1 (NaN when its denominator is 0). */
export interface EvalSummary {
  /** matched / labelled dice. */
  recall: number;
  /** matched / predicted dice. */
  precision: number;
  /** matched dice with the right face / matched dice. */
  faceAccuracy: number;
  /** matched dice with the right face / labelled dice (end-to-end). */
  endToEnd: number;
}

/** Recall, precision and face accuracy from {@link EvalCounts}. */
export function summarise(counts: EvalCounts): EvalSummary {
  return {
    recall: counts.matched / counts.truths,
    precision: counts.matched / counts.predictions,
    faceAccuracy: counts.faceCorrect / counts.matched,
    endToEnd: counts.faceCorrect / counts.truths,
  };
}
