/**
 * Frames of rendered arena scenes for the vision tests: an SVG scene (training-data/arenaScene.ts
 * `sceneSvg`) as RGBA, and a frame with webcam-like noise added.
 */
import sharp from 'sharp';
import { seededRandom } from '../../../training-data/arenaScene.ts';
import type { RgbaFrame } from '../../core/types.ts';

/**
 * Renders an SVG scene to a `height × width × 4` RGBA frame.
 * @throws Error from sharp when the SVG cannot be rendered
 */
export async function renderSvg(svg: string): Promise<RgbaFrame> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/**
 * A copy of `frame` with uniform noise of ±`amp` grey levels per channel (fixed seed), alpha 255:
 * a webcam never gives two equal frames.
 */
export function noisyFrame(frame: RgbaFrame, seed: number, amp: number): RgbaFrame {
  const random = seededRandom(seed);
  const data = new Uint8ClampedArray(frame.data.length);
  for (let i = 0; i < data.length; i++) data[i] = (i & 3) === 3 ? 255 : frame.data[i]! + Math.round((random() * 2 - 1) * amp);
  return { width: frame.width, height: frame.height, data };
}
