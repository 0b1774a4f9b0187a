/** Runs the `dice-referee` command as a user would (through its package `bin`). */
import { spawnSync } from 'node:child_process';
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
