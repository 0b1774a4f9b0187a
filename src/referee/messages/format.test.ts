import { describe, expect, it } from 'vitest';
import { de, groups, text } from './format.ts';

describe('message helpers', () => {
  it('elides French "de" before a written vowel, accented or not, and nowhere else', () => {
    expect(['Ann', 'Éva', 'Yves', 'Œdipe', 'Bob', 'Hugo', 'Yann', 'arena.png'].map(de))
      .toEqual(["d'Ann", "d'Éva", "d'Yves", "d'Œdipe", 'de Bob', 'de Hugo', 'de Yann', "d'arena.png"]);
  });

  it('joins lists and groups of faces', () => {
    expect(text(['Ann', 'Bob', 'Cleo'])).toBe('Ann, Bob and Cleo');
    expect(text(['Ann', 'Bob'], ' et ')).toBe('Ann et Bob');
    expect(groups({ faces: ['3', '5'], counts: [2, 3] }, ' and ')).toBe('2 × 3 and 3 × 5');
  });
});
