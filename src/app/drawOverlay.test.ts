import { describe, expect, it } from 'vitest';
import type { ArenaReading } from '../core/types.ts';
import { drawOverlay, tabPlacement, type Highlight } from './drawOverlay.ts';

/** A 2D context that records the labels drawn (fillText) and ignores everything else. */
function recordingContext(width: number, height: number): { context: CanvasRenderingContext2D; labels: string[] } {
  const labels: string[] = [];
  const target: Record<string, unknown> = {
    canvas: { width, height },
    fillText: (text: string) => labels.push(text),
    measureText: (text: string) => ({ width: text.length * 8 }),
  };
  const context = new Proxy(target, {
    get: (object, key: string) => (key in object ? object[key] : () => undefined),
    set: (object, key: string, value) => {
      object[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { context, labels };
}

const reading: ArenaReading = {
  width: 640, height: 480,
  dice: [
    { box: [100, 100, 140, 140], face: '3', confidence: 0.9, inArena: true },
    { box: [200, 100, 240, 140], face: '5', confidence: 0.9, inArena: true },
    { box: [300, 100, 340, 140], face: '2', confidence: 0.5, inArena: true },
  ],
};

describe('drawOverlay', () => {
  it('draws each die with its face, and no face tag beside a mark that gives the face it is ruled with', () => {
    const { context, labels } = recordingContext(640, 480);
    const highlights: Highlight[] = [
      // A corrected die to take out: its blue mark gives the face given.
      { box: [101, 101, 141, 141], label: 'take out · 5 ✓', kind: 'toRemove', replacesFaceTag: true },
      // A die to take out as read: its face stays beside the mark.
      { box: [200, 100, 240, 140], label: 'take out', kind: 'toRemove' },
      // A die of a throw to confirm: the answer beside the face read.
      { box: [300, 100, 340, 140], label: '?', kind: 'asked' },
    ];
    drawOverlay(context, { reading, highlights });
    expect(labels).toEqual(['5', '2', 'take out · 5 ✓', 'take out', '?']);
    const plain = recordingContext(640, 480);
    drawOverlay(plain.context, { reading });
    expect(plain.labels).toEqual(['3', '5', '2']);
  });

  it("puts a mark's tab where it covers the least of the other dice: under the box, over it, or ending at its right corner", () => {
    const box = [100, 100, 140, 140] as const;
    // Nothing around: under the box's left corner, as before.
    expect(tabPlacement([...box], 60, 20, [], 640, 480)).toEqual([100, 140]);
    // A die just under it (byler-d6 IMG_20191209_100510: a 1 under the 5 to take out): over the box.
    const below = [95, 150, 135, 190] as const;
    expect(tabPlacement([...box], 60, 20, [[...below]], 640, 480)).toEqual([100, 80]);
    // Dice under and over its right side, where a tab from its left corner reaches: the tab ends at its right corner, under it.
    expect(tabPlacement([...box], 60, 20, [[130, 145, 170, 185], [130, 55, 170, 99]], 640, 480)).toEqual([80, 140]);
    // Kept inside the frame: a box at the bottom edge gets its tab over it.
    expect(tabPlacement([100, 450, 140, 480], 60, 20, [], 640, 480)).toEqual([100, 430]);
    // Dice all round: the least covered place.
    expect(tabPlacement([...box], 60, 20, [[100, 140, 160, 160], [100, 80, 160, 100], [80, 140, 140, 150]], 640, 480)).toEqual([80, 80]);
  });
});
