import { describe, expect, it } from 'vitest';
import { MIN_ARENA_SHARE, outlineFor, usableArena } from './arenaStore.ts';

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

describe('outlineFor', () => {
  const demo = { label: 'demo arena' };
  const photo = { label: 'tall photo' };
  const outline: [number, number][] = [[0, 0], [640, 0], [640, 720], [0, 720]];

  it("gives the outline only for the source it was set on, not a picture shown after it", () => {
    expect(outlineFor({ source: demo, arena: outline }, demo)).toEqual(outline);
    expect(outlineFor({ source: demo, arena: outline }, photo)).toBeUndefined();
    expect(outlineFor({ source: demo, arena: outline }, null)).toBeUndefined();
    expect(outlineFor({ source: null, arena: undefined }, demo)).toBeUndefined();
  });
});
