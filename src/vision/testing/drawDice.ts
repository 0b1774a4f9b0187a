/**
 * Synthetic top-down dice on a floor, as RGBA frames with known faces and boxes: fixtures for
 * the die reader's tests (no photos needed). Pips follow the usual d6 layout on a 3×3 grid.
 */
import type { Box, RgbaFrame } from '../../core/types.ts';

/** An RGB colour, 0..255 per channel. */
export type Rgb = [r: number, g: number, b: number];

/** One die to draw. */
export interface DieSpec {
  /** Centre in pixels. */
  cx: number;
  cy: number;
  /** Side length in pixels. */
  side: number;
  /** Rotation in degrees (clockwise in image coordinates). */
  angleDeg: number;
  /** Pip count on the top face, 1..6. */
  face: 1 | 2 | 3 | 4 | 5 | 6;
  /** Body and pip colours. */
  body: Rgb;
  pip: Rgb;
}

/** A scene: frame size, floor colour, dice, optional lighting gradient and noise. */
export interface SceneSpec {
  width: number;
  height: number;
  floor: Rgb;
  dice: readonly DieSpec[];
  /** Brightness change across the frame from left to right, in grey levels (default 0). */
  gradient?: number;
  /** Uniform noise amplitude in grey levels (default 0), from a fixed-seed generator. */
  noise?: number;
  /** Noise seed (default 1). */
  seed?: number;
}

/** Pip centre on a unit die (side 1, centred at 0), per face: usual d6 layout, grid step 0.27. */
export const PIP_LAYOUT: Readonly<Record<DieSpec['face'], readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [[-0.27, -0.27], [0.27, 0.27]],
  3: [[-0.27, -0.27], [0, 0], [0.27, 0.27]],
  4: [[-0.27, -0.27], [0.27, -0.27], [-0.27, 0.27], [0.27, 0.27]],
  5: [[-0.27, -0.27], [0.27, -0.27], [0, 0], [-0.27, 0.27], [0.27, 0.27]],
  6: [[-0.27, -0.27], [-0.27, 0], [-0.27, 0.27], [0.27, -0.27], [0.27, 0], [0.27, 0.27]],
};

/** Pip radius as a share of the die side. */
export const PIP_RADIUS_SHARE = 0.09;

/** Axis-aligned bounding box `[x0, y0, x1, y1]` (pixels) of a drawn die. */
export function dieBox(die: DieSpec): Box {
  const a = (die.angleDeg * Math.PI) / 180;
  const half = (die.side / 2) * (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a)));
  return [die.cx - half, die.cy - half, die.cx + half, die.cy + half];
}

/** Deterministic PRNG (mulberry32), values in [0, 1). */
function mulberry32(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Colour of the scene at sub-pixel point (x, y): floor, die body or pip. */
function colourAt(scene: SceneSpec, x: number, y: number): Rgb {
  for (const die of scene.dice) {
    const a = (die.angleDeg * Math.PI) / 180;
    const dx = x - die.cx;
    const dy = y - die.cy;
    // Into the die's own frame, in units of its side.
    const u = (Math.cos(a) * dx + Math.sin(a) * dy) / die.side;
    const v = (-Math.sin(a) * dx + Math.cos(a) * dy) / die.side;
    if (Math.abs(u) > 0.5 || Math.abs(v) > 0.5) continue;
    for (const [pu, pv] of PIP_LAYOUT[die.face]) {
      if (Math.hypot(u - pu, v - pv) <= PIP_RADIUS_SHARE) return die.pip;
    }
    return die.body;
  }
  return scene.floor;
}

/**
 * Draws a scene as an RGBA frame (`height × width × 4` uint8, alpha 255), 2×2 supersampled.
 *
 * @returns the frame and each die's bounding box (pixels), in `scene.dice` order.
 * @throws Error when the size is not a positive integer or a face is not 1..6.
 */
export function drawDice(scene: SceneSpec): { frame: RgbaFrame; boxes: Box[] } {
  const { width, height } = scene;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`drawDice: size must be positive integers, got ${width}×${height}`);
  }
  for (const die of scene.dice) {
    if (!(die.face in PIP_LAYOUT)) throw new Error(`drawDice: face must be 1..6, got ${String(die.face)}`);
  }
  const data = new Uint8ClampedArray(width * height * 4);
  const random = mulberry32(scene.seed ?? 1);
  const noise = scene.noise ?? 0;
  const gradient = scene.gradient ?? 0;
  const offsets = [0.25, 0.75];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sum = [0, 0, 0];
      for (const oy of offsets) {
        for (const ox of offsets) {
          const c = colourAt(scene, x + ox, y + oy);
          sum[0]! += c[0];
          sum[1]! += c[1];
          sum[2]! += c[2];
        }
      }
      const light = gradient * (x / Math.max(1, width - 1) - 0.5) + (noise > 0 ? (random() * 2 - 1) * noise : 0);
      const i = (y * width + x) * 4;
      data[i] = sum[0]! / 4 + light;
      data[i + 1] = sum[1]! / 4 + light;
      data[i + 2] = sum[2]! / 4 + light;
      data[i + 3] = 255;
    }
  }
  return { frame: { width, height, data }, boxes: scene.dice.map(dieBox) };
}
