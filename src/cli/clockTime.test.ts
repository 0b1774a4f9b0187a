import { describe, expect, it } from 'vitest';
import { CLOCK_TIME_PATTERN, parseClockTime, secondsPastMinute } from './clockTime.ts';
import { parseDieCorrections } from './dieCorrections.ts';
import { parseLeftAt } from './leavings.ts';
import { parseClockTimes } from './options.ts';

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

describe('secondsPastMinute', () => {
  it('says which time of an option has 60 seconds or more, and the time it may mean (helper 248: only the general words were said)', () => {
    expect(secondsPastMinute('00:99.0/1=3')).toBe('00:99.0 is no time: its seconds go from 00 to 59 (01:39.0?). ');
    expect(secondsPastMinute('01:03.5,02:75')).toBe('02:75 is no time: its seconds go from 00 to 59 (03:15?). ');
    expect(secondsPastMinute('1:60,5=Bob')).toBe('1:60,5 is no time: its seconds go from 00 to 59 (02:00,5?). ');
    expect(['00:18.9/2=4', '2:345.1', 'soon', ''].map(secondsPastMinute)).toEqual(['', '', '', '']);
  });

  it('comes before the words of --correct, --thrown-at and --left-at when one of their times has too many seconds', () => {
    expect(() => parseDieCorrections('00:18.9/2=4,00:99.0/1=3')).toThrow(/^00:99\.0 is no time: its seconds go from 00 to 59 \(01:39\.0\?\)\. It must be corrections "time\/die=face"/);
    expect(() => parseClockTimes('01:75')).toThrow(/^01:75 is no time: its seconds go from 00 to 59 \(02:15\?\)\. \S/);
    expect(() => parseLeftAt('00:61.0=Bob')).toThrow(/^00:61\.0 is no time: its seconds go from 00 to 59 \(01:01\.0\?\)\. \S/);
    expect(() => parseDieCorrections('00:18.9/0=4')).toThrow(/^It must be corrections/);
  });
});
