/**
 * Renders synthetic training scenes (synthScene.ts) to JPEG files plus one labels file.
 *
 *   npx tsx training-data/make-synth.ts [--out training-data/.runs/synth] [--count 3000] [--seed 1] [--die-shadows] [--steep-views]
 *
 * `--die-shadows`: low lights cast die-shaped shadows (synthScene.ts `SynthOptions.dieShadows`;
 * an experiment, into its own `--out` folder: the shipped models' scenes have none).
 * `--steep-views`: flat dice seen up to about 42° off vertical, leaning dice 48–65°
 * (`SynthOptions.steepViews`; an experiment, into its own `--out` folder).
 *
 * Writes OUT/NNNNN.jpg (640×480, 480×640 or 640×640, JPEG quality 70–95) and OUT/labels.json:
 * `[{file, width, height, dice: [{label, box: [x0, y0, x1, y1]}]}]` (labels '1'..'6', 'X',
 * 'unreadable'; boxes are top faces in pixels). Resumable: scenes whose JPEG exists are kept.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Option } from 'commander';
import sharp from 'sharp';
import { numberParser } from '../src/cli/options.ts';
import { parseCommandLineOrExit, scriptCommand } from '../src/cli/scriptCommand.ts';
import { seededRandom } from './arenaScene.ts';
import { randomSynthScene, synthLabels, synthSceneSvg, type SynthScene } from './synthScene.ts';

/** Frame sizes drawn for scenes, pixels: landscape and portrait webcam, square phone crop. */
const SIZES: readonly [number, number][] = [[640, 480], [640, 480], [480, 640], [640, 640]];

/**
 * The scene of index `i` for base seed `seed` (frame size drawn from the same seed);
 * `dieShadows` and `steepViews` as synthScene.ts `SynthOptions`.
 */
export function sceneOfIndex(seed: number, i: number, dieShadows = false, steepViews = false): SynthScene {
  const random = seededRandom(seed * 1_000_003 + i);
  const [width, height] = SIZES[Math.floor(random() * SIZES.length)]!;
  return randomSynthScene(seed * 7919 + i * 104_729, { width, height, dieShadows, steepViews });
}

/** Renders a scene to JPEG bytes at the given quality (1–100). */
export async function renderSceneJpeg(scene: SynthScene, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(synthSceneSvg(scene))).flatten().jpeg({ quality }).toBuffer();
}

/** Options as commander parses them. */
interface SynthOptions {
  out: string;
  count: number;
  seed: number;
  dieShadows?: boolean;
  steepViews?: boolean;
}

/** The command line: every option with its default and meaning (`--help`). */
const program = scriptCommand('npx tsx training-data/make-synth.ts',
  'Renders synthetic training scenes (synthScene.ts) to OUT/NNNNN.jpg (640×480, 480×640 or 640×640, JPEG quality 70–95) '
  + 'plus OUT/labels.json: [{file, width, height, dice: [{label, box: [x0, y0, x1, y1]}]}] (labels 1..6, X, unreadable; '
  + 'boxes are top faces in pixels). Resumable: scenes whose JPEG exists are kept.')
  .addOption(new Option('--out <dir>', 'folder of the scenes and labels.json').default(path.resolve(import.meta.dirname, '.runs/synth'), 'training-data/.runs/synth'))
  .option('--count <n>', 'how many scenes (00000.jpg on)', numberParser({ whole: true, min: 0 }), 3000)
  .option('--seed <n>', 'base seed of the scenes (each scene and its frame size drawn from it and its index)', numberParser({ whole: true }), 1)
  .option('--die-shadows', "low lights cast die-shaped shadows (an experiment, into its own --out folder: the shipped models' scenes have none)")
  .option('--steep-views', 'flat dice seen up to about 42° off vertical, leaning dice 48–65° (an experiment, into its own --out folder)');

async function main(): Promise<void> {
  const { options } = parseCommandLineOrExit<SynthOptions>(program);
  const out = path.resolve(options.out);
  const { count, seed } = options;
  mkdirSync(out, { recursive: true });
  const labels: unknown[] = [];
  const t0 = performance.now();
  let rendered = 0;
  for (let i = 0; i < count; i++) {
    const scene = sceneOfIndex(seed, i, options.dieShadows === true, options.steepViews === true);
    const file = `${String(i).padStart(5, '0')}.jpg`;
    const target = path.join(out, file);
    if (!existsSync(target)) {
      const quality = 70 + ((i * 7) % 26);
      writeFileSync(target, await renderSceneJpeg(scene, quality));
      rendered += 1;
    }
    labels.push({
      file,
      width: scene.width,
      height: scene.height,
      dice: synthLabels(scene).map((l) => ({ label: l.label, box: l.box.map((v) => Math.round(v * 10) / 10) })),
    });
    if ((i + 1) % 250 === 0) console.log(`${i + 1}/${count} scenes (${rendered} rendered, ${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  writeFileSync(path.join(out, 'labels.json'), JSON.stringify(labels));
  console.log(`wrote ${count} scenes to ${out} (${rendered} rendered now)`);
}

if (import.meta.url === `file://${process.argv[1] ? path.resolve(process.argv[1]) : ''}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
