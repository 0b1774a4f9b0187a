/**
 * The arena tracker: turns the stream of per-frame readings and motion states into one
 * stable {@link ArenaSnapshot} per settle.
 *
 * - While the motion gate says `moving`, readings are ignored (blurred dice, hands over
 *   them) and the current settle's votes are dropped.
 * - While it says `settled` or `empty`, each reading's dice are matched to the settle's
 *   candidate dice (dice do not move during a settle, so only the still stage of
 *   {@link matchDice} is used) and their faces recorded.
 * - Once `voter.votes` (K) readings are in, each candidate is voted on over the last K
 *   ({@link voteFace}): it is present when seen in a strict majority of them. The snapshot is
 *   emitted when the outcome (which dice, where, which faces) has been the same for
 *   `stableVotes` consecutive readings, or, failing that, after `maxReadingsPerSettle`
 *   readings, with whatever the last vote says (an unstable die then comes out unreadable or
 *   with a low confidence, for the referee to ask about).
 * - The voted dice are matched to the previous snapshot's dice by a {@link DieTracker}, so
 *   ids stay the same across settles for dice that stayed or were pushed.
 * - A settle that motion ends before its snapshot went out (a slow computer reads few frames
 *   of a short settle; players pick dice up soon after they land) still gives its snapshot,
 *   on the frame that moves, when it had at least `minReadingsCutShort` readings over at least
 *   `minCutShortMs` (from its first reading to the motion): each candidate voted over the
 *   settle's readings (at most K), present when seen in a strict majority of them; with fewer
 *   than 3 readings, only when they all saw the same dice on the same side of the rim. Fewer
 *   readings, or a shorter stay, give none: a die resting a moment mid-roll is no settle, and a
 *   reader fast enough to vote within `minCutShortMs` cuts nothing short.
 *   {@link ArenaTracker.dropSettle} drops a settle without a snapshot (another source shown).
 * - One snapshot per settle: after it, readings are ignored until the gate reports motion. The
 *   gate's `outsideMoved` frame (something beside the arena moved and came to rest) starts a
 *   new settle only after the snapshot went out; before, the settle's vote goes on.
 */
import type { ArenaReading, Box, DieReading } from '../core/types.ts';
import { checkBox, DieTracker, matchDice, resolveDieTrackerConfig, type DieTrackerConfig } from './dieTracker.ts';
import { resolveFaceVoterConfig, voteFace, type FaceObservation, type FaceVoterConfig } from './faceVoter.ts';
import type { ArenaSnapshot, DieId, SnapshotDie } from './types.ts';
import { composeHomographies, type Homography } from '../core/homography.ts';

/** The motion gate's verdict on a frame, as far as the tracker needs it (src/vision/motionGate.ts). */
export interface MotionVerdict {
  /** `moving`: something changes or a hand is in view; `settled`: still for the settle time; `empty`: settled with no dice. */
  state: 'empty' | 'moving' | 'settled';
  /** On a `moving` frame: only something outside the arena moved, and it came to rest (src/vision/motionGate.ts, 5): the settle that follows is {@link ArenaSnapshot.outsideOnly}. */
  outsideMoved?: boolean;
  /**
   * On the frame that learnt a camera move (src/vision/motionGate.ts, 3): the homography from the
   * old frame pixels to the new ones. The dice known so far are moved by it, so that a die that
   * lay still keeps its id, and the next snapshot carries the move ({@link ArenaSnapshot.cameraMove}).
   */
  cameraMove?: Homography | null;
}

/** Tunables of the arena tracker. */
export interface ArenaTrackerConfig {
  /** The face vote, including K (`votes`), the number of readings voted over. */
  voter: FaceVoterConfig;
  /** Consecutive readings (≥ 1) whose K-reading vote must agree before the snapshot goes out. */
  stableVotes: number;
  /** Readings in one settle (≥ votes) after which the snapshot goes out even if the vote still changes. */
  maxReadingsPerSettle: number;
  /**
   * Readings (integer ≥ 1) a settle needs for its snapshot to go out when motion ends it
   * before its vote is stable (a settle cut short).
   */
  minReadingsCutShort: number;
  /**
   * How long (ms, ≥ 0) a settle cut short must have lasted, from its first reading to the frame
   * that moves, to give its snapshot.
   */
  minCutShortMs: number;
  /**
   * How far (in die sizes) one die's box may wander between readings of one settle and
   * still count as the same die: detector jitter, not motion.
   */
  settleJitterDieSizes: number;
  /** Die matching between snapshots (ids across settles). */
  dieTracker: DieTrackerConfig;
}

/**
 * Defaults: votes over 5 readings, 2 agreeing votes in a row (so 6 readings at best), at most
 * 15 readings per settle, a settle cut short voted over at least 2 readings that lasted at least
 * 0.6 s (two that disagree on a die's face leave it unreadable, for the players to be asked;
 * helper 134 saw a settle of the test video get only 2 readings with one core and 8 busy
 * processes: with 3 needed, that throw would have been missed), 0.35 die size of jitter. Six readings span 0.5 s at 10 readings/s (a webcam
 * read at full speed), so such a reader has voted before 0.6 s and never cuts short; they take
 * 1.2–2 s on a 2-core machine busy with other work (session 51: 5 readings in the 0.9 s a
 * 1.4 s settle of the test video left after the motion gate's 0.5 s, and that throw was missed).
 */
export const DEFAULT_ARENA_TRACKER_CONFIG: Readonly<ArenaTrackerConfig> = {
  voter: resolveFaceVoterConfig(),
  stableVotes: 2,
  maxReadingsPerSettle: 15,
  minReadingsCutShort: 2,
  minCutShortMs: 600,
  settleJitterDieSizes: 0.35,
  dieTracker: resolveDieTrackerConfig(),
};

/** A partial tracker configuration: top-level fields and the nested configs may each be partial. */
export interface ArenaTrackerOptions {
  /** See {@link ArenaTrackerConfig.voter}. */
  voter?: Partial<FaceVoterConfig>;
  /** See {@link ArenaTrackerConfig.stableVotes}. */
  stableVotes?: number;
  /** See {@link ArenaTrackerConfig.maxReadingsPerSettle}. */
  maxReadingsPerSettle?: number;
  /** See {@link ArenaTrackerConfig.minReadingsCutShort}. */
  minReadingsCutShort?: number;
  /** See {@link ArenaTrackerConfig.minCutShortMs}. */
  minCutShortMs?: number;
  /** See {@link ArenaTrackerConfig.settleJitterDieSizes}. */
  settleJitterDieSizes?: number;
  /** See {@link ArenaTrackerConfig.dieTracker}. */
  dieTracker?: Partial<DieTrackerConfig>;
}

/**
 * Checks a tracker configuration, filling gaps from the defaults.
 * @throws RangeError naming the bad field
 */
export function resolveArenaTrackerConfig(options: ArenaTrackerOptions = {}): ArenaTrackerConfig {
  const config: ArenaTrackerConfig = {
    voter: resolveFaceVoterConfig({ ...DEFAULT_ARENA_TRACKER_CONFIG.voter, ...options.voter }),
    stableVotes: options.stableVotes ?? DEFAULT_ARENA_TRACKER_CONFIG.stableVotes,
    maxReadingsPerSettle: options.maxReadingsPerSettle ?? DEFAULT_ARENA_TRACKER_CONFIG.maxReadingsPerSettle,
    minReadingsCutShort: options.minReadingsCutShort ?? DEFAULT_ARENA_TRACKER_CONFIG.minReadingsCutShort,
    minCutShortMs: options.minCutShortMs ?? DEFAULT_ARENA_TRACKER_CONFIG.minCutShortMs,
    settleJitterDieSizes: options.settleJitterDieSizes ?? DEFAULT_ARENA_TRACKER_CONFIG.settleJitterDieSizes,
    dieTracker: resolveDieTrackerConfig({ ...DEFAULT_ARENA_TRACKER_CONFIG.dieTracker, ...options.dieTracker }),
  };
  if (!Number.isInteger(config.stableVotes) || config.stableVotes < 1) {
    throw new RangeError(`ArenaTrackerConfig.stableVotes must be an integer ≥ 1, got ${config.stableVotes}`);
  }
  if (!Number.isInteger(config.maxReadingsPerSettle) || config.maxReadingsPerSettle < config.voter.votes) {
    throw new RangeError(`ArenaTrackerConfig.maxReadingsPerSettle must be an integer ≥ voter.votes (${config.voter.votes}), got ${config.maxReadingsPerSettle}`);
  }
  if (!Number.isInteger(config.minReadingsCutShort) || config.minReadingsCutShort < 1) {
    throw new RangeError(`ArenaTrackerConfig.minReadingsCutShort must be an integer ≥ 1, got ${config.minReadingsCutShort}`);
  }
  if (!(Number.isFinite(config.minCutShortMs) && config.minCutShortMs >= 0)) {
    throw new RangeError(`ArenaTrackerConfig.minCutShortMs must be finite and ≥ 0, got ${config.minCutShortMs}`);
  }
  if (!(Number.isFinite(config.settleJitterDieSizes) && config.settleJitterDieSizes >= 0)) {
    throw new RangeError(`ArenaTrackerConfig.settleJitterDieSizes must be finite and ≥ 0, got ${config.settleJitterDieSizes}`);
  }
  return config;
}

/** A die seen during the current settle, with one history entry per reading of the settle. */
interface Candidate {
  /** Serial number within the settle (stable while the candidate lives). */
  key: number;
  /** Where it was last seen (the reference for matching). */
  box: Box;
  /** Per reading: what was read, or undefined when not seen. */
  faces: (FaceObservation | undefined)[];
  /** Per reading: its box, or undefined when not seen. */
  boxes: (Box | undefined)[];
  /** Per reading: whether it was in the arena, or undefined when not seen. */
  inArena: (boolean | undefined)[];
}

/** A die as voted over the last K readings, before it gets its id. */
type VotedDie = Omit<SnapshotDie, 'id'>;

/** Per-coordinate median of boxes (at least one). */
function medianBox(boxes: readonly Box[]): Box {
  const median = (values: number[]): number => {
    values.sort((a, b) => a - b);
    const mid = values.length >> 1;
    return values.length % 2 === 1 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
  };
  return [0, 1, 2, 3].map((k) => median(boxes.map((b) => b[k]!))) as Box;
}

/**
 * Emits one stable {@link ArenaSnapshot} per settle from readings and motion verdicts (see
 * the module comment for the algorithm).
 */
export class ArenaTracker {
  private readonly config: ArenaTrackerConfig;
  private readonly ids: DieTracker;
  private candidates: Candidate[] = [];
  private nextKey = 0;
  private readingsThisSettle = 0;
  private lastOutcome: string | null = null;
  private agreeingVotes = 0;
  /** The current settle's snapshot, once it went out. */
  private settleSnapshot: ArenaSnapshot | null = null;
  /** The current settle began with the gate's `outsideMoved` frame (see {@link ArenaSnapshot.outsideOnly}). */
  private outsideOnly = false;
  /** Camera moves since the last snapshot, composed: from its frame pixels to the current ones. */
  private cameraMoved: Homography | null = null;
  private lastT = -Infinity;
  /** Times of the current settle's first and latest readings, ms. */
  private firstReadingT = -Infinity;
  private lastReadingT = -Infinity;

  /** @throws RangeError when the config is bad (see {@link resolveArenaTrackerConfig}) */
  constructor(options: ArenaTrackerOptions = {}) {
    this.config = resolveArenaTrackerConfig(options);
    this.ids = new DieTracker(this.config.dieTracker);
  }

  /** The resolved configuration. */
  get settings(): Readonly<ArenaTrackerConfig> {
    return this.config;
  }

  /**
   * The current settle's snapshot once it went out, until the gate reports motion (or
   * {@link dropSettle}); `null` while the settle is still voted on. While it is out, {@link update}
   * ignores readings: a caller may skip the reader (src/vision/pipeline.ts `read: false`) and show
   * these dice, which are what was ruled on, rather than the last reading.
   */
  get voted(): ArenaSnapshot | null {
    return this.settleSnapshot;
  }

  /**
   * Takes one frame's reading (or `null` when the reader skipped the frame) with the motion
   * gate's verdict on the same frame.
   *
   * @param tMs frame time in ms, not decreasing
   * @returns the settle's snapshot on the reading that completes a stable vote, or on the
   *   frame that moves after a settle cut short (stamped with its last reading's time), else `null`
   * @throws RangeError when `tMs` goes backwards, the state is unknown, or a die of the
   *   reading is malformed (bad box, confidence outside 0..1)
   */
  update(reading: ArenaReading | null, motion: MotionVerdict, tMs: number): ArenaSnapshot | null {
    if (!Number.isFinite(tMs) || tMs < this.lastT) {
      throw new RangeError(`ArenaTracker.update: tMs must be finite and not decrease, got ${tMs} after ${this.lastT}`);
    }
    this.lastT = tMs;
    if (motion.cameraMove) {
      this.ids.moveCamera(motion.cameraMove);
      this.cameraMoved = this.cameraMoved ? composeHomographies(this.cameraMoved, motion.cameraMove) : [...motion.cameraMove];
    }
    if (motion.state === 'moving') {
      // Only the outside moved, and came to rest: a settle still being voted on goes on (its next
      // readings see the outside as it is now); one whose snapshot went out is read again.
      if (motion.outsideMoved && !this.settleSnapshot) return null;
      const k = Math.min(this.config.voter.votes, this.readingsThisSettle);
      const cutShort = !this.settleSnapshot && this.readingsThisSettle >= this.config.minReadingsCutShort
        && tMs - this.firstReadingT >= this.config.minCutShortMs && (k >= 3 || this.seenAlike(k))
        ? this.emit(this.lastReadingT, this.vote(k))
        : null;
      this.startSettle();
      this.outsideOnly = motion.outsideMoved === true;
      return cutShort;
    }
    if (motion.state !== 'settled' && motion.state !== 'empty') {
      throw new RangeError(`ArenaTracker.update: unknown motion state ${JSON.stringify(motion.state)}`);
    }
    if (reading === null || this.settleSnapshot) return null;
    this.checkReading(reading);
    this.record(reading.dice);
    if (this.readingsThisSettle === 1) this.firstReadingT = tMs;
    this.lastReadingT = tMs;
    if (this.readingsThisSettle < this.config.voter.votes) return null;

    const voted = this.vote(this.config.voter.votes);
    const outcome = JSON.stringify(voted.map((d) => [d.key, d.die.face, d.die.inArena]));
    this.agreeingVotes = outcome === this.lastOutcome ? this.agreeingVotes + 1 : 1;
    this.lastOutcome = outcome;
    if (this.agreeingVotes < this.config.stableVotes && this.readingsThisSettle < this.config.maxReadingsPerSettle) return null;
    return this.emit(tMs, voted);
  }

  /** The settle's snapshot of the `voted` dice, with ids from the die tracker. */
  private emit(tMs: number, voted: readonly { die: VotedDie }[]): ArenaSnapshot {
    const dice = voted.map((d) => d.die);
    const ids = this.ids.update(dice);
    const snapshotDice: SnapshotDie[] = dice.map((die, i) => ({ id: ids[i]!, ...die }));
    snapshotDice.sort((a, b) => a.id - b.id);
    const cameraMove = this.cameraMoved;
    this.cameraMoved = null;
    this.settleSnapshot = { tMs, dice: snapshotDice, ...(this.outsideOnly ? { outsideOnly: true } : {}), ...(cameraMove ? { cameraMove } : {}) };
    return this.settleSnapshot;
  }

  /**
   * Dice `ids` of the last snapshot keep their id at the next snapshot only where they lie
   * still, not pushed ({@link DieTracker.holdStill}): for photos, the dice the players were
   * asked to take out.
   */
  holdStill(ids: Iterable<DieId>): void {
    this.ids.holdStill(ids);
  }

  /**
   * Drops the current settle without a snapshot, cut short or not: the frames that come next are
   * another source's (a photo opened over the camera), whose first frame moves.
   */
  dropSettle(): void {
    this.startSettle();
    this.outsideOnly = false;
  }

  /** Forgets the current settle and every die identity (ids are still never reused). */
  reset(): void {
    this.startSettle();
    this.outsideOnly = false;
    this.cameraMoved = null; // no die known is left to carry it to
    this.ids.reset();
  }

  /** Drops the current settle's votes: motion began. */
  private startSettle(): void {
    this.candidates = [];
    this.readingsThisSettle = 0;
    this.nextKey = 0;
    this.lastOutcome = null;
    this.agreeingVotes = 0;
    this.settleSnapshot = null;
  }

  /** Validates a reading's dice. */
  private checkReading(reading: ArenaReading): void {
    if (!reading || !Array.isArray(reading.dice)) {
      throw new RangeError('ArenaTracker.update: reading must be an ArenaReading with a dice array');
    }
    reading.dice.forEach((die, i) => {
      checkBox(die.box, `ArenaTracker.update: reading die ${i}`);
      if (!(die.confidence >= 0 && die.confidence <= 1)) {
        throw new RangeError(`ArenaTracker.update: reading die ${i}: confidence must be in 0..1, got ${die.confidence}`);
      }
    });
  }

  /** Adds one reading to the settle's candidates. */
  private record(dice: readonly DieReading[]): void {
    const r = this.readingsThisSettle;
    const gate = this.config.settleJitterDieSizes;
    const references = this.candidates.map((c) => ({ box: c.box, face: null }));
    const match = matchDice(references, dice, { stillDistanceDieSizes: gate, pushDistanceDieSizes: gate, faceChangeCostDieSizes: 0 });
    const seen = new Set<number>();
    for (const [c, d] of match.pairs) {
      this.observe(this.candidates[c]!, dice[d]!);
      seen.add(c);
    }
    for (const [c, candidate] of this.candidates.entries()) {
      if (seen.has(c)) continue;
      candidate.faces.push(undefined);
      candidate.boxes.push(undefined);
      candidate.inArena.push(undefined);
    }
    for (const d of match.unmatchedCurrent) {
      const candidate: Candidate = {
        key: this.nextKey++,
        box: dice[d]!.box,
        faces: new Array<undefined>(r).fill(undefined),
        boxes: new Array<undefined>(r).fill(undefined),
        inArena: new Array<undefined>(r).fill(undefined),
      };
      this.observe(candidate, dice[d]!);
      this.candidates.push(candidate);
    }
    this.readingsThisSettle += 1;
    // A candidate unseen for a whole window can never be present again: forget it.
    const k = this.config.voter.votes;
    this.candidates = this.candidates.filter((c) => c.boxes.slice(-k).some((b) => b !== undefined));
  }

  /**
   * Whether the last `k` readings all saw the same dice, each on the same side of the arena's
   * rim: a vote of fewer than 3 readings cannot tell a die missed once from one seen by mistake
   * (their faces may differ: the die then comes out unreadable, to be asked about).
   */
  private seenAlike(k: number): boolean {
    return this.candidates.every((candidate) => {
      const seen = candidate.inArena.slice(-k);
      return seen.every((inArena) => inArena === undefined) || seen.every((inArena) => inArena === seen[0] && inArena !== undefined);
    });
  }

  /** Appends one reading of a die to a candidate. */
  private observe(candidate: Candidate, die: DieReading): void {
    candidate.box = [...die.box];
    candidate.faces.push({ face: die.face, confidence: die.confidence, ...(die.faceOutsideKind ? { outsideKind: die.faceOutsideKind } : {}) });
    candidate.boxes.push([...die.box]);
    candidate.inArena.push(die.inArena);
  }

  /** Votes on every candidate over the last `k` readings; the present ones, in candidate order, keyed. */
  private vote(k: number): { key: number; die: VotedDie }[] {
    const out: { key: number; die: VotedDie }[] = [];
    for (const candidate of this.candidates) {
      const vote = voteFace(candidate.faces, { votes: k });
      if (!vote.present) continue;
      const boxes = candidate.boxes.slice(-k).filter((b): b is Box => b !== undefined);
      const inside = candidate.inArena.slice(-k).filter((v) => v === true).length;
      // Majority of the readings that saw it; a tie counts as out (on the rim).
      const inArena = inside * 2 > vote.seen;
      const die: VotedDie = { box: medianBox(boxes), face: vote.face, confidence: vote.confidence, inArena };
      out.push({ key: candidate.key, die: vote.outsideKind ? { ...die, faceOutsideKind: vote.outsideKind } : die });
    }
    return out;
  }
}
