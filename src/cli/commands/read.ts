/**
 * `dice-referee read`: finds every die in each image and reads its top face.
 */
import type { ArenaReading, DieReading } from '../../core/types.ts';
import { CLI_MESSAGES } from '../../referee/messages/cli.ts';
import type { Language } from '../../referee/render.ts';
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
  /** Language of the table (default English); JSON lines are the same in every language. */
  lang?: Language;
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
      out.write(options.json ? `${JSON.stringify(line)}\n` : formatTable(line, options.lang));
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

/**
 * A short human-readable table of one image's dice, numbered from 1, followed by a blank line.
 * Confidence is in the face read; for an unreadable die (face `?`) it is in the die itself,
 * so it is shown as "die 0.87" and a note under the table says so.
 * @param line one image's reading (confidences already rounded), or its error
 */
export function formatTable(line: ReadLine, language: Language = 'en'): string {
  const say = CLI_MESSAGES[language];
  if ('error' in line) return `${say.fileError(line.file, line.error)}\n\n`;
  const rows = [say.readHeading(line.file, line.width, line.height, line.dice.length)];
  if (line.dice.length === 0) return `${rows[0]}\n\n`;
  const cells = line.dice.map((die, i) => {
    const confidence = say.decimal(die.confidence, 2);
    return [
      String(i + 1),
      die.face ?? '?',
      die.face === null ? say.dieConfidence(confidence) : confidence,
      die.inArena ? say.inArena : say.outside,
      `[${die.box.join(', ')}]`,
    ];
  });
  const table = [[...say.readColumns], ...cells];
  const widths = say.readColumns.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  // The number column is right-aligned, the others left-aligned; the last one is not padded.
  for (const row of table) {
    rows.push(`  ${row.map((cell, column) => (column === 0 ? cell.padStart(widths[0]! + 1) : column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ')}`);
  }
  if (line.dice.some((die) => die.face === null)) rows.push(say.unreadableNote);
  return `${rows.join('\n')}\n\n`;
}
