import { describe, expect, it } from 'vitest';
import { matchDieCorrections, parseDieCorrections } from './dieCorrections.ts';

describe('parseDieCorrections', () => {
  it('reads time/die=face items as the timeline prints times, French decimal commas too', () => {
    expect(parseDieCorrections('00:07.7/2=4,01:12.5/1=x')).toEqual([{ ms: 7700, die: 2, face: '4' }, { ms: 72_500, die: 1, face: 'X' }]);
    expect(parseDieCorrections('00:07,7/2=4, 00:12/3=1')).toEqual([{ ms: 7700, die: 2, face: '4' }, { ms: 12_000, die: 3, face: '1' }]);
  });

  it('refuses anything else: no die, die 0, two-character faces, words', () => {
    for (const value of ['00:07.7=4', '00:07.7/0=4', '00:07.7/2=45', '00:07.7/2=4 and more', '', '7.7/2=4']) {
      expect(() => parseDieCorrections(value), value).toThrow(/^It must be corrections "time\/die=face"/);
    }
  });

  it('refuses a face no die has, named first (helper 250: =9 was a note once analysed, exit 0)', () => {
    expect(() => parseDieCorrections('00:07.7/2=4,00:18.9/3=9')).toThrow(/^9 is no face of a die \(1 to 6, or X\)\. It must be corrections "time\/die=face"/);
    expect(() => parseDieCorrections('00:07.7/2=z')).toThrow(/^Z is no face of a die/);
    expect(() => parseDieCorrections('00:07.7/2=0')).toThrow(/^0 is no face of a die/);
    // A face some die has stays a note when the review's dice lack it (6 on Strike dice: matchDieCorrections).
    expect(parseDieCorrections('00:07.7/2=6')).toEqual([{ ms: 7700, die: 2, face: '6' }]);
  });
});

describe('matchDieCorrections', () => {
  // Entry 1 lists its dice left to right: die 12 (x 10), die 10 (x 50), die 11 (x 90).
  const entries = [
    { index: 0, tMs: 0, change: 'setup', dice: [] },
    { index: 1, tMs: 7_733, change: 'throw', dice: [{ id: 10, box: [50, 0, 60, 10] as [number, number, number, number] }, { id: 11, box: [90, 0, 100, 10] as [number, number, number, number] }, { id: 12, box: [10, 0, 20, 10] as [number, number, number, number] }] },
    { index: 2, tMs: 12_467, change: 'throw', dice: [{ id: 10, box: [50, 0, 60, 10] as [number, number, number, number] }] },
  ];

  it('names the entry within 0.5 s and the die at its place as listed left to right; a later correction of a die wins', () => {
    const { faces, unused, overruled } = matchDieCorrections(parseDieCorrections('00:07.7/1=4,00:07.7/3=2,00:12.5/1=5,00:07.7/3=X'), entries, 'strike');
    expect(unused).toEqual([]);
    expect([...faces].map(([entry, dice]) => [entry, [...dice]])).toEqual([[1, [[12, '4'], [11, 'X']]], [2, [[10, '5']]]]);
    expect(overruled).toEqual([{ correction: { ms: 7700, die: 3, face: '2' }, kept: { ms: 7700, die: 3, face: 'X' } }]);
  });

  it('lists each correction a later one of the same die overruled with another face, with the last one given (one at another time in the same entry too); the same face again overrules nothing', () => {
    const { faces, overruled } = matchDieCorrections(parseDieCorrections('00:07.7/3=4,00:07.6/3=5,00:07.7/1=2,00:07.7/1=2,00:07.9/3=1,00:12.5/1=3'), entries, 'strike');
    expect(faces.get(1)?.get(11)).toBe('1');
    expect(overruled).toEqual([
      { correction: { ms: 7700, die: 3, face: '4' }, kept: { ms: 7900, die: 3, face: '1' } },
      { correction: { ms: 7600, die: 3, face: '5' }, kept: { ms: 7900, die: 3, face: '1' } },
    ]);
    // A later correction that names nothing overrules nothing: the earlier stands.
    const late = matchDieCorrections(parseDieCorrections('00:07.7/3=4,00:07.7/3=6'), entries, 'strike');
    expect([late.faces.get(1)?.get(11), late.overruled, late.unused.length]).toEqual(['4', [], 1]);
  });

  it('says why a correction named nothing: no entry near (with the nearest), no such die, a face the kind lacks', () => {
    const { faces, unused } = matchDieCorrections(parseDieCorrections('00:09.0/1=4,00:12.5/2=4,00:12.5/1=6,00:00.0/1=2'), entries, 'strike');
    expect(faces.size).toBe(0);
    expect(unused.map(({ correction, ...why }) => [correction.ms, why])).toEqual([
      [9000, { why: 'noEntry', nearestMs: 7733 }],
      [12_500, { why: 'noDie', dice: 1 }],
      [12_500, { why: 'notAFace', faces: ['1', '2', '3', '4', '5', 'X'] }],
      // The set-up entry has no dice to correct: the nearest arena is named.
      [0, { why: 'noEntry', nearestMs: 7733 }],
    ]);
    expect(matchDieCorrections(parseDieCorrections('00:12.5/1=6'), entries, 'd6').faces.get(2)?.get(10)).toBe('6');
  });
});
