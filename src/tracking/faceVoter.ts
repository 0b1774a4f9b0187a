/**
 * Majority vote over one die's last K settled readings: which face it shows, how sure we
 * are, and whether the die is really there (seen in most readings) or was a one-off
 * detection.
 */
import type { Face } from '../core/types.ts';

/** Tunables of the face vote. */
export interface FaceVoterConfig {
  /** K: how many of the latest readings the vote looks at (integer ≥ 1). */
  votes: number;
}

/** Defaults: 5 readings, a good half second of frames from a webcam at 10 readings/s. */
export const DEFAULT_FACE_VOTER_CONFIG: Readonly<FaceVoterConfig> = { votes: 5 };

/**
 * Checks a face-vote configuration.
 * @throws RangeError naming the bad field when `votes` is not an integer ≥ 1
 */
export function resolveFaceVoterConfig(config: Partial<FaceVoterConfig> = {}): FaceVoterConfig {
  const resolved = { ...DEFAULT_FACE_VOTER_CONFIG, ...config };
  if (!Number.isInteger(resolved.votes) || resolved.votes < 1) {
    throw new RangeError(`FaceVoterConfig.votes must be an integer ≥ 1, got ${resolved.votes}`);
  }
  return resolved;
}

/** What one reading said about one die. */
export interface FaceObservation {
  /** Top face read, or `null` when the reader could not read it. */
  face: Face | null;
  /** The reader's confidence, 0..1. */
  confidence: number;
  /** A face the die showed that its die kind cannot show (src/core/types.ts `DieReading.faceOutsideKind`), if any. */
  outsideKind?: Face;
}

/** The outcome of a vote over one die's history. */
export interface FaceVote {
  /**
   * The face read in a strict majority of the readings that saw the die, or `null` when no
   * face has one (unreadable: the reader disagrees with itself or could not read it).
   */
  face: Face | null;
  /**
   * For a face: vote share × mean confidence of the votes for it, 0..1. For `null`: mean
   * confidence of all the die's observations × the share of readings that saw it, 0..1
   * (how sure we are that an unreadable die is there).
   */
  confidence: number;
  /** Share of the die's observations that voted for `face` (for `null`: the largest share of any one value), 0..1. */
  share: number;
  /** How many of the last K readings saw the die, 0..K. */
  seen: number;
  /** Whether a strict majority of the last K readings saw the die. */
  present: boolean;
  /**
   * When `face` is null: the face outside the die kind that a strict majority of the readings
   * that saw the die showed (a 6 on dice read as Strike dice), else absent.
   */
  outsideKind?: Face;
}

/**
 * Votes on one die's history. `history` holds one entry per reading, oldest first: an
 * observation, or `undefined` when that reading did not see the die. Only the last
 * `config.votes` entries count; a history shorter than K counts the missing readings as
 * not seeing the die.
 *
 * @throws RangeError when the config is bad or a confidence is not in 0..1
 */
export function voteFace(history: readonly (FaceObservation | undefined)[], config: Partial<FaceVoterConfig> = {}): FaceVote {
  const { votes } = resolveFaceVoterConfig(config);
  const window = history.slice(-votes);
  const tally = new Map<Face | null, { count: number; confidenceSum: number }>();
  let seen = 0;
  let confidenceSum = 0;
  for (const observation of window) {
    if (observation === undefined) continue;
    if (!(observation.confidence >= 0 && observation.confidence <= 1)) {
      throw new RangeError(`voteFace: confidence must be in 0..1, got ${observation.confidence}`);
    }
    seen += 1;
    confidenceSum += observation.confidence;
    const entry = tally.get(observation.face) ?? { count: 0, confidenceSum: 0 };
    entry.count += 1;
    entry.confidenceSum += observation.confidence;
    tally.set(observation.face, entry);
  }
  const present = seen * 2 > votes;
  if (seen === 0) return { face: null, confidence: 0, share: 0, seen, present };
  let best: Face | null = null;
  let bestCount = 0;
  let bestConfidenceSum = 0;
  for (const [face, entry] of tally) {
    if (entry.count > bestCount) {
      best = face;
      bestCount = entry.count;
      bestConfidenceSum = entry.confidenceSum;
    }
  }
  const share = bestCount / seen;
  if (best !== null && bestCount * 2 > seen) {
    return { face: best, confidence: share * (bestConfidenceSum / bestCount), share, seen, present };
  }
  const unreadable = { face: null, confidence: (confidenceSum / seen) * (seen / votes), share, seen, present };
  const outsideKind = majorityOutsideKind(window, seen);
  return outsideKind === null ? unreadable : { ...unreadable, outsideKind };
}

/** The outside-kind face shown in a strict majority of the `seen` observations of `window`, or null. */
function majorityOutsideKind(window: readonly (FaceObservation | undefined)[], seen: number): Face | null {
  const counts = new Map<Face, number>();
  for (const observation of window) {
    if (observation?.outsideKind !== undefined) counts.set(observation.outsideKind, (counts.get(observation.outsideKind) ?? 0) + 1);
  }
  for (const [face, count] of counts) if (count * 2 > seen) return face;
  return null;
}
