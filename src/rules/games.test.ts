import { describe, expect, it } from 'vitest';
import { renderAnnouncement } from '../referee/render.ts';
import { gameInfo, GAMES, kindsWithFaces } from './games.ts';

describe('the games menu', () => {
  it('lists each engine under its own id', () => {
    expect(GAMES.map((game) => game.id)).toEqual(['strike', 'hp-strike', 'dice-game', 'dicestorm']);
    for (const game of GAMES) expect(game.engine.game).toBe(game.id);
  });

  it('sets up every game at its smallest and largest player count, and announces in both languages', () => {
    for (const game of GAMES) {
      for (const count of [game.minPlayers, game.maxPlayers]) {
        const players = Array.from({ length: count }, (_, i) => `P${i + 1}`);
        const events = game.engine.setup({ players });
        let state = null;
        for (const event of events) {
          state = game.engine.reduce(state, event);
          for (const announcement of game.engine.announce(event, state)) {
            expect(renderAnnouncement(game.id, announcement, 'en').length).toBeGreaterThan(0);
            expect(renderAnnouncement(game.id, announcement, 'fr').length).toBeGreaterThan(0);
          }
        }
        expect(game.engine.legalActions(state).length).toBeGreaterThan(0);
      }
    }
  });

  it('refuses one player too many', () => {
    for (const game of GAMES.filter((g) => g.id !== 'dice-game')) {
      const players = Array.from({ length: game.maxPlayers + 1 }, (_, i) => `P${i + 1}`);
      expect(() => game.engine.setup({ players })).toThrow();
    }
  });

  it('lets the camera referee play Strike and the dice game only', () => {
    expect(GAMES.filter((game) => game.camera).map((game) => game.id)).toEqual(['strike', 'dice-game']);
    // The dice game fixes its dice (plain d6); Strike's come from its edition.
    expect(GAMES.map((game) => game.dice ?? null)).toEqual([null, null, 'd6', null]);
  });

  it('names the known games for an unknown id', () => {
    expect(() => gameInfo('chess')).toThrow('unknown game "chess" (known: strike, hp-strike, dice-game, dicestorm)');
  });
});

describe('kindsWithFaces', () => {
  it('gives the kinds with a face: of the game, or of all for none', () => {
    expect(kindsWithFaces(['6'])).toEqual(['d6', 'strike-x2']);
    expect(kindsWithFaces(['6'], 'strike')).toEqual(['strike-x2']);
    expect(kindsWithFaces(['X'], 'strike')).toEqual(['strike', 'strike-x2']);
    expect(kindsWithFaces(['X'], 'dice-game')).toEqual([]);
    expect(kindsWithFaces(['1'], 'harry-potter-strike')).toEqual(['d6', 'strike']);
  });

  it('gives only the kinds with every face shown: 6s beside 1s are no X-and-2–6 dice', () => {
    expect(kindsWithFaces(['6', '1', '3'])).toEqual(['d6']);
    expect(kindsWithFaces(['6', '1'], 'strike')).toEqual([]);
    expect(kindsWithFaces(['6', 'X', '2'])).toEqual(['strike-x2']);
    expect(kindsWithFaces(['6', 'X', '1'])).toEqual([]);
  });
});
