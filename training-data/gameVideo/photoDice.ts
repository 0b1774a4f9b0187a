/**
 * Real die crops cut from the byler-d6 photos (../shared/data/byler-d6/train: 200 top-down
 * phone photos over a gray cardboard floor, 1487 labelled whole-die boxes; see its
 * SOURCE.txt). Each crop is cut out of its floor (alpha = die mask) and sorted by top face and
 * body colour family, so a game can use dice of one or a few colours.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Face } from '../../src/core/types.ts';

/** The byler-d6 training photos, relative to this file: `<repo>/../shared/data/byler-d6/train`. */
export const BYLER_DIR = path.resolve(import.meta.dirname, '../../../shared/data/byler-d6/train');

/**
 * Body colour families a die can be sorted into (byler-d6 SOURCE.txt lists white, black, red,
 * green, yellow, blue, purple, marbled and translucent dice; marbled ones land in the nearest).
 */
export const COLOUR_FAMILIES = ['white', 'black', 'red', 'green', 'yellow', 'blue', 'purple'] as const;

/** One of {@link COLOUR_FAMILIES}. */
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/** One die cut out of a photo. */
export interface DieCrop {
  /** Photo file name (in the byler-d6 train folder). */
  file: string;
  /** Top face from the photo's label. */
  face: Face;
  /** Body colour family, from the median colour of the die's pixels. */
  family: ColourFamily;
  /** Crop size in pixels (the labelled box, rounded outwards). */
  width: number;
  height: number;
  /** `height × width × 4` uint8 RGBA, alpha 255 on the die and 0 on the floor. */
  rgba: Uint8Array;
  /** Pixels that differ from the floor (die and its pips), the die's area in photo pixels. */
  areaPx: number;
  /**
   * The die's outline in crop pixels: a rounded square of side `side` centred at `cx, cy`,
   * turned `angleDeg` clockwise, corner radius `cornerRadius` (alpha follows it).
   */
  square: { cx: number; cy: number; side: number; angleDeg: number; cornerRadius: number };
}

/** byler-d6 label words → faces. */
const LABEL_FACES: Readonly<Record<string, Face>> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6' };

/** annotations.json entries (byler-d6 SOURCE.txt: box corners normalised 0..1). */
interface Annotation {
  file: string;
  width: number;
  height: number;
  boxes: { label: string; xmin: number; ymin: number; xmax: number; ymax: number }[];
}

/**
 * The colour family of an sRGB colour (0–255 channels): white/black by lightness and
 * saturation, the others by hue.
 */
export function colourFamily(r: number, g: number, b: number): ColourFamily {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const saturation = max === 0 ? 0 : (max - min) / max;
  if (max < 70) return 'black';
  if (saturation < 0.22) return max > 150 ? 'white' : 'black';
  let hue = 0;
  if (max === r) hue = (60 * (g - b)) / (max - min);
  else if (max === g) hue = 120 + (60 * (b - r)) / (max - min);
  else hue = 240 + (60 * (r - g)) / (max - min);
  if (hue < 0) hue += 360;
  if (hue < 25 || hue >= 330) return 'red';
  if (hue < 75) return 'yellow';
  if (hue < 170) return 'green';
  if (hue < 255) return 'blue';
  return 'purple';
}

/** Median of a 256-bin histogram holding `count` values. */
function histogramMedian(histogram: Uint32Array, count: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v += 1) {
    seen += histogram[v]!;
    if (seen * 2 >= count) return v;
  }
  return 255;
}

/**
 * The rotated square that best bounds a die mask: the rotation (0–90°, 1° steps) whose
 * bounding rectangle of the mask is smallest, as centre, side lengths and angle, in crop
 * pixels.
 */
function fitSquare(mask: Uint8Array, w: number, h: number): { cx: number; cy: number; sideU: number; sideV: number; angleDeg: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const p = y * w + x;
      if (!mask[p]) continue;
      const edge = x === 0 || y === 0 || x === w - 1 || y === h - 1 || !mask[p - 1] || !mask[p + 1] || !mask[p - w] || !mask[p + w];
      if (edge) { xs.push(x + 0.5); ys.push(y + 0.5); }
    }
  }
  let best = { area: Infinity, cx: 0, cy: 0, sideU: 0, sideV: 0, angleDeg: 0 };
  for (let deg = 0; deg < 90; deg += 1) {
    const c = Math.cos((deg * Math.PI) / 180);
    const s = Math.sin((deg * Math.PI) / 180);
    let u0 = Infinity; let u1 = -Infinity; let v0 = Infinity; let v1 = -Infinity;
    for (let i = 0; i < xs.length; i += 1) {
      const u = xs[i]! * c + ys[i]! * s;
      const v = -xs[i]! * s + ys[i]! * c;
      if (u < u0) u0 = u; if (u > u1) u1 = u; if (v < v0) v0 = v; if (v > v1) v1 = v;
    }
    const sideU = u1 - u0 + 1;
    const sideV = v1 - v0 + 1;
    if (sideU * sideV < best.area) {
      const um = (u0 + u1) / 2;
      const vm = (v0 + v1) / 2;
      best = { area: sideU * sideV, cx: um * c - vm * s, cy: um * s + vm * c, sideU, sideV, angleDeg: deg };
    }
  }
  return best;
}

/**
 * Cuts one die out of its photo. Floor colour = median of the ring around the labelled box;
 * die pixels = those clearly more coloured, much darker or brighter than the floor (the
 * floor's own shadows are darker but no more coloured), largest region with its holes (pips)
 * filled. The die's outline is the rotated square that best bounds that region, with rounded
 * corners: alpha is that square, anti-aliased.
 * @returns the crop, or null when the die does not cut out cleanly (little contrast, not
 *   square, a neighbour in the box, a box at the photo's edge)
 */
function cutDie(photo: { data: Uint8Array; width: number; height: number }, box: Annotation['boxes'][number], face: Face, file: string): DieCrop | null {
  const x0 = Math.floor(box.xmin * photo.width);
  const y0 = Math.floor(box.ymin * photo.height);
  const x1 = Math.ceil(box.xmax * photo.width);
  const y1 = Math.ceil(box.ymax * photo.height);
  const w = x1 - x0;
  const h = y1 - y0;
  const margin = Math.max(3, Math.round(Math.max(w, h) * 0.2));
  if (w < 16 || h < 16 || x0 - margin < 0 || y0 - margin < 0 || x1 + margin > photo.width || y1 + margin > photo.height) return null;
  if (Math.max(w, h) / Math.min(w, h) > 1.35) return null;
  const data = photo.data;
  const stride = photo.width * 3;
  const histograms = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)] as const;
  let ringCount = 0;
  for (let y = y0 - margin; y < y1 + margin; y += 1) {
    for (let x = x0 - margin; x < x1 + margin; x += 1) {
      if (x >= x0 - 1 && x < x1 + 1 && y >= y0 - 1 && y < y1 + 1) continue;
      const i = y * stride + x * 3;
      histograms[0][data[i]!]! += 1;
      histograms[1][data[i + 1]!]! += 1;
      histograms[2][data[i + 2]!]! += 1;
      ringCount += 1;
    }
  }
  const fr = histogramMedian(histograms[0], ringCount);
  const fg = histogramMedian(histograms[1], ringCount);
  const fb = histogramMedian(histograms[2], ringCount);
  const floorLum = (fr + fg + fb) / 3;
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = (y0 + y) * stride + (x0 + x) * 3;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const lum = (r + g + b) / 3;
      const chroma = Math.hypot(r - lum - (fr - floorLum), g - lum - (fg - floorLum), b - lum - (fb - floorLum));
      const dLum = lum - floorLum;
      if (chroma > 24 || dLum < -75 || dLum > 18) mask[y * w + x] = 1;
    }
  }
  const die = largestRegion(mask, w, h);
  if (die === null) return null;
  fillHoles(die, w, h);
  let areaPx = 0;
  let sums = [0, 0, 0];
  const body = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)] as const;
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      if (!die[y * w + x]) continue;
      areaPx += 1;
      const i = (y0 + y) * stride + (x0 + x) * 3;
      for (let c = 0; c < 3; c += 1) body[c]![data[i + c]!]! += 1;
    }
  }
  sums = [histogramMedian(body[0], areaPx), histogramMedian(body[1], areaPx), histogramMedian(body[2], areaPx)];
  const square = fitSquare(die, w, h);
  const side = (square.sideU + square.sideV) / 2;
  // A die: square (sides within 20 %), filling its square, spanning most of its labelled box.
  if (Math.max(square.sideU, square.sideV) > 1.2 * Math.min(square.sideU, square.sideV)) return null;
  if (areaPx < 0.82 * square.sideU * square.sideV || side < 0.6 * Math.min(w, h)) return null;
  const rgba = new Uint8Array(w * h * 4);
  const cos = Math.cos((square.angleDeg * Math.PI) / 180);
  const sin = Math.sin((square.angleDeg * Math.PI) / 180);
  // Slightly inside the fitted square, so no floor shows at the rim.
  const half = side * 0.48;
  const radius = side * 0.14;
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = (y0 + y) * stride + (x0 + x) * 3;
      const o = (y * w + x) * 4;
      const dx = x + 0.5 - square.cx;
      const dy = y + 0.5 - square.cy;
      const u = Math.abs(dx * cos + dy * sin) - (half - radius);
      const v = Math.abs(-dx * sin + dy * cos) - (half - radius);
      const outside = Math.hypot(Math.max(u, 0), Math.max(v, 0)) + Math.min(Math.max(u, v), 0) - radius;
      rgba[o] = data[i]!;
      rgba[o + 1] = data[i + 1]!;
      rgba[o + 2] = data[i + 2]!;
      rgba[o + 3] = Math.round(255 * Math.min(1, Math.max(0, 0.5 - outside)));
    }
  }
  return {
    file, face, family: colourFamily(sums[0]!, sums[1]!, sums[2]!), width: w, height: h, rgba, areaPx,
    square: { cx: square.cx, cy: square.cy, side: half * 2, angleDeg: square.angleDeg, cornerRadius: radius },
  };
}

/** The largest 4-connected region of `mask` (1s), as a new 0/1 mask; null when empty. */
function largestRegion(mask: Uint8Array, w: number, h: number): Uint8Array | null {
  const label = new Int32Array(w * h);
  let best = 0;
  let bestSize = 0;
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < w * h; start += 1) {
    if (!mask[start] || label[start]) continue;
    next += 1;
    label[start] = next;
    stack.push(start);
    let size = 0;
    while (stack.length > 0) {
      const p = stack.pop()!;
      size += 1;
      const x = p % w;
      const neighbours = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w];
      for (const q of neighbours) {
        if (q >= 0 && q < w * h && mask[q] && !label[q]) {
          label[q] = next;
          stack.push(q);
        }
      }
    }
    if (size > bestSize) {
      bestSize = size;
      best = next;
    }
  }
  if (best === 0) return null;
  const out = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p += 1) out[p] = label[p] === best ? 1 : 0;
  return out;
}

/** Sets to 1 every 0-pixel of `mask` not 4-connected to the border (holes: pips, glare). */
function fillHoles(mask: Uint8Array, w: number, h: number): void {
  const outside = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let x = 0; x < w; x += 1) stack.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y += 1) stack.push(y * w, y * w + w - 1);
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (mask[p] || outside[p]) continue;
    outside[p] = 1;
    const x = p % w;
    if (x > 0) stack.push(p - 1);
    if (x < w - 1) stack.push(p + 1);
    if (p >= w) stack.push(p - w);
    if (p < w * (h - 1)) stack.push(p + w);
  }
  for (let p = 0; p < w * h; p += 1) if (!outside[p]) mask[p] = 1;
}

const cache = new Map<string, Promise<DieCrop[]>>();

/**
 * Every die of the byler-d6 photos that cuts out cleanly, in file then box order
 * (deterministic). Decodes all photos once per process (about 1–2 s for 200 photos).
 * @param dir folder holding `annotations.json` and the photos (default {@link BYLER_DIR})
 * @throws Error naming the file when annotations.json is missing or malformed, or a photo
 *   cannot be decoded
 */
export function loadPhotoDice(dir: string = BYLER_DIR): Promise<DieCrop[]> {
  let crops = cache.get(dir);
  if (!crops) {
    crops = cutAll(dir);
    cache.set(dir, crops);
    crops.catch(() => cache.delete(dir));
  }
  return crops;
}

/** {@link loadPhotoDice} without the cache. */
async function cutAll(dir: string): Promise<DieCrop[]> {
  const file = path.join(dir, 'annotations.json');
  if (!existsSync(file)) throw new Error(`${file} not found: the byler-d6 photos are needed for photo dice`);
  let annotations: Annotation[];
  try {
    annotations = JSON.parse(readFileSync(file, 'utf8')) as Annotation[];
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(annotations)) throw new Error(`${file}: expected a list of {file, width, height, boxes}`);
  const photos = [...annotations].sort((a, b) => a.file.localeCompare(b.file));
  const perPhoto = await Promise.all(photos.map(async (photo) => {
    const where = path.join(dir, photo.file);
    let decoded: { data: Buffer; info: sharp.OutputInfo };
    try {
      decoded = await sharp(where).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    } catch (error) {
      throw new Error(`${where}: cannot decode (${(error as Error).message})`);
    }
    const image = { data: new Uint8Array(decoded.data), width: decoded.info.width, height: decoded.info.height };
    const cut: DieCrop[] = [];
    for (const box of photo.boxes ?? []) {
      const face = LABEL_FACES[box.label];
      if (!face) continue;
      const crop = cutDie(image, box, face, photo.file);
      if (crop) cut.push(crop);
    }
    return cut;
  }));
  return perPhoto.flat();
}
