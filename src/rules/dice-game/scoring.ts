/**
 * Scoring for the dice game: what a set of dice is worth. Pure functions over faces.
 *
 * Rulebook: /work/shared/rules/the-dice-game-en.txt, "Scoring" and its "*Note".
 * - a single 1 = 100, a single 5 = 50;
 * - three of a kind = the face × 100 (three 4s = 400);
 * - a straight 1–6 = 1100;
 * - "the only score sets are 3 of a kind or a straight of 6. 4 or 5 of a kind or a straight of
 *   less than 6 hold no extra value": a fourth or fifth die of a kind scores only if it is a
 *   1 or a 5 on its own, and 2, 3, 4, 6 outside a triple or a straight score nothing;
 * - "combinations always take the highest possible point value; therefore, if a player rolls
 *   three 1's, the score would be 300 points, while a player rolling three 5's would count it
 *   as 500 points". Our reading: a set of dice is split into triples, a straight and single
 *   dice in whichever way scores most. Three 1s as a triple would be 1 × 100 = 100, as three
 *   single 1s 300, so they count 300 (the rulebook's own example; not the 1000 of other
 *   Farkle rulebooks). Three 5s as a triple are 500, as singles 150, so 500. Four 1s are 400;
 *   four 5s 550. The blog's picture caption ("would be 550 points, the extra 4 holds no point
 *   value") fits 4 4 4 4 1 5: a triple of 4s, a 1 and a 5, the fourth 4 worth nothing (four of
 *   a kind "hold no extra value").
 * - Two triples in one set both count (each is "3 of a kind"); three pairs score nothing.
 *
 * Six of a kind on one roll wins the game at once; that is a game rule, not a score, and is
 * decided by {@link isSixOfAKind} in the engine.
 */
import { RuleError } from '../engine.ts';
import type { Face } from '../../core/types.ts';

/** Points for a single 1 and a single 5 (rulebook "Scoring"); other faces score 0 alone. */
export const SINGLE_POINTS: Readonly<Record<string, number>> = { '1': 100, '5': 50 };

/** Points for a straight 1–6 (rulebook "Scoring"). */
export const STRAIGHT_POINTS = 1100;

/** The faces of a plain d6, the only dice of this game ("6 regular dice"). */
export const D6_FACES: readonly Face[] = ['1', '2', '3', '4', '5', '6'];

/** The dice of the game, all rolled at the start of each turn ("6 regular dice"; "players take turns rolling all 6 dice"). */
export const DICE_COUNT = 6;

/** Points for three of a kind of `face`: the face × 100 (rulebook "Scoring"). */
export function triplePoints(face: Face): number {
  return Number(face) * 100;
}

/**
 * How many dice show each face: `[7]` array, index = pip count (index 0 unused).
 * @throws RuleError `bad-face` when a face is not 1–6 (e.g. the Strike "X")
 */
function countFaces(faces: readonly Face[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const face of faces) {
    if (!D6_FACES.includes(face)) {
      throw new RuleError('bad-face', `The dice game uses plain d6 faces 1–6, not "${String(face)}".`);
    }
    counts[Number(face)]! += 1;
  }
  return counts;
}

/**
 * Best points for `n` dice all showing `face` when every one of them must count, or `null`
 * when some die cannot count (a 2, 3, 4 or 6 outside a triple).
 */
function bestOfKind(face: Face, n: number): number | null {
  const single = SINGLE_POINTS[face] ?? 0;
  let best: number | null = null;
  for (let triples = 0; triples * 3 <= n; triples++) {
    const rest = n - triples * 3;
    if (rest > 0 && single === 0) continue;
    const points = triples * triplePoints(face) + rest * single;
    if (best === null || points > best) best = points;
  }
  return best;
}

/** Whether `faces` is the straight 1–6: six dice, every face once. */
export function isStraight(faces: readonly Face[]): boolean {
  return faces.length === 6 && countFaces(faces).slice(1).every((n) => n === 1);
}

/**
 * Whether `faces` is six of a kind: six dice showing one face ("6 of a kind (on one roll) =
 * Game over, you win", rulebook "Scoring").
 * @throws RuleError `bad-face` on a face that is not 1–6
 */
export function isSixOfAKind(faces: readonly Face[]): boolean {
  countFaces(faces);
  return faces.length === 6 && faces.every((face) => face === faces[0]);
}

/**
 * Points for setting aside exactly these dice from one roll, every die counting; 0 when some
 * die cannot count (or `faces` is empty), so a legal keep always scores more than 0.
 * Examples: `['1','1','1']` → 300, `['5','5','5','5']` → 550, `['2','2','2','2']` → 0.
 * @param faces the kept dice, any order, 0–6 of them
 * @throws RuleError `bad-face` on a face that is not 1–6
 */
export function scoreKeep(faces: readonly Face[]): number {
  if (isStraight(faces)) return STRAIGHT_POINTS;
  const counts = countFaces(faces);
  let total = 0;
  for (const face of D6_FACES) {
    const points = bestOfKind(face, counts[Number(face)]!);
    if (points === null) return 0;
    total += points;
  }
  return total;
}

/**
 * The dice of a roll that score most when set aside, as a sub-multiset of `faces` (empty
 * when nothing scores). Ties keep fewer dice, so more can be rolled again.
 * @throws RuleError `bad-face` on a face that is not 1–6
 */
export function bestKeep(faces: readonly Face[]): Face[] {
  if (isStraight(faces)) return [...faces];
  const counts = countFaces(faces);
  const keep: Face[] = [];
  for (const face of D6_FACES) {
    let bestN = 0;
    let bestPoints = 0;
    for (let n = 1; n <= counts[Number(face)]!; n++) {
      const points = bestOfKind(face, n);
      if (points !== null && points > bestPoints) [bestN, bestPoints] = [n, points];
    }
    for (let i = 0; i < bestN; i++) keep.push(face);
  }
  return keep;
}

/**
 * The most points a roll can give: {@link scoreKeep} of {@link bestKeep}. 0 means the roll
 * scores nothing (rulebook "Taking a turn", way 1 to end a turn).
 * @throws RuleError `bad-face` on a face that is not 1–6
 */
export function bestScore(faces: readonly Face[]): number {
  return scoreKeep(bestKeep(faces));
}

/**
 * Whether a roll has at least one scoring die ("For each roll you must have at least 1 scoring
 * die to continue your turn", rulebook "Taking a turn").
 * @throws RuleError `bad-face` on a face that is not 1–6
 */
export function hasScore(faces: readonly Face[]): boolean {
  return bestScore(faces) > 0;
}
