import { describe, expect, it } from 'vitest';
import { checkArena } from './arenaOutline.ts';

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
