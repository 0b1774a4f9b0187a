/**
 * Decodes video files (mp4, webm, mov, ...) into RGBA frames in Node, with the ffmpeg binary
 * shipped by the npm package `@ffmpeg-installer/ffmpeg` (no system package needed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { RgbaFrame } from '../core/types.ts';
import type { FileProblem } from '../referee/messages/cli.ts';
import { startsAsVideoContainer, VIDEO_CONTAINER_HEAD_BYTES } from '../core/videoContainer.ts';
import { fileHead, InputFileError, inputFileProblem } from './inputFile.ts';
import { startsAsImage } from './pictureFormat.ts';
import { analysisFps } from '../review/analysisRate.ts';
import { analysisSize } from '../review/analysisSize.ts';

/**
 * The file `path` as ffmpeg's input: absolute, so that a name with a colon (`final:2.mp4`) is
 * not taken for a protocol, nor `-` for standard input (ffmpeg's "Protocols" manual: an input
 * is `protocol:rest` when it starts with a protocol name and a colon).
 */
export function ffmpegInput(path: string): string {
  return resolve(path);
}

/**
 * A file could not be read as a video; `message` names the file once and says why (English),
 * `problem` says why for other languages (src/referee/messages/cli.ts).
 */
export class VideoDecodeError extends InputFileError {
  constructor(path: string, problem: FileProblem) {
    super(path, problem);
    this.name = 'VideoDecodeError';
  }
}

/** What a video file holds, as ffmpeg reports it. */
export interface VideoInfo {
  /**
   * Frame size in pixels, upright and as shown: as players watch it (ffmpeg turns a picture
   * stored on its side upright; pixels stored non-square, e.g. 320 × 240 at SAR 4:3, are shown
   * 427 × 240, as a browser shows them).
   */
  width: number;
  height: number;
  /** The decoded picture's own size in pixels, upright but as stored (non-square pixels not widened). */
  storedWidth: number;
  storedHeight: number;
  /**
   * Clockwise turn, degrees (0, 90, 180 or 270), that shows the stored pictures upright: a phone
   * held upright records landscape pictures and this turn in the metadata (ffmpeg's
   * `displaymatrix`, or the `rotate` tag of older files).
   */
  rotation: number;
  /**
   * The index in the file of the video stream read (ffmpeg's `0:K`): the first video stream that
   * is not a cover picture. Only it is decoded, even where another is larger.
   */
  streamIndex: number;
  /** Duration in ms (NaN when the container does not say). */
  durationMs: number;
  /**
   * Time of the first picture, ms (ffmpeg's `start`; 0 when it does not say). A recording cut
   * from a longer one may start later; ffmpeg's duration then counts from 0 or from the start,
   * depending on how the file was written.
   */
  startMs: number;
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
 * ffmpeg demuxers that read a single picture: `image2` (by file name) and the `*_pipe` ones
 * it picks from the content (png_pipe, jpeg_pipe, webp_pipe, bmp_pipe, tiff_pipe, …).
 */
const STILL_IMAGE_DEMUXER = /^(image2|\w+_pipe)$/;

/** ffmpeg demuxers of picture formats that may hold one picture or an animation (GIF, APNG). */
const ANIMATION_DEMUXER = /^(gif|apng)$/;

/**
 * Whether the file at `path` starts as a video container ({@link startsAsVideoContainer}); false
 * when it cannot be read. A file that starts so but that ffmpeg cannot read is a damaged or
 * cut-short video.
 */
function fileStartsAsVideoContainer(path: string): boolean {
  try {
    return startsAsVideoContainer(fileHead(path, VIDEO_CONTAINER_HEAD_BYTES));
  } catch {
    return false;
  }
}

/** Whether the file at `path` starts as a picture format (pictureFormat.ts `startsAsImage`); false when it cannot be read. */
function fileStartsAsImage(path: string): boolean {
  try {
    return startsAsImage(fileHead(path, VIDEO_CONTAINER_HEAD_BYTES));
  } catch {
    return false;
  }
}

/**
 * Reads a video file's size, duration, frame rate and codec from `ffmpeg -i`'s report.
 * @throws VideoDecodeError (problem kinds of src/referee/messages/cli.ts `FileProblem`) when
 *   the file is `missing`, `unreadable`, a `folder` or `empty`; a `still-image` (a photo, or a
 *   GIF or APNG of one picture);
 *   has `no-video-stream` (sound only, or a cover picture); or is `not-a-video` ffmpeg can read
 */
export function probeVideo(path: string): VideoInfo {
  const problem = inputFileProblem(path);
  if (problem) throw new VideoDecodeError(path, problem);
  const run = spawnSync(ffmpeg.path, ['-hide_banner', '-i', ffmpegInput(path)], { encoding: 'utf8' });
  const log = run.stderr ?? '';
  const demuxers = /^Input #0, (\S+), from /m.exec(log)?.[1]?.split(',') ?? [];
  // A cover picture in a sound file is an "(attached pic)" video stream: not a video.
  // ffmpeg lists streams as "Stream #0:K" (K the stream's index in the file; by programs in an MPEG-TS).
  const stream = [...log.matchAll(/Stream #\d+:(\d+).*?: Video: (\w+)[^\n]*?, (\d{1,5})x(\d{1,5})[^\n]*/g)].find((m) => !m[0].includes('attached pic'));
  // A picture with a size is a photo; ffmpeg also picks its picture reader for any file named
  // like one (a text file called .jpg), which then has no picture in it: not a video.
  if (stream && demuxers.some((name) => STILL_IMAGE_DEMUXER.test(name))) throw new VideoDecodeError(path, { kind: 'still-image' });
  // A picture format this ffmpeg does not read as one (TIFF, AVIF, HEIF): a photo all the same.
  if (!stream && fileStartsAsImage(path)) throw new VideoDecodeError(path, { kind: 'still-image' });
  if (!stream) {
    if (demuxers.length > 0 && /Stream #\S+.*?: (Audio|Subtitle|Data):/.test(log)) {
      throw new VideoDecodeError(path, { kind: 'no-video-stream', audio: /Stream #\S+.*?: Audio:/.test(log) });
    }
    const why = /Invalid data found|could not find codec|moov atom not found|End of file/i.exec(log)?.[0];
    const damaged = fileStartsAsVideoContainer(path);
    throw new VideoDecodeError(path, { kind: 'not-a-video', ...(why ? { detail: why } : {}), ...(damaged ? { damaged } : {}) });
  }
  // An animated-picture format holding one picture is a photo.
  if (demuxers.some((name) => ANIMATION_DEMUXER.test(name)) && countPictures(path, Number(stream[1])) === 1) throw new VideoDecodeError(path, { kind: 'still-image' });
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(log);
  const start = /Duration: [^\n]*?, start: (-?\d+(?:\.\d+)?)/.exec(log);
  const fps = /([\d.]+) fps/.exec(stream[0]);
  const rotation = streamRotation(log.slice(stream.index + stream[0].length));
  const sideways = rotation === 90 || rotation === 270;
  // Sample (pixel) aspect ratio: a stored pixel is shown SAR times as wide. ffmpeg writes the
  // codec's in brackets ("480x360 [SAR 1:1 DAR 4:3]") and, where the container says otherwise (a
  // WebM's display size, an MP4's pasp box), the container's after it ("…, SAR 4:3 DAR 16:9"),
  // which players follow: the last one counts.
  const sar = [...stream[0].matchAll(/SAR (\d+):(\d+) DAR/g)].at(-1);
  const pixelAspect = sar && Number(sar[1]) > 0 && Number(sar[2]) > 0 ? Number(sar[1]) / Number(sar[2]) : 1;
  const [storedWidth, storedHeight] = [Number(stream[3]), Number(stream[4])];
  const shownWidth = Math.round(storedWidth * pixelAspect);
  return {
    codec: stream[2]!,
    width: sideways ? storedHeight : shownWidth,
    height: sideways ? shownWidth : storedHeight,
    storedWidth: sideways ? storedHeight : storedWidth,
    storedHeight: sideways ? storedWidth : storedHeight,
    rotation,
    streamIndex: Number(stream[1]),
    durationMs: duration ? ((Number(duration[1]) * 60 + Number(duration[2])) * 60 + Number(duration[3])) * 1000 : Number.NaN,
    startMs: start ? Math.max(0, Number(start[1]) * 1000) : 0,
    fps: fps ? Number(fps[1]) : Number.NaN,
  };
}

/**
 * The clockwise turn, degrees (0, 90, 180 or 270), of a video stream from the lines `ffmpeg -i`
 * writes after its `Stream #…: Video:` line, up to the next stream: the `displaymatrix:
 * rotation of A degrees` side data (A counter-clockwise: the turn is −A) or, in files whose
 * side data ffmpeg does not report, the `rotate : R` tag (R clockwise).
 */
export function streamRotation(linesAfterStream: string): number {
  const own = linesAfterStream.split(/\n\s*Stream #/)[0]!;
  const matrix = /displaymatrix: rotation of (-?\d+(?:\.\d+)?) degrees/.exec(own);
  const tag = /^\s*rotate\s*:\s*(-?\d+)\s*$/m.exec(own);
  const degrees = matrix ? -Number(matrix[1]) : tag ? Number(tag[1]) : 0;
  return ((Math.round(degrees / 90) * 90) % 360 + 360) % 360;
}

/**
 * How many pictures the stream of index `streamIndex` (`VideoInfo.streamIndex`) of a file holds,
 * counted by copying its packets without decoding them (fast: the file is read once), or, when
 * `shown`, by decoding them: only the pictures a player sees (an edit list may hide some).
 * @returns NaN when ffmpeg fails or reports damaged or missing data on the way (a file cut
 *   short: its pictures may stop before the stream says they should)
 */
function countPictures(path: string, streamIndex: number, shown = false): number {
  const frames = finalProgress(path, [`0:${streamIndex}`], !shown)?.frame;
  return frames === undefined ? Number.NaN : Number(frames);
}

/**
 * ffmpeg's last `-progress` report (`frame`, `out_time`, …) after reading the streams `maps` of a
 * file (ffmpeg `-map` values, in order: `0:1`; `0` then `-0:1`, all but stream 1) into the null
 * muxer, their packets copied (`copy`) or decoded; null when ffmpeg fails (no stream mapped,
 * say) or reports damaged or missing data on the way (`-v error` prints anything).
 */
function finalProgress(path: string, maps: readonly string[], copy: boolean): Record<string, string> | null {
  const run = spawnSync(ffmpeg.path, ['-v', 'error', '-nostats', '-i', ffmpegInput(path), ...maps.flatMap((map) => ['-map', map]), ...(copy ? ['-c', 'copy'] : []), '-f', 'null', '-', '-progress', 'pipe:1'], { encoding: 'utf8' });
  if (run.status !== 0 || (run.stderr ?? '').trim() !== '') return null;
  const report: Record<string, string> = {};
  for (const [, key, value] of (run.stdout ?? '').matchAll(/^(\w+)=(.*)$/gm)) report[key!] = value!;
  return report;
}

/**
 * How long the pictures of a video file last, ms: the pictures of its video stream
 * of index `options.streamIndex` (`VideoInfo.streamIndex`, default 0) counted
 * ({@link countPictures}) over `fps` (frames per second, `VideoInfo.fps`). The container's
 * duration (`VideoInfo.durationMs`) covers its longest stream, so a sound track that runs on
 * makes it longer than the pictures. With `options.shown` the pictures are decoded (slower) and
 * only those shown count: an MP4 trimmed by copying (`ffmpeg -ss 2 -i in.mp4 -c copy out.mp4`)
 * keeps the pictures from the key frame before its start, which its edit list hides and its
 * duration counts; a copy counts them too.
 * @returns NaN when the count fails (damaged or missing data), finds no picture, or `fps` is unknown
 */
export function pictureDurationMs(path: string, fps: number, options: { streamIndex?: number; shown?: boolean } = {}): number {
  if (!(fps > 0)) return Number.NaN;
  const frames = countPictures(path, options.streamIndex ?? 0, options.shown);
  return frames > 0 ? (frames / fps) * 1000 : Number.NaN;
}

/**
 * How long the streams of a file other than its video stream of index `streamIndex`
 * (`VideoInfo.streamIndex`) last, ms: a sound track, or a second video stream, that may run on
 * after the pictures read. The end time ffmpeg reports after copying their packets (the file is
 * read once, nothing decoded). NaN when the file has no other stream or ffmpeg fails or reports
 * damaged data on the way.
 */
export function otherStreamsDurationMs(path: string, streamIndex: number): number {
  const time = /^(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(finalProgress(path, ['0', `-0:${streamIndex}`], true)?.out_time ?? '');
  return time ? ((Number(time[1]) * 60 + Number(time[2])) * 60 + Number(time[3])) * 1000 : Number.NaN;
}

/** Options of {@link decodeVideo}. */
export interface DecodeOptions {
  /** Resample to this many frames per second, at most the video's own rate ({@link analysisFps}); default: the video's own rate. */
  fps?: number;
  /** Scale down (keeping the aspect ratio) so the longer side is at most this, in pixels (src/review/analysisSize.ts). */
  maxSide?: number;
}

/** How decoding went, filled in as frames are read (final once the frames are exhausted). */
export interface DecodeStatus {
  /** Frames decoded so far. */
  frames: number;
  /** Whether ffmpeg has finished and its exit status was checked. */
  finished: boolean;
  /** What ffmpeg printed on stderr at `-v error` (damaged or missing data), trimmed; '' when nothing. */
  errors: string;
}

/** A video being decoded: its info, the rate and size of the frames, and the frames. */
export interface DecodedVideo {
  info: VideoInfo;
  /** Frames per second of `frames` ({@link analysisFps} of the rate asked for). */
  outputFps: number;
  /** Size of the frames, in pixels: the video's size as shown, or scaled down to `maxSide` (then even numbers). */
  width: number;
  height: number;
  /** The frames, streamed: one frame in memory at a time. */
  frames: AsyncIterable<TimedFrame>;
  /** How decoding went; read it after `frames` is exhausted. */
  status: DecodeStatus;
}

/**
 * Decodes a video into RGBA frames, streaming (one frame in memory at a time).
 * @returns the video's info and an async iterable of its frames
 * @throws VideoDecodeError when the file is not a video (at once, see {@link probeVideo}), or
 *   from the iterator when ffmpeg fails part-way (`decode-failed`, with its message) or gives
 *   no frame at all (`no-frames`; `damaged`, with ffmpeg's words, when it reported an error). A file cut short usually decodes "successfully" up to the
 *   cut: compare `status.frames` with the duration, and check `status.errors`.
 */
export function decodeVideo(path: string, options: DecodeOptions = {}): DecodedVideo {
  const info = probeVideo(path);
  const { width, height } = analysisSize(info.width, info.height, options.maxSide ?? Infinity);
  const outputFps = options.fps === undefined ? (Number.isFinite(info.fps) ? info.fps : 30) : analysisFps(options.fps, info.fps);
  // Scaled to the size shown: smaller, or wider or narrower for pixels that are not square.
  const stored = info.storedWidth !== width || info.storedHeight !== height;
  const filters = [`fps=${outputFps}`, ...(stored ? [`scale=${width}:${height}`, 'setsar=1'] : [])];
  const status: DecodeStatus = { frames: 0, finished: false, errors: '' };
  return { info, outputFps, width, height, status, frames: readFrames(path, info.streamIndex, filters, width, height, outputFps, status) };
}

/** Most characters of ffmpeg's stderr kept: the first errors say what went wrong. */
const MAX_ERROR_CHARS = 4000;

/** Spawns ffmpeg and yields whole frames from its raw RGBA output, keeping `status` up to date. */
async function* readFrames(path: string, streamIndex: number, filters: string[], width: number, height: number, fps: number, status: DecodeStatus): AsyncGenerator<TimedFrame> {
  const child = spawn(ffmpeg.path, ['-v', 'error', '-i', ffmpegInput(path), '-map', `0:${streamIndex}`, '-an', '-vf', filters.join(','), '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    if (errors.length < MAX_ERROR_CHARS) errors = (errors + chunk.toString()).slice(0, MAX_ERROR_CHARS);
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const frameBytes = width * height * 4;
  // Each chunk from the pipe (64 KiB) is copied once, straight into the frame it belongs to: a
  // frame is ~14 chunks at 640 × 360, and joining them as they came (Buffer.concat) copied the
  // part read so far again with every chunk, 7× the frame's bytes (a tenth of a review's time).
  let data = new Uint8ClampedArray(frameBytes);
  let filled = 0;
  let index = 0;
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      let offset = 0;
      while (offset < chunk.length) {
        const taken = Math.min(frameBytes - filled, chunk.length - offset);
        data.set(chunk.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled < frameBytes) break;
        status.frames = index + 1;
        yield { frame: { width, height, data }, tMs: (index / fps) * 1000, index };
        index += 1;
        data = new Uint8ClampedArray(frameBytes);
        filled = 0;
      }
    }
    const code = await exited;
    status.errors = errors.trim();
    status.finished = true;
    if (code !== 0) throw new VideoDecodeError(path, { kind: 'decode-failed', frames: index, detail: firstErrorLine(status.errors, path) || `ffmpeg exited with ${code}` });
    // No frame, and ffmpeg said why ("Read error" for a WebM cut within its first cluster): cut short or damaged.
    if (index === 0) {
      throw new VideoDecodeError(path, status.errors ? { kind: 'no-frames', damaged: true, detail: firstErrorLine(status.errors, path) } : { kind: 'no-frames' });
    }
  } finally {
    if (child.exitCode === null) child.kill();
  }
}

/** ffmpeg's words for a file that stops or is damaged, the ones a user can act on. */
const TELLING_ERROR = /partial file|invalid data found|end of file|truncat|corrupt|moov atom not found/i;

/**
 * The most telling line of ffmpeg's error output (`-v error`): the first that says the file
 * stops or is damaged ("partial file", "Invalid data found when processing input"), else the
 * first line; without the `[h264 @ 0x…]` prefix or the file name ffmpeg puts before it.
 * @param errors ffmpeg's stderr; '' gives ''
 * @param path the file, as given to ffmpeg
 */
export function firstErrorLine(errors: string, path?: string): string {
  const lines = errors.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
  const line = lines.find((l) => TELLING_ERROR.test(l)) ?? lines[0] ?? '';
  const bare = line.replace(/^\[[^\]]*@ 0x[0-9a-f]+\]\s*/i, '');
  return path && bare.startsWith(`${path}: `) ? bare.slice(path.length + 2) : bare;
}
