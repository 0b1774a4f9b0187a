/**
 * The live page's arena tracker (src/tracking/arenaTracker.ts defaults: a snapshot after six
 * agreeing readings) on a computer that reads slowly: a generated game video (synthetic dice,
 * always on) read at 2 frames per second, as a 2-core machine busy with other work may read a
 * camera. Each settled stretch of the video lasts 1.4 s (training-data/gameVideo/schedule.ts),
 * of which the motion gate takes 0.5 s: two readings are left before the next motion,
 * never six. Every throw must still be ruled, from the settle cut short (session 51: the
 * browser test's throw was missed so on a busy CI machine, and the game went wrong from there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewVideo } from '../../src/cli/reviewVideo.ts';
import { GameReview } from '../../src/review/gameReview.ts';
import { DEFAULT_ARENA_TRACKER_CONFIG } from '../../src/tracking/arenaTracker.ts';
import { makeGameVideo, scriptFromSeed, TIMING, type MadeGameVideo } from '../../training-data/gameVideo/index.ts';

describe('the live tracker at 2 readings a second', () => {
  let dir: string;
  let made: MadeGameVideo;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dice-slow-'));
    const script = scriptFromSeed(11, { players: ['Ann', 'Bob'], keepThrowing: true, maxThrows: 4 });
    made = await makeGameVideo(script, path.join(dir, 'game.mp4'), { diceSource: 'synthetic' });
  }, 60_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('rules every throw of a video whose settles are too short for six readings', async () => {
    // The premise: at 2 frames/s a settle leaves fewer readings than the tracker's stable vote needs.
    const readingsLeft = Math.floor(((TIMING.settleMs - 500) / 1000) * 2) + 1;
    expect(readingsLeft).toBeLessThan(DEFAULT_ARENA_TRACKER_CONFIG.voter.votes + DEFAULT_ARENA_TRACKER_CONFIG.stableVotes - 1);
    const review = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, keepThrowing: true, tracker: {} });
    const done = await reviewVideo(made.video.path, { review, dieKind: 'strike', fps: 2 });
    expect(done.fps).toBe(2);
    const throws = made.truth.script.steps.filter((step) => step.kind === 'throw').length;
    expect(done.review.entries.filter((entry) => entry.change === 'throw')).toHaveLength(throws);
    expect(done.review.entries.flatMap((entry) => entry.rulings.map((ruling) => ruling.text))).toEqual(made.truth.rulings.map((ruling) => ruling.text));
  }, 120_000);
});
