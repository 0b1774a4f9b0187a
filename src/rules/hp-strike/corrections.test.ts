import { describe, expect, it } from 'vitest';
import { fold } from '../engine.ts';
import { refusalOf } from '../testing/game.ts';
import { hpStrike } from './index.ts';
import { ACCIO, CONFUNDO, IMMOBULUS, RELASHIO, act, errorOf, start, thrown } from './test-helpers.ts';

const ready = act(start({ players: ['Harry', 'Ron'] }), { type: 'placeStartDie', face: CONFUNDO });
const open = act(ready, thrown([CONFUNDO, ACCIO]));

describe('face corrections (architecture.md: corrections are events, undo removes them)', () => {
  it('records a correction and undoes it', () => {
    const g = act(open, { type: 'correctFace', index: 1, face: RELASHIO });
    expect(g.events).toEqual([{ type: 'faceCorrected', player: 0, index: 1, from: '3', to: '2', immobulus: 0 }]);
    expect(hpStrike.legalActions(g.state)).toEqual(['throw', 'pass', 'correctFace', 'undo', 'retirePlayer']);
    const back = act(g, { type: 'undo' });
    expect(back.events).toEqual([{ type: 'correctionUndone', player: 0, index: 1, from: '2', to: '3', immobulus: 0 }]);
    expect(back.state.arena).toEqual(['5', '3']);
    expect(fold(hpStrike, back.log)).toEqual(back.state);
    expect(errorOf(() => act(back, { type: 'undo' })))
      .toBe('nothing-to-undo: There is no correction since the last throw to undo (a throw is never undone)');
  });

  it('refuses an arena the rules would not have left', () => {
    expect(errorOf(() => act(open, { type: 'correctFace', index: 1, face: CONFUNDO })))
      .toBe('correction-makes-match: Die 2 cannot show 5: 2 dice would show 5, and a match would have been cast');
    expect(refusalOf(() => act(open, { type: 'correctFace', index: 1, face: CONFUNDO })).params)
      .toEqual({ index: 1, face: '5', matchFace: '5', count: 2 });
    expect(errorOf(() => act(open, { type: 'correctFace', index: 0, face: 'X' })))
      .toBe('x-correction: Die 1 cannot show X: an X would have been removed after the throw');
    expect(refusalOf(() => act(open, { type: 'correctFace', index: 2, face: ACCIO }))).toEqual({
      code: 'no-such-die', message: 'There is no die 3 in the arena (it holds 2 dice)', params: { index: 2, arenaDice: 2 },
    });
  });

  it('lets a held Immobulus combination grow or break by correction, and undo restores it', () => {
    const held = act(ready, thrown([CONFUNDO, IMMOBULUS]), thrown([CONFUNDO, IMMOBULUS, IMMOBULUS]), thrown([CONFUNDO, IMMOBULUS, IMMOBULUS, ACCIO]));
    const grown = act(held, { type: 'correctFace', index: 3, face: IMMOBULUS });
    expect(grown.events).toEqual([{ type: 'faceCorrected', player: 1, index: 3, from: '3', to: '1', immobulus: 3 }]);
    const broken = act(held, { type: 'correctFace', index: 1, face: RELASHIO });
    expect(broken.state.immobulus).toBe(0);
    expect(act(broken, { type: 'undo' }).state.immobulus).toBe(2);
    expect(errorOf(() => act(open, { type: 'correctFace', index: 0, face: ACCIO }))).toMatch(/^correction-makes-match/);
  });
});
