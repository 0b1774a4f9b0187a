/**
 * How well a set of pip centres fits the standard d6 pip patterns (1 centre; 2 diagonal;
 * 3 diagonal line; 4 square; 5 square + centre; 6 two rows of three). Rotation-invariant and
 * scale-free: positions are measured in units of the die's side length. The patterns are the
 * usual Western d6 layout (as in the byler-d6 and matteo-d6 photos).
 */

/** A pip centre `[x, y]`, in any pixel units (only relative positions matter). */
export type PipCentre = readonly [x: number, y: number];

/** Soft score 1 at `err <= 0`, falling as a Gaussian with width `tol`. */
function soft(err: number, tol: number): number {
  const e = Math.max(0, err) / tol;
  return Math.exp(-e * e);
}

/** Penalty for `value` outside `[lo, hi]`, relative to the nearer bound. */
function outside(value: number, lo: number, hi: number): number {
  if (value < lo) return (lo - value) / lo;
  if (value > hi) return (value - hi) / hi;
  return 0;
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** Coefficient of variation (std / mean) of positive values. */
function spread(values: readonly number[]): number {
  const m = mean(values);
  const v = mean(values.map((x) => (x - m) * (x - m)));
  return m > 0 ? Math.sqrt(v) / m : 1;
}

/**
 * Scores how well `pips` form the pattern of their own count on a die of side `sidePx`.
 *
 * @param pips pip centres (1..6 of them), pixels.
 * @param sidePx die side length in the same pixels (> 0).
 * @returns 0..1 (1 = textbook layout); 0 for an empty list or more than 6 pips.
 */
export function pipLayoutScore(pips: readonly PipCentre[], sidePx: number): number {
  const n = pips.length;
  if (n < 1 || n > 6 || !(sidePx > 0)) return 0;
  if (n === 1) return 1;
  const cx = mean(pips.map((p) => p[0]));
  const cy = mean(pips.map((p) => p[1]));
  const r = pips.map((p) => Math.hypot(p[0] - cx, p[1] - cy) / sidePx);
  if (n === 2 || n === 3) {
    // Outer pair spans a diagonal (about 0.5–0.6 of the side); the third pip sits midway.
    let far = 0;
    let pair: [number, number] = [0, 1];
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const d = Math.hypot(pips[i]![0] - pips[j]![0], pips[i]![1] - pips[j]![1]);
        if (d > far) {
          far = d;
          pair = [i, j];
        }
      }
    }
    let score = soft(outside(far / sidePx, 0.3, 0.95), 0.25);
    if (n === 3) {
      const mid = [0, 1, 2].find((k) => k !== pair[0] && k !== pair[1])!;
      const mx = (pips[pair[0]]![0] + pips[pair[1]]![0]) / 2;
      const my = (pips[pair[0]]![1] + pips[pair[1]]![1]) / 2;
      score *= soft(Math.hypot(pips[mid]![0] - mx, pips[mid]![1] - my) / far, 0.15);
    }
    return score;
  }
  const sorted = r.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  if (n === 4) {
    return soft(spread(r) - 0.08, 0.15) * soft(outside(mean(r), 0.15, 0.5), 0.3);
  }
  if (n === 5) {
    const outer = sorted.slice(1).map((s) => s.v);
    const centreRatio = sorted[0]!.v / mean(outer);
    return soft(centreRatio - 0.15, 0.2) * soft(spread(outer) - 0.08, 0.15) * soft(outside(mean(outer), 0.15, 0.5), 0.3);
  }
  // n === 6: two middle pips (closest to the centroid, opposite each other) and four corners.
  const inner = sorted.slice(0, 2);
  const outer = sorted.slice(2).map((s) => s.v);
  const ratio = mean(inner.map((s) => s.v)) / mean(outer);
  const a = pips[inner[0]!.i]!;
  const b = pips[inner[1]!.i]!;
  const midOffset = Math.hypot((a[0] + b[0]) / 2 - cx, (a[1] + b[1]) / 2 - cy) / sidePx;
  return (
    soft(Math.abs(ratio - 0.68) - 0.12, 0.15) *
    soft(spread(outer) - 0.08, 0.15) *
    soft(midOffset - 0.05, 0.08) *
    soft(outside(mean(outer), 0.15, 0.55), 0.3)
  );
}
