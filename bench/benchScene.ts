/**
 * The benchmark frame: a 640×480 synthetic arena with 20 dice (training-data/synthScene.ts,
 * fixed seed), rendered with sharp into an RGBA frame.
 */
import sharp from 'sharp';
import { FACES_OF_KIND, type Face, type RgbaFrame } from '../src/core/types.ts';
import { randomSynthScene, synthSceneSvg } from '../training-data/synthScene.ts';

/** Width, height and dice count of the benchmark frame (issue 3: 640×480 with 20 dice). */
export const BENCH_FRAME = { width: 640, height: 480, dice: 20, seed: 2024, sizePx: 34 } as const;

/**
 * Renders the benchmark frame.
 * @returns `480 × 640 × 4` RGBA
 */
export async function benchFrame(): Promise<RgbaFrame> {
  const { width, height, dice, seed, sizePx } = BENCH_FRAME;
  const faces = Array.from({ length: dice }, (_, i): Face => FACES_OF_KIND.d6[i % FACES_OF_KIND.d6.length]!);
  const scene = randomSynthScene(seed, { width, height, faces, sizePx, unreadableShare: 0 });
  const { data, info } = await sharp(Buffer.from(synthSceneSvg(scene))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength) };
}
