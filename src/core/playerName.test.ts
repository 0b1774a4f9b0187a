import { describe, expect, it } from 'vitest';
import { playerNameKey, tidyPlayerName } from './playerName.ts';

describe('tidyPlayerName', () => {
  it('removes direction controls and zero-width spaces, composes accents and trims', () => {
    // A right-to-left override would draw the rest of every line showing the name backwards.
    expect(tidyPlayerName('\u202eevil')).toBe('evil');
    expect(tidyPlayerName(' \u2066Bob\u2069 \u200e')).toBe('Bob');
    expect(tidyPlayerName('An\u200bn\ufeff')).toBe('Ann');
    expect(tidyPlayerName('Zoe\u0301')).toBe('Zo\u00e9');
  });

  it('keeps joiners, which join emoji and shape scripts, and right-to-left letters', () => {
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    expect(tidyPlayerName(` ${family} `)).toBe(family);
    expect(tidyPlayerName('\u0645\u062d\u0645\u062f')).toBe('\u0645\u062d\u0645\u062f');
  });
});

describe('playerNameKey', () => {
  it('gives look-alike names one key: capitals, fullwidth letters, accents typed two ways, invisible characters', () => {
    for (const name of ['ANN', ' ann ', '\uff21\uff4e\uff4e', 'An\u200dn', '\u202eAnn']) expect(playerNameKey(name), name).toBe('ann');
    expect(playerNameKey('Zoe\u0301')).toBe(playerNameKey('ZO\u00c9'));
    expect(playerNameKey('Ann')).not.toBe(playerNameKey('Anne'));
  });
});
