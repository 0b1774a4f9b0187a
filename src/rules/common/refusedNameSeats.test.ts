import { describe, expect, it } from 'vitest';
import { refusedNameSeats } from './players.ts';

describe('refusedNameSeats', () => {
  it('names the seats whose names repeat, as the rules compare them (capitals, letter width)', () => {
    expect(refusedNameSeats(['Ann', 'Bob', 'ANN'])).toEqual([0, 2]);
    expect(refusedNameSeats(['ann', '\uff41\uff4e\uff4e', 'Cy', 'cy'])).toEqual([0, 1, 2, 3]);
  });

  it('names an empty seat, and none when every name differs', () => {
    expect(refusedNameSeats(['Ann', '  '])).toEqual([1]);
    expect(refusedNameSeats(['Ann', 'Bob', 'Zoé'])).toEqual([]);
  });
});
