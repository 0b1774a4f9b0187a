import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Face, RgbaFrame } from '../core/types.ts';
import { randomScene, sceneSvg, type ArenaScene } from '../../training-data/arenaScene.ts';
import { classicalReader, type DieReadOptions, type DieReader } from './dieReader.ts';
import type { OpenCv } from './opencv.ts';
import { loadOpenCvNode } from './opencv-node.ts';
import { keepsArena, VisionPipeline } from './pipeline.ts';

async function render(scene: ArenaScene): Promise<RgbaFrame> {
  const { data, info } = await sharp(Buffer.from(sceneSvg(scene))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) };
}

describe('VisionPipeline', () => {
  let cv: OpenCv;
  let still: RgbaFrame;
  let moved: RgbaFrame;
  const faces: Face[] = ['2', '5', '3'];
  beforeAll(async () => {
    cv = await loadOpenCvNode();
    const scene = randomScene(faces, { width: 480, height: 360, sizePx: 44, seed: 5 });
    still = await render(scene);
    moved = await render({ ...scene, dice: scene.dice.map((d, i) => (i === 0 ? { ...d, x: d.x + 30 } : d)) });
  });

  it('reads only once the arena has settled, and proposes the arena from a settled frame', async () => {
    const pipeline = new VisionPipeline(cv, classicalReader(cv), { motion: { settleMs: 300 } });
    const states: string[] = [];
    let last = null;
    for (let i = 0; i < 6; i++) {
      last = await pipeline.process(still, i * 100, { dieKind: 'd6' });
      states.push(last.motion.state);
      expect(last.reading === null).toBe(last.motion.state === 'moving');
    }
    expect(states).toEqual(['moving', 'moving', 'moving', 'settled', 'settled', 'settled']);
    expect(last!.reading!.dice.map((d) => d.face).sort()).toEqual([...faces].sort());
    expect(last!.arenaSource).toBe('proposed');
    expect(last!.arena!.length).toBeGreaterThanOrEqual(3);
    expect(last!.timings.readMs).toBeGreaterThan(0);

    const after = await pipeline.process(moved, 600, { dieKind: 'd6' });
    expect(after.motion.state).toBe('moving');
    expect(after.reading).toBeNull();
  });

  it("uses the user's arena and marks dice outside it", async () => {
    const pipeline = new VisionPipeline(cv, classicalReader(cv), { motion: { settleMs: 0 } });
    const left: [number, number][] = [[40, 40], [300, 40], [300, 320], [40, 320]];
    let result = await pipeline.process(still, 0, { dieKind: 'd6', arena: left });
    result = await pipeline.process(still, 100, { dieKind: 'd6', arena: left });
    expect(result.arenaSource).toBe('user');
    expect(result.arena).toEqual(left);
    const reading = result.reading!;
    expect(reading.dice).toHaveLength(3);
    for (const die of reading.dice) expect(die.inArena).toBe((die.box[0] + die.box[2]) / 2 < 300);
    expect(new Set(reading.dice.map((die) => die.inArena))).toEqual(new Set([true, false]));
  });

  it('tells the reader when the frames are a still photo, so it can read as carefully as the CLI', async () => {
    const classical = classicalReader(cv);
    const seen: DieReadOptions[] = [];
    const recording: DieReader = { method: 'classical', read: (frame, options) => (seen.push(options ?? {}), classical.read(frame, options)), dispose: () => undefined };
    const pipeline = new VisionPipeline(cv, recording, { motion: { settleMs: 0 } });
    const arena: [number, number][] = [[0, 0], [480, 0], [480, 360], [0, 360]];
    await pipeline.process(still, 0, { dieKind: 'd6', arena, still: true });
    const photo = await pipeline.process(still, 100, { dieKind: 'd6', arena, still: true });
    const stream = await pipeline.process(still, 200, { dieKind: 'strike', arena });
    expect(photo.reading!.dice.map((d) => d.face).sort()).toEqual([...faces].sort());
    expect(stream.reading).not.toBeNull();
    expect(seen.map((o) => [o.dieKind, o.still ?? false])).toEqual([['d6', true], ['d6', true], ['strike', false]]);
  });
});

describe('keepsArena', () => {
  const arena: [number, number][] = [[100, 40], [540, 40], [540, 320], [100, 320]];
  it('keeps the arena used so far when a new proposal shrank inside it: part of the mat is hidden (a shadow, a cloth)', () => {
    // The proposal cut at a shadow's edge at x = 290: 0.57 of the arena.
    expect(keepsArena(arena, [[290, 40], [540, 40], [540, 320], [290, 320]], 0.85)).toBe(true);
    // The same outline found again, a few pixels in or out: taken.
    expect(keepsArena(arena, [[104, 44], [536, 44], [536, 316], [104, 316]], 0.85)).toBe(false);
    expect(keepsArena(arena, [[96, 36], [544, 36], [544, 324], [96, 324]], 0.85)).toBe(false);
  });

  it('takes a proposal that moved (a camera nudged or turned), however large', () => {
    expect(keepsArena(arena, [[60, 40], [400, 40], [400, 320], [60, 320]], 0.85)).toBe(false);
    expect(keepsArena(arena, [[200, 100], [600, 100], [600, 350], [200, 350]], 0.85)).toBe(false);
  });

  it('takes a proposal shrunk towards the middle, off every old side (a camera zoomed out or moved back)', () => {
    // The arena seen at 0.7 of its size about the frame's middle (320, 180): 0.49 of its area.
    expect(keepsArena(arena, [[166, 82], [474, 82], [474, 278], [166, 278]], 0.85)).toBe(false);
    // A shadow over a corner: the proposal follows the old outline along two sides.
    expect(keepsArena(arena, [[100, 40], [400, 40], [400, 200], [100, 320]], 0.85)).toBe(true);
  });
});

