import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { cameBeside, sameDiceInArena, setDownDice, withDiceBeside } from './besideArena.ts';
import type { DiceChanges } from './snapshotDiff.ts';

/** A 20 px die `id` centred at (x, y). */
const die = (id: number, x: number, y: number, face: Face | null, inArena = true): SnapshotDie => ({
  id, box: [x - 10, y - 10, x + 10, y + 10], face, confidence: 0.9, inArena,
});
const snap = (...dice: SnapshotDie[]): ArenaSnapshot => ({ tMs: 0, dice });
const changes = (appeared: SnapshotDie[], vanished: SnapshotDie[]): DiceChanges => ({ appeared, vanished, changed: [], moved: [] });

describe('sameDiceInArena', () => {
  it('looks at the dice in the arena only', () => {
    expect(sameDiceInArena(snap(die(1, 0, 0, '3')), snap(die(1, 50, 0, '3'), die(2, 900, 0, 'X', false)))).toBe(true);
    expect(sameDiceInArena(snap(die(1, 0, 0, '3')), snap(die(1, 0, 0, '4')))).toBe(false);
    // Listed in another order (the tracker lists dice as detected): the same arena (helper 166).
    expect(sameDiceInArena(snap(die(1, 0, 0, '3'), die(2, 50, 0, '5')), snap(die(2, 50, 0, '5'), die(1, 0, 0, '3')))).toBe(true);
  });
});

describe('withDiceBeside', () => {
  it('keeps the baseline arena and takes the dice beside it from what is seen, ordered by id', () => {
    const baseline = snap(die(3, 0, 0, '3'), die(1, 900, 0, 'X', false));
    const seen = snap(die(3, 40, 0, '5'), die(2, 900, 50, '4', false));
    expect(withDiceBeside(baseline, seen).dice).toEqual([die(2, 900, 50, '4', false), die(3, 0, 0, '3')]);
  });
});

describe('cameBeside', () => {
  it('names the dice come beside the arena, and says more lie there only when fewer left', () => {
    const from = snap(die(1, 0, 0, '3'), die(2, 900, 0, 'X', false));
    expect(cameBeside(from, snap(die(1, 0, 0, '3'), die(2, 900, 0, 'X', false), die(3, 900, 50, '4', false)))).toEqual({ arrived: [die(3, 900, 50, '4', false)], more: true });
    // Die 2 picked up, die 3 set down: as many beside the arena as before.
    expect(cameBeside(from, snap(die(1, 0, 0, '3'), die(3, 900, 50, '4', false))).more).toBe(false);
  });
});

describe('setDownDice', () => {
  it('takes as many dice come outside the arena as dice to remove vanished, those showing their faces first', () => {
    const vanished = [die(1, 0, 0, 'X'), die(2, 50, 0, '6')];
    const appeared = [die(7, 900, 0, '2', false), die(8, 900, 50, 'X', false), die(9, 900, 90, '5', false), die(10, 10, 10, '4')];
    expect(setDownDice(changes(appeared, vanished), new Set([1, 2]))).toEqual([8, 7]);
    // Only die 1 was to remove: one die set down.
    expect(setDownDice(changes(appeared, vanished), new Set([1]))).toEqual([8]);
    expect(setDownDice(changes(appeared, vanished), new Set())).toEqual([]);
  });
});
