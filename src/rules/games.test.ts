import { describe, expect, it } from 'vitest';
import { renderAnnouncement } from '../referee/render.ts';
import { gameInfo, GAMES } from './games.ts';

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
