/** Fixtures for a turn: rolling, keeping, hot dice, farkle, banking (rulebook "Taking a turn", "Scoring"). */
import { describe, expect, it } from 'vitest';
import { fold } from '../engine.ts';
import { diceGame } from './game.ts';
import { bank, faces, keep, play, refusal, roll, start } from './testing.ts';

describe('setup', () => {
  it('starts with gameStarted (rules resolved) and the first player\'s turn', () => {
    expect(diceGame.setup({ players: ['Ann', 'Bob'] })).toEqual([
      {
        type: 'gameStarted',
        players: ['Ann', 'Bob'],
        rules: {
          targetScore: 5000, minBankPoints: 300, firstBankPoints: 400,
          hotDiceMustRoll: false, finalTurnTarget: 'triggerScore', finalTurnMinimum: false,
        },
      },
      { type: 'turnStarted', player: 0, finalTurn: false },
    ]);
  });
  it.each([
    [{ players: [] }, /at least one name/],
    [{ players: ['Ann', 'Ann'] }, /names must differ/],
    [{ players: ['Ann', 'ANN'] }, /names must differ/],
    [{ players: ['Ann', ' '] }, /non-empty player names/],
    [{ players: ['Ann'], targetScore: -5 }, /targetScore must be a whole number/],
    [{ players: ['Ann'], finalTurnTarget: 'nobody' as 'leader' }, /finalTurnTarget must be/],
  ])('refuses a bad configuration %#', (config, message) => {
    expect(() => diceGame.setup(config)).toThrow(message);
  });
});

describe('rolling and keeping', () => {
  it('keeps a single 1, then must roll the five other dice', () => {
    const g = play(start(['Ann', 'Bob']), roll('234615'), keep('1'));
    expect(g.events).toEqual([{ type: 'diceKept', player: 0, faces: faces('1'), points: 100, turnPoints: 100 }]);
    expect(g.state.turn).toMatchObject({ diceLeft: 5, phase: 'kept', points: 100 });
    expect(refusal(g, roll('234615'))).toBe('wrong-dice-count');
    expect(play(g, roll('23465')).events).toEqual([{ type: 'diceRolled', player: 0, faces: faces('23465') }]);
  });
  it('may keep only some scoring dice ("you do not have to count every scoring die")', () => {
    const g = play(start(['Ann']), roll('155234'), keep('1'));
    expect(g.state.turn).toMatchObject({ diceLeft: 5, points: 100 });
  });
  it('must keep a scoring die before rolling again, and only dice of the roll that score', () => {
    expect(refusal(start(['Ann']), bank)).toBe('nothing-rolled');
    const g = play(start(['Ann']), roll('155234'));
    expect(refusal(g, roll('155234'))).toBe('must-keep');
    expect(refusal(g, bank)).toBe('cannot-bank-now');
    expect(refusal(g, keep(''))).toBe('empty-keep');
    expect(refusal(g, keep('12'))).toBe('non-scoring-die');
    expect(refusal(g, keep('11'))).toBe('not-in-roll');
    expect(refusal(g, { type: 'keep', faces: ['1', 'X'] })).toBe('bad-face');
    expect(diceGame.legalActions(g.state)).toEqual(['keep', 'correctFace']);
  });
  it('the fourth die of a kind holds no value and cannot be kept (rulebook *Note)', () => {
    const g = play(start(['Ann']), roll('222256'));
    expect(refusal(g, keep('2222'))).toBe('non-scoring-die');
    expect(play(g, keep('2225')).events).toEqual([
      { type: 'diceKept', player: 0, faces: faces('2225'), points: 250, turnPoints: 250 },
    ]);
  });
  it('three 1s count 300, the highest value ("combinations always take the highest possible point value")', () => {
    expect(play(start(['Ann']), roll('111234'), keep('111')).events).toEqual([
      { type: 'diceKept', player: 0, faces: faces('111'), points: 300, turnPoints: 300 },
    ]);
  });
  it('a straight is 1100 and, using all six dice, gives hot dice', () => {
    expect(play(start(['Ann']), roll('654321'), keep('654321')).events).toEqual([
      { type: 'diceKept', player: 0, faces: faces('654321'), points: 1100, turnPoints: 1100 },
      { type: 'hotDice', player: 0, turnPoints: 1100 },
    ]);
  });
  it('sets aside more dice of the same roll before rolling again: they score together with the first', () => {
    // A 1, then a 5 of roll 1 5 2 2 3 6: 150 in all, four dice left.
    const g = play(start(['Ann']), roll('152236'), keep('1'));
    expect(g.state.turn.lastKeep).toEqual({ faces: faces('1'), points: 100, rest: faces('52236') });
    expect(diceGame.legalActions(g.state)).toEqual(['roll', 'keep', 'correctRest']);
    const more = play(g, keep('5'));
    expect(diceGame.legalActions(more.state)).toEqual(['roll', 'putBack', 'correctRest']);
    expect(more.events).toEqual([{ type: 'diceKept', player: 0, faces: faces('5'), points: 50, turnPoints: 150 }]);
    expect(more.state.turn).toMatchObject({ phase: 'kept', diceLeft: 4, points: 150 });
    expect(more.state.turn.lastKeep).toEqual({ faces: faces('15'), points: 150, rest: faces('2236') });
    // None of 2 2 3 6 scores, with 1 5 or alone.
    expect(refusal(more, keep('2'))).toBe('non-scoring-die');
    expect(refusal(more, keep('1'))).toBe('not-in-roll');
    // The next roll ends it: its dice are a new set.
    const next = play(more, roll('1555'));
    expect(next.state.turn.lastKeep).toBeNull();
    expect(play(next, keep('555')).state.turn.lastKeep).toEqual({ faces: faces('555'), points: 500, rest: faces('1') });
  });
  it('dice of one roll set aside one at a time make three of a kind and a straight', () => {
    // 1, 1, then 1: three 1s are 300 ("three 1's, the score would be 300"), 100 at each step.
    const ones = play(start(['Ann']), roll('111234'), keep('1'), keep('1'), keep('1'));
    expect(ones.state.turn).toMatchObject({ points: 300, diceLeft: 3 });
    // 5, 5, then 5: 50 + 50 + 400 = three 5s, 500.
    const fives = play(start(['Ann']), roll('555234'), keep('5'), keep('5'));
    expect(fives.state.turn.points).toBe(100);
    expect(play(fives, keep('5')).events).toEqual([{ type: 'diceKept', player: 0, faces: faces('5'), points: 400, turnPoints: 500 }]);
    // 1 and 5, then the rest of a straight: 1100 and hot dice.
    const straight = play(start(['Ann']), roll('123456'), keep('15'));
    expect(diceGame.legalActions(straight.state)).toEqual(['roll', 'keep', 'putBack', 'correctRest']);
    expect(play(straight, keep('2346')).events).toEqual([
      { type: 'diceKept', player: 0, faces: faces('2346'), points: 950, turnPoints: 1100 },
      { type: 'hotDice', player: 0, turnPoints: 1100 },
    ]);
    // The fourth die of a kind adds nothing, so it cannot be set aside after three.
    expect(refusal(play(start(['Ann']), roll('222256'), keep('222')), keep('2'))).toBe('non-scoring-die');
  });
  it('puts back dice set aside after the first, to roll them again: the turn loses what they added', () => {
    const g = play(start(['Ann']), roll('552236'), keep('5'), keep('5'));
    expect(diceGame.legalActions(g.state)).toEqual(['roll', 'putBack', 'correctRest']);
    // Three 2s set aside alone cannot be broken up: nothing to put back.
    expect(diceGame.legalActions(play(start(['Ann']), roll('222346'), keep('222')).state)).toEqual(['roll', 'correctRest']);
    const back = play(g, { type: 'putBack', faces: faces('5') });
    expect(back.events).toEqual([{ type: 'dicePutBack', player: 0, faces: faces('5'), points: 50, turnPoints: 50 }]);
    expect(back.state.turn).toMatchObject({ phase: 'kept', diceLeft: 5, points: 50 });
    expect(back.state.turn.lastKeep).toEqual({ faces: faces('5'), points: 50, rest: faces('22365') });
    // The last die set aside stays ("you must have at least 1 scoring die"); it can be set aside again.
    expect(refusal(back, { type: 'putBack', faces: faces('5') })).toBe('not-set-aside');
    expect(diceGame.legalActions(back.state)).toEqual(['roll', 'keep', 'correctRest']);
    expect(play(back, keep('5')).state.turn.points).toBe(100);
    // Three 5s built one at a time, the last put back: 500 → 100.
    const three = play(start(['Ann']), roll('555234'), keep('5'), keep('5'), keep('5'));
    expect(play(three, { type: 'putBack', faces: faces('5') }).events)
      .toEqual([{ type: 'dicePutBack', player: 0, faces: faces('5'), points: 400, turnPoints: 100 }]);
  });
  it('puts back the first die set aside too, when another stays ("may choose to only keep the 1 and re-roll the 5\'s")', () => {
    // 5 then 1 set aside from 1 5 2 3 4 4: the 5 goes back, the 1 stays.
    const g = play(start(['Ann']), roll('152344'), keep('5'), keep('1'));
    expect(diceGame.legalActions(g.state)).toEqual(['roll', 'putBack', 'correctRest']);
    const back = play(g, { type: 'putBack', faces: faces('5') });
    expect(back.events).toEqual([{ type: 'dicePutBack', player: 0, faces: faces('5'), points: 50, turnPoints: 100 }]);
    expect(back.state.turn).toMatchObject({ phase: 'kept', diceLeft: 5, points: 100 });
    expect(back.state.turn.lastKeep).toEqual({ faces: faces('1'), points: 100, rest: faces('23445') });
    // The same end, whichever order the two were set aside in.
    const other = play(start(['Ann']), roll('152344'), keep('1'), keep('5'), { type: 'putBack', faces: faces('5') });
    expect(other.state.turn).toEqual(back.state.turn);
    // Not both: one scoring die stays.
    expect(refusal(g, { type: 'putBack', faces: faces('15') })).toBe('not-set-aside');
    // 1 5 5 set aside at once, the 5s back: "only keep the 1 and re-roll the 5's".
    const ones = play(start(['Ann']), roll('155234'), keep('155'), { type: 'putBack', faces: faces('55') });
    expect(ones.state.turn).toMatchObject({ points: 100, diceLeft: 5, lastKeep: { faces: faces('1'), rest: faces('23455') } });
  });
  it('refuses to put back dice not set aside, or so that those left do not score', () => {
    const g = play(start(['Ann']), roll('222156'), keep('222'), keep('1'));
    expect(refusal(g, { type: 'putBack', faces: faces('6') })).toBe('not-set-aside');
    expect(refusal(g, { type: 'putBack', faces: [] })).toBe('not-set-aside');
    // 2 2 1 left would not score.
    expect(refusal(g, { type: 'putBack', faces: faces('2') })).toBe('put-back-leaves-non-scoring');
    const h = play(start(['Ann']), roll('122256'), keep('1'), keep('222'));
    expect(refusal(h, { type: 'putBack', faces: faces('2') })).toBe('put-back-leaves-non-scoring');
    expect(play(h, { type: 'putBack', faces: faces('222') }).state.turn).toMatchObject({ points: 100, diceLeft: 5 });
    expect(refusal(play(h, roll('34')), { type: 'putBack', faces: faces('2') })).toBe('nothing-to-put-back');
  });
  it('after hot dice no more can be set aside, but some may be put back; after a bank neither', () => {
    const hot = play(start(['Ann', 'Bob']), roll('111555'), keep('111555'));
    expect(hot.state.turn.lastKeep).toEqual({ faces: faces('111555'), points: 800, rest: [] });
    expect(refusal(hot, keep('1'))).toBe('nothing-to-keep');
    expect(diceGame.legalActions(hot.state)).toEqual(['roll', 'putBack', 'bank', 'retirePlayer']);
    // Putting back 5 5 5 undoes the hot dice: three dice to roll, 300 this turn.
    const back = play(hot, { type: 'putBack', faces: faces('555') });
    expect(back.events).toEqual([{ type: 'dicePutBack', player: 0, faces: faces('555'), points: 500, turnPoints: 300 }]);
    expect(back.state.turn).toMatchObject({ diceLeft: 3, points: 300, lastKeep: { faces: faces('111'), points: 300, rest: faces('555') } });
    const banked = play(start(['Ann', 'Bob']), roll('111552'), keep('11155'), bank);
    expect(banked.state.turn.lastKeep).toBeNull();
    expect(refusal(banked, keep('2'))).toBe('nothing-to-keep');
  });
  it('refuses a roll or keep by someone else (not-your-turn)', () => {
    const g = start(['Ann', 'Bob']);
    expect(refusal(g, { type: 'roll', faces: faces('123456'), player: 1 })).toBe('not-your-turn');
    expect(refusal(g, { type: 'roll', faces: faces('123456'), player: 0 })).toBe('accepted');
  });
  it('refuses a roll in a turn that has ended (a log cut between an action\'s events)', () => {
    const g = play(start(['Ann', 'Bob']), roll('654321'), keep('654321'), bank);
    const cut = g.log.slice(0, -1);
    expect(refusal({ log: cut, state: fold(diceGame, cut) }, roll('123456'))).toBe('turn-over');
  });
  it('refuses an unknown action', () => {
    expect(refusal(start(['Ann']), { type: 'pass' } as never)).toBe('unknown-action');
  });
});

describe('hot dice', () => {
  it('after all six dice counted over several rolls, all six are rolled again; banking is allowed', () => {
    const g = play(start(['Ann', 'Bob']), roll('111234'), keep('111'), roll('155'), keep('155'));
    expect(g.events).toEqual([
      { type: 'diceKept', player: 0, faces: faces('155'), points: 200, turnPoints: 500 },
      { type: 'hotDice', player: 0, turnPoints: 500 },
    ]);
    expect(g.state.turn.diceLeft).toBe(6);
    expect(diceGame.legalActions(g.state)).toEqual(['roll', 'putBack', 'bank', 'retirePlayer']);
    expect(refusal(g, roll('12345'))).toBe('wrong-dice-count');
    expect(play(g, bank).events[0]).toEqual({ type: 'pointsBanked', player: 0, points: 500, score: 500 });
  });
  it('with hotDiceMustRoll the player must roll them again', () => {
    const g = play(start(['Ann'], { hotDiceMustRoll: true }), roll('111555'), keep('111555'));
    expect(refusal(g, bank)).toBe('hot-dice-must-roll');
    expect(diceGame.legalActions(g.state)).toEqual(['roll', 'putBack']);
    const g2 = play(g, roll('123466'), keep('1'));
    expect(play(g2, bank).events[0]).toEqual({ type: 'pointsBanked', player: 0, points: 900, score: 900 });
  });
});

describe('farkle (a roll with no score)', () => {
  it('loses the turn\'s points and passes the turn', () => {
    const g = play(start(['Ann', 'Bob']), roll('111234'), keep('111'), roll('234'));
    expect(g.events).toEqual([
      { type: 'diceRolled', player: 0, faces: faces('234') },
      { type: 'farkle', player: 0, lostPoints: 300 },
      { type: 'turnStarted', player: 1, finalTurn: false },
    ]);
    expect(g.state.scores).toEqual([0, 0]);
    expect(g.state.turn).toEqual({ player: 1, points: 0, diceLeft: 6, phase: 'toRoll', roll: null, finalTurn: false, lastKeep: null });
  });
  it('loses the points even after hot dice', () => {
    const g = play(start(['Ann', 'Bob']), roll('654321'), keep('654321'), roll('234662'));
    expect(g.events.slice(1)).toEqual([
      { type: 'farkle', player: 0, lostPoints: 1100 },
      { type: 'turnStarted', player: 1, finalTurn: false },
    ]);
  });
});

describe('six of a kind on one roll', () => {
  it('wins the game at once, whatever the scores ("Game over, you win")', () => {
    const g = play(start(['Ann', 'Bob']), roll('654321'), keep('654321'), bank, roll('444444'));
    expect(g.events).toEqual([
      { type: 'diceRolled', player: 1, faces: faces('444444') },
      { type: 'sixOfAKind', player: 1, face: '4' },
      { type: 'gameWon', winners: [1], scores: [1100, 0], reason: 'sixOfAKind' },
    ]);
    expect(g.state.winners).toEqual([1]);
    expect(refusal(g, roll('123456'))).toBe('game-over');
    // A misread six of a kind can still be corrected: the game goes on from that roll.
    expect(diceGame.legalActions(g.state)).toEqual(['correctFace']);
    const fixed = play(g, { type: 'correctFace', index: 0, face: '1' });
    expect(fixed.events).toEqual([{ type: 'faceCorrected', player: 1, index: 0, from: '4', to: '1' }]);
    expect(fixed.state.winners).toBeNull();
    expect(fixed.state.turn).toMatchObject({ player: 1, phase: 'rolled', roll: faces('144444') });
    expect(diceGame.legalActions(fixed.state)).toEqual(['keep', 'correctFace', 'undo', 'retirePlayer']);
    // Undone, the six of a kind wins again.
    expect(play(fixed, { type: 'undo' }).events.slice(1)).toEqual([
      { type: 'sixOfAKind', player: 1, face: '4' },
      { type: 'gameWon', winners: [1], scores: [1100, 0], reason: 'sixOfAKind' },
    ]);
  });
  it('also counts on the six dice rolled after hot dice', () => {
    const g = play(start(['Ann']), roll('654321'), keep('654321'), roll('111111'));
    expect(g.events.slice(1)).toEqual([
      { type: 'sixOfAKind', player: 0, face: '1' },
      { type: 'gameWon', winners: [0], scores: [0], reason: 'sixOfAKind' },
    ]);
  });
});
