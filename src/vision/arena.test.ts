import { beforeAll, describe, expect, it } from 'vitest';
import { checkFrame } from './frame.ts';
import { fallbackArena, isInArena, proposeArena } from './arena.ts';
import type { RgbaFrame } from '../core/types.ts';
import type { OpenCv } from './opencv.ts';
import { loadOpenCvNode } from './opencv-node.ts';
import { drawDice } from './testing/drawDice.ts';

let cv: OpenCv;
beforeAll(async () => {
  cv = await loadOpenCvNode();
});

/** A tray: dark walls 30 px wide around a light floor, with two dice on it (one against a wall). */
function tray() {
  const { frame } = drawDice({
    width: 320,
    height: 240,
    floor: [185, 185, 180],
    noise: 3,
    dice: [
      { cx: 120, cy: 110, side: 30, angleDeg: 10, face: 3, body: [200, 30, 30], pip: [250, 250, 250] },
      { cx: 48, cy: 52, side: 30, angleDeg: 0, face: 5, body: [30, 30, 30], pip: [250, 250, 250] },
    ],
  });
  for (let y = 0; y < 240; y++) {
    for (let x = 0; x < 320; x++) {
      if (x >= 30 && x < 290 && y >= 30 && y < 210) continue;
      const i = (y * 320 + x) * 4;
      frame.data[i] = 60;
      frame.data[i + 1] = 55;
      frame.data[i + 2] = 70;
    }
  }
  return frame;
}

/** Paints the pixels `x0 ≤ x < x1`, `y0 ≤ y < y1` of an RGBA frame with `colour(x, y)` (RGB 0–255). */
function paint(frame: RgbaFrame, [x0, y0, x1, y1]: [number, number, number, number], colour: (x: number, y: number) => [number, number, number]): void {
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * frame.width + x) * 4;
      [frame.data[i], frame.data[i + 1], frame.data[i + 2]] = colour(x, y);
    }
  }
}

describe('proposeArena', () => {
  it('finds the tray floor as a rectangle, corners hidden by dice included', () => {
    const proposal = proposeArena(cv, tray());
    expect(proposal.source).toBe('floor');
    const xs = proposal.polygon.map((p) => p[0]);
    const ys = proposal.polygon.map((p) => p[1]);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(24);
    expect(Math.min(...xs)).toBeLessThanOrEqual(36);
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(284);
    expect(Math.max(...xs)).toBeLessThanOrEqual(296);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(24);
    expect(Math.max(...ys)).toBeLessThanOrEqual(216);
    expect(isInArena([48, 52], proposal.polygon)).toBe(true);
    expect(isInArena([10, 10], proposal.polygon)).toBe(false);
  });

  it('keeps the floor in a wall\'s shadow, and the die lying there, in the arena', () => {
    // A light floor shading down by 35 grey levels towards its top wall (fudw-d6-tray's sunlit
    // trays, byler-d6's box lid), a die in the shadow; a brown table beyond the walls.
    const frame = tray();
    for (let y = 30; y < 210; y++) {
      const shade = y < 90 ? Math.round((35 * (90 - y)) / 60) : 0;
      for (let x = 30; x < 290; x++) {
        const i = (y * 320 + x) * 4;
        const inDie = (x >= 105 && x < 135 && y >= 95 && y < 125) || (x >= 33 && x < 63 && y >= 37 && y < 67) || (x >= 200 && x < 224 && y >= 36 && y < 60);
        if (inDie) continue;
        frame.data[i] = 185 - shade;
        frame.data[i + 1] = 185 - shade;
        frame.data[i + 2] = 180 - shade;
      }
    }
    for (let y = 36; y < 60; y++) {
      for (let x = 200; x < 224; x++) {
        const i = (y * 320 + x) * 4;
        frame.data[i] = 30;
        frame.data[i + 1] = 60;
        frame.data[i + 2] = 200;
      }
    }
    const proposal = proposeArena(cv, frame);
    expect(proposal.source).toBe('floor');
    expect(isInArena([212, 48], proposal.polygon, 2)).toBe(true);
    expect(isInArena([160, 15], proposal.polygon, 2)).toBe(false);
    expect(Math.min(...proposal.polygon.map((p) => p[1]))).toBeLessThanOrEqual(36);
  });

  it('keeps a floor shaded far down along a wall in the arena: the shadow allowed is a share of the floor\'s lightness', () => {
    // byler-d6's box: the floor darkens from 185 to 115 grey levels towards its bottom wall
    // (about 67 lightness units, more than a fixed 40 allowed); a die lies against that wall.
    const frame = tray();
    const shade = (y: number) => Math.round((70 * (y - 150)) / 59);
    paint(frame, [30, 150, 290, 210], (_, y) => [185 - shade(y), 185 - shade(y), 180 - shade(y)]);
    paint(frame, [150, 186, 174, 210], () => [200, 30, 30]);
    const proposal = proposeArena(cv, frame);
    expect(proposal.source).toBe('floor');
    expect(isInArena([162, 198], proposal.polygon, 2)).toBe(true);
    expect(Math.max(...proposal.polygon.map((p) => p[1]))).toBeGreaterThanOrEqual(204);
    expect(Math.max(...proposal.polygon.map((p) => p[1]))).toBeLessThanOrEqual(216);
  });

  it('keeps a dark table out of a dark mat\'s arena, though the mat fades into it', () => {
    // A mat of 80 grey levels fading over 24 px into a table of 35 (51 lightness units darker:
    // within a fixed allowance of 70, beyond the mat's share); a die on the table.
    const { frame } = drawDice({ width: 320, height: 240, floor: [80, 80, 80], noise: 2, dice: [] });
    const tableGrey = (x: number, y: number) => {
      const depth = Math.min(Math.max(40 - x, x - 279, 30 - y, y - 209, 0), 24);
      const grey = Math.round(80 - (45 * depth) / 24);
      return depth === 0 ? null : grey;
    };
    paint(frame, [0, 0, 320, 240], (x, y) => {
      const grey = tableGrey(x, y);
      const i = (y * 320 + x) * 4;
      return grey === null ? [frame.data[i]!, frame.data[i + 1]!, frame.data[i + 2]!] : [grey, grey, grey];
    });
    paint(frame, [295, 110, 315, 130], () => [240, 240, 240]);
    const proposal = proposeArena(cv, frame);
    expect(proposal.source).toBe('floor');
    expect(isInArena([305, 120], proposal.polygon, 2)).toBe(false);
    expect(Math.max(...proposal.polygon.map((p) => p[0]))).toBeLessThanOrEqual(300);
    expect(isInArena([160, 120], proposal.polygon, 2)).toBe(true);
  });

  it('stops at the tray\'s edge even where the table beyond is only a little darker than the floor', () => {
    // A grey floor and, past a sharp edge, a table 30 grey levels darker with a die on it.
    const { frame } = drawDice({
      width: 320,
      height: 240,
      floor: [150, 150, 150],
      noise: 3,
      dice: [{ cx: 300, cy: 120, side: 24, angleDeg: 0, face: 2, body: [240, 240, 240], pip: [20, 20, 20] }],
    });
    for (let y = 0; y < 240; y++) {
      for (let x = 0; x < 320; x++) {
        const i = (y * 320 + x) * 4;
        if ((x >= 40 && x < 280 && y >= 30 && y < 210) || (x >= 288 && y >= 108 && y < 132)) continue;
        frame.data[i] = 120;
        frame.data[i + 1] = 120;
        frame.data[i + 2] = 120;
      }
    }
    const proposal = proposeArena(cv, frame);
    expect(proposal.source).toBe('floor');
    expect(isInArena([300, 120], proposal.polygon, 2)).toBe(false);
    expect(Math.max(...proposal.polygon.map((p) => p[0]))).toBeLessThanOrEqual(286);
  });

  it('falls back to the whole frame minus a margin when no floor stands out', () => {
    const { frame } = drawDice({ width: 100, height: 80, floor: [0, 0, 0], dice: [] });
    // Random-looking colours everywhere: no smooth floor region.
    for (let i = 0; i < frame.data.length; i += 4) {
      frame.data[i] = (i * 37) % 251;
      frame.data[i + 1] = (i * 91) % 241;
      frame.data[i + 2] = (i * 53) % 239;
    }
    const proposal = proposeArena(cv, frame);
    expect(proposal.source).toBe('fallback');
    expect(proposal.polygon).toEqual(fallbackArena(100, 80, 0.02));
  });
});

describe('fallbackArena and checkFrame', () => {
  it('insets the frame by a share of its shorter side', () => {
    expect(fallbackArena(200, 100, 0.1)).toEqual([
      [10, 10],
      [190, 10],
      [190, 90],
      [10, 90],
    ]);
  });

  it('names the size mismatch of a bad frame', () => {
    expect(() => checkFrame({ width: 2, height: 2, data: new Uint8Array(15) })).toThrow(/2×2 needs 16 bytes, got 15/);
    expect(() => checkFrame({ width: 0, height: 2, data: new Uint8Array(0) })).toThrow(/positive whole width/);
  });
});
