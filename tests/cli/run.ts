/** Runs the `dice-referee` command as a user would (through its package `bin`). */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** What one run of the command printed and returned. */
export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
  /** stdout split into lines, without the trailing empty one. */
  lines: string[];
}

/**
 * Runs `dice-referee ...args` to completion (at most 120 s), with `env` added to the environment,
 * `input` piped into its standard input (by default an empty pipe), in the folder `cwd` (by
 * default the repository root).
 */
export function runCli(args: string[], env: Record<string, string> = {}, input?: Buffer, cwd = ROOT): CliResult {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bin/dice-referee.js'), ...args], {
    cwd, encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env }, ...(input ? { input } : {}),
  });
  const lines = result.stdout.split('\n').filter((line) => line.length > 0);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, lines };
}

/**
 * Runs of `dice-referee` shared by the tests of one describe block: the first call with some
 * arguments runs the command as {@link runCli} does (in the repository root, no input, no added
 * environment); a later call with the very same arguments gets that run's result back instead of
 * running the command again. For a run whose output several tests read (e.g. a plain review of a
 * video that tells the times of its entries). Make one inside each describe block (not at the top
 * of a file), so that no result outlives the files it read. The result returned is shared and
 * frozen, its `lines` too: a test that must change them copies them first.
 */
export function sharedRuns(): (args: string[]) => CliResult {
  const made = new Map<string, CliResult>();
  return (args) => {
    const key = JSON.stringify(args);
    const known = made.get(key);
    if (known) return known;
    const result = runCli(args);
    Object.freeze(result.lines);
    made.set(key, Object.freeze(result));
    return result;
  };
}

/** A video's review that wrote its game record: what the review printed, and where the record is. */
export interface RecordedReview {
  /** The review of the video (shared and frozen, as {@link sharedRuns} returns it). */
  result: CliResult;
  /** The game record's path: `review` rules it again with other options in about a second, no video analysed. */
  record: string;
}

/**
 * The review `dice-referee review VIDEO ...options --record RECORD`, run through `run` (a describe
 * block's {@link sharedRuns}): once, however many tests ask. For a describe block whose tests read a
 * plain review of its video (its timeline, times and rulings) and whose tests of what the rules do
 * with the options given (`--correct`, `--left-at`, `--thrown-at`, `--missed-at`, `--lang`, the
 * set-up) rule RECORD (`review RECORD …`, docs/cli.md) instead of analysing the video again. A record
 * names a settled arena only within 0.5 s of its time (not any time while its dice lie still), so a
 * test of a time inside a settle keeps to the video.
 * @param run the describe block's shared runs
 * @param video the video's path
 * @param options the review's options (e.g. `['--players', '2', '--json', '--no-progress']`), `--record` added after them
 * @param record where the record is written (a path in the describe block's temporary folder)
 * @throws Error when the review exits with a status other than 0 (its stderr in the message): no record to rule
 */
export function recordedReview(run: (args: string[]) => CliResult, video: string, options: string[], record: string): RecordedReview {
  const result = run(['review', video, ...options, '--record', record]);
  if (result.status !== 0) throw new Error(`review ${video} --record ${record} exited with status ${result.status}: ${result.stderr}`);
  return { result, record };
}

/**
 * Runs `dice-referee ...args` as {@link runCli} does, its stdout and stderr written to one file,
 * as a terminal shows them: what it printed, in the order it printed it (a file is written to
 * synchronously, so the two streams keep their order).
 */
export function runCliInterleaved(args: string[]): { status: number | null; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'dice-cli-out-'));
  const file = path.join(dir, 'output.txt');
  const fd = openSync(file, 'w');
  try {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'bin/dice-referee.js'), ...args], { cwd: ROOT, timeout: 120_000, stdio: ['ignore', fd, fd] });
    return { status: result.status, output: readFileSync(file, 'utf8') };
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}
