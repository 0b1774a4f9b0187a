/**
 * `dice-referee review` on a real video (skipped without ../shared): see tests/realVideo.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectedRealThrows, hasRealVideo, REAL_VIDEO, realThrowsRead } from '../realVideo.ts';
import { runCli } from './run.ts';

if (!hasRealVideo) console.warn(`real-video CLI test skipped: ${REAL_VIDEO} is absent`);

interface Line {
  index?: number;
  tMs: number;
  change: string;
  dice: { face: string | null; inArena: boolean }[];
  summary?: { settled: number; complete: boolean };
}

describe.skipIf(!hasRealVideo)('dice-referee review of a real video', () => {
  it('finds each of its eight throws once, settled, and reads every top face', () => {
    const result = runCli(['review', REAL_VIDEO, '--game', 'dice-game', '--players', '1', '--json', '--no-progress']);
    // Exit 0: a video reviewed is no error, though the rules (six dice a roll) took no roll from it.
    expect(result.status).toBe(0);
    const lines = result.lines.map((line) => JSON.parse(line) as Line);
    const settles = lines.filter((line) => line.index !== undefined && line.change !== 'setup');
    expect(realThrowsRead(settles.map((entry) => ({ tMs: entry.tMs, faces: entry.dice.filter((die) => die.inArena).map((die) => die.face) }))))
      .toEqual(expectedRealThrows());
    expect(lines.at(-1)!.summary).toMatchObject({ settled: 8, complete: true });
    // Plain dice, one or two a throw: the warning says the rolls were too few dice, not that this is Strike.
    expect(result.stderr).toContain("warning: dice were read, but the rules took no roll of the dice game from them: a turn's first roll is of 6 dice, and no settled arena held more than 2: were all six thrown, and in view?");
  }, 60_000);

  it('reviewed as Strike, says its 6s are plain dice once a 1 was read, suggesting no Strike edition', () => {
    const result = runCli(['review', REAL_VIDEO, '--players', '2', '--no-progress']);
    expect(result.status).toBe(0);
    const notes = result.lines.filter((line) => line.includes('A die shows 6'));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note.trim()).toBe('A die shows 6, which strike (1 2 3 4 5 X) dice do not have: the rules take it for a die not lying flat. They look like plain dice (1 to 6), which no Strike edition has.');
    expect(result.stdout).not.toContain('--die-kind strike-x2 may fit');
  }, 60_000);
});
