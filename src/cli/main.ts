/**
 * The `dice-referee` command line: `read` reads dice in photos, `referee` referees a game
 * from photos of the arena after each throw. Run `dice-referee --help` for usage.
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import type { Language } from '../referee/render.ts';
import { runRead } from './commands/read.ts';
import { runReferee, type RefereeCommandOptions } from './commands/referee.ts';
import { runReview } from './commands/review.ts';
import { DIE_KINDS } from './options.ts';

// Output cut short (`| head`): stop quietly instead of crashing on EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

/** Parses a rate given on the command line. @throws InvalidArgumentError unless a number > 0 */
function positiveNumber(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('It must be a number greater than 0.');
  return n;
}

/** Parses a count given on the command line. @throws InvalidArgumentError unless a whole number ≥ 1 */
function wholeNumber(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('It must be a whole number of at least 1.');
  return n;
}

/** The options shared by the commands that run a game: game, players, names, language, dice. */
function gameOptions(command: Command): Command {
  return command
    .addOption(new Option('--game <game>', 'which game').choices(['strike']).default('strike'))
    .requiredOption('--players <n>', 'number of players', wholeNumber)
    .option('--names <names>', 'comma-separated player names, in seat order (first starts)')
    .option('--keep-throwing', 'a thrower whose dice all differ throws again (default: passes)')
    .addOption(new Option('--lang <lang>', 'language of everything printed').choices(['en', 'fr']).default('en'))
    .addOption(new Option('--die-kind <kind>', 'which faces the dice can show (Strike: strike or strike-x2)').choices(DIE_KINDS).default('strike'));
}

const program = new Command()
  .name('dice-referee')
  .description('Reads the dice in a Strike arena and referees the game.')
  .showHelpAfterError();

program
  .command('read')
  .description('find every die in each image and read its top face')
  .argument('<images...>', 'image files (JPEG, PNG, WebP, ...)')
  .option('--json', 'one JSON line per image, in the order given')
  .addOption(new Option('--die-kind <kind>', 'which faces the dice can show').choices(DIE_KINDS).default('d6'))
  .addOption(new Option('--lang <lang>', 'language of the table').choices(['en', 'fr']).default('en'))
  .action(async (images: string[], opts: { json?: boolean; dieKind: string; lang: Language }) => {
    process.exitCode = await runRead(images, { json: opts.json === true, dieKind: opts.dieKind, lang: opts.lang }, process.stdout);
  });

gameOptions(program
  .command('referee')
  .description('referee a game from photos of the arena taken after each successive throw')
  .argument('<images...>', 'photos of the arena, one after each throw, in order'))
  .option('--json', 'game events and announcements as JSON lines')
  .action(async (images: string[], opts: RefereeCommandOptions) => {
    process.exitCode = await runReferee(images, opts, process.stdout);
  });

gameOptions(program
  .command('review')
  .description('review a recorded game: every settled arena, the dice read and the rulings')
  .argument('<video>', 'a video of the game (mp4, webm, mov, ...)'))
  .option('--fps <n>', 'frames per second to analyse', positiveNumber, 15)
  .option('--no-progress', 'no progress bar on stderr')
  .option('--json', 'the timeline as JSON lines')
  .action(async (video: string, opts: Parameters<typeof runReview>[1]) => {
    process.exitCode = await runReview(video, opts, process.stdout, process.stderr);
  });

await program.parseAsync(process.argv);
