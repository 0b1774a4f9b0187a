/**
 * The review shown, kept on this device (IndexedDB, through idb-keyval, as src/app/savedGame.ts
 * keeps the live page's game) so that a reload, a closed tab or a crash does not lose the
 * analysis and the corrections: kept as the game record the page exports (src/review/report.ts
 * `recordJson`), read back as *Open a record…* reads one (src/review/recordFile.ts
 * `parseGameRecord`, reopenedReview.ts). One review is kept, the last; a record kept that no
 * longer opens is dropped with a console warning. Storage refused (private mode, site data off)
 * only means nothing is kept: no function here throws.
 */
import { del, get, set } from 'idb-keyval';
import { parseGameRecord, type SaidInRecord } from '../../review/recordFile.ts';
import { recordJson, type GameRecord } from '../../review/report.ts';
import { reopenedReview, type ReopenedReview } from './reopenedReview.ts';

/** The IndexedDB key (idb-keyval's default store) of the kept review: its game record's JSON text. */
export const KEPT_REVIEW_KEY = 'dice-referee/kept-review';

/** A review kept by the page before, read back. */
export interface KeptReview {
  /** The review rebuilt from its record, to open as *Open a record…* opens one. */
  review: ReopenedReview;
  /** How many corrections it holds ({@link correctionCount}). */
  corrections: number;
}

/**
 * Every correction said in `said`: the die faces corrected, the arenas ruled as throws, the dice
 * said out of sight (one per die) and the players said to have left.
 */
export function correctionCount(said: SaidInRecord): number {
  let faces = 0;
  for (const dice of said.faces.values()) faces += dice.size;
  return faces + said.thrown.length + said.missed.length + said.left.length;
}

/**
 * Keeps `record` as the review to offer after a reload, replacing the one kept before.
 * @throws Error when IndexedDB refuses the write (storage blocked, full)
 */
export async function keepReview(record: GameRecord): Promise<void> {
  await set(KEPT_REVIEW_KEY, recordJson(record));
}

/** Forgets the kept review, if any. Never throws: a refusal of the storage is a console warning. */
export async function forgetKeptReview(): Promise<void> {
  try {
    await del(KEPT_REVIEW_KEY);
  } catch (error) {
    console.warn('The review kept on this device could not be forgotten:', error);
  }
}

/**
 * The review kept on this device, rebuilt, or `null` when none is, when the storage cannot be read
 * (a console warning), or when the one kept no longer opens (not a record this version opens, or
 * one the referee cannot rule again: it is forgotten, with a console warning). Never throws.
 */
export async function loadKeptReview(): Promise<KeptReview | null> {
  let kept: unknown;
  try {
    kept = await get(KEPT_REVIEW_KEY);
  } catch (error) {
    console.warn('The review kept on this device could not be read (storage blocked?):', error);
    return null;
  }
  if (kept === undefined) return null;
  try {
    if (typeof kept !== 'string') throw new Error(`a ${kept === null ? 'null' : typeof kept} was kept, not a record's text`);
    const review = reopenedReview(parseGameRecord(kept));
    return { review, corrections: correctionCount(review.said) };
  } catch (error) {
    console.warn('The review kept on this device no longer opens, and is dropped:', error);
    await forgetKeptReview();
    return null;
  }
}

/**
 * A function that keeps each record it is given with `write`, one write at a time: a record given
 * while a write is under way is written after it, and of several given meanwhile only the last
 * (the others are already out of date). A write that fails is handed to `onFailure`, and the next
 * record is still written.
 * @param write keeps one record ({@link keepReview} on the page)
 * @param onFailure told of each write that failed (its error)
 */
export function serialKeeper(write: (record: GameRecord) => Promise<void>, onFailure: (error: unknown) => void): (record: GameRecord) => void {
  /** The record waiting for the write under way, if any. */
  let waiting: GameRecord | null = null;
  let writing = false;
  const writeNext = async (record: GameRecord): Promise<void> => {
    writing = true;
    try {
      await write(record);
    } catch (error) {
      onFailure(error);
    }
    const next = waiting;
    waiting = null;
    if (next) await writeNext(next);
    else writing = false;
  };
  return (record) => {
    if (writing) waiting = record;
    else void writeNext(record);
  };
}
