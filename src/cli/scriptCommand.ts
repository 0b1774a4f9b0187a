/**
 * The command line of the developer scripts (`npm run eval`, `npm run bench:*`, training-data/*.ts):
 * a commander program whose `--help` lists every option with its default and meaning, and whose
 * usage errors (an unknown option, a bad value, a missing required option) are one line on stderr
 * and one saying where the help is, exit status 2, as dice-referee's (src/cli/main.ts), never a
 * stack trace. Option values are parsed by the option parsers of src/cli/options.ts.
 */
import { Command, CommanderError, type OptionValues } from 'commander';

/** The exit status of a usage error, as dice-referee's. */
export const USAGE_EXIT_STATUS = 2;

/**
 * A bad option value reported in the script's own words ("error: " and `message`), not after
 * commander's "option '--x <v>' argument 'v' is invalid.": thrown by an option parser (or after
 * parsing), reported by {@link parseCommandLine} as any usage error.
 */
export class UsageError extends CommanderError {
  constructor(message: string) {
    super(USAGE_EXIT_STATUS, 'script.usage', `error: ${message}`);
    this.name = 'UsageError';
  }
}

/**
 * A commander program for a developer script.
 * @param run how the script is run, e.g. `"npm run bench:review --"` or `"npx tsx bench/vision.ts"`:
 *   its usage line and the hint under a usage error ({@link helpHint}) name it
 * @param description what the script does, the first lines of its help
 * @returns the program, to add options to and parse with {@link parseCommandLine}: help is
 *   printed with `console.log`, and errors are left to {@link parseCommandLine} to report
 */
export function scriptCommand(run: string, description: string): Command {
  return new Command()
    .name(run)
    .description(description)
    // Errors thrown rather than printed and exited on: parseCommandLine reports them in one line.
    .exitOverride()
    .configureOutput({
      writeOut: (text) => console.log(text.trimEnd()),
      outputError: () => {},
    });
}

/** Where `program`'s help is, said under a usage error, e.g. "(see npx tsx bench/vision.ts --help)". */
export function helpHint(program: Command): string {
  return `(see ${program.name()} --help)`;
}

/** The command line parsed: the options and the arguments, or the exit status to stop with. */
export type ParsedCommandLine<T> = { options: T; args: string[] } | { exitCode: number };

/**
 * Parses `argv` (the arguments after the script's name) with `program` (made by {@link scriptCommand}).
 * @param check what commander cannot check, run on the options and arguments parsed: it throws a
 *   {@link UsageError} to refuse them. A required option is checked here rather than with
 *   commander's `requiredOption`, which is checked before unknown options: a mistyped `--ot DIR`
 *   would be answered "--out not specified" instead of "unknown option '--ot' (Did you mean --out?)".
 * @returns the options (commander's camel-case names) and arguments; or, after `--help`, exit
 *   status 0; or, after a usage error (reported on stderr in one call: the error in one line, then
 *   {@link helpHint}), exit status 2
 * @throws whatever else the option parsers or `check` throw (a bug)
 */
export function parseCommandLine<T extends OptionValues>(program: Command, argv: readonly string[], check: (options: T, args: string[]) => void = () => {}): ParsedCommandLine<T> {
  try {
    program.parse([...argv], { from: 'user' });
    check(program.opts<T>(), program.args);
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.exitCode === 0) return { exitCode: 0 };
    // Commander's "(Did you mean --runs?)" goes on the same line.
    console.error(`${error.message.trim().replace(/\s*\n\s*/g, ' ')}\n${helpHint(program)}`);
    return { exitCode: USAGE_EXIT_STATUS };
  }
  return { options: program.opts<T>(), args: program.args };
}

/**
 * {@link parseCommandLine} for a script's own command line (`process.argv` after the script),
 * ending the process where that returns an exit status (0 after `--help`, 2 after a usage error).
 * @returns the options and arguments
 */
export function parseCommandLineOrExit<T extends OptionValues>(program: Command, check?: (options: T, args: string[]) => void): { options: T; args: string[] } {
  const parsed = parseCommandLine<T>(program, process.argv.slice(2), check);
  if ('exitCode' in parsed) process.exit(parsed.exitCode);
  return parsed;
}

/**
 * A {@link parseCommandLine} check that `option` (camel-case name, e.g. `"out"`) was given.
 * @throws UsageError "required option '--out <dir>' not specified", as commander words it
 */
export function requireOption(program: Command, option: string): (options: OptionValues) => void {
  return (options) => {
    if (options[option] !== undefined) return;
    const flags = program.options.find((candidate) => candidate.attributeName() === option)?.flags ?? option;
    throw new UsageError(`required option '${flags}' not specified`);
  };
}
