/**
 * Stretches of a recording over which the arena was still but covered: the motion gate kept
 * saying `moving` because a large region reaching in from the rim differed from the arena as
 * last settled (src/vision/motionGate.ts, 2: a hand resting, an arm, a dark shadow of someone
 * leaning over), so no settle was read there. A throw made under it is never ruled (helper 155:
 * a shadow over a third of the arena for 10 s lost three rulings, and the game's end): the
 * review says where, so that the user knows which stretch of the timeline to doubt.
 */
import { DEFAULT_MOTION_GATE_CONFIG } from '../vision/motionGate.ts';
import type { FrameResult } from '../vision/pipeline.ts';

/**
 * Covered time between two settles from which a stretch is told, in ms: a hand placing the
 * start die or taking dice out covers the arena for a second or two; 3 s covered is six times
 * the 0.5 s a throw's dice need to settle (motionGate.ts `settleMs`).
 */
export const COVERED_NOTE_MS = 3000;

/** A stretch between two settles over which the arena was still but covered for `coveredMs` in all (times in the recording, ms). */
export interface CoveredStretch {
  /** The first covered frame's time. */
  fromMs: number;
  /** The time of the settle that ended the stretch, or of the last frame covered when none did. */
  toMs: number;
  /** Time the arena was still but covered within it, in ms (≤ `toMs − fromMs`). */
  coveredMs: number;
}

/** Follows a review's frames for {@link CoveredStretch}es. */
export class CoveredArenaWatch {
  private readonly closed: CoveredStretch[] = [];
  private open: CoveredStretch | null = null;
  private lastMs: number | null = null;
  /** Whether the last frame fed was covered. */
  private lastCovered = false;

  /** Takes one frame's motion verdict, in time order. */
  feed(result: Pick<FrameResult, 'tMs' | 'motion'>): void {
    const { motion, tMs } = result;
    const stepMs = this.lastMs === null ? 0 : tMs - this.lastMs;
    const coveredBefore = this.lastCovered;
    this.lastMs = tMs;
    this.lastCovered = false;
    if (motion.state !== 'moving') {
      this.close(tMs);
      return;
    }
    const covered = motion.changedShare <= DEFAULT_MOTION_GATE_CONFIG.minChangedShare && motion.obstructionShare >= DEFAULT_MOTION_GATE_CONFIG.minObstructionShare;
    if (!covered) return;
    this.lastCovered = true;
    if (this.open === null) this.open = { fromMs: tMs, toMs: tMs, coveredMs: 0 };
    // The time from one covered frame to the next is covered; from the first, it starts.
    if (coveredBefore) this.open.coveredMs += stepMs;
    this.open.toMs = tMs;
  }

  /** The stretches covered for at least {@link COVERED_NOTE_MS}, in order (one still open included). */
  get stretches(): readonly CoveredStretch[] {
    return this.open && this.open.coveredMs >= COVERED_NOTE_MS ? [...this.closed, { ...this.open }] : this.closed;
  }

  /** A settle (`tMs`) ends the stretch going on. */
  private close(tMs: number): void {
    if (this.open && this.open.coveredMs >= COVERED_NOTE_MS) this.closed.push({ ...this.open, toMs: tMs });
    this.open = null;
  }
}
