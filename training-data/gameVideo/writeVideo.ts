/**
 * Encodes RGBA frames into a video file with the ffmpeg binary of the npm package
 * `@ffmpeg-installer/ffmpeg`, streaming raw frames to its stdin. The container follows the
 * file extension: `.mp4` (H.264, yuv420p), `.webm` (VP8), `.y4m` (raw yuv420p, for Chromium's
 * `--use-file-for-fake-video-capture`; see /work/shared/docs/platform-notes.md).
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RgbaFrame } from '../../src/core/types.ts';

/** Video formats by file extension. */
export const VIDEO_FORMATS = ['mp4', 'webm', 'y4m'] as const;

/** One of {@link VIDEO_FORMATS}. */
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

/** Encoder settings per format (ffmpeg output options). */
const CODEC_ARGS: Readonly<Record<VideoFormat, readonly string[]>> = {
  mp4: ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
  webm: ['-c:v', 'libvpx', '-b:v', '4M', '-crf', '8', '-deadline', 'realtime', '-cpu-used', '8', '-pix_fmt', 'yuv420p'],
  y4m: ['-pix_fmt', 'yuv420p'],
};

/** Options of {@link writeVideo}. */
export interface VideoOptions {
  /** Frames per second (> 0). */
  fps: number;
  /** ffmpeg binary (default: `@ffmpeg-installer/ffmpeg`'s). */
  ffmpegPath?: string;
}

/** What {@link writeVideo} wrote. */
export interface WrittenVideo {
  /** The file. */
  path: string;
  /** Its format. */
  format: VideoFormat;
  /** Frames written, their size in pixels, and the file size in bytes. */
  frames: number;
  width: number;
  height: number;
  bytes: number;
}

/**
 * The ffmpeg binary: `@ffmpeg-installer/ffmpeg`'s `path`.
 * @throws Error when the package is not installed or its binary is missing
 */
export async function ffmpegBinary(): Promise<string> {
  let binary: string;
  try {
    const installer = (await import('@ffmpeg-installer/ffmpeg')) as unknown as { default?: { path: string }; path?: string };
    binary = installer.default?.path ?? installer.path ?? '';
  } catch (error) {
    throw new Error(`ffmpeg is not available: the npm package @ffmpeg-installer/ffmpeg cannot be loaded (${(error as Error).message}); run npm install`);
  }
  if (!binary || !existsSync(binary)) throw new Error(`ffmpeg is not available: @ffmpeg-installer/ffmpeg names "${binary}", which does not exist on this platform`);
  return binary;
}

/** The format of `file` from its extension. @throws Error for other extensions */
export function videoFormat(file: string): VideoFormat {
  const ext = path.extname(file).slice(1).toLowerCase();
  if (!(VIDEO_FORMATS as readonly string[]).includes(ext)) {
    throw new Error(`writeVideo: cannot write "${file}": the extension must be ${VIDEO_FORMATS.map((f) => `.${f}`).join(', ')}`);
  }
  return ext as VideoFormat;
}

/**
 * Writes `frames` (all the same size, `height × width × 4` RGBA) to `file` at `options.fps`.
 * A partial file is removed when anything fails.
 * @throws Error (message names the file) for an unknown extension, a missing folder, no
 *   frames, a frame of the wrong size or byte length, odd width/height (yuv420p needs even),
 *   a missing ffmpeg, or ffmpeg failing (with the end of its error output)
 */
export async function writeVideo(frames: AsyncIterable<RgbaFrame> | Iterable<RgbaFrame>, file: string, options: VideoOptions): Promise<WrittenVideo> {
  const format = videoFormat(file);
  if (!(options.fps > 0)) throw new Error(`writeVideo: fps must be a positive number, got ${options.fps}`);
  const folder = path.dirname(path.resolve(file));
  if (!existsSync(folder)) throw new Error(`writeVideo: cannot write "${file}": folder ${folder} does not exist`);
  const binary = options.ffmpegPath ?? (await ffmpegBinary());

  const iterator = (Symbol.asyncIterator in frames ? frames[Symbol.asyncIterator]() : (frames as Iterable<RgbaFrame>)[Symbol.iterator]()) as AsyncIterator<RgbaFrame> | Iterator<RgbaFrame>;
  const first = await iterator.next();
  if (first.done) throw new Error(`writeVideo: no frames to write to "${file}"`);
  const { width, height } = first.value;
  const frameBytes = width * height * 4;
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) {
    throw new Error(`writeVideo: frame 0 has an impossible size ${width}×${height}`);
  }
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`writeVideo: ${width}×${height} frames cannot be encoded as yuv420p: width and height must be even`);

  const ffmpeg = spawn(binary, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-r', String(options.fps), '-i', 'pipe:0',
    ...CODEC_ARGS[format], '-r', String(options.fps), file,
  ], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  ffmpeg.stdin.on('error', () => {
    // EPIPE when ffmpeg exits early: reported from its exit code and stderr below.
  });
  const exited = new Promise<{ code: number | null; error?: Error }>((resolve) => {
    ffmpeg.on('error', (error) => resolve({ code: null, error }));
    ffmpeg.on('close', (code) => resolve({ code }));
  });
  const failure = (what: string): Error => {
    rmSync(file, { force: true });
    return new Error(`writeVideo: ${what} writing "${file}"${stderr.trim() ? `: ${stderr.trim().split('\n').slice(-5).join(' | ')}` : ''}`);
  };

  let count = 0;
  try {
    for (let next: IteratorResult<RgbaFrame> = first; !next.done; next = await iterator.next()) {
      const frame = next.value;
      if (frame.width !== width || frame.height !== height || frame.data.byteLength !== frameBytes) {
        throw new Error(`writeVideo: frame ${count} is ${frame.width}×${frame.height} with ${frame.data.byteLength} bytes; expected ${width}×${height} RGBA (${frameBytes} bytes) like frame 0`);
      }
      const chunk = Buffer.from(frame.data.buffer, frame.data.byteOffset, frame.data.byteLength);
      if (!ffmpeg.stdin.write(chunk)) {
        const drained = new Promise<'drain'>((resolve) => ffmpeg.stdin.once('drain', () => resolve('drain')));
        const outcome = await Promise.race([drained, exited]);
        if (outcome !== 'drain') throw failure(outcome.error ? `ffmpeg could not start (${outcome.error.message})` : `ffmpeg stopped early (exit code ${outcome.code})`);
      }
      count += 1;
    }
  } catch (error) {
    ffmpeg.kill('SIGKILL');
    await exited;
    rmSync(file, { force: true });
    throw error;
  }
  ffmpeg.stdin.end();
  const result = await exited;
  if (result.error) throw failure(`ffmpeg could not start (${result.error.message})`);
  if (result.code !== 0) throw failure(`ffmpeg failed (exit code ${result.code})`);
  return { path: file, format, frames: count, width, height, bytes: statSync(file).size };
}
