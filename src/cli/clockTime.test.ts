import { describe, expect, it } from 'vitest';
import { CLOCK_TIME_PATTERN, parseClockTime } from './clockTime.ts';

describe('parseClockTime', () => {
  it('reads mm:ss.s, mm:ss,s and mm:ss as ms', () => {
    expect(['01:03.5', '01:03,5', '1:03', '123:59.9', '00:00'].map(parseClockTime)).toEqual([63_500, 63_500, 63_000, 7_439_900, 0]);
  });

  it('gives null for anything else: seconds past 59, one seconds digit, two tenths, spaces, words', () => {
    expect(['01:60.0', '01:3.5', '01:03.55', ' 01:03.5', '01:03.5 ', 'a01:03', '01:03.', ''].map(parseClockTime)).toEqual(Array(8).fill(null));
  });
});

describe('CLOCK_TIME_PATTERN', () => {
  it('finds the times in a list, a comma after the seconds a decimal comma only before a lone digit', () => {
    const find = (value: string) => [...value.matchAll(new RegExp(CLOCK_TIME_PATTERN, 'g'))].map((m) => m[0]);
    expect(find('01:03,12:10')).toEqual(['01:03', '12:10']);
    expect(find('01:03,5,02:10.0 3:05')).toEqual(['01:03,5', '02:10.0', '3:05']);
  });
});
