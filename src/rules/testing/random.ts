/**
 * Randomness for the engines' property tests, drawn by fast-check itself rather than by a
 * hand-written seeded generator: a failing run replays from the seed and path fast-check
 * reports (`fc.assert(…, { seed, path })`). Test support only.
 */
import fc from 'fast-check';

/** A source of uniform random numbers in [0, 1), used like `Math.random`. */
export type Random = () => number;

/**
 * An arbitrary random source: each call of the generated function returns the next number
 * of an unbiased infinite stream of 32-bit integers divided by 2^32, so uniform in [0, 1)
 * (no bias toward 0 or extremes, which fast-check adds to plain integers by default). Values
 * are not remembered (`noHistory`), so games of thousands of draws stay cheap.
 */
export function randomSource(): fc.Arbitrary<Random> {
  return fc.infiniteStream(fc.noBias(fc.integer({ min: 0, max: 0xffffffff })), { noHistory: true })
    .map((stream) => () => (stream.next().value as number) / 2 ** 32);
}
