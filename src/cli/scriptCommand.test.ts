import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberParser } from './options.ts';
import { parseCommandLine, requireOption, scriptCommand, UsageError } from './scriptCommand.ts';

/** A script's command line as the developer scripts make theirs. */
function program() {
  return scriptCommand('npx tsx bench/example.ts', 'Times an example.')
    .option('--runs <n>', 'timed runs', numberParser({ whole: true, min: 1 }), 60)
    .option('--mode <mode>', 'how', (value: string) => {
      if (value !== 'fast') throw new UsageError(`--mode must be fast, got ${value}`);
      return value;
    });
}

describe('scriptCommand and parseCommandLine', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns the options, parsed, and the arguments', () => {
    expect(parseCommandLine(program(), ['--runs', '5'])).toEqual({ options: { runs: 5 }, args: [] });
    expect(parseCommandLine(program(), [])).toEqual({ options: { runs: 60 }, args: [] });
  });

  it('prints the help with every option and its default on stdout, exit status 0', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(parseCommandLine(program(), ['--help'])).toEqual({ exitCode: 0 });
    const help = String(log.mock.calls[0]![0]);
    expect(help).toMatch(/^Usage: npx tsx bench\/example\.ts \[options\]\n\nTimes an example\./);
    expect(help).toMatch(/--runs <n> +timed runs \(default: 60\)/);
  });

  it('reports an unknown option, a bad value or an own-worded one in one line and where the help is, exit status 2', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseCommandLine(program(), ['--runz', '3'])).toEqual({ exitCode: 2 });
    expect(parseCommandLine(program(), ['--runs', 'x'])).toEqual({ exitCode: 2 });
    expect(parseCommandLine(program(), ['--mode', 'slow'])).toEqual({ exitCode: 2 });
    expect(parseCommandLine(program(), ['extra'])).toEqual({ exitCode: 2 });
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      "error: unknown option '--runz' (Did you mean --runs?)\n(see npx tsx bench/example.ts --help)",
      "error: option '--runs <n>' argument 'x' is invalid. It must be a whole number, at least 1.\n(see npx tsx bench/example.ts --help)",
      'error: --mode must be fast, got slow\n(see npx tsx bench/example.ts --help)',
      "error: too many arguments. Expected 0 arguments but got 1.\n(see npx tsx bench/example.ts --help)",
    ]);
  });

  it('runs a check after parsing, whose UsageError is reported as the others; requireOption names a missing option after any unknown one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const withOut = () => program().option('--out <dir>', 'folder (required)');
    expect(parseCommandLine(withOut(), ['--out', 'x'], requireOption(withOut(), 'out'))).toEqual({ options: { runs: 60, out: 'x' }, args: [] });
    const missing = withOut();
    expect(parseCommandLine(missing, [], requireOption(missing, 'out'))).toEqual({ exitCode: 2 });
    const mistyped = withOut();
    expect(parseCommandLine(mistyped, ['--ot', 'x'], requireOption(mistyped, 'out'))).toEqual({ exitCode: 2 });
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      "error: required option '--out <dir>' not specified\n(see npx tsx bench/example.ts --help)",
      "error: unknown option '--ot' (Did you mean --out?)\n(see npx tsx bench/example.ts --help)",
    ]);
  });
});
