import { describe, expect, it } from 'vitest';
import { pickerPlacement } from './FacePicker.tsx';

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
});
