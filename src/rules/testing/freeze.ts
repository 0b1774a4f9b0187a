/**
 * Deep freezing for the engines' purity tests: a frozen state passed to `apply` or `reduce`
 * makes any write to it throw (ES modules are strict mode). Test support only.
 */

/**
 * Freezes `value` and every object in it, in place, and returns it. Objects already frozen
 * are taken as done (their insides are not visited again), so freezing each state of a long
 * game, which shares most of its objects with the previous state, stays cheap.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
