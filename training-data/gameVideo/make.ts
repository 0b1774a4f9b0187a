/**
 * Writes a scripted Strike game video and its truth (script, settled stretches with dice
 * boxes, expected rulings).
 *
 *   npx tsx training-data/gameVideo/make.ts --seed 7 [--players 2] [--edition classic-x2] [--out game.mp4] [--truth game.json]
 *   npx tsx training-data/gameVideo/make.ts --script my-game.json --out my-game.y4m
 *
 * Run with --help for every option.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { makeGameVideo } from './makeGameVideo.ts';
import { checkScript, type GameScript } from './script.ts';
import { scriptFromSeed } from './scriptFromSeed.ts';

/** Options as commander parses them. */
interface MakeOptions {
  seed?: number;
  script?: string;
  players: number;
  edition: GameScript['edition'];
  maxThrows?: number;
  extras: boolean;
  keepThrowing?: boolean;
  splitCollects?: boolean;
  out?: string;
  truth?: string;
  width: number;
  height: number;
  fps: number;
  dice: 'auto' | 'photo' | 'synthetic';
}

/** A whole number from the command line. @throws Error naming the option */
function whole(name: string): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!Number.isInteger(n)) throw new Error(`${name} must be a whole number, got "${value}"`);
    return n;
  };
}

const program = new Command()
  .name('make')
  .description('Render a scripted Strike game as a video, with its ground truth and expected rulings.')
  .option('--seed <n>', 'generate a random legal game from this seed', whole('--seed'))
  .option('--script <file>', 'render this script (JSON, training-data/gameVideo/script.ts) instead')
  .option('--players <n>', 'players in a generated game (2–5)', whole('--players'), 2)
  .addOption(new Option('--edition <id>', 'Strike dice of a generated game: classic (1–5 and X) or classic-x2 (X and 2–6)').choices(['classic', 'classic-x2']).default('classic'))
  .option('--max-throws <n>', 'stop a generated game after this many throws', whole('--max-throws'))
  .option('--no-extras', 'no hand passes, pushed dice or pauses between throws')
  .option('--keep-throwing', 'a thrower whose dice all differ throws again (default: passes)')
  .option('--split-collects', 'sometimes take removed dice in two hand visits')
  .option('--out <file>', 'video file: .mp4, .webm or .y4m (default game-<seed>.mp4)')
  .option('--truth <file>', 'truth JSON file (default: the video name with .json)')
  .option('--width <px>', 'frame width', whole('--width'), 640)
  .option('--height <px>', 'frame height', whole('--height'), 360)
  .option('--fps <n>', 'frames per second', whole('--fps'), 15)
  .addOption(new Option('--dice <source>', 'die images').choices(['auto', 'photo', 'synthetic']).default('auto'))
  .showHelpAfterError();

/** Parses the command line, makes the video, reports; errors become one line and exit code 1. */
async function main(): Promise<void> {
  program.parse(process.argv);
  const opts = program.opts<MakeOptions>();
  let script: GameScript;
  if (opts.script !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(opts.script, 'utf8'));
    } catch (error) {
      throw new Error(`cannot read the script ${opts.script}: ${(error as Error).message}`);
    }
    script = checkScript(json, opts.script);
  } else if (opts.seed !== undefined) {
    script = scriptFromSeed(opts.seed, {
      players: opts.players, edition: opts.edition, maxThrows: opts.maxThrows, extras: opts.extras,
      keepThrowing: opts.keepThrowing === true, splitCollects: opts.splitCollects === true,
    });
  } else {
    throw new Error('give --seed N (a generated game) or --script FILE');
  }
  const out = opts.out ?? `game-${script.seed}.mp4`;
  const truthFile = opts.truth ?? out.replace(/\.[^./]+$/, '') + '.json';
  // The truth beside the video must not write over the script it was made from (helper 154).
  if (opts.script !== undefined && resolve(truthFile) === resolve(opts.script)) {
    throw new Error(`the truth would be written over the script ${opts.script}: give --truth another file, or --out another name`);
  }
  const made = await makeGameVideo(script, out, { width: opts.width, height: opts.height, fps: opts.fps, diceSource: opts.dice, truthFile });
  const { video, truth } = made;
  console.log(`wrote ${video.path}: ${video.frames} frames ${video.width}×${video.height} at ${opts.fps} fps (${(truth.timeline.durationMs / 1000).toFixed(1)} s, ${(video.bytes / 1e6).toFixed(1)} MB, ${truth.timeline.diceSource} dice) in ${(made.elapsedMs / 1000).toFixed(1)} s`);
  console.log(`wrote ${truthFile}: ${truth.timeline.stretches.length} settled stretches, ${truth.rulings.length} rulings, ${script.steps.filter((s) => s.kind === 'throw').length} throws`);
}

main().catch((error: unknown) => {
  console.error(`make: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
