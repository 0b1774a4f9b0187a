/**
 * Scores the die reader on a folder of labelled photos.
 *
 *   npm run eval -- DIR [--reader model|classical] [--die-kind d6] [--json out.json] [--limit N] [--overlay OUTDIR]
 *   npm run eval -- --help   (every option, its default and meaning)
 *
 * DIR/annotations.json lists `[{file, width, height, boxes: [{label, xmin, ymin, xmax, ymax}]}]`
 * with box corners normalised 0..1 and labels one..six (format of /work/shared/data/*\/SOURCE.txt).
 * Prints recall, precision, face accuracy, the per-face confusion table and ms/image.
 */
import { constants } from 'node:fs';
import { access, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Option } from 'commander';
import sharp from 'sharp';
import type { Box, DieKind, Face, RgbaFrame } from '../core/types.ts';
import { FACES, FACES_OF_KIND } from '../core/types.ts';
import { addImageScore, emptyCounts, matchDice, summarise, type ConfusionColumn, type EvalCounts, type LabelledDie, type PredictedDie } from '../vision/evaluate.ts';
import { loadOpenCvNode } from '../vision/opencv-node.ts';
import { readDiceDetailed, type DetailedReading } from '../vision/readDice.ts';
import { createReader } from './reader.ts';
import { decodeImage, ImageDecodeError } from './decodeImage.ts';
import { kindsWithFaces } from '../rules/games.ts';
import { choiceParser, DIE_KINDS, numberParser } from './options.ts';
import { parseCommandLine, scriptCommand, UsageError } from './scriptCommand.ts';

/** Label words of the annotation files → faces. */
const LABEL_TO_FACE: Readonly<Record<string, Face>> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', x: 'X' };

/** One labelled image of annotations.json, boxes converted to pixels. */
export interface LabelledImage {
  /** File name relative to the annotations' folder. */
  file: string;
  /** Labelled dice, boxes in pixels of the stated width × height. */
  dice: LabelledDie[];
  /** Image width and height in pixels as stated by the annotations. */
  width: number;
  height: number;
}

/** Thrown for a malformed annotations file; the message names the file and the entry. */
export class AnnotationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnnotationError';
  }
}

/**
 * Parses annotations.json text (format above) into labelled images with pixel boxes.
 *
 * @param text the file's contents; `source` names it in error messages.
 * @throws AnnotationError for invalid JSON, a missing field, or an unknown label.
 */
export function parseAnnotations(text: string, source: string): LabelledImage[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new AnnotationError(`${source}: not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(raw)) throw new AnnotationError(`${source}: expected a JSON array of images`);
  return raw.map((entry: unknown, i): LabelledImage => {
    const e = entry as { file?: unknown; width?: unknown; height?: unknown; boxes?: unknown; label?: unknown };
    if (typeof e.file !== 'string' || typeof e.width !== 'number' || typeof e.height !== 'number' || !Array.isArray(e.boxes)) {
      // A whole-image label (yudai-d6-gray's frames: one die, its face named) has no box to score dice against.
      const imageLabel = e.boxes === undefined && e.label !== undefined
        ? ': its label names the whole image, with no box per die, and eval scores each die against a labelled box (training-data/evalModels.ts scores such frames)'
        : '';
      throw new AnnotationError(`${source}: entry ${i} needs file, width, height and boxes${imageLabel}`);
    }
    const { width, height } = e;
    const dice = e.boxes.map((b: unknown, j): LabelledDie => {
      const bb = b as { label?: unknown; xmin?: unknown; ymin?: unknown; xmax?: unknown; ymax?: unknown };
      const face = typeof bb.label === 'string' ? LABEL_TO_FACE[bb.label.toLowerCase()] : undefined;
      if (!face) throw new AnnotationError(`${source}: ${e.file} box ${j} has unknown label ${JSON.stringify(bb.label)}`);
      const coords = [bb.xmin, bb.ymin, bb.xmax, bb.ymax];
      if (!coords.every((c) => typeof c === 'number' && Number.isFinite(c))) {
        throw new AnnotationError(`${source}: ${e.file} box ${j} needs numeric xmin, ymin, xmax, ymax`);
      }
      const [x0, y0, x1, y1] = coords as number[];
      return { face, box: [x0! * width, y0! * height, x1! * width, y1! * height] };
    });
    return { file: e.file, width, height, dice };
  });
}

/** Formats a share 0..1 as a percentage with one decimal. */
function pct(x: number): string {
  return Number.isNaN(x) ? '  n/a' : `${(100 * x).toFixed(1)}%`;
}

/** The confusion table as text: rows = true face, columns = face read, null, missed. */
export function formatConfusion(counts: EvalCounts): string {
  const columns: ConfusionColumn[] = [...FACES, 'null', 'missed'];
  const lines = [['true\\read', ...columns].map((c) => c.padStart(7)).join('')];
  for (const face of FACES) {
    const row = counts.confusion[face];
    if (!row) continue;
    lines.push([face, ...columns.map((c) => String(row[c] ?? 0))].map((c) => c.padStart(7)).join(''));
  }
  return lines.join('\n');
}

/** Draws labelled boxes (green = face right, yellow = face wrong/null, red = missed) and extra predictions (magenta) on the image. */
async function writeOverlay(out: string, image: LabelledImage, reading: DetailedReading, frame: RgbaFrame): Promise<void> {
  const w = frame.width;
  const h = frame.height;
  const rect = (b: Box, colour: string, text: string): string =>
    `<rect x="${b[0]}" y="${b[1]}" width="${b[2] - b[0]}" height="${b[3] - b[1]}" fill="none" stroke="${colour}" stroke-width="1.5"/>` +
    `<text x="${b[0]}" y="${b[1] - 2}" font-size="12" fill="${colour}" font-family="sans-serif">${text}</text>`;
  const predictions: PredictedDie[] = reading.dice.map((d) => ({ box: d.box, face: d.face }));
  const matches = matchDice(predictions, image.dice);
  const byTruth = new Map(matches.map((m) => [m.truth, m.prediction]));
  const matchedPredictions = new Set(matches.map((m) => m.prediction));
  const parts: string[] = [];
  parts.push(`<polygon points="${reading.arena.map((p) => p.join(',')).join(' ')}" fill="none" stroke="cyan" stroke-width="1"/>`);
  image.dice.forEach((t, i) => {
    const pi = byTruth.get(i);
    if (pi === undefined) parts.push(rect(t.box, 'red', `${t.face}`));
    else {
      const d = reading.dice[pi]!;
      parts.push(rect(d.box, d.face === t.face ? 'lime' : 'yellow', `${d.face ?? '?'}/${t.face}`));
    }
  });
  reading.dice.forEach((d, i) => {
    if (!matchedPredictions.has(i)) parts.push(rect(d.box, 'magenta', `${d.face ?? '?'}`));
    for (const p of reading.pips[i] ?? []) parts.push(`<circle cx="${p[0]}" cy="${p[1]}" r="1.5" fill="cyan"/>`);
  });
  if (reading.foreground) {
    await sharp(Buffer.from(reading.foreground), { raw: { width: w, height: h, channels: 1 } })
      .png()
      .toFile(join(out, image.file.replace(/\.[^.]+$/, '.foreground.png')));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${parts.join('')}</svg>`;
  await sharp(Buffer.from(frame.data.buffer, frame.data.byteOffset, frame.data.byteLength), { raw: { width: w, height: h, channels: 4 } })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png()
    .toFile(join(out, image.file.replace(/\.[^.]+$/, '.png')));
}

/** The readers eval scores: the trained models, or the OpenCV pip counter. */
const READERS = ['model', 'classical'] as const;

/** Options as commander parses them. */
interface EvalOptions {
  reader: (typeof READERS)[number];
  dieKind: DieKind;
  json?: string;
  limit?: number;
  overlay?: string;
}

/** `values` as "a, b or c". */
function orList(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** `parse`, a bad value refused in eval's own words (`message`), not after commander's "option '--x <v>' argument 'v' is invalid.". */
function inOwnWords<T>(parse: (value: string) => T, message: (value: string) => string): (value: string) => T {
  return (value) => {
    try {
      return parse(value);
    } catch {
      throw new UsageError(message(value));
    }
  };
}

/** eval's command line: its help lists every option with its default and meaning. */
function evalCommand() {
  return scriptCommand('npm run eval --',
    'Scores the die reader on a folder of labelled photos: DIR/annotations.json lists [{file, width, height, boxes: [{label, '
    + 'xmin, ymin, xmax, ymax}]}], corners 0..1, labels one..six (e.g. DIR = ../shared/data/byler-d6/train). Prints recall, '
    + 'precision, face accuracy, the per-face confusion table and ms/image. A photo that cannot be read is named on stderr and '
    + 'left out of the scores (exit status 1).')
    .usage('DIR [options]')
    // Lower-case headings, as eval's help always had ("usage: npm run eval -- DIR [options]").
    .configureHelp({ styleTitle: (title) => title.toLowerCase() })
    .argument('[DIR]', 'the folder of labelled photos (it holds annotations.json)')
    // More than one folder is refused in eval's own words (main).
    .allowExcessArguments()
    .addOption(new Option('--reader <reader>', 'the trained models or the OpenCV pip counter').choices(READERS)
      .argParser(inOwnWords(choiceParser(READERS), (value) => `--reader must be ${orList(READERS)}, got ${value}`)).default('model'))
    .addOption(new Option('--die-kind <kind>', 'which faces the dice can show').choices(DIE_KINDS)
      .argParser(inOwnWords(choiceParser(DIE_KINDS), (value) => `--die-kind must be ${orList(DIE_KINDS)}, got ${value}`)).default('d6'))
    .option('--json <file>', 'also write the report as JSON')
    .option('--limit <n>', 'only the first N images (default: all)',
      inOwnWords(numberParser({ whole: true, min: 1 }), (value) => `--limit must be a whole number of images, at least 1, got ${value}`))
    .option('--overlay <dir>', 'draw the boxes and pips on each image into this folder (with --reader classical)');
}

/** What `--help` prints. */
export const USAGE = evalCommand().helpInformation().trimEnd();

/**
 * Why a report could not be written at `file`, checked before the scoring runs (minutes on a
 * large folder), or null when it can: its folder must exist and be writable, and `file` must
 * not be a folder.
 */
async function unwritableProblem(file: string): Promise<string | null> {
  const folder = dirname(resolve(file));
  try {
    if (!(await stat(folder)).isDirectory()) return `${folder} is not a folder`;
    await access(folder, constants.W_OK);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? `the folder ${folder} does not exist` : `the folder ${folder} cannot be written to`;
  }
  try {
    if ((await stat(file)).isDirectory()) return `${file} is a folder`;
  } catch {
    // No such file yet: it will be made.
  }
  return null;
}

/**
 * Reports a problem that stops the evaluation on stderr, prefixed `error:` as dice-referee's are.
 * @returns `code`, the exit status (2 bad usage, 1 a report that could not be written)
 */
function fail(message: string, code = 2): number {
  console.error(`error: ${message}`);
  return code;
}

/**
 * Runs the evaluation; returns the process exit code (0 done, 1 an image could not be read: it
 * is reported and left out of the scores, the others are scored; 2 bad usage).
 */
export async function main(argv: string[]): Promise<number> {
  const parsed = parseCommandLine<EvalOptions>(evalCommand(), argv, (_options, folders) => {
    if (!folders[0]) throw new UsageError('give the folder of labelled photos: npm run eval -- DIR [options]');
    if (folders.length > 1) throw new UsageError(`eval scores one folder at a time, got ${folders.length}: ${folders.join(', ')}`);
  });
  if ('exitCode' in parsed) return parsed.exitCode;
  const { options: values } = parsed;
  const dir = parsed.args[0]!; // one, checked above
  if (values.json !== undefined) {
    const problem = await unwritableProblem(values.json);
    if (problem) {
      return fail(`cannot write the --json report ${values.json}: ${problem}`);
    }
  }
  const { dieKind } = values;
  const folder = await stat(dir).catch(() => null);
  if (!folder) return fail(`${dir} does not exist: give the folder of labelled photos`);
  if (!folder.isDirectory()) return fail(`${dir} is a file: give the folder of labelled photos (it holds annotations.json)`);
  const annotationsPath = join(dir, 'annotations.json');
  let text: string;
  try {
    text = await readFile(annotationsPath, 'utf8');
  } catch {
    return fail(`cannot read ${annotationsPath}: file missing or unreadable`);
  }
  let images: LabelledImage[];
  try {
    images = parseAnnotations(text, annotationsPath);
  } catch (error) {
    return fail((error as Error).message);
  }
  if (images.length === 0) {
    return fail(`${annotationsPath} lists no photos: nothing to score`);
  }
  images = images.slice(0, values.limit);
  if (values.overlay) await mkdir(values.overlay, { recursive: true });

  const useModel = values.reader === 'model';
  if (useModel && values.overlay) {
    return fail('--overlay draws the classical reader\'s pips: use it with --reader classical');
  }
  const cv = await loadOpenCvNode();
  const model = useModel ? await createReader() : null;
  if (model?.fallback) console.error(model.fallback);
  const counts = emptyCounts();
  const perImage: { file: string; truths: number; predictions: number; ms: number }[] = [];
  let totalMs = 0;
  /** Images that could not be read (missing, damaged): reported, left out of the scores. */
  const skipped: { file: string; error: string }[] = [];
  for (const image of images) {
    const path = join(dir, image.file);
    let frame: RgbaFrame;
    try {
      frame = await decodeImage(path);
    } catch (error) {
      if (error instanceof ImageDecodeError) {
        console.error(`${error.message} (left out of the scores)`);
        skipped.push({ file: image.file, error: error.message });
        continue;
      }
      throw error;
    }
    // Labels are normalised: rescale them to the decoded size (annotations may state raw sizes).
    const sx = frame.width / image.width;
    const sy = frame.height / image.height;
    const truths = image.dice.map((d): LabelledDie => ({ face: d.face, box: [d.box[0] * sx, d.box[1] * sy, d.box[2] * sx, d.box[3] * sy] }));
    const t0 = performance.now();
    const detailed = model ? null : readDiceDetailed(cv, frame, { dieKind, withForeground: Boolean(values.overlay) });
    const reading = detailed ?? await model!.readStill(frame, dieKind);
    const ms = performance.now() - t0;
    totalMs += ms;
    addImageScore(counts, reading.dice.map((d) => ({ box: d.box, face: d.face })), truths);
    perImage.push({ file: image.file, truths: truths.length, predictions: reading.dice.length, ms: Math.round(ms) });
    if (values.overlay && detailed) await writeOverlay(values.overlay, { ...image, dice: truths }, detailed, frame);
  }
  const s = summarise(counts);
  const scored = images.length - skipped.length;
  const msPerImage = totalMs / Math.max(1, scored);
  model?.dispose();
  const left = skipped.length > 0 ? ` (${skipped.length} more could not be read)` : '';
  console.log(`${resolve(dir)}: ${model ? model.reader.method : 'classical'} reader, ${scored} ${scored === 1 ? 'image' : 'images'}${left}, ${counts.truths} labelled ${counts.truths === 1 ? 'die' : 'dice'}, ${counts.predictions} predicted`);
  console.log(`recall ${pct(s.recall)}  precision ${pct(s.precision)}  face accuracy ${pct(s.faceAccuracy)}  end-to-end ${pct(s.endToEnd)}  (${msPerImage.toFixed(0)} ms/image)`);
  console.log(formatConfusion(counts));
  // Labelled faces the --die-kind's dice lack can only be scored wrong: say so, with the kinds that have them.
  const lacking = [...new Set(images.flatMap((image) => image.dice.map((die) => die.face)))].filter((face) => !FACES_OF_KIND[dieKind].includes(face));
  const notes: string[] = [];
  if (lacking.length > 0) {
    const lacked = images.reduce((n, image) => n + image.dice.filter((die) => lacking.includes(die.face)).length, 0);
    const fits = kindsWithFaces(new Set(images.flatMap((image) => image.dice.map((die) => die.face))));
    notes.push(`note: ${lacked} labelled ${lacked === 1 ? 'die shows' : 'dice show'} ${lacking.join(' and ')}, which ${dieKind} dice do not have: counted as misread${fits.length ? `; --die-kind ${fits.join(' or ')} fits every labelled face` : ''}`);
  }
  for (const note of notes) console.log(note);
  if (values.json) {
    try {
      await writeFile(values.json, JSON.stringify({ dir: resolve(dir), reader: model ? model.reader.method : 'classical', dieKind, images: scored, skipped, counts, summary: s, msPerImage, notes, perImage }, null, 2));
    } catch (error) {
      return fail(`cannot write the --json report ${values.json}: ${(error as Error).message}`, 1);
    }
  }
  return skipped.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1] ? resolve(process.argv[1]) : ''}`) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.exitCode = fail(error instanceof Error ? error.message : String(error), 1);
    },
  );
}
