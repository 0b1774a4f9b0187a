/**
 * Where a review says that dice the rules took out of play still lie in the arena
 * (src/review/gameReview.ts `TimelineEntry.notTakenOut`): under the first entry they hold only,
 * with the whole note (and that no throw is ruled while they lie there); the later entries the
 * same dice hold have said it already. One decision for the CLI's `review`
 * (src/cli/commands/review.ts), the review page's timeline (src/app/review/Timeline.tsx) and the
 * Markdown report (src/review/report.ts): helpers 226 and 231 saw the long note repeated under
 * every later throw while a wrong correction's dice lay there.
 */
import type { TimelineEntry } from './gameReview.ts';

/** An entry's dice taken out that lie in the arena still, as far as this decision reads it. */
type HoldingEntry = Pick<TimelineEntry<unknown, string>, 'notTakenOut'>;

/**
 * How an entry's dice taken out still in the arena are said: `'first'`, the first entry they
 * hold (the whole note goes under it); `'again'`, a later entry the same dice hold (said
 * already); `null`, an entry that holds none.
 */
export type NotTakenOutNote = 'first' | 'again' | null;

/**
 * How `entry`'s dice taken out still in the arena are said ({@link NotTakenOutNote}), given
 * `saidAtMs`, the time (ms) of the ruling that took out the dice an earlier entry last said to
 * lie in the arena ({@link notTakenOutSaidAfter}), or `null` when none has. The dice are the
 * same when the ruling that took the first of them out is (`notTakenOut.atMs`), though some were
 * taken out of the arena since (2 dice, then 1): while any lie there, no throw is ruled, so no
 * other ruling takes dice out meanwhile.
 */
export function notTakenOutNote(entry: HoldingEntry, saidAtMs: number | null): NotTakenOutNote {
  if (!entry.notTakenOut) return null;
  return entry.notTakenOut.atMs === saidAtMs ? 'again' : 'first';
}

/**
 * What {@link notTakenOutNote} takes for the entry after `entry`: the time (ms) of the ruling
 * that took out the dice `entry` holds, else `saidAtMs` unchanged (an entry between that holds
 * none, a die picked up then put back, does not make them new).
 */
export function notTakenOutSaidAfter(entry: HoldingEntry, saidAtMs: number | null): number | null {
  return entry.notTakenOut?.atMs ?? saidAtMs;
}

/**
 * {@link notTakenOutNote} for each of `entries` (a timeline, in time order), by position: for a
 * timeline read whole (the review page, the report), where the CLI folds it entry by entry as
 * the entries come.
 */
export function notTakenOutNotes(entries: readonly HoldingEntry[]): NotTakenOutNote[] {
  let said: number | null = null;
  return entries.map((entry) => {
    const note = notTakenOutNote(entry, said);
    said = notTakenOutSaidAfter(entry, said);
    return note;
  });
}
