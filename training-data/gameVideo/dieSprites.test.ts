import { describe, expect, it } from 'vitest';
import { FACES_OF_KIND } from '../../src/core/types.ts';
import { loadDieSet, type Sprite } from './dieSprites.ts';

/** Alpha of `sprite` at die-local `(u, v)` in die sides from its centre (axis-aligned sprites). */
function alphaAt(sprite: Sprite, u: number, v: number): number {
  const x = Math.round(sprite.cx + u * sprite.side - 0.5);
  const y = Math.round(sprite.cy + v * sprite.side - 0.5);
  if (x < 0 || y < 0 || x >= sprite.width || y >= sprite.height) return 0;
  return sprite.data[(y * sprite.width + x) * 4 + 3]!;
}

describe('synthetic die sprites', () => {
  it('draws every face of every colour as an opaque die with nothing around it (no baked-in shadow)', async () => {
    const faces = FACES_OF_KIND['strike-x2'];
    const dice = await loadDieSet({ families: ['white', 'purple'], faces, sizePx: 30, source: 'synthetic', seed: 1 });
    expect(dice.source).toBe('synthetic');
    const seen = new Set<string>();
    for (const family of ['white', 'purple'] as const) {
      for (const face of faces) {
        const sprite = dice.sprite(family, face, 0);
        expect(sprite.side).toBe(30);
        expect(sprite.angleDeg).toBe(0);
        expect(alphaAt(sprite, 0.3, 0.3)).toBeGreaterThan(0.99);
        expect(alphaAt(sprite, -0.3, 0)).toBeGreaterThan(0.99);
        // Beyond the die's edge (where arenaScene.ts draws its shadow) the sprite is clear.
        for (const [u, v] of [[0.62, 0.62], [0.62, 0], [0, 0.62], [0.7, 0.2]] as const) expect(alphaAt(sprite, u, v)).toBeLessThan(0.02);
        seen.add(Array.from(sprite.data.subarray(0, sprite.data.length), (x) => Math.round(x)).join(','));
      }
    }
    // Twelve different pictures: faces and colours all differ.
    expect(seen.size).toBe(12);
    expect(() => dice.sprite('red', '2', 0)).toThrow(/no die image for a red die showing 2/);
  });
});
