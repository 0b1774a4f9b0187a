import { describe, expect, it } from 'vitest';
import { matchLeftAt, parseLeftAt, unruledLeftAt } from './leavings.ts';

describe('parseLeftAt', () => {
  it('reads time=player items as the timeline prints times, French decimal commas and names with spaces too', () => {
    expect(parseLeftAt('00:12.3=Bob,01:02.5=3')).toEqual([{ ms: 12_300, who: 'Bob' }, { ms: 62_500, who: '3' }]);
    expect(parseLeftAt('00:12,3=Anne Marie, 00:40=Léa')).toEqual([{ ms: 12_300, who: 'Anne Marie' }, { ms: 40_000, who: 'Léa' }]);
  });

  it('refuses anything else: no player, no time, a bad time, an empty item', () => {
    for (const value of ['00:12.3', '00:12.3=', '=Bob', '12.3=Bob', '00:12.3=Bob,,00:13.0=Ann', '', 'Bob']) {
      expect(() => parseLeftAt(value), value).toThrow(/^It must be "time=player" items/);
    }
    // A time with too many seconds is named first (clockTime.ts secondsPastMinute).
    expect(() => parseLeftAt('00:72.0=Bob')).toThrow(/^00:72\.0 is no time: its seconds go from 00 to 59 \(01:12\.0\?\)\. It must be "time=player" items/);
  });
});

describe('matchLeftAt', () => {
  const entries = [
    { tMs: 0, change: 'setup' },
    { tMs: 7_867, change: 'throw' },
    { tMs: 10_133, change: 'throw' },
  ];
  const players = ['Ann', 'Bob', 'Cleo'];

  it('names the player by name (any capitals) or seat 1..N, and the nearest entry within 0.5 s', () => {
    const { left, unused } = matchLeftAt(parseLeftAt('00:07.9=bob,00:10.0=3,00:10.5=Ann'), players, entries);
    expect(unused).toEqual([]);
    expect(left).toEqual([{ tMs: 7_867, seat: 1 }, { tMs: 10_133, seat: 2 }, { tMs: 10_133, seat: 0 }]);
  });

  it('lists the items not ruled in the order given: those refused at their arena among those that named nothing', () => {
    const items = parseLeftAt('00:07.9=Bob,00:07.9=Dan,00:10.1=Bob,00:10.1=Ann,00:09.2=Cleo,00:10.1=Cleo');
    const matched = matchLeftAt(items, players, entries);
    expect(matched.from).toEqual([0, 2, 3, 5]);
    // The review refused the 2nd and 4th leavings it was given (items 3 and 6): Bob already out, the game over.
    const notes = unruledLeftAt(items, matched, [{ tMs: 10_133, seat: 1, index: 1, why: 'out' }, { tMs: 10_133, seat: 2, index: 3, why: 'over' }]);
    expect(notes.map((n) => [n.index, `${n.leftAt.ms}=${n.leftAt.who}`, n.why])).toEqual([
      [1, '7900=Dan', 'unknownPlayer'], [2, '10100=Bob', 'out'], [4, '9200=Cleo', 'noEntry'], [5, '10100=Cleo', 'over'],
    ]);
  });

  it('lists an item naming the same player after the same entry as an earlier one as a repeat, however typed, not as a leaving to rule again (h225)', () => {
    const items = parseLeftAt('00:07.9=Bob,00:07.9=Bob,00:08.0=2,00:10.1=Bob,00:10.1=Ann');
    const matched = matchLeftAt(items, players, entries);
    // Bob after 00:07.9 once; Bob after 00:10.1 is another claim (the review says he is out by then).
    expect(matched.left).toEqual([{ tMs: 7_867, seat: 1 }, { tMs: 10_133, seat: 1 }, { tMs: 10_133, seat: 0 }]);
    expect(matched.from).toEqual([0, 3, 4]);
    expect(matched.repeated.map(({ index, leftAt, earlier, earlierIndex }) => [index, leftAt.who, earlierIndex, earlier.who])).toEqual([[1, 'Bob', 0, 'Bob'], [2, '2', 0, 'Bob']]);
    const notes = unruledLeftAt(items, matched, [{ tMs: 10_133, seat: 1, index: 1, why: 'out' }]);
    expect(notes.map((n) => [n.index, n.why])).toEqual([[1, 'repeated'], [2, 'repeated'], [3, 'out']]);
  });

  it('reads a value that is both a name and another seat\'s number as the name, and lists it read two ways; not when both name the same seat', () => {
    // Cleo plays as "2": "2" is her name and Bob's seat number.
    const named = ['Ann', 'Bob', '2'];
    const { left, twoReadings } = matchLeftAt(parseLeftAt('00:07.9=2,00:10.1=3,00:10.1=bob'), named, entries);
    expect(left).toEqual([{ tMs: 7_867, seat: 2 }, { tMs: 10_133, seat: 2 }, { tMs: 10_133, seat: 1 }]);
    expect(twoReadings.map(({ index, leftAt, byName, bySeat }) => [index, leftAt.who, byName, bySeat])).toEqual([[0, '2', 2, 1]]);
    // "2" at seat 2: one reading.
    expect(matchLeftAt(parseLeftAt('00:07.9=2'), ['Ann', '2', 'Cleo'], entries).twoReadings).toEqual([]);
  });

  it('says which items named nothing: an unknown name or seat, or no entry near (not the set-up entry)', () => {
    const { left, unused } = matchLeftAt(parseLeftAt('00:07.9=Dan,00:07.9=4,00:07.9=0,00:09.2=Ann,00:00.0=Ann'), players, entries);
    expect(left).toEqual([]);
    expect(unused.map((u) => [u.index, u.leftAt.who, u.why, u.why === 'noEntry' ? u.nearestMs : null])).toEqual([
      [0, 'Dan', 'unknownPlayer', null], [1, '4', 'unknownPlayer', null], [2, '0', 'unknownPlayer', null], [3, 'Ann', 'noEntry', 10_133], [4, 'Ann', 'noEntry', 7_867],
    ]);
  });
});
