/**
 * Writes the bundled demo arena: `public/demo/arena.png` (1280×720) and `public/demo/arena.json`
 * (each die's face and bounding box). Run with `npm run make:demo`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Face } from '../src/core/types.ts';
import { dieBox, randomScene, sceneSvg } from './arenaScene.ts';

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
