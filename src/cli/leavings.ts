/**
 * `review --left-at`: players who left the game mid-game ("someone has to go home", docs/app.md;
 * src/rules/common/retire.ts, our reading: no rulebook has it), given on the command line as the
 * review page takes them on a timeline entry: the entry's time and the player, by name or seat.
 * The review is then ruled again with them (src/review/gameReview.ts `GameReview.replay`'s `left`).
 */
import { LEFT_AT_EXPECTED } from '../referee/messages/cli.ts';
import { THROWN_AT_SLACK_MS, type Leaving, type LeavingRefusal, type LeavingUnused } from '../review/gameReview.ts';
import { CLOCK_TIME_PATTERN, parseClockTime, secondsPastMinute } from './clockTime.ts';

/** One `review --left-at` item: `who` left the game just after the arena the timeline shows at `ms`. */
export interface LeftAt {
  /** The entry's time, in ms (as the timeline prints it, to the tenth of a second). */
  ms: number;
  /** The player as given: a name (as `--names` gives it) or a seat number 1..N, trimmed. */
  who: string;
}

/**
 * Parses `review --left-at`: `time=player` items separated by commas, the time `mm:ss.s` (or
 * `mm:ss,s` as in French), the player a name or a seat number, e.g. `"00:12.3=Bob,00:40.0=3"`.
 * @returns the items in the order given
 * @throws Error ({@link LEFT_AT_EXPECTED}, for the option parser) when the value holds anything else
 */
export function parseLeftAt(value: string): LeftAt[] {
  // A name holds no comma (--names separates names with commas) and no "=".
  const item = new RegExp(String.raw`^\s*(${CLOCK_TIME_PATTERN})=([^,=]*[^\s,=])\s*(?:,|$)`);
  const items: LeftAt[] = [];
  let rest = value;
  while (rest.trim() !== '') {
    const m = item.exec(rest);
    if (!m) throw new Error(`${secondsPastMinute(value)}${LEFT_AT_EXPECTED}`);
    items.push({ ms: parseClockTime(m[1]!)!, who: m[2]!.trim() });
    rest = rest.slice(m[0].length);
  }
  if (items.length === 0) throw new Error(`${secondsPastMinute(value)}${LEFT_AT_EXPECTED}`);
  return items;
}

/**
 * Why a `--left-at` item named nothing: no such player, or no timeline entry at its time;
 * `index` its place in the items given (from 0).
 */
export type UnmatchedLeftAt =
  | { leftAt: LeftAt; index: number; why: 'unknownPlayer' }
  | { leftAt: LeftAt; index: number; why: 'noEntry'; nearestMs: number | null };

/**
 * A `--left-at` item whose player is both a player's name and another seat's number (`2` with a
 * player called "2" at seat 3): `byName` the seat (from 0) of the player so called, which is
 * taken, `bySeat` the seat (from 0) the number names; `index` its place in the items given (from 0).
 */
export interface TwoReadingsLeftAt {
  leftAt: LeftAt;
  index: number;
  byName: number;
  bySeat: number;
}

/**
 * A `--left-at` item that names the same player after the same timeline entry as an earlier item
 * (`earlier`, at `earlierIndex` in the items given, from 0), however typed (`00:12.3=Bob` and
 * `00:12.4=2`): the leaving is ruled once, for the earlier; `index` its own place (from 0).
 */
export interface RepeatedLeftAt {
  leftAt: LeftAt;
  index: number;
  why: 'repeated';
  earlier: LeftAt;
  earlierIndex: number;
}

/**
 * A `--left-at` item not ruled, with why: one that named nothing ({@link UnmatchedLeftAt}), one
 * that repeats an earlier item ({@link RepeatedLeftAt}), or one the review could not rule at its
 * arena (src/review/gameReview.ts `LeavingRefusal`: the game over, the player already out…);
 * `index` its place in the items given (from 0).
 */
export type UnruledLeftAt = UnmatchedLeftAt | RepeatedLeftAt | { leftAt: LeftAt; index: number; why: Exclude<LeavingRefusal, 'noArena'> };

/**
 * Matches `--left-at` items to the players and the timeline entries of a review: the player by
 * name (whatever the capitals) or by seat number 1..N; the entry whose time lies within
 * `THROWN_AT_SLACK_MS` (0.5 s) of the item's (the nearest; not the set-up entry).
 * @param players the players' names in seat order
 * A value that is both a player's name and another seat's number is read as the name, and listed
 * in `twoReadings` for a note. An item naming the same player after the same entry as an earlier
 * one is not ruled again: it is listed in `repeated` (the leaving is ruled once), as `--correct`
 * takes a die corrected twice once (src/cli/dieCorrections.ts).
 * @returns the leavings as `GameReview.replay` takes them (entry time, seat from 0), in the
 *   order given, `from` the index in `items` of the item each came from (same indices as
 *   `left`), the items that named nothing, with why, those read two ways, and those repeating
 *   an earlier item, each in the order given
 */
export function matchLeftAt(items: readonly LeftAt[], players: readonly string[], entries: readonly { tMs: number; change: string }[]): { left: Leaving[]; from: number[]; unused: UnmatchedLeftAt[]; twoReadings: TwoReadingsLeftAt[]; repeated: RepeatedLeftAt[] } {
  const left: Leaving[] = [];
  const from: number[] = [];
  const unused: UnmatchedLeftAt[] = [];
  const twoReadings: TwoReadingsLeftAt[] = [];
  const repeated: RepeatedLeftAt[] = [];
  const arenas = entries.filter((entry) => entry.change !== 'setup');
  items.forEach((leftAt, index) => {
    const byName = players.findIndex((name) => name.toLowerCase() === leftAt.who.toLowerCase());
    const bySeat = /^\d+$/.test(leftAt.who) && Number(leftAt.who) >= 1 && Number(leftAt.who) <= players.length ? Number(leftAt.who) - 1 : -1;
    const seat = byName >= 0 ? byName : bySeat;
    if (seat < 0) {
      unused.push({ leftAt, index, why: 'unknownPlayer' });
      return;
    }
    const nearest = arenas.reduce<{ tMs: number } | null>((best, entry) => (best === null || Math.abs(entry.tMs - leftAt.ms) < Math.abs(best.tMs - leftAt.ms) ? entry : best), null);
    if (!nearest || Math.abs(nearest.tMs - leftAt.ms) > THROWN_AT_SLACK_MS) {
      if (byName >= 0 && bySeat >= 0 && byName !== bySeat) twoReadings.push({ leftAt, index, byName, bySeat });
      unused.push({ leftAt, index, why: 'noEntry', nearestMs: nearest?.tMs ?? null });
      return;
    }
    // The same player after the same arena as an earlier item: said once (not "already out").
    const same = left.findIndex((leaving) => leaving.tMs === nearest.tMs && leaving.seat === seat);
    if (same >= 0) {
      repeated.push({ leftAt, index, why: 'repeated', earlier: items[from[same]!]!, earlierIndex: from[same]! });
      return;
    }
    if (byName >= 0 && bySeat >= 0 && byName !== bySeat) twoReadings.push({ leftAt, index, byName, bySeat });
    left.push({ tMs: nearest.tMs, seat });
    from.push(index);
  });
  return { left, from, unused, twoReadings, repeated };
}

/**
 * The `--left-at` items not ruled, in the order given, to be noted in that order: those that
 * named nothing (`matched.unused`), those repeating an earlier item (`matched.repeated`) and those
 * the review refused at their arena (`refused`, the review's `leftUnused`, indexed as
 * `matched.left`; its `noArena` ones, which `matchLeftAt` never gives, are left out).
 * @param items the items as given (`parseLeftAt`)
 * @param matched what {@link matchLeftAt} made of them
 */
export function unruledLeftAt(items: readonly LeftAt[], matched: { from: readonly number[]; unused: readonly UnmatchedLeftAt[]; repeated: readonly RepeatedLeftAt[] }, refused: readonly LeavingUnused[]): UnruledLeftAt[] {
  const atArena = refused.flatMap(({ index, why }): UnruledLeftAt[] => {
    const item = matched.from[index];
    return why === 'noArena' || item === undefined ? [] : [{ leftAt: items[item]!, index: item, why }];
  });
  return [...matched.unused, ...matched.repeated, ...atArena].sort((a, b) => a.index - b.index);
}
