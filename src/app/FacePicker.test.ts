import { describe, expect, it } from 'vitest';
import type { ArenaReading, Box } from '../core/types.ts';
import { layOutOverlay } from './drawOverlay.ts';
import { keptClear, PICKER_MOST_SHARE, pickerFocusMove, pickerPlace, pickerSpot, scrollToShow } from './FacePicker.tsx';

/** Area of the overlap of two boxes `[x0, y0, x1, y1]` (pixels²). */
function overlap(a: Box, b: Box): number {
  return Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) * Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
}

describe('pickerSpot', () => {
  // A menu 200 × 60 px on a picture shown 640 × 480 px, 6 px from the die.
  const menu = { width: 200, height: 60 };
  const view = { width: 640, height: 480 };

  it('opens right of a die in the left half and level with its top in the upper half', () => {
    expect(pickerSpot([64, 48, 128, 112], [], menu, view)).toEqual({ left: 134, top: 48 });
  });

  it('opens left of a die in the right half and level with its bottom in the lower half', () => {
    expect(pickerSpot([480, 360, 544, 432], [], menu, view)).toEqual({ left: 274, top: 372 });
  });

  it('keeps a die cut off by the picture\'s edge and its menu inside the picture', () => {
    expect(pickerSpot([-20, -10, 30, 40], [], menu, view)).toEqual({ left: 36, top: 0 });
    expect(pickerSpot([620, 450, 660, 500], [], menu, view)).toEqual({ left: 414, top: 420 });
  });

  it('lays a menu too tall to stand level with the die on the picture\'s edge, still beside the die', () => {
    // A die just under the middle and a menu 70 % of the picture high: from the picture's top; 50 %: level with its bottom.
    expect(pickerSpot([480, 240, 544, 288], [], { width: 200, height: 336 }, view)).toEqual({ left: 274, top: 0 });
    expect(pickerSpot([480, 240, 544, 288], [], { width: 200, height: 240 }, view)).toEqual({ left: 274, top: 48 });
    // A die just over the middle: down to the picture's bottom (70 %), else level with its top (60 %).
    expect(pickerSpot([64, 192, 128, 230], [], { width: 200, height: 336 }, view)).toEqual({ left: 134, top: 144 });
    expect(pickerSpot([64, 192, 128, 230], [], { width: 200, height: 288 }, view)).toEqual({ left: 134, top: 192 });
  });

  it('opens left of a die in the left half whose neighbour lies right of it (helper 248: it covered the neighbour)', () => {
    expect(pickerSpot([260, 200, 310, 250], [[322, 205, 372, 255]], menu, view)).toEqual({ left: 54, top: 200 });
  });

  it('opens under a die with neighbours on both sides, and over it when a die lies under it too', () => {
    const sides: [number, number, number, number][] = [[322, 205, 372, 255], [190, 200, 240, 250]];
    expect(pickerSpot([260, 200, 310, 250], sides, menu, view)).toEqual({ left: 260, top: 256 });
    expect(pickerSpot([260, 200, 310, 250], [...sides, [280, 262, 330, 312]], menu, view)).toEqual({ left: 260, top: 134 });
  });

  it('stays inside the picture for a die at its edge, under it when a neighbour lies on the only side with room', () => {
    expect(pickerSpot([590, 10, 630, 50], [[530, 10, 570, 50]], menu, view)).toEqual({ left: 440, top: 56 });
  });

  it('covers the fewest dice, then the least of them, when every place covers some', () => {
    // Dice all round: left of the die, level with its top, covers two; level with its bottom, one,
    // 50 × 40 px of it (the others covering one die cover 45 px or more of its height).
    const around: [number, number, number, number][] = [[322, 205, 372, 255], [100, 180, 150, 230], [270, 262, 320, 312], [270, 130, 320, 185], [120, 250, 170, 300]];
    expect(pickerSpot([260, 200, 310, 250], around, menu, view)).toEqual({ left: 54, top: 190 });
    // Without the die under the menu's first place (right, level with the die's top): there.
    expect(pickerSpot([260, 200, 310, 250], around.slice(1), menu, view)).toEqual({ left: 316, top: 200 });
  });

  it('sticks out of the picture\'s side rather than cover the die, when no place inside it is clear of the die', () => {
    expect(pickerSpot([100, 40, 150, 90], [], menu, { width: 300, height: 130 })).toEqual({ left: 156, top: 30 });
  });

  it('rounds to whole pixels', () => {
    expect(pickerSpot([64.4, 48.6, 128.2, 112], [], { width: 200.5, height: 60 }, view)).toEqual({ left: 134, top: 49 });
  });
});

describe('pickerPlace', () => {
  const view = { width: 640, height: 480 };
  const menu = { width: 200, height: 60 };

  it('opens beside the die where pickerSpot does when that place is clear of the other dice', () => {
    expect(pickerPlace([260, 200, 310, 250], [[322, 205, 372, 255]], menu, view)).toEqual({ left: 54, top: 200 });
    expect(pickerPlace([64, 48, 128, 112], [], menu, view)).toEqual({ left: 134, top: 48 });
  });

  it('goes under the picture when every place beside the die covers another die', () => {
    const around: Box[] = [[322, 205, 372, 255], [100, 180, 150, 230], [270, 262, 320, 312], [270, 130, 320, 185], [120, 250, 170, 300]];
    expect(pickerPlace([260, 200, 310, 250], around, menu, view)).toBe('below');
    // One die fewer, there is a place clear of the others.
    expect(pickerPlace([260, 200, 310, 250], around.slice(1), menu, view)).toEqual({ left: 316, top: 200 });
  });

  it('goes under the picture when the place would cover the die or stick out of the picture', () => {
    expect(pickerPlace([100, 40, 150, 90], [], menu, { width: 300, height: 130 })).toBe('below');
  });

  it('goes under a phone\'s picture a menu larger than a fifth of it (helper 250: 390×844, French: half the picture hidden)', () => {
    // A 640 × 480 frame shown 374 px wide, and the French menu wrapped to 60 % of that (224 px), three rows high.
    const phone = { width: 374, height: 281 };
    const french = { width: 224, height: 118 };
    expect(french.width * french.height / (phone.width * phone.height)).toBeGreaterThan(PICKER_MOST_SHARE);
    expect(pickerPlace([120, 100, 155, 135], [], french, phone)).toBe('below');
    // The same menu on a desktop's picture (853 × 640) opens beside the die.
    expect(pickerPlace([274, 228, 354, 308], [], french, { width: 853, height: 640 })).toEqual({ left: 360, top: 228 });
  });
});

describe('keptClear', () => {
  // A 640 × 480 frame shown as big: lines 2 px, labels 14 px (16 px tabs), 8 px a character (as the test's measure says).
  const textWidth = (text: string) => text.length * 8;
  const view = { width: 640, height: 480 };
  const menu = { width: 200, height: 60 };
  const picked: Box = [260, 200, 310, 250];
  const reading: ArenaReading = {
    width: 640, height: 480,
    dice: [
      { box: picked, face: '3', confidence: 0.9, inArena: true },
      { box: [440, 140, 490, 190], face: 'X', confidence: 0.9, inArena: true },
    ],
  };
  const highlights = [{ box: [440, 140, 490, 190] as Box, label: 'take out', kind: 'toRemove' as const }];

  it('keeps the picker clear of the "take out" tab drawn under a neighbour, not only of its box (helper 250)', () => {
    const at = { box: picked, frame: view, overlay: { reading, highlights } };
    const tab = layOutOverlay({ reading, highlights, shownScale: 1 }, view, textWidth).marks[0]!.tab.box;
    // The tab lies under the X's blue frame, below its box.
    expect(tab[1]).toBeGreaterThan(190);
    const others = keptClear(at, view, textWidth);
    // One die besides the one picked: the X, its box with its tags and frame.
    expect(others).toHaveLength(1);
    expect(others[0]![1]).toBeLessThanOrEqual(140);
    expect(others[0]![3]).toBe(tab[3]);
    const spot = pickerPlace(picked, others, menu, view);
    expect(spot).toEqual({ left: 54, top: 200 });
    if (spot === 'below') return;
    expect(overlap([spot.left, spot.top, spot.left + menu.width, spot.top + menu.height], tab)).toBe(0);
    // Kept clear of the X's box alone, the menu opened right of the die, over the tab.
    const bare = pickerPlace(picked, keptClear({ box: picked, frame: view, dice: reading.dice.map((die) => die.box) }, view, textWidth), menu, view);
    expect(bare).toEqual({ left: 316, top: 200 });
    expect(overlap([316, 200, 516, 260], tab)).toBeGreaterThan(0);
  });

  it('scales what is drawn to the picture as shown, and leaves out the die picked', () => {
    // Shown half as big: labels at least 11 px as shown (22 frame px), every box halved.
    const half = { width: 320, height: 240 };
    const others = keptClear({ box: picked, frame: view, overlay: { reading, highlights } }, half, textWidth);
    const tab = layOutOverlay({ reading, highlights, shownScale: 0.5 }, view, textWidth).marks[0]!.tab.box;
    expect(tab[3] - tab[1]).toBe(24);
    expect(others).toHaveLength(1);
    expect(others[0]![3]).toBe(tab[3] / 2);
  });
});

describe('pickerFocusMove', () => {
  it('moves on with Tab, → and ↓, back with Shift+Tab, ← and ↑, round at both ends', () => {
    expect(pickerFocusMove('Tab', false, 0, 8)).toBe(1);
    expect(pickerFocusMove('Tab', false, 7, 8)).toBe(0);
    expect(pickerFocusMove('Tab', true, 0, 8)).toBe(7);
    expect(pickerFocusMove('ArrowRight', false, 3, 8)).toBe(4);
    expect(pickerFocusMove('ArrowDown', false, 7, 8)).toBe(0);
    expect(pickerFocusMove('ArrowLeft', false, 3, 8)).toBe(2);
    expect(pickerFocusMove('ArrowUp', false, 0, 8)).toBe(7);
  });

  it('starts at the first or last button when none has the focus, and leaves other keys alone', () => {
    expect(pickerFocusMove('Tab', false, -1, 8)).toBe(0);
    expect(pickerFocusMove('Tab', true, -1, 8)).toBe(7);
    expect(pickerFocusMove('Enter', false, 2, 8)).toBeNull();
    expect(pickerFocusMove('Escape', false, 2, 8)).toBeNull();
    expect(pickerFocusMove('Tab', false, 0, 0)).toBeNull();
  });
});

describe('scrollToShow', () => {
  it('scrolls the least way to show a span whole, to its top when it is taller than the window', () => {
    expect(scrollToShow(100, 300, 844)).toBe(0);
    expect(scrollToShow(-14, 130, 844)).toBe(-14);
    expect(scrollToShow(800, 900, 844)).toBe(56);
    expect(scrollToShow(500, 1500, 844)).toBe(500);
    expect(scrollToShow(-50, 1000, 844)).toBe(-50);
  });
});
