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
