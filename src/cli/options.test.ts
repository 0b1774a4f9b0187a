import { describe, expect, it } from 'vitest';
import { kindsWithFace, parsePlayerCount } from './options.ts';

describe('parsePlayerCount', () => {
  it('takes a whole number written in digits, signs included (the rules then say the range)', () => {
    expect(parsePlayerCount('3')).toBe(3);
    expect(parsePlayerCount(' 12 ')).toBe(12);
    expect(parsePlayerCount('-2')).toBe(-2);
    expect(parsePlayerCount('0')).toBe(0);
  });

  it('refuses what only JavaScript reads as a number: hexadecimal, exponents, decimals, blanks', () => {
    for (const value of ['0x3', '1e1', '3.0', '2.5', '', ' ', 'Infinity', 'two']) {
      expect(() => parsePlayerCount(value), value).toThrow('It must be a whole number.');
    }
  });
});

describe('kindsWithFace', () => {
  it('gives the kinds with a face: of the game, or of all for none', () => {
    expect(kindsWithFace('6')).toEqual(['d6', 'strike-x2']);
    expect(kindsWithFace('6', 'strike')).toEqual(['strike-x2']);
    expect(kindsWithFace('X', 'strike')).toEqual(['strike', 'strike-x2']);
    expect(kindsWithFace('X', 'dice-game')).toEqual([]);
    expect(kindsWithFace('1', 'harry-potter-strike')).toEqual(['d6', 'strike']);
  });
});
