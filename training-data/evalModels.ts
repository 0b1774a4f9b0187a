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
 * `--help` lists every option, its default and meaning.
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
import { Option } from 'commander';
import { decodeImage } from '../src/cli/decodeImage.ts';
import type { DieKind, Face } from '../src/core/types.ts';
import { addImageScore, emptyCounts, summarise, type EvalCounts, type EvalSummary, type LabelledDie } from '../src/vision/evaluate.ts';
import { DEFAULT_MODELS_DIR } from '../src/vision/models/loadNode.ts';
import { DEFAULT_TUNING, type DieReader, type ReaderTuning } from '../src/vision/models/modelReader.ts';
import { openNodeModelReader } from '../src/vision/models/nodeReader.ts';
import { numberParser, type NumberLimits } from '../src/cli/options.ts';
import { parseCommandLineOrExit, scriptCommand } from '../src/cli/scriptCommand.ts';
import { dieKindOption, sourcesOption, splitOption, type Split } from './scriptOptions.ts';
import { loadLabelFixes, loadSource, SHARED_DATA, type EvalImage, type SourceName } from './sources.ts';

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

/** A share 0–1 (a probability or a ratio of sides). */
const SHARE: NumberLimits = { min: 0, max: 1 };
/** A size in pixels. */
const PIXELS: NumberLimits = { min: 0 };
/** A number of views, 1–4. */
const VIEWS: NumberLimits = { whole: true, min: 1, max: 4 };

/**
 * The reader settings the command line can change, for tuning on `--split train`: the option,
 * the {@link ReaderTuning} field it sets (src/vision/models/modelReader.ts says more), its
 * values, and what it is.
 */
const TUNING_OPTIONS: readonly [flags: string, field: keyof ReaderTuning, limits: NumberLimits, meaning: string][] = [
  ['--min-score <score>', 'minDetectionScore', SHARE, 'least detection score (0–1) for a detection to be classified'],
  ['--close-up-min-score <score>', 'closeUpMinDetectionScore', SHARE, 'least detection score (0–1) at the second, closer look'],
  ['--max-background <p>', 'maxBackground', SHARE, "a detection is dropped when the classifier's background probability (0–1) exceeds this"],
  ['--min-side <px>', 'minSidePx', PIXELS, 'least die side, frame pixels'],
  ['--min-face <p>', 'minFaceConfidence', SHARE, 'least face probability (0–1) for a face to be given (else unreadable)'],
  ['--face-views <n>', 'faceViews', VIEWS, 'views of an unsure crop the classifier sees, 1–4'],
  ['--sure <p>', 'sureConfidence', SHARE, 'a crop whose likeliest class has at least this probability (0–1) is sure: one view'],
  ['--detector-views <n>', 'detectorViews', VIEWS, 'views of the frame the detector sees, 1–4'],
  ['--min-side-share <share>', 'minSideShare', SHARE, "a die whose side is under this share (0–1) of the median side of the frame's dice is dropped"],
  ['--unreadable-min-side-share <share>', 'unreadableMinSideShare', SHARE, "an unreadable die under this share (0–1) of the readable dice's median side is dropped"],
  ['--shadow-share <share>', 'shadowShare', SHARE, 'an unreadable die under this share (0–1) of a readable die beside it is dropped (its shadow or side face)'],
  ['--close-up-factor <x>', 'closeUpFactor', { min: 1 }, "how much larger the second look's input is than the first's"],
  ['--small-die-side <px>', 'smallDieSidePx', PIXELS, "dice under this median side (detector input pixels) are small: the detector looks again, closer"],
  ['--photo-long-side <px>', 'photoLongSide', PIXELS, 'a frame with a long side of at least this (pixels) is a photo'],
  ['--photo-small-die-side <px>', 'photoSmallDieSidePx', PIXELS, 'the small die side for photos (detector input pixels)'],
];

/** Options as commander parses them; the reader settings by their camel-case option names (`minScore`). */
interface EvalModelsOptions {
  models: string;
  split: Split;
  sources: SourceName[];
  dieKind: DieKind;
  json?: string;
  asLabelled?: boolean;
  [setting: string]: unknown;
}

/** The command line: every option with its default and meaning (`--help`). */
const program = scriptCommand('npx tsx training-data/evalModels.ts',
  'Scores the trained die reader per photo source, with the matching rule of src/vision/evaluate.ts (each centre inside the '
  + "other's box), so figures compare with the classical reader's `npm run eval`. Labels found wrong are scored as fixed "
  + '(training-data/label-errata.json). yudai-d6-gray has no boxes: a frame with a die counts one labelled die, matched when '
  + 'the reader finds a die, read right when its most confident die shows the face.')
  .addOption(new Option('--models <dir>', "the reader's models").default(DEFAULT_MODELS_DIR, 'models, the shipped ones'))
  .addOption(splitOption('held'))
  .addOption(sourcesOption())
  .addOption(dieKindOption())
  .option('--json <file>', "also write the figures, with the models' folder and every reader setting they were read with (tuning) and the label fixes among the images scored")
  .option('--as-labelled', 'score the labels as the sources give them, without label-errata.json\'s fixes');
for (const [flags, field, limits, meaning] of TUNING_OPTIONS) {
  program.addOption(new Option(flags, `${meaning} (default: ${DEFAULT_TUNING[field]})`).argParser(numberParser(limits))
    .helpGroup('Reader settings (src/vision/models/modelReader.ts ReaderTuning), for tuning on --split train:'));
}

async function main(): Promise<void> {
  const { options } = parseCommandLineOrExit<EvalModelsOptions>(program);
  const { split, sources } = options;
  const tuning: Partial<ReaderTuning> = {};
  for (const [flags, field] of TUNING_OPTIONS) {
    const value = options[new Option(flags).attributeName()];
    if (typeof value === 'number') tuning[field] = value;
  }
  const labelFixes = options.asLabelled ? [] : loadLabelFixes();
  const reader = await openNodeModelReader(path.resolve(options.models), tuning);
  const scores: SourceScore[] = [];
  const fixesApplied: string[] = []; // `source file box` of each label fix among the images scored
  console.log('| source | split | images | dice | recall | precision | face accuracy | ms/image |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const source of sources) {
    const images = loadSource(source, SHARED_DATA, labelFixes).filter((im) => split === 'all' || im.split === split);
    const scored = new Set(images.map((im) => im.path));
    for (const f of labelFixes) if (f.source === source && scored.has(path.join(SHARED_DATA, source, f.file))) fixesApplied.push(`${source} ${f.file} ${f.box ?? 'frame'}`);
    const score = await scoreImages(reader, source, split, images, options.dieKind);
    scores.push(score);
    const s = score.summary;
    console.log(`| ${source} | ${split} | ${score.images} | ${score.counts.truths} | ${pct(s.recall)} | ${pct(s.precision)} | ${pct(s.faceAccuracy)} | ${score.msPerImage.toFixed(0)} |`);
  }
  reader.dispose();
  if (options.json) {
    // The models' folder relative to the repository, and every reader setting the figures were read with.
    const models = path.relative(path.resolve(import.meta.dirname, '..'), path.resolve(options.models));
    writeFileSync(options.json, `${JSON.stringify({ models, split, tuning: { ...DEFAULT_TUNING, ...tuning }, labelFixes: fixesApplied, scores }, null, 2)}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1] ? path.resolve(process.argv[1]) : ''}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
