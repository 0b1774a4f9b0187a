/**
 * Pixel work for game videos, on plain typed arrays (`height × width × 4` RGBA uint8 frames):
 * the lit table/wall/mat background, dice sprites drawn turned and scaled with bilinear
 * sampling, soft cast shadows, skin-coloured hands and arms, and sensor noise. No allocation
 * per pixel, so a 640×360 frame composes in a few milliseconds.
 */
import { seededRandom } from '../arenaScene.ts';
import type { Sprite } from './dieSprites.ts';
import type { ArenaGeometry } from './plan.ts';
import type { Hex, Look } from './script.ts';

/** `[r, g, b]` 0–255 from `#rrggbb`. */
export function hexRgb(hex: Hex): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The scene's light: a gain per pixel (brightness × gradient × vignette) and an RGB tint. */
export interface Light {
  /** `height × width` gain, about 0.4–1.6. */
  gain: Float32Array;
  /** Per-channel multipliers from the warmth. */
  tint: [number, number, number];
  /** Direction shadows fall, unit vector (away from the brighter side, and down). */
  shadowDir: [number, number];
}

/** The light of `look` over a `width × height` frame. */
export function makeLight(look: Look, width: number, height: number): Light {
  const { brightness, gradientAngleDeg, gradientStrength, warmth } = look.lighting;
  const a = (gradientAngleDeg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const half = Math.max(width, height) / 2;
  const gain = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dx = (x - width / 2) / half;
      const dy = (y - height / 2) / half;
      const vignette = 1 - 0.12 * (dx * dx + dy * dy);
      gain[y * width + x] = brightness * (1 + gradientStrength * (dx * ux + dy * uy)) * vignette;
    }
  }
  const sx = -ux * 0.7;
  const sy = -uy * 0.7 + 0.5;
  const norm = Math.hypot(sx, sy) || 1;
  return { gain, tint: [1 + 0.08 * warmth, 1, 1 - 0.1 * warmth], shadowDir: [sx / norm, sy / norm] };
}

/** A smooth value-noise field in 0..1 of cell size `cell` pixels (bilinear between random lattice values). */
function valueNoise(width: number, height: number, cell: number, random: () => number): Float32Array {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => random());
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const fy = y / cell;
    const y0 = Math.floor(fy);
    const ty = fy - y0;
    for (let x = 0; x < width; x += 1) {
      const fx = x / cell;
      const x0 = Math.floor(fx);
      const tx = fx - x0;
      const a = grid[y0 * gw + x0]!;
      const b = grid[y0 * gw + x0 + 1]!;
      const c = grid[(y0 + 1) * gw + x0]!;
      const d = grid[(y0 + 1) * gw + x0 + 1]!;
      out[y * width + x] = (a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty;
    }
  }
  return out;
}

/**
 * The empty scene, lit: table, arena wall (a bevelled ring) and textured mat with the wall's
 * shadow along its rim.
 * @param seed texture randomness
 */
export function drawBackground(look: Look, g: ArenaGeometry, width: number, height: number, light: Light, seed: number): Uint8ClampedArray {
  const random = seededRandom(seed >>> 0);
  const out = new Uint8ClampedArray(width * height * 4);
  const unit = height;
  const mat = hexRgb(look.mat.colour);
  const wall = hexRgb(look.wall.colour);
  const table = hexRgb(look.table);
  const strength = look.mat.textureStrength;
  const fine = Float32Array.from({ length: width * height }, () => random() - 0.5);
  const coarse = valueNoise(width, height, Math.max(4, unit / 24), random);
  const grain = valueNoise(width, height, Math.max(6, unit / 10), random);
  const [lx, ly] = [-light.shadowDir[0], -light.shadowDir[1]];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const px = (x + 0.5) / unit;
      const py = (y + 0.5) / unit;
      const u = (px - g.cx) / g.rx;
      const v = (py - g.cy) / g.ry;
      const rho = Math.sqrt(u * u + v * v);
      const ou = (px - g.cx) / (g.rx + g.wall);
      const ov = (py - g.cy) / (g.ry + g.wall);
      const outerRho = Math.sqrt(ou * ou + ov * ov);
      let rgb: [number, number, number];
      let shade = 1;
      if (rho < 1) {
        // Mat, with its texture and the wall's shadow along the rim.
        let t = 0;
        switch (look.mat.texture) {
          case 'plain': t = fine[p]! * 4; break;
          case 'felt': t = fine[p]! * 14 + (coarse[p]! - 0.5) * 12; break;
          case 'cloth': t = (Math.sin(x * 2.1) * Math.sin(y * 2.1) * 0.5 + fine[p]! * 0.6) * 18; break;
          case 'wood': t = Math.sin((py * 60 + grain[p]! * 9) * 2.2) * 6 + (coarse[p]! - 0.5) * 10 + fine[p]! * 4; break;
        }
        t *= strength * 1.6;
        rgb = [mat[0] + t, mat[1] + t, mat[2] + t];
        const rim = (1 - rho) * Math.min(g.rx, g.ry);
        if (rim < 0.05) shade = 1 - 0.3 * (1 - rim / 0.05) ** 2;
      } else if (outerRho < 1) {
        // Wall: lit on the side facing the light, inner and outer edges darker.
        const nx = u / (rho || 1);
        const ny = v / (rho || 1);
        // Fraction of the way across the wall, 0 at the mat, 1 at the table.
        const edge = Math.min(1, Math.max(0, (rho - 1) / Math.max(1e-6, rho / outerRho - 1)));
        const facing = -(nx * lx + ny * ly);
        shade = 0.85 + 0.25 * facing * 0.5 + 0.12 * Math.sin(Math.PI * edge);
        const t = fine[p]! * 6;
        rgb = [wall[0] + t, wall[1] + t, wall[2] + t];
      } else {
        // Table, with a soft shadow of the wall next to it.
        const t = fine[p]! * 6 + (coarse[p]! - 0.5) * 10;
        rgb = [table[0] + t, table[1] + t, table[2] + t];
        const gap = (outerRho - 1) * Math.min(g.rx, g.ry);
        if (gap < 0.03) shade = 1 - 0.3 * (1 - gap / 0.03) ** 2;
      }
      const k = light.gain[p]! * shade;
      out[p * 4] = rgb[0] * k * light.tint[0];
      out[p * 4 + 1] = rgb[1] * k * light.tint[1];
      out[p * 4 + 2] = rgb[2] * k * light.tint[2];
      out[p * 4 + 3] = 255;
    }
  }
  return out;
}

/**
 * Draws `sprite`'s die centred at `(x, y)` (frame pixels), turned `angleDeg` clockwise, with
 * side `sizePx`, lit by `light`, at opacity `alpha` (0–1). Bilinear sampling, premultiplied.
 */
export function drawSprite(frame: Uint8ClampedArray, width: number, height: number, sprite: Sprite, x: number, y: number, angleDeg: number, sizePx: number, light: Light, alpha = 1): void {
  const k = sprite.side / sizePx;
  const phi = ((sprite.angleDeg - angleDeg) * Math.PI) / 180;
  const c = Math.cos(phi);
  const s = Math.sin(phi);
  // Frame-space reach of the sprite around (x, y).
  const reach = Math.hypot(Math.max(sprite.cx, sprite.width - sprite.cx), Math.max(sprite.cy, sprite.height - sprite.cy)) / k + 1;
  const x0 = Math.max(0, Math.floor(x - reach));
  const x1 = Math.min(width - 1, Math.ceil(x + reach));
  const y0 = Math.max(0, Math.floor(y - reach));
  const y1 = Math.min(height - 1, Math.ceil(y + reach));
  const sw = sprite.width;
  const sh = sprite.height;
  const data = sprite.data;
  const [tr, tg, tb] = light.tint;
  for (let py = y0; py <= y1; py += 1) {
    const dy = py + 0.5 - y;
    for (let px = x0; px <= x1; px += 1) {
      const dx = px + 0.5 - x;
      const sx = sprite.cx + k * (c * dx - s * dy) - 0.5;
      const sy = sprite.cy + k * (s * dx + c * dy) - 0.5;
      if (sx < 0 || sy < 0 || sx >= sw - 1 || sy >= sh - 1) continue;
      const ix = sx | 0;
      const iy = sy | 0;
      const fx = sx - ix;
      const fy = sy - iy;
      const i00 = (iy * sw + ix) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + sw * 4;
      const i11 = i01 + 4;
      const w00 = (1 - fx) * (1 - fy);
      const w10 = fx * (1 - fy);
      const w01 = (1 - fx) * fy;
      const w11 = fx * fy;
      const a = (data[i00 + 3]! * w00 + data[i10 + 3]! * w10 + data[i01 + 3]! * w01 + data[i11 + 3]! * w11) * alpha;
      if (a <= 0.002) continue;
      const p = py * width + px;
      const gain = light.gain[p]! * alpha;
      const o = p * 4;
      const keep = 1 - a;
      frame[o] = (data[i00]! * w00 + data[i10]! * w10 + data[i01]! * w01 + data[i11]! * w11) * gain * tr + frame[o]! * keep;
      frame[o + 1] = (data[i00 + 1]! * w00 + data[i10 + 1]! * w10 + data[i01 + 1]! * w01 + data[i11 + 1]! * w11) * gain * tg + frame[o + 1]! * keep;
      frame[o + 2] = (data[i00 + 2]! * w00 + data[i10 + 2]! * w10 + data[i01 + 2]! * w01 + data[i11 + 2]! * w11) * gain * tb + frame[o + 2]! * keep;
    }
  }
}

/**
 * Darkens a soft rounded-square shadow: a die of side `sizePx` centred at `(x, y)`, turned
 * `angleDeg`, blurred over `blurPx`, at most `opacity` (0–1) dark.
 */
export function drawShadow(frame: Uint8ClampedArray, width: number, height: number, x: number, y: number, angleDeg: number, sizePx: number, blurPx: number, opacity: number): void {
  const a = (angleDeg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const radius = sizePx * 0.15;
  const inner = sizePx / 2 - radius;
  const reach = sizePx * 0.75 + blurPx;
  const x0 = Math.max(0, Math.floor(x - reach));
  const x1 = Math.min(width - 1, Math.ceil(x + reach));
  const y0 = Math.max(0, Math.floor(y - reach));
  const y1 = Math.min(height - 1, Math.ceil(y + reach));
  const blur = Math.max(0.5, blurPx);
  for (let py = y0; py <= y1; py += 1) {
    const dy = py + 0.5 - y;
    for (let px = x0; px <= x1; px += 1) {
      const dx = px + 0.5 - x;
      const u = Math.abs(c * dx + s * dy) - inner;
      const v = Math.abs(-s * dx + c * dy) - inner;
      const d = Math.hypot(Math.max(u, 0), Math.max(v, 0)) + Math.min(Math.max(u, v), 0) - radius;
      const t = 0.5 - d / (2 * blur);
      if (t <= 0) continue;
      const dark = 1 - opacity * Math.min(1, t);
      const o = (py * width + px) * 4;
      frame[o] = frame[o]! * dark;
      frame[o + 1] = frame[o + 1]! * dark;
      frame[o + 2] = frame[o + 2]! * dark;
    }
  }
}

/** A capsule: segment `(ax, ay)–(bx, by)` thickened by `r` (frame pixels). */
interface Capsule {
  ax: number; ay: number; bx: number; by: number; r: number;
}

/**
 * The capsules of a hand and arm: forearm from `shoulder` to the wrist, a broad palm centred
 * near `palm`, four fingers reaching on past it and a thumb, sized by `unit` (the frame
 * height in pixels).
 */
export function handShape(shoulder: [number, number], palm: [number, number], unit: number): Capsule[] {
  let dx = palm[0] - shoulder[0];
  let dy = palm[1] - shoulder[1];
  const len = Math.hypot(dx, dy) || 1;
  dx /= len;
  dy /= len;
  const [nx, ny] = [-dy, dx];
  const at = (along: number, side: number): [number, number] => [palm[0] + dx * along * unit + nx * side * unit, palm[1] + dy * along * unit + ny * side * unit];
  const cap = (a: [number, number], b: [number, number], r: number): Capsule => ({ ax: a[0], ay: a[1], bx: b[0], by: b[1], r: r * unit });
  const wrist = at(-0.08, 0);
  const capsules = [cap(shoulder, wrist, 0.045), cap(wrist, at(0.01, 0), 0.062)];
  for (let k = 0; k < 4; k += 1) {
    const side = (k - 1.5) * 0.027;
    capsules.push(cap(at(0.03, side), at(0.105 - Math.abs(k - 1.5) * 0.012, side * 1.15), 0.0135));
  }
  capsules.push(cap(at(-0.03, 0.05), at(0.03, 0.085), 0.015));
  return capsules;
}

/**
 * Draws a hand (see {@link handShape}) in `skin`, shaded like a cylinder, lit by `light`,
 * with its soft shadow cast `shadowPx` pixels along the light's shadow direction.
 */
export function drawHand(frame: Uint8ClampedArray, width: number, height: number, capsules: Capsule[], skin: [number, number, number], light: Light, shadowPx: number): void {
  const [sx, sy] = [light.shadowDir[0] * shadowPx, light.shadowDir[1] * shadowPx];
  const blur = shadowPx * 0.8 + 2;
  let x0 = Infinity; let x1 = -Infinity; let y0 = Infinity; let y1 = -Infinity;
  for (const c of capsules) {
    x0 = Math.min(x0, c.ax - c.r, c.bx - c.r);
    x1 = Math.max(x1, c.ax + c.r, c.bx + c.r);
    y0 = Math.min(y0, c.ay - c.r, c.by - c.r);
    y1 = Math.max(y1, c.ay + c.r, c.by + c.r);
  }
  const pad = Math.abs(sx) + Math.abs(sy) + blur + 2;
  const bx0 = Math.max(0, Math.floor(x0 - pad));
  const bx1 = Math.min(width - 1, Math.ceil(x1 + pad));
  const by0 = Math.max(0, Math.floor(y0 - pad));
  const by1 = Math.min(height - 1, Math.ceil(y1 + pad));
  const [tr, tg, tb] = light.tint;
  const n = capsules.length;
  const ax = new Float64Array(n); const ay = new Float64Array(n); const ex = new Float64Array(n); const ey = new Float64Array(n);
  const rr = new Float64Array(n); const inv = new Float64Array(n);
  capsules.forEach((c, i) => {
    ax[i] = c.ax; ay[i] = c.ay; ex[i] = c.bx - c.ax; ey[i] = c.by - c.ay; rr[i] = c.r;
    inv[i] = 1 / Math.max(1e-9, ex[i]! * ex[i]! + ey[i]! * ey[i]!);
  });
  for (let py = by0; py <= by1; py += 1) {
    const fy = py + 0.5;
    for (let px = bx0; px <= bx1; px += 1) {
      const fx = px + 0.5;
      let best = Infinity;
      let bestDist = 0;
      let bestR = 1;
      let shadowBest = Infinity;
      for (let i = 0; i < n; i += 1) {
        const qx = fx - ax[i]!;
        const qy = fy - ay[i]!;
        let t = (qx * ex[i]! + qy * ey[i]!) * inv[i]!;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const dist = Math.hypot(qx - ex[i]! * t, qy - ey[i]! * t);
        const sd = dist - rr[i]!;
        if (sd < best) { best = sd; bestDist = dist; bestR = rr[i]!; }
        const sqx = qx - sx;
        const sqy = qy - sy;
        let st = (sqx * ex[i]! + sqy * ey[i]!) * inv[i]!;
        st = st < 0 ? 0 : st > 1 ? 1 : st;
        const ssd = Math.hypot(sqx - ex[i]! * st, sqy - ey[i]! * st) - rr[i]!;
        if (ssd < shadowBest) shadowBest = ssd;
      }
      const o = (py * width + px) * 4;
      const shadow = 0.5 - shadowBest / (2 * blur);
      if (shadow > 0) {
        const dark = 1 - 0.4 * Math.min(1, shadow);
        frame[o] = frame[o]! * dark;
        frame[o + 1] = frame[o + 1]! * dark;
        frame[o + 2] = frame[o + 2]! * dark;
      }
      const cover = 0.5 - best;
      if (cover <= 0) continue;
      const a = cover > 1 ? 1 : cover;
      const q = Math.min(1, bestDist / bestR);
      const shade = (0.72 + 0.3 * Math.sqrt(1 - q * q)) * light.gain[py * width + px]!;
      frame[o] = skin[0] * shade * tr * a + frame[o]! * (1 - a);
      frame[o + 1] = skin[1] * shade * tg * a + frame[o + 1]! * (1 - a);
      frame[o + 2] = skin[2] * shade * tb * a + frame[o + 2]! * (1 - a);
    }
  }
}

/** A table of sensor noise values for {@link addNoise}. */
export interface NoiseTable {
  /** Largest deviation, grey levels. */
  amplitude: number;
  /** Values in −amplitude…amplitude (triangular distribution), length a power of two. */
  values: Int8Array;
}

/** Noise values for `amplitude` grey levels (0 → none). */
export function makeNoise(amplitude: number, seed: number): NoiseTable {
  const random = seededRandom(seed >>> 0);
  const values = new Int8Array(1 << 20);
  if (amplitude > 0) for (let i = 0; i < values.length; i += 1) values[i] = Math.round((random() + random() - 1) * amplitude);
  return { amplitude, values };
}

/**
 * Adds sensor noise to `frame` in place (RGB; alpha untouched), different from frame to
 * frame (`frameIndex` picks where in the table to read), and returns it.
 */
export function addNoise(frame: Uint8ClampedArray, noise: NoiseTable, frameIndex: number): Uint8ClampedArray {
  if (noise.amplitude <= 0) return frame;
  const values = noise.values;
  const mask = values.length - 1;
  let j = Math.imul(frameIndex + 1, 0x9e3779b1) >>> 12;
  for (let o = 0; o < frame.length; o += 4) {
    frame[o] = frame[o]! + values[j & mask]!;
    frame[o + 1] = frame[o + 1]! + values[(j + 1) & mask]!;
    frame[o + 2] = frame[o + 2]! + values[(j + 2) & mask]!;
    j += 3;
  }
  return frame;
}
