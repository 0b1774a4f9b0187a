/**
 * Decodes video files (mp4, webm, mov, ...) into RGBA frames in Node, with the ffmpeg binary
 * shipped by the npm package `@ffmpeg-installer/ffmpeg` (no system package needed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { RgbaFrame } from '../core/types.ts';

/** A file could not be read as a video; the message names the file and says why. */
export class VideoDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoDecodeError';
  }
}

/** What a video file holds, as ffmpeg reports it. */
export interface VideoInfo {
  /** Frame size in pixels. */
  width: number;
  height: number;
  /** Duration in ms (NaN when the container does not say). */
  durationMs: number;
  /** Frames per second of the video stream (NaN when unknown). */
  fps: number;
  /** Video codec name, e.g. `h264`. */
  codec: string;
}

/** One decoded frame and its time in the video. */
export interface TimedFrame {
  /** `height × width × 4` RGBA. */
  frame: RgbaFrame;
  /** Presentation time in ms from the start. */
  tMs: number;
  /** Index among the decoded frames, from 0. */
  index: number;
}

/**
 * Reads a video file's size, duration, frame rate and codec.
 * @throws VideoDecodeError when the file is missing, empty or not a video
 */
export function probeVideo(path: string): VideoInfo {
  if (!existsSync(path)) throw new VideoDecodeError(`cannot open video ${path}: no such file`);
  if (statSync(path).isDirectory()) throw new VideoDecodeError(`cannot open video ${path}: it is a folder`);
  if (statSync(path).size === 0) throw new VideoDecodeError(`cannot open video ${path}: the file is empty`);
  const run = spawnSync(ffmpeg.path, ['-hide_banner', '-i', path], { encoding: 'utf8' });
  const log = run.stderr ?? '';
  const stream = /Stream #\S+.*?: Video: (\w+)[^\n]*?, (\d{2,5})x(\d{2,5})[^\n]*/.exec(log);
  if (!stream) {
    const why = /Invalid data found|could not find codec|moov atom not found|End of file/i.exec(log)?.[0];
    throw new VideoDecodeError(`cannot open video ${path}: not a video ffmpeg can read${why ? ` (${why})` : ''}`);
  }
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(log);
  const fps = /([\d.]+) fps/.exec(stream[0]);
  return {
    codec: stream[1]!,
    width: Number(stream[2]),
    height: Number(stream[3]),
    durationMs: duration ? ((Number(duration[1]) * 60 + Number(duration[2])) * 60 + Number(duration[3])) * 1000 : Number.NaN,
    fps: fps ? Number(fps[1]) : Number.NaN,
  };
}

/** Options of {@link decodeVideo}. */
export interface DecodeOptions {
  /** Resample to this many frames per second (default: the video's own rate). */
  fps?: number;
  /** Scale down (keeping the aspect ratio) so the width is at most this, in pixels. */
  maxWidth?: number;
}

/**
 * Decodes a video into RGBA frames, streaming (one frame in memory at a time).
 * @returns the video's info and an async iterable of its frames
 * @throws VideoDecodeError when the file is not a video (at once), or when decoding fails
 *   part-way (from the iterator, with ffmpeg's message)
 */
export function decodeVideo(path: string, options: DecodeOptions = {}): { info: VideoInfo; frames: AsyncIterable<TimedFrame>; outputFps: number; width: number; height: number } {
  const info = probeVideo(path);
  const scale = options.maxWidth && info.width > options.maxWidth ? options.maxWidth / info.width : 1;
  const width = Math.round((info.width * scale) / 2) * 2;
  const height = Math.round((info.height * scale) / 2) * 2;
  const outputFps = options.fps ?? (Number.isFinite(info.fps) ? info.fps : 30);
  const filters = [`fps=${outputFps}`, ...(scale < 1 || width !== info.width || height !== info.height ? [`scale=${width}:${height}`] : [])];
  return { info, outputFps, width, height, frames: readFrames(path, filters, width, height, outputFps) };
}

/** Spawns ffmpeg and yields whole frames from its raw RGBA output. */
async function* readFrames(path: string, filters: string[], width: number, height: number, fps: number): AsyncGenerator<TimedFrame> {
  const child = spawn(ffmpeg.path, ['-v', 'error', '-i', path, '-an', '-vf', filters.join(','), '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const frameBytes = width * height * 4;
  let buffer: Buffer = Buffer.alloc(0);
  let index = 0;
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      while (buffer.length >= frameBytes) {
        const data = new Uint8ClampedArray(frameBytes);
        data.set(buffer.subarray(0, frameBytes));
        buffer = buffer.subarray(frameBytes);
        yield { frame: { width, height, data }, tMs: (index / fps) * 1000, index };
        index += 1;
      }
    }
    const code = await exited;
    if (code !== 0) throw new VideoDecodeError(`decoding ${path} failed after ${index} frames: ${errors.trim() || `ffmpeg exited with ${code}`}`);
    if (index === 0) throw new VideoDecodeError(`${path} has no video frames`);
  } finally {
    if (child.exitCode === null) child.kill();
  }
}
