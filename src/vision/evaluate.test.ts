import { describe, expect, it } from 'vitest';
import type { Box } from '../core/types.ts';
import { addImageScore, emptyCounts, matchDice, MAX_MATCH_SIZE_RATIO, summarise, type LabelledDie, type PredictedDie } from './evaluate.ts';

const box = (x: number, y: number, s: number): Box => [x, y, x + s, y + s];

describe('matchDice', () => {
  it('pairs each prediction with the labelled die whose box holds its centre', () => {
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

  it('does not match a box many times the labelled die\'s size, either way round', () => {
    const truths: LabelledDie[] = [{ box: box(0, 0, 10), face: '3' }];
    // The truth centre (5,5) is inside the big box, but the big box is 10 times the die.
    expect(MAX_MATCH_SIZE_RATIO).toBeLessThan(10);
    expect(matchDice([{ box: [0, 0, 100, 100], face: '3' }], truths)).toEqual([]);
    expect(matchDice([{ box: [4, 4, 5, 5], face: '3' }], truths)).toEqual([]);
  });

  it('matches a whole-die box to a pip-pattern label whose centre it holds (matteo-d6\'s labels)', () => {
    // A 1 seen at an angle: the label boxes the single pip; the prediction boxes the top and
    // front faces, so its centre (30,36) lies below the pip's box.
    const truths: LabelledDie[] = [{ box: [25, 20, 33, 28], face: '1' }];
    const preds: PredictedDie[] = [{ box: [10, 10, 50, 62], face: '1' }];
    expect(matchDice(preds, truths)).toEqual([{ prediction: 0, truth: 0 }]);
    // And a top-face prediction whose centre lies in a whole-die label, while the label's centre
    // (lower, between top and front face) is outside the prediction.
    expect(matchDice([{ box: [10, 10, 40, 30], face: '2' }], [{ box: [8, 8, 42, 60], face: '2' }])).toEqual([{ prediction: 0, truth: 0 }]);
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
