/**
 * Videos made of the project's own arena scenes (training-data/arenaScene.ts) held still, with
 * a hand passing between them: fixtures for tests of games that the scripted Strike videos
 * (renderGame.ts) do not play, such as the dice game.
 */
import sharp from 'sharp';
import type { Face, RgbaFrame } from '../../src/core/types.ts';
import { randomScene, sceneSvg, type ArenaScene } from '../arenaScene.ts';

/**
 * The scene as an `H×W×4` RGBA frame, with a hand (a skin-coloured bar, 120 px wide, from the
 * bottom edge) reaching `reach` (0–1) of the way up.
 */
export async function sceneFrame(scene: ArenaScene, reach = 0): Promise<RgbaFrame> {
  let svg = sceneSvg(scene);
  if (reach > 0) {
    const top = Math.round(scene.height * (1 - 0.8 * reach));
    const left = Math.round(scene.width / 2 - 60);
    svg = svg.replace('</svg>', `<rect x="${left}" y="${top}" width="120" height="${scene.height}" rx="40" fill="#c68642"/></svg>`);
  }
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/**
 * Frames at `fps` frames/s of each scene held still for its seconds, a hand passing out over
 * the one before and in over the next (12 frames) before every scene but the first.
 */
export async function* sceneFrames(states: readonly [ArenaScene, number][], fps: number): AsyncGenerator<RgbaFrame> {
  for (const [i, [scene, seconds]] of states.entries()) {
    if (i > 0) {
      const before = states[i - 1]![0];
      for (let k = 1; k <= 6; k++) yield await sceneFrame(before, k / 6);
      for (let k = 6; k >= 1; k--) yield await sceneFrame(scene, k / 6);
    }
    const still = await sceneFrame(scene);
    for (let k = 0; k < Math.round(seconds * fps); k++) yield still;
  }
}

/** A short scripted dice game of arena scenes, and the faces of each roll from left to right (the referee's roll order). */
export interface DiceGameScenes {
  /** Each scene and how long it is held, in seconds. */
  states: [ArenaScene, number][];
  /** Faces of Ann's first roll, Bob's roll, Ann's second roll and the rest she rolled. */
  rolled: { annRoll: Face[]; bobRoll: Face[]; annAgain: Face[]; annRest: Face[] };
}

/**
 * Two turns of Ann and one of Bob in the dice game (the-dice-game-en.txt), 640 × 360 with
 * 36 px dice, nobody pressing Bank: an empty arena; Ann rolls 1 5 1 3 1 5; her 1s and 5s are
 * set aside (400), the 3 left where it lay; six new dice (she banked, and Bob rolled
 * 2 6 3 6 4 2: no score); Ann rolls 1 1 5 2 3 4; four new dice 2 3 4 6 (two set aside, 1 1 or
 * 1 5, and four rolled at once: no score). Each scene is held 2 s (the first 1 s), a hand
 * passing between them (0.8 s at 15 frames/s: 15 s in all).
 */
export function diceGameScenes(): DiceGameScenes {
  const size = { width: 640, height: 360, sizePx: 36 };
  const empty: ArenaScene = { ...randomScene([], { ...size, seed: 1 }), dice: [] };
  const table = (faces: Face[], seed: number): ArenaScene => ({ ...randomScene(faces, { ...size, seed }), mat: empty.mat, wall: empty.wall, arena: empty.arena });
  const annRoll = table(['1', '5', '1', '3', '1', '5'], 7);
  const annKept = { ...annRoll, dice: annRoll.dice.filter((d) => d.face === '3') };
  const bobRoll = table(['2', '6', '3', '6', '4', '2'], 11);
  const annAgain = table(['1', '1', '5', '2', '3', '4'], 13);
  const annRest = table(['2', '3', '4', '6'], 17);
  const leftToRight = (scene: ArenaScene): Face[] => [...scene.dice].sort((a, b) => a.x - b.x).map((d) => d.face);
  return {
    states: [[empty, 1], [annRoll, 2], [annKept, 2], [bobRoll, 2], [annAgain, 2], [annRest, 2]],
    rolled: { annRoll: leftToRight(annRoll), bobRoll: leftToRight(bobRoll), annAgain: leftToRight(annAgain), annRest: leftToRight(annRest) },
  };
}
