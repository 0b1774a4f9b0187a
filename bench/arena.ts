/**
 * `npm run bench:arena`: how steady the proposed arena is (src/vision/arena.ts, used when the
 * players draw none). Every labelled die of byler-d6, matteo-d6 and fudw-d6-tray
 * (../shared/data) lies on the floor the arena is proposed from, so each should count as in.
 * For each source and each version of its photos — as taken, 10 % darker, 10 % brighter,
 * saved again as JPEG quality 70, as WebP — prints the share of labelled dice whose centre
 * lies in the proposed arena (`isInArena`, with the reader's 2 px rim), and how many photos
 * fell back to the whole frame. Writes bench/arena-results.json.
 *
 *   npx tsx bench/arena.ts [--sources byler-d6,fudw-d6-tray] [--limit N] [--variants 0,2] [--config '{"floorMaxShadowShare":0.4}'] [--json FILE]
 * `--config` overrides reader tunables (src/vision/readConfig.ts) for a sweep.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { isInArena, proposeArena } from '../src/vision/arena.ts';
import { loadOpenCvNode } from '../src/vision/opencv-node.ts';
import { DEFAULT_READ_CONFIG, type ReadConfig } from '../src/vision/readConfig.ts';
import { loadSource, SHARED_DATA, type SourceName } from '../training-data/sources.ts';

/** A version of a photo: how sharp changes it before it is read as RGBA. */
interface Variant {
  name: string;
  apply(image: sharp.Sharp): Promise<Buffer> | sharp.Sharp;
}

const VARIANTS: Variant[] = [
  { name: 'as taken', apply: (image) => image },
  { name: '10 % darker', apply: (image) => image.modulate({ brightness: 0.9 }) },
  { name: '10 % brighter', apply: (image) => image.modulate({ brightness: 1.1 }) },
  { name: 'JPEG q70', apply: (image) => image.jpeg({ quality: 70 }).toBuffer() },
  { name: 'WebP', apply: (image) => image.webp().toBuffer() },
];

/** Figures of one source and one variant. */
interface Row {
  source: string;
  variant: string;
  photos: number;
  dice: number;
  /** Labelled dice whose centre is in the proposed arena. */
  inArena: number;
  /** Photos whose arena fell back to the whole frame minus a margin. */
  fallbacks: number;
}

/** `width × height × 4` RGBA of `file` after `variant`. */
async function rgba(file: string, variant: Variant): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const changed = await variant.apply(sharp(file).rotate());
  const image = Buffer.isBuffer(changed) ? sharp(changed) : changed;
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sources: { type: 'string', default: 'byler-d6,matteo-d6,fudw-d6-tray' },
      limit: { type: 'string' },
      variants: { type: 'string' },
      config: { type: 'string', default: '{}' },
      json: { type: 'string', default: path.resolve(import.meta.dirname, 'arena-results.json') },
    },
  });
  if (!existsSync(SHARED_DATA)) {
    console.error(`bench:arena needs the labelled photos at ${SHARED_DATA}`);
    process.exitCode = 1;
    return;
  }
  const cv = await loadOpenCvNode();
  const config = { ...DEFAULT_READ_CONFIG, ...(JSON.parse(values.config) as Partial<ReadConfig>) };
  const variants = values.variants ? values.variants.split(',').map((i) => VARIANTS[Number(i)]!) : VARIANTS;
  const rows: Row[] = [];
  for (const source of values.sources.split(',') as SourceName[]) {
    const images = loadSource(source).filter((im) => im.dice.length > 0).slice(0, values.limit ? Number(values.limit) : undefined);
    for (const variant of variants) {
      const row: Row = { source, variant: variant.name, photos: images.length, dice: 0, inArena: 0, fallbacks: 0 };
      for (const im of images) {
        const frame = await rgba(im.path, variant);
        const proposal = proposeArena(cv, frame, config);
        if (proposal.source === 'fallback') row.fallbacks += 1;
        const sx = frame.width / im.width;
        const sy = frame.height / im.height;
        for (const die of im.dice) {
          const centre: [number, number] = [((die.box[0] + die.box[2]) / 2) * sx, ((die.box[1] + die.box[3]) / 2) * sy];
          row.dice += 1;
          if (isInArena(centre, proposal.polygon, config.arenaRimPx)) row.inArena += 1;
        }
      }
      rows.push(row);
      console.log(`${source.padEnd(13)} ${variant.name.padEnd(14)} ${String(row.photos).padStart(4)} photos  ${(100 * row.inArena / row.dice).toFixed(1).padStart(5)} % of ${row.dice} dice in  ${row.fallbacks} fallbacks`);
    }
  }
  writeFileSync(values.json, `${JSON.stringify({ date: new Date().toISOString(), config, rows }, null, 2)}\n`);
  console.log(`wrote ${values.json}`);
}

await main();
