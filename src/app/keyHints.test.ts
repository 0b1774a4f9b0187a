import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyHintsShown, TOUCH_SCREEN_QUERY } from './keyHints.ts';
import { otherGameKeyNotice } from './useLiveGame.ts';

/** Makes `matchMedia` answer `touch` for {@link TOUCH_SCREEN_QUERY} (and false for any other query). */
function pointer(touch: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: touch && query === TOUCH_SCREEN_QUERY, media: query }));
}

describe('key hints on a touch screen (helper 182)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hides the key hints under the same media query as styles.css', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    expect(css).toContain(`@media ${TOUCH_SCREEN_QUERY} { .key-hint { display: none; } }`);
    pointer(true);
    expect(keyHintsShown()).toBe(false);
    pointer(false);
    expect(keyHintsShown()).toBe(true);
  });

  it('names the key that ends a turn in the other-game-key notice with a keyboard, and only the button on a touch screen', () => {
    pointer(false);
    const withKeys = otherGameKeyNotice('B', 'strike');
    expect(withKeys('en')).toBe('B banks in the dice game: Strike has no bank. A turn ends with a match, or with Pass (P).');
    expect(withKeys('fr')).toBe('B sert à marquer au jeu de dés : Strike ne se marque pas. Un tour finit sur une paire, ou en passant (P).');
    expect(otherGameKeyNotice('P', 'dice-game')('en')).toBe('P passes in Strike: the dice game has no pass. A turn ends with Bank (B), or with a roll that scores nothing.');
    pointer(true);
    const touch = otherGameKeyNotice('B', 'strike');
    expect(touch('en')).toBe('B banks in the dice game: Strike has no bank. A turn ends with a match, or with the Pass button.');
    expect(touch('fr')).toBe('B sert à marquer au jeu de dés : Strike ne se marque pas. Un tour finit sur une paire, ou avec le bouton « Passer ».');
    const diceGame = otherGameKeyNotice('P', 'dice-game');
    expect(diceGame('en')).toBe('P passes in Strike: the dice game has no pass. A turn ends with the Bank button, or with a roll that scores nothing.');
    expect(diceGame('fr')).toBe('P sert à passer à Strike : au jeu de dés on ne passe pas. Un tour finit avec le bouton « Marquer », ou sur un lancer qui ne rapporte rien.');
    // Once the game is over, the game's own answer to its keys (helper 229).
    expect(otherGameKeyNotice('P', 'dice-game', true)('en')).toBe('The game is over.');
    expect(otherGameKeyNotice('P', 'dice-game', true)('fr')).toBe('La partie est terminée.');
    expect(otherGameKeyNotice('B', 'strike', true)('en')).toBe('The game is over.');
    // The wording is fixed when the key is pressed: a language switch later keeps it.
    pointer(false);
    expect(touch('en')).toContain('the Pass button');
  });
});
