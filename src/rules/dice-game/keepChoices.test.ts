/**
 * Fixtures for `keepChoices`: which dice could have been set aside, when a referee saw dice
 * set aside and the rest rolled at once.
 */
import { describe, expect, it } from 'vitest';
import { keepChoices, mostPointsKeep } from './apply.ts';
import { faces, keep, play, roll, start } from './testing.ts';

const game = start(['Ann', 'Bob']);

describe('keepChoices', () => {
  it('gives the one way of setting aside two dice of 1 5 2 3 3 6', () => {
    const g = play(game, roll('152336'));
    expect(keepChoices(g.state, 2)).toEqual([faces('15')]);
    expect(keepChoices(g.state, 1)).toEqual([faces('1'), faces('5')]);
    // A pair of 3s does not score, nor does a third die with the 1 and the 5.
    expect(keepChoices(g.state, 3)).toEqual([]);
  });
  it('gives every way that scores, most points first', () => {
    const g = play(game, roll('115234'));
    expect(keepChoices(g.state, 2)).toEqual([faces('11'), faces('15')]);
    expect(keepChoices(g.state, 3)).toEqual([faces('115')]);
    const triple = play(game, roll('333515'));
    expect(keepChoices(triple.state, 3)).toEqual([faces('333'), faces('155')]);
  });
  it('counts the dice set aside before from the same roll', () => {
    // 5 set aside, then two more 5s: three 5s (500), so 1 5 scores too but less.
    const g = play(game, roll('515532'), keep('5'));
    expect(keepChoices(g.state, 2)).toEqual([faces('55'), faces('15')]);
    expect(keepChoices(g.state, 5)).toEqual([]);
  });
  it('has no choice without a roll to keep from', () => {
    expect(keepChoices(game.state, 1)).toEqual([]);
    const g = play(game, roll('152336'));
    expect(keepChoices(g.state, 0)).toEqual([]);
    expect(keepChoices(g.state, 7)).toEqual([]);
  });
});

describe('mostPointsKeep', () => {
  it('takes the keep of any count worth the most points', () => {
    expect(mostPointsKeep(play(game, roll('152336')).state)).toEqual({ faces: faces('15'), points: 150 });
    // Three 3s, the 1 and both 5s: 300 + 100 + 50 + 50.
    expect(mostPointsKeep(play(game, roll('333515')).state)).toEqual({ faces: faces('133355'), points: 500 });
  });
  it('counts the dice set aside before from the same roll', () => {
    // After one 5, the other two make three 5s (500 less the 50 already scored) and the 1 adds 100.
    expect(mostPointsKeep(play(game, roll('515532'), keep('5')).state)).toEqual({ faces: faces('155'), points: 550 });
  });
  it('leaves out a fourth die of a kind, which scores nothing', () => {
    // "4 or 5 of a kind … hold no extra value" (the-dice-game-en.txt, Scoring): 400 + 100 + 50.
    expect(mostPointsKeep(play(game, roll('444415')).state)).toEqual({ faces: faces('14445'), points: 550 });
  });
  it('is null without a roll to keep from', () => {
    expect(mostPointsKeep(game.state)).toBeNull();
  });
});
