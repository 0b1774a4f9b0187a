/**
 * The reader's mistakes on labelled photos, to look at: for every labelled die missed or read
 * wrong, and every die found where none is labelled, a crop of the photo around it (the die's box
 * grown to three times its side, the box drawn in) and a line of `errors.md`. Dice are matched as
 * training-data/evalModels.ts scores them (src/vision/evaluate.ts); yudai-d6-gray's frames have
 * no boxes, so for them the frame's most confident die is the one scored and the whole frame is
 * saved.
 *
 *   npx tsx training-data/showErrors.ts --out DIR [--models models] [--split held|train|all]
 *        [--sources byler-d6,…] [--die-kind d6]   (--help: every option)
 *
 * Writes DIR/errors.md (one row per mistake: source, photo, labelled face, face read with its
 * confidence, box in photo pixels) and DIR/NNN.png (the crops, numbered as the rows).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parseCommandLineOrExit, requireOption, scriptCommand } from '../src/cli/scriptCommand.ts';
import { decodeImage } from '../src/cli/decodeImage.ts';
import type { Box, DieKind, DieReading, RgbaFrame } from '../src/core/types.ts';
import { matchDice, type LabelledDie } from '../src/vision/evaluate.ts';
import { openNodeModelReader } from '../src/vision/models/nodeReader.ts';
import { dieKindOption, sourcesOption, splitOption, type Split } from './scriptOptions.ts';
import { loadSource, type EvalImage, type SourceName } from './sources.ts';

/** One mistake: what was labelled, what was read, and where (photo pixels). */
export interface ReaderError {
  source: SourceName;
  image: string;
  kind: 'missed' | 'misread' | 'false die';
  /** Labelled face; null for a false die. */
  labelled: string | null;
  /** Face read (`unreadable` for null); null for a missed die. */
  read: string | null;
  confidence: number | null;
  /** `[x0, y0, x1, y1]` in photo pixels: the reading's box, or the label's for a missed die. */
  box: Box;
}

/**
 * The mistakes on one photo with boxes: labelled dice missed or read wrong, and false dice.
 * @param truths labelled dice, boxes in the frame's pixels
 */
export function imageErrors(source: SourceName, image: string, dice: readonly DieReading[], truths: readonly LabelledDie[]): ReaderError[] {
  const matches = matchDice(dice.map((d) => ({ box: d.box, face: d.face })), truths);
  const byTruth = new Map(matches.map((m) => [m.truth, m.prediction]));
  const matchedDice = new Set(matches.map((m) => m.prediction));
  const errors: ReaderError[] = [];
  truths.forEach((t, ti) => {
    const pi = byTruth.get(ti);
    if (pi === undefined) {
      errors.push({ source, image, kind: 'missed', labelled: t.face, read: null, confidence: null, box: t.box });
      return;
    }
    const d = dice[pi]!;
    if (d.face !== t.face) errors.push({ source, image, kind: 'misread', labelled: t.face, read: d.face ?? 'unreadable', confidence: d.confidence, box: d.box });
  });
  dice.forEach((d, pi) => {
    if (!matchedDice.has(pi)) errors.push({ source, image, kind: 'false die', labelled: null, read: d.face ?? 'unreadable', confidence: d.confidence, box: d.box });
  });
  return errors;
}

/** PNG of the frame around `box` (grown to three times its longer side, at least 96 px), the box outlined in red. */
async function cropPng(frame: RgbaFrame, box: Box | null): Promise<Buffer> {
  const image = sharp(Buffer.from(frame.data.buffer, frame.data.byteOffset, frame.data.byteLength), { raw: { width: frame.width, height: frame.height, channels: 4 } });
  if (box === null) return image.resize({ width: 480, height: 480, fit: 'inside' }).png().toBuffer();
  const side = Math.max(96, 3 * Math.max(box[2] - box[0], box[3] - box[1]));
  const cx = (box[0] + box[2]) / 2;
  const cy = (box[1] + box[3]) / 2;
  const left = Math.round(Math.min(Math.max(0, cx - side / 2), Math.max(0, frame.width - side)));
  const top = Math.round(Math.min(Math.max(0, cy - side / 2), Math.max(0, frame.height - side)));
  const width = Math.min(Math.round(side), frame.width - left);
  const height = Math.min(Math.round(side), frame.height - top);
  const outline = Buffer.from(
    `<svg width="${width}" height="${height}"><rect x="${box[0] - left}" y="${box[1] - top}" width="${box[2] - box[0]}" height="${box[3] - box[1]}" fill="none" stroke="red" stroke-width="${Math.max(1, width / 200)}"/></svg>`,
  );
  const region = await image.extract({ left, top, width, height }).png().toBuffer();
  const outlined = await sharp(region).composite([{ input: outline }]).png().toBuffer(); // sharp composites after resizing: two steps
  return sharp(outlined).resize({ width: 288, height: 288, fit: 'inside' }).png().toBuffer();
}

/** Options as commander parses them. */
interface ShowErrorsOptions {
  out: string;
  models?: string;
  split: Split;
  sources: SourceName[];
  dieKind: DieKind;
}

/** The command line: every option with its default and meaning (`--help`). */
const program = scriptCommand('npx tsx training-data/showErrors.ts',
  "The reader's mistakes on labelled photos, to look at: for every labelled die missed or read wrong, and every die found where "
  + 'none is labelled, a crop of the photo around it (DIR/NNN.png) and a row of DIR/errors.md (source, photo, labelled face, face '
  + "read with its confidence, box in photo pixels). Dice are matched as training-data/evalModels.ts scores them; yudai-d6-gray's "
  + 'frames have no boxes, so the most confident die is the one scored and the whole frame is saved.')
  .option('--out <dir>', 'folder for errors.md and the crops (required)')
  .option('--models <dir>', 'the reader\'s models (default: models, the shipped ones)')
  .addOption(splitOption('held'))
  .addOption(sourcesOption())
  .addOption(dieKindOption());

async function main(): Promise<void> {
  const { options } = parseCommandLineOrExit<ShowErrorsOptions>(program, requireOption(program, 'out'));
  const { out, split, sources, dieKind } = options;
  mkdirSync(out, { recursive: true });
  const reader = await openNodeModelReader(options.models);
  const rows = ['| # | source | photo | mistake | labelled | read | confidence | box |', '|---|---|---|---|---|---|---|---|'];
  let n = 0;
  for (const source of sources) {
    const images = loadSource(source).filter((image: EvalImage) => split === 'all' || image.split === split);
    for (const image of images) {
      const frame = await decodeImage(image.path);
      const reading = await reader.read(frame, { dieKind });
      let errors: ReaderError[];
      if (image.frameFace !== undefined) {
        const dice = [...reading.dice].sort((a, b) => b.confidence - a.confidence);
        const top = dice[0];
        errors = [];
        if (image.frameFace !== null && top === undefined) errors.push({ source, image: image.path, kind: 'missed', labelled: image.frameFace, read: null, confidence: null, box: [0, 0, frame.width, frame.height] });
        if (image.frameFace !== null && top !== undefined && top.face !== image.frameFace) errors.push({ source, image: image.path, kind: 'misread', labelled: image.frameFace, read: top.face ?? 'unreadable', confidence: top.confidence, box: top.box });
        dice.slice(image.frameFace === null ? 0 : 1).forEach((d) => errors.push({ source, image: image.path, kind: 'false die', labelled: null, read: d.face ?? 'unreadable', confidence: d.confidence, box: d.box }));
      } else {
        const sx = frame.width / image.width;
        const sy = frame.height / image.height;
        const truths = image.dice.map((d): LabelledDie => ({ face: d.face, box: [d.box[0] * sx, d.box[1] * sy, d.box[2] * sx, d.box[3] * sy] }));
        errors = imageErrors(source, image.path, reading.dice, truths);
      }
      for (const e of errors) {
        n += 1;
        const name = `${String(n).padStart(3, '0')}.png`;
        writeFileSync(path.join(out, name), await cropPng(frame, image.frameFace !== undefined && e.kind === 'missed' ? null : e.box));
        const box = e.box.map((v) => Math.round(v)).join(', ');
        rows.push(`| [${n}](${name}) | ${source} | ${path.basename(e.image)} | ${e.kind} | ${e.labelled ?? '–'} | ${e.read ?? '–'} | ${e.confidence === null ? '–' : e.confidence.toFixed(2)} | ${box} |`);
      }
    }
  }
  reader.dispose();
  writeFileSync(path.join(out, 'errors.md'), `${rows.join('\n')}\n`);
  console.log(`${n} mistakes; wrote ${path.join(out, 'errors.md')}`);
}

if (import.meta.url === `file://${process.argv[1] ? path.resolve(process.argv[1]) : ''}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
