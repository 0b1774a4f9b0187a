import { describe, expect, it } from 'vitest';
import type { MotionGateOutput } from '../vision/motionGate.ts';
import { COVERED_NOTE_MS, CoveredArenaWatch } from './coveredArena.ts';

const SETTLED: MotionGateOutput = { state: 'settled', changedShare: 0, settledForMs: 600, stillForMs: 600, obstructionShare: 0, outsideMoved: false, cameraMove: null };
/** Still, but a region reaching in from the rim differs from the arena as settled (a hand, a shadow). */
const COVERED: MotionGateOutput = { state: 'moving', changedShare: 0, settledForMs: 0, stillForMs: 800, obstructionShare: 0.2, outsideMoved: false, cameraMove: null };
/** Dice rolling: the picture changes. */
const ROLLING: MotionGateOutput = { state: 'moving', changedShare: 0.05, settledForMs: 0, stillForMs: 0, obstructionShare: 0.01, outsideMoved: false, cameraMove: null };

/** Feeds `motions` at 100 ms steps from `t0Ms`. */
function feed(watch: CoveredArenaWatch, motions: readonly MotionGateOutput[], t0Ms = 0): void {
  motions.forEach((motion, i) => watch.feed({ tMs: t0Ms + i * 100, motion }));
}
const repeat = <T>(value: T, n: number): T[] => Array.from({ length: n }, () => value);

describe('CoveredArenaWatch (helper 155)', () => {
  it('tells a stretch still but covered for 3 s or more between two settles, throws under it included', () => {
    const watch = new CoveredArenaWatch();
    // Settled; a shadow comes (covered 2 s), a die rolls in under it, covered 1.5 s more; the shadow goes and the arena settles.
    // Covered from one covered frame to the next: 19 + 14 steps of 100 ms, 3.3 s.
    feed(watch, [...repeat(SETTLED, 10), ...repeat(COVERED, 20), ...repeat(ROLLING, 5), ...repeat(COVERED, 15), ...repeat(SETTLED, 5)]);
    expect(watch.stretches).toEqual([{ fromMs: 1000, toMs: 5000, coveredMs: 3300 }]);
  });

  it('says nothing of a hand that covers the arena under 3 s, or of dice rolling', () => {
    const watch = new CoveredArenaWatch();
    feed(watch, [...repeat(SETTLED, 5), ...repeat(COVERED, COVERED_NOTE_MS / 100 - 2), ...repeat(SETTLED, 5), ...repeat(ROLLING, 40), ...repeat(SETTLED, 5)]);
    expect(watch.stretches).toEqual([]);
  });

  it('tells a stretch still open when the recording ends', () => {
    const watch = new CoveredArenaWatch();
    feed(watch, [...repeat(SETTLED, 5), ...repeat(COVERED, 40)]);
    expect(watch.stretches).toEqual([{ fromMs: 500, toMs: 4400, coveredMs: 3900 }]);
  });
});
