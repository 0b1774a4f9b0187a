/**
 * The live dice-game referee when a player leaves mid-game (LiveDiceGameReferee `retire`, the
 * rules' src/rules/dice-game/apply.ts `retire`): what it follows of the turn then, and after Undo.
 */
import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { LiveDiceGameReferee, type DiceGameStep } from './liveDiceGameReferee.ts';
import { renderAnnouncement } from './render.ts';

/** A 20 px die with id `id` at column `col` (40 px apart), showing `face`. */
function die(id: number, face: Face | null, col = id): SnapshotDie {
  return { id, box: [col * 40, 100, col * 40 + 20, 120], face, confidence: 0.95, inArena: true };
}
/** Dice with ids `first`, `first + 1`… at columns 1, 2… showing the faces of `digits`. */
function dice(first: number, digits: string): SnapshotDie[] {
  return [...digits].map((face, i) => die(first + i, face as Face, i + 1));
}
let clock = 0;
const snap = (...all: SnapshotDie[]): ArenaSnapshot => ({ tMs: (clock += 1000), dice: all });
const en = (step: DiceGameStep) => step.announcements.map((a) => renderAnnouncement('dice-game', a, 'en'));
const fr = (step: DiceGameStep) => step.announcements.map((a) => renderAnnouncement('dice-game', a, 'fr'));

/** Ann, Bob and Cleo; Ann has rolled 1 4 2 3 6 6 (ids 1–6). */
function annRolled(): { live: LiveDiceGameReferee; roll: SnapshotDie[] } {
  const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob', 'Cleo'] });
  live.onSnapshot(snap());
  const roll = dice(1, '142366');
  expect(en(live.onSnapshot(snap(...roll)))).toEqual(['Ann rolled 1 4 2 3 6 6.']);
  return { live, roll };
}

describe('LiveDiceGameReferee: a player leaves mid-game', () => {
  it('follows the roll again after Undo of the roller leaving: the 1 she sets aside is her keep, her roll dice can be corrected', () => {
    const { live, roll } = annRolled();
    expect(en(live.retire(0))).toEqual(['Ann retires from the game.', "Bob's turn (0 points)."]);
    expect(live.rollDice).toEqual([]);
    expect(live.undoTakesBack).toBe('retirement');
    expect(en(live.undo())).toEqual(['Undone: Ann is back in the game.', "Ann's turn goes on."]);
    expect(live.rollDice).toEqual([1, 2, 3, 4, 5, 6]);
    expect(live.canSetFace(2)).toBe(true);
    expect(en(live.onSnapshot(snap(...roll.slice(1))))).toEqual(['Ann keeps 1 for 100: 100 this turn.']);
    expect(live.question).toBeNull();
  });

  it('follows the dice set aside again after Undo: the rest rolled is her next roll', () => {
    const { live, roll } = annRolled();
    live.onSnapshot(snap(...roll.slice(1))); // the 1 set aside
    live.retire(0);
    live.undo();
    expect(live.state.turn).toMatchObject({ phase: 'kept', diceLeft: 5, points: 100 });
    expect(en(live.onSnapshot(snap(...dice(11, '15325'))))).toEqual(['Ann rolled 1 5 3 2 5.']);
    expect(live.question).toBeNull();
  });

  it('keeps following the roll when another player leaves', () => {
    const { live, roll } = annRolled();
    expect(en(live.retire(2))).toEqual(['Cleo retires from the game.', "Ann's turn goes on."]);
    expect(en(live.onSnapshot(snap(...roll.slice(1))))).toEqual(['Ann keeps 1 for 100: 100 this turn.']);
  });

  it('forgets what each leaving dropped once it can no longer be undone (the next keep or roll), and Undo still brings back the latest', () => {
    const { live, roll } = annRolled();
    // The referee's own record of each leaving, for Undo (private: read here to show it no longer grows).
    const kept = () => (Reflect.get(live, 'beforeRetirements') as unknown[]).length;
    live.retire(2);
    expect(kept()).toBe(1);
    live.onSnapshot(snap(...roll.slice(1))); // Ann keeps the 1: Cleo's leaving can no longer be undone
    expect(live.undoTakesBack).not.toBe('retirement');
    expect(kept()).toBe(0);
    expect(live.state.retired).toEqual([false, false, true]);
    // Ann, whose turn it is, leaves: Bob is the last player left; Undo brings her turn back as followed.
    expect(en(live.retire(0))[0]).toBe('Ann retires from the game.');
    expect(kept()).toBe(1);
    expect(en(live.undo())).toEqual(['Undone: Ann is back in the game.', "Ann's turn goes on."]);
    expect(kept()).toBe(0);
    expect(live.state.turn).toMatchObject({ phase: 'kept', diceLeft: 5, points: 100 });
    expect(en(live.onSnapshot(snap(...dice(11, '15325'))))).toEqual(['Ann rolled 1 5 3 2 5.']);
    expect(kept()).toBe(0);
  });

  it('says a game won because every other player left so, with the winner\'s score, in English and French', () => {
    const { live } = annRolled();
    live.retire(2);
    expect(en(live.retire(0))).toEqual(['Ann retires from the game.', 'Bob wins with 0 points: every other player has left the game!']);
    live.undo();
    expect(fr(live.retire(0))).toEqual(['Ann se retire de la partie.', 'Bob gagne avec 0\u00a0point\u00a0: tous les autres joueurs ont quitté la partie\u00a0!']);
  });
});
