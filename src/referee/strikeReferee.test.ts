import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import { STRIKE_2020 } from '../rules/strike/editions.ts';
import { renderAnnouncement } from './render.ts';
import { StrikeReferee, type RefereeStep } from './strikeReferee.ts';

const flat = (...arena: Face[]) => ({ arena, out: 0, leaning: 0 });
const texts = (step: RefereeStep, language: 'en' | 'fr' = 'en') => step.announcements.map((a) => renderAnnouncement('strike', a, language));

describe('StrikeReferee', () => {
  it('takes the start die from the first arena it is shown when started without one', () => {
    const alone = new StrikeReferee({ players: ['Ann', 'Bob'] });
    expect(texts(alone.start({ placeStartDie: false }))).toEqual(['New game: Ann starts. Put the start die in the arena.']);
    expect(texts(alone.observe(flat('3')))).toEqual(["Ann's turn."]);
    expect(alone.state.arena).toEqual(['3']);
    // The first arena already holds Ann's throw: one die is the start die, the other her throw.
    const thrown = new StrikeReferee({ players: ['Ann', 'Bob'] });
    thrown.start({ placeStartDie: false });
    expect(texts(thrown.observe(flat('5', '3')))).toEqual(["Ann's turn.", 'Ann passes.', "Bob's turn."]);
    expect([...thrown.state.arena].sort()).toEqual(['3', '5']);
    // An X is never the start die, whichever die the reader listed first.
    for (const arena of [flat('X', '5'), flat('5', 'X')]) {
      const withX = new StrikeReferee({ players: ['Ann', 'Bob'] });
      withX.start({ placeStartDie: false });
      const step = withX.observe(arena);
      expect(step.rejected).toBeUndefined();
      expect(texts(step)).toEqual(["Ann's turn.", 'X! 1 die is out of the game.', 'Ann passes.', "Bob's turn."]);
      expect(withX.state.arena).toEqual(['5']);
    }
  });

  it('refuses a first arena holding more dice than the start die and a first throw, as the live referee does, and places nothing', () => {
    // src/referee/startDie.ts mostDiceBeforeStart: the start die, and one die thrown before the referee looked.
    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] }, { unseenDiceOut: true, diceBesideArena: true });
    referee.start({ placeStartDie: false });
    const many = referee.observe({ arena: ['5', '3', '1'], out: 2, leaning: 1 });
    expect(many.events).toEqual([]);
    expect(many.rejected).toEqual({
      code: 'start-die-not-alone', params: { inArena: 4, startDice: 1 },
      message: "4 dice are in the arena where the start die should lie alone (or beside the first throw's die): put exactly one start die in the arena, showing a number",
    });
    expect([referee.state.phase, referee.state.arena]).toEqual(['startDie', []]);
    // Each player puts a die in (issue 4): no first throw is taken beside them.
    const each = new StrikeReferee({ players: ['Ann', 'Bob'], edition: { ...STRIKE_2020, startDie: 'onePerPlayer', dicePerPlayer: { '2': 3 } } });
    each.start({ placeStartDie: false });
    expect(each.observe(flat('1', '2', '3')).rejected?.params).toEqual({ inArena: 3, startDice: 2 });
    expect(texts(each.observe(flat('1', '2')))).toEqual(["Ann's turn."]);
  });

  it('waits for a rolled start die showing X to be rolled again, and takes the next arena\'s die as the start die', () => {
    // harry-potter-strike-en.txt, Setup: "If you roll X, reroll it" (the 2020 and Impact boxes roll the start die).
    const referee = new StrikeReferee({ players: ['Ann', 'Bob', 'Cy'], edition: { ...STRIKE_2020, dicePerPlayer: { '3': 1 } } });
    referee.start({ placeStartDie: false });
    const x = referee.observe(flat('X'));
    expect(x.events).toEqual([{ type: 'startDieShowedX', player: 0 }]);
    expect(texts(x)).toEqual(['The start die shows X: roll it again.']);
    expect(referee.state.phase).toBe('startDie');
    expect(texts(referee.observe(flat('2')))).toEqual(["Ann's turn."]);
    expect(referee.state.arena).toEqual(['2']);
  });

  it('counts dice outside the arena in photos as thrown out only as the throw needs: an X die set beside the box stays in view', () => {
    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] }, { unseenDiceOut: true, diceBesideArena: true });
    referee.start({ placeStartDie: false });
    // The start die, with a die of Ann's stock beside the box: not a throw.
    expect(texts(referee.observe({ arena: ['3'], out: 1, leaning: 0 }))).toEqual(["Ann's turn."]);
    expect(texts(referee.observe(flat('3', 'X')))).toEqual(['X! 1 die is out of the game.', 'Ann passes.', "Bob's turn."]);
    // The X set beside the box, Bob's die landed in the arena: a throw of one die, none out.
    const bob = referee.observe({ arena: ['3', '1'], out: 1, leaning: 0 });
    expect(bob.rejected).toBeUndefined();
    expect(texts(bob)).toEqual(['Bob passes.', "Ann's turn."]);
    // Ann's die flew out beside the X: the arena gained none, so one of the two outside is hers.
    expect(texts(referee.observe({ arena: ['3', '1'], out: 2, leaning: 0 }))).toEqual(['1 die left the arena: out of the game.', 'Ann passes.', "Bob's turn."]);
    expect(referee.state.players.map((p) => p.stock)).toEqual([7, 8]);
    // After a big hit the whole stock is thrown: the dice outside count as the throw needs.
    const big = new StrikeReferee({ players: ['Ann', 'Bob'] }, { unseenDiceOut: true, diceBesideArena: true });
    big.start({ placeStartDie: false });
    big.observe(flat('4'));
    expect(texts(big.observe(flat('4', '4')))).toContain('The arena is empty: Bob must throw all 9 dice at once.');
    // Bob's 9 dice: 7 in the arena, 2 out (and Ann's 2 collected dice beside the box).
    expect(texts(big.observe({ arena: ['1', '2', '3', '5', 'X', '1', '2'], out: 4, leaning: 0 })))
      .toEqual(['X! 1 die is out of the game.', '2 dice left the arena: out of the game.', 'Bob collects 2 × 1 and 2 × 2 (4 dice). Turn over.', "Ann's turn."]);
    // A die left beside the box where it lay in the last photo is not thrown out again: the arena
    // unchanged is no throw, even with a die beside it.
    const still = referee.observe({ arena: ['3', '1'], out: 2, leaning: 0, outStill: 2 });
    expect(still.rejected?.code).toBe('not-a-throw');
    expect(referee.state.players.map((p) => p.stock)).toEqual([7, 8]);
    // A re-rolled die showing X goes next to the box (strike-en.txt, By the way!): one more die beside it.
    expect(texts(referee.observe({ arena: ['3', '1'], out: 2, leaning: 1, outStill: 2 }))).toEqual(['A die is not lying flat: roll it again outside the arena and put it back showing its new face.']);
    expect(texts(referee.observe({ arena: ['3', '1'], out: 3, leaning: 0, outStill: 2 }))).toEqual(['X! 1 die is out of the game.', 'Bob passes.', "Ann's turn."]);
    // Without the option (live play), every die outside left the arena with the throw.
    const live = new StrikeReferee({ players: ['Ann', 'Bob'] });
    live.start({ placeStartDie: false });
    live.observe(flat('3'));
    live.observe(flat('3', 'X'));
    expect(live.observe({ arena: ['3', '1'], out: 1, leaning: 0 }).rejected?.code).toBe('wrong-throw-count');
  });

  it('follows a throw completed by a re-rolled die as any throw: all dice differ, the thrower passes (or may go on)', () => {
    for (const keepThrowing of [false, true]) {
      const referee = new StrikeReferee({ players: ['Ann', 'Bob'] }, { keepThrowing });
      referee.start({ placeStartDie: false });
      referee.observe(flat('4'));
      // Ann's die lands leaning (byler-d6 IMG_20191208_112710: a 6 on Strike dice): re-roll it.
      expect(texts(referee.observe({ arena: ['4'], out: 0, leaning: 1 }))).toEqual(['A die is not lying flat: roll it again outside the arena and put it back showing its new face.']);
      // Put back leaning again: roll it again (nothing ruled).
      const again = referee.observe({ arena: ['4'], out: 0, leaning: 1 });
      expect([again.rejected, again.events, texts(again)]).toEqual([undefined, [], ['A die is not lying flat: roll it again outside the arena and put it back showing its new face.']]);
      const placed = referee.observe(flat('4', '1'));
      expect(placed.events[0]).toEqual({ type: 'rerolledDiePlaced', player: 0, face: '1' });
      expect(texts(placed)).toEqual(keepThrowing ? ['Every die differs: Ann may throw another die or pass.'] : ['Ann passes.', "Bob's turn."]);
      expect(referee.state.current).toBe(keepThrowing ? 0 : 1);
    }
    // Put back showing a face another die shows: a match, as for any throw.
    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] });
    referee.start({ placeStartDie: false });
    referee.observe(flat('4'));
    referee.observe({ arena: ['4'], out: 0, leaning: 1 });
    expect(texts(referee.observe(flat('4', '4')))).toEqual(['Ann collects 2 × 4 (2 dice). Turn over.', 'Big hit! Ann emptied the arena.', 'The arena is empty: Bob must throw all 9 dice at once.']);
  });

  it('skips a first arena with no die flat in it, and takes the start die from the next', () => {
    const referee = new StrikeReferee({ players: ['Ann', 'Bob', 'Cy'] });
    referee.start({ placeStartDie: false });
    const empty = referee.observe(flat());
    expect(empty.rejected).toMatchObject({ code: 'no-start-die', message: 'There is no start die: put one in the arena', params: { out: 0, leaning: 0 } });
    expect(empty.events).toEqual([]);
    expect(referee.observe({ arena: [], out: 1, leaning: 0 }).rejected?.message).toBe('The start die is outside the arena: put it in the arena');
    expect(referee.observe({ arena: [], out: 0, leaning: 1 }).rejected?.message).toBe('The start die is not lying flat: set it flat in the arena');
    expect(referee.state.phase).toBe('startDie');
    expect(referee.events.filter((e) => e.type === 'startDiePlaced')).toEqual([]);
    expect(texts(referee.observe(flat('4')))).toEqual(["Ann's turn."]);
    expect(referee.state.arena).toEqual(['4']);
  });

  it('referees a two-player game from settled arenas, one after each throw', () => {
    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] });
    expect(texts(referee.start())).toEqual(['New game: Ann starts. Put the start die in the arena.', "Ann's turn."]);
    // The arenas of six byler-d6 photos (their labels), in order.
    expect(texts(referee.observe(flat('5', '3')))).toEqual(['Ann passes.', "Bob's turn."]);
    expect(texts(referee.observe(flat('3', '1', '5')))).toEqual(['Bob passes.', "Ann's turn."]);
    expect(texts(referee.observe(flat('2', '2', '4', '3')))).toEqual(['Ann collects 2 × 2 (2 dice). Turn over.', "Bob's turn."]);
    expect(texts(referee.observe(flat('3', '4', '4')))).toEqual(['Bob collects 2 × 4 (2 dice). Turn over.', "Ann's turn."]);
    expect(texts(referee.observe(flat('1', '1')))).toEqual([
      'Ann collects 2 × 1 (2 dice). Turn over.',
      'Big hit! Ann emptied the arena.',
      'The arena is empty: Bob must throw all 9 dice at once.',
    ]);
    expect(referee.state.players.map((p) => p.stock)).toEqual([10, 9]);
    expect(texts(referee.observe(flat('5', '5', '4', '1', '3', '3', '3', '3', '2')))).toEqual([
      'Bob collects 4 × 3 and 2 × 5 (6 dice). Turn over.',
      "Ann's turn.",
    ]);
    expect(referee.state.arena).toEqual(['4', '1', '2']);
    expect(referee.state.players.map((p) => p.stock)).toEqual([10, 6]);
  });

  it('counts the dice of an all-in throw that are not in view as out of the arena, when asked to', () => {
    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] }, { unseenDiceOut: true });
    referee.start();
    referee.observe(flat('3', '3'));
    expect(referee.state.mustThrowAll).toBe(true);
    // Bob throws his 9 dice; the photo shows 6 in the arena and 1 outside it: 2 flew out of view.
    const seen = { arena: ['1', '2', '4', '5', '3', '2'] as Face[], out: 1, leaning: 0 };
    expect(referee.observe(seen, { unseenDiceOut: false }).rejected?.code).toBe('must-throw-all');
    expect(texts(referee.observe(seen))).toEqual([
      '3 dice left the arena: out of the game.',
      'Bob collects 2 × 2 (2 dice). Turn over.',
      "Ann's turn.",
    ]);
    expect(referee.state.players.map((p) => p.stock)).toEqual([10, 2]);
    expect(referee.state.arena).toEqual(['1', '4', '5', '3']);
    // Outside an all-in throw a die not in view is not counted: the arena must show the throw.
    expect(referee.observe(flat('1', '4', '5', '3')).rejected?.code).toBe('not-a-throw');
  });

  it('does not count unseen dice out when under half the stock is in view, and counts leaning dice as in view', () => {
    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] }, { unseenDiceOut: true });
    referee.start();
    referee.observe(flat('3', '3'));
    // One die in view of Bob's 9: a die thrown by mistake, or a photo taken too soon.
    expect(referee.observe(flat('4')).rejected?.code).toBe('must-throw-all');
    expect(referee.observe({ arena: ['1', '2', '4'], out: 0, leaning: 1 }).rejected?.code).toBe('must-throw-all');
    // 5 in view (3 flat, 1 leaning, 1 outside): the other 4 flew out.
    const step = referee.observe({ arena: ['1', '2', '4'], out: 1, leaning: 1 });
    expect(step.events[0]).toEqual({ type: 'diceThrown', player: 1, count: 9, arena: ['1', '2', '4'], out: 5, leaning: 1 });
    expect(referee.state.phase).toBe('reroll');
  });

  it('rejects an arena that cannot follow one throw, names why, and keeps the game', () => {
    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] });
    referee.start();
    const before = JSON.stringify(referee.events);
    const step = referee.observe(flat('1', '2', '3', '4'));
    expect(step.events).toEqual([]);
    expect(step.rejected).toEqual({
      code: 'wrong-throw-count', message: '3 dice appeared but exactly 1 may be thrown', params: { thrown: 3, allowed: 'exactlyOne' },
    });
    expect(JSON.stringify(referee.events)).toBe(before);
    expect(texts(referee.observe(flat('2', '4')))).toEqual(['Ann passes.', "Bob's turn."]);
  });

  it('removes X dice and dice outside the arena, and lets the thrower go on when asked to', () => {
    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] }, { keepThrowing: true });
    referee.start();
    expect(texts(referee.observe({ arena: ['X', '4'], out: 0, leaning: 0 }))).toEqual([
      'X! 1 die is out of the game.', 'No match: Ann may throw another die or pass.',
    ]);
    expect(texts(referee.observe({ arena: ['4'], out: 1, leaning: 0 }))).toEqual([
      '1 die left the arena: out of the game.', 'No match: Ann may throw another die or pass.',
    ]);
    expect(texts(referee.observe(flat('4', '2')), 'fr')).toEqual([
      'Tous les dés sont différents : Ann peut lancer un autre dé ou passer son tour.',
    ]);
    expect(referee.state.current).toBe(0);
    // A match ends the turn: no choice to announce.
    expect(texts(referee.observe(flat('4', '2', '2')))).toEqual(['Ann collects 2 × 2 (2 dice). Turn over.', "Bob's turn."]);
    expect(referee.state.current).toBe(1);
    expect(texts(referee.observe(flat('4', '5')))).toEqual(['Every die differs: Bob may throw another die or pass.']);
    expect(texts(referee.pass())).toEqual(['Bob passes.', "Ann's turn."]);
  });

  it('asks for unreadable dice to be re-rolled and takes their faces from the next arena', () => {
    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] });
    referee.start();
    expect(texts(referee.observe({ arena: ['2'], out: 0, leaning: 1 }))).toEqual([
      'A die is not lying flat: roll it again outside the arena and put it back showing its new face.',
    ]);
    expect(referee.observe(flat('5', '3')).rejected).toEqual({
      code: 'reroll-not-placed', message: '1 re-rolled die was expected in the arena beside the dice already there', params: { expected: 1 },
    });
    expect(texts(referee.observe(flat('2', '2')))).toEqual(['Ann collects 2 × 2 (2 dice). Turn over.', 'Big hit! Ann emptied the arena.', 'The arena is empty: Bob must throw all 9 dice at once.']);
  });

  it('speaks French', () => {
    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] });
    expect(texts(referee.start(), 'fr')[1]).toBe('À Ann de jouer.');
  });

  it('rules a die the players say flew out of sight as a throw of one die out of the arena, the arena as it lies (strike-en.txt, That was probably niX!)', () => {
    const referee = new StrikeReferee({ players: ['Ann', 'Bob'] }, { keepThrowing: true });
    referee.start({ placeStartDie: false });
    // Before the start die nobody throws one die: nothing is ruled, and why is said.
    expect(referee.missedDieRefusal).toBe('startDie');
    expect(referee.dieMissed()).toEqual({ events: [], announcements: [] });
    referee.observe(flat('4'));
    expect(referee.missedDieRefusal).toBeNull();
    const step = referee.dieMissed();
    expect(step.events[0]).toEqual({ type: 'diceThrown', player: 0, count: 1, arena: ['4'], out: 1, leaning: 0, missed: true });
    // Her turn goes on ("does not automatically end your turn"): she may throw again or pass.
    expect(texts(step)).toEqual(['1 die left the arena: out of the game.', 'No match: Ann may throw another die or pass.']);
    expect(referee.state.arena).toEqual(['4']);
    expect(referee.state.players.map((p) => p.stock)).toEqual([8, 9]);
    // Her next die lands in the arena: one die thrown, as ever.
    expect(texts(referee.observe(flat('4', '4')))).toEqual(['Ann collects 2 × 4 (2 dice). Turn over.', 'Big hit! Ann emptied the arena.', 'The arena is empty: Bob must throw all 9 dice at once.']);
    // After the big hit Bob throws every die at once: not one die out of sight.
    expect(referee.missedDieRefusal).toBe('allIn');
    expect(referee.dieMissed().events).toEqual([]);
  });
});
