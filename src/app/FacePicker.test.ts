import { describe, expect, it } from 'vitest';
import { pickerFocusMove, pickerSpot, scrollToShow } from './FacePicker.tsx';

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
