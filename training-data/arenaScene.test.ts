import { describe, expect, it } from 'vitest';
import { dieBox, PIP_LAYOUT, randomScene, sceneSvg, seededRandom } from './arenaScene.ts';

describe('arena scenes', () => {
  it('bounds a rotated die by its rotated corners', () => {
    const die = { face: '3' as const, x: 100, y: 50, sizePx: 40, angleDeg: 45, colours: { body: '#fff', pip: '#000', edge: '#ccc' } };
    const half = 20 * Math.SQRT2;
    expect(dieBox(die).map((v) => Number(v.toFixed(6)))).toEqual([100 - half, 50 - half, 100 + half, 50 + half].map((v) => Number(v.toFixed(6))));
    expect(dieBox({ ...die, angleDeg: 0 })).toEqual([80, 30, 120, 70]);
  });

  it('places every die inside the arena, apart from the others, reproducibly', () => {
    const faces = ['1', '2', '3', '4', '5', '6', 'X'] as const;
    const scene = randomScene(faces, { width: 640, height: 480, sizePx: 40, seed: 7 });
    expect(scene.dice.map((d) => d.face)).toEqual(faces);
    for (const die of scene.dice) {
      const [x0, y0, x1, y1] = dieBox(die);
      expect(x0).toBeGreaterThan(scene.arena[0]![0]);
      expect(y0).toBeGreaterThan(scene.arena[0]![1]);
      expect(x1).toBeLessThan(scene.arena[2]![0]);
      expect(y1).toBeLessThan(scene.arena[2]![1]);
      for (const other of scene.dice) if (other !== die) expect(Math.hypot(other.x - die.x, other.y - die.y)).toBeGreaterThan(64);
    }
    expect(randomScene(faces, { width: 640, height: 480, sizePx: 40, seed: 7 })).toEqual(scene);
    expect(randomScene(faces, { width: 640, height: 480, sizePx: 40, seed: 8 })).not.toEqual(scene);
  });

  it('draws one circle per pip and a cross for X', () => {
    const scene = randomScene(['6', '1', 'X'], { width: 400, height: 300, sizePx: 40, seed: 1 });
    const svg = sceneSvg(scene);
    expect(svg.match(/<circle /g)).toHaveLength(PIP_LAYOUT['6'].length + PIP_LAYOUT['1'].length);
    expect(svg.match(/<path /g)).toHaveLength(1);
  });

  it('refuses a scene the dice cannot fit in', () => {
    expect(() => randomScene(Array(40).fill('2'), { width: 200, height: 200, sizePx: 40, seed: 1 })).toThrow(/no room for die/);
  });

  it('draws numbers in [0, 1) from a seed', () => {
    const random = seededRandom(3);
    const values = Array.from({ length: 1000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(new Set(values).size).toBe(1000);
  });
});
