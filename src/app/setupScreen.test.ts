import { describe, expect, it } from 'vitest';
import { seatsWithNameProblem } from './SetupScreen.tsx';

describe('seatsWithNameProblem', () => {
  it('names the seats whose names repeat, as the rules compare them (capitals, letter width)', () => {
    expect(seatsWithNameProblem(['Ann', 'Bob', 'ANN'])).toEqual([0, 2]);
    expect(seatsWithNameProblem(['ann', '\uff41\uff4e\uff4e', 'Cy', 'cy'])).toEqual([0, 1, 2, 3]);
  });

  it('names an empty seat, and none when every name differs', () => {
    expect(seatsWithNameProblem(['Ann', '  '])).toEqual([1]);
    expect(seatsWithNameProblem(['Ann', 'Bob', 'Zoé'])).toEqual([]);
  });
});
