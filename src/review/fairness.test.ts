import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chiSquareFairness, chiSquareSurvival, logGamma, regularizedGammaQ } from './fairness.ts';

/** P(χ²_k ≥ x) for even k = 2m in closed form: e^(−x/2) Σ_{j<m} (x/2)^j / j!  (DLMF 8.4.10). */
function evenSurvival(x: number, k: number): number {
  let term = 1;
  let sum = 1;
  for (let j = 1; j < k / 2; j++) {
    term *= x / 2 / j;
    sum += term;
  }
  return Math.exp(-x / 2) * sum;
}

describe('logGamma', () => {
  it('matches known values of Γ', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 13);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 13);
    expect(logGamma(1)).toBeCloseTo(0, 13);
    expect(logGamma(10.5)).toBeCloseTo(13.940625219403763, 12); // ln(9.5!) = ln Γ(10.5)
  });

  it('refuses z ≤ 0', () => {
    expect(() => logGamma(0)).toThrow(RangeError);
  });
});

describe('chi-square p-values', () => {
  it('gives the textbook critical values’ tail areas (NIST e-Handbook §1.3.6.7.4)', () => {
    // Upper critical values of the chi-square distribution, 5 degrees of freedom.
    expect(chiSquareSurvival(9.236, 5)).toBeCloseTo(0.10, 4);
    expect(chiSquareSurvival(11.070, 5)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(15.086, 5)).toBeCloseTo(0.01, 4);
    expect(chiSquareSurvival(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquareSurvival(31.410, 20)).toBeCloseTo(0.05, 4);
  });

  it('agrees with scipy.stats.chi2.sf to 1e-10', () => {
    // scipy 1.17: chi2.sf(x, k)
    const cases: [number, number, number][] = [
      [0.5, 3, 0.9188914116546758],
      [0.2, 1, 0.6547208460185768],
      [30, 20, 0.06985366069940986],
      [0.001, 5, 0.9999999983185123],
      [13.6, 5, 0.01836019640951945],
    ];
    for (const [x, k, p] of cases) expect(Math.abs(chiSquareSurvival(x, k) - p)).toBeLessThan(1e-10);
    expect(chiSquareSurvival(100, 5) / 5.285148360943219e-20).toBeCloseTo(1, 8);
  });

  it('equals the closed form for even degrees of freedom', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 15 }), fc.double({ min: 0, max: 80, noNaN: true }), (m, x) => {
      const k = 2 * m;
      expect(Math.abs(chiSquareSurvival(x, k) - evenSurvival(x, k))).toBeLessThan(1e-12);
    }));
  });

  it('is 1 at x = 0 and refuses bad arguments', () => {
    expect(regularizedGammaQ(2.5, 0)).toBe(1);
    expect(() => chiSquareSurvival(1, 0)).toThrow(/degrees of freedom/);
    expect(() => regularizedGammaQ(-1, 1)).toThrow(RangeError);
    expect(() => regularizedGammaQ(1, -1)).toThrow(RangeError);
  });
});

describe('chiSquareFairness', () => {
  it('finds a perfectly even die perfectly fair', () => {
    const test = chiSquareFairness([10, 10, 10, 10, 10, 10]);
    expect(test).toEqual({ total: 60, expected: 10, statistic: 0, degreesOfFreedom: 5, pValue: 1, fewCounts: false });
  });

  it('computes the statistic and p-value of a loaded-looking die', () => {
    // 60 throws; Σ(o − 10)²/10 = (36 + 25 + 1 + 9 + 16 + 49) / 10 = 13.6; scipy.stats.chisquare → p = 0.018360…
    const test = chiSquareFairness([16, 5, 9, 7, 6, 17]);
    expect(test.statistic).toBeCloseTo(13.6, 12);
    expect(test.degreesOfFreedom).toBe(5);
    expect(test.pValue).toBeCloseTo(0.0183602, 6);
    const other = chiSquareFairness([5, 8, 9, 8, 10, 20]);
    expect(other.statistic).toBeCloseTo(13.4, 12);
    expect(other.pValue).toBeCloseTo(0.0199052, 6);
  });

  it('flags small expected counts', () => {
    const test = chiSquareFairness([1, 0, 2, 0, 1, 0]);
    expect(test.expected).toBeCloseTo(4 / 6, 12);
    expect(test.statistic).toBeCloseTo(5, 12);
    expect(test.pValue).toBeCloseTo(0.4158802, 6);
    expect(test.fewCounts).toBe(true);
  });

  it('refuses what cannot be tested', () => {
    expect(() => chiSquareFairness([3])).toThrow(/at least 2 faces/);
    expect(() => chiSquareFairness([0, 0, 0])).toThrow(/no faces/);
    expect(() => chiSquareFairness([1.5, 2])).toThrow(/whole numbers/);
  });
});
