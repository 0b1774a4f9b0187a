import { describe, expect, it } from 'vitest';
import type { ArenaReading } from '../core/types.ts';
import { drawOverlay, OVERLAY_COLOURS, tabPlacement, type Highlight } from './drawOverlay.ts';

/** One drawing call: an outline, a filled rectangle (a tab) or a label, with its rectangle's left, top, right, bottom (pixels) or its text. */
type Drawn = { op: 'stroke'; rect: [number, number, number, number] } | { op: 'fill'; rect: [number, number, number, number] } | { op: 'text'; text: string };

/** One outline as stroked: its colour, its dash pattern (`[]`: solid) and its rectangle. */
type Stroke = { colour: unknown; dash: number[]; rect: [number, number, number, number] };

/**
 * A 2D context that records the labels drawn (fillText), the outlines and tabs in order
 * (`drawn`), each outline's colour and dashes (`strokes`), and ignores everything else.
 */
function recordingContext(width: number, height: number): { context: CanvasRenderingContext2D; labels: string[]; drawn: Drawn[]; strokes: Stroke[] } {
  const labels: string[] = [];
  const drawn: Drawn[] = [];
  const strokes: Stroke[] = [];
  let dash: number[] = [];
  const rect = (op: 'stroke' | 'fill') => (x: number, y: number, w: number, h: number) => drawn.push({ op, rect: [x, y, x + w, y + h] });
  const target: Record<string, unknown> = {
    canvas: { width, height },
    fillText: (text: string) => {
      labels.push(text);
      drawn.push({ op: 'text', text });
    },
    setLineDash: (pattern: number[]) => {
      dash = pattern;
    },
    strokeRect: (x: number, y: number, w: number, h: number) => {
      rect('stroke')(x, y, w, h);
      strokes.push({ colour: target.strokeStyle, dash, rect: [x, y, x + w, y + h] });
    },
    fillRect: rect('fill'),
    measureText: (text: string) => ({ width: text.length * 8 }),
  };
  const context = new Proxy(target, {
    get: (object, key: string) => (key in object ? object[key] : () => undefined),
    set: (object, key: string, value) => {
      object[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { context, labels, drawn, strokes };
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

  it('draws a die out of the arena dashed, not only in another colour, and the dice in it solid', () => {
    const { context, strokes } = recordingContext(640, 480);
    const out: ArenaReading = { ...reading, dice: [reading.dice[0]!, { box: [400, 100, 440, 140], face: '4', confidence: 0.9, inArena: false }] };
    drawOverlay(context, { reading: out, highlights: [{ box: [400, 100, 440, 140], label: 'take out', kind: 'toRemove' }] });
    // Line 2.4 px (480 / 200) rounds to 2: dashes of 4 px, 4 px apart, over a whole dark edge.
    const coloured = strokes.filter((stroke) => stroke.colour !== 'rgba(0, 0, 0, 0.7)');
    expect(coloured).toEqual([
      { colour: OVERLAY_COLOURS.inArena, dash: [], rect: [100, 100, 140, 140] },
      { colour: OVERLAY_COLOURS.outOfArena, dash: [4, 4], rect: [400, 100, 440, 140] },
      // The referee's mark around it stays solid.
      { colour: OVERLAY_COLOURS.toRemove, dash: [], rect: [394, 94, 446, 146] },
    ]);
    expect(strokes.filter((stroke) => stroke.colour === 'rgba(0, 0, 0, 0.7)').map((stroke) => stroke.dash)).toEqual([[], [], []]);
  });

  it("draws a marked die's face tag over its mark's frame, and the mark's tab clear of that tag", () => {
    // An X to take out (its face stays: the mark says what to do, not the face), a die right under it.
    const x: ArenaReading = { width: 640, height: 480, dice: [
      { box: [100, 100, 140, 140], face: 'X', confidence: 0.9, inArena: true },
      { box: [100, 150, 140, 190], face: '4', confidence: 0.9, inArena: true },
    ] };
    const { context, drawn } = recordingContext(640, 480);
    drawOverlay(context, { reading: x, highlights: [{ box: [100, 100, 140, 140], label: 'take out', kind: 'toRemove' }] });
    const frame = drawn.findIndex((d) => d.op === 'stroke' && d.rect[0] < 100); // the mark's frame, padded round the die
    const tag = drawn.findIndex((d) => d.op === 'text' && d.text === 'X');
    expect(frame).toBeGreaterThan(-1);
    expect(tag).toBeGreaterThan(frame);
    // The tab goes where it covers neither the 4 under the die nor the X's own tag over it: beside the frame.
    const tabs = drawn.filter((d): d is Extract<Drawn, { op: 'fill' }> => d.op === 'fill');
    const [xTag, fourTag, mark] = tabs;
    const overlap = (a: number[], b: number[]) => Math.max(0, Math.min(a[2]!, b[2]!) - Math.max(a[0]!, b[0]!)) * Math.max(0, Math.min(a[3]!, b[3]!) - Math.max(a[1]!, b[1]!));
    expect(tabs).toHaveLength(3);
    expect(overlap(mark!.rect, xTag!.rect)).toBe(0);
    expect(overlap(mark!.rect, fourTag!.rect)).toBe(0);
    expect(overlap(mark!.rect, [100, 150, 140, 190])).toBe(0);
  });

  it("keeps each mark's tab off the tabs placed before it: a die to take out and pointed at in the table shows both", () => {
    const one: ArenaReading = { width: 640, height: 480, dice: [{ box: [100, 100, 140, 140], face: 'X', confidence: 0.9, inArena: true }] };
    const { context, drawn, labels } = recordingContext(640, 480);
    drawOverlay(context, { reading: one, highlights: [
      { box: [100, 100, 140, 140], label: 'take out', kind: 'toRemove' },
      { box: [100, 100, 140, 140], label: '#2', kind: 'pointed' },
    ] });
    expect(labels).toEqual(['X', 'take out', '#2']);
    const [tag, takeOut, pointed] = drawn.filter((d): d is Extract<Drawn, { op: 'fill' }> => d.op === 'fill');
    const overlap = (a: number[], b: number[]) => Math.max(0, Math.min(a[2]!, b[2]!) - Math.max(a[0]!, b[0]!)) * Math.max(0, Math.min(a[3]!, b[3]!) - Math.max(a[1]!, b[1]!));
    expect(overlap(pointed!.rect, takeOut!.rect)).toBe(0);
    expect(overlap(pointed!.rect, tag!.rect)).toBe(0);
    expect(overlap(takeOut!.rect, tag!.rect)).toBe(0);
  });

  it('puts a face tag over its die\'s left corner, or where it covers no neighbouring die or tag', () => {
    const overlap = (a: number[], b: number[]) => Math.max(0, Math.min(a[2]!, b[2]!) - Math.max(a[0]!, b[0]!)) * Math.max(0, Math.min(a[3]!, b[3]!) - Math.max(a[1]!, b[1]!));
    const fills = (reading: ArenaReading) => {
      const { context, drawn } = recordingContext(640, 480);
      drawOverlay(context, { reading });
      return drawn.flatMap((d) => (d.op === 'fill' ? [d.rect] : []));
    };
    // Alone: over its left corner (line 2 px, font 14 px: a 16 px tag from x0 - 1).
    expect(fills({ width: 640, height: 480, dice: [{ box: [100, 100, 140, 140], face: '3', confidence: 0.9, inArena: true }] })).toEqual([[99, 84, 113, 100]]);
    // Crowded (byler-d6's trays): a die just over the first one's left corner, another touching it
    // on the left: no tag covers a die or another tag.
    const dice: ArenaReading['dice'] = [
      { box: [100, 100, 140, 140], face: '3', confidence: 0.9, inArena: true },
      { box: [92, 58, 132, 98], face: '5', confidence: 0.9, inArena: true },
      { box: [56, 100, 96, 140], face: '1', confidence: 0.9, inArena: true },
    ];
    const tags = fills({ width: 640, height: 480, dice });
    expect(tags).toHaveLength(3);
    for (const [i, tag] of tags.entries()) {
      for (const die of dice) expect(overlap(tag, die.box)).toBe(0);
      for (const other of tags.slice(i + 1)) expect(overlap(tag, other)).toBe(0);
    }
  });

  it("keeps a face tag off another die's mark frame, where it would be read as that die's face (helper 137)", () => {
    // byler-d6 IMG_20191209_100510 as read (640 × 640): a 1 tucked between the two 5s to take out.
    const overlap = (a: number[], b: number[]) => Math.max(0, Math.min(a[2]!, b[2]!) - Math.max(a[0]!, b[0]!)) * Math.max(0, Math.min(a[3]!, b[3]!) - Math.max(a[1]!, b[1]!));
    const dice: ArenaReading['dice'] = [
      { box: [347, 246, 392, 291], face: '3', confidence: 0.99, inArena: true },
      { box: [436, 218, 472, 254], face: '5', confidence: 0.93, inArena: true },
      { box: [413, 263, 443, 294], face: '1', confidence: 0.98, inArena: true },
      { box: [431, 288, 473, 329], face: '5', confidence: 0.98, inArena: true },
    ];
    const highlights: Highlight[] = [dice[1]!, dice[3]!].map((die) => ({ box: die.box, label: 'take out', kind: 'toRemove' }));
    const { context, drawn, strokes } = recordingContext(640, 640);
    drawOverlay(context, { reading: { width: 640, height: 640, dice }, highlights });
    const frames = strokes.flatMap((stroke) => (stroke.colour === OVERLAY_COLOURS.toRemove ? [stroke.rect] : [])); // the marks' frames, padded round their dice
    expect(frames).toHaveLength(2);
    const texts = drawn.flatMap((d, i) => (d.op === 'text' ? [{ text: d.text, rect: (drawn[i - 1] as Extract<Drawn, { op: 'fill' }>).rect }] : []));
    const oneTag = texts.find((t) => t.text === '1')!.rect;
    for (const frame of frames) expect(overlap(oneTag, frame)).toBe(0);
  });

  it('draws labels at least 11 CSS px tall as the picture is shown: larger in frame pixels on a phone, as before on a laptop', () => {
    const font = (shownScale?: number) => {
      const { context } = recordingContext(640, 480);
      drawOverlay(context, { reading, ...(shownScale === undefined ? {} : { shownScale }) });
      return context.font;
    };
    expect(font()).toBe('bold 14px system-ui, sans-serif');
    // A laptop shows the 640 px frame 900 px wide: 14 px, 20 px as shown.
    expect(font(900 / 640)).toBe('bold 14px system-ui, sans-serif');
    // A phone shows it 358 px wide: 20 px, 11 px as shown (14 px were 8 px).
    expect(font(358 / 640)).toBe('bold 20px system-ui, sans-serif');
  });

  it("puts a mark's tab where it covers the least of the other dice: under the box, over it, or ending at its right corner", () => {
    const box = [100, 100, 140, 140] as const;
    // Nothing around: under the box's left corner, as before.
    expect(tabPlacement([...box], 60, 20, [], 640, 480)).toEqual([100, 140]);
    // A die just under it (byler-d6 IMG_20191209_100510: a 1 under the 5 to take out): over the box.
    const below = [95, 150, 135, 190] as const;
    expect(tabPlacement([...box], 60, 20, [[...below]], 640, 480)).toEqual([100, 80]);
    // Dice under and over its right side, where a tab from its left corner reaches: the tab ends at its right corner, under it.
    expect(tabPlacement([...box], 60, 20, [[130, 145, 170, 185], [130, 55, 170, 99], [140, 100, 180, 140], [40, 100, 100, 140]], 640, 480)).toEqual([80, 140]);
    // The same with nothing on its right: beside it there, covering no die.
    expect(tabPlacement([...box], 60, 20, [[130, 145, 170, 185], [130, 55, 170, 99]], 640, 480)).toEqual([140, 100]);
    // At the frame's right edge, dice under and over it: beside it on its left.
    expect(tabPlacement([580, 100, 640, 140], 60, 20, [[560, 140, 640, 200], [560, 40, 640, 100]], 640, 480)).toEqual([520, 100]);
    // Kept inside the frame: a box at the bottom edge gets its tab over it.
    expect(tabPlacement([100, 450, 140, 480], 60, 20, [], 640, 480)).toEqual([100, 430]);
    // Dice under it and over it: level with its top, on its right.
    expect(tabPlacement([...box], 60, 20, [[100, 140, 160, 160], [100, 80, 160, 100], [80, 140, 140, 150]], 640, 480)).toEqual([140, 100]);
    // Dice all round: the least covered place.
    expect(tabPlacement([...box], 60, 20, [[100, 140, 160, 160], [100, 80, 160, 100], [80, 140, 140, 150], [140, 100, 180, 140], [40, 100, 100, 140]], 640, 480)).toEqual([80, 80]);
  });
});
