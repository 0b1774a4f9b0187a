import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage, ImageDecodeError } from './decodeImage.ts';

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

  it('throws ImageDecodeError naming the file when it is missing', async () => {
    const path = join(dir, 'no-such-file.jpg');
    await expect(decodeImage(path)).rejects.toThrow(ImageDecodeError);
    await expect(decodeImage(path)).rejects.toThrow(/no-such-file\.jpg: file not found/);
  });

  it('throws ImageDecodeError for a file that is not an image', async () => {
    const path = join(dir, 'garbage.jpg');
    await writeFile(path, Buffer.from('this is certainly not a JPEG file, just text'));
    await expect(decodeImage(path)).rejects.toThrow(/garbage\.jpg: not an image/);
  });

  it('throws ImageDecodeError for a truncated (corrupt) JPEG', async () => {
    const good = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const path = join(dir, 'truncated.jpg');
    await writeFile(path, good.subarray(0, Math.floor(good.length / 2)));
    const error = await decodeImage(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageDecodeError);
    expect((error as Error).message).toMatch(/truncated\.jpg: corrupt/);
  });
});
