import { describe, expect, it } from 'vitest';
import type { Box, Face } from '../core/types.ts';
import { DieTracker, distanceDieSizes, matchDice, type MatchableDie } from './dieTracker.ts';

/** A 20 px die centred at (x, y). */
const die = (x: number, y: number, face: Face | null = '3', side = 20): MatchableDie => ({ box: [x - side / 2, y - side / 2, x + side / 2, y + side / 2], face });

describe('distanceDieSizes', () => {
  it('measures centre distance in mean die sizes', () => {
    expect(distanceDieSizes([0, 0, 20, 20], [60, 0, 80, 20])).toBe(3);
    // √(20×20) = 20 and √(40×40) = 40: mean size 30.
    expect(distanceDieSizes([0, 0, 20, 20], [80, 40, 120, 80] as Box)).toBeCloseTo(Math.hypot(90, 50) / 30, 12);
  });
});

describe('matchDice', () => {
  it('pairs dice that stayed, leaves new and gone dice unpaired', () => {
    const previous = [die(100, 100), die(200, 100, '5'), die(300, 300, 'X')];
    const current = [die(601, 300, '2'), die(301, 299, 'X'), die(100, 101)];
    expect(matchDice(previous, current)).toEqual({ pairs: [[0, 2], [2, 1]], unmatchedPrevious: [1], unmatchedCurrent: [0] });
  });

  it('follows a pushed die but never lets it take the place of a die nobody touched', () => {
    // Die 0 is pushed 3 die sizes to the right, right beside untouched die 1.
    const previous = [die(100, 100, '2'), die(175, 100, '4')];
    const current = [die(175, 100, '4'), die(160, 100, '2')];
    expect(matchDice(previous, current).pairs).toEqual([[0, 1], [1, 0]]);
    // Pushed 17.5 die sizes, past an untouched twin: pairing the pushed die with the twin and
    // the twin with the far spot would pair more dice, but the untouched die is locked first.
    const twins = matchDice([die(100, 100, '2'), die(175, 100, '2')], [die(175, 100, '2'), die(450, 100, '2')]);
    expect(twins).toEqual({ pairs: [[1, 0]], unmatchedPrevious: [0], unmatchedCurrent: [1] });
  });

  it('prefers the candidate showing the same face when a pushed die could be either', () => {
    const previous = [die(100, 100, '6')];
    const current = [die(150, 100, '2'), die(160, 100, '6')];
    expect(matchDice(previous, current).pairs).toEqual([[0, 1]]);
    // Without the face cost, the nearer one wins.
    expect(matchDice(previous, current, { faceChangeCostDieSizes: 0 }).pairs).toEqual([[0, 0]]);
  });

  it('follows a die knocked across the arena, and gives up past pushDistanceDieSizes', () => {
    // A thrown die (new, at 700) knocked the 4 ten die sizes across: the 4 keeps its id.
    expect(matchDice([die(100, 100, '4')], [die(300, 100, '4'), die(700, 100, '2')])).toEqual({ pairs: [[0, 0]], unmatchedPrevious: [], unmatchedCurrent: [1] });
    const far = matchDice([die(100, 100)], [die(100 + 20 * 16.5, 100)]);
    expect(far).toEqual({ pairs: [], unmatchedPrevious: [0], unmatchedCurrent: [0] });
    expect(matchDice([die(100, 100)], [die(100 + 20 * 16.5, 100)], { pushDistanceDieSizes: 17 }).pairs).toEqual([[0, 0]]);
  });

  it('never turns a die that lay outside the arena into one inside it, unless it stayed put', () => {
    const outside = { ...die(100, 100, '2'), inArena: false };
    // Taken away unseen, and a new die thrown in nearby: a new die, not the outside one.
    expect(matchDice([outside], [die(160, 100, '3')])).toEqual({ pairs: [], unmatchedPrevious: [0], unmatchedCurrent: [0] });
    // Pushed along outside: the same die.
    expect(matchDice([outside], [{ ...die(160, 100, '2'), inArena: false }]).pairs).toEqual([[0, 0]]);
    // Lying still on the rim while the arena outline was redrawn: the same die.
    expect(matchDice([outside], [die(101, 100, '2')]).pairs).toEqual([[0, 0]]);
  });

  it('refuses malformed boxes and configs with a clear message', () => {
    expect(() => matchDice([{ box: [10, 10, 5, 20], face: '1' }], [])).toThrow(/previous die 0: box must have x0 < x1 and y0 < y1/);
    expect(() => matchDice([], [{ box: [0, 0, NaN, 1] as Box, face: '1' }])).toThrow(/current die 0: box must be \[x0, y0, x1, y1\] of finite numbers/);
    expect(() => matchDice([], [], { stillDistanceDieSizes: 2, pushDistanceDieSizes: 1 })).toThrow(/pushDistanceDieSizes \(1\) must be ≥ stillDistanceDieSizes \(2\)/);
  });
});

describe('DieTracker', () => {
  it('keeps ids while dice are pushed around, gives new dice new ids and never reuses one', () => {
    const tracker = new DieTracker();
    expect(tracker.update([die(100, 100, '1'), die(200, 100, '2'), die(300, 100, '3')])).toEqual([1, 2, 3]);
    // Die 2 pushed 3 die sizes down and die 3 nudged; order of the reading shuffled.
    expect(tracker.update([die(305, 104, '3'), die(100, 100, '1'), die(200, 160, '2')])).toEqual([3, 1, 2]);
    // A sweep: every die pushed 1.5 die sizes to the right, one of them rolled to a new face.
    expect(tracker.update([die(130, 100, '1'), die(230, 160, '5'), die(335, 104, '3')])).toEqual([1, 2, 3]);
    // Die 1 taken out, a new die thrown in.
    expect(tracker.update([die(230, 160, '5'), die(335, 104, '3'), die(500, 300, '6')])).toEqual([2, 3, 4]);
    // Die 1's place gets a die again: a new id, not 1.
    expect(tracker.update([die(130, 100, '1'), die(230, 160, '5'), die(335, 104, '3'), die(500, 300, '6')])).toEqual([5, 2, 3, 4]);
    expect(tracker.dice.map((d) => d.id)).toEqual([5, 2, 3, 4]);
    tracker.reset();
    expect(tracker.update([die(130, 100, '1')])).toEqual([6]);
  });

  it('gives a die held still its id only where one lies still: a die thrown beside its place is new', () => {
    const tracker = new DieTracker();
    expect(tracker.update([die(100, 100, '5'), die(200, 100, '2'), die(300, 100, '4')])).toEqual([1, 2, 3]);
    // Photos: die 1 (collected) is gone, a new 5 landed 2.5 die sizes from its place, die 3 was knocked.
    tracker.holdStill([1]);
    expect(tracker.update([die(150, 100, '5'), die(200, 100, '2'), die(300, 160, '4')])).toEqual([4, 2, 3]);
    // Held for one update only: a die pushed keeps its id again.
    expect(tracker.update([die(210, 130, '5'), die(200, 100, '2'), die(300, 160, '4')])).toEqual([4, 2, 3]);
    // A die held that was not taken out keeps its id where it lies.
    tracker.holdStill([4]);
    expect(tracker.update([die(211, 131, '5'), die(200, 100, '2'), die(300, 160, '4'), die(400, 300, '1')])).toEqual([4, 2, 3, 5]);
    // Unheld, the new 5 beside a vanished 5 would have kept its id.
    const unheld = new DieTracker();
    unheld.update([die(100, 100, '5'), die(200, 100, '2')]);
    expect(unheld.update([die(150, 100, '5'), die(200, 100, '2')])).toEqual([1, 2]);
  });
});
