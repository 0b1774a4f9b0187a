/**
 * The times a player typed (`review --thrown-at`, `--missed-at`) for what the review, ruled
 * again with corrections (src/review/gameReview.ts `GameReview.replay`), could no longer rule:
 * the re-run names settles by their own time, which may lie a tenth or more from the time typed
 * (up to `THROWN_AT_SLACK_MS`, or further within the dice's stillness), and a note says the
 * time as typed, as the other notes do.
 */
import type { NamedTime } from '../review/gameReview.ts';

/** Something the re-run could not rule at a settle, with the time it was typed as. */
export interface GivenUnruled<W> {
  /** The time as typed (ms). */
  ms: number;
  /** The time of the settle it named (ms). */
  atMs: number;
  why: W;
}

/**
 * Each of `unruled` (settles' times, ms, with why: the re-run's `thrownUnused` or
 * `missedAtUnused`) with the time it was typed as, from `named` (the first analysis's
 * `namedTimes`, in the order given): the typed times whose settle lies within half a ms of it.
 * `perDie` (`--missed-at`: a time typed twice is two dice, and the re-run lists each die): one
 * typed time each, in the order given; else (`--thrown-at`: one arena) every typed time that
 * named it. One that no typed time named keeps its settle's time.
 */
export function asGiven<W>(unruled: readonly { ms: number; why: W }[], named: readonly NamedTime[], perDie: boolean): GivenUnruled<W>[] {
  const left = [...named];
  return unruled.flatMap(({ ms: atMs, why }) => {
    const at = (time: NamedTime) => Math.abs(time.atMs - atMs) < 0.5;
    const typed = perDie ? left.filter(at).slice(0, 1) : left.filter(at);
    for (const time of typed) left.splice(left.indexOf(time), 1);
    return typed.length === 0 ? [{ ms: atMs, atMs, why }] : typed.map(({ ms }) => ({ ms, atMs, why }));
  });
}
