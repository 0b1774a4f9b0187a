/**
 * Test fixtures for reviews without video: the vision results of frames around one settle of
 * the arena, dice in a row at fixed places. Used by the review's unit tests.
 */
import type { Face } from '../core/types.ts';
import type { FrameResult } from '../vision/pipeline.ts';

/** A place in a row of dice: a face, `null` unreadable, `'-'` no die there. */
export type Slot = Face | null | '-';

/**
 * Frames of one settle starting at `startMs`: 3 moving frames, then `settledFrames` settled ones
 * (100 ms apart) showing a die at each slot of the row, slot i's box `[40 i + 10, y, 40 i + 30,
 * y + 20]` pixels in a 400 × 200 frame, all in the arena (confidence 0.9). A row at another
 * `y` holds other dice (the tracker takes them for new ones).
 */
export function* settleFrames(slots: readonly Slot[], startMs: number, options: { y?: number; settledFrames?: number } = {}): Generator<FrameResult> {
  const { y = 90, settledFrames = 9 } = options;
  const base = { arena: null, arenaSource: 'none' as const, timings: { motionMs: 1, arenaMs: 0, readMs: 0 } };
  for (let i = 0; i < 3; i++) {
    yield { ...base, tMs: startMs + i * 100, reading: null, motion: { state: 'moving', changedShare: 0.2, settledForMs: 0, stillForMs: 0, obstructionShare: 0, outsideMoved: false, cameraMove: null } };
  }
  const dice = slots.flatMap((slot, i) => (slot === '-' ? [] : [{ box: [40 * i + 10, y, 40 * i + 30, y + 20] as [number, number, number, number], face: slot, confidence: 0.9, inArena: true }]));
  for (let i = 3; i < 3 + settledFrames; i++) {
    const settledForMs = (i - 3) * 100;
    yield { ...base, tMs: startMs + i * 100, reading: { width: 400, height: 200, dice }, motion: { state: 'settled', changedShare: 0, settledForMs, stillForMs: settledForMs, obstructionShare: 0, outsideMoved: false, cameraMove: null } };
  }
}
