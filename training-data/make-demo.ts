/**
 * Writes the bundled demos. Run with `npm run make:demo`.
 * - The demo arena, a still: `public/demo/arena.png` (1280×720) and `public/demo/arena.json`
 *   (each die's face and bounding box).
 * - The demo game, what the app plays when there is no camera: `public/demo/game.webm`, a
 *   scripted two-player Strike game played to its winner (training-data/gameVideo, seed 14, 8 throws,
 *   synthetic dice, 640×360 at 15 frames/s, about a minute, opening on an empty arena, a second's
 *   pause after each step), re-encoded small (VP8,
 *   about 0.5 MB), and `public/demo/game.json`, the rulings the referee must announce.
 * - The demo dice game: `public/demo/dice-game.webm`, Ann and Bob to 500 points, played to
 *   Ann's win (training-data/gameVideo/sceneFrames.ts `diceGameDemoScenes`: arena scenes held
 *   still with a hand passing between them, 640×360 at 15 frames/s, about 40 s), and
 *   `public/demo/dice-game.json`, its set-up and the rulings the referee must announce.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Face } from '../src/core/types.ts';
import { dieBox, randomScene, sceneSvg } from './arenaScene.ts';
import {
  DICE_GAME_DEMO, diceGameDemoScenes, ffmpegBinary, lookOfSeed, makeGameVideo, refereeDemoScenes, sceneFrames, scriptFromSeed, writeVideo,
} from './gameVideo/index.ts';

const OUT = path.resolve(import.meta.dirname, '../public/demo');
const FACES: Face[] = ['3', '5', '1', '6', '2', '4', '5', '2'];

const scene = randomScene(FACES, { width: 1280, height: 720, sizePx: 72, seed: 31 });
mkdirSync(OUT, { recursive: true });
await sharp(Buffer.from(sceneSvg(scene))).png().toFile(path.join(OUT, 'arena.png'));
writeFileSync(path.join(OUT, 'arena.json'), `${JSON.stringify({
  width: scene.width,
  height: scene.height,
  arena: scene.arena,
  dice: scene.dice.map((die) => ({ face: die.face, box: dieBox(die).map(Math.round) })),
}, null, 2)}\n`);
console.log(`wrote ${path.join(OUT, 'arena.png')} with ${scene.dice.length} dice`);

/** The demo game's seed: the shortest whole game of the first 40 seeds (8 throws). */
const SEED = 14;
/** The look of seed 5, the demo's until session 30 (green felt, yellow dice): the app looks as it did. */
const LOOK_SEED = 5;

/**
 * The demo game's script, played to its winner: seed 14 shows a match, a big hit, a throw of all
 * the dice, X dice, a die out of the arena, a thrower who may throw again, an elimination and the
 * winner, and is refereed exactly at this size
 * (`dice-referee review --keep-throwing` and the app). A thrower whose dice all differ throws
 * again, as the app's referee lets them (passing is a button, which a video cannot press).
 */
const game = scriptFromSeed(SEED, { players: ['Ann', 'Bob'], keepThrowing: true, look: lookOfSeed(LOOK_SEED) });
// A second's pause after every step: each settled arena lasts long enough for a slow machine's
// referee to see it (the app reads the video as it plays, in real time).
const script = { ...game, steps: [{ kind: 'pause' as const, ms: 1500 }, ...game.steps.flatMap((step) => [step, { kind: 'pause' as const, ms: 1000 }])] };
/** Re-encodes a made video small for the bundle (VP8, about 300 kbit/s). */
async function encodeSmall(made: string, out: string): Promise<void> {
  const encoded = spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-i', made, '-c:v', 'libvpx', '-crf', '12', '-b:v', '300k',
    '-deadline', 'good', '-cpu-used', '2', '-auto-alt-ref', '0', out]);
  if (encoded.status !== 0) throw new Error(`ffmpeg could not re-encode ${out}: ${encoded.stderr.toString()}`);
}

const work = mkdtempSync(path.join(tmpdir(), 'dice-demo-'));
try {
  const made = await makeGameVideo(script, path.join(work, 'game.webm'), { diceSource: 'synthetic' });
  const out = path.join(OUT, 'game.webm');
  await encodeSmall(made.video.path, out);
  writeFileSync(path.join(OUT, 'game.json'), `${JSON.stringify({
    game: 'strike',
    seed: SEED,
    players: script.players,
    edition: script.edition,
    keepThrowing: true,
    frames: made.video.frames,
    fps: made.truth.timeline.fps,
    rulings: made.truth.rulings.map((ruling) => ruling.text),
  }, null, 2)}\n`);
  console.log(`wrote ${out}: ${made.video.frames} frames, ${made.truth.rulings.length} rulings`);

  const states = diceGameDemoScenes();
  const fps = 15;
  const diceGame = await writeVideo(sceneFrames(states, fps), path.join(work, 'dice-game.webm'), { fps });
  const diceGameOut = path.join(OUT, 'dice-game.webm');
  await encodeSmall(diceGame.path, diceGameOut);
  const { rulings } = refereeDemoScenes(states, fps);
  writeFileSync(path.join(OUT, 'dice-game.json'), `${JSON.stringify({
    game: 'dice-game',
    players: DICE_GAME_DEMO.players,
    targetScore: DICE_GAME_DEMO.targetScore,
    frames: diceGame.frames,
    fps,
    rulings,
  }, null, 2)}\n`);
  console.log(`wrote ${diceGameOut}: ${diceGame.frames} frames, ${rulings.length} rulings`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
