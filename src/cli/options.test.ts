import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from 'commander';
import { accumulatingParser, choiceParser, emptyItemAt, listParser, numberParser, optionParser, parseArenaCorners, parseClockTimes, parsePlayerCount, refusingEmptyItems } from './options.ts';
import { parseDieCorrections } from './dieCorrections.ts';
import { parseLeftAt } from './leavings.ts';
import { CLI_MESSAGES } from '../referee/messages/cli.ts';

describe('parseClockTimes', () => {
  it('reads times as the timeline prints them, in English or French, separated by commas or spaces', () => {
    expect(parseClockTimes('01:03.5')).toEqual([63_500]);
    expect(parseClockTimes('01:03,5,02:10,0')).toEqual([63_500, 130_000]);
    expect(parseClockTimes('00:07.9, 12:00.0 3:05')).toEqual([7_900, 720_000, 185_000]);
    // A comma between two times is no decimal comma (helper 156).
    expect(parseClockTimes('01:03,12:10')).toEqual([63_000, 730_000]);
  });
  it('refuses anything else', () => {
    for (const bad of ['', '7.9', '7.9s', '01:63.0', '01:03.5;x', 'soon']) {
      expect(() => parseClockTimes(bad)).toThrow('It must be times as the timeline prints them, mm:ss.s, separated by commas (e.g. 01:03.5,02:10.0).');
    }
  });
});

describe('parsePlayerCount', () => {
  it('takes a whole number written in digits, signs included (the rules then say the range)', () => {
    expect(parsePlayerCount('3')).toBe(3);
    expect(parsePlayerCount(' 12 ')).toBe(12);
    expect(parsePlayerCount('-2')).toBe(-2);
    expect(parsePlayerCount('0')).toBe(0);
  });

  it('refuses what only JavaScript reads as a number: hexadecimal, exponents, decimals, blanks', () => {
    for (const value of ['0x3', '1e1', '3.0', '2.5', '', ' ', 'Infinity', 'two']) {
      expect(() => parsePlayerCount(value), value).toThrow('It must be a whole number.');
    }
  });
});

describe('parseArenaCorners', () => {
  it('reads "x,y" corners separated by spaces or semicolons, decimals and signs allowed', () => {
    expect(parseArenaCorners('40,30 600,30 600,450 40,450')).toEqual([[40, 30], [600, 30], [600, 450], [40, 450]]);
    expect(parseArenaCorners('  -5,0.5;600,30 ;  +7.25,450  ')).toEqual([[-5, 0.5], [600, 30], [7.25, 450]]);
  });

  it('takes one separator after the last corner, as the comma-separated options do, and refuses an empty corner with its place (EN/FR)', () => {
    const four = [[1, 2], [3, 4], [5, 6], [7, 8]];
    for (const value of ['1,2;3,4;5,6;7,8', '1,2;3,4;5,6;7,8;', '1,2;3,4;5,6;7,8,', '1,2 3,4 5,6 7,8,', ' 1,2; 3,4 ;5,6 ; 7,8 ; ']) expect(parseArenaCorners(value), value).toEqual(four);
    // Two semicolons in a row, a leading one, two at the end: an empty corner, counted in corners.
    expect(() => parseArenaCorners('1,2;3,4;;5,6;7,8')).toThrow(new Error('Corner 3 is empty (a semicolon too many?).'));
    expect(() => parseArenaCorners('1,2 3,4; ;5,6')).toThrow(new Error('Corner 3 is empty (a semicolon too many?).'));
    expect(() => parseArenaCorners(';1,2;3,4;5,6')).toThrow(new Error('Corner 1 is empty (a semicolon too many?).'));
    expect(() => parseArenaCorners('1,2;3,4;5,6;7,8;;')).toThrow(new Error('Corner 5 is empty (a semicolon too many?).'));
    // A bad corner before the empty one is said first, in the option's own words.
    expect(() => parseArenaCorners('1,2;3;;5,6;7,8')).toThrow(/^It must be at least 3 corners/);
    expect(CLI_MESSAGES.fr.usageError("option '--arena <corners>' argument '1,2;;3,4;5,6' is invalid. Corner 2 is empty (a semicolon too many?)."))
      .toBe("l'option «\u00a0--arena <corners>\u00a0» n'accepte pas «\u00a01,2;;3,4;5,6\u00a0». Le coin 2 est vide (un point-virgule en trop\u00a0?).");
  });

  it('refuses fewer than 3 corners, a lone number, and anything not a number pair', () => {
    for (const bad of ['', '40,30 600,30', '40,30 600,30 600', '40 30 600 30 600 450', '1,2,3 4,5 6,7', '0x10,0 1,1 2,2', '1e3,0 1,1 2,2', 'a,b c,d e,f']) {
      expect(() => parseArenaCorners(bad), bad).toThrow('It must be at least 3 corners "x,y" in pixels, separated by spaces or semicolons, e.g. "40,30 600,30 600,450 40,450".');
    }
  });
});

describe('numberParser', () => {
  it('reads numbers in decimal digits within the limits, the ends inclusive', () => {
    expect(numberParser()('-2.5')).toBe(-2.5);
    expect(numberParser()(' .5 ')).toBe(0.5);
    expect(numberParser({ min: 0, max: 1 })('1')).toBe(1);
    expect(numberParser({ whole: true, min: 1 })('60')).toBe(60);
    expect(numberParser({ whole: true, min: 0 })('0')).toBe(0);
  });

  it('refuses what is no number, a decimal where a whole number is asked, and values outside the limits, saying what it must be', () => {
    for (const value of ['', 'abc', '0x3', '1e1', 'Infinity', 'NaN', '1..2']) {
      expect(() => numberParser()(value), value).toThrow(new InvalidArgumentError('It must be a number.'));
    }
    expect(() => numberParser({ whole: true, min: 1 })('2.5')).toThrow('It must be a whole number, at least 1.');
    expect(() => numberParser({ whole: true, min: 1 })('0')).toThrow('It must be a whole number, at least 1.');
    expect(() => numberParser({ min: 0, max: 1 })('1.01')).toThrow('It must be a number from 0 to 1.');
    expect(() => numberParser({ max: 4 })('5')).toThrow('It must be a number, at most 4.');
    expect(() => numberParser({ whole: true, min: 1, max: 4 })('-1')).toThrow('It must be a whole number from 1 to 4.');
  });
});

describe('choiceParser', () => {
  it('takes one of the values as written, and lists them otherwise', () => {
    expect(choiceParser(['held', 'train', 'all'])('train')).toBe('train');
    expect(() => choiceParser(['held', 'train', 'all'])('Train')).toThrow(new InvalidArgumentError('It must be one of held, train, all.'));
  });
});

describe('listParser', () => {
  it('reads each comma-separated item, trimmed, in order', () => {
    expect(listParser(numberParser({ min: 0, max: 1 }))('0.6, 0.7,0.9')).toEqual([0.6, 0.7, 0.9]);
    expect(listParser(choiceParser(['a', 'b']))('b')).toEqual(['b']);
  });

  it('names the first bad item and why, and refuses empty items, saying which, but not a comma at the end', () => {
    expect(() => listParser(choiceParser(['byler-d6', 'matteo-d6']))('byler-d6,byler')).toThrow(new InvalidArgumentError('"byler": It must be one of byler-d6, matteo-d6.'));
    for (const value of ['', ' ']) expect(() => listParser(choiceParser(['a', 'b']))(value), value).toThrow('It must be a list separated by commas, with no empty item.');
    // A lone comma is worded as the review's comma-separated options word it (refusingEmptyItems).
    for (const value of [',', ' , ']) {
      expect(() => listParser(choiceParser(['a', 'b']))(value), value).toThrow('Item 1 is empty (a comma too many?).');
      expect(() => refusingEmptyItems(parseClockTimes)(value), value).toThrow('Item 1 is empty (a comma too many?).');
    }
    expect(() => listParser(choiceParser(['a', 'b']))('a,,b')).toThrow(new InvalidArgumentError('Item 2 is empty (a comma too many?).'));
    expect(() => listParser(choiceParser(['a', 'b']))(',a')).toThrow(new InvalidArgumentError('Item 1 is empty (a comma too many?).'));
    expect(listParser(choiceParser(['a', 'b']))('a,b, ')).toEqual(['a', 'b']);
  });
});

describe('empty items of comma-separated options', () => {
  it('finds an empty item between commas or before the first, not a comma at the end', () => {
    expect(emptyItemAt('00:01.0,,00:02.0')).toBe(7);
    expect(emptyItemAt('a, ,b')).toBe(1);
    expect(emptyItemAt(',a')).toBe(0);
    expect(emptyItemAt('a,b,,')).toBe(3);
    for (const value of ['a,b', 'a,b,', 'a,b, ', 'a b']) expect(emptyItemAt(value), value).toBeNull();
  });

  it('refuses --thrown-at, --missed-at, --correct and --left-at with an empty item, counted as the option reads its items; a comma at the end is harmless', () => {
    // They were read as if the empty item were not there (helper 213).
    const times = refusingEmptyItems(parseClockTimes);
    expect(() => times('00:01.0,,00:02.0')).toThrow('Item 2 is empty (a comma too many?).');
    // A French decimal comma is no separator: the empty item is the third time's place.
    expect(() => times('00:01,5 00:02,5,,00:03,0')).toThrow('Item 3 is empty (a comma too many?).');
    expect(() => times(',00:01.0')).toThrow('Item 1 is empty (a comma too many?).');
    expect(times('00:01.0,00:02.0,')).toEqual([1_000, 2_000]);
    // A bad item before the empty one is said first, in the option's own words.
    expect(() => times('1:2,,00:02.0')).toThrow(/^It must be times as the timeline prints them/);
    const corrections = refusingEmptyItems(parseDieCorrections);
    expect(corrections('00:07.7/3=4,')).toEqual([{ ms: 7_700, die: 3, face: '4' }]);
    expect(() => corrections('00:07.7/3=4,,00:08.0/1=X')).toThrow('Item 2 is empty (a comma too many?).');
    expect(() => refusingEmptyItems(parseLeftAt)('00:12.3=Bob,,00:40.0=3')).toThrow('Item 2 is empty (a comma too many?).');
    expect(refusingEmptyItems(parseLeftAt)('00:12.3=Bob,')).toEqual([{ ms: 12_300, who: 'Bob' }]);
  });
});

describe('optionParser', () => {
  it("passes the value through and turns the parser's Error into commander's InvalidArgumentError", () => {
    const parse = optionParser((value: string) => {
      if (value !== 'ok') throw new Error('It must be ok.');
      return 1;
    });
    expect(parse('ok')).toBe(1);
    expect(() => parse('no')).toThrow(new InvalidArgumentError('It must be ok.'));
  });

  it('adds up the items of a list option given more than once, and reports a bad value as commander reports it', () => {
    const parse = accumulatingParser(refusingEmptyItems(parseClockTimes));
    expect(parse('00:01.0,00:02.0', parse('00:10.5'))).toEqual([10_500, 1_000, 2_000]);
    expect(parse('00:03.0')).toEqual([3_000]);
    expect(() => parse('00:01.0,,00:02.0', [5_000])).toThrow(InvalidArgumentError);
  });
});
