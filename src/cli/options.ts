import { InvalidArgumentError } from 'commander';
import { FACES_OF_KIND, type DieKind } from '../core/types.ts';
import { ARENA_CORNERS_EXPECTED, CLI_MESSAGES, CLOCK_TIMES_EXPECTED, emptyCornerExpected, emptyItemExpected } from '../referee/messages/cli.ts';
import type { Language } from '../referee/render.ts';
import { MIN_ANALYSIS_FPS } from '../review/analysisRate.ts';
import { REVIEW_TRACKER } from '../review/gameReview.ts';
import { GAME_DIE_KINDS, gameInfo } from '../rules/games.ts';
import { DEFAULT_MOTION_GATE_CONFIG } from '../vision/motionGate.ts';
import { CLOCK_TIME_PATTERN, parseClockTime, secondsPastMinute } from './clockTime.ts';

/** The die kinds the CLI accepts for `--die-kind` (keys of {@link FACES_OF_KIND}). */
export const DIE_KINDS = Object.keys(FACES_OF_KIND) as DieKind[];

/**
 * Narrows a `--die-kind` value to a {@link DieKind}.
 * @throws Error naming the accepted kinds when `value` is not one
 */
export function parseDieKind(value: string): DieKind {
  if ((DIE_KINDS as string[]).includes(value)) return value as DieKind;
  throw new Error(`unknown die kind "${value}" (expected one of ${DIE_KINDS.join(', ')})`);
}

/**
 * Checks that `game` is played with dice of `kind` (e.g. Strike with d6 would refuse every 6).
 * @param game game id, e.g. `"strike"`; a game not in {@link GAME_DIE_KINDS} accepts any kind
 * @returns why not, in `language` (src/referee/messages/cli.ts), or `null` when it is
 */
export function dieKindProblem(game: string, kind: DieKind, language: Language): string | null {
  const kinds = GAME_DIE_KINDS[game];
  if (!kinds || kinds.includes(kind)) return null;
  return CLI_MESSAGES[language].wrongDieKind(CLI_MESSAGES[language].gameName(game), kind, kinds);
}


/** The fewest frames per second `review --fps` accepts (src/review/analysisRate.ts). */
export { MIN_ANALYSIS_FPS };

/** Readings voted over in each settle of a review (src/review/gameReview.ts `REVIEW_TRACKER`). */
export const SETTLE_READINGS = REVIEW_TRACKER.voter?.votes ?? 3;

/**
 * Parses `review --fps`.
 * @returns frames per second, a finite number ≥ {@link MIN_ANALYSIS_FPS}
 * @throws Error (English, for the option parser) saying why a lower rate finds nothing
 */
export function parseAnalysisFps(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new Error('It must be a number of frames per second.');
  if (n < MIN_ANALYSIS_FPS) {
    const settleS = DEFAULT_MOTION_GATE_CONFIG.settleMs / 1000;
    throw new Error(`It must be at least ${MIN_ANALYSIS_FPS} frames per second: the arena counts as settled only once it has been `
      + `seen still for ${settleS} s over several frames, and its dice are then read on ${SETTLE_READINGS} frames and voted on; `
      + `below ${MIN_ANALYSIS_FPS} frames/s settled arenas are missed and nothing is found.`);
  }
  return n;
}

/**
 * Parses `review --thrown-at`: times in the recording as the timeline prints them
 * (src/cli/clockTime.ts: `mm:ss.s`, or `mm:ss,s` as in French), separated by commas or
 * spaces, e.g. `"01:03.5,02:10.0"`.
 * @returns times in ms, in the order given
 * @throws Error (English, for the option parser) when the value holds anything else
 */
export function parseClockTimes(value: string): number[] {
  const time = new RegExp(CLOCK_TIME_PATTERN, 'g');
  const times = [...value.matchAll(time)].map((m) => parseClockTime(m[0])!);
  if (times.length === 0 || value.replace(time, '').replace(/[\s,]/g, '') !== '') {
    throw new Error(`${secondsPastMinute(value)}${CLOCK_TIMES_EXPECTED}`);
  }
  return times;
}

/**
 * Parses `--players`: any whole number (the game's range is checked with the rules, so that
 * 0 and 9 get the same message: src/cli/commands/referee.ts `gameConfig`).
 * @throws InvalidArgumentError (English, for the option parser) when it is not a whole number written in digits
 */
export function parsePlayerCount(value: string): number {
  // A sign allowed, for the rules' message.
  return numberParser({ whole: true })(value);
}

/**
 * An option-argument parser that reports a bad value through commander: the Error `parse`
 * throws becomes commander's usage error ("option '--fps <n>' argument '0.5' is invalid. " and
 * its message), exit status 2 in dice-referee and the developer scripts (src/cli/scriptCommand.ts).
 */
export function optionParser<T>(parse: (value: string) => T): (value: string) => T {
  return (value) => {
    try {
      return parse(value);
    } catch (error) {
      throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
    }
  };
}

/**
 * An option-argument parser for a list option that may be given more than once
 * (`--correct 00:07.7/2=4 --correct 00:12.6/1=3`): each value is read by `parse`, its errors
 * reported as {@link optionParser} reports them, and its items go after those of the times
 * before, as commander passes them (its custom option processing: `(value, previous)`).
 * Without it commander keeps only the last value, and the items of the others were dropped
 * unsaid.
 */
export function accumulatingParser<T>(parse: (value: string) => T[]): (value: string, previous?: T[]) => T[] {
  const one = optionParser(parse);
  return (value, previous) => [...(previous ?? []), ...one(value)];
}

/**
 * A collector for an option whose values are checked once every argument is known (`referee
 * --pass-after`, `--missed-after`, `--bank-after`: photo names, checked against the photos
 * given): each time the option is given adds its value as typed, in order. Without it commander
 * keeps only the last value, and the photos of the others were dropped unsaid.
 * @returns the values so far, `value` last
 */
export function repeatedOption(value: string, previous?: string[]): string[] {
  return [...(previous ?? []), value];
}

/** What {@link numberParser} accepts: a whole number or any, and the least and most (inclusive). */
export interface NumberLimits {
  whole?: boolean;
  min?: number;
  max?: number;
}

/**
 * A parser for an option whose value is a number written in decimal digits, a sign and a
 * decimal point allowed (not "0x3", "1e1", "Infinity" or a blank, which `Number` reads), within
 * `limits`; the unit is the option's own (its help says it).
 * @returns the parser: the number, or InvalidArgumentError (English, for commander) saying what
 *   the value must be, e.g. "It must be a whole number, at least 1." or "It must be a number from 0 to 1."
 */
export function numberParser(limits: NumberLimits = {}): (value: string) => number {
  const { whole = false, min, max } = limits;
  const what = whole ? 'a whole number' : 'a number';
  const range = min !== undefined && max !== undefined ? ` from ${min} to ${max}`
    : min !== undefined ? `, at least ${min}` : max !== undefined ? `, at most ${max}` : '';
  const digits = whole ? /^[-+]?\d+$/ : /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
  return (value) => {
    const n = Number(value);
    if (!digits.test(value.trim()) || (min !== undefined && n < min) || (max !== undefined && n > max)) {
      throw new InvalidArgumentError(`It must be ${what}${range}.`);
    }
    return n;
  };
}

/**
 * A parser for one of `values`, written as listed.
 * @returns the parser: the value, or InvalidArgumentError (English, for commander) listing `values`
 */
export function choiceParser<T extends string>(values: readonly T[]): (value: string) => T {
  return (value) => {
    if ((values as readonly string[]).includes(value)) return value as T;
    throw new InvalidArgumentError(`It must be one of ${values.join(', ')}.`);
  };
}

/**
 * Where a comma-separated option value has an empty item: nothing but spaces before a comma,
 * as in a leading comma or two in a row (`"00:01.0,,00:02.0"`), probably a typo. One comma at
 * the end (`"a,b,"`) is no item, and harmless, as in most command lines' lists.
 * @returns the index in `value` of the text before the empty item (`before`: `value.slice(0, before)`
 *   holds the items before it), or `null` when no item is empty
 */
export function emptyItemAt(value: string): number | null {
  return /(?:^|,)\s*,/.exec(value)?.index ?? null;
}

/**
 * Wraps the parser of a comma-separated option (`--thrown-at`, `--missed-at`, `--correct`,
 * `--left-at`) so that an empty item ({@link emptyItemAt}) is refused with its place, counted
 * in items as `parse` reads them (a French decimal comma, `00:01,5`, is no separator). Items
 * before the empty one that `parse` refuses get its own error: they come first.
 * @returns the parser: `parse`'s list, or Error (English, for the option parser:
 *   `emptyItemExpected`, "Item 2 is empty (a comma too many?).") and `parse`'s own errors
 */
export function refusingEmptyItems<T>(parse: (value: string) => T[]): (value: string) => T[] {
  return (value) => {
    const before = emptyItemAt(value);
    if (before === null) return parse(value);
    const text = value.slice(0, before);
    throw new Error(emptyItemExpected((text.trim() === '' ? 0 : parse(text).length) + 1));
  };
}

/**
 * A parser for a comma-separated list (e.g. `--sources byler-d6,matteo-d6`), each item trimmed
 * and read by `item` (e.g. {@link choiceParser} or {@link numberParser}); a comma at the end is
 * harmless ({@link emptyItemAt}).
 * @returns the parser: the items in the order given, or InvalidArgumentError (English, for
 *   commander) naming the first bad item and why, saying which item is empty, or that the list is
 */
export function listParser<T>(item: (value: string) => T): (value: string) => T[] {
  return (value) => {
    const parts = value.split(',');
    if (parts.length > 1 && parts.at(-1)!.trim() === '') parts.pop();
    return parts.map((part, i) => {
      const text = part.trim();
      // A lone comma is an empty first item, worded as refusingEmptyItems words it.
      if (text === '') throw new InvalidArgumentError(value.includes(',') ? emptyItemExpected(i + 1) : 'It must be a list separated by commas, with no empty item.');
      try {
        return item(text);
      } catch (error) {
        throw new InvalidArgumentError(`"${text}": ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
}

/** The `--players` help text: the range of each game the CLI referees, e.g. "number of players, required (Strike: 2–5)". */
export function playersHelp(games: readonly string[]): string {
  return `number of players, required (${games.map((id) => `${gameInfo(id).name}: ${gameInfo(id).minPlayers}–${gameInfo(id).maxPlayers}`).join('; ')})`;
}

/**
 * Parses `--arena`: the arena outline's corners in the picture's pixels, in order round the
 * rim, as `x,y` pairs separated by spaces (or semicolons), e.g. `"40,30 600,30 600,450 40,450"`.
 * As in the comma-separated options ({@link emptyItemAt}), one separator after the last corner
 * (`…40,450;` or `…40,450,`) is harmless, and an empty corner (a leading semicolon, or nothing
 * but spaces between two) is refused with its place. Whether they make an arena on a given
 * picture is checked per picture (src/vision/arenaOutline.ts `checkArena`: corners off the
 * picture move onto its edge).
 * @returns `[N,2]` corners `[x, y]` in pixels, N ≥ 3
 * @throws Error (English, for the option parser) when the value is not that
 *   (`ARENA_CORNERS_EXPECTED`), or, the corners before it good, when one is empty
 *   (`emptyCornerExpected`, "Corner 3 is empty (a semicolon too many?).")
 */
export function parseArenaCorners(value: string): [number, number][] {
  const groups = value.trim().replace(/[,;]$/, '').split(';').map((group) => group.trim().split(/\s+/).filter((pair) => pair !== ''));
  const corner = (pair: string): [number, number] | null => {
    const m = /^([-+]?(?:\d+\.?\d*|\.\d+)),([-+]?(?:\d+\.?\d*|\.\d+))$/.exec(pair);
    return m ? [Number(m[1]), Number(m[2])] : null;
  };
  const empty = groups.length > 1 ? groups.findIndex((pairs) => pairs.length === 0) : -1;
  const before = empty < 0 ? [] : groups.slice(0, empty).flat();
  if (empty >= 0 && before.every((pair) => corner(pair) !== null)) throw new Error(emptyCornerExpected(before.length + 1));
  const corners = groups.flat().map(corner);
  if (corners.length < 3 || corners.some((c) => c === null)) throw new Error(ARENA_CORNERS_EXPECTED);
  return corners as [number, number][];
}
