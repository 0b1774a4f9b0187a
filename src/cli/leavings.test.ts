import { describe, expect, it } from 'vitest';
import { matchLeftAt, parseLeftAt } from './leavings.ts';

describe('parseLeftAt', () => {
  it('reads time=player items as the timeline prints times, French decimal commas and names with spaces too', () => {
    expect(parseLeftAt('00:12.3=Bob,01:02.5=3')).toEqual([{ ms: 12_300, who: 'Bob' }, { ms: 62_500, who: '3' }]);
    expect(parseLeftAt('00:12,3=Anne Marie, 00:40=Léa')).toEqual([{ ms: 12_300, who: 'Anne Marie' }, { ms: 40_000, who: 'Léa' }]);
  });

  it('refuses anything else: no player, no time, a bad time, an empty item', () => {
    for (const value of ['00:12.3', '00:12.3=', '=Bob', '12.3=Bob', '00:72.0=Bob', '00:12.3=Bob,,00:13.0=Ann', '', 'Bob']) {
      expect(() => parseLeftAt(value), value).toThrow(/^It must be "time=player" items/);
    }
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

  it('says which items named nothing: an unknown name or seat, or no entry near (not the set-up entry)', () => {
    const { left, unused } = matchLeftAt(parseLeftAt('00:07.9=Dan,00:07.9=4,00:07.9=0,00:09.2=Ann,00:00.0=Ann'), players, entries);
    expect(left).toEqual([]);
    expect(unused.map((u) => [u.leftAt.who, u.why, u.why === 'noEntry' ? u.nearestMs : null])).toEqual([
      ['Dan', 'unknownPlayer', null], ['4', 'unknownPlayer', null], ['0', 'unknownPlayer', null], ['Ann', 'noEntry', 10_133], ['Ann', 'noEntry', 7_867],
    ]);
  });
});
