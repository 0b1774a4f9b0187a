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
 * `--config` overrides reader tunables (src/vision/readConfig.ts) for a sweep; `--help` lists every option.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Option } from 'commander';
import sharp from 'sharp';
import { listParser, numberParser, optionParser } from '../src/cli/options.ts';
import { parseCommandLineOrExit, scriptCommand } from '../src/cli/scriptCommand.ts';
import { isInArena, proposeArena } from '../src/vision/arena.ts';
import { loadOpenCvNode } from '../src/vision/opencv-node.ts';
import { DEFAULT_READ_CONFIG, type ReadConfig } from '../src/vision/readConfig.ts';
import { sourcesOption } from '../training-data/scriptOptions.ts';
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

/**
 * Parses `--config`: a JSON object of reader tunables (src/vision/readConfig.ts `ReadConfig`),
 * e.g. `{"floorMaxShadowShare":0.4}`.
 * @throws Error (English, for the option parser) when it is not JSON, not an object, or names a tunable there is not
 */
function parseReadConfig(value: string): Partial<ReadConfig> {
  let config: unknown;
  try {
    config = JSON.parse(value);
  } catch (error) {
    throw new Error(`It must be a JSON object of reader tunables (${(error as Error).message}).`);
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) throw new Error('It must be a JSON object of reader tunables, e.g. {"floorMaxShadowShare":0.4}.');
  const unknown = Object.keys(config).filter((key) => !Object.hasOwn(DEFAULT_READ_CONFIG, key));
  if (unknown.length > 0) throw new Error(`${unknown.join(', ')}: no such reader tunable (src/vision/readConfig.ts).`);
  return config as Partial<ReadConfig>;
}

/** Options as commander parses them. */
interface ArenaOptions {
  sources: SourceName[];
  limit?: number;
  /** Indices into {@link VARIANTS}. */
  variants?: number[];
  config: Partial<ReadConfig>;
  json: string;
}

/** The sources measured unless `--sources` says otherwise: those whose dice all lie on the floor. */
const DEFAULT_SOURCES: SourceName[] = ['byler-d6', 'matteo-d6', 'fudw-d6-tray'];

/** The command line: every option with its default and meaning (`--help`). */
const program = scriptCommand('npm run bench:arena --',
  'How steady the proposed arena is (src/vision/arena.ts, used when the players draw none): for each source of labelled photos '
  + '(../shared/data) and each version of its photos, the share of labelled dice whose centre lies in the proposed arena, '
  + 'and how many photos fell back to the whole frame. Writes the figures as JSON.')
  .addOption(sourcesOption(DEFAULT_SOURCES))
  .option('--limit <n>', 'only the first N photos of each source with dice (default: all)', numberParser({ whole: true, min: 1 }))
  .option('--variants <indices>', `versions of the photos, comma-separated indices: ${VARIANTS.map((v, i) => `${i}: ${v.name}`).join(', ')} (default: all)`,
    listParser(numberParser({ whole: true, min: 0, max: VARIANTS.length - 1 })))
  .addOption(new Option('--config <json>', 'reader tunables to override (src/vision/readConfig.ts), a JSON object, for a sweep, e.g. \'{"floorMaxShadowShare":0.4}\'')
    .argParser(optionParser(parseReadConfig)).default({}, '{}'))
  .addOption(new Option('--json <file>', 'where to write the figures').default(path.resolve(import.meta.dirname, 'arena-results.json'), 'bench/arena-results.json'));

async function main(): Promise<void> {
  const { options } = parseCommandLineOrExit<ArenaOptions>(program);
  if (!existsSync(SHARED_DATA)) {
    console.error(`bench:arena needs the labelled photos at ${SHARED_DATA}`);
    process.exitCode = 1;
    return;
  }
  const cv = await loadOpenCvNode();
  const config = { ...DEFAULT_READ_CONFIG, ...options.config };
  const variants = options.variants ? options.variants.map((i) => VARIANTS[i]!) : VARIANTS;
  const rows: Row[] = [];
  for (const source of options.sources) {
    const images = loadSource(source).filter((im) => im.dice.length > 0).slice(0, options.limit);
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
  writeFileSync(options.json, `${JSON.stringify({ date: new Date().toISOString(), config, rows }, null, 2)}\n`);
  console.log(`wrote ${options.json}`);
}

await main();
