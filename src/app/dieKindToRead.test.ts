import { describe, expect, it } from 'vitest';
import { dieKindToRead, setupDieKind } from './dieKindToRead.ts';

describe('setupDieKind', () => {
  it("gives a Strike edition's dice, the dice game's d6, and nothing for games the camera cannot read", () => {
    expect(setupDieKind({ game: 'strike' })).toBe('strike');
    expect(setupDieKind({ game: 'strike', edition: 'classic-x2' })).toBe('strike-x2');
    expect(setupDieKind({ edition: 'classic' })).toBe('strike'); // the demo game's setup names no game
    expect(setupDieKind({ game: 'dice-game' })).toBe('d6');
    expect(setupDieKind({ game: 'dicestorm' })).toBeUndefined();
    expect(setupDieKind({ game: 'strike', edition: 'no-such-edition' })).toBeUndefined();
    expect(setupDieKind({ game: 'no-such-game' })).toBeUndefined();
  });
});

describe('dieKindToRead', () => {
  it("prefers the game in progress, then the demo game playing, then the last game set up, then d6", () => {
    expect(dieKindToRead('d6', { edition: 'classic' }, { game: 'strike' })).toBe('d6');
    expect(dieKindToRead(undefined, { edition: 'classic' }, { game: 'dice-game' })).toBe('strike');
    expect(dieKindToRead(undefined, null, { game: 'strike', edition: 'classic-x2' })).toBe('strike-x2');
    expect(dieKindToRead(undefined, null, { game: 'hp-strike' })).toBe('d6');
    expect(dieKindToRead(undefined, null, undefined)).toBe('d6');
  });
});
