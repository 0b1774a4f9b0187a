import { describe, expect, it } from 'vitest';
import { checkArena, MIN_ARENA_SHARE, usableArena } from './arenaStore.ts';

describe('usableArena', () => {
  it('moves corners dragged off the picture back onto its edge', () => {
    expect(usableArena([[-20, 10], [700, 5], [747, 429], [30, 350]], 640, 360)).toEqual([[0, 10], [640, 5], [640, 360], [30, 350]]);
  });

  it('refuses an outline that covers (almost) nothing of the frame', () => {
    expect(usableArena([[300, 170], [301, 170], [301, 171]], 640, 360)).toBeUndefined(); // covers no pixel
    expect(usableArena([[700, 400], [800, 400], [800, 500]], 640, 360)).toBeUndefined(); // wholly off the picture
    const side = Math.sqrt(MIN_ARENA_SHARE * 640 * 360);
    expect(usableArena([[0, 0], [side * 0.9, 0], [side * 0.9, side * 0.9], [0, side * 0.9]], 640, 360)).toBeUndefined();
    expect(usableArena([[0, 0], [side * 1.1, 0], [side * 1.1, side * 1.1], [0, side * 1.1]], 640, 360)).toHaveLength(4);
    expect(usableArena([[0, 0], [640, 360]], 640, 360)).toBeUndefined();
  });
});

describe('checkArena', () => {
  it('says why an outline is refused: too small, edges crossing, a sliver', () => {
    expect(checkArena([[300, 170], [301, 170], [301, 171]], 640, 360)).toEqual({ refused: 'small' });
    expect(checkArena([[100, 50], [500, 300], [500, 50], [100, 300]], 640, 360)).toEqual({ refused: 'crossed' });
    expect(checkArena([[0, 100], [640, 100], [640, 120], [0, 120]], 640, 360)).toEqual({ refused: 'thin' }); // 32:1, 3.6 % of the frame
    expect(checkArena([[100, 50], [500, 50], [500, 300], [100, 300]], 640, 360)).toEqual({ arena: [[100, 50], [500, 50], [500, 300], [100, 300]] });
  });

  it('drops a corner dragged onto its neighbour rather than calling the outline crossed', () => {
    expect(checkArena([[100, 50], [500, 50], [500, 50], [500, 300], [100, 300]], 640, 360)).toEqual({ arena: [[100, 50], [500, 50], [500, 300], [100, 300]] });
    expect(checkArena([[-5, -5], [-1, -9], [500, 0], [500, 300], [0, 300]], 640, 360)).toEqual({ arena: [[0, 0], [500, 0], [500, 300], [0, 300]] });
  });
});
