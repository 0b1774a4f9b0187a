import { describe, expect, it } from 'vitest';
import { fold, RuleError } from '../engine.ts';
import { refusalOf } from '../testing/game.ts';
import { strike } from './index.ts';
import { act, start, thrown } from './test-helpers.ts';

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
    expect(strike.legalActions(g.state)).toEqual(['throw', 'pass', 'correctFace', 'undo']);
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
      .toThrow('There is no correction since the last throw to undo (a throw is never undone)');
  });

  it('refuses corrections the settled arena cannot hold', () => {
    // Dice counted from 1 in the sentences, from 0 (as `index` is) in the params.
    expect(refusalOf(() => act(open, { type: 'correctFace', index: 3, face: '4' }))).toEqual({
      code: 'no-such-die', message: 'There is no die 4 in the arena (it holds 3 dice)', params: { index: 3, arenaDice: 3 },
    });
    expect(refusalOf(() => act(open, { type: 'correctFace', index: 0, face: 'X' }))).toEqual({
      code: 'x-correction', message: 'Die 1 cannot show X: an X would have been removed after the throw', params: { index: 0 },
    });
    expect(refusalOf(() => act(open, { type: 'correctFace', index: 0, face: '3' }))).toEqual({
      code: 'no-change', message: 'Die 1 already shows 3', params: { index: 0, face: '3' },
    });
    expect(refusalOf(() => act(open, { type: 'correctFace', index: 0, face: '5' }))).toEqual({
      code: 'correction-makes-match',
      message: 'Die 1 cannot show 5: die 2 already shows 5, and equal faces would have been collected',
      params: { index: 0, face: '5', other: 1 },
    });
    expect(refusalOf(() => act(open, { type: 'correctFace', index: 1, face: '6' }))).toEqual({
      code: 'impossible-face', message: 'Die 2: "6" is not a face of these dice (1, 2, 3, 4, 5, X)',
      params: { die: 'corrected', index: 1, face: '6', faces: ['1', '2', '3', '4', '5', 'X'] },
    });
  });

  it('can name the start die placed unseen, and undo restores it unseen', () => {
    const unseen = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: null });
    const seen = act(unseen, { type: 'correctFace', index: 0, face: '4' });
    expect(seen.events).toEqual([{ type: 'faceCorrected', player: 0, index: 0, from: null, to: '4' }]);
    expect(act(seen, { type: 'undo' }).state.arena).toEqual([null]);
  });
});
