import { describe, expect, it } from 'vitest';
import { MatScope, withMatScope } from './matScope.ts';

function tracked(log: string[], name: string) {
  return { delete: () => log.push(name) };
}

describe('MatScope', () => {
  it('deletes everything it holds, newest first, once', () => {
    const log: string[] = [];
    const scope = new MatScope();
    const a = scope.add(tracked(log, 'a'));
    scope.add(tracked(log, 'b'));
    expect(a.delete).toBeTypeOf('function');
    scope.release();
    scope.release();
    expect(log).toEqual(['b', 'a']);
  });

  it('releases also when the body throws, and keeps going past a failing delete', () => {
    const log: string[] = [];
    expect(() =>
      withMatScope((scope) => {
        scope.add(tracked(log, 'first'));
        scope.add({
          delete: () => {
            throw new Error('already deleted');
          },
        });
        scope.add(tracked(log, 'last'));
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(log).toEqual(['last', 'first']);
  });
});
