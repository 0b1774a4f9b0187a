/**
 * How well the reader tells that dice are not of the kind it was asked to read
 * (`DieReading.faceOutsideKind`, src/vision/models/modelReader.ts): plain d6 photos read as
 * Strike dice (1–5 and X) should flag their 6s, and nothing else; read as d6 they should flag
 * nothing (these sources have no X).
 *
 *   npx tsx training-data/outsideKind.ts [--sources byler-d6] [--split train] [--shares 0.6,0.7,0.8,0.9] [--json out.json]   (--help: every option)
 *
 * Prints, per least share, the labelled 6s flagged as 6 (`sixesFlagged` of `sixes`), the other
 * matched dice flagged (`othersFlagged`, false alarms) and, read as d6, the dice flagged at all.
 */
import { writeFileSync } from 'node:fs';
import { Option } from 'commander';
import { decodeImage } from '../src/cli/decodeImage.ts';
import { matchDice, type LabelledDie } from '../src/vision/evaluate.ts';
import { openNodeModelReader } from '../src/vision/models/nodeReader.ts';
import { listParser, numberParser } from '../src/cli/options.ts';
import { parseCommandLineOrExit, scriptCommand } from '../src/cli/scriptCommand.ts';
import { sourcesOption, splitOption, type Split } from './scriptOptions.ts';
import { loadSource, type SourceName } from './sources.ts';

/** Figures at one least share. */
export interface OutsideKindScore {
  share: number;
  sixes: number;
  sixesFlagged: number;
  others: number;
  othersFlagged: number;
  d6Dice: number;
  d6Flagged: number;
}

/** Options as commander parses them. */
interface OutsideKindOptions {
  sources: SourceName[];
  split: Split;
  shares: number[];
  json?: string;
}

/** The command line: every option with its default and meaning (`--help`). */
const program = scriptCommand('npx tsx training-data/outsideKind.ts',
  'How well the reader tells that dice are not of the kind it was asked to read (DieReading.faceOutsideKind): plain d6 photos '
  + 'read as Strike dice (1–5 and X) should flag their 6s, and nothing else; read as d6 they should flag nothing. Prints, per '
  + 'least share, the labelled 6s flagged as 6, the other matched dice flagged (false alarms) and, read as d6, the dice flagged at all.')
  .addOption(sourcesOption(['byler-d6'], 'photo sources with boxes'))
  .addOption(splitOption('train'))
  .addOption(new Option('--shares <shares>', 'least shares (0–1) of the face and unreadable probabilities to flag a face at, comma-separated (the reader\'s outsideKindMinShare)')
    .argParser(listParser(numberParser({ min: 0, max: 1 }))).default([0.6, 0.7, 0.8, 0.9], '0.6,0.7,0.8,0.9'))
  .option('--json <file>', 'also write the figures as JSON');

async function main(): Promise<void> {
  const { options } = parseCommandLineOrExit<OutsideKindOptions>(program);
  const { sources, shares } = options;
  const images = sources.flatMap((source) => loadSource(source).filter((image) => options.split === 'all' || image.split === options.split));
  const scores: OutsideKindScore[] = [];
  for (const share of shares) {
    const reader = await openNodeModelReader(undefined, { outsideKindMinShare: share });
    const score: OutsideKindScore = { share, sixes: 0, sixesFlagged: 0, others: 0, othersFlagged: 0, d6Dice: 0, d6Flagged: 0 };
    for (const image of images) {
      if (image.frameFace !== undefined) continue; // boxed sources only
      const frame = await decodeImage(image.path);
      const sx = frame.width / image.width;
      const sy = frame.height / image.height;
      const truths = image.dice.map((d): LabelledDie => ({ face: d.face, box: [d.box[0] * sx, d.box[1] * sy, d.box[2] * sx, d.box[3] * sy] }));
      const strike = await reader.read(frame, { dieKind: 'strike' });
      for (const { prediction, truth } of matchDice(strike.dice, truths)) {
        const flagged = strike.dice[prediction]!.faceOutsideKind;
        if (truths[truth]!.face === '6') {
          score.sixes += 1;
          if (flagged === '6') score.sixesFlagged += 1;
        } else {
          score.others += 1;
          if (flagged !== undefined) score.othersFlagged += 1;
        }
      }
      const d6 = await reader.read(frame, { dieKind: 'd6' });
      score.d6Dice += d6.dice.length;
      score.d6Flagged += d6.dice.filter((die) => die.faceOutsideKind !== undefined).length;
    }
    reader.dispose();
    scores.push(score);
    console.log(`share ≥ ${share}: 6s flagged ${score.sixesFlagged}/${score.sixes}, other dice flagged ${score.othersFlagged}/${score.others}, read as d6 flagged ${score.d6Flagged}/${score.d6Dice}`);
  }
  if (options.json) writeFileSync(options.json, `${JSON.stringify({ sources, split: options.split, scores }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
