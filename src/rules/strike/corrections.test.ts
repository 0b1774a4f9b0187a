import { describe, expect, it } from 'vitest';
import { fold, RuleError } from '../engine.ts';
import { refusalOf } from '../testing/game.ts';
import { CLASSIC, strike, undoTakesBack } from './index.ts';
import { act, diceAccounted, start, thrown, tinyEdition } from './test-helpers.ts';

function codeOf(fn: () => unknown): string {
  try { fn(); } catch (e) { if (e instanceof RuleError) return e.code; throw e; }
  return 'no error';
}

/** Ann has thrown: arena 3, 5, 2; her turn goes on. */
const open = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: null }, thrown(['3', '5']), thrown(['3', '5', '2']));

describe('face corrections (architecture.md: corrections are events, undo removes them)', () => {
  it('records a correction as an event and changes the arena', () => {
    const g = act(open, { type: 'correctFace', index: 1, face: '4' });
    expect(g.events).toEqual([{ type: 'faceCorrected', player: 0, index: 1, from: '5', to: '4' }]);
    expect(g.state.arena).toEqual(['3', '4', '2']);
    expect(strike.legalActions(g.state)).toEqual(['throw', 'pass', 'correctFace', 'undo', 'retirePlayer']);
  });

  it('undoes the last correction first', () => {
    const twice = act(open, { type: 'correctFace', index: 1, face: '4' }, { type: 'correctFace', index: 1, face: '1' });
    const once = act(twice, { type: 'undo' });
    expect(once.events).toEqual([{ type: 'correctionUndone', player: 0, index: 1, from: '1', to: '4' }]);
    const none = act(once, { type: 'undo' });
    expect(none.state.arena).toEqual(['3', '5', '2']);
    expect(none.state.corrections).toEqual([]);
    expect(codeOf(() => act(none, { type: 'undo' }))).toBe('nothing-to-undo');
    expect(fold(strike, none.log)).toEqual(none.state);
  });

  it('never undoes a throw', () => {
    const corrected = act(open, { type: 'correctFace', index: 0, face: '4' }, thrown(['4', '5', '2', '1']));
    expect(corrected.state.corrections).toEqual([]);
    expect(() => act(corrected, { type: 'undo' }))
      .toThrow('There is nothing to undo since the last throw: no correction, and no die said to have flown out of sight (a throw seen is never undone)');
  });

  it('refuses corrections the settled arena cannot hold', () => {
    // Dice counted from 1 in the sentences, from 0 (as `index` is) in the params.
    expect(refusalOf(() => act(open, { type: 'correctFace', index: 3, face: '4' }))).toEqual({
      code: 'no-such-die', message: 'There is no die 4 in the arena (it holds 3 dice)', params: { index: 3, arenaDice: 3 },
    });
    expect(refusalOf(() => act(open, { type: 'correctFace', index: 0, face: '3' }))).toEqual({
      code: 'no-change', message: 'Die 1 already shows 3', params: { index: 0, face: '3' },
    });
    // With only start dice in the arena there is no throw to rule again.
    const placed = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '3' });
    expect(refusalOf(() => act(placed, { type: 'correctFace', index: 0, face: 'X' }))).toEqual({
      code: 'x-correction', message: 'Die 1 cannot show X: it is a start die, which shows a number', params: { index: 0 },
    });
    const startDice = act(start({ players: ['Ann', 'Bob'], edition: { ...CLASSIC, startDie: 'onePerPlayer' } }),
      { type: 'placeStartDie', face: '3' }, { type: 'placeStartDie', face: '5' });
    expect(refusalOf(() => act(startDice, { type: 'correctFace', index: 0, face: '5' }))).toEqual({
      code: 'correction-makes-match',
      message: 'Die 1 cannot show 5: die 2 already shows 5, and the start dice all differ',
      params: { index: 0, face: '5', other: 1 },
    });
    expect(refusalOf(() => act(open, { type: 'correctFace', index: 1, face: '6' }))).toEqual({
      code: 'impossible-face', message: 'Die 2: "6" is not a face of these dice (1, 2, 3, 4, 5, X)',
      params: { die: 'corrected', index: 1, face: '6', faces: ['1', '2', '3', '4', '5', 'X'] },
    });
  });

  it('rules the last throw again when a correction shows it was misread: a face another die shows is a match', () => {
    // Ann's second throw was read 3 5 2: her 2 is a 5, so she threw a match.
    const again = act(open, { type: 'correctFace', index: 2, face: '5' });
    expect(again.events).toEqual([
      { type: 'throwRuledAgain', player: 0, index: 2, from: '2', to: '5' },
      { type: 'diceThrown', player: 0, count: 1, arena: ['3', '5', '5'], out: 0, leaning: 0 },
      { type: 'matchCollected', player: 0, groups: [{ face: '5', count: 2 }] },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
    // As if the throw had been read right: the same state as that throw played afresh.
    const readRight = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: null }, thrown(['3', '5']), thrown(['3', '5', '5']));
    expect({ ...again.state, lastThrow: null, ruledAgain: null }).toEqual({ ...readRight.state, lastThrow: null, ruledAgain: null });
    expect(again.state.players.map((p) => p.stock)).toEqual([9, 9]);
    expect(fold(strike, again.log)).toEqual(again.state);
    // Undo takes the correction back (a mis-tap), until the next throw: the game is as before it.
    expect(strike.legalActions(again.state)).toContain('undo');
    const undone = act(again, { type: 'undo' });
    expect(undone.events).toEqual([{ type: 'rulingUndone', player: 1 }]);
    expect(undone.state).toEqual(open.state);
    expect(fold(strike, undone.log)).toEqual(undone.state);
    expect(codeOf(() => act(undone, { type: 'undo' }))).toBe('nothing-to-undo');
    expect(codeOf(() => act(again, thrown(['3', '4']), { type: 'undo' }))).toBe('nothing-to-undo');
  });

  it('rules the last throw again when a die shows the face of a group it collected', () => {
    // Ann's second throw made a pair of 5s (collected, Bob's turn); the 3 left was a 5 too.
    const matched = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '5' }, thrown(['5', '3']), thrown(['5', '3', '5']));
    const again = act(matched, { type: 'correctFace', index: 0, face: '5' });
    expect(again.events[1]).toEqual({ type: 'diceThrown', player: 0, count: 1, arena: ['5', '5', '5'], out: 0, leaning: 0 });
    expect(again.events[2]).toEqual({ type: 'matchCollected', player: 0, groups: [{ face: '5', count: 3 }] });
    expect(again.state.players.map((p) => p.stock)).toEqual([10, 9]);
    expect(again.state.arena).toEqual([]);
  });

  it('rules the last throw again when a die its settling took out is corrected: an X that was a number, a collected die that was not', () => {
    // Ann threw beside the start die 5 and the 3; her die read X (out of the game) was a 5: a pair of 5s.
    const withX = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '5' }, thrown(['5', '3']), { type: 'pass' }, thrown(['5', '3', 'X']));
    expect([withX.state.current, withX.state.arena, withX.state.lastThrow?.removed]).toEqual([1, ['5', '3'], ['X']]);
    expect(strike.legalActions(withX.state)).toContain('correctFace');
    const again = act(withX, { type: 'correctFace', index: 0, face: '5', removed: true });
    expect(again.events.slice(0, 2)).toEqual([
      { type: 'throwRuledAgain', player: 1, index: 0, from: 'X', to: '5', removed: true },
      { type: 'diceThrown', player: 1, count: 1, arena: ['5', '3', '5'], out: 0, leaning: 0 },
    ]);
    expect(again.events[2]).toEqual({ type: 'matchCollected', player: 1, groups: [{ face: '5', count: 2 }] });
    expect([again.state.arena, again.state.players.map((p) => p.stock)]).toEqual([['3'], [8, 10]]);
    expect(diceAccounted(again.state)).toBe(CLASSIC.totalDice);
    expect(fold(strike, again.log)).toEqual(again.state);
    // Undo: back to the X ruling.
    expect(act(again, { type: 'undo' }).state).toEqual(withX.state);
    // A collected pair whose second die was a 2: no match, and both stay in the arena.
    const matched = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '5' }, thrown(['5', '3']), thrown(['5', '3', '5']));
    const unmatched = act(matched, { type: 'correctFace', index: 1, face: '2', removed: true });
    expect(unmatched.state.arena.slice().sort()).toEqual(['2', '3', '5']);
    expect(unmatched.state.players.map((p) => p.stock)).toEqual([7, 9]);
    expect(diceAccounted(unmatched.state)).toBe(CLASSIC.totalDice);
    // Refused: no such die taken out, the same face, a face these dice lack.
    expect(refusalOf(() => act(withX, { type: 'correctFace', index: 1, face: '5', removed: true }))).toMatchObject({
      code: 'no-such-removed-die', message: 'The last throw took out 1 die: there is no die 2 of them to correct', params: { index: 1, removedDice: 1 },
    });
    expect(codeOf(() => act(withX, { type: 'correctFace', index: 0, face: 'X', removed: true }))).toBe('no-change');
    expect(codeOf(() => act(withX, { type: 'correctFace', index: 0, face: '6', removed: true }))).toBe('impossible-face');
  });

  it('keeps the pass made after a throw ruled again, when the new ruling leaves the thrower that choice', () => {
    // Ann threw a 3 beside the start die 5 and passed; the 3 was an X: out of the game, and her pass stands.
    const passed = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '5' }, thrown(['5', '3']), { type: 'pass' });
    const again = act(passed, { type: 'correctFace', index: 1, face: 'X' });
    expect(again.events.map((e) => e.type)).toEqual(['throwRuledAgain', 'diceThrown', 'xDiceRemoved', 'turnEnded', 'turnStarted']);
    expect(again.events.at(-2)).toEqual({ type: 'turnEnded', player: 0, reason: 'pass' });
    expect([again.state.current, again.state.arena]).toEqual([1, ['5']]);
    expect(fold(strike, again.log)).toEqual(again.state);
  });

  it('rules the last throw again for an X, keeping the corrections made since it and what its settling took out', () => {
    // Ann's second throw made a pair of 5s (collected, her turn over); the 3 left, corrected to 4, was an X.
    const matched = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '5' }, thrown(['5', '3']), thrown(['5', '3', '5']),
      { type: 'correctFace', index: 0, face: '4' });
    expect([matched.state.current, matched.state.arena]).toEqual([1, ['4']]);
    const again = act(matched, { type: 'correctFace', index: 0, face: 'X' });
    expect(again.events.slice(0, 2)).toEqual([
      { type: 'throwRuledAgain', player: 0, index: 0, from: '4', to: 'X' },
      // The arena as corrected, then the dice the first ruling collected.
      { type: 'diceThrown', player: 0, count: 1, arena: ['X', '5', '5'], out: 0, leaning: 0 },
    ]);
    expect(again.events.map((e) => e.type)).toEqual(['throwRuledAgain', 'diceThrown', 'xDiceRemoved', 'matchCollected', 'bigHit', 'turnEnded', 'turnStarted']);
    expect(again.events.at(-1)).toEqual({ type: 'turnStarted', player: 1, mustThrowAll: true });
    expect(diceAccounted(again.state)).toBe(CLASSIC.totalDice);
    expect(fold(strike, again.log)).toEqual(again.state);
  });

  it('rules the last throw again with the dice it knocked out, and undoes the pass that followed it', () => {
    // Ann's die landed on 2 and knocked the 3 out; she passed. The 2 was a 5.
    const passed = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '5' }, thrown(['5', '3']), thrown(['5', '2'], 1), { type: 'pass' });
    expect([passed.state.current, passed.state.arena]).toEqual([1, ['5', '2']]);
    const again = act(passed, { type: 'correctFace', index: 1, face: '5' });
    expect(again.events.slice(1, 3)).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['5', '5'], out: 1, leaning: 0 },
      { type: 'outOfArenaRemoved', player: 0, count: 1 },
    ]);
    expect(again.state.players.map((p) => p.stock)).toEqual([9, 9]); // 9 − 2 throws + 2 collected; Bob untouched
    expect(again.state.current).toBe(1);
    expect(fold(strike, again.log)).toEqual(again.state);
  });

  it('can name the start die placed unseen, and undo restores it unseen', () => {
    const unseen = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: null });
    const seen = act(unseen, { type: 'correctFace', index: 0, face: '4' });
    expect(seen.events).toEqual([{ type: 'faceCorrected', player: 0, index: 0, from: null, to: '4' }]);
    expect(act(seen, { type: 'undo' }).state.arena).toEqual([null]);
  });
  it('takes back a throw the players said missed with undo, after the corrections since, until the next throw; never a throw seen', () => {
    // Ann's last die (tiny edition: 1 each) said flown out of sight: out of the game, Bob wins.
    const tiny = act(start({ players: ['Ann', 'Bob'], edition: tinyEdition(2) }), { type: 'placeStartDie', face: '4' }, thrown(['4', '2']));
    const missed = act(tiny, { type: 'throw', arena: ['4', '2'], out: 1, missed: true });
    expect(missed.events[0]).toEqual({ type: 'diceThrown', player: 0, count: 1, arena: ['4', '2'], out: 1, leaning: 0, missed: true });
    expect(missed.state.phase).toBe('over');
    expect(strike.legalActions(missed.state)).toContain('undo');
    expect(undoTakesBack(missed.state)).toBe('missedThrow');
    const back = act(missed, { type: 'undo' });
    expect(back.events).toEqual([{ type: 'missedThrowUndone', player: 0 }]);
    expect(back.state).toEqual(tiny.state);
    expect(fold(strike, back.log)).toEqual(back.state);
    // The throw before it can still be corrected (it keeps its own last throw), and is not undone.
    expect(strike.legalActions(back.state)).not.toContain('undo');
    expect(codeOf(() => act(back, { type: 'undo' }))).toBe('nothing-to-undo');
    expect(undoTakesBack(back.state)).toBeNull();
    // A correction since is undone first, then the throw said missed.
    const corrected = act(open, { type: 'throw', arena: ['3', '5', '2'], out: 1, missed: true }, { type: 'correctFace', index: 1, face: '4' });
    expect(undoTakesBack(corrected.state)).toBe('correction');
    const once = act(corrected, { type: 'undo' });
    expect(undoTakesBack(once.state)).toBe('missedThrow');
    expect(once.events.map((e) => e.type)).toEqual(['correctionUndone']);
    expect(act(once, { type: 'undo' }).state).toEqual(open.state);
    // A pass after it is taken back with it, and the undo says so (its announcement too).
    const passed = act(open, { type: 'throw', arena: ['3', '5', '2'], out: 1, missed: true }, { type: 'pass' });
    const unpassed = act(passed, { type: 'undo' });
    expect(unpassed.events).toEqual([{ type: 'missedThrowUndone', player: open.state.current, passed: true }]);
    expect(unpassed.state).toEqual(open.state);
    expect(strike.announce(unpassed.events[0]!, unpassed.state)[0]).toEqual({ type: 'missedUndone', params: { player: 'Ann', passed: true } });
    // The next throw ends it.
    const next = act(open, { type: 'throw', arena: ['3', '5', '2'], out: 1, missed: true }, thrown(['3', '5', '2', '1']));
    expect(codeOf(() => act(next, { type: 'undo' }))).toBe('nothing-to-undo');
  });

  it('gives back, with a throw said missed, the correction before it that ruled the last throw again: undo can take that back next', () => {
    // Die 2 of Ann's throw said to be an X: her throw is ruled again (the X removed), then a die of hers said missed.
    const ruled = act(open, { type: 'correctFace', index: 1, face: 'X' });
    expect(ruled.state.arena).toEqual(['3', '2']);
    const missed = act(ruled, { type: 'throw', arena: ['3', '2'], out: 1, missed: true });
    const back = act(missed, { type: 'undo' });
    expect(back.events).toEqual([{ type: 'missedThrowUndone', player: 0 }]);
    expect(back.state).toEqual(ruled.state);
    expect(undoTakesBack(back.state)).toBe('correction');
    const unruled = act(back, { type: 'undo' });
    expect(unruled.events).toEqual([{ type: 'rulingUndone', player: 0 }]);
    expect(unruled.state).toEqual(open.state);
    // The same when the throw said missed was itself ruled again (its die 2 an X too): undo takes that back, then the die, then the first ruling.
    const twice = act(missed, { type: 'correctFace', index: 1, face: 'X' });
    expect(twice.state.arena).toEqual(['3']);
    const steps = [act(twice, { type: 'undo' })];
    steps.push(act(steps[0]!, { type: 'undo' }));
    steps.push(act(steps[1]!, { type: 'undo' }));
    expect(steps.map((g) => g.events.map((e) => e.type))).toEqual([['rulingUndone'], ['missedThrowUndone'], ['rulingUndone']]);
    expect(steps.map((g) => g.state)).toEqual([missed.state, ruled.state, open.state]);
  });
});
