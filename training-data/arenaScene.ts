/**
 * Renders synthetic top-down arena scenes as SVG: a mat inside the arena wall and dice of
 * several body and pip colours, rotated, with soft shadows. Used for the bundled demo
 * (`npm run make:demo`) and for test fixtures; every die's face and bounding box is known.
 */
import type { Box, Face } from '../src/core/types.ts';

/** A die colour scheme: body, pips and edge (CSS colours). */
export interface DieColours {
  body: string;
  pip: string;
  edge: string;
}

/** Colour schemes seen on real dice (cf. ../shared/data/byler-d6/SOURCE.txt: white, black, red, green, yellow, blue). */
export const DIE_COLOURS: readonly DieColours[] = [
  { body: '#f4f1ea', pip: '#151515', edge: '#c9c4b8' },
  { body: '#c62828', pip: '#ffffff', edge: '#8e1c1c' },
  { body: '#1d1d1f', pip: '#f5f5f5', edge: '#000000' },
  { body: '#2e7d32', pip: '#ffffff', edge: '#1b5e20' },
  { body: '#fbc02d', pip: '#1a1a1a', edge: '#c49000' },
  { body: '#1565c0', pip: '#ffffff', edge: '#0d3c75' },
];

/**
 * Pip centres of each face on a unit die (−0.5..0.5, y down), the standard d6 layout.
 * An X face has no pips: it is drawn as a cross.
 */
export const PIP_LAYOUT: Readonly<Record<Exclude<Face, 'X'>, readonly (readonly [number, number])[]>> = {
  '1': [[0, 0]],
  '2': [[-0.26, -0.26], [0.26, 0.26]],
  '3': [[-0.26, -0.26], [0, 0], [0.26, 0.26]],
  '4': [[-0.26, -0.26], [0.26, -0.26], [-0.26, 0.26], [0.26, 0.26]],
  '5': [[-0.26, -0.26], [0.26, -0.26], [0, 0], [-0.26, 0.26], [0.26, 0.26]],
  '6': [[-0.26, -0.26], [0.26, -0.26], [-0.26, 0], [0.26, 0], [-0.26, 0.26], [0.26, 0.26]],
};

/** One die placed in a scene. */
export interface PlacedDie {
  face: Face;
  /** Centre in pixels. */
  x: number;
  y: number;
  /** Side length in pixels. */
  sizePx: number;
  /** Rotation in degrees, clockwise. */
  angleDeg: number;
  colours: DieColours;
}

/** A whole scene. */
export interface ArenaScene {
  /** Image size in pixels. */
  width: number;
  height: number;
  /** Mat colour inside the arena, and the arena wall colour around it (CSS). */
  mat: string;
  wall: string;
  /** Arena polygon (the mat's outline) in pixels. */
  arena: [number, number][];
  dice: PlacedDie[];
}

/** Axis-aligned bounding box of a rotated die, in pixels. */
export function dieBox(die: PlacedDie): Box {
  const a = (die.angleDeg * Math.PI) / 180;
  const half = (die.sizePx / 2) * (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a)));
  return [die.x - half, die.y - half, die.x + half, die.y + half];
}

/** The SVG markup of one die (its shadow, body, and pips or X). */
function dieSvg(die: PlacedDie): string {
  const s = die.sizePx;
  const r = s * 0.16;
  const pipR = s * 0.085;
  const marks = die.face === 'X'
    ? `<path d="M${-s * 0.28},${-s * 0.28} L${s * 0.28},${s * 0.28} M${s * 0.28},${-s * 0.28} L${-s * 0.28},${s * 0.28}" stroke="${die.colours.pip}" stroke-width="${s * 0.12}" stroke-linecap="round"/>`
    : PIP_LAYOUT[die.face].map(([px, py]) => `<circle cx="${px * s}" cy="${py * s}" r="${pipR}" fill="${die.colours.pip}"/>`).join('');
  return `<g transform="translate(${die.x},${die.y}) rotate(${die.angleDeg})">`
    + `<rect x="${-s / 2 + s * 0.06}" y="${-s / 2 + s * 0.08}" width="${s}" height="${s}" rx="${r}" fill="#000" opacity="0.35" filter="url(#shadow)"/>`
    + `<rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="${r}" fill="${die.colours.body}" stroke="${die.colours.edge}" stroke-width="${s * 0.03}"/>`
    + `${marks}</g>`;
}

/** The scene as an SVG document (render it with sharp or a browser). */
export function sceneSvg(scene: ArenaScene): string {
  const arena = scene.arena.map(([x, y]) => `${x},${y}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}">`
    + '<defs><filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter></defs>'
    + `<rect width="100%" height="100%" fill="${scene.wall}"/>`
    + `<polygon points="${arena}" fill="${scene.mat}"/>`
    + scene.dice.map(dieSvg).join('')
    + '</svg>';
}

/** A small deterministic PRNG (mulberry32), so scenes are reproducible from a seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Places `faces.length` dice at random, non-touching positions inside a rectangular arena.
 * @param faces the faces to show, one die each
 * @throws Error when the dice do not fit after many tries
 */
export function randomScene(faces: readonly Face[], options: { width: number; height: number; sizePx: number; seed: number; marginPx?: number }): ArenaScene {
  const { width, height, sizePx, seed } = options;
  const margin = options.marginPx ?? Math.round(Math.min(width, height) * 0.08);
  const random = seededRandom(seed);
  const arena: [number, number][] = [[margin, margin], [width - margin, margin], [width - margin, height - margin], [margin, height - margin]];
  const dice: PlacedDie[] = [];
  const keepOut = sizePx * 0.75 + 4;
  for (const [i, face] of faces.entries()) {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 5000) throw new Error(`randomScene: no room for die ${i + 1} of ${faces.length}`);
      const x = margin + keepOut + random() * (width - 2 * (margin + keepOut));
      const y = margin + keepOut + random() * (height - 2 * (margin + keepOut));
      if (dice.every((d) => Math.hypot(d.x - x, d.y - y) > sizePx * 1.6)) {
        dice.push({ face, x, y, sizePx, angleDeg: Math.round(random() * 90 - 45), colours: DIE_COLOURS[i % DIE_COLOURS.length]! });
        break;
      }
    }
  }
  return { width, height, mat: '#5b6169', wall: '#202226', arena, dice };
}
