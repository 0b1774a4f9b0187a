/**
 * Die images ready to draw: real die crops from the byler-d6 photos (photoDice.ts), or
 * synthetic dice drawn by arenaScene.ts (always used for X, which no photo shows, and when
 * the photos are absent). Each sprite is premultiplied RGBA and knows where its die is and how
 * it is turned, so the renderer can draw it at any place, angle and size.
 */
import sharp from 'sharp';
import type { Face } from '../../src/core/types.ts';
import { DIE_COLOURS, sceneSvg, seededRandom, type DieColours } from '../arenaScene.ts';
import { loadPhotoDice, type ColourFamily, type DieCrop } from './photoDice.ts';

/** A die image. */
export interface Sprite {
  /** Size in sprite pixels. */
  width: number;
  height: number;
  /** `height × width × 4` premultiplied RGBA: r·a, g·a, b·a in 0–255, a in 0–1. */
  data: Float32Array;
  /** The die's centre, sprite pixels. */
  cx: number;
  cy: number;
  /** The die's side, sprite pixels. */
  side: number;
  /** The die's rotation in the sprite, degrees clockwise. */
  angleDeg: number;
}

/** Where die images come from. */
export type DiceSource = 'photo' | 'synthetic';

/** Synthetic die colours per family (arenaScene.ts `DIE_COLOURS`, plus purple). */
export const FAMILY_COLOURS: Readonly<Record<ColourFamily, DieColours>> = {
  white: DIE_COLOURS[0]!,
  red: DIE_COLOURS[1]!,
  black: DIE_COLOURS[2]!,
  green: DIE_COLOURS[3]!,
  yellow: DIE_COLOURS[4]!,
  blue: DIE_COLOURS[5]!,
  purple: { body: '#5b2a8c', pip: '#ffffff', edge: '#3a1a5c' },
};

/** The dice of one game: a sprite per colour family, face and variant. */
export interface DieSet {
  /** Where the images come from ('photo' still draws X synthetically). */
  source: DiceSource;
  /**
   * The image of a die of `family` showing `face`; `variant` picks among the crops of that
   * face (any integer; the same variant gives the same image).
   * @throws Error when `family` or `face` was not asked for in {@link loadDieSet}
   */
  sprite(family: ColourFamily, face: Face, variant: number): Sprite;
}

/** Premultiplied float sprite from straight RGBA bytes. */
function premultiply(rgba: Uint8Array | Buffer, width: number, height: number, die: Omit<Sprite, 'width' | 'height' | 'data'>): Sprite {
  const data = new Float32Array(width * height * 4);
  for (let p = 0; p < width * height * 4; p += 4) {
    const a = rgba[p + 3]! / 255;
    data[p] = rgba[p]! * a;
    data[p + 1] = rgba[p + 1]! * a;
    data[p + 2] = rgba[p + 2]! * a;
    data[p + 3] = a;
  }
  return { width, height, data, ...die };
}

/**
 * A synthetic die (arenaScene.ts) of side `sizePx`, without the scene's own shadow (the
 * renderer casts shadows itself).
 */
async function syntheticSprite(face: Face, colours: DieColours, sizePx: number): Promise<Sprite> {
  const canvas = Math.ceil(sizePx * 1.5) + 4;
  const svg = sceneSvg({
    width: canvas, height: canvas, mat: 'none', wall: 'none', arena: [],
    dice: [{ face, x: canvas / 2, y: canvas / 2, sizePx, angleDeg: 0, colours }],
  }).replace(/<rect[^>]*filter="url\(#shadow\)"[^>]*\/>/g, '');
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return premultiply(data, info.width, info.height, { cx: canvas / 2, cy: canvas / 2, side: sizePx, angleDeg: 0 });
}

/** A photo crop scaled so its die's side is `sizePx`, with a transparent border. */
async function photoSprite(crop: DieCrop, sizePx: number): Promise<Sprite> {
  const scale = sizePx / crop.square.side;
  const width = Math.max(4, Math.round(crop.width * scale));
  const height = Math.max(4, Math.round(crop.height * scale));
  const { data, info } = await sharp(Buffer.from(crop.rgba), { raw: { width: crop.width, height: crop.height, channels: 4 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .extend({ top: 2, bottom: 2, left: 2, right: 2, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return premultiply(data, info.width, info.height, {
    cx: crop.square.cx * (width / crop.width) + 2,
    cy: crop.square.cy * (height / crop.height) + 2,
    side: sizePx,
    angleDeg: crop.square.angleDeg,
  });
}

/**
 * Prepares the dice of a game.
 * @param options.families colour families in play
 * @param options.faces faces the dice can show
 * @param options.sizePx die side in frame pixels
 * @param options.source `photo`: byler-d6 crops (X and any face a family lacks: synthetic)
 * @param options.variants photo crops kept per family and face (default 4)
 * @param options.seed picks the crops
 * @param options.photoDir byler-d6 train folder (default photoDice.ts `BYLER_DIR`)
 * @throws Error from `loadPhotoDice` when photos are asked for but cannot be read
 */
export async function loadDieSet(options: {
  families: readonly ColourFamily[];
  faces: readonly Face[];
  sizePx: number;
  source: DiceSource;
  seed: number;
  variants?: number;
  photoDir?: string;
}): Promise<DieSet> {
  const { families, faces, sizePx, source } = options;
  const variants = options.variants ?? 4;
  const crops = source === 'photo' ? await loadPhotoDice(options.photoDir) : [];
  const random = seededRandom((options.seed ^ 0x2545f491) >>> 0);
  const table = new Map<string, Sprite[]>();
  await Promise.all(families.flatMap((family) => faces.map(async (face) => {
    const pool = crops.filter((c) => c.family === family && c.face === face);
    // Seeded partial shuffle: which crops this game uses.
    const picked: DieCrop[] = [];
    const left = [...pool];
    while (picked.length < variants && left.length > 0) picked.push(left.splice(Math.floor(random() * left.length), 1)[0]!);
    const sprites = picked.length > 0
      ? await Promise.all(picked.map((crop) => photoSprite(crop, sizePx)))
      : [await syntheticSprite(face, FAMILY_COLOURS[family], sizePx)];
    table.set(`${family}/${face}`, sprites);
  })));
  return {
    source,
    sprite(family, face, variant) {
      const sprites = table.get(`${family}/${face}`);
      if (!sprites) throw new Error(`no die image for a ${family} die showing ${face} (families: ${families.join(', ')}; faces: ${faces.join(', ')})`);
      return sprites[((variant % sprites.length) + sprites.length) % sprites.length]!;
    },
  };
}
