import { describe, expect, it } from 'vitest';
import { hpStrike } from './index.ts';
import { ACCIO, CONFUNDO, IMMOBULUS, LEVIOSA, RELASHIO, act, diceAccounted, errorOf, start, stocks, thrown } from './test-helpers.ts';

/** Harry and Ron, start die Confundo, Harry to throw. */
const ready = act(start({ players: ['Harry', 'Ron'] }), { type: 'placeStartDie', face: CONFUNDO });

describe('a throw (harry-potter-strike-en.txt, Playing the Game)', () => {
  it('takes exactly one die and leaves the turn open when all symbols differ', () => {
    const g = act(ready, thrown([CONFUNDO, ACCIO]));
    expect(g.events).toEqual([{ type: 'diceThrown', player: 0, count: 1, arena: ['5', '3'], out: 0, leaning: 0, stacked: 0 }]);
    expect(stocks(g)).toEqual([7, 8]);
    expect(hpStrike.legalActions(g.state)).toEqual(['throw', 'pass', 'correctFace', 'retirePlayer']);
    expect(errorOf(() => act(g, thrown([CONFUNDO, ACCIO, IMMOBULUS, RELASHIO]))))
      .toBe('wrong-throw-count: 2 dice appeared but exactly 1 must be thrown');
  });

  it('must roll before ending the turn, then passes to the next wizard', () => {
    expect(errorOf(() => act(ready, { type: 'pass' })))
      .toBe('must-throw-first: Harry must roll a die before ending the turn (Playing the Game)');
    expect(act(ready, thrown([CONFUNDO, ACCIO]), { type: 'pass' }).events).toEqual([
      { type: 'turnEnded', player: 0, reason: 'pass' },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
  });

  it('removes X first, then dice out of the arena, and the turn goes on', () => {
    const g = act(ready, thrown([CONFUNDO, ACCIO]), thrown(['X', ACCIO], 1));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['X', '3'], out: 1, leaning: 0, stacked: 0 },
      { type: 'xDiceRemoved', player: 0, count: 1 },
      { type: 'outOfArenaRemoved', player: 0, count: 1 },
    ]);
    expect(g.state.arena).toEqual(['3']);
    expect(g.state.removed).toBe(2);
    expect(diceAccounted(g.state)).toBe(26);
  });

  it('reports dice missing from the picture and refuses stacked dice without a tower', () => {
    expect(errorOf(() => act(ready, thrown([]))))
      .toBe('dice-missing: 1 die missing: the arena held 1, the throw reports 0 flat, 0 stacked, 0 out and 0 leaning');
    expect(errorOf(() => act(ready, thrown([ACCIO], 0, 0, 1))))
      .toBe('no-tower: 1 die reported stacked, but no tower stands: dice may not be stacked');
    expect(errorOf(() => act(ready, { type: 'throw', arena: ['3'], out: 1.5 })))
      .toBe('bad-action: throw.out must be a whole number ≥ 0, got 1.5');
  });

  it('waits for the arena to be shifted when a die does not lie flat (Tips and tricks)', () => {
    const g = act(ready, thrown([CONFUNDO], 0, 1));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['5'], out: 0, leaning: 1, stacked: 0 },
      { type: 'shiftRequested', player: 0, count: 1 },
    ]);
    expect(hpStrike.legalActions(g.state)).toEqual(['shiftArena']);
    expect(errorOf(() => act(g, { type: 'shiftArena', arena: ['5', '3', '1'], out: 0 })))
      .toBe('wrong-count: The shifted arena must hold the 2 dice it held (flat, stacked and leaning), got 3 dice');
    expect(act(g, { type: 'shiftArena', arena: [CONFUNDO, LEVIOSA], out: 0 }).events).toEqual([
      { type: 'arenaShifted', player: 0, arena: ['5', '4'], out: 0, stacked: 0 },
    ]);
  });
});

describe('Expelliarmus! (empty arena: throw all your dice)', () => {
  const emptied = act(ready, thrown(['X', 'X']));

  it('makes the wizard who faces an empty arena throw every die, even mid-turn', () => {
    expect(emptied.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['X', 'X'], out: 0, leaning: 0, stacked: 0 },
      { type: 'xDiceRemoved', player: 0, count: 2 },
      { type: 'expelliarmus', player: 0 },
    ]);
    expect(errorOf(() => act(emptied, thrown([ACCIO]))))
      .toBe('must-throw-all: 1 die appeared but facing an empty arena Harry must throw all 7 dice (Expelliarmus!)');
    // "If it is your turn and there are no dice left in the arena … You must throw all": no passing.
    expect(hpStrike.legalActions(emptied.state)).toEqual(['throw', 'retirePlayer']);
    expect(errorOf(() => act(emptied, { type: 'pass' })))
      .toBe('must-throw-all: Harry faces an empty arena and must throw all 7 dice (Expelliarmus!), not pass');
  });

  it('eliminates a wizard whose turn ends with no dice, and the last one with dice wins (Ending the game)', () => {
    const g = act(emptied, thrown([IMMOBULUS, RELASHIO, ACCIO], 4));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 0, count: 7, arena: ['1', '2', '3'], out: 4, leaning: 0, stacked: 0 },
      { type: 'outOfArenaRemoved', player: 0, count: 4 },
      { type: 'turnEnded', player: 0, reason: 'emptyStock' },
      { type: 'playerEliminated', player: 0, playersLeft: 1 },
      { type: 'gameWon', player: 1, round: 1 },
    ]);
    expect(hpStrike.legalActions(g.state)).toEqual([]);
    expect(errorOf(() => act(g, thrown(['1', '2', '3', '4'])))).toBe('game-over: The game is over');
  });

  it('hands the turn on past an eliminated wizard', () => {
    const three = act(start({ players: ['Harry', 'Ron', 'Hermione'] }), { type: 'placeStartDie', face: CONFUNDO },
      thrown(['X', 'X']), thrown([], 6));
    expect(three.events.slice(-3)).toEqual([
      { type: 'turnEnded', player: 0, reason: 'emptyStock' },
      { type: 'playerEliminated', player: 0, playersLeft: 2 },
      { type: 'turnStarted', player: 1, mustThrowAll: true },
    ]);
    const ron = act(three, thrown([CONFUNDO, CONFUNDO, IMMOBULUS, RELASHIO, ACCIO, LEVIOSA, 'X']));
    expect(ron.events.at(-1)).toEqual({ type: 'turnStarted', player: 2, mustThrowAll: false });
    expect(act(ron, thrown([IMMOBULUS, RELASHIO, ACCIO, LEVIOSA, 'X']), { type: 'pass' }).events.at(-1))
      .toEqual({ type: 'turnStarted', player: 1, mustThrowAll: false });
  });
});
