/**
 * Scores the trained die reader per photo source, with the matching rule of
 * src/vision/evaluate.ts (each centre inside the other's box), so figures compare with the
 * classical reader's `npm run eval`.
 *
 *   npx tsx training-data/evalModels.ts [--models models] [--split held|train|all]
 *        [--sources byler-d6,matteo-d6,fudw-d6-tray,yudai-d6-gray] [--die-kind d6] [--json out.json] [--as-labelled]
 *        [--min-score 0.25] [--close-up-min-score 0.15] [--max-background 0.5] [--min-side 6] [--min-face 0.4] [--face-views 4] [--sure 0.9]
 *        [--detector-views 2] [--min-side-share 0.5] [--unreadable-min-side-share 0.7] [--shadow-share 0.85] [--close-up-factor 2]
 *        [--small-die-side 20] [--photo-long-side 1536] [--photo-small-die-side 36]   (reader settings, for tuning on --split train)
 *
 * Labels found wrong are scored as fixed (training-data/label-errata.json; the JSON lists the fixes
 * among the images scored as `labelFixes`); `--as-labelled` scores the labels as the sources give them.
 *
 * `--json` writes the figures with the models' folder (relative to the repository) and every
 * reader setting they were read with (`tuning`).
 *
 * yudai-d6-gray has no boxes (one die or none per frame): a frame with a die counts one labelled
 * die, matched when the reader finds at least one die, read right when its most confident die
 * shows the frame's face; every further die, and every die on an empty frame, is a false one.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decodeImage } from '../src/cli/decodeImage.ts';
import type { DieKind, Face } from '../src/core/types.ts';
import { addImageScore, emptyCounts, summarise, type EvalCounts, type EvalSummary, type LabelledDie } from '../src/vision/evaluate.ts';
import { DEFAULT_MODELS_DIR } from '../src/vision/models/loadNode.ts';
import { DEFAULT_TUNING, type DieReader, type ReaderTuning } from '../src/vision/models/modelReader.ts';
import { openNodeModelReader } from '../src/vision/models/nodeReader.ts';
import { loadLabelFixes, loadSource, SHARED_DATA, SOURCE_NAMES, type EvalImage, type SourceName } from './sources.ts';

/**
 * Adds one yudai frame to `counts` (rule in the module docstring).
 * @param read faces of the dice found, most confident first
 */
export function addFrameScore(counts: EvalCounts, frameFace: Face | null, read: readonly (Face | null)[]): EvalCounts {
  counts.predictions += read.length;
  if (frameFace === null) return counts;
  counts.truths += 1;
  const row = (counts.confusion[frameFace] ??= {});
  if (read.length === 0) {
    row.missed = (row.missed ?? 0) + 1;
    return counts;
  }
  counts.matched += 1;
  const top = read[0]!;
  if (top === frameFace) counts.faceCorrect += 1;
  const column = top ?? 'null';
  row[column] = (row[column] ?? 0) + 1;
  return counts;
}

/** Figures of one source. */
export interface SourceScore {
  source: SourceName;
  split: string;
  images: number;
  counts: EvalCounts;
  summary: EvalSummary;
  msPerImage: number;
}

/** Reads every image of `images` and scores it. */
export async function scoreImages(reader: DieReader, source: SourceName, split: string, images: EvalImage[], dieKind: DieKind): Promise<SourceScore> {
  const counts = emptyCounts();
  let ms = 0;
  for (const image of images) {
    const frame = await decodeImage(image.path);
    const t0 = performance.now();
    const reading = await reader.read(frame, { dieKind });
    ms += performance.now() - t0;
    if (image.frameFace !== undefined) {
      const dice = [...reading.dice].sort((a, b) => b.confidence - a.confidence);
      addFrameScore(counts, image.frameFace, dice.map((d) => d.face));
    } else {
      const sx = frame.width / image.width;
      const sy = frame.height / image.height;
      const truths = image.dice.map((d): LabelledDie => ({ face: d.face, box: [d.box[0] * sx, d.box[1] * sy, d.box[2] * sx, d.box[3] * sy] }));
      addImageScore(counts, reading.dice.map((d) => ({ box: d.box, face: d.face })), truths);
    }
  }
  return { source, split, images: images.length, counts, summary: summarise(counts), msPerImage: ms / Math.max(1, images.length) };
}

/** A share 0..1 as a percentage with one decimal. */
export function pct(x: number): string {
  return Number.isNaN(x) ? 'n/a' : `${(100 * x).toFixed(1)}%`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      models: { type: 'string', default: DEFAULT_MODELS_DIR },
      split: { type: 'string', default: 'held' },
      sources: { type: 'string', default: SOURCE_NAMES.join(',') },
      'die-kind': { type: 'string', default: 'd6' },
      json: { type: 'string' },
      'as-labelled': { type: 'boolean', default: false },
      'min-score': { type: 'string' },
      'close-up-min-score': { type: 'string' },
      'max-background': { type: 'string' },
      'min-side': { type: 'string' },
      'min-face': { type: 'string' },
      'face-views': { type: 'string' },
      'sure': { type: 'string' },
      'detector-views': { type: 'string' },
      'min-side-share': { type: 'string' },
      'unreadable-min-side-share': { type: 'string' },
      'shadow-share': { type: 'string' },
      'close-up-factor': { type: 'string' },
      'small-die-side': { type: 'string' },
      'photo-long-side': { type: 'string' },
      'photo-small-die-side': { type: 'string' },
    },
  });
  const split = values.split!;
  if (!['held', 'train', 'all'].includes(split)) throw new Error(`--split must be held, train or all, got ${split}`);
  const sources = values.sources!.split(',') as SourceName[];
  for (const s of sources) if (!SOURCE_NAMES.includes(s)) throw new Error(`unknown source ${s} (${SOURCE_NAMES.join(', ')})`);
  const tuning: Partial<ReaderTuning> = {};
  if (values['min-score'] !== undefined) tuning.minDetectionScore = Number(values['min-score']);
  if (values['close-up-min-score'] !== undefined) tuning.closeUpMinDetectionScore = Number(values['close-up-min-score']);
  if (values['max-background'] !== undefined) tuning.maxBackground = Number(values['max-background']);
  if (values['min-side'] !== undefined) tuning.minSidePx = Number(values['min-side']);
  if (values['min-face'] !== undefined) tuning.minFaceConfidence = Number(values['min-face']);
  if (values['face-views'] !== undefined) tuning.faceViews = Number(values['face-views']);
  if (values.sure !== undefined) tuning.sureConfidence = Number(values.sure);
  if (values['detector-views'] !== undefined) tuning.detectorViews = Number(values['detector-views']);
  if (values['min-side-share'] !== undefined) tuning.minSideShare = Number(values['min-side-share']);
  if (values['unreadable-min-side-share'] !== undefined) tuning.unreadableMinSideShare = Number(values['unreadable-min-side-share']);
  if (values['shadow-share'] !== undefined) tuning.shadowShare = Number(values['shadow-share']);
  if (values['close-up-factor'] !== undefined) tuning.closeUpFactor = Number(values['close-up-factor']);
  if (values['small-die-side'] !== undefined) tuning.smallDieSidePx = Number(values['small-die-side']);
  if (values['photo-long-side'] !== undefined) tuning.photoLongSide = Number(values['photo-long-side']);
  if (values['photo-small-die-side'] !== undefined) tuning.photoSmallDieSidePx = Number(values['photo-small-die-side']);
  const labelFixes = values['as-labelled'] ? [] : loadLabelFixes();
  const reader = await openNodeModelReader(path.resolve(values.models!), tuning);
  const scores: SourceScore[] = [];
  const fixesApplied: string[] = []; // `source file box` of each label fix among the images scored
  console.log('| source | split | images | dice | recall | precision | face accuracy | ms/image |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const source of sources) {
    const images = loadSource(source, SHARED_DATA, labelFixes).filter((im) => split === 'all' || im.split === split);
    const scored = new Set(images.map((im) => im.path));
    for (const f of labelFixes) if (f.source === source && scored.has(path.join(SHARED_DATA, source, f.file))) fixesApplied.push(`${source} ${f.file} ${f.box ?? 'frame'}`);
    const score = await scoreImages(reader, source, split, images, values['die-kind'] as DieKind);
    scores.push(score);
    const s = score.summary;
    console.log(`| ${source} | ${split} | ${score.images} | ${score.counts.truths} | ${pct(s.recall)} | ${pct(s.precision)} | ${pct(s.faceAccuracy)} | ${score.msPerImage.toFixed(0)} |`);
  }
  reader.dispose();
  if (values.json) {
    // The models' folder relative to the repository, and every reader setting the figures were read with.
    const models = path.relative(path.resolve(import.meta.dirname, '..'), path.resolve(values.models!));
    writeFileSync(values.json, `${JSON.stringify({ models, split, tuning: { ...DEFAULT_TUNING, ...tuning }, labelFixes: fixesApplied, scores }, null, 2)}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1] ? path.resolve(process.argv[1]) : ''}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
