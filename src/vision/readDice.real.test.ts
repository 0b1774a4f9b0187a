/**
 * The die reader on real labelled photos from /work/shared/data (skipped when `../shared`
 * is absent). Thresholds sit a little below the figures measured on the same fixed subsets
 * (see the eval CLI for the whole sets).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeImage } from '../cli/decodeImage.ts';
import { parseAnnotations } from '../cli/eval.ts';
import { addImageScore, emptyCounts, summarise, type EvalSummary } from './evaluate.ts';
import type { OpenCv } from './opencv.ts';
import { loadOpenCvNode } from './opencv-node.ts';
import { readDice } from './readDice.ts';

const DATA = resolve(import.meta.dirname, '../../../shared/data');
const present = existsSync(DATA);
if (!present) console.log(`readDice.real.test: ${DATA} is absent, real-photo tests skipped`);

let cv: OpenCv;

/** Scores the reader on the first `count` images of a labelled folder. */
async function score(dir: string, count: number): Promise<EvalSummary> {
  const images = parseAnnotations(readFileSync(join(dir, 'annotations.json'), 'utf8'), dir).slice(0, count);
  const counts = emptyCounts();
  for (const image of images) {
    const frame = await decodeImage(join(dir, image.file));
    const sx = frame.width / image.width;
    const sy = frame.height / image.height;
    const truths = image.dice.map((d) => ({ face: d.face, box: [d.box[0] * sx, d.box[1] * sy, d.box[2] * sx, d.box[3] * sy] as [number, number, number, number] }));
    addImageScore(counts, readDice(cv, frame).dice, truths);
  }
  return summarise(counts);
}

describe.skipIf(!present)('readDice on real photos', () => {
  beforeAll(async () => {
    cv = await loadOpenCvNode();
  });

  it('byler-d6/train, first 20 photos (measured: recall 90.9%, precision 96.9%, face accuracy 68.8%)', async () => {
    const s = await score(join(DATA, 'byler-d6/train'), 20);
    expect(s.recall).toBeGreaterThanOrEqual(0.86);
    expect(s.precision).toBeGreaterThanOrEqual(0.92);
    expect(s.faceAccuracy).toBeGreaterThanOrEqual(0.63);
  }, 120_000);

  it('matteo-d6/valid, first 20 photos (measured: recall 85.7%, precision 64.9%, face accuracy 95.8%)', async () => {
    const s = await score(join(DATA, 'matteo-d6/valid'), 20);
    expect(s.recall).toBeGreaterThanOrEqual(0.8);
    expect(s.precision).toBeGreaterThanOrEqual(0.6);
    expect(s.faceAccuracy).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('yudai-d6-gray negatives, first 40 empty frames (measured: 1 of 40 shows a die)', async () => {
    const dir = join(DATA, 'yudai-d6-gray');
    const negatives = (JSON.parse(readFileSync(join(dir, 'negatives.json'), 'utf8')) as { file: string }[]).slice(0, 40);
    let withDice = 0;
    for (const n of negatives) {
      const frame = await decodeImage(join(dir, n.file));
      if (readDice(cv, frame).dice.length > 0) withDice++;
    }
    expect(withDice / negatives.length).toBeLessThanOrEqual(NEGATIVE_LIMIT);
  }, 120_000);
});

/** Largest share of the first 40 empty yudai frames allowed to show a die (measured 1/40; 52/326 over all). */
const NEGATIVE_LIMIT = 0.1;
