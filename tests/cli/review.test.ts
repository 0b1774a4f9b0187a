/**
 * `dice-referee review` on a generated game video (synthetic dice, always on) and on bad input.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGameVideo, scriptFromSeed, type MadeGameVideo } from '../../training-data/gameVideo/index.ts';
import { runCli } from './run.ts';

describe('dice-referee review', () => {
  let dir: string;
  let made: MadeGameVideo;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dice-review-'));
    const script = scriptFromSeed(3, { players: ['Ann', 'Bob'], maxThrows: 5 });
    made = await makeGameVideo(script, path.join(dir, 'game.mp4'), { diceSource: 'synthetic' });
  }, 60_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('prints the timeline of a recorded game with the rulings the script expects', () => {
    const result = runCli(['review', made.video.path, '--players', '2', '--names', 'Ann,Bob', '--json', '--no-progress']);
    expect(result.status).toBe(0);
    const lines = result.lines.map((line) => JSON.parse(line));
    const entries = lines.filter((line) => 'index' in line);
    expect(entries[0]).toMatchObject({ file: made.video.path, index: 0, tMs: 0, change: 'setup' });
    const rulings = entries.flatMap((entry) => entry.rulings.map((r: { text: string }) => r.text));
    expect(rulings).toEqual(made.truth.rulings.map((r) => r.text));
    const summary = lines.at(-1).summary;
    expect(summary.throws).toBe(made.truth.script.steps.filter((s) => s.kind === 'throw').length);
    expect(result.stderr).toMatch(/settled arenas, \d+ throws ruled, [\d.]+ s of video reviewed in [\d.]+ s \([\d.]+× real time\)/);
  });

  it('reads d6 footage with a warning, and refuses an impossible game before opening the video', () => {
    // Issue 6: recordings of plain d6 throws are reviewed with --die-kind d6; Strike's rules then
    // refuse what they must, but every settled arena is listed.
    const d6 = runCli(['review', made.video.path, '--game', 'strike', '--die-kind', 'd6', '--players', '2', '--no-progress', '--json']);
    expect(d6.status).toBe(0);
    expect(d6.stderr.split('\n')[0]).toBe('warning: Strike is played with strike (1 2 3 4 5 X) or strike-x2 (X 2 3 4 5 6) dice, not d6 (1 2 3 4 5 6). '
      + 'The video is read anyway: every settled arena is listed, and the rules refuse what they must.');
    const settled = d6.lines.map((line) => JSON.parse(line)).filter((line) => 'index' in line && line.change !== 'setup');
    expect(settled.length).toBeGreaterThanOrEqual(made.truth.script.steps.filter((s) => s.kind === 'throw').length);
    const tooMany = runCli(['review', made.video.path, '--players', '6', '--lang', 'fr', '--json', '--no-progress']);
    expect(tooMany.status).toBe(2);
    expect(JSON.parse(tooMany.stdout)).toEqual({ file: made.video.path, error: expect.stringMatching(/^Strike \(31 dice\) se joue de 2 à 5 joueurs \(.+\) ; ici 6$/) });
    expect(tooMany.stderr).toBe('');
  });

  it('says clearly when the file is not a video', () => {
    const junk = path.join(dir, 'notes.mp4');
    writeFileSync(junk, 'not a video at all');
    const result = runCli(['review', junk, '--players', '2']);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(new RegExp(`^error: cannot open video ${junk}: not a video ffmpeg can read \\(.+\\)\\n$`));
    const missing = runCli(['review', path.join(dir, 'missing.mp4'), '--players', '2', '--json']);
    expect(JSON.parse(missing.stdout)).toEqual({ file: path.join(dir, 'missing.mp4'), error: `cannot open video ${path.join(dir, 'missing.mp4')}: no such file` });
    const french = runCli(['review', junk, '--players', '2', '--lang', 'fr']);
    expect(french.status).toBe(1);
    expect(french.stdout).toMatch(new RegExp(`^erreur : cannot open video ${junk}: `));
  });
});
