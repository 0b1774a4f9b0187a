import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage, decodeImageBytes, ImageDecodeError, MAX_IMAGE_PIXELS } from './decodeImage.ts';
import { bmpImage, pngClaimingSize } from './imageFixtures.ts';

/**
 * A `width × height` 8-bit BMP compressed with RLE8 (Microsoft BMP format, BI_RLE8): a grey
 * palette of 256 entries, each row one run of `width` pixels of index 128 (width ≤ 255), then
 * end of line; end of bitmap after the last row.
 */
function rle8Image(width: number, height: number): Buffer {
  const data = Buffer.from([...Array.from({ length: height }, () => [width, 128, 0, 0]).flat(), 0, 1]);
  const bmp = Buffer.alloc(54 + 1024 + data.length);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(54 + 1024, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(8, 28);
  bmp.writeUInt32LE(1, 30); // BI_RLE8
  bmp.writeUInt32LE(data.length, 34);
  bmp.writeUInt32LE(256, 46);
  for (let i = 0; i < 256; i++) bmp.writeUInt32LE(i * 0x010101, 54 + i * 4);
  data.copy(bmp, 54 + 1024);
  return bmp;
}

/**
 * A baseline TIFF (TIFF 6.0, section 2: bilevel and greyscale) of `width × height` 8-bit grey
 * pixels, little-endian, its one directory (IFD) right after the header and one strip after it.
 */
function greyTiffDirectoryFirst(width: number, height: number): Buffer {
  const entries: [number, number, number][] = [ // tag, type (3 SHORT, 4 LONG), value
    [256, 4, width], [257, 4, height], [258, 3, 8], [259, 3, 1], [262, 3, 1],
    [273, 4, 8 + 2 + 9 * 12 + 4], [277, 3, 1], [278, 4, height], [279, 4, width * height],
  ];
  const head = Buffer.alloc(8 + 2 + entries.length * 12 + 4);
  head.write('II*\0', 0, 'latin1');
  head.writeUInt32LE(8, 4);
  head.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, value], i) => {
    const at = 10 + i * 12;
    head.writeUInt16LE(tag, at);
    head.writeUInt16LE(type, at + 2);
    head.writeUInt32LE(1, at + 4);
    if (type === 3) head.writeUInt16LE(value, at + 8);
    else head.writeUInt32LE(value, at + 8);
  });
  const pixels = Buffer.alloc(width * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = i % 251;
  return Buffer.concat([head, pixels]);
}

describe('decodeImage', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'decode-image-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('decodes a PNG into an RGBA frame with exact pixels', async () => {
    const width = 3;
    const height = 2;
    const rgb = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const path = join(dir, 'tiny.png');
    await sharp(rgb, { raw: { width, height, channels: 3 } }).png().toFile(path);
    const frame = await decodeImage(path);
    expect(frame.width).toBe(3);
    expect(frame.height).toBe(2);
    expect(frame.data.length).toBe(3 * 2 * 4);
    expect(Array.from(frame.data.slice(0, 8))).toEqual([255, 0, 0, 255, 0, 255, 0, 255]);
    expect(Array.from(frame.data.slice(20, 24))).toEqual([70, 80, 90, 255]);
  });

  it('applies EXIF orientation (6 = rotate 90° clockwise)', async () => {
    const path = join(dir, 'rotated.jpg');
    await sharp({ create: { width: 40, height: 20, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path);
    const frame = await decodeImage(path);
    expect([frame.width, frame.height]).toEqual([20, 40]);
  });

  it('throws ImageDecodeError naming the file once when it is missing, a folder or empty', async () => {
    const missing = join(dir, 'no-such-file.jpg');
    await expect(decodeImage(missing)).rejects.toThrow(ImageDecodeError);
    await expect(decodeImage(missing)).rejects.toThrow(`${missing} does not exist`);
    await expect(decodeImage(missing)).rejects.toMatchObject({ path: missing, problem: { kind: 'missing' } });
    await expect(decodeImage(dir)).rejects.toMatchObject({ message: `${dir} is a folder, not a file: give the photos in it (end the folder's name with /*.jpg)`, problem: { kind: 'folder' } });
    const empty = join(dir, 'empty.png');
    await writeFile(empty, Buffer.alloc(0));
    await expect(decodeImage(empty)).rejects.toMatchObject({ message: `${empty} is empty (0 bytes)`, problem: { kind: 'empty' } });
  });

  it('throws ImageDecodeError for a file that is not an image', async () => {
    const path = join(dir, 'garbage.jpg');
    await writeFile(path, Buffer.from('this is certainly not a JPEG file, just text'));
    await expect(decodeImage(path)).rejects.toMatchObject({ message: `${path} is not an image (unsupported or unrecognised format; use PNG, JPEG, WebP, GIF, TIFF or BMP)`, problem: { kind: 'not-an-image' } });
  });

  it('tells a video given for a photo apart, by its first bytes', async () => {
    const video = join(import.meta.dirname, '../../public/demo/game.webm');
    await expect(decodeImage(video)).rejects.toMatchObject({
      message: `${video} is a video, not a photo: use \`dice-referee review\` for a recorded game`, problem: { kind: 'not-an-image', video: true },
    });
    // An MP4's ftyp box, saved under a photo's name.
    const mp4 = join(dir, 'clip.jpg');
    await writeFile(mp4, Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(40)]));
    await expect(decodeImage(mp4)).rejects.toMatchObject({ problem: { kind: 'not-an-image', video: true } });
    // An MPEG transport stream (a camcorder's .ts), made by ffmpeg from the demo recording.
    const ts = join(dir, 'clip.ts');
    expect(spawnSync(ffmpeg.path, ['-v', 'error', '-y', '-i', video, '-t', '1', '-c:v', 'mpeg2video', '-f', 'mpegts', ts]).status).toBe(0);
    await expect(decodeImage(ts)).rejects.toMatchObject({ message: `${ts} is a video, not a photo: use \`dice-referee review\` for a recorded game` });
  });

  it('decodes a BMP (which sharp does not read) with ffmpeg, bottom-up or top-down, from a file or bytes, whatever its name', async () => {
    // 5 × 3 pixels, each a colour of its own: a row or column out of place shows.
    const width = 5;
    const height = 3;
    const rgb = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 37 + 11) % 256);
    const rgba = Array.from({ length: width * height }, (_, p) => [rgb[p * 3]!, rgb[p * 3 + 1]!, rgb[p * 3 + 2]!, 255]).flat();
    for (const [name, topDown] of [['scan.bmp', false], ['scan-bmp.jpg', true]] as const) {
      const path = join(dir, name);
      await writeFile(path, bmpImage(width, height, rgb, topDown));
      const frame = await decodeImage(path);
      expect([frame.width, frame.height, [...frame.data]]).toEqual([width, height, rgba]);
    }
    const piped = await decodeImageBytes('-', bmpImage(width, height, rgb));
    expect([...piped.data]).toEqual(rgba);
    // Cut short: ffmpeg decodes no whole picture, said so with its words.
    const cut = join(dir, 'cut.bmp');
    await writeFile(cut, bmpImage(64, 48, undefined).subarray(0, 200));
    await expect(decodeImage(cut)).rejects.toMatchObject({ problem: { kind: 'corrupt-image' } });
    await expect(decodeImage(cut)).rejects.toThrow(/^.*cut\.bmp is a damaged or cut-short image \(corrupt data: .+\)$/);
    // A name with `%d` is that file, not a numbered sequence (roll1.bmp beside it is another picture).
    await writeFile(join(dir, 'roll1.bmp'), bmpImage(width, height));
    await writeFile(join(dir, 'roll%d.bmp'), bmpImage(width, height, rgb));
    expect([...(await decodeImage(join(dir, 'roll%d.bmp'))).data]).toEqual(rgba);
    // A run-length-encoded BMP cut short: ffmpeg only warns and fills black; it is refused.
    const whole = await decodeImageBytes('-', rle8Image(64, 48));
    expect([whole.width, whole.height, new Set(whole.data)]).toEqual([64, 48, new Set([128, 255])]);
    const rle = join(dir, 'rle-cut.bmp');
    await writeFile(rle, rle8Image(64, 48).subarray(0, 1078 + 40));
    await expect(decodeImage(rle)).rejects.toMatchObject({ problem: { kind: 'corrupt-image', detail: expect.stringMatching(/not enough data|no end-of-picture/) } });
    // Its header cut short: ffmpeg's words say why (none of ours, which French would quote as the decoder's).
    const header = join(dir, 'header-cut.bmp');
    await writeFile(header, bmpImage(64, 48).subarray(0, 20));
    await expect(decodeImage(header)).rejects.toMatchObject({ problem: { kind: 'corrupt-image', detail: 'not enough data (20 < 9270), trying to decode anyway' } });
    // Text that merely starts with "BM" is not taken for a BMP.
    const text = join(dir, 'bm.txt');
    await writeFile(text, 'BMW owners club, minutes of the meeting');
    await expect(decodeImage(text)).rejects.toMatchObject({ problem: { kind: 'not-an-image' } });
  });

  it('refuses an image with more pixels than allowed, from its header alone', async () => {
    const path = join(dir, 'wide.png');
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#808080' } }).png().toFile(path);
    await expect(decodeImage(path, { maxPixels: 1199 })).rejects.toMatchObject({
      message: `${path} is too large (40×30; at most 1,199 pixels)`, problem: { kind: 'too-large', width: 40, height: 30, maxPixels: 1199 },
    });
    expect((await decodeImage(path, { maxPixels: 1200 })).width).toBe(40);
    // A PNG whose header claims 20000 × 20000 (400 megapixels) is refused with sharp's default
    // limit before anything is decoded.
    const hugePath = join(dir, 'huge.png');
    await writeFile(hugePath, await pngClaimingSize(20_000, 20_000));
    expect(MAX_IMAGE_PIXELS).toBe(268_402_689);
    await expect(decodeImage(hugePath)).rejects.toMatchObject({
      message: `${hugePath} is too large (20000×20000; at most 268,402,689 pixels)`, problem: { kind: 'too-large', width: 20_000, height: 20_000 },
    });
  });

  it('throws ImageDecodeError for a full-length JPEG whose data is damaged, and reads the intact one', async () => {
    // A noisy picture, so that its compressed data is long.
    const noise = Buffer.alloc(128 * 128 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + ((i * i) % 251)) % 256;
    const good = await sharp(noise, { raw: { width: 128, height: 128, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    // A stray restart marker half-way through the compressed data, as a flipped byte can make.
    const damaged = Buffer.from(good);
    damaged[Math.floor(good.length / 2)] = 0xff;
    damaged[Math.floor(good.length / 2) + 1] = 0xd4;
    const goodPath = join(dir, 'intact.jpg');
    const path = join(dir, 'damaged.jpg');
    await writeFile(goodPath, good);
    await writeFile(path, damaged);
    expect((await decodeImage(goodPath)).width).toBe(128);
    const error = await decodeImage(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageDecodeError);
    expect((error as ImageDecodeError).problem).toMatchObject({ kind: 'corrupt-image' });
    expect((error as Error).message).toMatch(/is a damaged or cut-short image \(corrupt data: .*Corrupt JPEG data/);
  });

  it('throws ImageDecodeError for a truncated (corrupt) JPEG', async () => {
    const good = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const path = join(dir, 'truncated.jpg');
    await writeFile(path, good.subarray(0, Math.floor(good.length / 2)));
    const error = await decodeImage(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageDecodeError);
    expect((error as ImageDecodeError).problem.kind).toBe('corrupt-image');
    expect((error as Error).message).toMatch(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is a damaged or cut-short image \\(corrupt data: .+\\)$`));
  });

  it('calls a TIFF cut short damaged, though sharp no longer knows its format', async () => {
    const good = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).tiff().toBuffer();
    const path = join(dir, 'truncated.tiff');
    await writeFile(path, good.subarray(0, Math.floor(good.length / 2)));
    const error = await decodeImage(path).catch((e: unknown) => e);
    expect((error as ImageDecodeError).problem).toEqual({ kind: 'corrupt-image', detail: 'sharp cannot decode it' });
    // Cut short with its directory first (as cameras and scanners write it; sharp writes it
    // last): sharp still knows the format, and its read error says where the data stops.
    const whole = join(dir, 'directory-first.tiff');
    await writeFile(whole, greyTiffDirectoryFirst(64, 64));
    expect((await decodeImage(whole)).width).toBe(64);
    const cut = join(dir, 'cut-strips.tiff');
    await writeFile(cut, greyTiffDirectoryFirst(64, 64).subarray(0, 8 + 2 + 9 * 12 + 4 + 64 * 40));
    expect(((await decodeImage(cut).catch((e: unknown) => e)) as ImageDecodeError).problem).toMatchObject({ kind: 'corrupt-image', detail: expect.stringMatching(/Read error at scanline/) });
    // Text named .tiff is still not an image.
    const text = join(dir, 'notes.tiff');
    await writeFile(text, 'II but not a tiff at all');
    expect(((await decodeImage(text).catch((e: unknown) => e)) as ImageDecodeError).problem).toEqual({ kind: 'not-an-image' });
  });
});
