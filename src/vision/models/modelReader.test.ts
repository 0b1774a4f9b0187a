import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Face, RgbaFrame } from '../../core/types.ts';
import { randomSynthScene, synthLabels, synthSceneSvg } from '../../../training-data/synthScene.ts';
import { matchDice } from '../evaluate.ts';
import type { ReaderConfig } from './modelFiles.ts';
import * as tf from '@tensorflow/tfjs';
import { closeUpLongSide, combineMirroredViews, decodeDetections, DEFAULT_TUNING, detectorInputSize, dropNotDice, faceFromProbabilities, type DieReader, type ReaderTuning } from './modelReader.ts';
import { nodeModelLoader } from './loadNode.ts';
import { openNodeModelReader } from './nodeReader.ts';
import { startTfjsNode } from '../tfjs-node.ts';

const CLASSES = ['1', '2', '3', '4', '5', '6', 'X', 'unreadable', 'background'];
const CONFIG: ReaderConfig = { version: 1, detectorLongSide: 384, detectorMultiple: 16, detectorStride: 4, cropSize: 32, cropSideShare: 1.5, classes: CLASSES };

/** Class probabilities with `mass` on the named classes and the rest spread evenly. */
function probs(named: Record<string, number>): number[] {
  const rest = (1 - Object.values(named).reduce((a, b) => a + b, 0)) / (CLASSES.length - Object.keys(named).length);
  return CLASSES.map((c) => named[c] ?? rest);
}

describe('dropNotDice', () => {
  /** A die read as `face` with its detection: centre (x, y) and side, frame pixels. */
  const at = (x: number, y: number, side: number, face: Face | null) => ({
    die: { box: [x - side / 2, y - side / 2, x + side / 2, y + side / 2] as [number, number, number, number], face, confidence: 0.9, inArena: true },
    detection: { x, y, side, score: 0.9 },
  });
  const kept = (list: ReturnType<typeof at>[], tuning: Pick<ReaderTuning, 'minSideShare' | 'shadowShare'> & Partial<Pick<ReaderTuning, 'unreadableMinSideShare'>>) =>
    dropNotDice(list.map((d) => d.die), list.map((d) => d.detection), { unreadableMinSideShare: 0, ...tuning }).map((die) => die.face);

  it('drops an unreadable die smaller than a readable one beside it: its shadow or side face', () => {
    // yudai-d6-gray's held-out frames: a 4 of side 19 px, its shadow boxed at 14 px, 0.94 sides away.
    const shadow = [at(48, 37, 19, '4'), at(66, 43, 14, null)];
    expect(kept(shadow, { minSideShare: 0.5, shadowShare: 0.85 })).toEqual(['4']);
    expect(kept(shadow, { minSideShare: 0.5, shadowShare: 0 })).toEqual(['4', null]);
  });
  it('keeps an unreadable die as large as its neighbour, one further away, and readable small dice', () => {
    const tuning = { minSideShare: 0.5, unreadableMinSideShare: 0, shadowShare: 0.85 };
    // A leaning die beside a flat one looks as large or larger.
    expect(kept([at(50, 50, 20, '3'), at(68, 50, 21, null)], tuning)).toEqual(['3', null]);
    // Touching dice of one size lie a side apart; a smaller die 1.2 sides away is not a shadow.
    expect(kept([at(50, 50, 20, '3'), at(74, 50, 16, null)], tuning)).toEqual(['3', null]);
    expect(kept([at(50, 50, 20, '3'), at(66, 50, 16, '5')], tuning)).toEqual(['3', '5']);
    // Beside an unreadable die only.
    expect(kept([at(50, 50, 20, null), at(66, 50, 16, null)], tuning)).toEqual([null, null]);
    // A 6 on a die read as a Strike die (1–5 and X) has no face of its kind, but it is a die.
    const six = at(66, 50, 16, null);
    const list = [at(50, 50, 20, '3'), { ...six, die: { ...six.die, faceOutsideKind: '6' as Face } }];
    expect(dropNotDice(list.map((d) => d.die), list.map((d) => d.detection), tuning).map((die) => die.faceOutsideKind ?? die.face)).toEqual(['3', '6']);
  });
  it('drops an unreadable die under unreadableMinSideShare of the readable dice\'s median side', () => {
    // yudai-d6-gray's held-out desk: a 3 of side 16 px and the book's printed corner mark, 9 px, read as unreadable.
    const tuning = { minSideShare: 0.5, shadowShare: 0.85, unreadableMinSideShare: 0.7 };
    expect(kept([at(133, 46, 16, '3'), at(24, 40, 9.5, null)], tuning)).toEqual(['3']);
    expect(kept([at(133, 46, 16, '3'), at(24, 40, 9.5, null)], { ...tuning, unreadableMinSideShare: 0 })).toEqual(['3', null]);
    // Against the readable dice only: two unreadable dice of 9 px do not make the median small.
    expect(kept([at(133, 46, 16, '3'), at(24, 40, 9, null), at(60, 80, 9, null)], tuning)).toEqual(['3']);
    // A readable small die stays (minSideShare rules it), and so does an unreadable die of 0.75 of the side.
    expect(kept([at(133, 46, 16, '3'), at(24, 40, 9.5, '5'), at(60, 80, 12, null)], tuning)).toEqual(['3', '5', null]);
    // With no readable die there is nothing to compare with: every die stays.
    expect(kept([at(133, 46, 16, null), at(24, 40, 9, null)], tuning)).toEqual([null, null]);
  });
  it('drops dice under minSideShare of the median side, the larger middle one for an even count', () => {
    expect(kept([at(10, 10, 20, '1'), at(60, 10, 20, '2'), at(90, 10, 9, '3')], { minSideShare: 0.5, shadowShare: 0 })).toEqual(['1', '2']);
    expect(kept([at(10, 10, 20, '1'), at(90, 10, 9, '3')], { minSideShare: 0.5, shadowShare: 0 })).toEqual(['1']);
    expect(kept([], { minSideShare: 0.5, shadowShare: 0.85 })).toEqual([]);
  });
});

describe('detector input size', () => {
  it('scales the long side to 384 and rounds both sides to multiples of 16', () => {
    expect(detectorInputSize(640, 480, CONFIG)).toEqual([384, 288]);
    expect(detectorInputSize(3024, 4032, CONFIG)).toEqual([288, 384]);
    expect(detectorInputSize(160, 120, CONFIG)).toEqual([384, 288]);
    expect(detectorInputSize(1000, 10, CONFIG)).toEqual([384, 16]);
  });
});

describe('the second, closer look at small dice', () => {
  /** `n` detections of `side` frame pixels. */
  const dice = (n: number, side: number) => Array.from({ length: n }, (_, i) => ({ x: 100 + 50 * i, y: 100, side, score: 0.9 }));

  it('looks again at twice the input when a large frame shows small dice', () => {
    // A 1280 px camera frame: 50 px dice are 15 px at the 384 px input, under 20.
    expect(closeUpLongSide(dice(20, 50), 1280, CONFIG, DEFAULT_TUNING)).toBe(768);
    // 80 px dice are 24 input px: one look is enough.
    expect(closeUpLongSide(dice(20, 80), 1280, CONFIG, DEFAULT_TUNING)).toBeNull();
    // No die found on a large frame: look again.
    expect(closeUpLongSide([], 1280, CONFIG, DEFAULT_TUNING)).toBe(768);
  });

  it("looks again at a phone photo whose first look draws its dice up to 36 input px", () => {
    /** `n` detections of `side` pixels at the 384 px input, on a 4032 px photo. */
    const atInput = (n: number, side: number) => dice(n, (4032 * side) / 384);
    // fudw-d6-tray IMG_4561 with a never-seen detector: two real dice and two false ones drawn
    // larger, median side 31 input px.
    const found = [...atInput(1, 12), ...atInput(1, 16), ...atInput(1, 31), ...atInput(1, 33)];
    expect(closeUpLongSide(found, 4032, CONFIG, DEFAULT_TUNING)).toBe(768);
    // 24 input px: small for a photo, not for a 1535 px frame (the camera's bound, 20).
    expect(closeUpLongSide(dice(20, 96), 1536, CONFIG, DEFAULT_TUNING)).toBe(768);
    expect(closeUpLongSide(dice(20, 96), 1535, CONFIG, DEFAULT_TUNING)).toBeNull();
    // A photo of a few large dice (70 input px) keeps its one look: looked at again, they are lost.
    expect(closeUpLongSide(atInput(2, 70), 4032, CONFIG, DEFAULT_TUNING)).toBeNull();
    expect(closeUpLongSide(found, 4032, CONFIG, { ...DEFAULT_TUNING, photoSmallDieSidePx: 20 })).toBeNull();
  });

  it('never looks again at a frame not twice as large as the input, or when turned off', () => {
    expect(closeUpLongSide(dice(5, 12), 640, CONFIG, DEFAULT_TUNING)).toBeNull();
    expect(closeUpLongSide([], 640, CONFIG, DEFAULT_TUNING)).toBeNull();
    expect(closeUpLongSide(dice(5, 12), 4032, CONFIG, { ...DEFAULT_TUNING, closeUpFactor: 1 })).toBeNull();
  });
});

describe('decoding the heat map', () => {
  /** A gw × gh × 4 map with given peaks: [x, y, logit, side px at input, dx, dy]. */
  function map(gw: number, gh: number, peaks: number[][]): Float32Array {
    const out = new Float32Array(gw * gh * 4);
    for (let i = 0; i < gw * gh; i++) out[i * 4] = -8;
    for (const [x, y, logit, side, dx, dy] of peaks) {
      const i = (y! * gw + x!) * 4;
      out[i] = logit!;
      out[i + 1] = Math.log(side!);
      out[i + 2] = dx!;
      out[i + 3] = dy!;
    }
    return out;
  }

  it('finds local maxima above the threshold, with offsets, in frame pixels', () => {
    const out = map(10, 8, [[2, 3, 3, 12, 0.5, 0.25], [7, 6, 0, 20, 0, 0], [5, 1, -3, 20, 0, 0]]);
    const found = decodeDetections(out, 10, 8, 4, 2, 2, 0.3);
    expect(found).toHaveLength(2); // sigmoid(-3) = 0.05 is below 0.3
    expect(found[0]!.x).toBeCloseTo((2 + 0.5) * 4 * 2, 5);
    expect(found[0]!.y).toBeCloseTo((3 + 0.25) * 4 * 2, 5);
    expect(found[0]!.side).toBeCloseTo(24, 4);
    expect(found[0]!.score).toBeCloseTo(1 / (1 + Math.exp(-3)), 6);
    expect(found[1]!.score).toBeCloseTo(0.5, 6);
  });

  it('keeps one detection per die: a neighbour peak and a plateau give one', () => {
    const neighbours = map(10, 8, [[4, 4, 2, 40, 0, 0], [6, 4, 1.5, 40, 0, 0]]);
    expect(decodeDetections(neighbours, 10, 8, 4, 1, 1, 0.3)).toHaveLength(1); // 8 px apart, side 40
    const plateau = map(10, 8, [[4, 4, 2, 8, 0, 0], [5, 4, 2, 8, 0, 0]]);
    expect(decodeDetections(plateau, 10, 8, 4, 1, 1, 0.3)).toHaveLength(1);
    const apart = map(10, 8, [[1, 1, 2, 8, 0, 0], [8, 6, 2, 8, 0, 0]]);
    expect(decodeDetections(apart, 10, 8, 4, 1, 1, 0.3)).toHaveLength(2);
  });
});

describe('the detector over mirror images of the frame', () => {
  it('mirrors each view\'s heat back and averages the probabilities, keeping the frame\'s own sizes and offsets', async () => {
    await startTfjsNode();
    // 1 × 2 cells, channels [heat logit, log side, x offset, y offset]. View 0: the frame; view 1:
    // mirrored left–right, so its cell 0 is the frame's cell 1.
    const logit = (p: number) => Math.log(p / (1 - p));
    const outputs = tf.tensor4d([
      [[[logit(0.2), 1, 0.1, 0.2], [logit(0.6), 2, 0.3, 0.4]]],
      [[[logit(0.8), 5, 0.9, 0.9], [logit(0.4), 6, 0.9, 0.9]]],
    ]);
    const combined = combineMirroredViews(outputs);
    const [own, mirrored] = await combined.array().then((a) => a[0]![0]!);
    expect(combined.shape).toEqual([1, 1, 2, 4]);
    expect(1 / (1 + Math.exp(-own![0]!))).toBeCloseTo((0.2 + 0.4) / 2, 5);
    expect(1 / (1 + Math.exp(-mirrored![0]!))).toBeCloseTo((0.6 + 0.8) / 2, 5);
    expect(own!.slice(1)).toEqual([1, expect.closeTo(0.1, 6), expect.closeTo(0.2, 6)]);
    expect(mirrored!.slice(1)).toEqual([2, expect.closeTo(0.3, 6), expect.closeTo(0.4, 6)]);
    // Four views: top–bottom and both mirrors too (2 × 1 cells, so only the top–bottom flip moves them).
    const four = combineMirroredViews(tf.tensor4d([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8].flatMap((p) => [logit(p), 0, 0, 0]), [4, 2, 1, 4]));
    const heat = (await four.array())[0]!.map((row) => 1 / (1 + Math.exp(-row[0]![0]!)));
    expect(heat[0]).toBeCloseTo((0.1 + 0.3 + 0.6 + 0.8) / 4, 5);
    expect(heat[1]).toBeCloseTo((0.2 + 0.4 + 0.5 + 0.7) / 4, 5);
    tf.dispose([outputs, combined, four]);
  });
});

describe('faces by die kind', () => {
  it('reads the most likely face the die kind allows, renormalised', () => {
    const p = probs({ X: 0.5, '1': 0.3, '2': 0.1 });
    expect(faceFromProbabilities(p, CLASSES, 'strike', 0.4, 0.8).face).toBe('X');
    const d6 = faceFromProbabilities(p, CLASSES, 'd6', 0.4, 0.8);
    expect(d6.face).toBe('1'); // a d6 has no X
    expect(d6.confidence).toBeCloseTo(0.3 / (0.3 + 0.1 + 4 * (0.1 / 6) + 0.1 / 6), 6);
    expect(faceFromProbabilities(p, CLASSES, 'strike-x2', 0.4, 0.8).face).toBe('X'); // X and 2–6
    expect(faceFromProbabilities(probs({ '1': 0.6 }), CLASSES, 'strike-x2', 0.4, 0.8).face).not.toBe('1');
  });

  it('gives no face when the die is unreadable or the best face is unsure', () => {
    expect(faceFromProbabilities(probs({ unreadable: 0.6, '3': 0.3 }), CLASSES, 'd6', 0.4, 0.8).face).toBeNull();
    const unsure = faceFromProbabilities(probs({ '3': 0.3, '5': 0.28, '6': 0.25 }), CLASSES, 'd6', 0.4, 0.8);
    expect(unsure.face).toBeNull();
    expect(unsure.confidence).toBeLessThan(0.4);
  });

  it('reports a face the die kind cannot show when the die clearly shows it', () => {
    const six = probs({ '6': 0.9, '4': 0.05, background: 0 });
    const strike = faceFromProbabilities(six, CLASSES, 'strike', 0.4, 0.7);
    expect(strike.outside).toBe('6');
    expect(strike.face).toBeNull(); // not a face a Strike die has: unreadable as a Strike die
    expect(faceFromProbabilities(six, CLASSES, 'd6', 0.4, 0.7)).toEqual({ face: '6', confidence: expect.closeTo(0.9 / (0.95 + 5 * (0.05 / 6)), 6) });
    expect(faceFromProbabilities(six, CLASSES, 'strike', 0.4, 0.95).outside).toBeUndefined(); // not sure enough
    // A share of the face and unreadable probabilities (the background class does not count).
    expect(faceFromProbabilities(probs({ '6': 0.6, background: 0.3 }), CLASSES, 'strike', 0.4, 0.7).outside).toBe('6');
    expect(faceFromProbabilities(probs({ '6': 0.5, '4': 0.3, background: 0 }), CLASSES, 'strike', 0.4, 0.7).outside).toBeUndefined();
    expect(faceFromProbabilities(probs({ X: 0.8, background: 0 }), CLASSES, 'd6', 0.4, 0.7).outside).toBe('X');
  });
});

/** Renders a generated scene into an RGBA frame. */
async function render(svg: string): Promise<RgbaFrame> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

describe('the trained reader on generated scenes (models/)', () => {
  let reader: DieReader;
  beforeAll(async () => {
    reader = await openNodeModelReader();
  });
  afterAll(() => reader?.dispose());

  it('finds and reads the dice of a scene it was not trained on', async () => {
    const faces: Face[] = ['1', '2', '3', '4', '5', '6', '2', '5', '3', '6', '1', '4'];
    let matched = 0;
    let right = 0;
    let extra = 0;
    for (const seed of [900_001, 900_002, 900_003]) {
      const scene = randomSynthScene(seed, { width: 640, height: 480, faces, sizePx: 44, unreadableShare: 0 });
      const truths = synthLabels(scene).map((l) => ({ box: l.box, face: l.label as Face }));
      const reading = await reader.read(await render(synthSceneSvg(scene)), { dieKind: 'd6' });
      const matches = matchDice(reading.dice.map((d) => ({ box: d.box, face: d.face })), truths);
      matched += matches.length;
      right += matches.filter((m) => reading.dice[m.prediction]!.face === truths[m.truth]!.face).length;
      extra += reading.dice.length - matches.length;
      expect(reading.width).toBe(640);
      expect(reading.dice.every((d) => d.inArena && d.confidence > 0 && d.confidence <= 1)).toBe(true);
    }
    expect(matched).toBeGreaterThanOrEqual(34); // of 36
    expect(right).toBeGreaterThanOrEqual(32);
    expect(extra).toBeLessThanOrEqual(1);
  });

  it('reads small dice in a large frame at the closer look, with its own detection threshold', async () => {
    // 1600 × 1200 with 26 px dice: 6 px at the 384 px input, so the detector looks again at 768 px.
    const faces: Face[] = ['1', '2', '3', '4', '5', '6', '2', '5', '3', '6'];
    const scene = randomSynthScene(900_011, { width: 1600, height: 1200, faces, sizePx: 26, unreadableShare: 0 });
    const truths = synthLabels(scene).map((l) => ({ box: l.box, face: l.label as Face }));
    const frame = await render(synthSceneSvg(scene));
    const found = async (tuning: Partial<ReaderTuning>) => {
      const other = await openNodeModelReader(undefined, tuning);
      const reading = await other.read(frame, { dieKind: 'd6' });
      other.dispose();
      return matchDice(reading.dice.map((d) => ({ box: d.box, face: d.face })), truths).length;
    };
    expect(await found({})).toBeGreaterThanOrEqual(8);
    // No score reaches 1.01: nothing passes the closer look, so the dice above came from it.
    expect(await found({ closeUpMinDetectionScore: 1.01 })).toBe(0);
    // Nothing passes the first look: a large frame with no die found gets the closer look anyway.
    expect(await found({ minDetectionScore: 1.01 })).toBeGreaterThanOrEqual(8);
  });

  it('looks again at unsure crops with mirrored views, and reads the same scenes at least as well', async () => {
    const oneView = await openNodeModelReader(undefined, { faceViews: 1 });
    const everyCrop = await openNodeModelReader(undefined, { faceViews: 4, sureConfidence: 1.01 });
    try {
      let changed = 0;
      for (const seed of [900_001, 900_002, 900_003]) {
        const scene = randomSynthScene(seed, { width: 640, height: 480, faces: ['1', '2', '3', '4', '5', '6'], sizePx: 30, unreadableShare: 0 });
        const frame = await render(synthSceneSvg(scene));
        const truths = synthLabels(scene).map((l) => ({ box: l.box, face: l.label as Face }));
        const right = (r: Awaited<ReturnType<DieReader['read']>>) =>
          matchDice(r.dice.map((d) => ({ box: d.box, face: d.face })), truths).filter((m) => r.dice[m.prediction]!.face === truths[m.truth]!.face).length;
        const [single, mirrored, shipped] = [await oneView.read(frame), await everyCrop.read(frame), await reader.read(frame)];
        expect(mirrored.dice.map((d) => d.box)).toEqual(single.dice.map((d) => d.box));
        changed += mirrored.dice.filter((d, i) => Math.abs(d.confidence - single.dice[i]!.confidence) > 1e-4).length;
        expect(right(mirrored)).toBeGreaterThanOrEqual(right(single) - 1);
        expect(right(shipped)).toBeGreaterThanOrEqual(right(single) - 1);
        // One call can ask for one view (the worker's streams do), whatever the reader's tuning.
        expect(await reader.read(frame, { faceViews: 1 })).toEqual(single);
      }
      expect(changed).toBeGreaterThan(0);
      await expect(reader.read(await render(synthSceneSvg(randomSynthScene(900_001, { width: 64, height: 48, faces: ['1'], sizePx: 20, unreadableShare: 0 }))), { faceViews: 5 }))
        .rejects.toThrow('faceViews must be a whole number from 1 to 4, got 5');
    } finally {
      oneView.dispose();
      everyCrop.dispose();
    }
  }, 60_000);

  it('averages the detector over the frame and its mirror image, unless a call asks for one view', async () => {
    /** The frame mirrored left–right. */
    const mirror = (f: RgbaFrame): RgbaFrame => {
      const data = new Uint8Array(f.data.length);
      for (let y = 0; y < f.height; y++) {
        for (let x = 0; x < f.width; x++) data.set(f.data.subarray((y * f.width + x) * 4, (y * f.width + x) * 4 + 4), (y * f.width + f.width - 1 - x) * 4);
      }
      return { width: f.width, height: f.height, data };
    };
    const single = await openNodeModelReader(undefined, { detectorViews: 1 });
    try {
      let dice = 0;
      for (const seed of [900_001, 900_002]) {
        const scene = randomSynthScene(seed, { width: 640, height: 480, faces: ['1', '2', '3', '4', '5', '6', '2', '5'], sizePx: 36, unreadableShare: 0 });
        const frame = await render(synthSceneSvg(scene));
        const [own, mirrored] = [await reader.read(frame), await reader.read(mirror(frame))];
        // Both views in both reads: the same heat map, mirrored, so the same dice at mirrored places.
        expect(mirrored.dice).toHaveLength(own.dice.length);
        const centres = (r: typeof own, flip: boolean) => r.dice.map((d) => [flip ? 640 - (d.box[0] + d.box[2]) / 2 : (d.box[0] + d.box[2]) / 2, (d.box[1] + d.box[3]) / 2] as const);
        for (const [x, y] of centres(mirrored, true)) {
          expect(Math.min(...centres(own, false).map(([ox, oy]) => Math.hypot(ox - x, oy - y)))).toBeLessThan(4);
        }
        dice += own.dice.length;
        expect(await reader.read(frame, { detectorViews: 1 })).toEqual(await single.read(frame));
      }
      expect(dice).toBeGreaterThanOrEqual(14); // of 16
      await expect(reader.read(await render(synthSceneSvg(randomSynthScene(900_001, { width: 64, height: 48, faces: ['1'], sizePx: 20, unreadableShare: 0 }))), { detectorViews: 0 }))
        .rejects.toThrow('detectorViews must be a whole number from 1 to 4, got 0');
    } finally {
      single.dispose();
    }
  }, 60_000);

  it('reads overlapping calls one at a time: each the same as read alone, memory reused between frames', async () => {
    const frames = await Promise.all([
      randomSynthScene(900_021, { width: 640, height: 480, faces: ['1', '2', '3', '4', '5', '6'], sizePx: 40, unreadableShare: 0 }),
      randomSynthScene(900_022, { width: 1600, height: 1200, faces: ['6', '5', '4', '3'], sizePx: 26, unreadableShare: 0 }),
      randomSynthScene(900_023, { width: 320, height: 240, faces: ['2', '2', '5'], sizePx: 30, unreadableShare: 0 }),
    ].map((scene) => render(synthSceneSvg(scene))));
    const alone = [];
    for (const frame of frames) alone.push(await reader.read(frame));
    expect(alone[0]!.dice.length).toBeGreaterThanOrEqual(5);
    expect(alone[1]!.dice.length).toBeGreaterThanOrEqual(3);
    // All started before any finished, a malformed frame among them: the others are unharmed.
    const broken = { width: 10, height: 10, data: new Uint8Array(7) };
    const [a, b, bad, c, again] = [reader.read(frames[0]!), reader.read(frames[1]!), reader.read(broken), reader.read(frames[2]!), reader.read(frames[0]!)];
    await expect(bad).rejects.toThrow('RGBA frame 10×10 needs 400 bytes, got 7');
    expect([await a, await b, await c, await again]).toEqual([alone[0], alone[1], alone[2], alone[0]]);
  }, 60_000);

  it('drops what is found at under half the size of the frame\'s other dice', async () => {
    const scene = randomSynthScene(900_004, { width: 640, height: 480, faces: ['2', '3', '4', '5', '6', '3'], sizePx: 56, unreadableShare: 0 });
    const small = { ...scene.dice[0]!, sizePx: 22, sideOffset: [0, 0] as [number, number], blurPx: 0 };
    const frame = await render(synthSceneSvg({ ...scene, dice: [small, ...scene.dice.slice(1)] }));
    const near = (r: Awaited<ReturnType<DieReader['read']>>) =>
      r.dice.filter((d) => Math.hypot((d.box[0] + d.box[2]) / 2 - small.x, (d.box[1] + d.box[3]) / 2 - small.y) < 15);
    const everySize = await openNodeModelReader(undefined, { minSideShare: 0 });
    try {
      const [kept, shipped] = [await everySize.read(frame), await reader.read(frame)];
      expect(near(kept)).toHaveLength(1); // 22 px beside 56 px dice: 0.39 of the median
      expect(near(shipped)).toHaveLength(0);
      expect(shipped.dice).toHaveLength(kept.dice.length - 1);
      expect(shipped.dice.length).toBeGreaterThanOrEqual(4); // of the 5 large dice
    } finally {
      everySize.dispose();
    }
  });

  it('reads X on Strike dice and never on a d6', async () => {
    // 12 generated scenes of 4 X and 4 numbered dice (measured: 46 of 48 X read, 46 of 48 others).
    let xSeen = 0;
    let xRead = 0;
    for (let seed = 900_010; seed < 900_022; seed++) {
      const faces: Face[] = ['X', '2', 'X', '5', 'X', '3', 'X', '4'];
      const scene = randomSynthScene(seed, { width: 640, height: 480, faces, sizePx: 50, unreadableShare: 0 });
      const frame = await render(synthSceneSvg(scene));
      const truths = synthLabels(scene).map((l) => ({ box: l.box, face: l.label as Face }));
      const strike = await reader.read(frame, { dieKind: 'strike' });
      const matches = matchDice(strike.dice.map((d) => ({ box: d.box, face: d.face })), truths).filter((m) => truths[m.truth]!.face === 'X');
      xSeen += matches.length;
      xRead += matches.filter((m) => strike.dice[m.prediction]!.face === 'X').length;
      const d6 = await reader.read(frame, { dieKind: 'd6' });
      expect(d6.dice.some((d) => d.face === 'X')).toBe(false);
    }
    expect(xSeen).toBeGreaterThanOrEqual(44);
    expect(xRead / xSeen).toBeGreaterThanOrEqual(0.85);
  }, 60_000);

  it('invents no die on empty arenas', async () => {
    let found = 0;
    for (const seed of [900_020, 900_021, 900_022, 900_023]) {
      const scene = randomSynthScene(seed, { width: 640, height: 480, count: 0 });
      found += (await reader.read(await render(synthSceneSvg(scene)))).dice.length;
    }
    expect(found).toBe(0);
  });

  it('marks dice outside a given arena polygon', async () => {
    const scene = randomSynthScene(900_030, { width: 640, height: 480, faces: ['3', '5'], sizePx: 50, unreadableShare: 0 });
    const split = (scene.dice[0]!.x + scene.dice[1]!.x) / 2;
    const arena: [number, number][] = [[0, 0], [split, 0], [split, 480], [0, 480]];
    const reading = await reader.read(await render(synthSceneSvg(scene)), { arena });
    expect(reading.dice).toHaveLength(2);
    const byX = [...reading.dice].sort((a, b) => a.box[0] - b.box[0]);
    expect(byX.map((d) => d.inArena)).toEqual([true, false]);
  });

  it('explains a malformed frame and a missing model folder', async () => {
    await expect(reader.read({ width: 10, height: 10, data: new Uint8Array(12) })).rejects.toThrow(/RGBA frame 10×10 needs 400 bytes, got 12/);
    await expect(nodeModelLoader('/nonexistent/models').config()).rejects.toThrow(/cannot read model file \/nonexistent\/models\/dice-reader\.json/);
  });
});
