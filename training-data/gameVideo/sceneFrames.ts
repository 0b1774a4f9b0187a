/**
 * Videos made of the project's own arena scenes (training-data/arenaScene.ts) held still, with
 * a hand passing between them: fixtures for tests of games that the scripted Strike videos
 * (renderGame.ts) do not play, such as the dice game.
 */
import sharp from 'sharp';
import type { RgbaFrame } from '../../src/core/types.ts';
import { sceneSvg, type ArenaScene } from '../arenaScene.ts';

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
