/**
 * `dice-referee review VIDEO`: reviews a recorded game — every settled arena with its time,
 * the dice read and the rulings that followed — fast, by reading the dice only until each
 * settle has been voted on.
 */
import { SingleBar } from 'cli-progress';
import type { TimelineEntry } from '../../review/gameReview.ts';
import { VideoDecodeError } from '../decodeVideo.ts';
import { parseDieKind } from '../options.ts';
import { reviewVideo } from '../reviewVideo.ts';
import type { Output } from './read.ts';
import { editionFor, playerNames, type RefereeCommandOptions } from './referee.ts';

/** Options of `dice-referee review`: the game's, plus how to analyse the video. */
export interface ReviewCommandOptions extends RefereeCommandOptions {
  /** Frames per second to analyse (the video is resampled). */
  fps: number;
  /** Show a progress bar on stderr. */
  progress: boolean;
}

/**
 * Reviews one video and writes its timeline to `out` and a summary to `err`.
 * @returns exit status: 0, or 1 when the file is not a video or decoding fails
 */
export async function runReview(file: string, options: ReviewCommandOptions, out: Output, err: Output): Promise<number> {
  const dieKind = parseDieKind(options.dieKind);
  const bar = options.progress ? new SingleBar({ stream: process.stderr, format: 'reviewing [{bar}] {percentage}% | {value}/{total} frames | {settled} settled', hideCursor: true }) : null;
  let barStarted = false;
  const print = (entry: TimelineEntry) => {
    if (barStarted) bar?.stop();
    const rounded = { ...entry, dice: entry.dice.map((die) => ({ ...die, box: die.box.map(Math.round) as typeof die.box, confidence: Math.round(die.confidence * 100) / 100 })) };
    out.write(options.json ? `${JSON.stringify({ file, ...rounded })}\n` : formatEntry(entry));
    barStarted = false;
  };
  try {
    const done = await reviewVideo(file, {
      game: { players: playerNames(options.players, options.names), edition: editionFor(dieKind) },
      language: options.lang,
      keepThrowing: options.keepThrowing,
      dieKind,
      fps: options.fps,
      onEntry: print,
      onProgress(frames, total, settled) {
        if (!bar) return;
        if (!barStarted) bar.start(total, frames, { settled });
        barStarted = true;
        bar.update(Math.min(frames, total), { settled });
      },
    });
    if (barStarted) bar?.stop();
    const summary = {
      file,
      durationMs: Math.round(done.info.durationMs),
      frames: done.frames,
      framesRead: done.framesRead,
      settled: done.review.entries.length - 1,
      throws: done.review.events.filter((e) => e.type === 'diceThrown').length,
      elapsedMs: Math.round(done.elapsedMs),
      speed: Math.round(done.speed * 10) / 10,
    };
    err.write(`${summary.settled} settled arenas, ${summary.throws} throws ruled, ${(summary.durationMs / 1000).toFixed(1)} s of video reviewed in ${(summary.elapsedMs / 1000).toFixed(1)} s (${summary.speed}× real time)\n`);
    if (options.json) out.write(`${JSON.stringify({ file, summary })}\n`);
    return 0;
  } catch (error) {
    if (barStarted) bar?.stop();
    if (!(error instanceof VideoDecodeError)) throw error;
    out.write(options.json ? `${JSON.stringify({ file, error: error.message })}\n` : `error: ${error.message}\n`);
    return 1;
  }
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
