import { describe, expect, it } from 'vitest';
import type { Box } from '../core/types.ts';
import { addImageScore, emptyCounts, matchDice, pointInBox, summarise, type LabelledDie, type PredictedDie } from './evaluate.ts';

const box = (x: number, y: number, s: number): Box => [x, y, x + s, y + s];

describe('pointInBox', () => {
  it('includes edges and excludes outside points', () => {
    expect(pointInBox([0, 0], [0, 0, 10, 10])).toBe(true);
    expect(pointInBox([10, 5], [0, 0, 10, 10])).toBe(true);
    expect(pointInBox([10.01, 5], [0, 0, 10, 10])).toBe(false);
  });
});

describe('matchDice', () => {
  it('pairs each prediction with the labelled die whose box holds its centre, and back', () => {
    const truths: LabelledDie[] = [
      { box: box(0, 0, 20), face: '1' },
      { box: box(100, 100, 20), face: '2' },
    ];
    const preds: PredictedDie[] = [
      { box: box(102, 98, 20), face: '2' },
      { box: box(3, 2, 20), face: '4' },
      { box: box(300, 300, 20), face: '5' },
    ];
    // Centre distances: prediction 0 ↔ truth 1 is 2.83 px, prediction 1 ↔ truth 0 is 3.61 px.
    expect(matchDice(preds, truths)).toEqual([
      { prediction: 0, truth: 1 },
      { prediction: 1, truth: 0 },
    ]);
  });

  it('requires both centres inside the other box (a huge prediction over a small die does not match)', () => {
    const truths: LabelledDie[] = [{ box: box(0, 0, 10), face: '3' }];
    // The truth centre (5,5) is inside the big box but the big box centre (50,50) is not inside the truth.
    expect(matchDice([{ box: [0, 0, 100, 100], face: '3' }], truths)).toEqual([]);
  });

  it('is one-to-one, greedy by centre distance', () => {
    const truths: LabelledDie[] = [{ box: box(0, 0, 20), face: '1' }];
    const preds: PredictedDie[] = [
      { box: box(4, 4, 20), face: '1' },
      { box: box(1, 1, 20), face: '6' },
    ];
    expect(matchDice(preds, truths)).toEqual([{ prediction: 1, truth: 0 }]);
  });
});

describe('addImageScore and summarise', () => {
  it('counts recall, precision, face accuracy and confusion', () => {
    const truths: LabelledDie[] = [
      { box: box(0, 0, 20), face: '1' },
      { box: box(50, 0, 20), face: '2' },
      { box: box(100, 0, 20), face: '3' },
      { box: box(150, 0, 20), face: '3' },
    ];
    const preds: PredictedDie[] = [
      { box: box(1, 0, 20), face: '1' },
      { box: box(51, 0, 20), face: '5' },
      { box: box(101, 0, 20), face: null },
      { box: box(400, 0, 20), face: '6' },
      { box: box(500, 0, 20), face: '6' },
    ];
    const counts = addImageScore(emptyCounts(), preds, truths);
    expect(counts).toMatchObject({ truths: 4, predictions: 5, matched: 3, faceCorrect: 1 });
    expect(counts.confusion).toEqual({ '1': { '1': 1 }, '2': { '5': 1 }, '3': { null: 1, missed: 1 } });
    const s = summarise(counts);
    expect(s.recall).toBeCloseTo(3 / 4);
    expect(s.precision).toBeCloseTo(3 / 5);
    expect(s.faceAccuracy).toBeCloseTo(1 / 3);
    expect(s.endToEnd).toBeCloseTo(1 / 4);
  });

  it('accumulates over images and gives NaN for empty denominators', () => {
    const counts = emptyCounts();
    addImageScore(counts, [], []);
    expect(Number.isNaN(summarise(counts).recall)).toBe(true);
    addImageScore(counts, [{ box: box(0, 0, 10), face: '6' }], [{ box: box(0, 0, 10), face: '6' }]);
    addImageScore(counts, [], [{ box: box(0, 0, 10), face: '4' }]);
    expect(summarise(counts)).toEqual({ recall: 0.5, precision: 1, faceAccuracy: 1, endToEnd: 0.5 });
  });
});
