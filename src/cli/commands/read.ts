/**
 * `dice-referee read`: finds every die in each image and reads its top face.
 */
import type { ArenaReading, DieReading } from '../../core/types.ts';
import { decodeImage } from '../decodeImage.ts';
import { parseDieKind } from '../options.ts';
import { createReader } from '../reader.ts';

/** Where command output goes (process.stdout, or a buffer in tests). */
export interface Output {
  write(text: string): unknown;
}

/** Options of `dice-referee read`. */
export interface ReadCommandOptions {
  /** One JSON line per image instead of a table. */
  json: boolean;
  /** `d6`, `strike` or `strike-x2`. */
  dieKind: string;
}

/** One line of `read --json`: the reading of one image, or why it could not be read. */
export type ReadLine =
  | ({ file: string } & ArenaReading)
  | { file: string; error: string };

/**
 * Reads every image in order and writes one result per image to `out`. An image that
 * cannot be decoded gets an error line; the others are still read.
 * @param files image paths, as given on the command line
 * @returns the process exit status: 0 when every image was read, 1 otherwise
 */
export async function runRead(files: string[], options: ReadCommandOptions, out: Output): Promise<number> {
  const dieKind = parseDieKind(options.dieKind);
  const reader = await createReader();
  let failures = 0;
  try {
    for (const file of files) {
      const line = await readOne(file, (frame) => reader.readStill(frame, dieKind));
      if ('error' in line) failures += 1;
      out.write(options.json ? `${JSON.stringify(line)}\n` : formatTable(line));
    }
  } finally {
    reader.dispose();
  }
  return failures === 0 ? 0 : 1;
}

/**
 * Decodes one image and reads it; decoding or reading errors become an error line.
 * @param read the die reader to apply to the decoded frame
 */
export async function readOne(
  file: string,
  read: (frame: Awaited<ReturnType<typeof decodeImage>>) => ArenaReading | Promise<ArenaReading>,
): Promise<ReadLine> {
  try {
    const frame = await decodeImage(file);
    const reading = await read(frame);
    return { file, width: reading.width, height: reading.height, dice: reading.dice.map(roundDie) };
  } catch (error) {
    return { file, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Rounds a die's box to whole pixels and its confidence to 2 decimals, for output. */
function roundDie(die: DieReading): DieReading {
  return {
    box: die.box.map((v) => Math.round(v)) as DieReading['box'],
    face: die.face,
    confidence: Math.round(die.confidence * 100) / 100,
    inArena: die.inArena,
  };
}

/** A short human-readable table of one image's dice. */
export function formatTable(line: ReadLine): string {
  if ('error' in line) return `${line.file}: error: ${line.error}\n\n`;
  const rows = [`${line.file}  ${line.width}×${line.height}  ${line.dice.length} ${line.dice.length === 1 ? 'die' : 'dice'}`];
  if (line.dice.length > 0) rows.push('   #  face  conf  arena  box');
  line.dice.forEach((die, i) => {
    const face = (die.face ?? '?').padEnd(4);
    const arena = (die.inArena ? 'in' : 'OUT').padEnd(5);
    rows.push(`  ${String(i + 1).padStart(2)}  ${face}  ${die.confidence.toFixed(2)}  ${arena}  [${die.box.join(', ')}]`);
  });
  return `${rows.join('\n')}\n\n`;
}
