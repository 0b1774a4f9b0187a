/**
 * The labelled photos of ../shared/data as evaluation sets, with the same honest splits as
 * training-data/dice_data.py (never a random split inside a source):
 *   byler-d6      the last 40 of 200 photos by time stamp in the file name are held out;
 *   matteo-d6     the author's valid folder (86 photos) is held out;
 *   fudw-d6-tray  the last 6 of 20 photos by number are held out;
 *   yudai-d6-gray the 2018-06-24 session (249 frames, 50 of them empty) is held out.
 * yudai-d6-gray has image-level labels only: one die or none per frame, no box.
 * Labels found wrong are fixed as training-data/label-errata.json says ({@link applyLabelFixes}).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAnnotations } from '../src/cli/eval.ts';
import type { Face } from '../src/core/types.ts';
import type { LabelledDie } from '../src/vision/evaluate.ts';

/** The repository's sibling folder with the labelled photos. */
export const SHARED_DATA = path.resolve(import.meta.dirname, '../../shared/data');

/** The four photo sources of ../shared/data. */
export const SOURCE_NAMES = ['byler-d6', 'matteo-d6', 'fudw-d6-tray', 'yudai-d6-gray'] as const;
/** One of {@link SOURCE_NAMES}. */
export type SourceName = (typeof SOURCE_NAMES)[number];

/** One evaluation image: path, split, and either boxed dice or (yudai) the frame's single face or null. */
export interface EvalImage {
  path: string;
  split: 'train' | 'held';
  /** Width and height the labels refer to, pixels. */
  width: number;
  height: number;
  /** Boxed dice, pixels; empty for yudai. */
  dice: LabelledDie[];
  /** yudai only: the frame's one die's face, or null for an empty frame; undefined for boxed sources. */
  frameFace?: Face | null;
}

/** Natural sort key: digit runs compare as numbers. */
function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** Reads and parses one annotations.json (boxes) of a folder. */
function boxedFolder(folder: string): ReturnType<typeof parseAnnotations> {
  const file = path.join(folder, 'annotations.json');
  return parseAnnotations(readFileSync(file, 'utf8'), file);
}

const WORDS: Readonly<Record<string, Face>> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6' };

/** training-data/label-errata.json: the labels of ../shared/data found wrong. */
export const LABEL_ERRATA_FILE = path.resolve(import.meta.dirname, 'label-errata.json');

/** One wrong label (a box's, or a yudai-d6-gray frame's) and the face its photo shows (training-data/label-errata.json). */
export interface LabelFix {
  source: SourceName;
  /** Image file relative to the source's folder, e.g. `train/IMG_20191209_100722.jpg`. */
  file: string;
  /** Index of the box in the folder's annotations.json `boxes`; null for a frame's own label (yudai-d6-gray). */
  box: number | null;
  /** The label written there (`two`), checked before the fix is applied. */
  labelled: string;
  /** The face the photo shows. */
  face: Face;
  /** What the photo shows, in words. */
  seen: string;
}

/**
 * The fixes of an errata file.
 * @throws Error naming the file when it cannot be read or a fix is malformed
 */
export function loadLabelFixes(file: string = LABEL_ERRATA_FILE): LabelFix[] {
  const fixes = (JSON.parse(readFileSync(file, 'utf8')) as { fixes?: unknown }).fixes;
  if (!Array.isArray(fixes)) throw new Error(`${file}: expected {"fixes": [...]}`);
  for (const [i, f] of (fixes as LabelFix[]).entries()) {
    if (!SOURCE_NAMES.includes(f.source) || typeof f.file !== 'string' || !(f.box === null || Number.isInteger(f.box)) || !(f.labelled in WORDS) || !Object.values(WORDS).includes(f.face)) {
      throw new Error(`${file}: fix ${i} needs a source, file, box index, labelled (one…six) and face (1–6)`);
    }
    const same = (fixes as LabelFix[]).findIndex((g) => g.source === f.source && g.file === f.file && g.box === f.box);
    if (same !== i) throw new Error(`${file}: fixes ${same} and ${i} both fix ${f.source} ${f.file} box ${f.box}`);
  }
  return fixes as LabelFix[];
}

/**
 * `images` of `source` with the faces of `fixes` for that source put in place of the wrong labels.
 * @param dir the source's folder (image paths are `dir`/`fix.file`)
 * @throws Error when a fix names an image or box that is not there, or the box's label is not
 *   the one the fix corrects (the data changed: the errata must be checked again)
 */
export function applyLabelFixes(images: EvalImage[], source: SourceName, dir: string, fixes: readonly LabelFix[]): EvalImage[] {
  const byPath = new Map(images.map((im, i) => [im.path, i]));
  const out = [...images];
  for (const fix of fixes.filter((f) => f.source === source)) {
    const i = byPath.get(path.join(dir, fix.file));
    const image = i === undefined ? undefined : out[i]!;
    const given = fix.box === null ? image?.frameFace : image?.dice[fix.box]?.face;
    if (image === undefined || given !== WORDS[fix.labelled]) {
      const what = fix.box === null ? 'the frame' : `box ${fix.box}`;
      throw new Error(`label errata: ${source} ${fix.file} ${what} is not labelled ${fix.labelled} (check the errata against the data)`);
    }
    out[i!] = fix.box === null ? { ...image, frameFace: fix.face } : { ...image, dice: image.dice.map((d, j) => (j === fix.box ? { ...d, face: fix.face } : d)) };
  }
  return out;
}

/**
 * Every image of a source with its split, wrong labels fixed (training-data/label-errata.json;
 * pass `fixes` [] for the labels as given).
 * @throws Error when a source's files are missing or malformed (the message names the file), or
 *   a fix does not find the label it corrects
 */
export function loadSource(name: SourceName, root: string = SHARED_DATA, fixes: readonly LabelFix[] = loadLabelFixes()): EvalImage[] {
  return applyLabelFixes(loadLabelled(name, root), name, path.join(root, name), fixes);
}

/** Every image of a source with its split, labels as the source gives them. */
function loadLabelled(name: SourceName, root: string): EvalImage[] {
  const dir = path.join(root, name);
  if (name === 'byler-d6') {
    const images = boxedFolder(path.join(dir, 'train')).sort((a, b) => naturalCompare(a.file, b.file));
    return images.map((im, i) => ({ path: path.join(dir, 'train', im.file), split: i >= images.length - 40 ? 'held' : 'train', width: im.width, height: im.height, dice: im.dice }));
  }
  if (name === 'matteo-d6') {
    return (['train', 'valid'] as const).flatMap((sub) => boxedFolder(path.join(dir, sub)).map((im): EvalImage => ({
      path: path.join(dir, sub, im.file), split: sub === 'valid' ? 'held' : 'train', width: im.width, height: im.height, dice: im.dice,
    })));
  }
  if (name === 'fudw-d6-tray') {
    const all = (['train', 'valid'] as const).flatMap((sub) => boxedFolder(path.join(dir, sub)).map((im) => ({ sub, im })));
    all.sort((a, b) => naturalCompare(a.im.file, b.im.file));
    return all.map(({ sub, im }, i) => ({ path: path.join(dir, sub, im.file), split: i >= all.length - 6 ? 'held' : 'train', width: im.width, height: im.height, dice: im.dice }));
  }
  const out: EvalImage[] = [];
  for (const file of ['annotations.json', 'negatives.json']) {
    const full = path.join(dir, file);
    const entries = JSON.parse(readFileSync(full, 'utf8')) as { file: string; width: number; height: number; label: string }[];
    for (const e of entries) {
      const id = path.basename(e.file).split('_')[0]!;
      const session = id.startsWith('2018') && id.length > 8 ? id.slice(0, 8) : 'plain';
      const face = e.label === 'none' ? null : WORDS[e.label];
      if (face === undefined) throw new Error(`${full}: ${e.file} has unknown label ${JSON.stringify(e.label)}`);
      out.push({ path: path.join(dir, e.file), split: session === '20180624' ? 'held' : 'train', width: e.width, height: e.height, dice: [], frameFace: face });
    }
  }
  return out;
}
