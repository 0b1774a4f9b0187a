import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyCounts, addImageScore } from '../vision/evaluate.ts';
import { drawDice, type DieSpec } from '../vision/testing/drawDice.ts';
import { AnnotationError, formatConfusion, main, parseAnnotations, USAGE } from './eval.ts';

describe('parseAnnotations', () => {
  it('converts normalised boxes to pixels and labels to faces', () => {
    const text = JSON.stringify([{ file: 'a.jpg', width: 200, height: 100, boxes: [{ label: 'three', xmin: 0.1, ymin: 0.2, xmax: 0.3, ymax: 0.4 }] }]);
    expect(parseAnnotations(text, 'x.json')).toEqual([{ file: 'a.jpg', width: 200, height: 100, dice: [{ face: '3', box: [20, 20, 60, 40] }] }]);
  });

  it('names the file and entry on bad input', () => {
    expect(() => parseAnnotations('{', 'bad.json')).toThrow(/bad\.json: not valid JSON/);
    expect(() => parseAnnotations('{}', 'obj.json')).toThrow(/obj\.json: expected a JSON array/);
    expect(() => parseAnnotations('[{"file":"a.jpg"}]', 'f.json')).toThrow(AnnotationError);
    // Whole-image labels (yudai-d6-gray's frames): said to be no boxes, and where such frames are scored.
    const imageLabels = JSON.stringify([{ file: 'frames/100_3.jpg', width: 160, height: 120, label: 'three' }]);
    expect(() => parseAnnotations(imageLabels, 'y.json')).toThrow('y.json: entry 0 needs file, width, height and boxes: its label names the whole image, with no box per die, '
      + 'and eval scores each die against a labelled box (training-data/evalModels.ts scores such frames)');
    const unknown = JSON.stringify([{ file: 'a.jpg', width: 1, height: 1, boxes: [{ label: 'seven', xmin: 0, ymin: 0, xmax: 1, ymax: 1 }] }]);
    expect(() => parseAnnotations(unknown, 'u.json')).toThrow(/u\.json: a\.jpg box 0 has unknown label "seven"/);
  });
});

describe('formatConfusion', () => {
  it('prints one row per true face with read, null and missed columns', () => {
    const counts = addImageScore(emptyCounts(), [{ box: [0, 0, 10, 10], face: '2' }], [
      { box: [0, 0, 10, 10], face: '1' },
      { box: [50, 50, 60, 60], face: '1' },
    ]);
    const lines = formatConfusion(counts).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.trim().split(/\s+/)).toEqual(['true\\read', '1', '2', '3', '4', '5', '6', 'X', 'null', 'missed']);
    expect(lines[1]!.trim().split(/\s+/)).toEqual(['1', '0', '1', '0', '0', '0', '0', '0', '0', '1']);
  });
});

describe('eval main', () => {
  let dir = '';
  const dice: DieSpec[] = [
    { cx: 80, cy: 80, side: 36, angleDeg: 15, face: 4, body: [240, 238, 230], pip: [20, 20, 20] },
    { cx: 220, cy: 150, side: 36, angleDeg: 40, face: 2, body: [200, 30, 30], pip: [250, 250, 250] },
  ];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'eval-cli-'));
    const { frame, boxes } = drawDice({ width: 300, height: 220, floor: [150, 150, 145], dice });
    await sharp(Buffer.from(frame.data), { raw: { width: 300, height: 220, channels: 4 } }).png().toFile(join(dir, 'scene.png'));
    const annotations = [
      {
        file: 'scene.png',
        width: 300,
        height: 220,
        boxes: boxes.map((b, i) => ({ label: ['one', 'two', 'three', 'four', 'five', 'six'][dice[i]!.face - 1], xmin: b[0] / 300, ymin: b[1] / 220, xmax: b[2] / 300, ymax: b[3] / 220 })),
      },
    ];
    await writeFile(join(dir, 'annotations.json'), JSON.stringify(annotations));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  for (const reader of ['model', 'classical']) {
    it(`scores a generated labelled folder with the ${reader} reader and writes the JSON report`, async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      const out = join(dir, `report-${reader}.json`);
      const code = await main([dir, '--reader', reader, '--json', out]);
      log.mockRestore();
      expect(code).toBe(0);
      const report = JSON.parse(await (await import('node:fs/promises')).readFile(out, 'utf8')) as { reader: string; summary: unknown };
      expect(report.reader).toBe(reader);
      expect(report.summary).toEqual({ recall: 1, precision: 1, faceAccuracy: 1, endToEnd: 1 });
    });
  }

  it('notes labelled faces the --die-kind lacks, which can only be scored wrong, and the kinds that have them', async () => {
    const sixes = join(dir, 'sixes');
    await mkdir(sixes, { recursive: true });
    await copyFile(join(dir, 'scene.png'), join(sixes, 'scene.png'));
    const annotations = JSON.parse(await readFile(join(dir, 'annotations.json'), 'utf8')) as { boxes: { label: string }[] }[];
    annotations[0]!.boxes[0]!.label = 'six';
    await writeFile(join(sixes, 'annotations.json'), JSON.stringify(annotations));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const report = join(sixes, 'report.json');
      expect(await main([sixes, '--reader', 'classical', '--die-kind', 'strike', '--json', report])).toBe(0);
      const note = 'note: 1 labelled die shows 6, which strike dice do not have: counted as misread; --die-kind d6 or strike-x2 fits every labelled face';
      expect(log.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('note:'))).toEqual([note]);
      // The JSON report says it too.
      expect((JSON.parse(await readFile(report, 'utf8')) as { notes: string[] }).notes).toEqual([note]);
      log.mockClear();
      expect(await main([dir, '--reader', 'classical', '--die-kind', 'strike'])).toBe(0);
      expect(log.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('note:'))).toEqual([]);
    } finally {
      log.mockRestore();
    }
  });

  it('prints its usage with --help (exit 0), and with it an unknown option (exit 2)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['--help'])).toBe(0);
    expect(await main(['-h'])).toBe(0);
    expect(log.mock.calls).toEqual([[USAGE], [USAGE]]);
    expect(USAGE).toMatch(/^usage: npm run eval -- DIR \[options\]\n/);
    expect(USAGE).toContain('../shared/data/byler-d6/train');
    for (const option of ['--reader', '--die-kind', '--json', '--limit', '--overlay', '--help']) expect(USAGE).toContain(option);
    expect(await main([dir, '--bogus'])).toBe(2);
    // A usage error is the message and where the help is, not the whole usage.
    expect(error.mock.calls[0]![0]).toBe("error: unknown option '--bogus'\n(see npm run eval -- --help)");
    expect(await main([])).toBe(2);
    expect(error.mock.calls[1]![0]).toBe('error: give the folder of labelled photos: npm run eval -- DIR [options]\n(see npm run eval -- --help)');
    log.mockRestore();
    error.mockRestore();
  });

  it('exits 2 with a clear message for a folder without annotations.json or a bad die kind', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main([join(dir, 'nowhere')])).toBe(2);
    expect(error.mock.calls[0]![0]).toBe(`error: ${join(dir, 'nowhere')} does not exist: give the folder of labelled photos`);
    expect(await main([dir, '--die-kind', 'd20'])).toBe(2);
    expect(error.mock.calls[1]![0]).toMatch(/^error: --die-kind must be d6, strike or strike-x2, got d20/);
    const unlabelled = join(dir, 'no-labels');
    await mkdir(unlabelled, { recursive: true });
    expect(await main([unlabelled])).toBe(2);
    expect(error.mock.calls[2]![0]).toMatch(/^error: cannot read .*no-labels\/annotations\.json: file missing/);
    expect(await main([join(dir, 'annotations.json')])).toBe(2);
    expect(error.mock.calls[3]![0]).toMatch(/^error: .*annotations\.json is a file: give the folder of labelled photos/);
    expect(await main([])).toBe(2);
    expect(await main([dir, '--limit', 'abc'])).toBe(2);
    expect(await main([dir, '--limit=-3'])).toBe(2);
    // A bad value says where the help is, as an unknown option does.
    expect(error.mock.calls.slice(-2).map((call) => call[0])).toEqual([
      'error: --limit must be a whole number of images, at least 1, got abc\n(see npm run eval -- --help)',
      'error: --limit must be a whole number of images, at least 1, got -3\n(see npm run eval -- --help)',
    ]);
    // Two folders: not one silently ignored.
    expect(await main([dir, unlabelled])).toBe(2);
    expect(error.mock.calls.at(-1)![0]).toMatch(new RegExp(`^error: eval scores one folder at a time, got 2: ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `));
    // A folder whose annotations.json lists no photo: nothing to score, said as such.
    const empty = await mkdtemp(join(tmpdir(), 'eval-cli-empty-'));
    await writeFile(join(empty, 'annotations.json'), '[]');
    expect(await main([empty])).toBe(2);
    expect(error.mock.calls.at(-1)![0]).toBe(`error: ${join(empty, 'annotations.json')} lists no photos: nothing to score`);
    await rm(empty, { recursive: true, force: true });
    error.mockRestore();
  });

  it('refuses a --json report it could not write before scoring anything', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main([dir, '--json', join(dir, 'nowhere', 'report.json')])).toBe(2);
    expect(await main([dir, '--json', dir])).toBe(2);
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      `error: cannot write the --json report ${join(dir, 'nowhere', 'report.json')}: the folder ${join(dir, 'nowhere')} does not exist`,
      `error: cannot write the --json report ${dir}: ${dir} is a folder`,
    ]);
    expect(log).not.toHaveBeenCalled();
    error.mockRestore();
    log.mockRestore();
  });

  it('reports an image that cannot be read, scores the others, and exits 1', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'eval-cli-broken-'));
    const annotations = JSON.parse(await readFile(join(dir, 'annotations.json'), 'utf8')) as { file: string }[];
    await writeFile(join(broken, 'scene.png'), await readFile(join(dir, 'scene.png')));
    await writeFile(join(broken, 'annotations.json'), JSON.stringify([{ ...annotations[0]!, file: 'gone.png' }, annotations[0]]));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = join(broken, 'report.json');
    try {
      expect(await main([broken, '--reader', 'classical', '--json', out])).toBe(1);
      expect(error.mock.calls.map((call) => call[0])).toEqual([expect.stringMatching(/gone\.png does not exist \(left out of the scores\)$/)]);
      expect(log.mock.calls[0]![0]).toMatch(/classical reader, 1 image \(1 more could not be read\), 2 labelled dice/);
      const report = JSON.parse(await readFile(out, 'utf8')) as { images: number; skipped: { file: string }[]; summary: { recall: number } };
      expect(report.images).toBe(1);
      expect(report.skipped.map((s) => s.file)).toEqual(['gone.png']);
      expect(report.summary.recall).toBe(1);
    } finally {
      log.mockRestore();
      error.mockRestore();
      await rm(broken, { recursive: true, force: true });
    }
  });
});
