/**
 * Minimum-cost assignment (the Hungarian method, Kuhn 1955 / Munkres 1957, in the O(n³)
 * shortest-augmenting-path form with potentials) for matching dice between readings.
 */

/**
 * Pairs rows with columns of `cost` (`[rows][cols]`, each ≥ 0, or `Infinity` for "may not
 * pair") so that the total is least, where leaving a row or a column unpaired costs
 * `unpairedCost` each: a pair is worth making when its cost is below `2 × unpairedCost`.
 * Rows and columns may differ in number; each is used at most once.
 *
 * @param unpairedCost cost of leaving one row or one column unpaired (finite, ≥ 0)
 * @returns pairs `[row, col]`, ordered by row; forbidden (`Infinity`) pairs are never returned
 * @throws RangeError when the rows have different lengths, a cost is NaN or negative, or
 *   `unpairedCost` is not finite and ≥ 0
 */
export function minCostAssignment(cost: readonly (readonly number[])[], unpairedCost: number): [row: number, col: number][] {
  if (!(Number.isFinite(unpairedCost) && unpairedCost >= 0)) {
    throw new RangeError(`minCostAssignment: unpairedCost must be finite and ≥ 0, got ${unpairedCost}`);
  }
  const rows = cost.length;
  if (rows === 0) return [];
  const cols = cost[0]!.length;
  let finiteSum = 0;
  for (const [r, row] of cost.entries()) {
    if (row.length !== cols) throw new RangeError(`minCostAssignment: row ${r} has ${row.length} costs, row 0 has ${cols}`);
    for (const c of row) {
      if (Number.isNaN(c) || c < 0) throw new RangeError(`minCostAssignment: costs must be ≥ 0 or Infinity, got ${c} in row ${r}`);
      if (Number.isFinite(c)) finiteSum += c;
    }
  }
  if (cols === 0) return [];
  // Square matrix of size rows + cols: row r may take its own dummy column cols + r
  // (unpaired), column c may take its own dummy row rows + c; dummies pair freely. A
  // forbidden pair costs more than any whole assignment without one, so it is never chosen.
  const n = rows + cols;
  const forbidden = 1 + finiteSum + 2 * n * unpairedCost;
  const at = (r: number, c: number): number => {
    if (r < rows && c < cols) {
      const v = cost[r]![c]!;
      return Number.isFinite(v) ? v : forbidden;
    }
    if (r < rows) return c - cols === r ? unpairedCost : forbidden;
    if (c < cols) return r - rows === c ? unpairedCost : forbidden;
    return 0;
  };
  // 1-based arrays as in the classic formulation; p[j] = row matched to column j.
  const u = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  const p = new Int32Array(n + 1);
  const way = new Int32Array(n + 1);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Float64Array(n + 1).fill(Infinity);
    const used = new Uint8Array(n + 1);
    do {
      used[j0] = 1;
      const i0 = p[j0]!;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = at(i0 - 1, j - 1) - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[p[j]!] = u[p[j]!]! + delta;
          v[j] = v[j]! - delta;
        } else {
          minv[j] = minv[j]! - delta;
        }
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const pairs: [number, number][] = [];
  for (let j = 1; j <= n; j++) {
    const r = p[j]! - 1;
    const c = j - 1;
    if (r < rows && c < cols && Number.isFinite(cost[r]![c]!)) pairs.push([r, c]);
  }
  return pairs.sort((a, b) => a[0] - b[0]);
}
