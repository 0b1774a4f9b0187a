import { describe, expect, it } from 'vitest';
import type { ArenaReading, Box } from '../core/types.ts';
import { IN_VIEW_DIE_SIZES, isInView } from './inView.ts';

/** A settled frame with 40 px dice at these top-left corners. */
const frame = (...corners: [number, number][]): ArenaReading => ({
  width: 640, height: 480, dice: corners.map(([x, y]) => ({ box: [x, y, x + 40, y + 40] as Box, face: '3', confidence: 0.9, inArena: true })),
});

describe('isInView', () => {
  const marked: Box = [100, 100, 140, 140];

  it('keeps a marked die while the picture moves (no settled frame) and while a die lies where it lay', () => {
    expect(isInView(marked, null)).toBe(true);
    expect(isInView(marked, frame([100, 100]))).toBe(true);
    expect(isInView(marked, frame([300, 300], [100 + 40 * IN_VIEW_DIE_SIZES * 0.9, 100]))).toBe(true);
  });

  it('finds a marked die gone when the settled frame shows no die within half a die size of it', () => {
    expect(isInView(marked, frame())).toBe(false);
    expect(isInView(marked, frame([300, 300], [100 + 40 * IN_VIEW_DIE_SIZES * 1.1, 100]))).toBe(false);
  });
});
