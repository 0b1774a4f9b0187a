/**
 * `dice-referee read`: finds every die in each image and reads its top face.
 */
import { facesShown } from '../../core/outsideKind.ts';
import { MIN_PICTURE_SIDE } from '../../core/pictureSize.ts';
import type { ArenaReading, DieKind, DieReading, Face } from '../../core/types.ts';
import { CLI_MESSAGES, STDIN_FILE, type FileProblem } from '../../referee/messages/cli.ts';
import type { Language } from '../../referee/render.ts';
import { decodeImage, decodeImageBytes, ImageDecodeError, notAnImage } from '../decodeImage.ts';
import { InputFileError } from '../inputFile.ts';
import { parseDieKind } from '../options.ts';
import { ArenaRefusedError, createReader, type StillReading } from '../reader.ts';
import { kindsWithFaces } from '../../rules/games.ts';
import { settledArena } from '../../referee/throwFromReading.ts';
import { DEFAULT_LIVE_REFEREE_CONFIG } from '../../referee/liveStrikeReferee.ts';
import { fillsPicture } from '../../vision/polygon.ts';

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
  /** Language of the table and the error messages (default English); JSON lines are the same in every language. */
  lang?: Language;
  /** The arena's corners (`[N,2]`, pixels, `--arena`) for every image; default: proposed from each image's floor. */
  arena?: [number, number][];
  /** Where the image named {@link STDIN_FILE} (`-`) comes from; default `process.stdin`. */
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Called as each image that cannot be read is reported (before the status comes back: output cut short ends the run). */
  onFailure?: () => void;
}

/**
 * The reading of one image, its dice and arena corners rounded for output (a line of
 * `read --json`): `arena` `[N,2]` corners in pixels, `arenaSource` where they came from, and
 * `arenaCut` when the outline given ran off the picture (src/cli/reader.ts `StillReading`).
 */
export type ImageReading = { file: string } & ArenaReading & Partial<Pick<StillReading, 'arena' | 'arenaSource' | 'arenaCut'>> & {
  /** How many pictures the file holds, when more than one (an animated GIF or WebP, a multi-page TIFF): only the first is read. */
  pictures?: number;
  /** With `pictures`, the file's format (sharp's name: `gif`, `webp`, `tiff`, …): `review` takes only a GIF as a video. */
  pictureFormat?: string;
};

/**
 * One line of `read --json`: the reading of one image, or why it could not be read
 * (`error`: the English sentence naming the file, src/referee/messages/cli.ts `fileProblem`).
 */
export type ReadLine = ImageReading | { file: string; error: string };

/**
 * The notes, photo after photo of one run, under a photo read: that it holds several pictures
 * (`firstPictureOnly`: an animation, of which the first is read), and that an `--arena` outline
 * (pixels of one picture size) may not suit it (`arenaOtherSize`: its size is not the first
 * photo's; once per size, and never without an outline).
 * @param arena the `--arena` corners, when given
 * @param language the notes' language
 * @returns for each photo read, its notes, in order (none: `[]`)
 */
export function photoNoteCheck(arena: unknown, language: Language): (reading: ImageReading) => string[] {
  const say = CLI_MESSAGES[language];
  const seen = new Set<string>();
  let first: string | null = null;
  return (reading) => {
    const file = shownName(reading.file, language);
    const notes = reading.pictures ? [say.firstPictureOnly(file, reading.pictures, reading.pictureFormat === 'gif')] : [];
    const size = `${reading.width}×${reading.height}`;
    if (!arena || seen.has(size)) return notes;
    seen.add(size);
    if (first === null) first = size;
    else notes.push(say.arenaOtherSize(file, size, first));
    return notes;
  };
}

/** What {@link readOne} found: the reading, or why the image could not be used. */
export type ReadResult = ImageReading | { file: string; problem: FileProblem };

/**
 * Reads every image in order and writes one result per image: with `json`, one JSON line per
 * image on `out` (errors included, in English, as `{file, error}`); otherwise a table per
 * image on `out` and each error on `err`, in `options.lang`. The other images are still read.
 * @param files image paths, as given on the command line; `-` is the image piped into standard
 *   input (read once: a second `-` reads the same image again)
 * @returns the process exit status: 0 when every image was read, 1 otherwise
 */
export async function runRead(files: string[], options: ReadCommandOptions, out: Output, err: Output = out): Promise<number> {
  const dieKind = parseDieKind(options.dieKind);
  const say = CLI_MESSAGES[options.lang ?? 'en'];
  const reader = await createReader();
  let failures = 0;
  let piped: Promise<Buffer> | undefined;
  const stdinBytes = (): Promise<Buffer> => (piped ??= stdinImage(options.stdin ?? process.stdin));
  const notesOf = photoNoteCheck(options.arena, options.lang ?? 'en');
  try {
    for (const file of files) {
      const result = await readOne(file, (frame) => reader.readStill(frame, dieKind, options.arena), file === STDIN_FILE ? stdinBytes : undefined);
      if ('problem' in result) {
        failures += 1;
        options.onFailure?.();
        if (options.json) out.write(`${JSON.stringify({ file, error: CLI_MESSAGES.en.fileProblem(shownName(file, 'en'), result.problem) })}\n`);
        else err.write(`${say.error(say.fileProblem(shownName(file, options.lang ?? 'en'), result.problem))}\n`);
        continue;
      }
      out.write(options.json ? `${JSON.stringify(result)}\n` : formatTable(result, options.lang, dieKind));
      for (const note of notesOf(result)) err.write(`${note}\n`);
    }
  } finally {
    reader.dispose();
  }
  return failures === 0 ? 0 : 1;
}

/**
 * Decodes one image and reads it; why it could not be decoded or read (a side under
 * MIN_PICTURE_SIDE pixels included) becomes a `problem`
 * (src/referee/messages/cli.ts `FileProblem`; a failure of the reader itself is `reader-failed`).
 * @param read the die reader to apply to the decoded frame
 * @param bytes where the encoded image comes from instead of the file `file` (standard input)
 */
export async function readOne(
  file: string,
  read: (frame: Awaited<ReturnType<typeof decodeImage>>) => Promise<ArenaReading & Partial<Pick<StillReading, 'arena' | 'arenaSource' | 'arenaCut'>>>,
  bytes?: () => Promise<Buffer>,
): Promise<ReadResult> {
  let frame;
  try {
    frame = bytes ? await decodeImageBytes(file, await bytes()) : await decodeImage(file);
  } catch (error) {
    if (error instanceof InputFileError) return { file, problem: error.problem };
    throw error;
  }
  if (Math.min(frame.width, frame.height) < MIN_PICTURE_SIDE) {
    return { file, problem: { kind: 'too-small', width: frame.width, height: frame.height, min: MIN_PICTURE_SIDE } };
  }
  try {
    const reading = await read(frame);
    return {
      file, width: reading.width, height: reading.height, dice: reading.dice.map(roundDie),
      ...(reading.arena ? { arena: reading.arena.map(([x, y]): [number, number] => [Math.round(x), Math.round(y)]) } : {}),
      ...(reading.arenaSource ? { arenaSource: reading.arenaSource } : {}),
      ...(reading.arenaCut ? { arenaCut: true } : {}),
      ...(frame.pictures > 1 ? { pictures: frame.pictures, pictureFormat: frame.format } : {}),
    };
  } catch (error) {
    if (error instanceof ArenaRefusedError) return { file, problem: error.problem };
    return { file, problem: { kind: 'reader-failed', detail: error instanceof Error ? error.message : String(error) } };
  }
}

/** Rounds a die's box to whole pixels and its confidence to 2 decimals, for output. */
function roundDie(die: DieReading): DieReading {
  return {
    box: die.box.map((v) => Math.round(v)) as DieReading['box'],
    face: die.face,
    confidence: Math.round(die.confidence * 100) / 100,
    inArena: die.inArena,
    ...(die.faceOutsideKind ? { faceOutsideKind: die.faceOutsideKind } : {}),
  };
}

/** Whether `die`'s face was read with a confidence under the live referee's `minConfidence` (0.6): the referee would ask the players to check it. */
function isDoubtful(die: DieReading): boolean {
  return die.face !== null && die.confidence < DEFAULT_LIVE_REFEREE_CONFIG.minConfidence;
}

/**
 * The heading of one photo refereed (`referee`): its dice as src/referee/throwFromReading.ts
 * `settledArena` counts them, a face read doubtfully ({@link isDoubtful}) marked `*`, followed
 * the first time such a face shows (`noted.doubtful` false) by the note saying it was ruled as read.
 * @param noted whether the note was written already in this run (updated)
 */
export function photoHeading(file: string, line: ArenaReading, language: Language, noted: { doubtful: boolean }): string {
  const say = CLI_MESSAGES[language];
  const seen = settledArena(line);
  const arena = line.dice.filter((die) => die.inArena && die.face !== null).map((die) => (isDoubtful(die) ? `${die.face}*` : die.face!));
  const heading = say.arenaHeading(file, { ...seen, arena });
  if (noted.doubtful || !arena.some((face) => face.endsWith('*'))) return heading;
  noted.doubtful = true;
  return `${heading}\n  ${say.doubtfulRuled(say.decimal(DEFAULT_LIVE_REFEREE_CONFIG.minConfidence, 1))}`;
}

/**
 * A short human-readable table of one image's dice, numbered from 1, followed by a blank line.
 * Confidence is in the face read; for an unreadable die (face `?`) it is in the die itself,
 * so it is shown as "die 0.87" and a note under the table says so. A face read with a confidence
 * under the live referee's `minConfidence` (0.6, src/referee/liveStrikeReferee.ts), which the
 * referee would ask the players to check, is marked `*`, with a note.
 * @param line one image's reading (confidences already rounded)
 */
export function formatTable(line: ImageReading, language: Language = 'en', dieKind: DieKind = 'd6'): string {
  const say = CLI_MESSAGES[language];
  const rows = [say.readHeading(shownName(line.file, language), line.width, line.height, line.dice.length)];
  const arenaLine = line.arena && line.arenaSource
    ? [say.readArena(line.arenaSource, line.arena.map(([x, y]) => `${x},${y}`).join(' '), line.arenaCut === true, fillsPicture(line.arena, line.width, line.height))]
    : [];
  if (line.dice.length === 0) return `${[...rows, ...arenaLine].join('\n')}\n\n`;
  const cells = line.dice.map((die, i) => {
    const confidence = say.decimal(die.confidence, 2);
    return [
      String(i + 1),
      die.face === null ? '?' : isDoubtful(die) ? `${die.face}*` : die.face,
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
  if (line.dice.some(isDoubtful)) rows.push(say.doubtfulNote(say.decimal(DEFAULT_LIVE_REFEREE_CONFIG.minConfidence, 1)));
  const outside = new Map<Face, number[]>();
  line.dice.forEach((die, i) => {
    if (die.faceOutsideKind) outside.set(die.faceOutsideKind, [...(outside.get(die.faceOutsideKind) ?? []), i + 1]);
  });
  for (const [face, numbers] of outside) rows.push(say.outsideKindNote(numbers, face, dieKind, kindsWithFaces([face, ...facesShown(line.dice)])));
  rows.push(...arenaLine);
  return `${rows.join('\n')}\n\n`;
}

/** How many bytes of standard input are looked at before the rest is read: enough for an image format's header. */
const STDIN_HEAD_BYTES = 64 * 1024;

/**
 * The whole of standard input, as the bytes of one image. Its first {@link STDIN_HEAD_BYTES}
 * are looked at first: what is clearly no image (a video, text, zeros) is not read on.
 * @throws InputFileError `stdin-terminal` when it is a terminal (nothing piped in: reading it
 *   would wait for typed input); ImageDecodeError `not-an-image` when its first bytes are no
 *   image's (see `notAnImage`, src/cli/decodeImage.ts)
 */
async function stdinImage(stdin: NodeJS.ReadableStream & { isTTY?: boolean }): Promise<Buffer> {
  if (stdin.isTTY) throw new InputFileError(STDIN_FILE, { kind: 'stdin-terminal' });
  const chunks: Buffer[] = [];
  let length = 0;
  let looked = false;
  for await (const chunk of stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    chunks.push(bytes);
    length += bytes.length;
    if (!looked && length >= STDIN_HEAD_BYTES) {
      looked = true;
      const problem = await notAnImage(Buffer.concat(chunks));
      if (problem) throw new ImageDecodeError(STDIN_FILE, problem);
    }
  }
  return Buffer.concat(chunks, length);
}

/** `file` as `read` names it in text: {@link STDIN_FILE} is standard input, in `language`. */
function shownName(file: string, language: Language): string {
  return file === STDIN_FILE ? CLI_MESSAGES[language].stdinName : file;
}
