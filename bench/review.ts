/**
 * Review benchmark (`npm run bench:review`): renders scripted Strike games with different
 * dice colours, mats and lighting (training-data/gameVideo), reviews each video as
 * `dice-referee review` does, and prints how many throws were read right, how many rulings
 * came out right, and the speed against real time. With `--browser`, each video is also
 * analysed by the review page (review.html) in the system Chromium, and its rulings and speed
 * are reported beside the CLI's. Writes bench/results/review.json.
 * With `--game dice-game` the games are random dice games played to their winner
 * (training-data/gameVideo/diceGameFromSeed.ts: arena scenes on five mats, a hand passing
 * between them) and the rolls read right are counted; writes bench/results/review-dice-game.json.
 *
 *   npm run bench:review -- [--game strike|dice-game] [--games 10] [--throws 8] [--dice auto|photo|synthetic] [--fps 15] [--browser]
 *   npm run bench:review -- --help   (every option, its default and meaning)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Option } from 'commander';
import type { Face } from '../src/core/types.ts';
import { MIN_ANALYSIS_FPS, numberParser, optionParser, parseAnalysisFps } from '../src/cli/options.ts';
import { parseCommandLineOrExit, scriptCommand } from '../src/cli/scriptCommand.ts';
import { reviewVideo } from '../src/cli/reviewVideo.ts';
import { GameReview, type TimelineEntry } from '../src/review/gameReview.ts';
import { diceGameFromSeed, makeGameVideo, sceneFrames, scriptFromSeed, writeVideo, type TimelineStretch } from '../training-data/gameVideo/index.ts';
import { hasChromium, startDevAppSession, type AppSession } from '../tests/browser/harness.ts';

/** Options as commander parses them. */
interface ReviewBenchOptions {
  games: number;
  throws: number;
  dice: 'auto' | 'photo' | 'synthetic';
  game: 'strike' | 'dice-game';
  fps: number;
  browser?: boolean;
}

/** The command line: every option with its default and meaning (`--help`). */
const program = scriptCommand('npm run bench:review --',
  'Renders scripted Strike games with different dice colours, mats and lighting, reviews each video as `dice-referee review` does, '
  + 'and prints how many throws were read right, how many rulings came out right, and the speed against real time; writes '
  + 'bench/results/review.json. With --game dice-game: random dice games played to their winner (2–4 players to 1000 points, '
  + 'five mats), the rolls read right counted; writes bench/results/review-dice-game.json.')
  .addOption(new Option('--game <game>', 'which game to play and review').choices(['strike', 'dice-game']).default('strike'))
  .option('--games <n>', 'games to render and review (seeds 1 to N)', numberParser({ whole: true, min: 1 }), 10)
  .option('--throws <n>', 'Strike: at most this many throws per game', numberParser({ whole: true, min: 1 }), 8)
  .addOption(new Option('--dice <source>', 'Strike: die images: photo (byler-d6 crops), synthetic, or auto (photo when the byler-d6 photos are there)')
    .choices(['auto', 'photo', 'synthetic']).default('auto'))
  .option('--fps <n>', `frames per second to analyse, at least ${MIN_ANALYSIS_FPS}, as review --fps`, optionParser(parseAnalysisFps), 15)
  .option('--browser', 'also analyse each video on the review page (review.html) in the system Chromium, its rulings and speed beside the CLI\'s');

const { options } = parseCommandLineOrExit<ReviewBenchOptions>(program);
if (options.browser && !hasChromium) {
  console.error('bench:review --browser needs the system Chromium (apt-get install -y chromium)');
  process.exit(1);
}
/** The options, as written into the results: as given or by default. */
const values = { games: options.games, throws: options.throws, dice: options.dice, game: options.game, fps: options.fps, browser: options.browser === true };
const games = values.games;
const dir = mkdtempSync(path.join(tmpdir(), 'bench-review-'));

/** Faces of the dice inside the arena, sorted, as a key. */
const faceKey = (faces: (Face | null)[]) => faces.map((f) => f ?? '?').sort().join('');

/** Length of the longest common subsequence of two lists of strings. */
function lcs(a: readonly string[], b: readonly string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = up;
    }
  }
  return row[b.length]!;
}

/** The review entry that ruled on a throw's settled stretch (its time lies in the stretch). */
function entryFor(stretch: TimelineStretch, entries: readonly TimelineEntry[]): TimelineEntry | undefined {
  return entries.find((e) => e.change !== 'setup' && e.tMs >= stretch.startMs && e.tMs < stretch.endMs);
}

/** The review page's analysis of one video: its rulings and speed (× real time). */
interface BrowserResult { rulingsRight: number; exact: boolean; speed: number; strategy: string }

/** The set-up a video is reviewed with on the review page: the game, its players, and its rule choices. */
type BrowserSetup = { game: 'strike'; players: readonly string[]; keepThrowing: boolean } | { game: 'dice-game'; players: readonly string[]; targetScore: number };

/** Analyses `video` on the review page of `session` with `setup` and scores its rulings against `expected`. */
async function reviewInBrowser(session: AppSession, video: string, setup: BrowserSetup, expected: readonly string[]): Promise<BrowserResult> {
  const page = await session.context.newPage();
  try {
    await page.goto(`${session.url}review.html`);
    await page.getByTestId('review-game').selectOption(setup.game);
    await page.getByTestId('review-count').selectOption(String(setup.players.length));
    const names = page.getByTestId('review-name');
    for (let i = 0; i < setup.players.length; i++) await names.nth(i).fill(setup.players[i]!);
    if (setup.game === 'strike' && setup.keepThrowing) await page.getByTestId('review-keep-throwing').check();
    if (setup.game === 'dice-game') await page.getByTestId('review-target').fill(String(setup.targetScore));
    await page.getByTestId('review-file').setInputFiles(video);
    const speedText = page.getByTestId('review-speed');
    await speedText.waitFor({ timeout: 600_000 });
    const got = await page.getByTestId('timeline-ruling').allTextContents();
    return {
      rulingsRight: lcs(expected, got),
      exact: JSON.stringify(expected) === JSON.stringify(got),
      speed: Number(await speedText.getAttribute('data-speed')),
      strategy: (await speedText.getAttribute('data-strategy')) ?? '',
    };
  } finally {
    await page.close();
  }
}

interface GameResult {
  seed: number; look: string; diceSource: string; durationMs: number; elapsedMs: number; speed: number;
  throws: number; throwsRead: number; rulings: number; rulingsRight: number; exact: boolean;
  browser?: BrowserResult;
}
/** What every reviewed game is scored on, Strike's or the dice game's. */
interface ScoredGame { durationMs: number; elapsedMs: number; speed: number; rulings: number; rulingsRight: number; exact: boolean; browser?: BrowserResult }

/** The review page's figures of one game, for its line ("; browser: 40/41 rulings right, 6.1× real time"), or "". */
function browserNote(r: ScoredGame): string {
  return r.browser ? `; browser: ${r.browser.rulingsRight}/${r.rulings} rulings right${r.browser.exact ? ' (exact)' : ''}, ${r.browser.speed}× real time` : '';
}

/**
 * The figures both benchmarks sum over their games: the share of rulings right, the games
 * exactly right, the speed against real time overall and the slowest game's, and the same of
 * the review page's analyses when there are any.
 */
function summarise(results: readonly ScoredGame[]) {
  const sum = (pick: (r: ScoredGame) => number) => results.reduce((total, r) => total + pick(r), 0);
  const inBrowser = results.length > 0 && results.every((r) => r.browser) ? results.map((r) => ({ ...r, browser: r.browser! })) : null;
  return {
    games: results.length,
    rulingsRight: sum((r) => r.rulingsRight) / sum((r) => r.rulings),
    exactGames: results.filter((r) => r.exact).length,
    speedTimesRealTime: sum((r) => r.durationMs) / sum((r) => r.elapsedMs),
    minSpeed: Math.min(...results.map((r) => r.speed)),
    browser: inBrowser ? {
      rulingsRight: inBrowser.reduce((t, r) => t + r.browser.rulingsRight, 0) / sum((r) => r.rulings),
      exactGames: inBrowser.filter((r) => r.browser.exact).length,
      speedTimesRealTime: sum((r) => r.durationMs) / inBrowser.reduce((t, r) => t + r.durationMs / r.browser.speed, 0),
      minSpeed: Math.min(...inBrowser.map((r) => r.browser.speed)),
    } : undefined,
  };
}

/**
 * Prints the summary line (`what`: "games", "dice games"; `read`: the share read right, worded)
 * and the review page's, and writes the options, summary and games to bench/results/`file`.
 */
function report(file: string, what: string, read: string, summary: ReturnType<typeof summarise>, games: readonly ScoredGame[]): void {
  console.log(`\n${summary.games} ${what}: ${read}, rulings right ${(summary.rulingsRight * 100).toFixed(1)}%, ${summary.exactGames} games exactly right, ${summary.speedTimesRealTime.toFixed(1)}× real time overall (slowest ${summary.minSpeed}×)`);
  const b = summary.browser;
  if (b) console.log(`review page in Chromium: rulings right ${(b.rulingsRight * 100).toFixed(1)}%, ${b.exactGames} games exactly right, ${b.speedTimesRealTime.toFixed(1)}× real time overall (slowest ${b.minSpeed}×)`);
  const out = path.resolve(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, file), `${JSON.stringify({ date: new Date().toISOString(), options: values, summary, games }, null, 2)}\n`);
  console.log(`wrote ${path.join(out, file)}`);
}

/** One dice game reviewed: as {@link GameResult}, its rolls in place of throws. */
interface DiceGameResult {
  seed: number; mat: string; players: number; durationMs: number; elapsedMs: number; speed: number;
  rolls: number; rollsRead: number; rulings: number; rulingsRight: number; exact: boolean;
  browser?: BrowserResult;
}

/**
 * The dice-game benchmark: `games` random dice games (2–4 players, to 1000 points), each
 * rendered at 15 frames/s, reviewed as `dice-referee review --game dice-game` does; a roll is
 * read right when its ruling ("Ann rolled 1 5 3") is among the review's rulings in order.
 */
async function benchDiceGames(session: AppSession | null): Promise<void> {
  const results: DiceGameResult[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const play = diceGameFromSeed(seed, { players: 2 + (seed % 3) });
    const video = await writeVideo(sceneFrames(play.scenes, 15), path.join(dir, `dice-game-${seed}.mp4`), { fps: 15 });
    const done = await reviewVideo(video.path, {
      review: GameReview.diceGame({ game: { players: play.players, targetScore: play.targetScore } }),
      dieKind: 'd6',
      fps: values.fps,
    });
    const got = done.review.entries.flatMap((e) => e.rulings.map((r) => r.text));
    const isRoll = (ruling: string) => / rolled [1-6 ]+\.$/.test(ruling);
    const r: DiceGameResult = {
      seed, mat: play.scenes[0]![0].mat, players: play.players.length,
      durationMs: Math.round(done.info.durationMs), elapsedMs: Math.round(done.elapsedMs), speed: Math.round(done.speed * 10) / 10,
      rolls: play.rulings.filter(isRoll).length, rollsRead: lcs(play.rulings.filter(isRoll), got.filter(isRoll)),
      rulings: play.rulings.length, rulingsRight: lcs(play.rulings, got), exact: JSON.stringify(play.rulings) === JSON.stringify(got),
    };
    if (session) r.browser = await reviewInBrowser(session, video.path, { game: 'dice-game', players: play.players, targetScore: play.targetScore }, play.rulings);
    results.push(r);
    console.log(`dice game ${seed}: ${r.rollsRead}/${r.rolls} rolls read right, ${r.rulingsRight}/${r.rulings} rulings right${r.exact ? ' (exact)' : ''}, ${r.speed}× real time${browserNote(r)} — ${r.players} players, mat ${r.mat}`);
  }
  const rolls = results.reduce((t, r) => t + r.rolls, 0);
  const summary = { ...summarise(results), rollsReadRight: results.reduce((t, r) => t + r.rollsRead, 0) / rolls };
  report('review-dice-game.json', 'dice games', `rolls read right ${(summary.rollsReadRight * 100).toFixed(1)}%`, summary, results);
}

if (values.game === 'dice-game') {
  const session = values.browser ? await startDevAppSession() : null;
  try {
    await benchDiceGames(session);
  } finally {
    await session?.close();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}

const results: GameResult[] = [];
const session = values.browser ? await startDevAppSession() : null;
try {
  for (let seed = 1; seed <= games; seed++) {
    const script = scriptFromSeed(seed, { players: 2 + (seed % 3), maxThrows: values.throws });
    const made = await makeGameVideo(script, path.join(dir, `game-${seed}.mp4`), { diceSource: values.dice });
    const done = await reviewVideo(made.video.path, {
      review: GameReview.strike({ game: { players: script.players, edition: script.edition }, keepThrowing: script.keepThrowing }),
      dieKind: script.edition === 'classic-x2' ? 'strike-x2' : 'strike',
      fps: values.fps,
    });
    const entries = done.review.entries;
    const throwStretches = made.truth.timeline.stretches.filter((s) => s.afterKind === 'throw');
    const throwsRead = throwStretches.filter((stretch) => {
      const entry = entryFor(stretch, entries);
      return entry !== undefined && faceKey(entry.dice.filter((d) => d.inArena).map((d) => d.face)) === faceKey(stretch.dice.filter((d) => d.inArena).map((d) => d.face));
    }).length;
    const expected = made.truth.rulings.map((r) => r.text);
    const got = entries.flatMap((e) => e.rulings.map((r) => r.text));
    const look = script.look;
    results.push({
      seed,
      look: `${look.mat.texture} mat ${look.mat.colour}, dice ${look.dice.colours.join("/")}, light ${look.lighting.brightness.toFixed(2)}`,
      diceSource: made.truth.timeline.diceSource,
      durationMs: Math.round(done.info.durationMs),
      elapsedMs: Math.round(done.elapsedMs),
      speed: Math.round(done.speed * 10) / 10,
      throws: throwStretches.length,
      throwsRead,
      rulings: expected.length,
      rulingsRight: lcs(expected, got),
      exact: JSON.stringify(expected) === JSON.stringify(got),
    });
    const r = results.at(-1)!;
    if (session) r.browser = await reviewInBrowser(session, made.video.path, { game: 'strike', players: script.players, keepThrowing: script.keepThrowing }, expected);
    console.log(`game ${seed}: ${r.throwsRead}/${r.throws} throws read right, ${r.rulingsRight}/${r.rulings} rulings right${r.exact ? ' (exact)' : ''}, ${r.speed}× real time${browserNote(r)} — ${r.look}`);
  }
} finally {
  await session?.close();
  rmSync(dir, { recursive: true, force: true });
}

const throws = results.reduce((t, r) => t + r.throws, 0);
const summary = { ...summarise(results), throwsReadRight: results.reduce((t, r) => t + r.throwsRead, 0) / throws };
report('review.json', 'games', `throws read right ${(summary.throwsReadRight * 100).toFixed(1)}%`, summary, results);
