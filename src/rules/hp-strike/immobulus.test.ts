import { describe, expect, it } from 'vitest';
import { ACCIO, CONFUNDO, IMMOBULUS, RELASHIO, act, start, stocks, thrown } from './test-helpers.ts';

/** Harry and Ron, start die Confundo, Harry to throw. */
const ready = act(start({ players: ['Harry', 'Ron'] }), { type: 'placeStartDie', face: CONFUNDO });
/** Harry made an Immobulus pair: arena Confundo, Immobulus, Immobulus; Ron to throw. */
const held = act(ready, thrown([CONFUNDO, IMMOBULUS]), thrown([CONFUNDO, IMMOBULUS, IMMOBULUS]));

describe('Immobulus (do not collect those dice; other groups removed without their spells)', () => {
  it('holds a new Immobulus pair in the arena and ends the turn', () => {
    expect(held.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['5', '1', '1'], out: 0, leaning: 0, stacked: 0 },
      { type: 'spellsCast', player: 0, spells: ['immobulus'] },
      { type: 'immobulusHeld', player: 0, count: 2 },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
    expect(held.state.arena).toEqual(['5', '1', '1']);
    expect(stocks(held)).toEqual([6, 8]);
  });

  it('collects the other groups but their spells do not go off', () => {
    const g = act(ready, thrown([CONFUNDO, IMMOBULUS]), thrown([CONFUNDO, IMMOBULUS, ACCIO]),
      thrown([IMMOBULUS, IMMOBULUS, ACCIO, ACCIO]));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['1', '1', '3', '3'], out: 0, leaning: 0, stacked: 0 },
      { type: 'spellsCast', player: 0, spells: ['immobulus'] },
      { type: 'immobulusHeld', player: 0, count: 2 },
      { type: 'matchCollected', player: 0, groups: [{ face: '3', count: 2 }] },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
  });

  it('keeps a standing combination through a throw that leaves it as it was, and other spells go off (standingImmobulus: inert)', () => {
    const g = act(held, thrown([CONFUNDO, IMMOBULUS, IMMOBULUS, RELASHIO]));
    expect(g.events).toEqual([{ type: 'diceThrown', player: 1, count: 1, arena: ['5', '1', '1', '2'], out: 0, leaning: 0, stacked: 0 }]);
    const confundo = act(g, thrown([CONFUNDO, IMMOBULUS, IMMOBULUS, RELASHIO, CONFUNDO]));
    expect(confundo.events.slice(1, 4)).toEqual([
      { type: 'spellsCast', player: 1, spells: ['confundo'] },
      { type: 'matchCollected', player: 1, groups: [{ face: '5', count: 2 }] },
      { type: 'playOrderReversed', player: 1, clockwise: false },
    ]);
    expect(confundo.state.arena).toEqual(['1', '1', '2']);
  });

  it('takes a thrown Immobulus die that joins a standing combination for a match: held, and the turn is over (helper 152)', () => {
    // harry-potter-strike-en.txt, Immobulus: "If a new Immobulus die is rolled while other
    // Immobulus dice are still combined in the arena, this new die cannot be removed either";
    // Playing the Game: "If you have made a match … Your turn is over."
    const g = act(held, thrown([CONFUNDO, IMMOBULUS, IMMOBULUS, RELASHIO]));
    const joined = act(g, thrown([CONFUNDO, IMMOBULUS, IMMOBULUS, RELASHIO, IMMOBULUS]));
    expect(joined.events.slice(1)).toEqual([
      { type: 'spellsCast', player: 1, spells: ['immobulus'] },
      { type: 'immobulusHeld', player: 1, count: 3 },
      { type: 'turnEnded', player: 1, reason: 'match' },
      { type: 'turnStarted', player: 0, mustThrowAll: false },
    ]);
    expect(joined.state.arena).toEqual(['5', '1', '1', '2', '1']);
    expect(stocks(joined)).toEqual([6, 6]);
  });

  it('frees the dice when a throw breaks the combination', () => {
    const g = act(held, thrown([CONFUNDO, IMMOBULUS, ACCIO, RELASHIO]));
    expect(g.events.slice(1)).toEqual([{ type: 'immobulusBroken', player: 1 }]);
    expect(g.state.immobulus).toBe(0);
  });

  it('freezes every later throw while it stands (standingImmobulus: freezes)', () => {
    const frozen = act(start({ players: ['Harry', 'Ron'], rules: { standingImmobulus: 'freezes' } }),
      { type: 'placeStartDie', face: CONFUNDO }, thrown([CONFUNDO, IMMOBULUS]), thrown([CONFUNDO, IMMOBULUS, IMMOBULUS]));
    expect(act(frozen, thrown([CONFUNDO, IMMOBULUS, IMMOBULUS, CONFUNDO])).events).toEqual([
      { type: 'diceThrown', player: 1, count: 1, arena: ['5', '1', '1', '5'], out: 0, leaning: 0, stacked: 0 },
      { type: 'spellsCast', player: 1, spells: ['immobulus'] },
      { type: 'matchCollected', player: 1, groups: [{ face: '5', count: 2 }] },
      { type: 'turnEnded', player: 1, reason: 'match' },
      { type: 'turnStarted', player: 0, mustThrowAll: false },
    ]);
  });
});
