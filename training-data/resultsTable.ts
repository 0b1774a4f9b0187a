/**
 * Prints the per-source figures table of models/README.md from the JSON files that
 * evalModels.ts wrote into training-data/results/ (main-held.json, loo-SOURCE-held.json,
 * loo-SOURCE-all.json).
 *
 *   npx tsx training-data/resultsTable.ts [training-data/results]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceScore } from './evalModels.ts';
import { pct } from './evalModels.ts';
import { SOURCE_NAMES } from './sources.ts';

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, 'results'));

/** The scores in one results file, or none when it does not exist. */
function scores(file: string): SourceScore[] {
  const full = path.join(dir, file);
  if (!existsSync(full)) return [];
  return (JSON.parse(readFileSync(full, 'utf8')) as { scores: SourceScore[] }).scores;
}

console.log('| source | trained on it? | photos scored | images | dice | recall | precision | face accuracy |');
console.log('|---|---|---|---|---|---|---|---|');
for (const source of SOURCE_NAMES) {
  const rows: [string, string, SourceScore | undefined][] = [
    ['yes (other photos)', 'held-out', scores('main-held.json').find((s) => s.source === source)],
    ['no, left out', 'held-out', scores(`loo-${source}-held.json`)[0]],
    ['no, left out', 'all', scores(`loo-${source}-all.json`)[0]],
  ];
  for (const [trained, photos, s] of rows) {
    if (!s) {
      console.log(`| ${source} | ${trained} | ${photos} | – | – | not run | | |`);
      continue;
    }
    console.log(`| ${source} | ${trained} | ${photos} | ${s.images} | ${s.counts.truths} | ${pct(s.summary.recall)} | ${pct(s.summary.precision)} | ${pct(s.summary.faceAccuracy)} |`);
  }
}
