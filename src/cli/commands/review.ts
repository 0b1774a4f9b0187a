/**
 * `dice-referee review VIDEO`: reviews a recorded game — every settled arena with its time,
 * the dice read and the rulings that followed — fast, by reading the dice only once per
 * settle.
 */
import { SingleBar } from 'cli-progress';
import { GameReview, type TimelineEntry } from '../../review/gameReview.ts';
import type { Language } from '../../referee/render.ts';
import { VisionPipeline } from '../../vision/pipeline.ts';
import { decodeVideo, VideoDecodeError } from '../decodeVideo.ts';
import { createReader } from '../reader.ts';
import { parseDieKind } from '../options.ts';
import type { Output } from './read.ts';
import { playerNames } from './referee.ts';

/** Options of `dice-referee review`. */
export interface ReviewCommandOptions {
  game: string;
  players: number;
  names?: string;
  keepThrowing?: boolean;
  lang: Language;
  dieKind: string;
  json?: boolean;
  /** Frames per second to analyse (the video is resampled). */
  fps: number;
  /** Show a progress bar on stderr. */
  progress: boolean;
}

/** Summary figures of a review. */
export interface ReviewSummary {
  file: string;
  durationMs: number;
  frames: number;
  settled: number;
  throws: number;
  elapsedMs: number;
  /** Video duration / processing time. */
  speed: number;
}

/**
 * Reviews one video and writes its timeline to `out`.
 * @returns exit status: 0, or 1 when the file is not a video or decoding fails
 */
export async function runReview(file: string, options: ReviewCommandOptions, out: Output, err: Output): Promise<number> {
  const started = performance.now();
  const dieKind = parseDieKind(options.dieKind);
  let decoded: ReturnType<typeof decodeVideo>;
  try {
    decoded = decodeVideo(file, { fps: options.fps, maxWidth: 960 });
  } catch (error) {
    if (!(error instanceof VideoDecodeError)) throw error;
    out.write(options.json ? `${JSON.stringify({ file, error: error.message })}\n` : `error: ${error.message}\n`);
    return 1;
  }
  const review = new GameReview({
    game: { players: playerNames(options.players, options.names), edition: dieKind === 'strike-x2' ? 'classic-x2' : 'classic' },
    language: options.lang,
    keepThrowing: options.keepThrowing,
  });
  const print = (entry: TimelineEntry) => out.write(options.json ? `${JSON.stringify({ file, ...entry })}\n` : formatEntry(entry));
  print(review.entries[0]!);

  const reader = await createReader();
  const pipeline = new VisionPipeline(reader.cv, reader.reader);
  const total = Math.max(1, Math.round((decoded.info.durationMs / 1000) * decoded.outputFps));
  const bar = options.progress ? new SingleBar({ stream: process.stderr, format: 'reviewing [{bar}] {percentage}% | {value}/{total} frames | {settled} settled', hideCursor: true }) : null;
  bar?.start(total, 0, { settled: 0 });
  let frames = 0;
  let settled = 0;
  try {
    for await (const { frame, tMs } of decoded.frames) {
      const result = await pipeline.process(frame, tMs, { dieKind, read: review.wantsReading });
      const entry = review.feed(result);
      frames += 1;
      if (entry) {
        settled += 1;
        bar?.stop();
        print(entry);
        bar?.start(total, frames, { settled });
      }
      bar?.update(Math.min(frames, total), { settled });
    }
  } catch (error) {
    bar?.stop();
    if (!(error instanceof VideoDecodeError)) throw error;
    out.write(options.json ? `${JSON.stringify({ file, error: error.message })}\n` : `error: ${error.message}\n`);
    return 1;
  } finally {
    reader.dispose();
  }
  bar?.update(total, { settled });
  bar?.stop();
  const elapsedMs = performance.now() - started;
  const summary: ReviewSummary = {
    file, durationMs: decoded.info.durationMs, frames, settled,
    throws: review.events.filter((e) => e.type === 'diceThrown').length,
    elapsedMs: Math.round(elapsedMs), speed: Math.round((decoded.info.durationMs / elapsedMs) * 10) / 10,
  };
  err.write(`${summary.settled} settled arenas, ${summary.throws} throws ruled, ${(summary.durationMs / 1000).toFixed(1)} s of video reviewed in ${(elapsedMs / 1000).toFixed(1)} s (${summary.speed}× real time)\n`);
  if (options.json) out.write(`${JSON.stringify({ file, summary })}\n`);
  return 0;
}

/** `mm:ss.s` */
function clock(ms: number): string {
  const s = ms / 1000;
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${(s % 60).toFixed(1).padStart(4, '0')}`;
}

/** One timeline entry as text: time, what happened, the dice, the rulings. */
function formatEntry(entry: TimelineEntry): string {
  const lines = [`${clock(entry.tMs)}  ${entry.change}${entry.dice.length ? `  dice: ${entry.dice.map((d) => `${d.face ?? '?'}${d.inArena ? '' : '(out)'}`).join(' ')}` : ''}`];
  for (const ruling of entry.rulings) lines.push(`          ${ruling.text}`);
  if (entry.rejected) lines.push(`          ! the rules cannot explain this arena: ${entry.rejected.message}`);
  if (entry.question) lines.push(`          ? ${entry.question}`);
  return `${lines.join('\n')}\n`;
}
