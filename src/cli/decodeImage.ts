/**
 * Decodes an image file (JPEG, PNG, WebP, …) into an {@link RgbaFrame} for the die reader,
 * with `sharp`. EXIF orientation is applied, so the frame is upright as a viewer shows it.
 * BMP, which sharp does not read, is decoded with the ffmpeg the video decoder uses.
 */
import { spawnSync } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import type { RgbaFrame } from '../core/types.ts';
import type { FileProblem } from '../referee/messages/cli.ts';
import { ffmpegInput, firstErrorLine } from './decodeVideo.ts';
import { startsAsVideoContainer, VIDEO_CONTAINER_HEAD_BYTES } from '../core/videoContainer.ts';
import { fileHead, InputFileError, inputFileProblem } from './inputFile.ts';
import { startsAsImage } from './pictureFormat.ts';

/**
 * Thrown when an image file cannot be decoded; `message` names the file once and says why
 * (English), `problem` says why for other languages (src/referee/messages/cli.ts).
 */
export class ImageDecodeError extends InputFileError {
  constructor(path: string, problem: FileProblem) {
    super(path, problem);
    this.name = 'ImageDecodeError';
  }
}

/**
 * The most pixels (width × height) an image may have: sharp's own default `limitInputPixels`,
 * 0x3FFF × 0x3FFF = 268,402,689 (sharp documentation, constructor options). Decoded as RGBA it
 * takes about 1 GiB; the largest phone photos (200 megapixels) are under it.
 */
export const MAX_IMAGE_PIXELS = 0x3fff * 0x3fff;

/** Options of {@link decodeImage}. */
export interface DecodeImageOptions {
  /** The most pixels (width × height) accepted; default {@link MAX_IMAGE_PIXELS}. */
  maxPixels?: number;
}

/**
 * Whether `head` (a file's first bytes) starts a BMP: "BM", then at byte 14 the size of one of
 * the known DIB headers (12, 40, 52, 56, 64, 108 or 124 bytes; Microsoft BITMAPINFOHEADER family).
 */
function isBmp(head: Buffer): boolean {
  return head.length >= 18 && head[0] === 0x42 && head[1] === 0x4d && [12, 40, 52, 56, 64, 108, 124].includes(head.readUInt32LE(14));
}

/**
 * A decoded image: its first picture as an RGBA frame (`height × width × 4` uint8, row-major),
 * how many pictures the file holds (an animated GIF or WebP, a multi-page TIFF: more than 1;
 * sharp's `pages`) and its format (sharp's name: `jpeg`, `png`, `webp`, `gif`, `tiff`, …; `bmp`).
 */
export interface DecodedImage extends RgbaFrame {
  pictures: number;
  format: string;
}

/**
 * Reads an image file into an RGBA frame (`height × width × 4` uint8, row-major).
 *
 * @param path image file path.
 * @throws ImageDecodeError (problem kinds of src/referee/messages/cli.ts `FileProblem`) when
 *   the file is `missing`, `unreadable`, a `folder` or `empty`; `not-an-image`; `too-large`
 *   (more than `options.maxPixels`); or a `corrupt-image` (truncated or damaged data: for a
 *   JPEG any "Corrupt JPEG data" warning of libjpeg, which a damaged but full-length file gives
 *   while it decodes to garbage; none of the 3188 photos of ../shared/data gives one. Other
 *   formats only when cut short: libpng warns about harmless things such as colour profiles; a
 *   BMP when ffmpeg decodes no whole picture from it).
 */
export async function decodeImage(path: string, options: DecodeImageOptions = {}): Promise<DecodedImage> {
  const problem = inputFileProblem(path, true);
  if (problem) throw new ImageDecodeError(path, problem);
  return decodeWithSharp(path, path, fileHead(path, VIDEO_CONTAINER_HEAD_BYTES), options);
}

/**
 * Decodes an image held in memory (the bytes of a JPEG, PNG, WebP, … file, e.g. read from
 * standard input) into an RGBA frame, as {@link decodeImage} does a file.
 * @param name how errors name the image (e.g. `-` for standard input)
 * @param bytes the whole encoded image
 * @throws ImageDecodeError `empty` (0 bytes) and the decoding problems of {@link decodeImage}
 */
export async function decodeImageBytes(name: string, bytes: Buffer, options: DecodeImageOptions = {}): Promise<DecodedImage> {
  if (bytes.length === 0) throw new ImageDecodeError(name, { kind: 'empty' });
  return decodeWithSharp(name, bytes, bytes.subarray(0, VIDEO_CONTAINER_HEAD_BYTES), options);
}

/**
 * Whether `head`, the first bytes of an image still arriving (standard input), already shows it
 * is no image: sharp finds no image format in them and they start as none it reads. Used to
 * stop reading a stream of something else (a video, text, zeros) before it has all arrived.
 * @param head at least the first few KiB (a format's header), or the whole input when shorter
 * @returns the problem (`not-an-image`, with `video` for a video container), or `null` when
 *   the bytes may start an image (then decode the whole of it)
 */
export async function notAnImage(head: Buffer): Promise<FileProblem | null> {
  if (head.length === 0 || startsAsImage(head) || isBmp(head)) return null;
  try {
    await sharp(head, { limitInputPixels: false }).metadata();
    return null;
  } catch (error) {
    const problem = sharpProblem(error, head);
    return problem.kind === 'not-an-image' ? problem : null;
  }
}

/**
 * Why the image file `path` cannot be used, from its header alone (no pixels decoded): the
 * problems of {@link inputFileProblem}, `not-an-image` (a video said so), `too-large` (more
 * than `options.maxPixels`), or a `corrupt-image` whose header sharp cannot read. Lets a command
 * refuse its photos before it starts work (`referee` before it announces the game); a damaged
 * picture with a sound header shows only when {@link decodeImage} decodes it.
 * @returns the problem, or `null` when the header is a usable image's
 */
export async function imageHeaderProblem(path: string, options: DecodeImageOptions = {}): Promise<FileProblem | null> {
  const problem = inputFileProblem(path, true);
  if (problem) return problem;
  const head = fileHead(path, VIDEO_CONTAINER_HEAD_BYTES);
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  if (isBmp(head)) {
    const { width, height } = bmpSize(head);
    return width * height > maxPixels ? { kind: 'too-large', width, height, maxPixels } : null;
  }
  try {
    const { width = 0, height = 0 } = await sharp(path, { limitInputPixels: false }).metadata();
    return width * height > maxPixels ? { kind: 'too-large', width, height, maxPixels } : null;
  } catch (error) {
    return sharpProblem(error, head);
  }
}

/** Decodes `input` (a path or the encoded bytes) with sharp (a BMP with ffmpeg); `head` is its first bytes (26 at least, to tell a BMP's size; {@link VIDEO_CONTAINER_HEAD_BYTES} to tell a video). */
async function decodeWithSharp(name: string, input: string | Buffer, head: Buffer, options: DecodeImageOptions): Promise<DecodedImage> {
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  if (isBmp(head)) return { ...decodeBmp(name, input, head, maxPixels), pictures: 1, format: 'bmp' };
  let size: { width?: number; height?: number; format?: string; pages?: number };
  try {
    // No pixel limit here: the header alone is read, and a too-large image gets its own message below.
    size = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageDecodeError(name, sharpProblem(error, head));
  }
  const width = size.width ?? 0;
  const height = size.height ?? 0;
  if (width * height > maxPixels) throw new ImageDecodeError(name, { kind: 'too-large', width, height, maxPixels });
  try {
    // How strict libvips is: a JPEG's damaged data shows only as warnings, a TIFF cut short as a
    // read error ("Read error at scanline 56"); 'truncated' misses the latter.
    const failOn = size.format === 'jpeg' ? 'warning' : size.format === 'tiff' ? 'error' : 'truncated';
    const { data, info } = await sharp(input, { failOn, limitInputPixels: maxPixels })
      .rotate()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4) throw new Error(`expected 4 channels after ensureAlpha, got ${info.channels}`);
    return {
      width: info.width,
      height: info.height,
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
      pictures: size.pages ?? 1,
      format: size.format ?? 'unknown',
    };
  } catch (error) {
    throw new ImageDecodeError(name, sharpProblem(error, head));
  }
}

/**
 * Decodes a BMP (sharp reads none) with ffmpeg's BMP decoder, to RGBA. The size comes from the
 * header (Microsoft BITMAPINFOHEADER: width and height as int32 at bytes 18 and 22, the height
 * negative for rows stored top-down; BITMAPCOREHEADER, 12 bytes: uint16 at 18 and 20).
 * @param input the file's path, or its bytes (piped to ffmpeg)
 * @param head at least the first 26 bytes
 * @throws ImageDecodeError `too-large`, or `corrupt-image` with ffmpeg's words when it decodes
 *   no whole picture (cut short, damaged)
 */
function decodeBmp(name: string, input: string | Buffer, head: Buffer, maxPixels: number): RgbaFrame {
  const { width, height } = bmpSize(head);
  if (width * height > maxPixels) throw new ImageDecodeError(name, { kind: 'too-large', width, height, maxPixels });
  // The BMP demuxer, named: a file name with `%d` is then no numbered sequence of files.
  const run = spawnSync(ffmpeg.path, ['-v', 'warning', '-f', 'bmp_pipe', '-i', typeof input === 'string' ? ffmpegInput(input) : 'pipe:0', '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'], {
    ...(typeof input === 'string' ? {} : { input }), maxBuffer: width * height * 4 + 1024,
  });
  const pixels = run.stdout;
  const errors = run.stderr?.toString('utf8') ?? '';
  // A compressed (RLE) BMP cut short decodes with its missing rows black, and ffmpeg only warns.
  const cutShort = /not enough data|no end-of-picture/i.test(errors);
  if (run.status !== 0 || cutShort || !pixels || width === 0 || height === 0 || pixels.length !== width * height * 4) {
    const telling = errors.split('\n').find((line) => /not enough data|no end-of-picture|not supported|not yet implemented|invalid/i.test(line));
    const detail = firstErrorLine(telling ?? errors, typeof input === 'string' ? ffmpegInput(input) : 'pipe:0');
    throw new ImageDecodeError(name, { kind: 'corrupt-image', detail: detail || `ffmpeg decoded no ${width}×${height} picture` });
  }
  return { width, height, data: new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.byteLength) };
}

/**
 * A BMP's size from its first bytes `head` (Microsoft BITMAPINFOHEADER: width and height as
 * int32 at bytes 18 and 22, the height negative for rows stored top-down; BITMAPCOREHEADER,
 * 12 bytes: uint16 at 18 and 20); 0 × 0 for a header cut short (ffmpeg then says what is wrong).
 */
function bmpSize(head: Buffer): { width: number; height: number } {
  if (head.length < 26) return { width: 0, height: 0 };
  const core = head.readUInt32LE(14) === 12;
  return core
    ? { width: head.readUInt16LE(18), height: head.readUInt16LE(20) }
    : { width: Math.abs(head.readInt32LE(18)), height: Math.abs(head.readInt32LE(22)) };
}

/**
 * What a sharp error means: an unknown format, or damaged data (with sharp's words); a file
 * whose first bytes `head` are an image format's own is damaged even where sharp calls its
 * format unknown (a TIFF cut short).
 */
function sharpProblem(error: unknown, head: Buffer): FileProblem {
  const detail = (error instanceof Error ? error.message : String(error)).trim().split('\n')[0]!;
  if (/unsupported image format/i.test(detail)) {
    if (startsAsImage(head)) return { kind: 'corrupt-image', detail: 'sharp cannot decode it' };
    return startsAsVideoContainer(head) ? { kind: 'not-an-image', video: true } : { kind: 'not-an-image' };
  }
  return { kind: 'corrupt-image', detail };
}
