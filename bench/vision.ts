/**
 * `npm run bench:vision`: detect + read latency of the trained reader on a 640×480 frame with
 * 20 dice (bench/benchScene.ts), median of 60 runs after 10 warm-up runs, in Node (tfjs wasm)
 * and in headless Chromium's worker (wasm, and webgl where it starts). The worker and the first
 * Node row use the live camera's settings (`LIVE_TUNING`, one view per crop); the second Node row
 * the photo settings (`DEFAULT_TUNING`: the frame and its mirror image, unsure crops seen four times). Each live row
 * also times the read's steps alone (bench/stages.ts: resize, detector, crops, classifier), so that
 * a change shows where the time went. Prints two tables and writes bench/vision-results.json.
 * Goal (issue 3): ≤ 40 ms live on the 2-core build machine.
 *
 *   npx tsx bench/vision.ts [--runs 60] [--warmup 10] [--no-browser] [--json bench/vision-results.json]   (--help: every option)
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { Option } from 'commander';
import { numberParser } from '../src/cli/options.ts';
import { parseCommandLineOrExit, scriptCommand } from '../src/cli/scriptCommand.ts';
import { LIVE_TUNING } from '../src/vision/models/modelReader.ts';
import { nodeModelLoader } from '../src/vision/models/loadNode.ts';
import { openNodeModelReader } from '../src/vision/models/nodeReader.ts';
import { hasChromium, startDevAppSession } from '../tests/browser/harness.ts';
import type { BenchReply } from './bench.worker.ts';
import { BENCH_FRAME, benchFrame } from './benchScene.ts';
import { timeStages, type StageTimes } from './stages.ts';
import { summariseTimes, timeRuns, type TimingSummary } from './timing.ts';

/** One row of the result: where it ran and how fast, or why it did not run. */
interface BenchRow {
  where: string;
  backend: string;
  timing?: TimingSummary;
  dice?: number;
  /** Each step of a live read timed alone (live rows only). */
  stages?: StageTimes;
  error?: string;
}

/** Options as commander parses them. */
interface VisionOptions {
  runs: number;
  warmup: number;
  /** False with `--no-browser`. */
  browser: boolean;
  json: string;
}

/** The command line: every option with its default and meaning (`--help`). */
const program = scriptCommand('npm run bench:vision --',
  'Detect + read latency of the trained reader on a 640×480 frame with 20 dice (bench/benchScene.ts), in Node (tfjs wasm; '
  + 'live and photo settings) and in headless Chromium\'s worker (wasm, and webgl where it starts), with each step of a live '
  + 'read timed alone (resize, detector, crops, classifier). Prints two tables and writes the figures as JSON. '
  + 'Goal (issue 3): ≤ 40 ms live on the 2-core build machine.')
  .option('--runs <n>', 'timed runs; the median and the 10th and 90th percentiles are printed', numberParser({ whole: true, min: 1 }), 60)
  .option('--warmup <n>', 'untimed runs before them', numberParser({ whole: true, min: 0 }), 10)
  .option('--no-browser', "only Node: skip Chromium's worker")
  .addOption(new Option('--json <file>', 'where to write the figures').default(path.resolve(import.meta.dirname, 'vision-results.json'), 'bench/vision-results.json'));

async function main(): Promise<void> {
  const { options } = parseCommandLineOrExit<VisionOptions>(program);
  const { runs, warmup } = options;
  const frame = await benchFrame();
  const rows: BenchRow[] = [];

  for (const [where, tuning] of [['node, live settings', LIVE_TUNING], ['node, photo settings', {}]] as const) {
    const reader = await openNodeModelReader(undefined, tuning);
    let dice = 0;
    const times = await timeRuns(async () => {
      dice = (await reader.read(frame)).dice.length;
    }, warmup, runs);
    const stages = tuning === LIVE_TUNING ? await timeStages(nodeModelLoader(), reader, frame, warmup, runs) : undefined;
    reader.dispose();
    rows.push({ where, backend: tf.getBackend(), timing: summariseTimes(times), dice, ...(stages ? { stages } : {}) });
  }

  if (!options.browser) {
    rows.push({ where: 'chromium worker', backend: '-', error: 'skipped (--no-browser)' });
  } else if (!hasChromium) {
    rows.push({ where: 'chromium worker', backend: '-', error: 'no Chromium at /usr/bin/chromium (apt-get install -y chromium)' });
  } else {
    const session = await startDevAppSession();
    try {
      const page = await session.context.newPage();
      await page.goto(new URL('bench/worker.html', session.url).href);
      await page.waitForFunction(() => typeof window.runBench === 'function', undefined, { timeout: 120_000 });
      const rgbaBase64 = Buffer.from(frame.data.buffer, frame.data.byteOffset, frame.data.byteLength).toString('base64');
      for (const backend of ['wasm', 'webgl'] as const) {
        const reply: BenchReply = await page.evaluate((request) => window.runBench(request), { backend, warmup, runs, width: frame.width, height: frame.height, rgbaBase64 });
        const f = reply.ok ? reply.wasmFeatures : undefined;
        const features = f ? ` (${f.simd ? 'SIMD' : 'no SIMD'}, ${f.threads ? `threaded build, ${f.threadCount} thread${f.threadCount === 1 ? '' : 's'}` : 'one thread'})` : '';
        rows.push(reply.ok ? { where: 'chromium worker', backend: `${backend}${features}`, timing: reply.timing, dice: reply.dice, stages: reply.stages } : { where: 'chromium worker', backend, error: reply.error });
      }
    } finally {
      await session.close();
    }
  }

  console.log(`detect + read, ${BENCH_FRAME.width}×${BENCH_FRAME.height} frame with ${BENCH_FRAME.dice} dice, ${runs} runs after ${warmup} warm-up (${os.cpus().length} CPUs)`);
  console.log('| where | backend | median ms | p10 | p90 | dice found |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    if (r.timing) console.log(`| ${r.where} | ${r.backend} | ${r.timing.medianMs.toFixed(1)} | ${r.timing.p10Ms.toFixed(1)} | ${r.timing.p90Ms.toFixed(1)} | ${r.dice} |`);
    else console.log(`| ${r.where} | ${r.backend} | – | – | – | ${r.error} |`);
  }
  console.log('\neach step of a live read alone, median ms');
  console.log('| where | backend | resize | detector | crops | classifier | crops cut |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { where, backend, stages: t } of rows) {
    if (t) console.log(`| ${where} | ${backend} | ${t.resizeMs.toFixed(1)} | ${t.detectorMs.toFixed(1)} | ${t.cropsMs.toFixed(1)} | ${t.classifierMs.toFixed(1)} | ${t.crops} |`);
  }
  writeFileSync(options.json, `${JSON.stringify({ date: new Date().toISOString(), frame: BENCH_FRAME, runs, warmup, cpus: os.cpus().length, loadAverage: os.loadavg(), rows }, null, 2)}\n`);
  console.log(`wrote ${options.json}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
