/**
 * The `dice-referee` command line: `read` reads dice in photos, `referee` referees a game
 * from photos of the arena after each throw, `review` reviews a recorded game. Run
 * `dice-referee --help` for usage. Exit status: 0 done, 1 a file could not be used (or a video
 * ends early, or `referee` ruled no photo, or Strike's rules refused one), 2 bad usage (options, impossible game set-up), 3 an internal error (a bug).
 */
import { existsSync, readFileSync } from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import { closest, distance } from 'fastest-levenshtein';
import { CLI_MESSAGES } from '../referee/messages/cli.ts';
import { LANGUAGES, type Language } from '../referee/render.ts';
import { runRead } from './commands/read.ts';
import { GAMES as GAME_INFO } from '../rules/games.ts';
import { EDITION_LIST } from '../rules/strike/index.ts';
import { runReferee, type RefereeCommandOptions } from './commands/referee.ts';
import { runReview } from './commands/review.ts';
import { inputFileProblem } from './inputFile.ts';
import { isJsonFile } from './recordInput.ts';
import { accumulatingParser, DIE_KINDS, MIN_ANALYSIS_FPS, optionParser, parseAnalysisFps, parseArenaCorners, parseClockTimes, parsePlayerCount, playersHelp, refusingEmptyItems, repeatedOption } from './options.ts';
import { parseDieCorrections } from './dieCorrections.ts';
import { parseLeftAt } from './leavings.ts';
import type { GivenOption } from './givenNotes.ts';
import { THROWER_WHOSE_DICE_DIFFER } from '../referee/messages/keepThrowing.ts';
import { READER_METHODS, readerMethodProblem } from './reader.ts';

/** The games `referee` referees from photos and `review` reviews from a video: those the camera reads (src/rules/games.ts `camera`). */
const GAMES = GAME_INFO.filter((game) => game.camera).map((game) => game.id);

/**
 * Names a user may give `--game` for a game with rules but no reader yet (Harry Potter Strike,
 * Dicestorm), by game id: refused with why rather than a Strike suggestion (helper 167 was told
 * "Did you mean strike?" for hp-strike, though the two games' rules differ).
 */
const NOT_REFEREED_NAMES: Readonly<Record<string, string>> = Object.fromEntries(GAME_INFO.filter((game) => !game.camera).flatMap((game) => [
  [game.id, game.id],
  ...(game.id === 'hp-strike' ? ['harry-potter-strike', 'harry-potter', 'harrypotter', 'hp', 'hpstrike'].map((name) => [name, game.id]) : []),
  ...(game.id === 'dicestorm' ? [['dice-storm', game.id]] : []),
]));

/** Whether a file was already reported unreadable when output is cut short (`read`'s `onFailure`). */
let failedSoFar = false;

// Output cut short (`| head`): stop quietly instead of crashing on EPIPE, with status 1 when a
// failure was already reported, else 0. Output that cannot be written (a full disk, /dev/full):
// one line on stderr where it still works, exit status 1.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(failedSoFar ? 1 : 0);
    if (stream === process.stdout) process.stderr.write(`error: the output cannot be written (${error.code ?? error.message})\n`);
    process.exit(1);
  });
}

/**
 * `option` limited to `values`, whatever the capitals typed (`--game Strike` is strike, `--lang FR`
 * is fr), or one of the other names `aliases` gives them (`--game farkle` is dice-game); the help
 * lists `values` and a value outside them is refused as commander's choices are, with the nearest
 * value suggested (fewest letters away, by Levenshtein distance; or one it is part of: "dice": dice-game).
 * Spaces and underscores count as hyphens, and the ends are trimmed.
 * A value `refused` has (lower case) is refused with the reason it gives rather than a suggestion.
 */
function oneOf(option: Option, values: readonly string[], aliases: Readonly<Record<string, string>> = {}, refused: (typed: string) => string | undefined = () => undefined): Option {
  return option.choices(values).argParser((value: string) => {
    // Spaces and underscores read as hyphens, the ends trimmed ("harry potter strike", "hp_strike", " strike": helper 171).
    const typed = value.trim().toLowerCase().replace(/[\s_]+/g, '-');
    const chosen = values.find((allowed) => allowed === typed) ?? (Object.hasOwn(aliases, typed) ? aliases[typed] : undefined);
    if (chosen !== undefined) return chosen;
    const reason = refused(typed);
    if (reason !== undefined) throw new InvalidArgumentError(reason);
    // The name fewest letters away ("clasic-x2": classic-x2, "strikex2": strike-x2), within a third of
    // its letters; else one the value is part of ("dice": dice-game), then one part of the value.
    const names = [...values.map((allowed): [string, string] => [allowed, allowed]), ...Object.entries(aliases)];
    const nearest = closest(typed, names.map(([name]) => name));
    const near = typed.length < 2 ? undefined
      : distance(typed, nearest) <= Math.max(1, Math.floor(nearest.length / 3)) ? names.find(([name]) => name === nearest)?.[1]
        : (names.find(([name]) => name.includes(typed)) ?? names.find(([name]) => typed.includes(name)))?.[1];
    throw new InvalidArgumentError(`Allowed choices are ${values.join(', ')}.${near ? ` Did you mean ${near}?` : ''}`);
  });
}

/** Other names of the games for `--game`: the dice game is Farkle's family (the app's menu says "The dice game (Farkle)"). */
const GAME_ALIASES: Readonly<Record<string, string>> = { farkle: 'dice-game' };

/** The options shared by the commands that run a game: game, players, names, language, dice. */
function gameOptions(command: Command, games: readonly string[]): Command {
  return command
    .addOption(oneOf(new Option('--game <game>', 'which game (dice-game: the dice game, Farkle style; --game farkle names it too)'), games, GAME_ALIASES,
      (typed) => (Object.hasOwn(NOT_REFEREED_NAMES, typed) ? CLI_MESSAGES[LANGUAGE].gameNotRefereed(NOT_REFEREED_NAMES[typed]!, games) : undefined)).default('strike'))
    // Required, but checked in the action (see `requirePlayers`): an option mistyped is then named first.
    .option('--players <n>', playersHelp(games), optionParser(parsePlayerCount))
    .option('--names <names>', 'comma-separated player names, in seat order (first starts)')
    .option('--keep-throwing', `Strike: ${THROWER_WHOSE_DICE_DIFFER.en} throws again (default: passes)`)
    .option('--tournament', 'Strike: as many rounds as players, each starting one; fewest points wins (default: one game)')
    .addOption(oneOf(new Option('--lang <lang>', 'language of everything printed'), LANGUAGES).default('en'))
    .addOption(oneOf(new Option('--edition <box>', 'Strike: which box (default: classic; classic-x2 with --die-kind strike-x2)'), EDITION_LIST.map((edition) => edition.id)))
    .option('--dice-per-player <n>', "Strike: each player's dice, for a box whose chart no rulebook gives (2020, impact)", optionParser(parsePlayerCount))
    .addOption(oneOf(new Option('--die-kind <kind>', "which faces the dice can show (Strike: strike or strike-x2, default the box's; the dice game: d6)"), DIE_KINDS))
    .addOption(arenaOption());
}

/**
 * Stops with commander's usage error (exit status 2) when `--players` is missing. Checked here,
 * not as a required option: commander checks those before unknown options, so a mistyped
 * `--player 2` would be answered "--players not specified" instead of "unknown option
 * '--player' (Did you mean --players?)".
 */
function requirePlayers(command: Command, players: number | undefined): void {
  if (players === undefined) command.error("error: required option '--players <n>' not specified", { exitCode: 2, code: 'commander.missingMandatoryOptionValue' });
}

/** `--arena`: the arena outline's corners, for `read`, `referee` and `review` (see `parseArenaCorners`). */
function arenaOption(): Option {
  return new Option('--arena <corners>', 'the arena outline: its corners in the picture\'s pixels, in order round the rim, e.g. "40,30 600,30 600,450 40,450" (default: an outline proposed from the floor each picture shows, or the whole picture but a margin where no floor is found; `dice-referee read` writes the outline it used under each table, as --arena takes it)')
    .argParser(optionParser(parseArenaCorners));
}

/** The package's version (package.json), for `--version`. */
const PACKAGE_VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Whether the command line asks for JSON lines. */
const JSON_OUTPUT = process.argv.slice(2).includes('--json');

/**
 * Whether the command's JSON lines word errors in `--lang`: `referee` and `review` do, `read`'s
 * are always English (docs/cli.md, Languages). The command is the first word not an option.
 */
const JSON_ERRORS_IN_LANGUAGE = ['referee', 'review'].includes(process.argv.slice(2).find((arg) => !arg.startsWith('-')) ?? '');

/**
 * The `--lang` the command line asks for, read before commander parses it, so that its own
 * usage errors are worded in that language too (English unless `--lang fr` / `--lang=fr`).
 */
const LANGUAGE: Language = (() => {
  // The last one counts, as for commander.
  const args = process.argv.slice(2);
  let value: string | undefined;
  args.forEach((arg, i) => {
    if (arg === '--lang') value = args[i + 1];
    else if (arg.startsWith('--lang=')) value = arg.slice('--lang='.length);
  });
  return value?.toLowerCase() === 'fr' ? 'fr' : 'en';
})();


const program = new Command()
  .name('dice-referee')
  .description('Reads the dice in an arena (plain d6 or Strike dice) and referees the game.')
  .version(PACKAGE_VERSION)
  // A usage error is one line, then one saying where the help is (not the whole help).
  .showHelpAfterError(CLI_MESSAGES[LANGUAGE].helpHint())
  // A bad or missing option is a usage error: exit status 2, as for an impossible game set-up
  // (commander would exit 1, the status for files that cannot be read). Help exits 0.
  // Set before the commands are added: they inherit it.
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2))
  // With --json, a usage error is a JSON line on stdout too ({"error": "..."}), as a game that
  // cannot be set up is; stderr still says it, above the usage help.
  .configureOutput({
    outputError: (text, write) => {
      const english = text.trim().replace(/^error: /, '');
      const say = CLI_MESSAGES[LANGUAGE];
      // A file whose name starts with "-" is taken for an option: said how to give it.
      const option = /^unknown option '(.+?)'/.exec(english)?.[1];
      const beforeCommand = option ? commandOptionBeforeCommand(option) : undefined;
      const worded = option && existsSync(option) ? `${say.usageError(english)}\n${say.dashFileHint(option)}`
        // An option of the commands given before the command's name (`dice-referee --lang fr read …`): said where it goes.
        : beforeCommand ? `${say.usageError(english)}\n${say.optionBeforeCommandHint(beforeCommand.option, beforeCommand.command)}`
          : say.usageError(english);
      if (JSON_OUTPUT) process.stdout.write(`${JSON.stringify({ error: JSON_ERRORS_IN_LANGUAGE ? worded : english })}\n`);
      write(`${say.error(worded)}\n`);
    },
  })
  // A bad DICE_READER stops a command that reads dice before it starts, not --help or --version.
  .hook('preAction', () => {
    const readerProblem = readerMethodProblem();
    if (!readerProblem) return;
    const say = CLI_MESSAGES[LANGUAGE];
    const worded = say.badReaderMethod(process.env.DICE_READER ?? '', READER_METHODS);
    if (JSON_OUTPUT) process.stdout.write(`${JSON.stringify({ error: JSON_ERRORS_IN_LANGUAGE ? worded : readerProblem })}\n`);
    process.stderr.write(`${say.error(worded)}\n`);
    process.exit(2);
  });

program
  .command('read')
  .description('find every die in each image and read its top face')
  .showHelpAfterError(CLI_MESSAGES[LANGUAGE].helpHint('read'))
  .argument('<images...>', 'image files (JPEG, PNG, WebP, ...); - reads one piped into standard input')
  .option('--json', 'one JSON line per image, in the order given')
  .addOption(oneOf(new Option('--die-kind <kind>', 'which faces the dice can show'), DIE_KINDS).default('d6'))
  .addOption(oneOf(new Option('--lang <lang>', 'language of the table and the error messages'), LANGUAGES).default('en'))
  .addOption(arenaOption())
  .action(async (images: string[], opts: { json?: boolean; dieKind: string; lang: Language; arena?: [number, number][] }) => {
    const onFailure = () => {
      failedSoFar = true;
    };
    process.exitCode = await runRead(images, { json: opts.json === true, dieKind: opts.dieKind, lang: opts.lang, onFailure, ...(opts.arena ? { arena: opts.arena } : {}) }, process.stdout, process.stderr);
  });

gameOptions(program
  .command('referee')
  .description('referee a game from photos of the arena taken after each successive throw')
  .showHelpAfterError(CLI_MESSAGES[LANGUAGE].helpHint('referee'))
  .argument('<images...>', 'photos of the arena, one after each throw (the dice game: each roll), in order (a recorded video: use `review`)'), GAMES)
  .option('--target <points>', 'the dice game: points to win (default 5000)', optionParser(parsePlayerCount))
  .option('--pass-after <photos>', 'Strike with --keep-throwing: the thrower passes after these photos (comma-separated, as given)', repeatedOption)
  .option('--missed-after <photos>', 'Strike: after these photos (comma-separated, as given) a die thrown flew out of sight and never landed in view: ruled before the next photo as a throw out of the arena', repeatedOption)
  .option('--bank-after <photos>', 'the dice game: the roller banks the turn after these photos (comma-separated, as given); after six scoring dice, six more are otherwise the same turn', repeatedOption)
  .option('--json', 'game events and announcements as JSON lines')
  .action(async (images: string[], opts: RefereeCommandOptions, command: Command) => {
    requirePlayers(command, opts.players);
    process.exitCode = await runReferee(images, opts, process.stdout, process.stderr);
  });

gameOptions(program
  .command('review')
  .description('review a recorded game: every settled arena, the dice read and the rulings')
  .showHelpAfterError(CLI_MESSAGES[LANGUAGE].helpHint('review'))
  .argument('<file>', 'a video of the game (mp4, webm, mov, ...), or a game record (JSON, as --record or the review page writes it) to rule again without the video: its set-up is the default, the options given replace it'), GAMES)
  .option('--target <points>', 'the dice game: points to win (default 5000)', optionParser(parsePlayerCount))
  .option('--fps <n>', `frames per second to analyse, at least ${MIN_ANALYSIS_FPS} (at most the video's own rate)`, optionParser(parseAnalysisFps), 15)
  .option('--thrown-at <times>', 'Strike: rule the arenas at these times (mm:ss.s, as the timeline or the review page prints them, within 0.5 s, or any time while the dice of the arena lie still; comma-separated) as throws that missed the arena, where dice came beside it and the review took them as set down', accumulatingParser(refusingEmptyItems(parseClockTimes)))
  .option('--missed-at <times>', 'Strike: after the arenas at these times (mm:ss.s, as --thrown-at) a die thrown flew out of sight and never landed in view: ruled as a throw out of the arena', accumulatingParser(refusingEmptyItems(parseClockTimes)))
  .option('--correct <fixes>', 'dice the review misread: "time/die=face", the time of a timeline entry (mm:ss.s, within 0.5 s), the die\'s place in the faces it lists (1 for the first) and the face it shows (comma-separated, e.g. 00:07.7/2=4); the review is ruled again with them, and the die stays corrected while it lies unturned', accumulatingParser(refusingEmptyItems(parseDieCorrections)))
  .option('--left-at <leavings>', 'players who left the game mid-game: "time=player", the time of the timeline entry after which the player left (mm:ss.s, within 0.5 s) and the player by name or seat number (comma-separated, e.g. 00:12.3=Bob); the review is ruled again with them, as the live page\'s Leaves button rules it', accumulatingParser(refusingEmptyItems(parseLeftAt)))
  .option('--record <file>', 'also write the game record (JSON: set-up, settled arenas, timeline as ruled, corrections) to this file, as the review page exports it; `dice-referee review FILE` rules it again without the video')
  .option('--no-progress', 'no progress bar on stderr')
  .option('--json', 'the timeline as JSON lines')
  // The order the items' options come in on the command line, for their notes (src/cli/givenNotes.ts):
  // commander says each option as it parses it; one given twice counts where it was first given (its items add up).
  .on('option:correct', () => givenInOrder('correct'))
  .on('option:left-at', () => givenInOrder('leftAt'))
  .on('option:thrown-at', () => givenInOrder('thrownAt'))
  .on('option:missed-at', () => givenInOrder('missedAt'))
  .action(async (file: string, opts: Parameters<typeof runReview>[1], command: Command) => {
    // A game record has its players: --players is then not required. A file that cannot be read
    // (missing, a folder, empty) is said so first by the review (exit status 1), whatever it is.
    if (inputFileProblem(file) === null && !isJsonFile(file)) requirePlayers(command, opts.players);
    const given = new Set(command.options.map((option) => option.attributeName()).filter((key) => command.getOptionValueSource(key) === 'cli'));
    process.exitCode = await runReview(file, { ...opts, givenOrder: [...givenOrder] }, process.stdout, process.stderr, given);
  });

/** `review`'s item options (`--correct`, `--left-at`, `--thrown-at`, `--missed-at`) in the order the command line first gives them. */
const givenOrder: GivenOption[] = [];

/** Puts `option` last in {@link givenOrder} the first time commander parses it. */
function givenInOrder(option: GivenOption): void {
  if (!givenOrder.includes(option)) givenOrder.push(option);
}

// An error no command foresaw is a bug: one line that says so (with --json, a JSON line too), exit
// status 3, whether it rejects the command's promise or is thrown from a callback. Registered
// before the dice reader loads: tfjs-backend-wasm's Emscripten module adds an `uncaughtException`
// listener that throws again, which printed its whole minified loader and exited with status 7.
process.on('uncaughtException', failedUnexpectedly);
process.on('unhandledRejection', failedUnexpectedly);
try {
  await program.parseAsync(process.argv);
} catch (error) {
  failedUnexpectedly(error);
}

/**
 * When `unknown` (an option commander refused, as typed: `--lang` or `--lang=fr`) is one the
 * commands take and was given before any command's name on the command line, that option's name
 * and the command given after it (`null` when none was); else `undefined`, as for an option no
 * command has, one the command given after it lacks, or one refused by a command itself.
 */
function commandOptionBeforeCommand(unknown: string): { option: string; command: string | null } | undefined {
  const option = unknown.split('=')[0]!;
  if (!program.commands.some((command) => command.options.some((known) => known.long === option))) return undefined;
  const args = process.argv.slice(2);
  const commandAt = args.findIndex((arg) => program.commands.some((command) => command.name() === arg));
  const optionAt = args.findIndex((arg) => arg === unknown);
  if (optionAt === -1 || (commandAt !== -1 && commandAt < optionAt)) return undefined;
  if (commandAt === -1) return { option, command: null };
  // A command given after it that lacks the option (`--players 2 read`) is not pointed at.
  const command = program.commands.find((known) => known.name() === args[commandAt])!;
  return command.options.some((known) => known.long === option) ? { option, command: command.name() } : undefined;
}

/** Reports an unforeseen error in one line (stack trace with DEBUG set) and exits with status 3. */
function failedUnexpectedly(error: unknown): never {
  const detail = error instanceof Error ? error.message : String(error);
  const say = CLI_MESSAGES[LANGUAGE];
  const worded = say.internalError(detail);
  if (JSON_OUTPUT) process.stdout.write(`${JSON.stringify({ error: JSON_ERRORS_IN_LANGUAGE ? worded : CLI_MESSAGES.en.internalError(detail) })}\n`);
  process.stderr.write(`${say.error(worded)}\n`);
  if (process.env.DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exit(3);
}
