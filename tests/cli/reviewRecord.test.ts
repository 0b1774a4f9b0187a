/**
 * `dice-referee review VIDEO --record FILE` writes the review's game record, and `review FILE`
 * rules the game again from it without the video: the same timeline, notes and rulings as the
 * video's review, the record's corrections and the command line's together.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGameVideo, scriptFromSeed, type MadeGameVideo } from '../../training-data/gameVideo/index.ts';
import { DIE_BESIDE_ARENA } from '../gameScripts.ts';
import { runCli, sharedRuns, type CliResult } from './run.ts';
import { parseGameRecord } from '../../src/review/recordFile.ts';
import { reopenedReview } from '../../src/app/review/reopenedReview.ts';
import { clock, GAME_RECORD_FORMAT } from '../../src/review/report.ts';

/** The players' options of the generated games. */
const ANN_BOB = ['--players', '2', '--names', 'Ann,Bob', '--no-progress'];

/** stderr without its last line, the summary (a record's says where it was analysed). */
function notesOf(result: CliResult): string[] {
  return result.stderr.split('\n').filter((line) => line !== '').slice(0, -1);
}

/** The JSON lines of a `--json` review without their `file` (a record's names the record), the summary's figures of the analysis left out. */
function jsonWithoutFile(result: CliResult): unknown[] {
  return result.lines.map((line) => {
    const { file: _file, summary, ...rest } = JSON.parse(line) as { file: string; summary?: Record<string, unknown> };
    if (!summary) return rest;
    const { file: _summaryFile, framesRead: _read, recordedFrom: _from, elapsedMs: _elapsed, speed: _speed, ...figures } = summary;
    return { summary: figures };
  });
}

/** Runs `dice-referee ...args` and how long it took, in ms. */
function timedRun(args: string[]): CliResult & { ms: number } {
  const started = performance.now();
  const result = runCli(args);
  return { ...result, ms: performance.now() - started };
}

describe('dice-referee review --record, and review RECORD.json', () => {
  let dir: string;
  let made: MadeGameVideo;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dice-review-record-'));
    const script = scriptFromSeed(3, { players: ['Ann', 'Bob'], maxThrows: 5 });
    made = await makeGameVideo(script, path.join(dir, 'game.mp4'), { diceSource: 'synthetic' });
  }, 60_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const shared = sharedRuns();
  /** The video reviewed as JSON lines, its record written to game.json. */
  const videoJson = () => shared(['review', made.video.path, ...ANN_BOB, '--json', '--record', path.join(dir, 'game.json')]);

  it('rules the game again from the record with no video: the same timeline, rulings, standing and warnings, in about the CLI start-up', () => {
    const video = videoJson();
    expect(video.status).toBe(0);
    const recordFile = path.join(dir, 'game.json');
    const record = parseGameRecord(readFileSync(recordFile, 'utf8'));
    expect(record).toMatchObject({ format: GAME_RECORD_FORMAT, setup: { game: 'strike', players: ['Ann', 'Bob'], edition: 'classic', dieKind: 'strike', language: 'en', analysisFps: 15 } });
    expect(record.video).toMatchObject({ name: 'game.mp4', width: made.video.width, height: made.video.height });
    expect(record.analysis).toMatchObject({ frames: made.video.frames, complete: true });
    // No --players: the record's set-up.
    const again = timedRun(['review', recordFile, '--json']);
    expect(again.status).toBe(0);
    expect(jsonWithoutFile(again)).toEqual(jsonWithoutFile(video));
    const summary = JSON.parse(again.lines.at(-1)!).summary;
    expect(summary).toMatchObject({ file: recordFile, recordedFrom: 'game.mp4', frames: made.video.frames, warnings: [] });
    // The rulings are the script's, as the video's review gives them.
    const rulings = again.lines.map((line) => JSON.parse(line)).filter((line) => 'index' in line).flatMap((entry) => entry.rulings.map((r: { text: string }) => r.text));
    expect(rulings).toEqual(made.truth.rulings.map((r) => r.text));
    // In text, the summary says it was ruled again from the record, its figures analysed earlier.
    const text = timedRun(['review', recordFile]);
    expect(text.status).toBe(0);
    expect(text.stderr).toMatch(/^\d+ settled arenas, \d+ throws ruled again from .*game\.json, recorded from game\.mp4 \([\d.]+ s of video analysed earlier in [\d.]+ s\)\n$/);
    // No analysis: the CLI's start-up (about 1–2 s), not the seconds of an analysis.
    console.log(`review RECORD.json: ${Math.round(again.ms)} ms (--json), ${Math.round(text.ms)} ms (text)`);
    expect(Math.max(again.ms, text.ms)).toBeLessThan(10_000);
  });
});
