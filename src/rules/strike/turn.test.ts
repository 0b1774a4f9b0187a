import { describe, expect, it } from 'vitest';
import { CLASSIC } from './editions.ts';
import { strike } from './index.ts';
import { refusalOf } from '../testing/game.ts';
import { act, diceAccounted, errorOf, start, thrown, tinyEdition } from './test-helpers.ts';

/** Ann and Bob, classic edition, start die 3, Ann to throw. */
const ready = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '3' });

describe('throw counts (strike-en.txt, Playing the Game: "you must throw one die")', () => {
  it('accepts one new die and leaves the turn open when all faces differ', () => {
    const g = act(ready, thrown(['3', '5']));
    expect(g.events).toEqual([{ type: 'diceThrown', player: 0, count: 1, arena: ['3', '5'], out: 0, leaning: 0 }]);
    expect(g.state.players[0]!.stock).toBe(8);
    expect(strike.legalActions(g.state)).toEqual(['throw', 'pass', 'correctFace', 'retirePlayer']);
  });

  it('refuses more than one new die with a message the referee can print', () => {
    expect(errorOf(() => act(ready, thrown(['3', '5', '2', '1']))))
      .toBe('wrong-throw-count: 3 dice appeared but exactly 1 may be thrown');
  });

  it('refuses a throw with no new die and different faces', () => {
    expect(errorOf(() => act(ready, thrown(['4']))))
      .toBe('wrong-throw-count: No new die appeared, but the arena changed: dice were turned, knocked out or swapped without a throw');
  });

  it('says moving dice without changing faces is not a throw', () => {
    const two = act(ready, thrown(['3', '5']));
    expect(errorOf(() => act(two, thrown(['5', '3']))))
      .toBe('not-a-throw: The arena shows the same 2 dice as before: no die was thrown (moving dice without changing their faces is not a throw)');
  });

  it('reports dice missing from the picture', () => {
    const two = act(ready, thrown(['3', '5']));
    expect(errorOf(() => act(two, thrown([]))))
      .toBe('dice-missing: 2 dice missing: the arena held 2, and now holds 0. Is a die hidden, or was one picked up?');
  });

  it('counts dice out of the arena and leaning dice as thrown', () => {
    expect(errorOf(() => act(ready, thrown(['3', '5'], 1))))
      .toBe('wrong-throw-count: 2 dice appeared but exactly 1 may be thrown');
    expect(errorOf(() => act(ready, thrown(['3', '5'], 0, 1))))
      .toBe('wrong-throw-count: 2 dice appeared but exactly 1 may be thrown');
  });

  it('allows several dice in the at-least-one edition, never more than the stock', () => {
    const free = act(start({ players: ['Ann', 'Bob'], edition: tinyEdition(2, { dicePerThrow: 'atLeastOne' }) }),
      { type: 'placeStartDie', face: '3' });
    expect(act(free, thrown(['3', '1', '2'])).events[0])
      .toEqual({ type: 'diceThrown', player: 0, count: 2, arena: ['3', '1', '2'], out: 0, leaning: 0 });
    expect(errorOf(() => act(free, thrown(['3', '1', '2', '4']))))
      .toBe('not-enough-dice: 3 dice appeared but Ann has only 2 in stock');
  });

  it('refuses faces the dice do not have', () => {
    expect(errorOf(() => act(ready, thrown(['3', '6']))))
      .toBe('impossible-face: Die 2 in the arena: "6" is not a face of these dice (1, 2, 3, 4, 5, X)');
    expect(refusalOf(() => act(ready, thrown(['6', '3']))).params)
      .toEqual({ die: 'arena', index: 0, face: '6', faces: ['1', '2', '3', '4', '5', 'X'] });
  });

  it('refuses malformed counts', () => {
    expect(errorOf(() => act(ready, { type: 'throw', arena: ['3', '5'], out: -1 })))
      .toBe('bad-action: throw.out must be a whole number ≥ 0, got -1');
  });
});

describe('after a throw (strike-en.txt, Same numbers / That was an X! / niX!)', () => {
  it('collects a pair, ends the turn, and an empty arena is a big hit', () => {
    const g = act(ready, thrown(['3', '3']));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['3', '3'], out: 0, leaning: 0 },
      { type: 'matchCollected', player: 0, groups: [{ face: '3', count: 2 }] },
      { type: 'bigHit', player: 0 },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: true },
    ]);
    expect(g.state.players.map((p) => p.stock)).toEqual([10, 9]);
  });

  it('plays the rulebook example: two groups collected at once, the 6 stays (X + 2–6 dice)', () => {
    const x2 = act(start({ players: ['Ann', 'Bob'], edition: 'classic-x2' }), { type: 'placeStartDie', face: '3' });
    const g = act(x2,
      thrown(['3', '2']), { type: 'pass' },
      thrown(['3', '2', '5']), { type: 'pass' },
      thrown(['2', '3', '4', '6']));
    expect(g.state.current).toBe(0);
    const last = act(g, thrown(['3', '3', '5', '5', '6']));
    expect(last.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['3', '3', '5', '5', '6'], out: 0, leaning: 0 },
      { type: 'matchCollected', player: 0, groups: [{ face: '3', count: 2 }, { face: '5', count: 2 }] },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
    expect(last.state.arena).toEqual(['6']);
    expect(last.state.players.map((p) => p.stock)).toEqual([10, 8]);
  });

  it('removes X dice without ending the turn', () => {
    const g = act(ready, thrown(['3', '5']), thrown(['X', '5', '1']));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['X', '5', '1'], out: 0, leaning: 0 },
      { type: 'xDiceRemoved', player: 0, count: 1 },
    ]);
    expect(g.state.arena).toEqual(['5', '1']);
    expect(g.state.removed).toBe(1);
    expect(strike.legalActions(g.state)).toEqual(['throw', 'pass', 'correctFace', 'retirePlayer']);
    expect(act(g, thrown(['5', '1', '4'])).events[0]!.type).toBe('diceThrown');
  });

  it('removes dice out of the arena whatever they show, without ending the turn', () => {
    const g = act(ready, thrown(['3'], 1));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['3'], out: 1, leaning: 0 },
      { type: 'outOfArenaRemoved', player: 0, count: 1 },
    ]);
    expect(g.state.phase).toBe('throw');
    expect(g.state.current).toBe(0);
  });

  it('removes X first, then dice outside, then collects matches', () => {
    const g = act(ready, thrown(['3', '5']), thrown(['3', '5', '1']), thrown(['X', '5', '5'], 1));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['X', '5', '5'], out: 1, leaning: 0 },
      { type: 'xDiceRemoved', player: 0, count: 1 },
      { type: 'outOfArenaRemoved', player: 0, count: 1 },
      { type: 'matchCollected', player: 0, groups: [{ face: '5', count: 2 }] },
      { type: 'bigHit', player: 0 },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: true },
    ]);
  });

  it('makes a big hit when dice knocked out empty the arena (strike-fr.txt: "quand il vide l\'arène")', () => {
    expect(act(ready, thrown([], 2)).events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: [], out: 2, leaning: 0 },
      { type: 'outOfArenaRemoved', player: 0, count: 2 },
      { type: 'bigHit', player: 0 },
      { type: 'turnEnded', player: 0, reason: 'bigHit' },
      { type: 'turnStarted', player: 1, mustThrowAll: true },
    ]);
  });

  it('must throw at least once before passing', () => {
    expect(errorOf(() => act(ready, { type: 'pass' })))
      .toBe('must-throw-first: Ann must throw before passing (rulebook, Playing the Game)');
  });
});

describe('the big hit (strike-en.txt, The big hit!)', () => {
  const hit = act(ready, thrown(['3', '3']));

  it('makes the next player throw his whole stock at once', () => {
    expect(errorOf(() => act(hit, thrown(['1']))))
      .toBe('must-throw-all: 1 die appeared but after a big hit Bob must throw all 9 dice at once');
    const all = act(hit, thrown(['1', '2', '3', '4', '5', '1', '2'], 2));
    expect(all.events).toEqual([
      { type: 'diceThrown', player: 1, count: 9, arena: ['1', '2', '3', '4', '5', '1', '2'], out: 0 + 2, leaning: 0 },
      { type: 'outOfArenaRemoved', player: 1, count: 2 },
      { type: 'matchCollected', player: 1, groups: [{ face: '1', count: 2 }, { face: '2', count: 2 }] },
      { type: 'turnEnded', player: 1, reason: 'match' },
      { type: 'turnStarted', player: 0, mustThrowAll: false },
    ]);
    expect(all.state.arena).toEqual(['3', '4', '5']);
    expect(all.state.players.map((p) => p.stock)).toEqual([10, 4]);
  });

  it('ends the turn when X dice alone empty the arena: the next player throws all', () => {
    // "either by the removal of the same-numbered dice, and/or the removal of all X dice".
    const x = act(ready, thrown(['X', 'X']));
    expect(x.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['X', 'X'], out: 0, leaning: 0 },
      { type: 'xDiceRemoved', player: 0, count: 2 },
      { type: 'bigHit', player: 0 },
      { type: 'turnEnded', player: 0, reason: 'bigHit' },
      { type: 'turnStarted', player: 1, mustThrowAll: true },
    ]);
    // Only a correction of the X dice taken out, besides the throw.
    expect(strike.legalActions(x.state)).toEqual(['throw', 'correctFace', 'retirePlayer']);
    expect(errorOf(() => act(x, thrown(['4']))))
      .toBe('must-throw-all: 1 die appeared but after a big hit Bob must throw all 9 dice at once');
  });

  it('does not end the turn when X dice leave others in the arena', () => {
    const x = act(ready, thrown(['X', '4']));
    expect(x.state.current).toBe(0);
    expect(x.state.arena).toEqual(['4']);
    expect(strike.legalActions(x.state)).toContain('pass');
  });

  it('eliminates an all-in thrower who matches nothing', () => {
    const g = act(hit, thrown(['1', '2', '3', '4', '5'], 4));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 1, count: 9, arena: ['1', '2', '3', '4', '5'], out: 4, leaning: 0 },
      { type: 'outOfArenaRemoved', player: 1, count: 4 },
      { type: 'turnEnded', player: 1, reason: 'emptyStock' },
      { type: 'playerEliminated', player: 1, playersLeft: 1 },
      { type: 'gameWon', player: 0, round: 1 },
    ]);
    expect(strike.legalActions(g.state)).toEqual(['correctFace']);
    expect(errorOf(() => act(g, thrown(['1'])))).toBe('game-over: The game is over');
    expect(errorOf(() => act(g, { type: 'pass' }))).toBe('game-over: The game is over');
  });

  it('rules a misread throw that ended the game again: the game goes on, and the correction can be undone', () => {
    const over = act(hit, thrown(['1', '2', '3', '4', '5'], 4));
    expect(over.state.phase).toBe('over');
    // The 5 was a 4: the pair of 4s is Bob's, so he is not out.
    const fixed = act(over, { type: 'correctFace', index: 4, face: '4' });
    expect(fixed.events).toEqual([
      { type: 'throwRuledAgain', player: 1, index: 4, from: '5', to: '4' },
      { type: 'diceThrown', player: 1, count: 9, arena: ['1', '2', '3', '4', '4'], out: 4, leaning: 0 },
      { type: 'outOfArenaRemoved', player: 1, count: 4 },
      { type: 'matchCollected', player: 1, groups: [{ face: '4', count: 2 }] },
      { type: 'turnEnded', player: 1, reason: 'match' },
      { type: 'turnStarted', player: 0, mustThrowAll: false },
    ]);
    expect(fixed.state).toMatchObject({ phase: 'throw', current: 0, arena: ['1', '2', '3'], winner: null });
    expect(fixed.state.players.map((p) => [p.stock, p.eliminated])).toEqual([[hit.state.players[0]!.stock, false], [2, false]]);
    expect(strike.legalActions(fixed.state)).toContain('undo');
    // Undone: the game is over again, as first ruled.
    const undone = act(fixed, { type: 'undo' });
    expect(undone.state).toEqual(over.state);
    // Ruled again to the same end (the 1 was an X: no pair still, Bob out): still over, and undoable.
    const same = act(over, { type: 'correctFace', index: 0, face: 'X' });
    expect(same.events.map((e) => e.type)).toEqual(['throwRuledAgain', 'diceThrown', 'xDiceRemoved', 'outOfArenaRemoved', 'turnEnded', 'playerEliminated', 'gameWon']);
    expect(same.state).toMatchObject({ phase: 'over', winner: 0, arena: ['2', '3', '4', '5'] });
    expect(strike.legalActions(same.state)).toEqual(['correctFace', 'undo']);
    expect(act(same, { type: 'undo' }).state).toEqual(over.state);
    expect(errorOf(() => act(over, { type: 'correctFace', index: 9, face: '1' }))).toMatch(/^no-such-die/);
  });
});

describe('elimination and the end (strike-en.txt, Game End)', () => {
  const three = act(start({ players: ['Ann', 'Bob', 'Cara'], edition: tinyEdition(1) }), { type: 'placeStartDie', face: '3' });

  it('eliminates a thrower whose stock is empty without a match, even the first player', () => {
    const g = act(three, thrown(['3', '4']));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['3', '4'], out: 0, leaning: 0 },
      { type: 'turnEnded', player: 0, reason: 'emptyStock' },
      { type: 'playerEliminated', player: 0, playersLeft: 2 },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
  });

  it('skips eliminated seats and never hands them the turn', () => {
    const two = act(start({ players: ['Ann', 'Bob', 'Cara'], edition: tinyEdition(2) }), { type: 'placeStartDie', face: '3' });
    const g = act(two, thrown(['3', '4']), thrown(['3', '4', '5']));
    expect(g.events.slice(-2)).toEqual([
      { type: 'playerEliminated', player: 0, playersLeft: 2 },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
    const cara = act(g, thrown(['3', '4', '5', '1']), { type: 'pass' }, thrown(['3', '4', '5', '1', '2']), { type: 'pass' });
    expect(cara.events).toEqual([
      { type: 'turnEnded', player: 2, reason: 'pass' },
      { type: 'turnStarted', player: 1, mustThrowAll: false },
    ]);
  });

  it('lets a player with one die facing an empty arena throw it, and eliminates him', () => {
    const g = act(three, thrown(['3', '3']));
    expect(g.events.at(-1)).toEqual({ type: 'turnStarted', player: 1, mustThrowAll: true });
    expect(act(g, thrown(['X'])).events).toEqual([
      { type: 'diceThrown', player: 1, count: 1, arena: ['X'], out: 0, leaning: 0 },
      { type: 'xDiceRemoved', player: 1, count: 1 },
      { type: 'bigHit', player: 1 },
      { type: 'turnEnded', player: 1, reason: 'emptyStock' },
      { type: 'playerEliminated', player: 1, playersLeft: 2 },
      { type: 'turnStarted', player: 2, mustThrowAll: true },
    ]);
    expect(act(g, thrown(['2'])).events.slice(-2)).toEqual([
      { type: 'playerEliminated', player: 1, playersLeft: 2 },
      { type: 'turnStarted', player: 2, mustThrowAll: false },
    ]);
  });

  it('calls no big hit when the throw that empties the arena ends the game: nobody throws next (helper 142)', () => {
    const g = act(three, thrown(['3', '4']));
    // Bob's last die knocks the 3 and the 4 out and shows X: the arena is empty, Bob is out, and
    // Cara, the last one in, wins.
    const emptied = act(g, thrown(['X'], 2));
    expect(emptied.events).toEqual([
      { type: 'diceThrown', player: 1, count: 1, arena: ['X'], out: 2, leaning: 0 },
      { type: 'xDiceRemoved', player: 1, count: 1 },
      { type: 'outOfArenaRemoved', player: 1, count: 2 },
      { type: 'turnEnded', player: 1, reason: 'emptyStock' },
      { type: 'playerEliminated', player: 1, playersLeft: 1 },
      { type: 'gameWon', player: 2, round: 1 },
    ]);
  });

  it('declares the last player with dice the winner', () => {
    const g = act(three, thrown(['3', '4']), thrown(['3', '4', '5']));
    expect(g.events.slice(-3)).toEqual([
      { type: 'turnEnded', player: 1, reason: 'emptyStock' },
      { type: 'playerEliminated', player: 1, playersLeft: 1 },
      { type: 'gameWon', player: 2, round: 1 },
    ]);
    expect(g.state.winner).toBe(2);
    expect(g.state.phase).toBe('over');
    expect(diceAccounted(g.state)).toBe(CLASSIC.totalDice);
  });
});

describe('leaning dice (strike-en.txt, By the way!)', () => {
  it('asks for the re-rolled face, then settles the throw', () => {
    const g = act(ready, thrown(['3'], 0, 1));
    expect(g.events).toEqual([
      { type: 'diceThrown', player: 0, count: 1, arena: ['3'], out: 0, leaning: 1 },
      { type: 'rerollRequested', player: 0, count: 1 },
    ]);
    expect(strike.legalActions(g.state)).toEqual(['placeRerolledDie']);
    expect(errorOf(() => act(g, thrown(['3', '4'])))).toBe('reroll-pending: First place the 1 die re-rolled outside the arena');
    expect(act(g, { type: 'placeRerolledDie', face: '3' }).events).toEqual([
      { type: 'rerolledDiePlaced', player: 0, face: '3' },
      { type: 'matchCollected', player: 0, groups: [{ face: '3', count: 2 }] },
      { type: 'bigHit', player: 0 },
      { type: 'turnEnded', player: 0, reason: 'match' },
      { type: 'turnStarted', player: 1, mustThrowAll: true },
    ]);
  });

  it('removes a re-rolled X like any X', () => {
    const g = act(ready, thrown(['3'], 0, 1), { type: 'placeRerolledDie', face: 'X' });
    expect(g.events).toEqual([
      { type: 'rerolledDiePlaced', player: 0, face: 'X' },
      { type: 'xDiceRemoved', player: 0, count: 1 },
    ]);
    expect(g.state.arena).toEqual(['3']);
  });

  it('waits for every leaning die', () => {
    const hit = act(ready, thrown(['3', '3']));
    const g = act(hit, thrown(['1', '2', '3', '4', '5', '1', '2'], 0, 2), { type: 'placeRerolledDie', face: '4' });
    expect(g.events).toEqual([{ type: 'rerolledDiePlaced', player: 1, face: '4' }]);
    expect(g.state.phase).toBe('reroll');
    expect(errorOf(() => act(ready, { type: 'placeRerolledDie', face: '4' }))).toBe('not-now: No die is waiting to be re-rolled');
  });
});
