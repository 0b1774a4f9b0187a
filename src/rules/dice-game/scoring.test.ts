import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import { RuleError } from '../engine.ts';
import { bestKeep, bestScore, hasScore, isSixOfAKind, isStraight, scoreKeep } from './scoring.ts';

const f = (s: string): Face[] => s.split('') as Face[];

describe('scoreKeep (rulebook "Scoring")', () => {
  it.each([
    ['1', 100], ['5', 50], ['15', 150], ['155', 200],
    ['222', 200], ['333', 300], ['444', 400], ['555', 500], ['666', 600],
    // "if a player rolls three 1's, the score would be 300 points" (singles beat the 100 triple)
    ['111', 300], ['1111', 400], ['11111', 500],
    // "three 5's would count it as 500 points"; a fourth 5 still counts 50 on its own
    ['5555', 550], ['55555', 600],
    ['123456', 1100], ['222333', 500], ['444111', 700], ['44415', 550],
  ])('%s scores %i', (dice, points) => {
    expect(scoreKeep(f(dice))).toBe(points);
  });

  it.each([
    // "4 or 5 of a kind or a straight of less than 6 hold no extra value"
    ['2222'], ['44444'], ['12345'], ['23456'], ['2'], ['156'], ['223344'], [''],
  ])('%s cannot all be kept (0)', (dice) => {
    expect(scoreKeep(f(dice))).toBe(0);
  });

  it("scores the blog's pictured roll at best 550, its extra 4 worth nothing", () => {
    // "The total possible value of this roll would be 550 points, the extra 4 holds no point value".
    expect(bestScore(f('444415'))).toBe(550);
    expect(scoreKeep(f('444415'))).toBe(0);
  });

  it('refuses a face that is not 1–6 with a RuleError', () => {
    expect(() => scoreKeep(['1', 'X'])).toThrow(RuleError);
    expect(() => scoreKeep(['1', 'X'])).toThrow(/faces 1–6, not "X"/);
  });
});

describe('bestScore, bestKeep, hasScore', () => {
  it.each([
    ['234662', 0, ''], ['234612', 100, '1'], ['444152', 550, '14445'],
    ['614235', 1100, '614235'], ['111555', 800, '111555'], ['22233', 200, '222'], ['6', 0, ''],
  ])('%s: best %i keeping %s', (dice, points, keep) => {
    expect(bestScore(f(dice))).toBe(points);
    expect([...bestKeep(f(dice))].sort()).toEqual([...f(keep)].sort());
    expect(hasScore(f(dice))).toBe(points > 0);
  });

  it('recognises straights and six of a kind', () => {
    expect(isStraight(f('352614'))).toBe(true);
    expect(isStraight(f('35261'))).toBe(false);
    expect(isSixOfAKind(f('444444'))).toBe(true);
    expect(isSixOfAKind(f('44444'))).toBe(false);
    expect(isSixOfAKind(f('444445'))).toBe(false);
  });
});

const roll = (min: number, max: number) =>
  fc.array(fc.constantFrom<Face>('1', '2', '3', '4', '5', '6'), { minLength: min, maxLength: max });

/** Every sub-multiset of `faces` (by index subsets). */
function subsets(faces: Face[]): Face[][] {
  const out: Face[][] = [];
  for (let mask = 0; mask < 1 << faces.length; mask++) out.push(faces.filter((_, i) => mask & (1 << i)));
  return out;
}

describe('scoring properties', () => {
  it('bestScore is the best scoreKeep over all subsets of the roll', () => {
    fc.assert(fc.property(roll(0, 6), (faces) => {
      expect(bestScore(faces)).toBe(Math.max(0, ...subsets(faces).map(scoreKeep)));
    }));
  });
  it('a legal keep scores a positive multiple of 50; order does not matter', () => {
    fc.assert(fc.property(roll(1, 6), (faces) => {
      const points = scoreKeep(faces);
      expect(points % 50).toBe(0);
      expect(scoreKeep([...faces].reverse())).toBe(points);
    }));
  });
  it('bestKeep is part of the roll and scores bestScore', () => {
    fc.assert(fc.property(roll(0, 6), (faces) => {
      const keep = bestKeep(faces);
      const left = [...faces];
      for (const face of keep) {
        expect(left).toContain(face);
        left.splice(left.indexOf(face), 1);
      }
      expect(scoreKeep(keep)).toBe(bestScore(faces));
    }));
  });
});
