import { describe, expect, it } from 'vitest';
import { strike, winnersOf } from './index.ts';
import { act, start, thrown, tinyEdition } from './test-helpers.ts';

const place = { type: 'placeStartDie', face: '3' } as const;

describe('alternative game end (strike-en.txt, Alternative Game End; harry-potter-strike-en.txt, Tournament rules)', () => {
  it('scores each round, lets each player start once, and shares a tied win', () => {
    const t = start({ players: ['Ann', 'Bob'], edition: tinyEdition(1), tournament: true });
    expect(t.state.rounds).toBe(2);
    const r1 = act(t, place, thrown(['3', '4']));
    expect(r1.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['3', '4'], out: 0, leaning: 0 },
      { type: 'turnEnded', player: 0, reason: 'emptyStock' },
      { type: 'playerEliminated', player: 0, playersLeft: 1 },
      { type: 'gameWon', player: 1, round: 1 },
      { type: 'roundScored', round: 1, points: [1, 0], totals: [1, 0] },
      { type: 'roundStarted', round: 2, firstPlayer: 1, stocks: [1, 1], setAside: 29 },
    ]);
    expect(strike.legalActions(r1.state)).toEqual(['placeStartDie']);
    const r2 = act(r1, place);
    expect(r2.events.at(-1)).toEqual({ type: 'turnStarted', player: 1, mustThrowAll: false });
    const end = act(r2, thrown(['3', '5']));
    expect(end.events.slice(-3)).toEqual([
      { type: 'gameWon', player: 0, round: 2 },
      { type: 'roundScored', round: 2, points: [0, 1], totals: [1, 1] },
      { type: 'tournamentWon', players: [0, 1], totals: [1, 1] },
    ]);
    expect(end.state.tournamentWinners).toEqual([0, 1]);
    // The tournament's winners, not its last round's (Ann won round 2).
    expect(end.state.winner).toBe(0);
    expect(winnersOf(end.state)).toEqual([0, 1]);
    expect(winnersOf(r1.state)).toEqual([]);
    // Only the throw that decided it can still be corrected.
    expect(strike.legalActions(end.state)).toEqual(['correctFace']);
  });

  it('gives an eliminated player the number of players still in, the winner 0', () => {
    const t = act(start({ players: ['Ann', 'Bob', 'Cara'], edition: tinyEdition(1), tournament: true }),
      place, thrown(['3', '4']), thrown(['3', '4', '5']));
    expect(t.events.slice(-5)).toEqual([
      { type: 'turnEnded', player: 1, reason: 'emptyStock' },
      { type: 'playerEliminated', player: 1, playersLeft: 1 },
      { type: 'gameWon', player: 2, round: 1 },
      { type: 'roundScored', round: 1, points: [2, 1, 0], totals: [2, 1, 0] },
      { type: 'roundStarted', round: 2, firstPlayer: 1, stocks: [1, 1, 1], setAside: 28 },
    ]);
    expect(t.state.players.map((p) => [p.stock, p.eliminated])).toEqual([[1, false], [1, false], [1, false]]);
  });
});
