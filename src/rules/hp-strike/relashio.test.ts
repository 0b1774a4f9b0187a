import { describe, expect, it } from 'vitest';
import { hpStrike } from './index.ts';
import { ACCIO, CONFUNDO, IMMOBULUS, LEVIOSA, RELASHIO, act, errorOf, start, startWithStocks, stocks, thrown } from './test-helpers.ts';

/** Harry and Ron, start die Confundo, Harry to throw. */
const ready = act(start({ players: ['Harry', 'Ron'] }), { type: 'placeStartDie', face: CONFUNDO });

describe('Relashio (every wizard throws a die; those spells do not fire; the active wizard collects)', () => {
  const called = act(ready, thrown([CONFUNDO, RELASHIO]), thrown([CONFUNDO, RELASHIO, RELASHIO]));

  it('asks every wizard for one die before anything is collected', () => {
    expect(called.events.slice(1)).toEqual([
      { type: 'spellsCast', player: 0, spells: ['relashio'] },
      { type: 'relashioCalled', player: 0, throwers: [0, 1] },
    ]);
    expect(hpStrike.legalActions(called.state)).toEqual(['relashioThrow']);
    expect(errorOf(() => act(called, thrown([CONFUNDO, RELASHIO, RELASHIO, ACCIO]))))
      .toBe('not-now: No throw now: every wizard throws one die (Relashio)');
    expect(errorOf(() => act(called, { type: 'relashioThrow', arena: ['5', '2', '2', '3'], out: 0 })))
      .toBe('wrong-throw-count: 1 die appeared but 2 wizards each throw 1 (Relashio)');
  });

  it('lets the active wizard collect every match, spells of the group throw not firing', () => {
    const g = act(called, { type: 'relashioThrow', arena: [CONFUNDO, RELASHIO, RELASHIO, ACCIO, ACCIO], out: 0 });
    expect(g.events).toEqual([
      { type: 'relashioThrown', player: 0, throwers: [0, 1], arena: ['5', '2', '2', '3', '3'], out: 0, leaning: 0, stacked: 0 },
      { type: 'matchCollected', player: 0, groups: [{ face: '2', count: 2 }, { face: '3', count: 2 }] },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
    expect(stocks(g)).toEqual([9, 7]);
  });

  it('collects a new Immobulus pair of the group throw too', () => {
    const g = act(called, { type: 'relashioThrow', arena: [CONFUNDO, RELASHIO, IMMOBULUS, IMMOBULUS], out: 1 });
    expect(g.events.slice(1, 3)).toEqual([
      { type: 'outOfArenaRemoved', player: 0, count: 1 },
      { type: 'matchCollected', player: 0, groups: [{ face: '1', count: 2 }] },
    ]);
  });

  it('carries out the spells listed after Relashio that the first throw cast', () => {
    const both = act(ready, thrown([CONFUNDO, RELASHIO]), thrown([CONFUNDO, RELASHIO, ACCIO]),
      thrown([RELASHIO, RELASHIO, ACCIO, ACCIO]));
    expect(both.events.slice(1)).toEqual([
      { type: 'spellsCast', player: 0, spells: ['relashio', 'accio'] },
      { type: 'relashioCalled', player: 0, throwers: [0, 1] },
    ]);
    const g = act(both, { type: 'relashioThrow', arena: [RELASHIO, RELASHIO, ACCIO, ACCIO, CONFUNDO, LEVIOSA], out: 0 });
    expect(g.events.slice(1)).toEqual([
      { type: 'matchCollected', player: 0, groups: [{ face: '2', count: 2 }, { face: '3', count: 2 }] },
      { type: 'accioOffered', player: 0, faces: ['4', '5'] },
    ]);
  });

  it('waits for the arena to be shifted when a group-thrown die leans', () => {
    const g = act(called, { type: 'relashioThrow', arena: [CONFUNDO, RELASHIO, RELASHIO, ACCIO], out: 0, leaning: 1 });
    expect(g.events.at(-1)).toEqual({ type: 'shiftRequested', player: 0, count: 1 });
    expect(act(g, { type: 'shiftArena', arena: [CONFUNDO, RELASHIO, RELASHIO, ACCIO, ACCIO], out: 0 }).events.slice(0, 2)).toEqual([
      { type: 'arenaShifted', player: 0, arena: ['5', '2', '2', '3', '3'], out: 0, stacked: 0 },
      { type: 'matchCollected', player: 0, groups: [{ face: '2', count: 2 }, { face: '3', count: 2 }] },
    ]);
  });
});

describe('stunned by Relashio ("If you run out of dice, you\'ve been stunned and are out of the game")', () => {
  const lastDice = (rules: { simultaneousElimination: 'shared' | 'seatOrder' }) => act(
    startWithStocks({ players: ['Harry', 'Ron', 'Hermione'], rules, tournament: true }, [7, 1, 1]),
    { type: 'placeStartDie', face: CONFUNDO }, thrown([CONFUNDO, RELASHIO]), thrown([CONFUNDO, RELASHIO, RELASHIO]),
    { type: 'relashioThrow', arena: [CONFUNDO, RELASHIO, RELASHIO, ACCIO, IMMOBULUS, LEVIOSA], out: 0 });

  it('eliminates every wizard left without dice at once; the game ends when one is left (shared points)', () => {
    expect(lastDice({ simultaneousElimination: 'shared' }).events.slice(1, 6)).toEqual([
      { type: 'matchCollected', player: 0, groups: [{ face: '2', count: 2 }] },
      { type: 'playerEliminated', player: 1, playersLeft: 1 },
      { type: 'playerEliminated', player: 2, playersLeft: 1 },
      { type: 'gameWon', player: 0, round: 1 },
      { type: 'roundScored', round: 1, points: [0, 1, 1], totals: [0, 1, 1] },
    ]);
  });

  it('scores them one after another in play order (simultaneousElimination: seatOrder)', () => {
    expect(lastDice({ simultaneousElimination: 'seatOrder' }).events.slice(2, 6)).toEqual([
      { type: 'playerEliminated', player: 1, playersLeft: 2 },
      { type: 'playerEliminated', player: 2, playersLeft: 1 },
      { type: 'gameWon', player: 0, round: 1 },
      { type: 'roundScored', round: 1, points: [0, 2, 1], totals: [0, 2, 1] },
    ]);
  });
});

// Relashio; "I'm out of dice!"; Ending the game ("The game ends immediately when only one
// player has any dice left. That player is declared the winner!"). The book names no winner
// when nobody has dice: our ruling (settle.ts `stun`) is a win shared by those stunned together.
describe('a Relashio group throw that leaves nobody with dice (our ruling: a shared win)', () => {
  it('names no champion without dice: Harry (his last die cast Relashio) and Ron (last die thrown) share the win', () => {
    const called = act(startWithStocks({ players: ['Harry', 'Ron'] }, [1, 1]),
      { type: 'placeStartDie', face: RELASHIO }, thrown([RELASHIO, RELASHIO]));
    expect(called.events.at(-1)).toEqual({ type: 'relashioCalled', player: 0, throwers: [1] });
    // Ron's die knocks one Relashio die out and turns the other: no match is left to collect.
    const g = act(called, { type: 'relashioThrow', arena: [CONFUNDO, ACCIO], out: 1 });
    expect(g.events).toEqual([
      { type: 'relashioThrown', player: 0, throwers: [1], arena: ['5', '3'], out: 1, leaning: 0, stacked: 0 },
      { type: 'outOfArenaRemoved', player: 0, count: 1 },
      { type: 'gameShared', players: [0, 1], round: 1 },
    ]);
    expect(stocks(g)).toEqual([0, 0]);
    expect(g.state).toMatchObject({ phase: 'over', winner: null, sharedWin: [0, 1] });
    expect(hpStrike.legalActions(g.state)).toEqual([]);
  });

  it('scores 0 for each of them in a tournament and deals the next game', () => {
    const called = act(startWithStocks({ players: ['Harry', 'Ron', 'Hermione'], tournament: true }, [2, 1, 1]),
      { type: 'placeStartDie', face: RELASHIO }, thrown([RELASHIO, RELASHIO]));
    const g = act(called, { type: 'relashioThrow', arena: [CONFUNDO, ACCIO, 'X', LEVIOSA], out: 1 });
    expect(g.events.slice(1)).toEqual([
      { type: 'xDiceRemoved', player: 0, count: 1 },
      { type: 'outOfArenaRemoved', player: 0, count: 1 },
      { type: 'gameShared', players: [0, 1, 2], round: 1 },
      { type: 'roundScored', round: 1, points: [0, 0, 0], totals: [0, 0, 0] },
      { type: 'roundStarted', round: 2, firstPlayer: 1, stocks: [7, 7, 7], setAside: 5 },
    ]);
    expect(g.state.sharedWin).toEqual([]);
  });

  it('still names the active wizard champion when he collected dice and nobody else has any', () => {
    const called = act(startWithStocks({ players: ['Harry', 'Ron'] }, [1, 1]),
      { type: 'placeStartDie', face: RELASHIO }, thrown([RELASHIO, RELASHIO]));
    const g = act(called, { type: 'relashioThrow', arena: [RELASHIO, RELASHIO, ACCIO], out: 0 });
    expect(g.events.slice(1)).toEqual([
      { type: 'matchCollected', player: 0, groups: [{ face: '2', count: 2 }] },
      { type: 'playerEliminated', player: 1, playersLeft: 1 },
      { type: 'gameWon', player: 0, round: 1 },
    ]);
  });
});

// Playing the Game: "If there are multiple matching sets, carry out spells and effects in the
// order listed below"; Relashio: "Any spell matches made by this throw do not take effect" (the
// group throw's own matches, not the spells the active throw cast); Accio: "may also collect one
// additional die". The spells cast by the active throw go off after the group throw even when it
// broke their pairs, so Accio can give a wizard left with no dice one before anyone is named
// champion or the win is shared.
describe('Accio cast with Relashio ("carry out spells and effects in the order listed"; Accio: "may also collect one additional die")', () => {
  /** Harry throws his last die onto a Relashio pair and an Accio pair; Ron's one die knocks out both Relashio dice and an Accio die. */
  const nobodyHasDice = () => {
    const called = act(startWithStocks({ players: ['Harry', 'Ron'] }, [3, 1]),
      { type: 'placeStartDie', face: CONFUNDO }, thrown([CONFUNDO, ACCIO]), thrown([CONFUNDO, ACCIO, RELASHIO]),
      thrown([RELASHIO, RELASHIO, ACCIO, ACCIO]));
    expect(called.events.slice(1)).toEqual([
      { type: 'spellsCast', player: 0, spells: ['relashio', 'accio'] },
      { type: 'relashioCalled', player: 0, throwers: [1] },
    ]);
    return act(called, { type: 'relashioThrow', arena: [ACCIO, CONFUNDO], out: 3 });
  };

  it('offers the Accio die before the stunned are counted, when nobody is left with dice', () => {
    const g = nobodyHasDice();
    expect(g.events.slice(1)).toEqual([
      { type: 'outOfArenaRemoved', player: 0, count: 3 },
      { type: 'accioOffered', player: 0, faces: ['3', '5'] },
    ]);
    expect(stocks(g)).toEqual([0, 0]);
    expect(hpStrike.legalActions(g.state)).toEqual(['accioPick']);
  });

  it('makes Harry champion once Accio gave him a die: Ron, stunned by the group throw, is out', () => {
    const g = act(nobodyHasDice(), { type: 'accioPick', face: CONFUNDO });
    expect(g.events).toEqual([
      { type: 'accioDieCollected', player: 0, face: '5' },
      { type: 'playerEliminated', player: 1, playersLeft: 1 },
      { type: 'gameWon', player: 0, round: 1 },
    ]);
    expect(stocks(g)).toEqual([1, 0]);
    expect(g.state).toMatchObject({ phase: 'over', winner: 0, sharedWin: [] });
  });

  it('shares the win (our ruling) when Harry takes no Accio die', () => {
    const g = act(nobodyHasDice(), { type: 'accioPick', face: null });
    expect(g.events).toEqual([
      { type: 'accioDeclined', player: 0 },
      { type: 'gameShared', players: [0, 1], round: 1 },
    ]);
    expect(g.state).toMatchObject({ phase: 'over', winner: null, sharedWin: [0, 1] });
  });
});
