import { describe, expect, it } from 'vitest';
import { facesShown, outsideKindCounts } from './outsideKind.ts';

describe('facesShown and outsideKindCounts', () => {
  const dice = [
    { inArena: true, face: '1' as const },
    { inArena: true, face: null, faceOutsideKind: '6' as const },
    { inArena: true, face: null, faceOutsideKind: '6' as const },
    { inArena: true, face: null },
    { inArena: false, face: '3' as const },
    { inArena: false, face: null, faceOutsideKind: 'X' as const },
  ];

  it('gives the faces the dice in the arena show, within their kind or outside it', () => {
    expect([...facesShown(dice)].sort()).toEqual(['1', '6']);
    expect(facesShown([])).toEqual(new Set());
  });

  it('counts the dice in the arena showing each face outside their kind', () => {
    expect(outsideKindCounts(dice)).toEqual(new Map([['6', 2]]));
  });
});
