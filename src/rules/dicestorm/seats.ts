/**
 * Seat arithmetic. Seats are clockwise (config.ts): seat i-1 is to the right of seat i.
 * Eliminated seats are skipped everywhere, so an eliminated player never acts again
 * (Losing: "you are out of the game immediately").
 */

/** Seat `steps` places from `seat` (+1 = to the left, -1 = to the right), mod `n`. */
function around(seat: number, steps: number, n: number): number {
  return (((seat + steps) % n) + n) % n;
}

/**
 * Nearest seat still in the game, going `step` (+1 left, -1 right) from `seat`.
 * @returns that seat, or null when no other seat is in
 */
export function nextSeatIn(out: readonly boolean[], seat: number, step: 1 | -1): number | null {
  const n = out.length;
  for (let k = 1; k < n; k++) {
    const s = around(seat, k * step, n);
    if (!out[s]) return s;
  }
  return null;
}

/** The opponent to the right of `seat` (Battle Phase), or null when nobody else is in. */
export function rightOf(out: readonly boolean[], seat: number): number | null {
  return nextSeatIn(out, seat, -1);
}

/** Who plays after `seat`: next seat in `direction` (config `turnDirection`), or null. */
export function nextTurnSeat(out: readonly boolean[], seat: number, direction: 'left' | 'right'): number | null {
  return nextSeatIn(out, seat, direction === 'left' ? 1 : -1);
}

/** Seats still in the game, ascending. */
export function seatsIn(out: readonly boolean[]): number[] {
  return out.flatMap((isOut, s) => (isOut ? [] : [s]));
}
