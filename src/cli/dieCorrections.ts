/**
 * `review --correct`: the players' corrections of dice the review misread, given on the command
 * line as the review page takes them by a click on a die (src/app/review/ReviewPage.tsx): a
 * timeline entry's time, the die's place in its list of dice, and the face it really shows. The
 * review is then ruled again with those faces (src/review/gameReview.ts `GameReview.replay`).
 */
import { FACES_OF_KIND, type DieKind, type Face } from '../core/types.ts';
import { DIE_CORRECTIONS_EXPECTED } from '../referee/messages/cli.ts';
import { CLOCK_TIME_PATTERN, parseClockTime, secondsPastMinute } from './clockTime.ts';
import { THROWN_AT_SLACK_MS } from '../review/gameReview.ts';
import { listedDice } from '../review/listedDice.ts';
import { FACES, type Box } from '../core/types.ts';
import type { DieId } from '../tracking/types.ts';

/** One `review --correct` correction: the `die`-th die the timeline lists at `ms` shows `face`. */
export interface DieCorrection {
  /** The entry's time, in ms (as the timeline prints it, to the tenth of a second). */
  ms: number;
  /** The die's place in the entry's dice as the timeline lists them (src/review/listedDice.ts), from 1. */
  die: number;
  /** The face given, upper case (`X`), not yet checked against the die kind. */
  face: string;
}

/**
 * Parses `review --correct`: `time/die=face` items separated by commas or spaces, the time
 * a clock time (src/cli/clockTime.ts: `mm:ss.s`, or `mm:ss,s` as in French), e.g. `"00:07.7/2=4,00:12.5/1=X"`.
 * @returns the corrections in the order given
 * @throws Error ({@link DIE_CORRECTIONS_EXPECTED}, for the option parser) when the value holds anything
 *   else, or a face no die has (not 1–6 or X: src/core/types.ts `FACES`)
 */
export function parseDieCorrections(value: string): DieCorrection[] {
  const item = new RegExp(String.raw`(${CLOCK_TIME_PATTERN})\/(\d+)=([0-9a-zA-Z])(?![0-9a-zA-Z])`, 'g');
  const corrections = [...value.matchAll(item)].map((m) => ({
    ms: parseClockTime(m[1]!)!,
    die: Number(m[2]),
    face: m[3]!.toUpperCase(),
  }));
  if (corrections.length === 0 || value.replace(item, '').replace(/[\s,]/g, '') !== '' || corrections.some((c) => c.die < 1)) {
    throw new Error(`${secondsPastMinute(value)}${DIE_CORRECTIONS_EXPECTED}`);
  }
  // A face no die has (9, Z) is a typo whatever the dice: refused here, not left to a note once analysed (helper 250).
  const noFace = corrections.find((c) => !(FACES as readonly string[]).includes(c.face));
  if (noFace) throw new Error(`${secondsPastMinute(value)}${noFace.face} is no face of a die (1 to 6, or X). ${DIE_CORRECTIONS_EXPECTED}`);
  return corrections;
}

/**
 * Why a correction named nothing: no entry at its time, no such die there, a face the dice lack
 * ({@link matchDieCorrections}), or, once the review is ruled again, a die in no arena ruled
 * (the game over before it: `review` in src/cli/commands/review.ts).
 */
export type UnusedCorrection =
  | { correction: DieCorrection; why: 'noEntry'; nearestMs: number | null }
  | { correction: DieCorrection; why: 'noDie'; dice: number }
  | { correction: DieCorrection; why: 'notAFace'; faces: readonly Face[] }
  /** Its die lies only in arenas settled after the game was over (ruled again with `--left-at` or other corrections), which are not ruled. */
  | { correction: DieCorrection; why: 'gameOver' };

/** A correction of a die that a later correction of the same die replaced with another face: `kept`, the last one given. */
export interface OverruledCorrection {
  correction: DieCorrection;
  kept: DieCorrection;
}

/** A correction matched to a die: the index of the entry it names and the die's track id there. */
export interface NamedDie {
  correction: DieCorrection;
  entry: number;
  id: DieId;
}

/** The timeline entries corrections are matched to: their index, time and dice (with track ids). */
interface CorrectableEntry {
  index: number;
  tMs: number;
  change: string;
  dice: readonly { id: DieId; box: Box }[];
}

/**
 * Matches corrections to the entries of a review: each names the entry whose time lies within
 * `THROWN_AT_SLACK_MS` (0.5 s) of its own (the nearest; the set-up entry has no dice), and the
 * die at its place there as the timeline lists them. A later correction of the same die wins.
 * @param dieKind the dice read: a face they lack is not taken
 * @returns `faces` (entry index → die id → face, as `GameReview.replay` takes them), the
 *   corrections that named nothing, with why, `named`: each correction kept (not overruled),
 *   with its entry's index and its die's id, in the order given, and `overruled`: each correction a later one of
 *   the same die (same entry, same die) replaced with another face, with the one kept (the
 *   last given); one that gave the face kept lost nothing and is not listed
 */
export function matchDieCorrections(corrections: readonly DieCorrection[], entries: readonly CorrectableEntry[], dieKind: DieKind): { faces: Map<number, Map<DieId, Face>>; unused: UnusedCorrection[]; named: NamedDie[]; overruled: OverruledCorrection[] } {
  const faces = new Map<number, Map<DieId, Face>>();
  const unused: UnusedCorrection[] = [];
  /** The correction taken for each die, by `entry index/die id`, and those replaced. */
  const taken = new Map<string, DieCorrection>();
  const at = new Map<DieCorrection, NamedDie>();
  const replaced: { key: string; correction: DieCorrection }[] = [];
  const arenas = entries.filter((entry) => entry.change !== 'setup');
  const allowed = FACES_OF_KIND[dieKind];
  for (const correction of corrections) {
    const nearest = arenas.reduce<CorrectableEntry | null>((best, entry) => (best === null || Math.abs(entry.tMs - correction.ms) < Math.abs(best.tMs - correction.ms) ? entry : best), null);
    if (!nearest || Math.abs(nearest.tMs - correction.ms) > THROWN_AT_SLACK_MS) {
      unused.push({ correction, why: 'noEntry', nearestMs: nearest?.tMs ?? null });
      continue;
    }
    const die = listedDice(nearest.dice)[correction.die - 1];
    if (!die) {
      unused.push({ correction, why: 'noDie', dice: nearest.dice.length });
      continue;
    }
    if (!(allowed as readonly string[]).includes(correction.face)) {
      unused.push({ correction, why: 'notAFace', faces: allowed });
      continue;
    }
    const key = `${nearest.index}/${die.id}`;
    const before = taken.get(key);
    if (before) replaced.push({ key, correction: before });
    taken.set(key, correction);
    at.set(correction, { correction, entry: nearest.index, id: die.id });
    const named = faces.get(nearest.index) ?? new Map<DieId, Face>();
    named.set(die.id, correction.face as Face);
    faces.set(nearest.index, named);
  }
  const overruled = replaced.map(({ key, correction }) => ({ correction, kept: taken.get(key)! })).filter(({ correction, kept }) => correction.face !== kept.face);
  const kept = new Set(taken.values());
  const named = corrections.filter((correction) => kept.has(correction)).map((correction) => at.get(correction)!);
  return { faces, unused, named, overruled };
}
