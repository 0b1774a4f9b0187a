import { describe, expect, it } from 'vitest';
import { pickerFocusMove, pickerPlacement, scrollToShow } from './FacePicker.tsx';

describe('pickerPlacement', () => {
  it('opens right of a die in the left half and below its top in the upper half', () => {
    expect(pickerPlacement([64, 48, 128, 112], 640, 480)).toEqual({ left: '20.00%', top: '10.00%' });
  });

  it('opens left of a die in the right half and above its bottom in the lower half', () => {
    expect(pickerPlacement([480, 360, 544, 432], 640, 480)).toEqual({ right: '25.00%', bottom: '10.00%' });
  });

  it('keeps a die cut off by the frame edge inside the picture', () => {
    expect(pickerPlacement([-20, -10, 30, 40], 640, 480)).toEqual({ left: '4.69%', top: '0.00%' });
    expect(pickerPlacement([620, 450, 660, 500], 640, 480)).toEqual({ right: '3.13%', bottom: '0.00%' });
  });

  it('lays a menu too tall to stand on the die\'s side of its edge on the picture\'s edge, still beside the die', () => {
    // A die just under the middle (bottom at 60 %) and a menu 70 % of the picture high: from the picture's top.
    expect(pickerPlacement([480, 240, 544, 288], 640, 480, 0.7)).toEqual({ right: '25.00%', top: '0.00%' });
    expect(pickerPlacement([480, 240, 544, 288], 640, 480, 0.5)).toEqual({ right: '25.00%', bottom: '40.00%' });
    // A die just over the middle (top at 40 %): down to the picture's bottom.
    expect(pickerPlacement([64, 192, 128, 230], 640, 480, 0.7)).toEqual({ left: '20.00%', bottom: '0.00%' });
    expect(pickerPlacement([64, 192, 128, 230], 640, 480, 0.6)).toEqual({ left: '20.00%', top: '40.00%' });
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
