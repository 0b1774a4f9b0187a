import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyLabelFixes, loadLabelFixes, loadSource, SHARED_DATA, SOURCE_NAMES, type EvalImage, type LabelFix } from './sources.ts';

const hasShared = existsSync(SHARED_DATA);
if (!hasShared) console.warn(`label errata checked without the photos: ${SHARED_DATA} is absent`);

/** Two labelled images of byler-d6 in the folder `/d`. */
function images(): EvalImage[] {
  return [
    { path: '/d/train/a.jpg', split: 'train', width: 10, height: 10, dice: [{ face: '2', box: [0, 0, 1, 1] }, { face: '6', box: [2, 2, 3, 3] }] },
    { path: '/d/train/b.jpg', split: 'held', width: 10, height: 10, dice: [{ face: '6', box: [0, 0, 1, 1] }] },
  ];
}

const FIX: LabelFix = { source: 'byler-d6', file: 'train/a.jpg', box: 1, labelled: 'six', face: '5', seen: 'five pips' };

describe('label errata', () => {
  it('put the face seen in place of the wrong label, that box only, without changing the input', () => {
    const given = images();
    const fixed = applyLabelFixes(given, 'byler-d6', '/d', [FIX, { ...FIX, source: 'matteo-d6', box: 0, labelled: 'two', face: '3' }]);
    expect(fixed.map((im) => im.dice.map((d) => d.face))).toEqual([['2', '5'], ['6']]);
    expect(given[0]!.dice[1]!.face).toBe('6');
  });

  it('fix a frame label of yudai-d6-gray (no box)', () => {
    const frames: EvalImage[] = [{ path: '/y/frames/1_5.jpg', split: 'held', width: 160, height: 120, dice: [], frameFace: '5' }];
    const fix: LabelFix = { source: 'yudai-d6-gray', file: 'frames/1_5.jpg', box: null, labelled: 'five', face: '4', seen: 'four pips' };
    expect(applyLabelFixes(frames, 'yudai-d6-gray', '/y', [fix])[0]!.frameFace).toBe('4');
    expect(() => applyLabelFixes(frames, 'yudai-d6-gray', '/y', [{ ...fix, labelled: 'six' }])).toThrow('frames/1_5.jpg the frame is not labelled six');
  });

  it('stop when a fix no longer finds the label it corrects', () => {
    expect(() => applyLabelFixes(images(), 'byler-d6', '/d', [{ ...FIX, labelled: 'five' }])).toThrow('train/a.jpg box 1 is not labelled five');
    expect(() => applyLabelFixes(images(), 'byler-d6', '/d', [{ ...FIX, box: 2 }])).toThrow('box 2 is not labelled six');
    expect(() => applyLabelFixes(images(), 'byler-d6', '/d', [{ ...FIX, file: 'train/c.jpg' }])).toThrow('train/c.jpg box 1');
  });

  it('name a known source and fix a box once', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'errata-'));
    const file = path.join(dir, 'errata.json');
    writeFileSync(file, JSON.stringify({ fixes: [{ ...FIX, source: 'byler' }] }));
    expect(() => loadLabelFixes(file)).toThrow('fix 0 needs a source');
    writeFileSync(file, JSON.stringify({ fixes: [FIX, { ...FIX, face: '4' }] }));
    expect(() => loadLabelFixes(file)).toThrow('fixes 0 and 1 both fix byler-d6 train/a.jpg box 1');
    rmSync(dir, { recursive: true });
  });

  it('of the repository are well formed', () => {
    const fixes = loadLabelFixes();
    expect(fixes.length).toBeGreaterThanOrEqual(5);
    expect(fixes.every((f) => f.seen.length > 0 && String(Number(f.face)) === f.face)).toBe(true);
  });

  it.skipIf(!hasShared)('apply to the photos of ../shared/data, each to its box only (byler-d6 held-out die of IMG_20191209_100722 is a 5)', () => {
    const changed = SOURCE_NAMES.flatMap((source) => {
      const given = loadSource(source, SHARED_DATA, []);
      return loadSource(source).flatMap((im, i) => [
        ...im.dice.flatMap((d, j) => (d.face === given[i]!.dice[j]!.face ? [] : [[source, path.basename(im.path), j, given[i]!.dice[j]!.face, d.face]])),
        ...(im.frameFace === given[i]!.frameFace ? [] : [[source, path.basename(im.path), null, given[i]!.frameFace, im.frameFace]]),
      ]);
    });
    const words = ['one', 'two', 'three', 'four', 'five', 'six'];
    const byName = (a: unknown[], b: unknown[]) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    expect(changed.sort(byName)).toEqual(loadLabelFixes().map((f) => [f.source, path.basename(f.file), f.box, String(words.indexOf(f.labelled) + 1), f.face]).sort(byName));
    expect(changed).toContainEqual(['byler-d6', 'IMG_20191209_100722.jpg', 4, '6', '5']);
  });
});
