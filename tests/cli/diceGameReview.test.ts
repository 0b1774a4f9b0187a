/**
 * `dice-referee review --game dice-game` on a video made of the project's own arena scenes
 * (training-data/gameVideo/sceneFrames.ts `diceGameScenes`; always on): two turns of Ann and
 * one of Bob, with nobody pressing Bank and dice set aside while others are rolled; and a
 * random game played to its winner (`diceGameFromSeed`), and one whose camera pans between rolls.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diceGameFromSeed, diceGameScenes, sceneFrames, writeVideo } from '../../training-data/gameVideo/index.ts';
import { runCli } from './run.ts';

const FPS = 15;

describe('dice-referee review --game dice-game', () => {
  let dir: string;
  let video: string;
  /** Each roll's faces from left to right, the referee's roll order. */
  const rolled: Record<string, string> = {};
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dice-game-review-'));
    const game = diceGameScenes();
    for (const [name, faces] of Object.entries(game.rolled)) rolled[name] = faces.join(' ');
    video = (await writeVideo(sceneFrames(game.states, FPS), path.join(dir, 'farkle.webm'), { fps: FPS })).path;
  }, 120_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('rules a random game played to its winner as the rules did: hot dice, banks nobody pressed, the final round', async () => {
    // training-data/gameVideo/diceGameFromSeed.ts: seed 5, Ann and Bob to 1000 points (about 35 s of video).
    const game = diceGameFromSeed(5, { players: 2 });
    expect(game.events.map((e) => e.type)).toEqual(expect.arrayContaining(['hotDice', 'pointsBanked', 'finalRoundStarted', 'gameWon']));
    const played = (await writeVideo(sceneFrames(game.scenes, FPS), path.join(dir, 'random.webm'), { fps: FPS })).path;
    const result = runCli(['review', played, '--game', 'dice-game', '--players', '2', '--names', game.players.join(','), '--target', String(game.targetScore), '--no-progress']);
    expect(result.status).toBe(0);
    expect(result.lines.filter((line) => line.startsWith('          ')).map((line) => line.trim())).toEqual(game.rulings);
  }, 120_000);

  it('rules a game whose camera pans 60 px while the rest of a roll lies still as the clean video: the rest is not rolled', async () => {
    // training-data/gameVideo/diceGameFromSeed.ts: seed 7, three rolls of Ann: 4 6 5 3 3 1 (5 1
    // set aside), 5 4 2 2 (5 set aside), 1 5 4 (1 5 set aside). The arena after the first keep
    // (the rest 6 3 3 4 lying still, scene 2) is held 4.8 s; 1.6 s into it the camera pans over
    // 0.4 s and stays so: every die of the rest shows 60 px (1.5 die sizes) right of where it lay.
    const game = diceGameFromSeed(7, { players: 2, maxRolls: 3 });
    expect(game.scenes.map(([scene]) => scene.dice.length)).toEqual([0, 6, 4, 4, 3, 3, 1]);
    game.scenes[2]![1] = 4.8;
    const clean = (await writeVideo(sceneFrames(game.scenes, FPS), path.join(dir, 'seed-7.webm'), { fps: FPS })).path;
    // Scene 2's still begins after 2.4 s of the empty arena, 2.4 s of the roll and two hands passing (0.8 s each).
    const fromS = 2.4 + 0.8 + 2.4 + 0.8 + 1.6;
    const panned = path.join(dir, 'seed-7-panned.mp4');
    // The picture widened by its edges mirrored, then a 640 px window moved 60 px left over it: the table shows 60 px further right.
    const pan = `pad=iw+280:ih:140:0,fillborders=left=140:right=140:mode=mirror,crop=640:360:x='140-60*clip((t-${fromS})/0.4\\,0\\,1)':y=0`;
    expect(spawnSync(ffmpeg.path, ['-v', 'error', '-y', '-i', clean, '-vf', pan, '-pix_fmt', 'yuv420p', '-r', String(FPS), panned]).status).toBe(0);
    const review = (file: string) => {
      const result = runCli(['review', file, '--game', 'dice-game', '--players', '2', '--names', game.players.join(','), '--target', String(game.targetScore), '--json', '--no-progress']);
      expect(result.status).toBe(0);
      const lines = result.lines.map((line) => JSON.parse(line));
      const entries = lines.filter((line) => 'index' in line);
      return { rulings: entries.flatMap((entry) => entry.rulings.map((r: { text: string }) => r.text)), summary: lines.at(-1).summary };
    };
    const seen = review(clean);
    expect(seen.rulings).toEqual(game.rulings);
    expect(seen.rulings).toContain('Ann keeps 5 1 for 150: 150 this turn.');
    // Before, the rest lying still was ruled rolled once the camera had panned ('Ann rolled 4 6 3 3. No score!').
    const moved = review(panned);
    expect(moved.rulings).toEqual(seen.rulings);
    expect(moved.summary).toMatchObject({ throws: 3, warnings: [] });
  }, 240_000); // two encodes and two reviews

  it('rules the rolls, the dice set aside, the bank nobody pressed and the farkles, in order', () => {
    const result = runCli(['review', video, '--game', 'dice-game', '--players', '2', '--names', 'Ann,Bob', '--no-progress']);
    expect(result.stderr).toMatch(/^5 settled arenas, 4 rolls ruled, 15\.\d s of video reviewed in/);
    expect(result.status).toBe(0);
    const rulings = result.lines.filter((line) => line.startsWith('          ')).map((line) => line.trim());
    expect(rulings).toEqual([
      'New game: Ann and Bob. Play to 5000 points: once a player reaches them, everyone else gets one final turn.', "Ann's turn (0 points).",
      `Ann rolled ${rolled.annRoll}.`,
      'Ann keeps 1 1 1 5 5 for 400: 400 this turn.',
      'Ann banks 400: score 400.', "Bob's turn (0 points).", `Bob rolled ${rolled.bobRoll}.`, "No score! Bob's turn ends.", "Ann's turn (400 points).",
      `Ann rolled ${rolled.annAgain}.`,
      // What a live referee would have asked, then what the review took.
      '? Ann set aside dice and rolled 4 dice at once. Which dice did Ann set aside: 1 1 or 1 5?',
      'Ann keeps 1 1 for 200: 200 this turn.', `Ann rolled ${rolled.annRest}.`, 'No score! Ann loses the 200 points of this turn, and the turn.', "Bob's turn (0 points).",
    ]);
    // The video ends with the game unfinished: where it stands.
    expect(result.lines.at(-1)).toBe("Game not finished. Scores: Ann (400), Bob (0). Bob's turn (0 points this turn).");
    // Each entry's change and the dice in view, left to right as the rolls are said.
    expect(result.lines.slice(0, -1).filter((line) => !line.startsWith(' ')).map((line) => line.replace(/^\d\d:\d\d\.\d {2}/, ''))).toEqual([
      // The review page's words for each change (helper 182).
      'game set up', ...[['roll', rolled.annRoll!], ['dice set aside', '3'], ['roll', rolled.bobRoll!], ['roll', rolled.annAgain!], ['roll', rolled.annRest!]].map(([change, faces]) => `${change}  faces in view: ${faces}`),
    ]);
  });

  it('gives the timeline as JSON lines with the dice game\'s events, and its words in French', () => {
    const result = runCli(['review', video, '--game', 'dice-game', '--players', '2', '--names', 'Ann,Bob', '--target', '500', '--json', '--lang', 'fr', '--no-progress']);
    expect(result.status).toBe(0);
    const lines = result.lines.map((line) => JSON.parse(line));
    const entries = lines.filter((line) => 'index' in line);
    expect(entries[0]).toMatchObject({ dieKind: 'd6', change: 'setup', rulings: [{ text: "Nouvelle partie : Ann et Bob. Partie en 500 points : dès qu'un joueur les atteint, chacun des autres joue un dernier tour." }, {}] });
    expect(entries.map((entry) => entry.change)).toEqual(['setup', 'roll', 'keep', 'roll', 'roll', 'roll']);
    expect(entries[3].events.map((event: { type: string }) => event.type)).toEqual(['pointsBanked', 'turnStarted', 'diceRolled', 'farkle', 'turnStarted']);
    expect(entries[5].question).toBe("Ann a mis des dés de côté et lancé 4 dés d'un coup. Quels dés ont été mis de côté : 1 1 ou 1 5 ?");
    expect(lines.at(-1).summary).toMatchObject({ dieKind: 'd6', settled: 5, throws: 4, complete: true, warnings: [] });
    expect(lines.at(-2)).toEqual({
      file: video, standing: { players: [{ name: 'Ann', score: 400 }, { name: 'Bob', score: 0 }], current: 1, turnPoints: 0 },
      text: 'Partie inachevée. Scores : Ann (400), Bob (0). À Bob de jouer (0 point ce tour).',
    });
    expect(result.stderr).toMatch(/^5 arènes stabilisées, 4 lancers arbitrés, /);
  });

  it('refuses Strike\'s options and dice other than d6, and --target with Strike, as usage errors', () => {
    const tournament = runCli(['review', video, '--game', 'dice-game', '--players', '2', '--tournament']);
    expect([tournament.status, tournament.stderr]).toEqual([2, 'error: --tournament is for Strike; the dice game (--game dice-game) has no such choice\n']);
    const strikeDice = runCli(['review', video, '--game', 'dice-game', '--players', '2', '--die-kind', 'strike']);
    expect(strikeDice.status).toBe(2);
    expect(strikeDice.stderr).toMatch(/^error: .*d6/);
    const target = runCli(['review', video, '--players', '2', '--target', '500']);
    expect([target.status, target.stderr]).toEqual([2, 'error: --target is for the dice game (--game dice-game): Strike has no points to reach\n']);
  });

  it('warns when dice were read but the rules took no throw from them: another game\'s recording', () => {
    const asStrike = runCli(['review', video, '--players', '2', '--die-kind', 'strike-x2', '--no-progress']);
    expect(asStrike.status).toBe(0);
    expect(asStrike.stderr.split('\n')).toContain('warning: dice were read, but the rules took no Strike throw from them: is this a recording of the dice game (--game dice-game)?');
    expect(asStrike.stderr).toMatch(/\n\d+ settled arenas?, 0 throws ruled, /);
  });

  it('reviews the app\'s bundled dice-game demo into the rulings it must get (public/demo/dice-game.json)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const demo = JSON.parse(readFileSync(path.join(root, 'public/demo/dice-game.json'), 'utf8')) as { players: string[]; targetScore: number; rulings: string[] };
    const result = runCli(['review', path.join(root, 'public/demo/dice-game.webm'), '--game', 'dice-game', '--players', '2', '--names', demo.players.join(','),
      '--target', String(demo.targetScore), '--no-progress']);
    expect(result.status).toBe(0);
    expect(result.lines.filter((line) => line.startsWith('          ')).map((line) => line.trim())).toEqual(demo.rulings);
    expect(result.stderr).toMatch(/^10 settled arenas, 6 rolls ruled, /);
  }, 90_000); // a 40 s video reviewed: 36 s on a loaded 2-core machine
  it('notes the arenas that settled after the winner (another game recorded after it) and rules none of them', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const demoVideo = path.join(root, 'public/demo/dice-game.webm');
    const demo = JSON.parse(readFileSync(path.join(root, 'public/demo/dice-game.json'), 'utf8')) as { players: string[]; targetScore: number; rulings: string[] };
    // The demo, then its first 12 s again: a second game's start recorded after the first game's end.
    const head = path.join(dir, 'head.webm');
    const list = path.join(dir, 'list.txt');
    const both = path.join(dir, 'two-games.webm');
    expect(spawnSync(ffmpeg.path, ['-v', 'error', '-y', '-i', demoVideo, '-t', '12', '-c', 'copy', head]).status).toBe(0);
    writeFileSync(list, `file '${demoVideo}'\nfile '${head}'\n`);
    expect(spawnSync(ffmpeg.path, ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', both]).status).toBe(0);
    const result = runCli(['review', both, '--game', 'dice-game', '--players', '2', '--names', demo.players.join(','), '--target', String(demo.targetScore), '--no-progress']);
    expect(result.status).toBe(0);
    expect(result.lines.filter((line) => line.startsWith('          ')).map((line) => line.trim())).toEqual(demo.rulings);
    const note = result.stderr.split('\n')[0]!;
    expect(note).toMatch(/^note: \d+ arenas settled after the game was won \(00:3\d\.\d to 00:4\d\.\d\) and were not ruled: if another game was recorded after it, review that game on its own \(cut the video where it starts\); if the game went on, check --players, and --target \(the dice game\) or --tournament \(Strike\)$/);
    expect(result.stderr).toMatch(/\n10 settled arenas, 6 rolls ruled, /);
  }, 120_000); // the demo and its first 12 s again reviewed
});
