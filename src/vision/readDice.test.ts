import { beforeAll, describe, expect, it } from 'vitest';
import type { Box, RgbaFrame } from '../core/types.ts';
import { boxCentre } from '../core/box.ts';
import type { OpenCv } from './opencv.ts';
import { loadOpenCvNode } from './opencv-node.ts';
import { readDice } from './readDice.ts';
import { drawDice, type DieSpec, type SceneSpec } from './testing/drawDice.ts';

let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCvNode();
});

const WHITE: [number, number, number] = [240, 238, 230];
const BLACK: [number, number, number] = [22, 22, 22];

/** Six dice, faces 1..6, of six colour schemes, at assorted angles, on a gray floor with a gradient and noise. */
const SIX_DICE: DieSpec[] = [
  { cx: 60, cy: 60, side: 36, angleDeg: 0, face: 1, body: WHITE, pip: BLACK },
  { cx: 160, cy: 70, side: 34, angleDeg: 20, face: 2, body: [200, 30, 30], pip: [250, 250, 250] },
  { cx: 280, cy: 80, side: 38, angleDeg: 35, face: 3, body: BLACK, pip: [245, 245, 245] },
  { cx: 80, cy: 200, side: 36, angleDeg: 10, face: 4, body: [30, 140, 60], pip: [240, 220, 40] },
  { cx: 200, cy: 210, side: 40, angleDeg: 55, face: 5, body: [40, 70, 170], pip: [250, 250, 250] },
  { cx: 320, cy: 210, side: 36, angleDeg: 80, face: 6, body: [230, 200, 40], pip: BLACK },
];

function scene(dice: DieSpec[], over: Partial<SceneSpec> = {}): { frame: RgbaFrame; boxes: Box[] } {
  return drawDice({ width: 400, height: 300, floor: [150, 150, 145], gradient: 20, noise: 4, dice, ...over });
}

/** Index of the found die whose box centre is nearest `box`'s centre. */
function nearest(found: { box: Box }[], box: Box): number {
  const [x, y] = boxCentre(box);
  let best = -1;
  let bestD = Infinity;
  found.forEach((d, i) => {
    const [cx, cy] = boxCentre(d.box);
    const dist = Math.hypot(cx - x, cy - y);
    if (dist < bestD) {
      bestD = dist;
      best = i;
    }
  });
  return best;
}

describe('readDice on synthetic dice', () => {
  it('finds every die, with boxes within 3 px and the right faces', () => {
    const { frame, boxes } = scene(SIX_DICE);
    const reading = readDice(cv, frame);
    expect(reading.width).toBe(400);
    expect(reading.height).toBe(300);
    expect(reading.dice).toHaveLength(6);
    SIX_DICE.forEach((die, i) => {
      const found = reading.dice[nearest(reading.dice, boxes[i]!)]!;
      found.box.forEach((v, k) => expect(Math.abs(v - boxes[i]![k]!), `die ${die.face} box[${k}]`).toBeLessThanOrEqual(3));
      expect(found.face, `die at ${die.cx},${die.cy}`).toBe(String(die.face));
      expect(found.confidence).toBeGreaterThan(0.5);
      expect(found.confidence).toBeLessThanOrEqual(1);
      expect(found.inArena).toBe(true);
    });
  });

  it('finds no dice on an empty floor', () => {
    const { frame } = scene([], { gradient: 30, noise: 6 });
    expect(readDice(cv, frame).dice).toEqual([]);
  });

  it('splits two touching dice of the same colour', () => {
    const pair: DieSpec[] = [
      { cx: 180, cy: 150, side: 36, angleDeg: 0, face: 3, body: WHITE, pip: BLACK },
      { cx: 216, cy: 150, side: 36, angleDeg: 0, face: 5, body: WHITE, pip: BLACK },
    ];
    const { frame, boxes } = scene(pair);
    const reading = readDice(cv, frame);
    expect(reading.dice).toHaveLength(2);
    expect(reading.dice[nearest(reading.dice, boxes[0]!)]!.face).toBe('3');
    expect(reading.dice[nearest(reading.dice, boxes[1]!)]!.face).toBe('5');
  });

  it('marks a die outside the given arena, and one centred on its rim, as out', () => {
    const dice: DieSpec[] = [
      { cx: 100, cy: 150, side: 36, angleDeg: 0, face: 2, body: WHITE, pip: BLACK },
      { cx: 250, cy: 150, side: 36, angleDeg: 0, face: 4, body: WHITE, pip: BLACK },
      { cx: 340, cy: 150, side: 36, angleDeg: 0, face: 6, body: WHITE, pip: BLACK },
    ];
    const { frame, boxes } = scene(dice);
    // The arena's right edge runs through the middle die's centre (x = 250); the right die is outside.
    const arena: [number, number][] = [
      [20, 20],
      [250, 20],
      [250, 280],
      [20, 280],
    ];
    const reading = readDice(cv, frame, { arena });
    expect(reading.dice).toHaveLength(3);
    const inArena = boxes.map((b) => reading.dice[nearest(reading.dice, b)]!.inArena);
    expect(inArena).toEqual([true, false, false]);
    const faces = boxes.map((b) => reading.dice[nearest(reading.dice, b)]!.face);
    expect(faces).toEqual(['2', '4', '6']);
  });

  it('never returns a face the die kind cannot show', () => {
    const { frame } = scene([
      { cx: 120, cy: 150, side: 40, angleDeg: 0, face: 6, body: WHITE, pip: BLACK },
      { cx: 280, cy: 150, side: 40, angleDeg: 0, face: 1, body: WHITE, pip: BLACK },
    ]);
    const strike = readDice(cv, frame, { dieKind: 'strike' }).dice.map((d) => d.face);
    expect(strike).toHaveLength(2);
    expect(strike).not.toContain('6');
    expect(strike).toContain('1');
    const strikeX2 = readDice(cv, frame, { dieKind: 'strike-x2' }).dice.map((d) => d.face);
    expect(strikeX2).not.toContain('1');
    expect(strikeX2).toContain('6');
  });

  it('frees its OpenCV memory: repeated calls do not grow the heap', () => {
    const { frame } = scene(SIX_DICE);
    const heap = cv as unknown as { _malloc(n: number): number; _free(p: number): void };
    // Warm up (first calls may grow caches), then probe where a large block lands before and after.
    readDice(cv, frame);
    readDice(cv, frame);
    const probe = (): number => {
      const p = heap._malloc(4 << 20);
      heap._free(p);
      return p;
    };
    const before = probe();
    for (let i = 0; i < 15; i++) readDice(cv, frame);
    const after = probe();
    // Leaking even the 400×300 RGBA Mat each call would push the block up by 15 × 480 kB.
    expect(after - before).toBeLessThan(256 * 1024);
  });

  it('rejects a frame whose data does not match its size, naming both', () => {
    expect(() => readDice(cv, { width: 10, height: 10, data: new Uint8ClampedArray(10) })).toThrow(/10×10 needs 400 bytes, got 10/);
  });
});
