import { describe, expect, it } from 'vitest';
import { matchGroups, takeFaces } from './arena.ts';

describe('matchGroups', () => {
  it('finds every group of two or more equal numbers, in face order; X and unseen never match', () => {
    expect(matchGroups(['5', '3', 'X', '5', '3', '3', null, null, 'X', '2'], ['X', '2', '3', '4', '5', '6']))
      .toEqual([{ face: '3', count: 3 }, { face: '5', count: 2 }]);
    expect(matchGroups(['2', '3', '4'], ['X', '2', '3', '4', '5', '6'])).toEqual([]);
  });
});

describe('takeFaces', () => {
  it('takes `count` dice of one face, keeps the others in order, and leaves its input alone', () => {
    const arena = ['5', null, '3', '5', '5'] as const;
    expect(takeFaces(arena, '5', 2)).toEqual([null, '3', '5']);
    expect(takeFaces(arena, '3', 4)).toEqual(['5', null, '5', '5']);
    expect(arena).toEqual(['5', null, '3', '5', '5']);
  });
});
