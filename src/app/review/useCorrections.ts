/**
 * What the reviewer says the reader or the tracker got wrong, for the referee to re-run with:
 * die faces corrected, arenas ruled as a throw the referee took none for (TimelineEntry
 * `mayBeThrow`), and, in Strike, a die that flew out of sight after an arena (TimelineEntry
 * `missed`; strike-en.txt, "That was probably niX!"), and players who left the game mid-game
 * (TimelineEntry `left`; src/rules/common/retire.ts, our reading).
 */
import { useCallback, useState } from 'react';
import type { Leaving } from '../../review/gameReview.ts';
import type { SaidInRecord } from '../../review/recordFile.ts';
import type { FaceCorrections } from '../../review/gameRecord.ts';

/** The reviewer's corrections and the ways to change them. */
export interface Corrections {
  /** Faces corrected, by entry index then die id (reviewState.ts `withCorrection`). */
  faces: FaceCorrections;
  /** Times (ms) of the entries whose arena the user ruled as a throw where the referee took none. */
  thrown: ReadonlySet<number>;
  /** Strike: times (ms) of the entries after whose arena the user said a die flew out of sight. */
  missed: ReadonlySet<number>;
  /** Players who left the game just after an entry's arena (its time, ms; their seat from 0), in the order said. */
  left: readonly Leaving[];
  /** Whether any correction is made. */
  any: boolean;
  setFaces(update: (current: FaceCorrections) => FaceCorrections): void;
  /** Rules the arena of the entry at `tMs` as a throw (`asThrow`), or takes that back. */
  ruleAsThrow(tMs: number, asThrow: boolean): void;
  /** Says a die flew out of sight after the entry at `tMs` (`said`), or takes that back. */
  dieMissed(tMs: number, said: boolean): void;
  /** Says the player at `seat` left the game just after the entry at `tMs` (`said`), or takes that back. */
  playerLeft(tMs: number, seat: number, said: boolean): void;
  /**
   * The players in seats `from` and `to` swapped places in the set-up (its ↑ or ↓): a player said
   * to have left goes on naming the same person, in the seat he moved to.
   */
  swapSeats(from: number, to: number): void;
  /** The set-up now has `count` players: a player said to have left from a seat no longer in it is forgotten. */
  keepSeats(count: number): void;
  /** Drops them all (another analysis, *Undo corrections*). */
  clear(): void;
  /** Replaces them all with those of a record opened again (src/review/recordFile.ts `recordSaid`; a time said twice for a die out of sight counts once, as the page says it). */
  restore(said: SaidInRecord): void;
}

/**
 * `left` with the players in seats `from` and `to` (0-based) swapped: each leaving names the same
 * person in his new seat. The same array when neither seat is named.
 */
export function leavingsSwapped(left: readonly Leaving[], from: number, to: number): readonly Leaving[] {
  if (!left.some((leaving) => leaving.seat === from || leaving.seat === to)) return left;
  return left.map((leaving) => (leaving.seat === from ? { ...leaving, seat: to } : leaving.seat === to ? { ...leaving, seat: from } : leaving));
}

/** `left` without the leavings of seats `count` and after (a set-up of `count` players). The same array when none is dropped. */
export function leavingsOfSeats(left: readonly Leaving[], count: number): readonly Leaving[] {
  return left.every((leaving) => leaving.seat < count) ? left : left.filter((leaving) => leaving.seat < count);
}

/** `set` with `key` in it when `present`, else without it. */
function toggled(set: ReadonlySet<number>, key: number, present: boolean): ReadonlySet<number> {
  const next = new Set(set);
  if (present) next.add(key);
  else next.delete(key);
  return next;
}

/** The review page's corrections, none at first. */
export function useCorrections(): Corrections {
  const [faces, setFaces] = useState<FaceCorrections>(() => new Map());
  const [thrown, setThrown] = useState<ReadonlySet<number>>(() => new Set());
  const [missed, setMissed] = useState<ReadonlySet<number>>(() => new Set());
  const ruleAsThrow = useCallback((tMs: number, asThrow: boolean) => setThrown((current) => toggled(current, tMs, asThrow)), []);
  const dieMissed = useCallback((tMs: number, said: boolean) => setMissed((current) => toggled(current, tMs, said)), []);
  const [left, setLeft] = useState<readonly Leaving[]>(() => []);
  const playerLeft = useCallback((tMs: number, seat: number, said: boolean) => setLeft((current) => {
    const others = current.filter((leaving) => leaving.tMs !== tMs || leaving.seat !== seat);
    return said ? [...others, { tMs, seat }] : others;
  }), []);
  const swapSeats = useCallback((from: number, to: number) => setLeft((current) => leavingsSwapped(current, from, to)), []);
  const keepSeats = useCallback((count: number) => setLeft((current) => leavingsOfSeats(current, count)), []);
  const clear = useCallback(() => {
    setFaces(new Map());
    setThrown(new Set());
    setMissed(new Set());
    setLeft([]);
  }, []);
  const restore = useCallback((said: SaidInRecord) => {
    setFaces(said.faces);
    setThrown(new Set(said.thrown));
    setMissed(new Set(said.missed));
    setLeft(said.left);
  }, []);
  return { faces, thrown, missed, left, any: faces.size > 0 || thrown.size > 0 || missed.size > 0 || left.length > 0, setFaces, ruleAsThrow, dieMissed, playerLeft, swapSeats, keepSeats, clear, restore };
}
