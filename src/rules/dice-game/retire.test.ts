/** A player leaves mid-game (apply.ts `retire`): our reading, the rulebook has no rule for it. */
import { describe, expect, it } from 'vitest';
import { diceGame } from './game.ts';
import { retireRefusal, retirementToUndo } from './apply.ts';
import { bank, keep, play, refusal, roll, start } from './testing.ts';

const retire = (seat: number) => ({ type: 'retirePlayer', seat }) as const;

describe('a player leaves the dice game', () => {
  it('leaves the rotation with his score on the board; his own turn ends unbanked and the next player plays', () => {
    // Ann banks 1100 (a straight); Bob sets aside a 1 (100) and leaves mid-turn.
    const g = play(start(['Ann', 'Bob', 'Cat']), roll('654321'), keep('654321'), bank, roll('123346'), keep('1'));
    const left = play(g, retire(1));
    expect(left.events).toEqual([
      { type: 'playerRetired', player: 1, playersLeft: 2 },
      { type: 'turnStarted', player: 2, finalTurn: false },
    ]);
    expect(left.state.scores).toEqual([1100, 0, 0]);
    expect(left.state.retired).toEqual([false, true, false]);
    // Cat, then Ann, then Cat: Bob is skipped.
    expect(play(left, roll('234662')).state.active).toBe(0);
    expect(play(left, roll('234662'), roll('234662')).state.active).toBe(2);
    expect(diceGame.checkState!(left.state)).toBeNull();
  });

  it("keeps the active player's turn when another leaves, and says whose it is", () => {
    const g = play(start(['Ann', 'Bob', 'Cat']), roll('123346'));
    const left = play(g, retire(2));
    expect(left.events).toEqual([{ type: 'playerRetired', player: 2, playersLeft: 2 }]);
    expect(left.state.turn).toMatchObject({ player: 0, phase: 'rolled', roll: ['1', '2', '3', '3', '4', '6'] });
    expect(diceGame.announce(left.events[0]!, left.state)).toEqual([
      { type: 'retired', params: { player: 'Cat', playersLeft: 2 } },
      { type: 'turnGoesOn', params: { player: 'Ann' } },
    ]);
  });

  it("says a turn nothing was rolled in yet as it started (with the score; a final turn's target), not as going on (h225)", () => {
    // Ann reaches 1100 of 1000: Bob's final turn starts; Cat, still to play hers, leaves before he rolls.
    const g = play(start(['Ann', 'Bob', 'Cat'], { targetScore: 1000 }), roll('654321'), keep('654321'), bank);
    const left = play(g, retire(2));
    expect(left.events).toEqual([{ type: 'playerRetired', player: 2, playersLeft: 2 }]);
    expect(diceGame.announce(left.events[0]!, left.state)).toEqual([
      { type: 'retired', params: { player: 'Cat', playersLeft: 2 } },
      { type: 'finalTurn', params: { player: 'Bob', score: 0, target: 1100 } },
    ]);
    const back = play(left, { type: 'undo' });
    expect(diceGame.announce(back.events[0]!, back.state)).toEqual([
      { type: 'retirementUndone', params: { player: 'Cat' } },
      { type: 'finalTurn', params: { player: 'Bob', score: 0, target: 1100 } },
    ]);
  });

  it('makes the last player left the winner, even with a lower score; undo takes it back', () => {
    const g = play(start(['Ann', 'Bob']), roll('654321'), keep('654321'), bank);
    const left = play(g, retire(0));
    expect(left.events).toEqual([
      { type: 'playerRetired', player: 0, playersLeft: 1 },
      { type: 'gameWon', winners: [1], scores: [1100, 0], reason: 'lastPlayerLeft' },
    ]);
    expect(diceGame.legalActions(left.state)).toEqual(['undo']);
    expect(retirementToUndo(left.state)).toBe(0);
    const back = play(left, { type: 'undo' });
    expect(back.events).toEqual([{ type: 'retirementUndone', player: 0 }]);
    expect(retirementToUndo(back.state)).toBeNull();
    expect(back.state).toEqual(g.state);
    // The next roll ends the undo's reach; a player alone cannot leave.
    const other = play(start(['Ann', 'Bob', 'Cat']), retire(2), roll('123346'));
    expect(refusal(other, { type: 'undo' })).toBe('nothing-to-undo');
    expect(refusal(start(['Ann']), retire(0))).toBe('bad-seat');
  });

  it('cannot win the final round: the highest score of the players still in wins', () => {
    // Ann reaches 1100 (1000 target) and leaves; Bob and Cat have their final turns.
    const g = play(start(['Ann', 'Bob', 'Cat'], { targetScore: 1000 }), roll('654321'), keep('654321'), bank, retire(0));
    expect(g.state.finalRound?.remaining).toEqual([2]);
    const end = play(g, roll('234662'), roll('234662'));
    expect(end.events.at(-1)).toEqual({ type: 'gameWon', winners: [1, 2], scores: [1100, 0, 0], reason: 'highestScore' });
  });
});

describe('retireRefusal: why a player cannot leave now (the review says it: src/review/gameReview.ts LeavingRefusal)', () => {
  it('names a player already gone or no such seat, the game over, and takes a player still in', () => {
    const g = play(start(['Ann', 'Bob', 'Cat']), roll('654321'));
    // Seats 3 and -1 name nobody (the review's leaving said before the players were set up again, fewer).
    expect([0, 1, 2, 3, -1].map((seat) => retireRefusal(g.state, seat))).toEqual([null, null, null, 'noSeat', 'noSeat']);
    const bobLeft = play(g, retire(1));
    expect([retireRefusal(bobLeft.state, 1), retireRefusal(bobLeft.state, 2)]).toEqual(['out', null]);
    expect(retireRefusal(play(bobLeft, retire(2)).state, 0)).toBe('over');
  });
});
