/**
 * Fixtures for player corrections of a misread roll: `correctFace` before anything is kept from
 * the last roll, and `undo` of the last correction. A roll itself is never undone.
 */
import { describe, expect, it } from 'vitest';
import { fold, RuleError } from '../engine.ts';
import { announce } from './announce.ts';
import { diceGame } from './game.ts';
import { faces, keep, play, refusal, roll, start } from './testing.ts';

describe('correctFace', () => {
  it('fixes a read face; the score of the roll follows', () => {
    const g = play(start(['Ann', 'Bob']), roll('234665'), { type: 'correctFace', index: 0, face: '1' });
    expect(g.events).toEqual([{ type: 'faceCorrected', player: 0, index: 0, from: '2', to: '1' }]);
    expect(g.state.turn.roll).toEqual(faces('134665'));
    expect(refusal(g, keep('1'))).toBe('accepted');
    expect(diceGame.legalActions(g.state)).toEqual(['keep', 'correctFace', 'undo', 'retirePlayer']);
  });
  it('revives a turn that a misread farkle ended, with its points', () => {
    const farkled = play(start(['Ann', 'Bob']), roll('111234'), keep('111'), roll('234'));
    expect(farkled.state.active).toBe(1);
    expect(diceGame.legalActions(farkled.state)).toEqual(['roll', 'correctFace', 'retirePlayer']);
    const g = play(farkled, { type: 'correctFace', index: 2, face: '5' });
    expect(g.events).toEqual([{ type: 'faceCorrected', player: 0, index: 2, from: '4', to: '5' }]);
    expect(g.state.active).toBe(0);
    expect(g.state.turn).toEqual({ player: 0, points: 300, diceLeft: 3, phase: 'rolled', roll: faces('235'), finalTurn: false, lastKeep: null });
    // Its announcement says so, with the turn's points; a correction that leaves the roll scoring does not.
    expect(announce(g.events[0]!, g.state)).toEqual([
      { type: 'faceCorrected', params: { player: 'Ann', die: 3, from: '4', to: '5', turnPoints: 300 } },
    ]);
    const again = play(g, { type: 'correctFace', index: 0, face: '1' });
    expect(announce(again.events[0]!, again.state)[0]!.params).toEqual({ player: 'Ann', die: 1, from: '2', to: '1' });
  });
  it('turns a roll into a farkle when the corrected faces score nothing', () => {
    const g = play(start(['Ann', 'Bob']), roll('111234'), keep('111'), roll('534'), { type: 'correctFace', index: 0, face: '6' });
    expect(g.events).toEqual([
      { type: 'faceCorrected', player: 0, index: 0, from: '5', to: '6' },
      { type: 'farkle', player: 0, lostPoints: 300 },
      { type: 'turnStarted', player: 1, finalTurn: false },
    ]);
  });
  it('to six of a kind wins the game', () => {
    const g = play(start(['Ann', 'Bob']), roll('333336'), { type: 'correctFace', index: 5, face: '3' });
    expect(g.events).toEqual([
      { type: 'faceCorrected', player: 0, index: 5, from: '6', to: '3' },
      { type: 'sixOfAKind', player: 0, face: '3' },
      { type: 'gameWon', winners: [0], scores: [0, 0], reason: 'sixOfAKind' },
    ]);
  });
  it('is refused once a die was kept, or after the next roll for the older roll', () => {
    const kept = play(start(['Ann', 'Bob']), roll('111234'), keep('111'));
    expect(refusal(kept, { type: 'correctFace', index: 0, face: '5' })).toBe('no-roll-to-correct');
    const next = play(kept, roll('234'), roll('512346'));
    expect(next.state.lastRoll?.player).toBe(1);
    expect(play(next, { type: 'correctFace', index: 0, face: '1' }).events)
      .toEqual([{ type: 'faceCorrected', player: 1, index: 0, from: '5', to: '1' }]);
  });
  it('refuses a bad index, a face that is not 1–6 and a face the die already shows', () => {
    const g = play(start(['Ann']), roll('234665'));
    expect(refusal(g, { type: 'correctFace', index: 6, face: '1' })).toBe('bad-index');
    expect(refusal(g, { type: 'correctFace', index: 0, face: 'X' })).toBe('bad-face');
    expect(refusal(g, { type: 'correctFace', index: 0, face: '2' })).toBe('same-face');
  });
  it('counts dice from 1 in its sentences and from 0 in its params', () => {
    const g = play(start(['Ann']), roll('234665'));
    const refused = (index: number, face: string) => {
      try {
        diceGame.apply(g.state, { type: 'correctFace', index, face: face as '1' });
      } catch (e) {
        if (e instanceof RuleError) return e.toRefusal();
        throw e;
      }
      throw new Error('accepted');
    };
    expect(refused(6, '1')).toEqual({
      code: 'bad-index', message: 'There is no die 7 in the last roll: its dice are 1–6.', params: { index: 6, rolled: 6 },
    });
    expect(refused(0, '2')).toEqual({ code: 'same-face', message: 'Die 1 already shows 2.', params: { index: 0, face: '2' } });
  });
});

describe('undo', () => {
  it('takes back the last correction only, and its consequences', () => {
    const rolled = play(start(['Ann', 'Bob']), roll('234662'));
    const twice = play(rolled, { type: 'correctFace', index: 0, face: '1' }, { type: 'correctFace', index: 1, face: '5' });
    const once = play(twice, { type: 'undo' });
    expect(once.events).toEqual([{ type: 'correctionUndone', player: 0, index: 1, from: '5', to: '3' }]);
    expect(once.state.turn.roll).toEqual(faces('134662'));
    const none = play(once, { type: 'undo' });
    expect(none.events).toEqual([
      { type: 'correctionUndone', player: 0, index: 0, from: '1', to: '2' },
      { type: 'farkle', player: 0, lostPoints: 0 },
      { type: 'turnStarted', player: 1, finalTurn: false },
    ]);
    expect(none.state).toEqual(rolled.state);
    expect(refusal(none, { type: 'undo' })).toBe('nothing-to-undo');
  });
  it('replays to the same state from the log', () => {
    const g = play(start(['Ann', 'Bob']), roll('234662'), { type: 'correctFace', index: 0, face: '1' }, { type: 'undo' });
    expect(fold(diceGame, g.log)).toEqual(g.state);
  });
});

describe('correctRest', () => {
  it('fixes a die of the roll not set aside after a keep, which may then be set aside too', () => {
    // A 5 read as 4 while the 1 was set aside: the 5 is not refused once corrected.
    const kept = play(start(['Ann', 'Bob']), roll('142366'), keep('1'));
    expect(refusal(kept, keep('4'))).toBe('non-scoring-die');
    expect(diceGame.legalActions(kept.state)).toEqual(['roll', 'correctRest', 'retirePlayer']); // 100 points: under the first bank's minimum
    const g = play(kept, { type: 'correctRest', from: '4', to: '5' });
    expect(g.events).toEqual([{ type: 'restFaceCorrected', player: 0, from: '4', to: '5' }]);
    expect(g.state.turn.lastKeep).toEqual({ faces: faces('1'), points: 100, rest: faces('52366') });
    expect(g.state.turn.points).toBe(100);
    expect(announce(g.events[0]!, g.state)).toEqual([{ type: 'faceCorrected', params: { player: 'Ann', from: '4', to: '5' } }]);
    const more = play(g, keep('5'));
    expect(more.state.turn).toMatchObject({ points: 150, diceLeft: 4, phase: 'kept' });
    expect(fold(diceGame, more.log)).toEqual(more.state);
  });
  it('is refused before a keep, after the next roll, for a face the rest lacks, and for the same face', () => {
    const rolled = play(start(['Ann', 'Bob']), roll('142366'));
    expect(refusal(rolled, { type: 'correctRest', from: '4', to: '5' })).toBe('no-rest-to-correct');
    const kept = play(rolled, keep('1'));
    expect(refusal(kept, { type: 'correctRest', from: '5', to: '1' })).toBe('not-in-roll');
    expect(refusal(kept, { type: 'correctRest', from: '4', to: '4' })).toBe('same-face');
    expect(refusal(kept, { type: 'correctRest', from: '4', to: 'X' as never })).toBe('bad-face');
    const next = play(kept, roll('23466'));
    expect(refusal(next, { type: 'correctRest', from: '4', to: '5' })).toBe('no-rest-to-correct');
    // Hot dice leave no rest to correct.
    const hot = play(start(['Ann']), roll('111555'), keep('111555'));
    expect(refusal(hot, { type: 'correctRest', from: '1', to: '5' })).toBe('no-rest-to-correct');
  });
  it('wins the game when the roll, corrected after a keep, is six of a kind, as a correction before the keep does (helper 126)', () => {
    const kept = play(start(['Ann', 'Bob']), roll('111112'), keep('1'));
    const g = play(kept, { type: 'correctRest', from: '2', to: '1' });
    expect(g.events).toEqual([
      { type: 'restFaceCorrected', player: 0, from: '2', to: '1' },
      { type: 'sixOfAKind', player: 0, face: '1' },
      { type: 'gameWon', winners: [0], scores: [0, 0], reason: 'sixOfAKind' },
    ]);
    const before = play(start(['Ann', 'Bob']), roll('111112'), { type: 'correctFace', index: 5, face: '1' });
    expect(g.state.winners).toEqual(before.state.winners);
    expect(g.state.winners).toEqual([0]);
    expect(fold(diceGame, g.log)).toEqual(g.state);
    // A wrong click is not the end (helper 128): the rest may be corrected again, which takes the win back.
    expect(diceGame.legalActions(g.state)).toEqual(['correctRest']);
    expect(refusal(g, keep('1'))).toBe('game-over');
    const back = play(g, { type: 'correctRest', from: '1', to: '2' });
    expect(back.events).toEqual([{ type: 'restFaceCorrected', player: 0, from: '1', to: '2' }]);
    expect(back.state.winners).toBeNull();
    expect(back.state.turn).toMatchObject({ phase: 'kept', points: 100, diceLeft: 5 });
    expect([...back.state.turn.lastKeep!.rest].sort()).toEqual(faces('11112'));
    expect(diceGame.legalActions(back.state)).toEqual(diceGame.legalActions(kept.state));
    expect(play(back, keep('1111')).state.turn).toMatchObject({ points: 500, phase: 'kept' }); // five 1s of one roll
    expect(fold(diceGame, back.log)).toEqual(back.state);
    // And won again, by the same correction.
    expect(play(back, { type: 'correctRest', from: '2', to: '1' }).state.winners).toEqual([0]);
    // Five of a kind and another face, corrected after a keep: no win, the game goes on.
    const five = play(start(['Ann', 'Bob']), roll('111123'), keep('1'), { type: 'correctRest', from: '2', to: '1' });
    expect(five.events.map((e) => e.type)).toEqual(['restFaceCorrected']);
    expect(five.state.winners).toBeNull();
  });
});
