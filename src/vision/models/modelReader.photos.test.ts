/**
 * The trained reader (models/) on real photos it was never trained on: the held-out photos of
 * each source of ../shared/data (splits in training-data/sources.ts). Thresholds sit a little
 * below the figures measured for models/README.md. Skipped when ../shared is absent.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreImages } from '../../../training-data/evalModels.ts';
import { loadSource, SHARED_DATA, type SourceName } from '../../../training-data/sources.ts';
import type { DieReader } from './modelReader.ts';
import { openNodeModelReader } from './nodeReader.ts';

const hasShared = existsSync(SHARED_DATA);
if (!hasShared) console.warn(`real-photo model tests skipped: ${SHARED_DATA} is absent`);

/** Least recall, precision and face accuracy per source on its held-out photos (0–1). */
// Measured for the shipped models (models/README.md, training-data/results/main-held.json,
// session 20, labels found wrong fixed): byler 100 / 100 / 99.46 %, matteo 100 / 99.6 / 100 %,
// fudw 100 / 100 / 100 %, yudai 99.5 / 100 / 100 %.
const FLOORS: Record<SourceName, { recall: number; precision: number; faceAccuracy: number }> = {
  'byler-d6': { recall: 0.98, precision: 0.98, faceAccuracy: 0.96 },
  'matteo-d6': { recall: 0.98, precision: 0.97, faceAccuracy: 0.97 },
  'fudw-d6-tray': { recall: 0.97, precision: 0.97, faceAccuracy: 0.97 },
  'yudai-d6-gray': { recall: 0.98, precision: 0.95, faceAccuracy: 0.95 },
};

describe.skipIf(!hasShared)('the trained reader on held-out real photos', () => {
  let reader: DieReader;
  beforeAll(async () => {
    reader = await openNodeModelReader();
  });
  afterAll(() => reader?.dispose());

  for (const source of Object.keys(FLOORS) as SourceName[]) {
    it(`reads ${source}'s held-out photos`, async () => {
      const images = loadSource(source).filter((im) => im.split === 'held');
      const score = await scoreImages(reader, source, 'held', images, 'd6');
      const floor = FLOORS[source];
      expect(score.counts.truths).toBeGreaterThan(100);
      expect(score.summary.recall).toBeGreaterThanOrEqual(floor.recall);
      expect(score.summary.precision).toBeGreaterThanOrEqual(floor.precision);
      expect(score.summary.faceAccuracy).toBeGreaterThanOrEqual(floor.faceAccuracy);
    }, 120_000);
  }
});
