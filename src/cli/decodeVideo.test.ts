import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RgbaFrame } from '../core/types.ts';
import { decodeVideo, firstErrorLine, pictureDurationMs, probeVideo, streamRotation, VideoDecodeError } from './decodeVideo.ts';
import { videoEnding } from './reviewVideo.ts';

/** Runs the npm ffmpeg with `args` (quiet), failing the test setup if it fails. */
function runFfmpeg(args: string[]): void {
  const run = spawnSync(ffmpeg.path, ['-v', 'error', '-y', ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed: ${run.stderr}`);
}

/** Decodes every frame; returns how many there were. */
async function countFrames(frames: AsyncIterable<unknown>): Promise<number> {
  let n = 0;
  for await (const _ of frames) n += 1;
  return n;
}

describe('firstErrorLine', () => {
  it('picks the line that says the file stops, without ffmpeg\'s prefix and the file name', () => {
    const log = '[h264 @ 0x3818bac0] Invalid NAL unit size (124 > 48).\n[h264 @ 0x3818bac0] Error splitting the input into NAL units.\n'
      + '[mov,mp4,m4a,3gp,3g2,mj2 @ 0x3810cc00] stream 0, offset 0x3e31: partial file\n/v/cut.mp4: Invalid data found when processing input\n';
    expect(firstErrorLine(log, '/v/cut.mp4')).toBe('stream 0, offset 0x3e31: partial file');
    expect(firstErrorLine('/v/cut.mp4: Invalid data found when processing input\n', '/v/cut.mp4')).toBe('Invalid data found when processing input');
    expect(firstErrorLine('[h264 @ 0xab] Invalid NAL unit size (124 > 48).\n')).toBe('Invalid NAL unit size (124 > 48).');
    expect(firstErrorLine('')).toBe('');
  });
});

describe('videoEnding', () => {
  it('counts a video complete when at most two frames (or 250 ms) are missing at the end', () => {
    expect(videoEnding(391, 15, 26_070, '')).toEqual({ complete: true, reviewedMs: (391 / 15) * 1000, ffmpegError: '' });
    // 15 fps: 2 frames = 133 ms < 250 ms, so 250 ms may be missing.
    expect(videoEnding(388, 15, 26_070, '').complete).toBe(true);
    expect(videoEnding(387, 15, 26_070, '').complete).toBe(false);
    // 4 fps: 2 frames = 500 ms.
    expect(videoEnding(102, 4, 26_000, '').complete).toBe(true);
    expect(videoEnding(101, 4, 26_000, '').complete).toBe(false);
  });

  it('reports the time the frames reach, never past the stated duration', () => {
    expect(videoEnding(65, 15, 26_070, '[mov @ 0x1] stream 0, offset 0x1887f: partial file\n')).toEqual({
      complete: false, reviewedMs: (65 / 15) * 1000, ffmpegError: 'stream 0, offset 0x1887f: partial file',
    });
    expect(videoEnding(400, 15, 26_070, '').reviewedMs).toBe(26_070);
    // Without a stated duration only ffmpeg's errors can tell.
    expect(videoEnding(30, 15, Number.NaN, '')).toEqual({ complete: true, reviewedMs: 2000, ffmpegError: '' });
  });
});

describe('probeVideo and decodeVideo on generated files', () => {
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'decode-video-'));
    // 4 s of ffmpeg's test pattern at 30 frames/s, a keyframe every 15 frames, index first.
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=30:duration=4', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '15', '-movflags', '+faststart', join(dir, 'pattern.mp4')]);
    const whole = readFileSync(join(dir, 'pattern.mp4'));
    writeFileSync(join(dir, 'cut.mp4'), whole.subarray(0, Math.floor(whole.length / 2)));
    // The same with 400 bytes scrambled half-way: damaged pictures, but every frame is there.
    const damaged = Buffer.from(whole);
    for (let i = Math.floor(whole.length / 2); i < Math.floor(whole.length / 2) + 400; i++) damaged[i]! ^= 0x5a;
    writeFileSync(join(dir, 'damaged.mp4'), damaged);
    // The same pictures starting at 3 s, as in a recording cut from a longer one.
    runFfmpeg(['-i', join(dir, 'pattern.mp4'), '-c', 'copy', '-output_ts_offset', '3', join(dir, 'late.mp4')]);
    // 2 s of pictures with 4 s of sound.
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=30:duration=2', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4',
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', join(dir, 'long-sound.mp4')]);
    // A GIF of one picture and one of ten.
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10:duration=1', '-frames:v', '1', join(dir, 'one.gif')]);
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10:duration=1', join(dir, 'ten.gif')]);
    // 1 s of a 440 Hz tone, no picture.
    runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac', join(dir, 'tone.mp4')]);
    const grey = sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } });
    await grey.clone().png().toFile(join(dir, 'photo-png.mp4'));
    await grey.clone().jpeg().toFile(join(dir, 'photo.jpg'));
    // Picture formats this ffmpeg reads as no picture (TIFF) or as a cut-short MP4 (AVIF: an ISO file, ftyp avif).
    await grey.clone().tiff().toFile(join(dir, 'photo.tiff'));
    await grey.clone().avif().toFile(join(dir, 'photo.avif'));
    // The same file under another HEIF brand (bytes 8–11, after "ftyp").
    const heif = readFileSync(join(dir, 'photo.avif'));
    heif.write('mif2', 8, 'latin1');
    writeFileSync(join(dir, 'photo.heif'), heif);
    writeFileSync(join(dir, 'notes.mp4'), 'not a video at all');
    writeFileSync(join(dir, 'notes.jpg'), 'not a photo either');
    // A plain (not faststart) MP4 cut short loses its index, written at the end.
    runFfmpeg(['-i', join(dir, 'pattern.mp4'), '-c', 'copy', join(dir, 'index-last.mp4')]);
    const indexLast = readFileSync(join(dir, 'index-last.mp4'));
    writeFileSync(join(dir, 'cut-index.mp4'), indexLast.subarray(0, Math.floor(indexLast.length / 2)));
    writeFileSync(join(dir, 'empty.mp4'), '');
    // 2 s from 1.2 s, trimmed by copying: the 6 pictures from the key frame at 1 s stay, hidden by an edit list.
    runFfmpeg(['-ss', '1.2', '-i', join(dir, 'pattern.mp4'), '-t', '2', '-c', 'copy', join(dir, 'trimmed.mp4')]);
    // Two video streams: a small one first, then a larger one (which ffmpeg would pick by itself).
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=30:duration=1', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=30:duration=2',
      '-map', '0:v', '-map', '1:v', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', join(dir, 'two-streams.mkv')]);
    // Sound first, then the pictures: the video is stream 1.
    runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=30:duration=1',
      '-map', '0:a', '-map', '1:v', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', join(dir, 'sound-first.mp4')]);
    // The pattern turned a quarter and stored so, with the metadata that turns it back (a copy writes it; a re-encode drops it).
    runFfmpeg(['-i', join(dir, 'pattern.mp4'), '-vf', 'transpose=2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', join(dir, 'turned.mp4')]);
    runFfmpeg(['-i', join(dir, 'turned.mp4'), '-c', 'copy', '-metadata:s:v:0', 'rotate=90', join(dir, 'sideways.mp4')]);
    // Pixels stored a third narrower than shown (SAR 4:3): 120 × 120 stored, shown 160 × 120; its left half red, its right half blue.
    runFfmpeg(['-f', 'lavfi', '-i', 'color=c=red:s=60x120:r=10:d=1', '-f', 'lavfi', '-i', 'color=c=blue:s=60x120:r=10:d=1',
      '-filter_complex', '[0:v][1:v]hstack,setsar=4/3', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', join(dir, 'wide-pixels.mp4')]);
    // The same as a WebM (the container's display size, printed without brackets), and square
    // pixels whose MP4 container says 4:3 (a pasp box: "[SAR 1:1 DAR 1:1], …, SAR 4:3 DAR 4:3").
    runFfmpeg(['-i', join(dir, 'wide-pixels.mp4'), '-c:v', 'libvpx', '-b:v', '300k', join(dir, 'wide-pixels.webm')]);
    runFfmpeg(['-i', join(dir, 'wide-pixels.mp4'), '-vf', 'setsar=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', join(dir, 'square.mp4')]);
    runFfmpeg(['-i', join(dir, 'square.mp4'), '-c', 'copy', '-aspect', '4:3', join(dir, 'wide-in-container.mp4')]);
  }, 60_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reads the size, rate and duration of a video', () => {
    expect(probeVideo(join(dir, 'pattern.mp4'))).toEqual({
      codec: 'h264', width: 160, height: 120, storedWidth: 160, storedHeight: 120, rotation: 0, streamIndex: 0, durationMs: 4000, startMs: 0, fps: 30,
    });
  });

  it('decodes the first video stream only, at its size, where a later one is larger', async () => {
    const path = join(dir, 'two-streams.mkv');
    const info = probeVideo(path);
    expect([info.width, info.height, info.streamIndex]).toEqual([64, 48, 0]);
    const decoded = decodeVideo(path);
    const sizes: string[] = [];
    for await (const { frame } of decoded.frames) sizes.push(`${frame.width}x${frame.height}:${frame.data.length}`);
    expect(sizes).toEqual(Array(30).fill(`64x48:${64 * 48 * 4}`));
    expect(pictureDurationMs(path, info.fps, { streamIndex: info.streamIndex })).toBe(1000);
    const soundFirst = join(dir, 'sound-first.mp4');
    expect(probeVideo(soundFirst)).toMatchObject({ width: 64, height: 48, streamIndex: 1 });
    let frames = 0;
    for await (const { frame } of decodeVideo(soundFirst).frames) frames += frame.width === 64 && frame.height === 48 ? 1 : 0;
    expect(frames).toBe(30);
  });

  it('gives a video stored on its side with a rotation its upright size, and decodes it upright', async () => {
    const path = join(dir, 'sideways.mp4');
    const info = probeVideo(path);
    expect([info.width, info.height, info.rotation % 180]).toEqual([160, 120, 90]);
    const sizes = new Set<string>();
    for await (const { frame } of decodeVideo(path).frames) sizes.add(`${frame.width}x${frame.height}`);
    expect([...sizes]).toEqual(['160x120']);
    // Stored as 120 × 160.
    expect(probeVideo(join(dir, 'turned.mp4'))).toMatchObject({ width: 120, height: 160, rotation: 0 });
  });

  it('gives a video of non-square pixels its size as shown (as a browser shows it), and decodes it so', async () => {
    const path = join(dir, 'wide-pixels.mp4');
    expect(probeVideo(path)).toMatchObject({ width: 160, height: 120, storedWidth: 120, storedHeight: 120 });
    const frames: RgbaFrame[] = [];
    for await (const { frame } of decodeVideo(path).frames) frames.push(frame);
    expect(frames.map((f) => `${f.width}x${f.height}`)).toEqual(Array(10).fill('160x120'));
    // Red to x = 80, blue after: the halves are as wide as shown.
    const red = (x: number) => frames[0]!.data[(60 * 160 + x) * 4]!;
    expect([red(70), red(90)].map((v) => v > 128)).toEqual([true, false]);
    // Shrunk to at most 80 wide, it keeps the shown proportions.
    expect(decodeVideo(path, { maxSide: 80 })).toMatchObject({ width: 80, height: 60 });
    expect(probeVideo(join(dir, 'wide-pixels.webm'))).toMatchObject({ width: 160, height: 120, storedWidth: 120 });
    expect(probeVideo(join(dir, 'square.mp4'))).toMatchObject({ width: 120, height: 120 });
    expect(probeVideo(join(dir, 'wide-in-container.mp4'))).toMatchObject({ width: 160, height: 120, storedWidth: 120 });
  });

  it('counts the pictures a trimmed MP4 shows apart from those its edit list hides', () => {
    const path = join(dir, 'trimmed.mp4');
    const info = probeVideo(path);
    expect(Math.round(pictureDurationMs(path, 30, { shown: true }))).toBe(2067); // 62 pictures
    expect(Math.round(pictureDurationMs(path, 30))).toBe(2267); // and the 6 hidden
    expect(Math.abs(info.durationMs - 2267)).toBeLessThan(10);
  });

  it('finds a video that starts late complete, whether its duration counts from 0 or from its start', async () => {
    const path = join(dir, 'late.mp4');
    const info = probeVideo(path);
    expect(info.startMs).toBe(3000);
    const decoded = decodeVideo(path, { fps: 15 });
    let frames = 0;
    for await (const _ of decoded.frames) frames += 1;
    expect(frames).toBe(60);
    expect(videoEnding(frames, 15, info.durationMs, '', path, info.startMs)).toMatchObject({ complete: true, reviewedMs: 4000 });
    // A file written with an edit list says 7 s from 0 with the same 4 s of pictures from 3 s.
    expect(videoEnding(60, 15, 7000, '', path, 3000)).toMatchObject({ complete: true, reviewedMs: 4000 });
    expect(videoEnding(30, 15, 7000, '', path, 3000).complete).toBe(false);
  });

  it('counts how long the pictures last, apart from a longer sound track', () => {
    const longSound = join(dir, 'long-sound.mp4');
    const info = probeVideo(longSound);
    expect(info.durationMs).toBeGreaterThan(3900);
    expect(pictureDurationMs(longSound, info.fps)).toBe(2000);
    expect(pictureDurationMs(join(dir, 'pattern.mp4'), 30)).toBe(4000);
    expect(pictureDurationMs(join(dir, 'late.mp4'), 30)).toBe(4000);
    // A file cut short: ffmpeg reports the missing data, so the count says nothing.
    expect(pictureDurationMs(join(dir, 'cut.mp4'), 30)).toBeNaN();
    expect(pictureDurationMs(longSound, Number.NaN)).toBeNaN();
  });

  it('says what is wrong with files that are not videos, naming each once', () => {
    const problem = (name: string) => {
      const path = join(dir, name);
      try {
        probeVideo(path);
      } catch (error) {
        expect(error).toBeInstanceOf(VideoDecodeError);
        expect((error as Error).message.split(path)).toHaveLength(2);
        return (error as VideoDecodeError).problem;
      }
      throw new Error(`${name} was taken for a video`);
    };
    expect(problem('photo-png.mp4')).toEqual({ kind: 'still-image' });
    expect(problem('photo.jpg')).toEqual({ kind: 'still-image' });
    expect(problem('one.gif')).toEqual({ kind: 'still-image' });
    expect(problem('photo.tiff')).toEqual({ kind: 'still-image' });
    expect(problem('photo.avif')).toEqual({ kind: 'still-image' });
    expect(problem('photo.heif')).toEqual({ kind: 'still-image' });
    expect(probeVideo(join(dir, 'ten.gif'))).toMatchObject({ codec: 'gif', width: 64, height: 48 });
    expect(problem('tone.mp4')).toEqual({ kind: 'no-video-stream', audio: true });
    expect(problem('notes.mp4')).toEqual({ kind: 'not-a-video', detail: 'moov atom not found' });
    // Named like a photo, but no picture in it: not "a still image".
    expect(problem('notes.jpg')).toMatchObject({ kind: 'not-a-video' });
    expect(problem('cut-index.mp4')).toEqual({ kind: 'not-a-video', detail: 'moov atom not found', damaged: true });
    expect(() => probeVideo(join(dir, 'cut-index.mp4')))
      .toThrow(`${join(dir, 'cut-index.mp4')} is a damaged or cut-short video: ffmpeg cannot read it (no MP4 index found)`);
    expect(problem('empty.mp4')).toEqual({ kind: 'empty' });
    expect(problem('missing.mp4')).toEqual({ kind: 'missing' });
    expect(problem('.')).toEqual({ kind: 'folder' });
    expect(() => probeVideo(join(dir, 'tone.mp4'))).toThrow(`${join(dir, 'tone.mp4')} has no video stream (only sound)`);
    expect(() => probeVideo(join(dir, 'photo.jpg'))).toThrow(`${join(dir, 'photo.jpg')} is a still image, not a video: use \`dice-referee read\` (or \`referee\`) for photos`);
  });

  it('never decodes more frames per second than the video has', async () => {
    const decoded = decodeVideo(join(dir, 'pattern.mp4'), { fps: 1000 });
    expect(decoded.outputFps).toBe(30);
    expect(await countFrames(decoded.frames)).toBe(120);
    expect(decoded.status).toEqual({ frames: 120, finished: true, errors: '' });
    const slower = decodeVideo(join(dir, 'pattern.mp4'), { fps: 10 });
    expect([slower.outputFps, await countFrames(slower.frames)]).toEqual([10, 40]);
  });

  it('decodes a file cut short up to the cut, and keeps what ffmpeg said about it', async () => {
    const path = join(dir, 'cut.mp4');
    expect(statSync(path).size).toBeLessThan(statSync(join(dir, 'pattern.mp4')).size);
    const decoded = decodeVideo(path, { fps: 30 });
    expect(decoded.info.durationMs).toBe(4000);
    const frames = await countFrames(decoded.frames);
    expect(frames).toBeGreaterThan(0);
    expect(frames).toBeLessThan(110);
    expect(decoded.status.frames).toBe(frames);
    expect(decoded.status.errors).toMatch(/partial file|Invalid data/);
    const ending = videoEnding(frames, decoded.outputFps, decoded.info.durationMs, decoded.status.errors, path);
    expect(ending.complete).toBe(false);
    expect(ending.reviewedMs).toBeCloseTo((frames / 30) * 1000, 6);
    expect(ending.ffmpegError).toMatch(/partial file|Invalid data/);
  });

  it('decodes a damaged file to the end, keeping what ffmpeg said about it', async () => {
    const path = join(dir, 'damaged.mp4');
    const decoded = decodeVideo(path, { fps: 30 });
    const frames = await countFrames(decoded.frames);
    expect(frames).toBe(120);
    expect(decoded.status.errors).not.toBe('');
    const ending = videoEnding(frames, decoded.outputFps, decoded.info.durationMs, decoded.status.errors, path);
    expect(ending.complete).toBe(true);
    expect(ending.ffmpegError).toBe(firstErrorLine(decoded.status.errors, path));
    expect(ending.ffmpegError).not.toBe('');
  });
});

describe('streamRotation', () => {
  it('reads the clockwise turn from ffmpeg\'s display matrix, or else from the rotate tag, for its own stream only', () => {
    expect(streamRotation('\n    Side data:\n      displaymatrix: rotation of -90.00 degrees\n')).toBe(90);
    expect(streamRotation('\n    Side data:\n      displaymatrix: rotation of 90.00 degrees\n')).toBe(270);
    expect(streamRotation('\n      displaymatrix: rotation of -180.00 degrees\n')).toBe(180);
    expect(streamRotation('\n    Metadata:\n      rotate          : 90\n')).toBe(90);
    expect(streamRotation('\n    Metadata:\n      handler_name    : VideoHandler\n')).toBe(0);
    // A later stream's turn is not this one's.
    expect(streamRotation('\n    Metadata:\n      handler_name: x\n    Stream #0:1: Video: h264, 64x48\n      displaymatrix: rotation of 90.00 degrees\n')).toBe(0);
  });
});
