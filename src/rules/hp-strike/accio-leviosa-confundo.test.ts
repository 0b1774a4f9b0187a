import { describe, expect, it } from 'vitest';
import { hpStrike } from './index.ts';
import { ACCIO, CONFUNDO, IMMOBULUS, LEVIOSA, RELASHIO, act, diceAccounted, errorOf, start, stocks, thrown } from './test-helpers.ts';

/** Harry and Ron, start die Confundo, Harry to throw. */
const ready = act(start({ players: ['Harry', 'Ron'] }), { type: 'placeStartDie', face: CONFUNDO });

describe('Accio (collect the matching dice and may collect one additional die)', () => {
  const cast = act(ready, thrown([CONFUNDO, ACCIO]), thrown([CONFUNDO, ACCIO, ACCIO]));

  it('collects the pair and offers the dice left', () => {
    expect(cast.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['5', '3', '3'], out: 0, leaning: 0, stacked: 0 },
      { type: 'spellsCast', player: 0, spells: ['accio'] },
      { type: 'matchCollected', player: 0, groups: [{ face: '3', count: 2 }] },
      { type: 'accioOffered', player: 0, faces: ['5'] },
    ]);
    expect(hpStrike.legalActions(cast.state)).toEqual(['accioPick']);
  });

  it('takes the chosen die, then the turn ends (an empty arena means Expelliarmus for the next)', () => {
    const g = act(cast, { type: 'accioPick', face: CONFUNDO });
    expect(g.events).toEqual([
      { type: 'accioDieCollected', player: 0, face: '5' },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: true },
    ]);
    expect(stocks(g)).toEqual([9, 8]);
  });

  it('may take none, and refuses a die that is not there', () => {
    expect(act(cast, { type: 'accioPick', face: null }).events).toEqual([
      { type: 'accioDeclined', player: 0 },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
    expect(errorOf(() => act(cast, { type: 'accioPick', face: LEVIOSA })))
      .toBe('no-such-die: No die showing 4 can be taken; choose one of 5 or none');
  });

  it('offers nothing when the arena is empty', () => {
    expect(act(ready, thrown([ACCIO, ACCIO])).events.slice(1)).toEqual([
      { type: 'spellsCast', player: 0, spells: ['accio'] },
      { type: 'matchCollected', player: 0, groups: [{ face: '3', count: 2 }] },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: true },
    ]);
  });
});

describe('Wingardium Leviosa (collect; stack the dice left into one tower; only the top counts)', () => {
  const tower = act(ready, thrown([CONFUNDO, IMMOBULUS]), thrown([CONFUNDO, IMMOBULUS, RELASHIO]),
    thrown([CONFUNDO, IMMOBULUS, RELASHIO, LEVIOSA]), thrown([CONFUNDO, IMMOBULUS, RELASHIO, LEVIOSA, LEVIOSA]));

  it('stacks the three dice left into a tower whose top is not read yet', () => {
    expect(tower.events.slice(1)).toEqual([
      { type: 'spellsCast', player: 0, spells: ['wingardiumLeviosa'] },
      { type: 'matchCollected', player: 0, groups: [{ face: '4', count: 2 }] },
      { type: 'towerStacked', player: 0, count: 3 },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
    expect(tower.state.arena).toEqual([null]);
    expect(tower.state.stacked).toBe(2);
    expect(diceAccounted(tower.state)).toBe(26);
  });

  it('counts only the top of a tower still standing after the next throw', () => {
    const g = act(tower, thrown([ACCIO, CONFUNDO], 0, 0, 2));
    expect(g.events).toEqual([{ type: 'diceThrown', player: 1, count: 1, arena: ['3', '5'], out: 0, leaning: 0, stacked: 2 }]);
    const fallen = act(g, thrown([ACCIO, CONFUNDO, IMMOBULUS, RELASHIO], 0, 0, 1));
    expect(fallen.state.stacked).toBe(1);
    const gone = act(fallen, thrown([ACCIO, CONFUNDO, IMMOBULUS, RELASHIO, LEVIOSA, 'X']));
    expect(gone.state.stacked).toBe(0);
    expect(errorOf(() => act(gone, thrown([ACCIO, CONFUNDO, IMMOBULUS, RELASHIO, LEVIOSA], 0, 0, 1))))
      .toBe('no-tower: 1 die reported stacked, but no tower stands: dice may not be stacked');
  });

  // Wingardium Leviosa: the tower is "the dice left in the arena" when the spell goes off;
  // "Dice may not be … stacked" (Tips and tricks): a thrown die never grows it.
  it('refuses a throw that grows the tower by the thrown die, in throws and in shifts', () => {
    expect(errorOf(() => act(tower, thrown([ACCIO], 0, 0, 3))))
      .toBe('tower-grew: 3 dice reported stacked, but the tower had 2 dice under its top: '
        + 'a thrown die does not join a Wingardium Leviosa tower (shift the arena until it falls off)');
    const leaning = act(tower, thrown([ACCIO], 0, 1, 2));
    expect(errorOf(() => act(leaning, { type: 'shiftArena', arena: [ACCIO], out: 0, stacked: 3 })))
      .toMatch(/^tower-grew: 3 dice reported stacked, but the tower had 2 dice under its top/);
    expect(act(leaning, { type: 'shiftArena', arena: [ACCIO, CONFUNDO], out: 0, stacked: 2 }).state.stacked).toBe(2);
    const shrunk = act(tower, thrown([ACCIO, CONFUNDO, RELASHIO], 0, 0, 1));
    expect(shrunk.state.stacked).toBe(1);
    expect(errorOf(() => act(shrunk, thrown([ACCIO, CONFUNDO, RELASHIO], 0, 0, 2))))
      .toMatch(/^tower-grew: 2 dice reported stacked, but the tower had 1 die under its top/);
  });

  // OUR RULING (tower.ts withNewTop; the book does not say): a collected or removed top leaves
  // the die under it as the new top, unread until the next throw; the tower shrinks by one.
  it('makes the die under a collected top the new top, unread, and shrinks the tower (helper 182)', () => {
    // Ron's die lands beside the tower, whose top (given last) shows Accio too: the pair is collected.
    const matched = act(tower, thrown([ACCIO, ACCIO], 0, 0, 2));
    expect(matched.events.slice(1, 3)).toEqual([
      { type: 'spellsCast', player: 1, spells: ['accio'] },
      { type: 'matchCollected', player: 1, groups: [{ face: '3', count: 2 }] },
    ]);
    expect([matched.state.arena, matched.state.stacked, diceAccounted(matched.state)]).toEqual([[null], 1, 26]);
    // The tower now has one die under its top: a reading of two is one that grew it.
    expect(errorOf(() => act(matched, thrown([CONFUNDO, LEVIOSA], 0, 0, 2)))).toMatch(/^tower-grew: 2 dice reported stacked, but the tower had 1 die under its top/);
    expect(act(matched, thrown([CONFUNDO, LEVIOSA], 0, 0, 1)).state.arena).toEqual(['5', '4']);

    // Accio's extra die taken from the top of a tower with one die left under it: that die lies alone.
    const offered = act(tower, thrown([ACCIO, ACCIO, CONFUNDO], 0, 0, 1));
    expect(offered.events.at(-1)).toEqual({ type: 'accioOffered', player: 1, faces: ['5'] });
    const picked = act(offered, { type: 'accioPick', face: CONFUNDO });
    expect([picked.state.arena, picked.state.stacked, diceAccounted(picked.state)]).toEqual([[null], 0, 26]);

    // An X on the top is removed from the game: the die under it is the new top.
    const x = act(tower, thrown([ACCIO, 'X'], 0, 0, 2));
    expect([x.state.arena, x.state.stacked, diceAccounted(x.state)]).toEqual([['3', null], 1, 26]);
  });

  it('builds no tower from a single die', () => {
    const one = act(ready, thrown([CONFUNDO, IMMOBULUS]), thrown([CONFUNDO, LEVIOSA, LEVIOSA]));
    expect(one.events.map((e) => e.type)).toEqual(['diceThrown', 'spellsCast', 'matchCollected', 'turnEnded', 'turnStarted']);
    expect(one.state.arena).toEqual(['5']);
  });
});

describe('Confundo (collect, then reverse the play order)', () => {
  it('reverses the order: after Harry comes Hermione, not Ron', () => {
    const three = act(start({ players: ['Harry', 'Ron', 'Hermione'] }), { type: 'placeStartDie', face: CONFUNDO });
    const g = act(three, thrown([CONFUNDO, CONFUNDO]));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['5', '5'], out: 0, leaning: 0, stacked: 0 },
      { type: 'spellsCast', player: 0, spells: ['confundo'] },
      { type: 'matchCollected', player: 0, groups: [{ face: '5', count: 2 }] },
      { type: 'playOrderReversed', player: 0, clockwise: false },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 2, mustThrowAll: true },
    ]);
    const back = act(g, thrown([CONFUNDO, CONFUNDO, ACCIO, IMMOBULUS, RELASHIO, LEVIOSA, 'X']));
    expect(back.events.slice(-3)).toEqual([
      { type: 'playOrderReversed', player: 2, clockwise: true },
      { type: 'turnEnded', player: 2, reason: 'match' },
      { type: 'turnStarted', player: 0, mustThrowAll: false },
    ]);
  });
});

describe('several spells at once ("carry out spells and effects in the order listed")', () => {
  it('goes Accio, then Wingardium Leviosa, then Confundo', () => {
    const big = act(ready, thrown(['X', 'X']),
      thrown([ACCIO, ACCIO, LEVIOSA, LEVIOSA, CONFUNDO, CONFUNDO, IMMOBULUS]));
    expect(big.events.slice(1)).toEqual([
      { type: 'spellsCast', player: 0, spells: ['accio', 'wingardiumLeviosa', 'confundo'] },
      { type: 'matchCollected', player: 0, groups: [{ face: '3', count: 2 }, { face: '4', count: 2 }, { face: '5', count: 2 }] },
      { type: 'accioOffered', player: 0, faces: ['1'] },
    ]);
    expect(act(big, { type: 'accioPick', face: null }).events).toEqual([
      { type: 'accioDeclined', player: 0 },
      { type: 'playOrderReversed', player: 0, clockwise: false },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
    expect(stocks(big)).toEqual([6, 8]);
  });

  it('reads the faces through a configured mapping (the face → symbol mapping is an assumption)', () => {
    const faceSpells = { '1': 'confundo', '2': 'accio', '3': 'relashio', '4': 'immobulus', '5': 'wingardiumLeviosa' } as const;
    const g = act(start({ players: ['Harry', 'Ron', 'Hermione'], rules: { faceSpells } }),
      { type: 'placeStartDie', face: RELASHIO }, thrown([IMMOBULUS, IMMOBULUS]));
    expect(g.events.slice(1, 4)).toEqual([
      { type: 'spellsCast', player: 0, spells: ['confundo'] },
      { type: 'matchCollected', player: 0, groups: [{ face: '1', count: 2 }] },
      { type: 'playOrderReversed', player: 0, clockwise: false },
    ]);
  });
});
