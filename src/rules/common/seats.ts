/**
 * Seat order at a Strike-family table. Seats are numbered clockwise from 0 (the first player
 * listed); eliminated seats are skipped (strike-fr.txt, Élimination "Poursuivez la partie";
 * harry-potter-strike-en.txt, Ending the game).
 */

/**
 * The next seat in play order after `seat` whose player is still in the game (skipping
 * eliminated seats). Returns `seat` itself when nobody else is left.
 * @param players seats in order (only `eliminated` is read)
 * @param seat the seat to start from, 0 ≤ seat < players.length
 * @param clockwise play direction: true (Strike always; HP Strike until Confundo reverses it)
 */
export function nextSeat(players: readonly { eliminated: boolean }[], seat: number, clockwise = true): number {
  const n = players.length;
  for (let step = 1; step <= n; step++) {
    const candidate = (seat + (clockwise ? step : -step) + 2 * n) % n;
    if (!players[candidate]!.eliminated) return candidate;
  }
  return seat;
}
