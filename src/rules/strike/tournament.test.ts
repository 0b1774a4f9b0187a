import { describe, expect, it } from 'vitest';
import { strike, winnersOf } from './index.ts';
import { act, errorOf, start, thrown, tinyEdition } from './test-helpers.ts';

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
    // Round 2 keeps who won round 1 (the panel says it until its start die).
    expect([t.state.lastRoundWinner, r1.state.lastRoundWinner, r1.state.winner]).toEqual([null, 1, null]);
    // Until round 2's start die, round 1's last throw may still be corrected.
    expect(strike.legalActions(r1.state)).toEqual(['placeStartDie', 'correctFace']);
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

  it('calls no big hit when the throw that empties the arena ends a round: the next round starts with its start die (helper 146)', () => {
    // Ann's only die knocks the start die out and shows X: the arena is empty and Ann is out.
    const t = act(start({ players: ['Ann', 'Bob'], edition: tinyEdition(1), tournament: true }), place, thrown(['X'], 1));
    expect(t.events.map((e) => e.type)).toEqual(['diceThrown', 'xDiceRemoved', 'outOfArenaRemoved', 'turnEnded', 'playerEliminated', 'gameWon', 'roundScored', 'roundStarted']);
    expect(t.state).toMatchObject({ round: 2, phase: 'startDie', arena: [] });
  });

  it("rules a round's misread last throw again before the next round's start die, in its own round, and undoes it", () => {
    const t = start({ players: ['Ann', 'Bob'], edition: tinyEdition(1), tournament: true });
    const r2 = act(t, place, thrown(['3', '4']));
    expect(r2.state).toMatchObject({ round: 2, phase: 'startDie', arena: [] });
    expect(r2.state.lastThrow?.endedArena).toEqual(['3', '4']);
    // Ann's die showed 3: her pair, a big hit, and round 1 goes on (Bob throws all his dice).
    const fixed = act(r2, { type: 'correctFace', index: 1, face: '3' });
    expect(fixed.events).toEqual([
      { type: 'throwRuledAgain', player: 0, index: 1, from: '4', to: '3' },
      { type: 'diceThrown', player: 0, count: 1, arena: ['3', '3'], out: 0, leaning: 0 },
      { type: 'matchCollected', player: 0, groups: [{ face: '3', count: 2 }] },
      { type: 'bigHit', player: 0 },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: true },
    ]);
    expect(fixed.state).toMatchObject({ round: 1, phase: 'throw', current: 1 });
    expect(fixed.state.players.map((p) => [p.stock, p.points])).toEqual([[2, 0], [1, 0]]);
    expect(strike.legalActions(fixed.state)).toContain('undo');
    // Undone: round 2 is waiting for its start die again, round 1 scored as first ruled.
    expect(act(fixed, { type: 'undo' }).state).toEqual(r2.state);
    // A correction that changes nothing of that throw's ruling is refused: the round is scored.
    expect(errorOf(() => act(r2, { type: 'correctFace', index: 1, face: '5' }))).toMatch(/^round-scored: Round 1 is scored/);
    // Once round 2's start die is placed, round 1 is closed.
    const placed = act(r2, place);
    expect(placed.state.lastThrow).toBeNull();
    expect(errorOf(() => act(placed, { type: 'correctFace', index: 1, face: '3' }))).toMatch(/^no-such-die/);
  });
});
