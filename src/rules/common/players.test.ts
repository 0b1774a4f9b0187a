import { describe, expect, it } from 'vitest';
import { refusalOf } from '../testing/game.ts';
import { checkPlayerNames } from './players.ts';

describe('checkPlayerNames', () => {
  it('gives back names that differ', () => {
    const names = ['Ann', 'Bob', 'Zoé'];
    expect(checkPlayerNames(names)).toBe(names);
  });

  it('refuses names that differ only in capitals, end spacing, accent encoding, fullwidth letters or invisible characters', () => {
    for (const pair of [['Ann', 'ANN'], ['Ann', ' ann '], ['Zoé', 'Zoe\u0301'], ['Ann', 'An\u200bn'], ['Bob', '\u2066Bob\u2069'], ['Ann', '\uff21\uff4e\uff4e'], ['Eve', '\u202eEve']]) {
      expect(refusalOf(() => checkPlayerNames(pair))).toEqual({ code: 'bad-players', message: `Player names must differ: ${pair.join(', ')}`, params: { reason: 'repeated', names: pair } });
    }
  });

  it('refuses an empty name, one of spaces or of invisible characters only, naming its seat', () => {
    for (const blank of ['', '   ', '\u200b', '\u200d\u200b ']) {
      expect(refusalOf(() => checkPlayerNames(['Ann', blank])).params).toEqual({ reason: 'not-names', seat: 1 });
    }
    expect(refusalOf(() => checkPlayerNames('Ann')).params).toEqual({ reason: 'not-names' });
  });
});
