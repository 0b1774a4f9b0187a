import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RgbaFrame } from '../../src/core/types.ts';
import { seededRandom } from '../arenaScene.ts';
import { loadPhotoDice, BYLER_DIR, COLOUR_FAMILIES } from './photoDice.ts';
import { gameTimeline, renderGame, type RenderedGame, type TimelineStretch } from './renderGame.ts';
import { replayTable, SCRIPT_FORMAT, type GameScript, type ScriptStep } from './script.ts';
import { randomLook, scriptFromSeed } from './scriptFromSeed.ts';

const HAVE_PHOTOS = existsSync(path.join(BYLER_DIR, 'annotations.json'));
if (!HAVE_PHOTOS) console.warn(`gameVideo: ${BYLER_DIR} is absent: photo-dice tests are skipped (synthetic dice are still tested)`);

/** A hand-written game touching every step kind: throws (knocks, a die outside), collects, a hand pass, a push, a pause. */
const STEPS: ScriptStep[] = [
  { kind: 'placeStartDie', face: '3' },
  { kind: 'throw', dice: ['5'] },
  { kind: 'handPass', by: 1 },
  { kind: 'throw', dice: ['2'], knocked: [{ die: 0, face: '4' }], by: 1 },
  { kind: 'throw', dice: ['X'] },
  { kind: 'collect', dice: [3] },
  { kind: 'rearrange', by: 1 },
  { kind: 'pause', ms: 500 },
  { kind: 'throw', dice: [], outside: ['1'], by: 1 },
  { kind: 'collect', dice: [4], by: 1 },
];

/** The hand-written game with a fixed look (sensor noise 1 grey level). */
function script(noise = 1): GameScript {
  const look = randomLook(seededRandom(11));
  return {
    format: SCRIPT_FORMAT, game: 'strike', edition: 'classic', players: ['Ann', 'Bob'], keepThrowing: false, seed: 11,
    look: { ...look, noise, mat: { ...look.mat, colour: '#2f6b3a' }, dice: { colours: ['white', 'red'], size: 0.085 } },
    steps: STEPS,
  };
}

/** Largest per-channel difference and number of pixels differing by more than `threshold` in any channel. */
function diff(a: RgbaFrame, b: RgbaFrame, threshold = 40): { max: number; changed: number } {
  let max = 0;
  let changed = 0;
  for (let o = 0; o < a.data.length; o += 4) {
    const d = Math.max(Math.abs(a.data[o]! - b.data[o]!), Math.abs(a.data[o + 1]! - b.data[o + 1]!), Math.abs(a.data[o + 2]! - b.data[o + 2]!));
    if (d > max) max = d;
    if (d > threshold) changed += 1;
  }
  return { max, changed };
}

/** Mean per-channel difference inside `[x0, y0, x1, y1]`. */
function regionDiff(a: RgbaFrame, b: RgbaFrame, [x0, y0, x1, y1]: number[]): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.round(y0!); y < Math.round(y1!); y += 1) {
    for (let x = Math.round(x0!); x < Math.round(x1!); x += 1) {
      const o = (y * a.width + x) * 4;
      for (let c = 0; c < 3; c += 1) sum += Math.abs(a.data[o + c]! - b.data[o + c]!);
      n += 3;
    }
  }
  return sum / n;
}

/** Connected regions (8-neighbours) of pixels differing from `empty` by more than `threshold`, at least `minArea` pixels. */
function blobs(frame: RgbaFrame, empty: RgbaFrame, threshold: number, minArea: number): number {
  const { width, height } = frame;
  const on = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p += 1) {
    const o = p * 4;
    const d = Math.abs(frame.data[o]! - empty.data[o]!) + Math.abs(frame.data[o + 1]! - empty.data[o + 1]!) + Math.abs(frame.data[o + 2]! - empty.data[o + 2]!);
    on[p] = d > threshold ? 1 : 0;
  }
  let count = 0;
  const stack: number[] = [];
  for (let start = 0; start < on.length; start += 1) {
    if (on[start] !== 1) continue;
    on[start] = 2;
    stack.push(start);
    let area = 0;
    while (stack.length > 0) {
      const p = stack.pop()!;
      area += 1;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (on[q] === 1) { on[q] = 2; stack.push(q); }
        }
      }
    }
    if (area >= minArea) count += 1;
  }
  return count;
}

/** Checks every settled stretch of `game`: still, and showing exactly the timeline's dice. */
function checkStretches(game: RenderedGame, noise: number): void {
  const { timeline } = game;
  const empty = game.frame(timeline.stretches[0]!.startFrame);
  const side = timeline.dieSizePx;
  for (const stretch of timeline.stretches) {
    const first = game.frame(stretch.startFrame);
    const last = game.frame(stretch.endFrame - 1);
    expect(stretch.endFrame - stretch.startFrame).toBeGreaterThanOrEqual(15);
    // Still: the same picture apart from sensor noise (±noise per frame).
    expect(diff(first, last).max).toBeLessThanOrEqual(2 * noise);
    for (const die of stretch.dice) {
      const [x0, y0, x1, y1] = die.box;
      const [cx, cy] = die.centre;
      // The die's middle differs from the empty mat there.
      expect(regionDiff(first, empty, [cx - side / 4, cy - side / 4, cx + side / 4, cy + side / 4])).toBeGreaterThan(25);
      expect(x0).toBeGreaterThanOrEqual(0);
      expect(y0).toBeGreaterThanOrEqual(0);
      expect(x1).toBeLessThanOrEqual(timeline.width);
      expect(y1).toBeLessThanOrEqual(timeline.height);
    }
    // Nothing else is drawn, and there are as many dice in the picture as in the truth.
    expect(blobs(first, empty, 60, side * side * 0.25)).toBe(stretch.dice.length);
  }
}

describe('renderGame with synthetic dice', () => {
  it('shows still dice where the timeline says in every settled stretch', async () => {
    const game = await renderGame(script(), { diceSource: 'synthetic' });
    const { timeline } = game;
    expect(timeline.diceSource).toBe('synthetic');
    expect([timeline.width, timeline.height, timeline.fps]).toEqual([640, 360, 15]);
    expect(timeline.stretches.map((s) => s.afterKind)).toEqual([null, 'placeStartDie', 'throw', 'handPass', 'throw', 'throw', 'collect', 'rearrange', 'throw', 'collect']);
    expect(timeline.stretches.map((s) => s.dice.length)).toEqual([0, 1, 2, 2, 3, 4, 3, 3, 4, 3]);
    const tables = replayTable(script());
    for (const stretch of timeline.stretches.slice(1)) {
      expect(stretch.dice.map((d) => ({ id: d.id, face: d.face, inArena: d.inArena }))).toEqual(tables[stretch.afterStep!]);
    }
    checkStretches(game, 1);
  });

  it('moves dice during a throw and a push, and changes nothing but the picture during a hand pass', async () => {
    const game = await renderGame(script(0), { diceSource: 'synthetic', width: 320, height: 180 });
    const { timeline } = game;
    const byStep = (step: number): TimelineStretch => timeline.stretches.find((s) => s.afterStep === step)!;
    const frameAt = (ms: number): RgbaFrame => game.frame(Math.floor((ms * timeline.fps) / 1000));

    // Hand pass (step 2): the same dice before and after, the same picture, a hand in between.
    const before = byStep(1);
    const after = byStep(2);
    expect(after.dice).toEqual(before.dice);
    expect(diff(game.frame(before.startFrame), game.frame(after.startFrame)).max).toBe(0);
    const pass = timeline.steps[2]!;
    expect(pass.kind).toBe('handPass');
    const middle = frameAt((pass.startMs + pass.endMs) / 2);
    expect(diff(middle, game.frame(before.startFrame)).changed).toBeGreaterThan(500);

    // Throw (step 3): consecutive frames differ while the dice tumble; the knocked die 0 lands elsewhere, showing 4.
    const throwing = timeline.steps[3]!;
    const a = frameAt(throwing.startMs + 200);
    const b = frameAt(throwing.startMs + 200 + 1000 / timeline.fps);
    expect(diff(a, b).changed).toBeGreaterThan(20);
    const knocked = byStep(3).dice.find((d) => d.id === 0)!;
    expect(knocked.face).toBe('4');
    expect(knocked.centre).not.toEqual(before.dice.find((d) => d.id === 0)!.centre);

    // Push (step 6): same faces, new places.
    const pushedBefore = byStep(5).dice;
    const pushedAfter = byStep(6).dice;
    expect(pushedAfter.map((d) => [d.id, d.face])).toEqual(pushedBefore.map((d) => [d.id, d.face]));
    expect(pushedAfter.map((d) => d.centre)).not.toEqual(pushedBefore.map((d) => d.centre));

    // The die thrown out (step 8) lies outside the arena; the hand takes it away (step 9).
    const outside = byStep(8).dice.find((d) => d.id === 4)!;
    const { cx, cy, rx, ry, wallPx } = timeline.arena;
    expect(outside.inArena).toBe(false);
    expect(((outside.centre[0] - cx) / (rx + wallPx)) ** 2 + ((outside.centre[1] - cy) / (ry + wallPx)) ** 2).toBeGreaterThan(1);
    expect(byStep(9).dice.map((d) => d.id)).toEqual([0, 1, 2]);
    for (const die of byStep(9).dice) expect(((die.centre[0] - cx) / rx) ** 2 + ((die.centre[1] - cy) / ry) ** 2).toBeLessThan(1);
  });

  it('is deterministic, and checks its options', async () => {
    const one = await renderGame(script(2), { diceSource: 'synthetic', width: 160, height: 90 });
    const two = await renderGame(script(2), { diceSource: 'synthetic', width: 160, height: 90 });
    for (const index of [0, 40, 77, one.timeline.frameCount - 1]) expect(diff(one.frame(index), two.frame(index)).max).toBe(0);
    expect(() => one.frame(one.timeline.frameCount)).toThrow(RangeError);
    await expect(renderGame(script(), { width: 641 * 8 })).rejects.toThrow(/width and height must be whole numbers of pixels in 64–4096/);
    await expect(renderGame(script(), { fps: 0 })).rejects.toThrow(/fps must be in/);
    await expect(renderGame(script(), { diceSource: 'photo', photoDir: '/nonexistent' })).rejects.toThrow(/annotations.json not found/);
  });
});

describe('gameTimeline', () => {
  it('keeps every die of generated games on the mat or clear of the wall, apart, in the frame, settled ≥ 1 s', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const s = scriptFromSeed(seed, { players: 2 + (seed % 4) });
      const timeline = gameTimeline(s, { diceSource: 'synthetic' });
      const { cx, cy, rx, ry, wallPx } = timeline.arena;
      const side = timeline.dieSizePx;
      let frame = 0;
      for (const stretch of timeline.stretches) {
        expect(stretch.startFrame).toBeGreaterThanOrEqual(frame);
        frame = stretch.endFrame;
        expect(stretch.endMs - stretch.startMs).toBeGreaterThanOrEqual(1000);
        for (const die of stretch.dice) {
          const rho = Math.hypot((die.centre[0] - cx) / rx, (die.centre[1] - cy) / ry);
          const outer = Math.hypot((die.centre[0] - cx) / (rx + wallPx), (die.centre[1] - cy) / (ry + wallPx));
          if (die.inArena) expect(rho).toBeLessThan(1);
          else expect(outer).toBeGreaterThan(1);
          expect(Math.min(die.box[0], die.box[1])).toBeGreaterThanOrEqual(0);
          expect(die.box[2]).toBeLessThanOrEqual(timeline.width);
          expect(die.box[3]).toBeLessThanOrEqual(timeline.height);
          for (const other of stretch.dice) {
            if (other.id !== die.id) expect(Math.hypot(other.centre[0] - die.centre[0], other.centre[1] - die.centre[1])).toBeGreaterThanOrEqual(1.29 * side);
          }
        }
      }
      expect(frame).toBeLessThanOrEqual(timeline.frameCount);
    }
  });
});

describe.skipIf(!HAVE_PHOTOS)('renderGame with photo dice (byler-d6)', () => {
  it('cuts hundreds of dice of every face out of the photos, in several colours', async () => {
    const crops = await loadPhotoDice();
    expect(crops.length).toBeGreaterThan(600);
    const complete = COLOUR_FAMILIES.filter((family) => ['1', '2', '3', '4', '5', '6'].every((face) => crops.some((c) => c.family === family && c.face === face)));
    expect(complete.length).toBeGreaterThanOrEqual(5);
    for (const crop of crops.slice(0, 50)) {
      expect(crop.rgba.length).toBe(crop.width * crop.height * 4);
      expect(crop.square.side).toBeGreaterThan(0.6 * Math.min(crop.width, crop.height));
    }
  });

  it('shows still photo dice where the timeline says', async () => {
    const s = scriptFromSeed(3, { maxThrows: 6 });
    const game = await renderGame({ ...s, look: { ...s.look, noise: 2 } }, { diceSource: 'photo' });
    expect(game.timeline.diceSource).toBe('photo');
    checkStretches(game, 2);
  });
});
