/**
 * The developer scripts' command lines (src/cli/scriptCommand.ts): a bad value or an unknown
 * option is one line on stderr and where the help is, exit status 2, before any work is done;
 * `--help` lists the options, exit status 0.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run.ts';

/** Runs `node --import tsx script ...args` in the repository (the scripts stop before their work: at most 60 s). */
function runScript(script: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], { cwd: ROOT, timeout: 60_000 }, (error, stdout, stderr) => {
      done({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

/** Each script, a command line it refuses, the error line, and how the script is run (named in the hint). */
const REFUSED: [script: string, args: string[], error: string, run: string][] = [
  ['bench/review.ts', ['--games', 'two'], "error: option '--games <n>' argument 'two' is invalid. It must be a whole number, at least 1.", 'npm run bench:review --'],
  ['bench/vision.ts', ['--runs', '0'], "error: option '--runs <n>' argument '0' is invalid. It must be a whole number, at least 1.", 'npm run bench:vision --'],
  ['bench/arena.ts', ['--variants', '0,9'], "error: option '--variants <indices>' argument '0,9' is invalid. \"9\": It must be a whole number from 0 to 4.", 'npm run bench:arena --'],
  ['training-data/evalModels.ts', ['--split', 'valid'], "error: option '--split <split>' argument 'valid' is invalid. Allowed choices are held, train, all.", 'npx tsx training-data/evalModels.ts'],
  ['training-data/make-synth.ts', ['--cont', '3'], "error: unknown option '--cont' (Did you mean --count?)", 'npx tsx training-data/make-synth.ts'],
  ['training-data/outsideKind.ts', ['--shares', '0.7,high'], "error: option '--shares <shares>' argument '0.7,high' is invalid. \"high\": It must be a number from 0 to 1.", 'npx tsx training-data/outsideKind.ts'],
  ['training-data/showErrors.ts', ['--die-kind', 'd20'], "error: option '--die-kind <kind>' argument 'd20' is invalid. Allowed choices are d6, strike, strike-x2.", 'npx tsx training-data/showErrors.ts'],
  ['src/cli/eval.ts', ['some-folder', '--bogus'], "error: unknown option '--bogus'", 'npm run eval --'],
];

describe('developer scripts: usage errors', () => {
  it.concurrent.each(REFUSED)('%s %j: one line and where the help is, exit status 2', async (script, args, error, run) => {
    const result = await runScript(script, args);
    expect(result.stderr).toBe(`${error}\n(see ${run} --help)\n`);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
  });

  it.concurrent('--help lists every option with its default, exit status 0', async () => {
    const result = await runScript('training-data/make-synth.ts', ['--help']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: npx tsx training-data\/make-synth\.ts \[options\]\n/);
    for (const option of ['--out <dir>', '--count <n>', '--seed <n>', '--die-shadows', '--steep-views', '-h, --help']) expect(result.stdout).toContain(option);
    expect(result.stdout).toContain('(default: 3000)');
  });
});
