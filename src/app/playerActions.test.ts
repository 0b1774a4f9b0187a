import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import { LiveDiceGameReferee } from '../referee/liveDiceGameReferee.ts';
import { LiveStrikeReferee } from '../referee/liveStrikeReferee.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { playerActions } from './playerActions.ts';

/** A die with id `id` at column `id` (40 px apart), showing `face`. */
const die = (id: number, face: Face): SnapshotDie => ({ id, box: [id * 40, 100, id * 40 + 20, 120], face, confidence: 0.95, inArena: true });
let clock = 0;
const snap = (...dice: SnapshotDie[]): ArenaSnapshot => ({ tMs: (clock += 1000), dice });

describe('playerActions', () => {
  it('offers nothing without a game', () => {
    expect(playerActions(null)).toEqual({ pass: false, bank: false, undo: false, ruleAsRoll: false });
  });

  it('offers Strike\'s Pass after a throw of the turn, and Undo after a correction', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] }, { keepThrowing: true });
    expect(playerActions({ game: 'strike', live })).toEqual({ pass: false, bank: false, undo: false, ruleAsRoll: false }); // the start die first
    live.onSnapshot(snap(die(1, '4')));
    expect(playerActions({ game: 'strike', live })).toEqual({ pass: false, bank: false, undo: false, ruleAsRoll: false }); // no throw yet
    live.onSnapshot(snap(die(1, '4'), die(2, '2')));
    expect(playerActions({ game: 'strike', live })).toEqual({ pass: true, bank: false, undo: false, ruleAsRoll: false });
    live.correct(2, '3');
    expect(playerActions({ game: 'strike', live })).toEqual({ pass: true, bank: false, undo: true, ruleAsRoll: false });
    // A throw waiting for confirmation (a die doubtful): no Undo under it.
    live.onSnapshot(snap(die(1, '4'), die(2, '2'), { ...die(3, '6'), confidence: 0.3 }));
    expect(live.question?.kind).toBe('confirmThrow');
    expect(playerActions({ game: 'strike', live })).toEqual({ pass: false, bank: false, undo: false, ruleAsRoll: false }); // nor Pass: the throw is the thrower's (helper 131)
  });

  it('offers the dice game\'s Bank once the dice set aside reach the first bank\'s 400 points', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap());
    expect(playerActions({ game: 'dice-game', live })).toEqual({ pass: false, bank: false, undo: false, ruleAsRoll: false });
    const roll = (['1', '5', '5', '5', '2', '3'] as Face[]).map((face, i) => die(i + 1, face));
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(4))); // 1 5 5 5 set aside: 600 points
    expect(live.state.turn).toMatchObject({ phase: 'kept', points: 600 });
    expect(playerActions({ game: 'dice-game', live })).toEqual({ pass: false, bank: true, undo: false, ruleAsRoll: false });
    // The two dice left rolled, one doubtful: while the roll waits for confirmation, no Bank.
    live.onSnapshot(snap(die(8, '2'), { ...die(9, '3'), confidence: 0.3 }));
    expect(live.question?.kind).toBe('confirmRoll');
    expect(playerActions({ game: 'dice-game', live })).toEqual({ pass: false, bank: false, undo: false, ruleAsRoll: false });
  });

  it('offers Bank while six new dice after a roll may be the next player\'s, the keep and the bank unseen', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap());
    // A roll worth a first bank (1 1 1 5 5: 400): Bank stops at it and takes its points (helper 141).
    live.onSnapshot(snap(...(['5', '1', '1', '1', '5', '2'] as Face[]).map((face, i) => die(i + 1, face))));
    expect(playerActions({ game: 'dice-game', live })).toEqual({ pass: false, bank: true, undo: false, ruleAsRoll: false });
    // One worth less (1 5: 150) cannot bank yet.
    const low = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }).live;
    low.onSnapshot(snap());
    low.onSnapshot(snap(...(['1', '5', '2', '3', '3', '6'] as Face[]).map((face, i) => die(i + 1, face))));
    expect(playerActions({ game: 'dice-game', live: low })).toEqual({ pass: false, bank: false, undo: false, ruleAsRoll: false });
    // The same six ids far off, other faces: the roll changed, or Ann kept 1 1 1 5 5 and banked.
    live.onSnapshot(snap(...(['2', '2', '3', '4', '6', '1'] as Face[]).map((face, i) => ({ ...die(i + 1, face), box: [i * 40 + 300, 300, i * 40 + 320, 320] as [number, number, number, number] }))));
    expect(live.question).toMatchObject({ kind: 'changed', params: { nextRoll: { player: 'Bob' } } });
    expect(playerActions({ game: 'dice-game', live })).toEqual({ pass: false, bank: true, undo: false, ruleAsRoll: false });
    // The same after a reload, when the first look shows those six dice.
    const resumed = LiveDiceGameReferee.resume(live.events);
    resumed.onSnapshot(snap(...(['2', '2', '3', '4', '6', '1'] as Face[]).map((face, i) => die(i + 10, face))));
    expect(resumed.question).toMatchObject({ kind: 'restoreRoll', params: { nextRoll: { player: 'Bob' } } });
    expect(playerActions({ game: 'dice-game', live: resumed })).toEqual({ pass: false, bank: true, undo: false, ruleAsRoll: false });
  });

  it('offers the dice game\'s "They are the roll" (key R) only where the dice lying at the first look are as many as must be rolled (helper 234)', () => {
    const six = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }).live;
    six.onSnapshot(snap(...(['6', '6', '1', '5', '1', '1'] as Face[]).map((face, i) => die(i + 1, face))));
    expect(six.question).toMatchObject({ kind: 'notARoll', params: { inArena: 6, mustRoll: 6 } });
    expect(playerActions({ game: 'dice-game', live: six })).toEqual({ pass: false, bank: false, undo: false, ruleAsRoll: true });
    six.ruleAsRoll();
    expect(six.state.turn.phase).toBe('rolled');
    expect(playerActions({ game: 'dice-game', live: six })).toEqual({ pass: false, bank: false, undo: false, ruleAsRoll: false }); // 350 at most: below the first bank's 400
    const eight = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }).live;
    eight.onSnapshot(snap(...(['6', '6', '1', '5', '1', '1', '2', '3'] as Face[]).map((face, i) => die(i + 1, face))));
    expect(eight.question).toMatchObject({ kind: 'notARoll', params: { inArena: 8, mustRoll: 6 } });
    expect(playerActions({ game: 'dice-game', live: eight })).toEqual({ pass: false, bank: false, undo: false, ruleAsRoll: false });
  });
});
