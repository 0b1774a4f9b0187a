/**
 * `dice-referee review VIDEO`: reviews a recorded game — every settled arena with its time,
 * the dice read and the rulings that followed — fast, by reading the dice only until each
 * settle has been voted on. Its own lines are in the `--lang` language
 * (src/referee/messages/cli.ts); what a live referee would have asked (`?` lines) is English.
 */
import { SingleBar } from 'cli-progress';
import { CLI_MESSAGES, type CliMessages } from '../../referee/messages/cli.ts';
import { renderRefusal } from '../../referee/render.ts';
import type { TimelineEntry } from '../../review/gameReview.ts';
import { VideoDecodeError } from '../decodeVideo.ts';
import { parseDieKind } from '../options.ts';
import { reviewVideo } from '../reviewVideo.ts';
import type { Output } from './read.ts';
import { gameConfig, type RefereeCommandOptions } from './referee.ts';

/** Options of `dice-referee review`: the game's, plus how to analyse the video. */
export interface ReviewCommandOptions extends RefereeCommandOptions {
  /** Frames per second to analyse (the video is resampled). */
  fps: number;
  /** Show a progress bar on stderr. */
  progress: boolean;
}

/**
 * Reviews one video and writes its timeline to `out` and a summary to `err`.
 * Dice the game is not played with (`--die-kind d6` for Strike) are read anyway, with a
 * warning on `err`: the timeline shows every settled arena, and the rules refuse what they
 * must (a 6 on a Strike die).
 * @returns exit status: 0; 1 when the file is not a video or decoding fails; 2 when the game
 *   cannot be set up (players or names)
 */
export async function runReview(file: string, options: ReviewCommandOptions, out: Output, err: Output): Promise<number> {
  const say = CLI_MESSAGES[options.lang];
  const dieKind = parseDieKind(options.dieKind);
  const game = gameConfig(options, 'allow');
  if ('error' in game) {
    out.write(options.json ? `${JSON.stringify({ file, error: game.error })}\n` : `${say.error(game.error)}\n`);
    return 2;
  }
  if (game.warning) err.write(`${say.otherDiceWarning(game.warning)}\n`);
  const bar = options.progress ? new SingleBar({ stream: process.stderr, format: say.progressFormat, hideCursor: true }) : null;
  let barStarted = false;
  const print = (entry: TimelineEntry) => {
    if (barStarted) bar?.stop();
    const rounded = { ...entry, dice: entry.dice.map((die) => ({ ...die, box: die.box.map(Math.round) as typeof die.box, confidence: Math.round(die.confidence * 100) / 100 })) };
    out.write(options.json ? `${JSON.stringify({ file, ...rounded })}\n` : formatEntry(entry, say, options));
    barStarted = false;
  };
  try {
    const done = await reviewVideo(file, {
      game: game.config,
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
    err.write(`${say.reviewSummary(summary)}\n`);
    if (options.json) out.write(`${JSON.stringify({ file, summary })}\n`);
    return 0;
  } catch (error) {
    if (barStarted) bar?.stop();
    if (!(error instanceof VideoDecodeError)) throw error;
    out.write(options.json ? `${JSON.stringify({ file, error: error.message })}\n` : `${say.error(error.message)}\n`);
    return 1;
  }
}

/** `mm:ss.s` */
function clock(ms: number): string {
  const s = ms / 1000;
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${(s % 60).toFixed(1).padStart(4, '0')}`;
}

/** One timeline entry as text: time, what happened, the dice, the rulings, in `say`'s language. */
export function formatEntry(entry: TimelineEntry, say: CliMessages, options: Pick<RefereeCommandOptions, 'game' | 'lang'>): string {
  const lines = [`${clock(entry.tMs)}  ${say.change(entry.change)}${entry.dice.length ? `  ${say.timelineDice(entry.dice)}` : ''}`];
  for (const ruling of entry.rulings) lines.push(`          ${ruling.text}`);
  if (entry.rejected) lines.push(`          ${say.unexplained(renderRefusal(options.game, entry.rejected, options.lang))}`);
  if (entry.question) lines.push(`          ? ${entry.question}`);
  return `${lines.join('\n')}\n`;
}
