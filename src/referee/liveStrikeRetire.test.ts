/**
 * The live Strike referee when a player leaves mid-game (LiveStrikeReferee `retire`, the rules'
 * common/retire.ts): what it asks and marks then, and what Undo puts back.
 */
import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import { CLASSIC } from '../rules/strike/index.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { LiveStrikeReferee } from './liveStrikeReferee.ts';
import { renderAnnouncement } from './render.ts';
import type { RefereeStep } from './strikeReferee.ts';

let clock = 0;
function die(id: number, face: Face | null, extra: Partial<SnapshotDie> = {}): SnapshotDie {
  return { id, face, confidence: 0.95, box: [id * 30, 0, id * 30 + 20, 20], inArena: true, ...extra };
}
const beside = (d: SnapshotDie, x: number): SnapshotDie => ({ ...d, inArena: false, box: [x, 300, x + 20, 320] });
const snap = (...dice: SnapshotDie[]): ArenaSnapshot => ({ tMs: (clock += 1000), dice });
const texts = (step: RefereeStep, language: 'en' | 'fr' = 'en') => step.announcements.map((a) => renderAnnouncement('strike', a, language));

/** How many leavings the referee keeps a record of for Undo (private: read to show it no longer grows). */
const kept = (live: LiveStrikeReferee): number => (Reflect.get(live, 'beforeRetirements') as unknown[]).length;

/** Ann, Bob and Cleo (classic: 8 dice each); the start die, a 4, is in: Ann's turn. */
function threePlayers(edition = CLASSIC, tournament = false): LiveStrikeReferee {
  const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob', 'Cleo'], edition, tournament });
  expect(texts(live.onSnapshot(snap(die(1, '4'))))).toEqual(["Ann's turn."]);
  return live;
}

describe('LiveStrikeReferee: a player leaves mid-game', () => {
  it('drops the question about a die beside the arena when the thrower leaves, as after a pass, and asks it again once Undo brings him back', () => {
    const live = threePlayers();
    live.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400)), outsideOnly: true });
    expect(live.question).toMatchObject({ kind: 'besideArena', dieIds: [5], params: { player: 'Ann' } });
    expect(texts(live.retire(0))).toEqual(['Ann retires from the game.', "Bob's turn."]);
    expect(live.question).toBeNull();
    expect(live.undoTakesBack).toBe('retirement');
    expect(texts(live.undo())).toEqual(['Undone: Ann is back in the game.', "Ann's turn."]);
    expect(live.question).toMatchObject({ kind: 'besideArena', dieIds: [5], params: { player: 'Ann' } });
    // Ruled as her throw, as before she left.
    live.treatAsThrow();
    expect(live.state.players.map((p) => p.stock)).toEqual([7, 8, 8]);
  });

  it('keeps the question about a die beside the arena when another player leaves', () => {
    const live = threePlayers();
    live.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400)), outsideOnly: true });
    expect(texts(live.retire(2))).toEqual(['Cleo retires from the game.']);
    expect(live.question).toMatchObject({ kind: 'besideArena', dieIds: [5], params: { player: 'Ann' } });
  });

  it('says only the leaving when another player leaves while the thrower chooses to throw again or pass (the choice stands), and says the choice again when Undo brings him back (EN, FR)', () => {
    const live = threePlayers();
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '2'))))).toEqual(['Every die differs: Ann may throw another die or pass.']);
    expect(texts(live.retire(2))).toEqual(['Cleo retires from the game.']);
    expect(live.state).toMatchObject({ current: 0, throwsThisTurn: 1 });
    expect(texts(live.undo(), 'fr')).toEqual(['Annulé\u00a0: Cleo revient dans la partie.', 'Tous les dés sont différents\u00a0: Ann peut lancer un autre dé ou passer son tour.']);
    const fr = threePlayers();
    fr.onSnapshot(snap(die(1, '4'), die(2, '2')));
    expect(texts(fr.retire(1), 'fr')).toEqual(['Bob se retire de la partie.']);
  });

  it('does not say again that the thrower must throw all his dice at once when another player leaves (EN, FR)', () => {
    const live = threePlayers();
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '4'))))).toEqual(['Ann collects 2 × 4 (2 dice). Turn over.', 'Big hit! Ann emptied the arena.', 'The arena is empty: Bob must throw all 8 dice at once.']);
    expect(texts(live.retire(2))).toEqual(['Cleo retires from the game.']);
    expect(live.state).toMatchObject({ current: 1, mustThrowAll: true });
    expect(live.state.players.map((p) => p.stock)).toEqual([9, 8, 0]);
    const fr = threePlayers();
    fr.onSnapshot(snap(die(1, '4'), die(2, '4')));
    expect(texts(fr.retire(2), 'fr')).toEqual(['Cleo se retire de la partie.']);
    // Undo puts the game back where it stood: that is said again.
    expect(texts(fr.undo(), 'fr')).toEqual(['Annulé\u00a0: Cleo revient dans la partie.', "L'arène est vide\u00a0: Bob doit lancer ses 8\u00a0dés d'un coup."]);
  });

  it('names the next player\'s turn when the thrower leaves while choosing, and gives him his choice back on Undo', () => {
    const live = threePlayers();
    live.onSnapshot(snap(die(1, '4'), die(2, '2')));
    expect(texts(live.retire(0))).toEqual(['Ann retires from the game.', "Bob's turn."]);
    expect(texts(live.undo())).toEqual(['Undone: Ann is back in the game.', 'Every die differs: Ann may throw another die or pass.']);
  });

  it('after Undo of the thrower leaving, takes his die said flown out of sight, found beside the arena, for no throw', () => {
    const live = threePlayers();
    live.onSnapshot(snap(die(1, '4'), die(2, '2'))); // Ann throws a 2: no match
    live.dieMissed();
    expect(live.state.players.map((p) => p.stock)).toEqual([6, 8, 8]);
    live.retire(0);
    live.undo();
    expect(live.state.current).toBe(0);
    // The missed die turns up and is put next to the box: no question, no throw.
    expect(live.onSnapshot({ ...snap(die(1, '4'), die(2, '2'), beside(die(6, '5'), 500)), outsideOnly: true }).events).toEqual([]);
    expect(live.question).toBeNull();
  });

  it('words a question about a new view for the next player when the thrower leaves, and for him again after Undo', () => {
    const live = threePlayers();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    const fresh = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)), {}, 'viewChange');
    fresh.onSnapshot(snap(die(7, '4'), die(8, '5'), die(9, '2')));
    expect(fresh.question).toMatchObject({ kind: 'unexplained', params: { cause: 'newView', player: 'Ann' } });
    fresh.retire(0);
    expect(fresh.question).toMatchObject({ kind: 'unexplained', params: { cause: 'newView', player: 'Bob' }, dieIds: [7, 8, 9] });
    fresh.undo();
    expect(fresh.question).toMatchObject({ kind: 'unexplained', params: { cause: 'newView', player: 'Ann' }, dieIds: [7, 8, 9] });
  });

  it('marks the dice in the arena to take out when a leaving ends a tournament round, and unmarks them on Undo', () => {
    // One die each: Ann throws hers (no match) and is out; Cleo leaves, Bob wins round 1, round 2 is dealt.
    const tiny = { ...CLASSIC, id: 'tiny', name: 'Tiny Strike', dicePerPlayer: { '2': 1, '3': 1, '4': 1, '5': 1 } };
    const live = threePlayers(tiny, true);
    live.onSnapshot(snap(die(1, '4'), die(2, '2')));
    expect(live.state.players.map((p) => p.eliminated)).toEqual([true, false, false]);
    expect(live.toRemove).toEqual([]);
    const left = live.retire(2);
    expect(left.events.map((e) => e.type)).toEqual(['playerRetired', 'gameWon', 'roundScored', 'roundStarted']);
    expect(live.toRemove).toEqual([1, 2]);
    live.undo();
    expect(live.state.phase).toBe('throw');
    expect(live.toRemove).toEqual([]);
  });

  it('forgets what each leaving changed once it can no longer be undone (the next throw, pass or start die), and Undo still brings back the latest', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob', 'Cleo', 'Dan'], edition: CLASSIC });
    live.onSnapshot(snap(die(1, '4')));
    live.retire(3);
    expect(kept(live)).toBe(1);
    live.onSnapshot(snap(die(1, '4'), die(2, '2'))); // Ann's throw: Dan's leaving can no longer be undone
    expect(live.undoTakesBack).not.toBe('retirement');
    expect(kept(live)).toBe(0);
    live.retire(2);
    expect(texts(live.undo())).toEqual(['Undone: Cleo is back in the game.', 'Every die differs: Ann may throw another die or pass.']);
    expect(kept(live)).toBe(0);
    live.retire(2);
    live.pass(); // Bob's turn: Cleo's leaving stands
    expect(live.undoTakesBack).not.toBe('retirement');
    expect(kept(live)).toBe(0);
    // Bob, the thrower, leaves: Ann is the last player left; Undo brings him back, his turn again.
    expect(texts(live.retire(1))).toEqual(['Bob retires from the game.', 'Ann wins: every other player has left the game!']);
    expect(kept(live)).toBe(1);
    expect(texts(live.undo())).toEqual(['Undone: Bob is back in the game.', "Bob's turn."]);
    expect(live.state.players.map((p) => p.retired === true)).toEqual([false, false, true, true]);
    expect(kept(live)).toBe(0);
  });

  it('forgets a leaving that ended a tournament round once the next round\'s start die is in', () => {
    const tiny = { ...CLASSIC, id: 'tiny', name: 'Tiny Strike', dicePerPlayer: { '2': 1, '3': 1, '4': 1, '5': 1 } };
    const live = threePlayers(tiny, true);
    live.onSnapshot(snap(die(1, '4'), die(2, '2')));
    live.retire(2);
    expect(kept(live)).toBe(1);
    // The dice of round 1 taken out, round 2's start die placed.
    live.onSnapshot(snap());
    live.onSnapshot(snap(die(3, '5')));
    expect(live.state).toMatchObject({ round: 2, phase: 'throw' });
    expect(kept(live)).toBe(0);
  });
});

