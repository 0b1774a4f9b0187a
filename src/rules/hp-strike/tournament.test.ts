import { describe, expect, it } from 'vitest';
import { hpStrike } from './index.ts';
import { ACCIO, CONFUNDO, IMMOBULUS, RELASHIO, act, start, thrown } from './test-helpers.ts';

/** Harry empties the arena with X and throws all his dice out: he is out, Ron wins. */
const harryOut = [
  { type: 'placeStartDie', face: CONFUNDO }, thrown(['X', 'X']), thrown([IMMOBULUS, RELASHIO, ACCIO], 4),
] as const;

describe('Tournament rules (as many games as players, each starts once, lowest total wins)', () => {
  it('scores each game, lets each wizard start once and shares a tied win', () => {
    const t = start({ players: ['Harry', 'Ron'], tournament: true });
    expect(t.state.rounds).toBe(2);
    const g1 = act(t, ...harryOut);
    expect(g1.events.slice(-4)).toEqual([
      { type: 'playerEliminated', player: 0, playersLeft: 1 },
      { type: 'gameWon', player: 1, round: 1 },
      { type: 'roundScored', round: 1, points: [1, 0], totals: [1, 0] },
      { type: 'roundStarted', round: 2, firstPlayer: 1, stocks: [8, 8], setAside: 10 },
    ]);
    expect(g1.state.clockwise).toBe(true);
    const g2 = act(g1, ...harryOut);
    expect(g2.events.slice(-4)).toEqual([
      { type: 'playerEliminated', player: 1, playersLeft: 1 },
      { type: 'gameWon', player: 0, round: 2 },
      { type: 'roundScored', round: 2, points: [0, 1], totals: [1, 1] },
      { type: 'tournamentWon', players: [0, 1], totals: [1, 1] },
    ]);
    expect(hpStrike.legalActions(g2.state)).toEqual([]);
  });

  it('gives the first wizard out of three 2 points', () => {
    const g = act(start({ players: ['Harry', 'Ron', 'Hermione'], tournament: true }), ...harryOut.slice(0, 2), thrown([IMMOBULUS, RELASHIO], 4));
    expect(g.events.slice(-2)).toEqual([
      { type: 'playerEliminated', player: 0, playersLeft: 2 },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
    expect(g.state.roundPoints).toEqual([2, 0, 0]);
  });
});
