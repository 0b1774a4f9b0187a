import { describe, expect, it } from 'vitest';
import type { ArenaReading, Box, DieReading, Face } from '../core/types.ts';
import { ArenaTracker, resolveArenaTrackerConfig, type MotionVerdict } from './arenaTracker.ts';
import type { ArenaSnapshot } from './types.ts';

/** A 20 px die centred at (x, y). */
const die = (x: number, y: number, face: Face | null, confidence = 0.9, inArena = true): DieReading => ({
  box: [x - 10, y - 10, x + 10, y + 10], face, confidence, inArena,
});
const reading = (dice: DieReading[]): ArenaReading => ({ width: 640, height: 480, dice });
const MOVING: MotionVerdict = { state: 'moving' };
const SETTLED: MotionVerdict = { state: 'settled' };

/** Feeds `[reading, motion]` steps 100 ms apart from `t0Ms`; returns each step's output. */
function feed(tracker: ArenaTracker, steps: readonly (readonly [ArenaReading | null, MotionVerdict])[], t0Ms = 0): (ArenaSnapshot | null)[] {
  return steps.map(([r, m], i) => tracker.update(r, m, t0Ms + 100 * i));
}
const emittedAt = (outputs: readonly (ArenaSnapshot | null)[]): number[] => outputs.flatMap((o, i) => (o ? [i] : []));
const repeat = <T>(value: T, n: number): T[] => Array.from({ length: n }, () => value);

const THREE = [die(100, 100, '3'), die(200, 100, '5', 0.8), die(300, 200, 'X', 0.7, false)];

describe('ArenaTracker', () => {
  it('emits nothing while moving, then exactly one snapshot per settle, once K readings vote the same twice', () => {
    const tracker = new ArenaTracker({ voter: { votes: 5 }, stableVotes: 2 });
    const out = feed(tracker, [...repeat([reading(THREE), MOVING] as const, 3), ...repeat([reading(THREE), SETTLED] as const, 9)]);
    // 5 settled readings make the first vote (index 7), the 6th repeats it (index 8).
    expect(emittedAt(out)).toEqual([8]);
    expect(out[8]).toEqual({
      tMs: 800,
      dice: [
        { id: 1, box: [90, 90, 110, 110], face: '3', confidence: 0.9, inArena: true },
        { id: 2, box: [190, 90, 210, 110], face: '5', confidence: 0.8, inArena: true },
        { id: 3, box: [290, 190, 310, 210], face: 'X', confidence: 0.7, inArena: false },
      ],
    });
  });

  it('marks the snapshot of a settle read again for a change beside the arena only (outsideMoved), and no other', () => {
    const tracker = new ArenaTracker({ voter: { votes: 3 }, stableVotes: 1 });
    const PULSE: MotionVerdict = { state: 'moving', outsideMoved: true };
    const withDieBeside = [...THREE, die(500, 400, '2', 0.9, false)];
    const out = feed(tracker, [
      ...repeat([reading(THREE), MOVING] as const, 2), ...repeat([reading(THREE), SETTLED] as const, 3),
      [reading(withDieBeside), PULSE], ...repeat([reading(withDieBeside), SETTLED] as const, 3),
      [reading(withDieBeside), MOVING], ...repeat([reading(withDieBeside), SETTLED] as const, 3),
    ]);
    expect(emittedAt(out)).toEqual([4, 8, 12]);
    expect(out.filter((o) => o !== null).map((o) => [o!.dice.length, o!.outsideOnly ?? false])).toEqual([[3, false], [4, true], [4, false]]);
    // Before the settle's snapshot went out, the settle's vote goes on: nothing is dropped (a slow
    // reader would lose the settle: tests/cli/slowReading.test.ts).
    const voting = new ArenaTracker({ voter: { votes: 3 }, stableVotes: 1 });
    const early = feed(voting, [[reading(THREE), MOVING], [reading(THREE), SETTLED], [reading(THREE), PULSE], ...repeat([reading(THREE), SETTLED] as const, 2)]);
    expect(emittedAt(early)).toEqual([4]);
    expect(early[4]!.outsideOnly).toBeUndefined();
  });

  it('keeps the ids of dice that lay still while the camera moved, and hands the move on with the next snapshot', () => {
    // The camera panned: everything shows 60 px left and 10 px down (a homography, row-major).
    const pan = [1, 0, -60, 0, 1, 10, 0, 0, 1];
    const panned = THREE.map((d) => ({ ...d, box: [d.box[0] - 60, d.box[1] + 10, d.box[2] - 60, d.box[3] + 10] as Box }));
    const run = (move: number[] | null) => {
      const tracker = new ArenaTracker({ voter: { votes: 3 }, stableVotes: 1 });
      const first = feed(tracker, repeat([reading(THREE), SETTLED] as const, 3)).at(-1)!;
      // Dice that must lie still to keep their ids (those the players were asked to leave: holdStill).
      tracker.holdStill(first.dice.map((d) => d.id));
      const later = feed(tracker, [
        [reading(panned), MOVING],
        [reading(panned), { state: 'settled', cameraMove: move }], ...repeat([reading(panned), SETTLED] as const, 2),
        [reading(panned), MOVING], ...repeat([reading(panned), SETTLED] as const, 3),
      ], 300).filter((o) => o !== null);
      return [first, ...later];
    };
    const [first, second, third] = run(pan);
    expect(second!.dice.map((d) => d.id)).toEqual(first!.dice.map((d) => d.id));
    expect(second!.cameraMove).toEqual(pan);
    expect(third!.cameraMove).toBeUndefined();
    // Unmoved, dice 3 die sizes from where the held dice lay are other dice.
    const [before, after] = run(null);
    expect(after!.dice.map((d) => d.id)).toEqual(before!.dice.map((d) => d.id + 3));
    expect(after!.cameraMove).toBeUndefined();
  });

  it('votes faces, presence and boxes over the last K readings', () => {
    const tracker = new ArenaTracker({ voter: { votes: 5 }, stableVotes: 2 });
    const a = (face: Face, dx: number): DieReading => die(100 + dx, 100, face, 0.8);
    const b = die(200, 100, '6', 0.9);
    const d = (face: Face | null): DieReading => die(300, 300, face, 0.5);
    const readings = [
      [a('3', 0), b, d(null)],
      [a('3', 1), d('4')], // b missed
      [a('5', -1), b, d(null), die(500, 400, '2')], // a misread, a one-off false die
      [a('3', 2), d('4')], // b missed
      [a('3', 0), b, d(null)],
      [a('3', 1), b, d(null)],
    ];
    const out = feed(tracker, readings.map((r) => [reading(r), SETTLED] as const));
    expect(emittedAt(out)).toEqual([5]);
    const dice = out[5]!.dice;
    expect(dice.map((x) => [x.id, x.face])).toEqual([[1, '3'], [2, '6'], [3, null]]);
    // Die a over readings 2..6: 3, 5, 3, 3, 3 → '3' with share 0.8 and mean confidence 0.8.
    expect(dice[0]!.confidence).toBeCloseTo(0.8 * 0.8, 12);
    // Median box of x offsets 1, -1, 2, 0, 1 → 1.
    expect(dice[0]!.box).toEqual([91, 90, 111, 110]);
    // Die b seen in 3 of the last 5 readings: present, all votes '6'.
    expect(dice[1]!.confidence).toBeCloseTo(0.9, 12);
    // Die d: 4, null, 4, null, null → no face has a majority.
    expect(dice[2]!.face).toBeNull();
  });

  it('passes on the face outside the die kind that most readings of an unreadable die saw', () => {
    const tracker = new ArenaTracker({ voter: { votes: 5 }, stableVotes: 2 });
    const six: DieReading = { ...die(100, 100, null), faceOutsideKind: '6' };
    const readings = [[six, die(200, 100, '3')], [die(100, 100, null), die(200, 100, '3')], [six, die(200, 100, '3')], [six, die(200, 100, '3')], [six, die(200, 100, '3')], [six, die(200, 100, '3')]];
    const out = feed(tracker, readings.map((r) => [reading(r), SETTLED] as const));
    expect(out[5]!.dice).toEqual([
      { id: 1, box: [90, 90, 110, 110], face: null, confidence: 0.9, inArena: true, faceOutsideKind: '6' },
      { id: 2, box: [190, 90, 210, 110], face: '3', confidence: 0.9, inArena: true },
    ]);
  });

  it('keeps die ids across settles when dice are pushed, and gives a thrown die a new one', () => {
    const tracker = new ArenaTracker();
    const first = feed(tracker, repeat([reading(THREE), SETTLED] as const, 6));
    expect(first[5]!.dice.map((d) => d.id)).toEqual([1, 2, 3]);
    const pushed = [die(300, 200, 'X', 0.7, false), die(100, 100, '3'), die(260, 130, '5', 0.8), die(400, 300, '1')];
    const second = feed(tracker, [...repeat([null, MOVING] as const, 4), ...repeat([reading(pushed), SETTLED] as const, 6)], 1000);
    expect(emittedAt(second)).toEqual([9]);
    expect(second[9]!.dice.map((d) => [d.id, d.face, d.box[0]])).toEqual([[1, '3', 90], [2, '5', 250], [3, 'X', 290], [4, '1', 390]]);
  });

  it('starts the vote again when motion interrupts a settle of fewer than minReadingsCutShort readings', () => {
    const tracker = new ArenaTracker({ voter: { votes: 5 }, stableVotes: 2, minReadingsCutShort: 3 });
    const steps = [...repeat([reading(THREE), SETTLED] as const, 2), [reading(THREE), MOVING] as const, ...repeat([reading(THREE), SETTLED] as const, 7)];
    expect(emittedAt(feed(tracker, steps))).toEqual([8]);
  });

  it('gives the snapshot of a settle cut short by motion, voted over its readings, stamped with its last reading', () => {
    const tracker = new ArenaTracker({ voter: { votes: 5 }, stableVotes: 2, minReadingsCutShort: 3, minCutShortMs: 500 });
    // Four readings (a slow reader in a short settle), one of which misses the 5 and misreads
    // the 3 as a 2: the majority of the four still gives both dice. Then a hand comes in.
    const misread = [die(100, 100, '2', 0.4), die(300, 200, 'X', 0.7, false)];
    const steps = [
      [reading(THREE), MOVING], [reading(THREE), SETTLED], [reading(misread), SETTLED], [null, SETTLED],
      [reading(THREE), SETTLED], [reading(THREE), SETTLED], [reading([]), MOVING], [reading([]), MOVING],
    ] as const;
    const out = feed(tracker, steps);
    expect(emittedAt(out)).toEqual([6]);
    expect(out[6]).toEqual({
      tMs: 500,
      dice: [
        { id: 1, box: [90, 90, 110, 110], face: '3', confidence: expect.closeTo((3 / 4) * 0.9, 12), inArena: true },
        { id: 2, box: [190, 90, 210, 110], face: '5', confidence: expect.closeTo(0.8, 12), inArena: true },
        { id: 3, box: [290, 190, 310, 210], face: 'X', confidence: 0.7, inArena: false },
      ],
    });
    // The next settle matches its dice to that snapshot's: the dice kept their ids.
    const next = feed(tracker, repeat([reading(THREE), SETTLED] as const, 6), 1000);
    expect(next[5]!.dice.map((d) => d.id)).toEqual([1, 2, 3]);
  });

  it('cuts short only a settle that lasted minCutShortMs: a reader that votes sooner, at full speed, is not changed', () => {
    const four = [...repeat([reading(THREE), SETTLED] as const, 4), [reading(THREE), MOVING]] as const;
    // Readings 100 ms apart: the settle lasted 400 ms from its first reading to the motion.
    expect(emittedAt(feed(new ArenaTracker({ minCutShortMs: 600 }), four))).toEqual([]);
    expect(emittedAt(feed(new ArenaTracker({ minCutShortMs: 400 }), four))).toEqual([4]);
    // The defaults: at least 2 readings over at least 0.6 s (a slow reader: 300 ms apart).
    const slowly = (steps: readonly (readonly [ArenaReading | null, MotionVerdict])[]) => {
      const tracker = new ArenaTracker();
      return steps.map(([r, m], i) => tracker.update(r, m, 300 * i));
    };
    const one = slowly([[reading(THREE), SETTLED], [reading(THREE), MOVING]]);
    expect(emittedAt(one)).toEqual([]);
    const two = slowly([[reading(THREE), SETTLED], [reading(THREE), SETTLED], [reading(THREE), MOVING]]);
    expect(emittedAt(two)).toEqual([2]);
    expect(two[2]!).toMatchObject({ tMs: 300, dice: [{ face: '3' }, { face: '5' }, { face: 'X' }] });
    // Two readings that disagree on a face leave that die unreadable (the players are asked).
    const [first, second, third] = THREE;
    const disagree = slowly([[reading(THREE), SETTLED], [reading([{ ...first!, face: '4' }, second!, third!]), SETTLED], [null, MOVING]]);
    expect(disagree[2]!.dice.map((d) => d.face)).toEqual([null, '5', 'X']);
    // Two that disagree on which dice lie there, or on a die's side of the rim, give none (helper
    // 135: a die missed once was dropped, and a throw of two dice was ruled as one).
    expect(emittedAt(slowly([[reading(THREE), SETTLED], [reading([first!, third!]), SETTLED], [null, MOVING]]))).toEqual([]);
    expect(emittedAt(slowly([[reading(THREE), SETTLED], [reading([first!, second!, { ...third!, inArena: true }]), SETTLED], [null, MOVING]]))).toEqual([]);
    // Three readings outvote one miss.
    const three = slowly([[reading(THREE), SETTLED], [reading([first!, third!]), SETTLED], [reading(THREE), SETTLED], [null, MOVING]]);
    expect(three[3]!.dice.map((d) => d.face)).toEqual(['3', '5', 'X']);
  });

  it('drops a settle without a snapshot on dropSettle (another source shown)', () => {
    const tracker = new ArenaTracker({ minCutShortMs: 0 });
    const out = feed(tracker, repeat([reading(THREE), SETTLED] as const, 4));
    tracker.dropSettle();
    expect([...emittedAt(out), tracker.update(null, MOVING, 500)]).toEqual([null]);
  });

  it('gives no second snapshot when motion ends a settle whose snapshot already went out', () => {
    const tracker = new ArenaTracker({ voter: { votes: 3 }, stableVotes: 1, minReadingsCutShort: 3 });
    const out = feed(tracker, [...repeat([reading(THREE), SETTLED] as const, 5), [reading(THREE), MOVING]]);
    expect(emittedAt(out)).toEqual([2]);
  });

  it('keeps the settle\u2019s snapshot as voted until the arena moves or the settle is dropped: its readings are no longer wanted', () => {
    const tracker = new ArenaTracker({ voter: { votes: 3 }, stableVotes: 1, minReadingsCutShort: 2, minCutShortMs: 0 });
    const voted = (steps: readonly (readonly [ArenaReading | null, MotionVerdict])[], t0Ms: number) =>
      steps.map(([r, m], i) => (tracker.update(r, m, t0Ms + 100 * i), tracker.voted?.tMs ?? null));
    expect(tracker.voted).toBeNull();
    // The third reading votes: it stays the settle's, unread frames included, until motion.
    expect(voted([[reading(THREE), MOVING], ...repeat([reading(THREE), SETTLED] as const, 3), [null, SETTLED], [reading(THREE), MOVING]], 0))
      .toEqual([null, null, null, 300, 300, null]);
    // A settle cut short gives its snapshot on the moving frame: the next settle is voted on.
    expect(voted([...repeat([reading(THREE), SETTLED] as const, 2), [null, MOVING]], 1000)).toEqual([null, null, null]);
    // A change beside the arena only, after the snapshot: the settle is voted on again.
    expect(voted([...repeat([reading(THREE), SETTLED] as const, 3), [null, { state: 'moving', outsideMoved: true }]], 2000)).toEqual([null, null, 2200, null]);
    const out = feed(tracker, repeat([reading(THREE), SETTLED] as const, 3), 3000);
    expect(tracker.voted).toBe(out[2]);
    expect(tracker.voted!.dice.map((d) => d.face)).toEqual(['3', '5', 'X']);
    tracker.dropSettle();
    expect(tracker.voted).toBeNull();
  });

  it('skips frames the reader did not read, without counting them as votes', () => {
    const tracker = new ArenaTracker({ voter: { votes: 3 }, stableVotes: 1 });
    const out = feed(tracker, [[reading(THREE), SETTLED], [null, SETTLED], [reading(THREE), SETTLED], [null, SETTLED], [reading(THREE), SETTLED]]);
    expect(emittedAt(out)).toEqual([4]);
  });

  it('gives up waiting for a stable vote after maxReadingsPerSettle readings', () => {
    const tracker = new ArenaTracker({ voter: { votes: 3 }, stableVotes: 2, maxReadingsPerSettle: 8 });
    // The reader flips between 3 and 5: the 3-reading vote flips every reading.
    const flipping = Array.from({ length: 10 }, (_, i) => [reading([die(100, 100, i % 2 === 0 ? '3' : '5', 0.6)]), SETTLED] as const);
    const out = feed(tracker, flipping);
    expect(emittedAt(out)).toEqual([7]);
    // Readings 6..8 are 5, 3, 5: '5' wins 2 of 3.
    expect(out[7]!.dice[0]!.face).toBe('5');
    expect(out[7]!.dice[0]!.confidence).toBeCloseTo((2 / 3) * 0.6, 12);
  });

  it('emits an empty snapshot for an empty arena', () => {
    const tracker = new ArenaTracker();
    const out = feed(tracker, repeat([reading([]), { state: 'empty' }] as const, 7));
    expect(emittedAt(out)).toEqual([5]);
    expect(out[5]).toEqual({ tMs: 500, dice: [] });
  });

  it('refuses bad input and bad configs with a clear message', () => {
    const tracker = new ArenaTracker();
    tracker.update(reading(THREE), SETTLED, 100);
    expect(() => tracker.update(reading(THREE), SETTLED, 50)).toThrow(/tMs must be finite and not decrease, got 50 after 100/);
    expect(() => tracker.update(reading([{ ...die(1, 1, '2'), box: [5, 5, 1, 9] as Box }]), SETTLED, 200)).toThrow(/reading die 0: box must have x0 < x1/);
    expect(() => tracker.update(reading([die(50, 50, '2', 1.2)]), SETTLED, 200)).toThrow(/reading die 0: confidence must be in 0..1, got 1.2/);
    expect(() => tracker.update(reading(THREE), { state: 'still' } as unknown as MotionVerdict, 200)).toThrow(/unknown motion state "still"/);
    expect(() => resolveArenaTrackerConfig({ voter: { votes: 5 }, maxReadingsPerSettle: 4 })).toThrow(/maxReadingsPerSettle must be an integer ≥ voter.votes \(5\), got 4/);
    expect(() => resolveArenaTrackerConfig({ stableVotes: 0 })).toThrow(/stableVotes must be an integer ≥ 1/);
    expect(() => resolveArenaTrackerConfig({ minReadingsCutShort: 0 })).toThrow(/minReadingsCutShort must be an integer ≥ 1, got 0/);
    expect(() => resolveArenaTrackerConfig({ minCutShortMs: -1 })).toThrow(/minCutShortMs must be finite and ≥ 0, got -1/);
  });
});
