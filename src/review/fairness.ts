/**
 * Is a die fair? Pearson's chi-square goodness-of-fit test of observed face counts against
 * equal expected counts, with its p-value from the chi-square distribution, computed through
 * the regularized incomplete gamma function: P(χ²_k ≥ x) = Q(k/2, x/2).
 *
 * Sources: the test — Pearson (1900); any statistics text, e.g. NIST/SEMATECH e-Handbook of
 * Statistical Methods §1.3.5.15 "Chi-Square Goodness-of-Fit Test". The incomplete gamma
 * function — NIST DLMF §8.2 (definitions), §8.7.1 (series for P), §8.9.2 (continued fraction
 * for Q); the series/continued-fraction split at x = a + 1 and the modified Lentz method as
 * in Press et al., Numerical Recipes (3rd ed.) §6.2 and §5.2. ln Γ by Lanczos' approximation
 * (g = 7, 9 coefficients, as published by P. Godfrey).
 */

/** Lanczos coefficients for g = 7, n = 9 (Godfrey), accurate to about 15 digits. */
const LANCZOS_G = 7;
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

/**
 * ln Γ(z) for z > 0.
 * @throws RangeError when z is not a positive finite number
 */
export function logGamma(z: number): number {
  if (!(z > 0) || !Number.isFinite(z)) throw new RangeError(`logGamma: z must be a positive finite number, got ${z}`);
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z); // reflection, DLMF 5.5.3
  const x = z - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (x + i);
  const t = x + LANCZOS_G + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Relative precision the series and continued fraction stop at. */
const EPSILON = 1e-15;
/** Iteration cap; both expansions converge in well under 100 steps for the a, x met here. */
const MAX_ITERATIONS = 10_000;
/** Smallest magnitude the Lentz method lets a denominator reach. */
const TINY = 1e-300;

/**
 * The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), 0..1.
 * @param a shape, > 0
 * @param x lower limit of the integral, ≥ 0
 * @throws RangeError when a ≤ 0, x < 0, either is not finite, or the expansion does not
 *   converge
 */
export function regularizedGammaQ(a: number, x: number): number {
  if (!(a > 0) || !Number.isFinite(a)) throw new RangeError(`regularizedGammaQ: a must be a positive finite number, got ${a}`);
  if (!(x >= 0) || !Number.isFinite(x)) throw new RangeError(`regularizedGammaQ: x must be a finite number ≥ 0, got ${x}`);
  if (x === 0) return 1;
  // x^a e^-x / Γ(a), the common factor of both expansions.
  const front = Math.exp(a * Math.log(x) - x - logGamma(a));
  if (x < a + 1) {
    // P(a, x) = x^a e^-x / Γ(a+1) · Σ x^n / ((a+1)…(a+n))  (DLMF 8.7.1)
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPSILON) return Math.max(0, 1 - sum * front);
    }
    throw new RangeError(`regularizedGammaQ: the series did not converge for a = ${a}, x = ${x}`);
  }
  // Q(a, x) = x^a e^-x / Γ(a) · 1 / (x + 1 − a − 1·(1−a) / (x + 3 − a − 2·(2−a) / (x + 5 − a − …)))
  // (DLMF 8.9.2), evaluated by the modified Lentz method.
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) return Math.min(1, front * h);
  }
  throw new RangeError(`regularizedGammaQ: the continued fraction did not converge for a = ${a}, x = ${x}`);
}

/**
 * P(X ≥ x) for X chi-square distributed with `degreesOfFreedom` degrees of freedom: the
 * p-value of a chi-square statistic x.
 * @throws RangeError when degreesOfFreedom is not a positive integer or x < 0
 */
export function chiSquareSurvival(x: number, degreesOfFreedom: number): number {
  if (!Number.isInteger(degreesOfFreedom) || degreesOfFreedom < 1) {
    throw new RangeError(`chiSquareSurvival: degrees of freedom must be a whole number ≥ 1, got ${degreesOfFreedom}`);
  }
  return regularizedGammaQ(degreesOfFreedom / 2, x / 2);
}

/**
 * Expected count per face below which the chi-square approximation is not to be trusted
 * (Cochran 1954; NIST e-Handbook §1.3.5.15: "expected frequency … at least 5").
 */
export const MIN_EXPECTED_COUNT = 5;

/** A chi-square goodness-of-fit test of face counts against a fair die. */
export interface FairnessTest {
  /** Faces counted in all. */
  total: number;
  /** Expected count of each face for a fair die: total / faces. */
  expected: number;
  /** Pearson's statistic Σ (observed − expected)² / expected. */
  statistic: number;
  /** Faces − 1. */
  degreesOfFreedom: number;
  /** Probability that a fair die gives a statistic at least this large, 0..1. */
  pValue: number;
  /** The expected count is below {@link MIN_EXPECTED_COUNT}: the p-value is only a rough guide. */
  fewCounts: boolean;
}

/**
 * Tests observed face counts (one count per face of the die, in any fixed order) against a
 * fair die, where every face has probability 1 / faces.
 * @throws RangeError when there are fewer than 2 faces, a count is not a whole number ≥ 0,
 *   or nothing was counted
 */
export function chiSquareFairness(counts: readonly number[]): FairnessTest {
  if (counts.length < 2) throw new RangeError(`chiSquareFairness: a die needs at least 2 faces, got ${counts.length} counts`);
  for (const count of counts) {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`chiSquareFairness: counts must be whole numbers ≥ 0, got ${count}`);
  }
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) throw new RangeError('chiSquareFairness: no faces were counted');
  const expected = total / counts.length;
  const statistic = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  const degreesOfFreedom = counts.length - 1;
  return {
    total, expected, statistic, degreesOfFreedom,
    pValue: chiSquareSurvival(statistic, degreesOfFreedom),
    fewCounts: expected < MIN_EXPECTED_COUNT,
  };
}
