import { describe, expect, it } from 'vitest';
import { diceGameDemoScenes, refereeDemoScenes, sceneSnapshots } from './sceneFrames.ts';

describe('the demo dice game', () => {
  const states = diceGameDemoScenes();
  const snapshots = sceneSnapshots(states, 15);

  it('keeps the ids of dice left where they lay, and gives the others new ones', () => {
    const ids = snapshots.map((snapshot) => snapshot.dice.map((die) => die.id));
    expect(ids[0]).toEqual([]);
    expect(ids[1]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids[2]).toEqual([4, 5, 6]); // 1 1 5 set aside, 2 3 4 where they lay
    expect(ids[3]).toEqual([7, 8, 9]);
    // Times: the empty arena from 0, each next scene after the one before and the hand (12 frames at 15/s).
    expect(snapshots[1]!.tMs).toBeCloseTo(((2.4 * 15 + 12) * 1000) / 15, 6);
  });

  it('is a whole game to 500 points that Ann wins, refereed from its scenes as a perfect reader would see them', () => {
    const { live, questions, rulings: said } = refereeDemoScenes(states, 15);
    expect(questions).toEqual(states.map(() => null));
    expect(live.over).toBe(true);
    expect(live.state.scores).toEqual([900, 0]);
    expect(said[0]).toBe('New game: Ann and Bob. Play to 500 points: once a player reaches them, everyone else gets one final turn.');
    expect(said.filter((line) => line.startsWith('Ann keeps'))).toEqual([
      'Ann keeps 1 5 1 for 250: 250 this turn.', 'Ann keeps 5 for 50: 300 this turn.', 'Ann keeps 1 for 100: 400 this turn.', 'Ann keeps 5 5 5 for 500: 500 this turn.',
    ]);
    expect(said.at(-1)).toMatch(/Ann wins/);
  });
});
