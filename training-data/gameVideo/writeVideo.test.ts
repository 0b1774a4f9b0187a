import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RgbaFrame } from '../../src/core/types.ts';
import { ffmpegBinary, writeVideo } from './writeVideo.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'game-video-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** One second at 15 fps of a 160×96 gradient with a square moving across. */
function clip(width = 160, height = 96, count = 15): RgbaFrame[] {
  return Array.from({ length: count }, (_, i) => {
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const o = (y * width + x) * 4;
        const inSquare = x >= i * 8 && x < i * 8 + 24 && y >= 30 && y < 54;
        data[o] = inSquare ? 240 : x;
        data[o + 1] = inSquare ? 240 : y * 2;
        data[o + 2] = inSquare ? 30 : 128;
        data[o + 3] = 255;
      }
    }
    return { width, height, data };
  });
}

/** Decodes `file` with the same ffmpeg to raw RGBA bytes. */
async function decode(file: string): Promise<Buffer> {
  const result = spawnSync(await ffmpegBinary(), ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'], { maxBuffer: 1 << 28 });
  expect(result.status, result.stderr?.toString()).toBe(0);
  return result.stdout;
}

describe('writeVideo', () => {
  it.each(['mp4', 'webm', 'y4m'])('writes a .%s that decodes back to the same frames', async (ext) => {
    const frames = clip();
    const file = path.join(folder, `clip.${ext}`);
    const written = await writeVideo((async function* () { yield* frames; })(), file, { fps: 15 });
    expect(written).toMatchObject({ path: file, format: ext, frames: 15, width: 160, height: 96 });
    expect(written.bytes).toBeGreaterThan(1000);
    const decoded = await decode(file);
    expect(decoded.length).toBe(15 * 160 * 96 * 4);
    // Lossy yuv420p: close to the original, and the moving square is where it was drawn.
    for (const i of [0, 7, 14]) {
      const original = frames[i]!.data;
      const back = decoded.subarray(i * 160 * 96 * 4, (i + 1) * 160 * 96 * 4);
      let sum = 0;
      for (let k = 0; k < original.length; k += 4) sum += Math.abs(original[k]! - back[k]!) + Math.abs(original[k + 1]! - back[k + 1]!) + Math.abs(original[k + 2]! - back[k + 2]!);
      expect(sum / (160 * 96 * 3)).toBeLessThan(6);
      const centre = (42 * 160 + i * 8 + 12) * 4;
      expect(back[centre]).toBeGreaterThan(200);
      expect(back[centre + 2]).toBeLessThan(80);
    }
    if (ext === 'y4m') expect(readFileSync(file).subarray(0, 40).toString('latin1')).toMatch(/^YUV4MPEG2 W160 H96 F15:1 /);
  });

  it('refuses bad input with a message naming the problem, leaving no partial file', async () => {
    const frames = clip(160, 96, 3);
    await expect(writeVideo(frames, path.join(folder, 'x.avi'), { fps: 15 })).rejects.toThrow(/the extension must be .mp4, .webm, .y4m/);
    await expect(writeVideo(frames, path.join(folder, 'missing', 'x.mp4'), { fps: 15 })).rejects.toThrow(/folder .*missing does not exist/);
    await expect(writeVideo([], path.join(folder, 'empty.mp4'), { fps: 15 })).rejects.toThrow(/no frames/);
    await expect(writeVideo(clip(161, 96, 2), path.join(folder, 'odd.mp4'), { fps: 15 })).rejects.toThrow(/161×96 .* must be even/);
    await expect(writeVideo(frames, path.join(folder, 'fps.mp4'), { fps: 0 })).rejects.toThrow(/fps must be a positive number/);
    const mixed = [...frames, ...clip(320, 96, 1)];
    await expect(writeVideo(mixed, path.join(folder, 'mixed.mp4'), { fps: 15 })).rejects.toThrow(/frame 3 is 320×96 .* expected 160×96/);
    expect(existsSync(path.join(folder, 'mixed.mp4'))).toBe(false);
    await expect(writeVideo(frames, path.join(folder, 'nobin.mp4'), { fps: 15, ffmpegPath: path.join(folder, 'no-ffmpeg') })).rejects.toThrow(/ffmpeg could not start/);
  });
});
