import { describe, expect, it } from 'vitest';
import { diceGameFromSeed } from './diceGameFromSeed.ts';
import { refereeDemoScenes } from './sceneFrames.ts';

describe('diceGameFromSeed', () => {
  it('plays random dice games to their winner that a recording can show: the referee of a perfect recording rules every one as the rules did', () => {
    for (let seed = 1; seed <= 24; seed++) {
      const game = diceGameFromSeed(seed, { players: 2 + (seed % 3) });
      expect(game.finished).toBe(true);
      expect(game.rulings.at(-1)).toMatch(/ wins? with (\d+ points|six of a kind)!$/);
      // Every roll is a scene, and so is each keep; scenes alternate with the hand passing between them.
      expect(game.scenes.length).toBe(1 + game.events.filter((e) => e.type === 'diceRolled' || e.type === 'diceKept').length);
      // The dice-game referee of a recording (nobody presses Bank), fed each scene's dice as they lie, rules the same.
      expect(refereeDemoScenes(game.scenes, 15, game).rulings).toEqual(game.rulings);
    }
  });

  it('gives the same game for the same seed, another for another seed, and stops an endless game after its rolls', () => {
    expect(diceGameFromSeed(7).rulings).toEqual(diceGameFromSeed(7).rulings);
    expect(diceGameFromSeed(8).rulings).not.toEqual(diceGameFromSeed(7).rulings);
    const short = diceGameFromSeed(7, { maxRolls: 3 });
    expect(short.finished).toBe(false);
    expect(short.events.filter((e) => e.type === 'diceRolled')).toHaveLength(3);
    // Played alone, a game reaches its target only by a bank nobody would see: it ends only on six of a kind.
    expect(diceGameFromSeed(3, { players: 1, maxRolls: 30 }).finished).toBe(false);
  });
});
