import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACES, type Face } from '../core/types.ts';
import { voteFace, type FaceObservation } from './faceVoter.ts';

const obs = (face: Face | null, confidence = 0.9): FaceObservation => ({ face, confidence });

describe('voteFace', () => {
  it('takes the strict-majority face; confidence = vote share × mean confidence of its votes', () => {
    const vote = voteFace([obs('3', 0.9), obs('3', 0.8), obs('5', 0.9), obs('3', 0.7), obs(null, 0.5)], { votes: 5 });
    expect(vote.face).toBe('3');
    expect(vote.share).toBeCloseTo(0.6, 12);
    expect(vote.confidence).toBeCloseTo(0.6 * 0.8, 12);
    expect(vote.seen).toBe(5);
    expect(vote.present).toBe(true);
  });

  it('looks only at the last K readings', () => {
    const history = [obs('6'), obs('6'), obs('6'), obs('2'), obs('2'), obs('2'), obs('6'), obs('2')];
    expect(voteFace(history, { votes: 5 }).face).toBe('2');
    expect(voteFace(history, { votes: 8 }).face).toBeNull(); // 4 against 4: no majority
  });

  it('is unreadable when no face has a strict majority', () => {
    const vote = voteFace([obs('3', 0.8), obs('3', 0.8), obs('5', 0.6), obs('5', 0.6), obs(null, 0.2)], { votes: 5 });
    expect(vote.face).toBeNull();
    expect(vote.share).toBeCloseTo(0.4, 12);
    // Mean confidence of all observations × share of readings that saw the die.
    expect(vote.confidence).toBeCloseTo(0.6 * 1, 12);
  });

  it('is unreadable when most readings could not read the die', () => {
    const vote = voteFace([obs(null, 0.6), obs('4', 0.9), obs(null, 0.6), obs(null, 0.6)], { votes: 4 });
    expect(vote.face).toBeNull();
    expect(vote.share).toBeCloseTo(0.75, 12);
  });

  it('votes among the readings that saw the die; present only when a majority of the K did', () => {
    const sometimes = voteFace([undefined, obs('2', 0.8), undefined, obs('2', 0.8), obs('4', 0.8)], { votes: 5 });
    expect(sometimes).toMatchObject({ face: '2', seen: 3, present: true });
    expect(sometimes.confidence).toBeCloseTo((2 / 3) * 0.8, 12);
    const rarely = voteFace([undefined, obs('2'), undefined, undefined, obs('2')], { votes: 5 });
    expect(rarely).toMatchObject({ face: '2', seen: 2, present: false });
    expect(voteFace([obs('5'), obs('5')], { votes: 5 })).toMatchObject({ face: '5', seen: 2, present: false });
    expect(voteFace([], { votes: 3 })).toEqual({ face: null, confidence: 0, share: 0, seen: 0, present: false });
  });

  it('says which face outside the die kind an unreadable die shows, when most readings saw it', () => {
    const six = (face: Face | null = null): FaceObservation => ({ face, confidence: 0.9, outsideKind: '6' });
    expect(voteFace([six(), six(), obs(null), six(), obs('4')], { votes: 5 })).toMatchObject({ face: null, outsideKind: '6' });
    // Two of five: no majority, so no claim.
    expect(voteFace([six(), obs(null), six(), obs(null), obs('4')], { votes: 5 }).outsideKind).toBeUndefined();
    // A die read with a face keeps it: the outside face is only for unreadable dice.
    expect(voteFace([six('5'), six('5'), six('5')], { votes: 3 })).toMatchObject({ face: '5' });
    expect(voteFace([six('5'), six('5'), six('5')], { votes: 3 }).outsideKind).toBeUndefined();
  });

  it('refuses a bad K or confidence', () => {
    expect(() => voteFace([obs('1')], { votes: 0 })).toThrow(/votes must be an integer ≥ 1, got 0/);
    expect(() => voteFace([obs('1', 1.5)], { votes: 3 })).toThrow(/confidence must be in 0..1, got 1.5/);
  });

  it('always returns a face held by a strict majority of the seen votes, or null, with confidence in 0..1', () => {
    const observation = fc.option(fc.record({ face: fc.option(fc.constantFrom(...FACES), { nil: null }), confidence: fc.double({ min: 0, max: 1, noNaN: true }) }), { nil: undefined });
    fc.assert(fc.property(fc.array(observation, { maxLength: 12 }), fc.integer({ min: 1, max: 9 }), (history, votes) => {
      const vote = voteFace(history, { votes });
      const window = history.slice(-votes).filter((o): o is FaceObservation => o !== undefined);
      expect(vote.seen).toBe(window.length);
      expect(vote.present).toBe(window.length * 2 > votes);
      expect(vote.confidence).toBeGreaterThanOrEqual(0);
      expect(vote.confidence).toBeLessThanOrEqual(1 + 1e-12);
      if (vote.face !== null) expect(window.filter((o) => o.face === vote.face).length * 2).toBeGreaterThan(window.length);
      else for (const face of FACES) expect(window.filter((o) => o.face === face).length * 2).toBeLessThanOrEqual(window.length);
    }));
  });
});
