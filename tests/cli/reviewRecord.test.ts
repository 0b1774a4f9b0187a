/**
 * `dice-referee review VIDEO --record FILE` writes the review's game record, and `review FILE`
 * rules the game again from it without the video: the same timeline, notes and rulings as the
 * video's review, the record's corrections and the command line's together.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGameVideo, scriptFromSeed, type MadeGameVideo } from '../../training-data/gameVideo/index.ts';
import { DIE_BESIDE_ARENA } from '../gameScripts.ts';
import { runCli, sharedRuns, type CliResult } from './run.ts';
import { parseGameRecord } from '../../src/review/recordFile.ts';
import { reopenedReview } from '../../src/app/review/reopenedReview.ts';
import { clock, GAME_RECORD_FORMAT } from '../../src/review/report.ts';
import { startReview } from '../../src/app/review/reviewState.ts';

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

  /** The times (`mm:ss.s`) of the video's throws, from its JSON review. */
  const throwTimes = () => videoJson().lines.map((line) => JSON.parse(line)).filter((line) => line.change === 'throw').map((entry) => clock(entry.tMs));

  it('rules a record with --correct or --left-at as the video is ruled with them, and a record written with them keeps them, as the page reopens it', () => {
    videoJson();
    const recordFile = path.join(dir, 'game.json');
    const leaving = `${throwTimes()[1]}=Ann`;
    for (const [option, value] of [['--correct', '00:10.1/3=3'], ['--left-at', leaving]] as const) {
      const kept = path.join(dir, `${option.slice(2)}.json`);
      const video = shared(['review', made.video.path, ...ANN_BOB, option, value, '--record', kept]);
      expect(video.status).toBe(0);
      const fromRecord = timedRun(['review', recordFile, option, value]);
      expect([fromRecord.status, fromRecord.stdout, notesOf(fromRecord)]).toEqual([0, video.stdout, notesOf(video)]);
      // The record written with the option keeps it: ruled again with no option, the same timeline.
      const keptAgain = timedRun(['review', kept]);
      expect([keptAgain.status, keptAgain.stdout, notesOf(keptAgain)]).toEqual([0, video.stdout, notesOf(video)]);
      console.log(`review RECORD.json ${option}: ${Math.round(fromRecord.ms)} ms; the record written with it: ${Math.round(keptAgain.ms)} ms`);
      // The page's pure code reopens it with the same corrections, and its referee rules the same timeline.
      const record = parseGameRecord(readFileSync(kept, 'utf8'));
      const reopened = reopenedReview(record);
      const rerun = startReview(reopened.setup).replay(reopened.analysis.settles, reopened.said.faces, new Set(reopened.said.thrown), reopened.said.missed, reopened.said.left);
      expect(rerun.entries.map((entry) => [Math.round(entry.tMs), entry.rulings.map((r) => r.text)])).toEqual(record.entries.map((entry) => [entry.tMs, entry.rulings.map((r) => r.text)]));
      if (option === '--correct') {
        expect(record.corrections).toEqual([expect.objectContaining({ tMs: 10_067, read: '2', face: '3' })]);
        expect([...reopened.said.faces].map(([entry, dice]) => [entry, [...dice]])).toEqual(record.corrections.map((c) => [c.entry, [[c.dieId, c.face]]]));
        expect(video.stdout).toContain('00:10.1  throw  faces in view: 3 1 3\u00a0(read 2)');
      } else {
        expect(record.leftAt).toEqual([{ tMs: expect.any(Number), seat: 0 }]);
        expect(clock(record.leftAt![0]!.tMs)).toBe(throwTimes()[1]);
        expect(reopened.said.left).toEqual([{ tMs: expect.any(Number), seat: 0 }]);
        expect(video.stdout).toContain('Ann retires from the game.');
      }
    }
  });

  it('takes the set-up options given over the record\'s, and the command line\'s correction over the record\'s for the same die', () => {
    videoJson();
    const renamed = runCli(['review', path.join(dir, 'game.json'), '--names', 'Ann,Cleo']);
    expect(renamed.status).toBe(0);
    expect(renamed.stdout).toContain('Cleo');
    expect(renamed.stdout).not.toContain('Bob');
    // The record written with 00:10.1/3=3 (the test before writes it, in a run shared with this one) ruled with 00:10.1/3=5: the 5 is taken.
    const kept = path.join(dir, 'correct.json');
    expect(shared(['review', made.video.path, ...ANN_BOB, '--correct', '00:10.1/3=3', '--record', kept]).status).toBe(0);
    const over = runCli(['review', kept, '--correct', '00:10.1/3=5']);
    const plain = runCli(['review', path.join(dir, 'game.json'), '--correct', '00:10.1/3=5']);
    expect([over.status, over.stdout, notesOf(over)]).toEqual([0, plain.stdout, notesOf(plain)]);
    expect(over.stdout).toContain('00:10.1  throw  faces in view: 3 1 5\u00a0(read 2)');
  });

  it('refuses --fps, --arena and other dice for a record, a damaged record, one of a newer format, JSON that is no record, and an unwritable --record, each with why', () => {
    videoJson();
    const recordFile = path.join(dir, 'game.json');
    const fps = runCli(['review', recordFile, '--fps', '10']);
    expect([fps.status, fps.stderr]).toEqual([2, `error: --fps concerns the analysis, which the game record ${recordFile} keeps as it was made (Strike, strike dice read): review the video again to analyse it otherwise\n`]);
    const arena = runCli(['review', recordFile, '--arena', '0,0 100,0 100,100 0,100']);
    expect([arena.status, arena.stderr]).toEqual([2, `error: --arena concerns the analysis, which the game record ${recordFile} keeps as it was made (Strike, strike dice read): review the video again to analyse it otherwise\n`]);
    const dice = runCli(['review', recordFile, '--die-kind', 'strike-x2', '--json']);
    expect(dice.status).toBe(2);
    expect(JSON.parse(dice.lines[0]!)).toEqual({ file: recordFile, error: `--die-kind concerns the analysis, which the game record ${recordFile} keeps as it was made (Strike, strike dice read): review the video again to analyse it otherwise` });
    const good = JSON.parse(readFileSync(recordFile, 'utf8'));
    const damaged = path.join(dir, 'damaged.json');
    writeFileSync(damaged, JSON.stringify({ ...good, entries: good.entries.map((entry: { dice: unknown[] }, i: number) => (i === 1 ? { ...entry, dice: [{ ...(entry.dice[0] as object), box: 'x' }] } : entry)) }));
    const damagedRun = runCli(['review', damaged]);
    expect([damagedRun.status, damagedRun.stdout, damagedRun.stderr]).toEqual([1, '', `error: ${damaged} is a damaged game record (entries[1].dice[0].box should be 4 numbers)\n`]);
    const damagedFr = runCli(['review', damaged, '--lang', 'fr']);
    expect([damagedFr.status, damagedFr.stderr]).toEqual([1, `erreur\u00a0: ${damaged} est un compte rendu abîmé (en anglais\u00a0: «\u00a0entries[1].dice[0].box should be 4 numbers\u00a0»)\n`]);
    const newer = path.join(dir, 'newer.json');
    writeFileSync(newer, JSON.stringify({ ...good, format: 'dice-referee/game-record@2' }));
    const newerRun = runCli(['review', newer]);
    expect([newerRun.status, newerRun.stderr]).toEqual([1, `error: ${newer} is a game record of a newer format (dice-referee/game-record@2) than this version of Dice Referee reads\n`]);
    // Recognised by its content, whatever its name.
    const other = path.join(dir, 'settings.txt');
    writeFileSync(other, '{"theme": "dark"}\n');
    const otherRun = runCli(['review', other]);
    expect([otherRun.status, otherRun.stderr]).toEqual([1, `error: ${other} is JSON, but not a game record (no "format": "dice-referee/game-record@1"; review --record and the review page write them)\n`]);
    // An unwritable --record is said before the analysis (no timeline, no summary).
    const nowhere = path.join(dir, 'no-such-folder', 'game.json');
    const unwritable = timedRun(['review', made.video.path, ...ANN_BOB, '--record', nowhere]);
    expect([unwritable.status, unwritable.stdout, unwritable.stderr]).toEqual([1, '', `error: --record ${nowhere} cannot be written (no folder ${path.dirname(nowhere)}); nothing was analysed\n`]);
    const folder = path.join(dir, 'folder.json');
    mkdirSync(folder);
    const intoFolder = runCli(['review', made.video.path, ...ANN_BOB, '--record', folder]);
    expect([intoFolder.status, intoFolder.stderr]).toEqual([1, `error: --record ${folder} cannot be written (it is a folder); nothing was analysed\n`]);
    console.log(`review VIDEO --record unwritable: ${Math.round(unwritable.ms)} ms`);
  });
});

describe('review RECORD.json --thrown-at and --missed-at: a die that comes to lie beside the arena', () => {
  let dir: string;
  let made: MadeGameVideo;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dice-review-record-out-'));
    made = await makeGameVideo(DIE_BESIDE_ARENA, path.join(dir, 'out.mp4'), { diceSource: 'synthetic' });
  }, 60_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('rules a record with --thrown-at or --missed-at as the video is ruled with them, and a record written with one keeps it', () => {
    const recordFile = path.join(dir, 'out.json');
    const plain = runCli(['review', made.video.path, ...ANN_BOB, '--json', '--record', recordFile]);
    expect(plain.status).toBe(0);
    const entries: { tMs: number; mayBeThrow?: unknown; mayMiss?: boolean }[] = plain.lines.map((line) => JSON.parse(line)).filter((line) => 'index' in line);
    const setDown = clock(entries.find((entry) => entry.mayBeThrow === true)!.tMs);
    const mayMiss = clock(entries.find((entry) => entry.mayMiss)!.tMs);
    for (const [option, value] of [['--thrown-at', setDown], ['--missed-at', mayMiss]] as const) {
      const kept = path.join(dir, `${option.slice(2)}.json`);
      const video = runCli(['review', made.video.path, ...ANN_BOB, option, value, '--record', kept]);
      expect(video.status).toBe(0);
      expect(video.stdout).toContain(option === '--thrown-at' ? 'Ruled as a throw, as --thrown-at says:' : 'out of sight, as --missed-at says');
      const fromRecord = timedRun(['review', recordFile, option, value]);
      expect([fromRecord.status, fromRecord.stdout, notesOf(fromRecord)]).toEqual([0, video.stdout, notesOf(video)]);
      const keptAgain = timedRun(['review', kept]);
      expect([keptAgain.status, keptAgain.stdout, notesOf(keptAgain)]).toEqual([0, video.stdout, notesOf(video)]);
      console.log(`review RECORD.json ${option}: ${Math.round(fromRecord.ms)} ms; the record written with it: ${Math.round(keptAgain.ms)} ms`);
      const record = parseGameRecord(readFileSync(kept, 'utf8'));
      expect(option === '--thrown-at' ? record.thrownAt : record.missedAt).toHaveLength(1);
      const reopened = reopenedReview(record);
      const rerun = startReview(reopened.setup).replay(reopened.analysis.settles, reopened.said.faces, new Set(reopened.said.thrown), reopened.said.missed, reopened.said.left);
      expect(rerun.entries.map((entry) => [Math.round(entry.tMs), entry.rulings.map((r) => r.text)])).toEqual(record.entries.map((entry) => [entry.tMs, entry.rulings.map((r) => r.text)]));
    }
  });
});

