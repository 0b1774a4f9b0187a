import { FACES_OF_KIND, type DieKind } from '../core/types.ts';
import { ARENA_CORNERS_EXPECTED, CLI_MESSAGES } from '../referee/messages/cli.ts';
import type { Language } from '../referee/render.ts';
import { MIN_ANALYSIS_FPS } from '../review/analysisRate.ts';
import { REVIEW_TRACKER } from '../review/gameReview.ts';
import { GAME_DIE_KINDS, gameInfo } from '../rules/games.ts';
import { DEFAULT_MOTION_GATE_CONFIG } from '../vision/motionGate.ts';

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
 * (src/review/report.ts `clock`), `mm:ss.s`, or `mm:ss,s` as in French, separated by commas or
 * spaces, e.g. `"01:03.5,02:10.0"`.
 * @returns times in ms, in the order given
 * @throws Error (English, for the option parser) when the value holds anything else
 */
export function parseClockTimes(value: string): number[] {
  // A comma after the seconds is a decimal comma only when a digit follows that no other digit
  // or colon does: "01:03,12:10" is two times, "01:03,5" one.
  const time = /(\d+):([0-5]\d)(?:[.,](\d)(?![\d:]))?/g;
  const times = [...value.matchAll(time)].map((m) => (Number(m[1]) * 60 + Number(m[2])) * 1000 + Number(m[3] ?? 0) * 100);
  if (times.length === 0 || value.replace(time, '').replace(/[\s,]/g, '') !== '') {
    throw new Error('It must be times as the timeline prints them, mm:ss.s, separated by commas (e.g. 01:03.5,02:10.0).');
  }
  return times;
}

/**
 * Parses `--players`: any whole number (the game's range is checked with the rules, so that
 * 0 and 9 get the same message: src/cli/commands/referee.ts `gameConfig`).
 * @throws Error (English, for the option parser) when it is not a whole number written in digits
 */
export function parsePlayerCount(value: string): number {
  // Digits only (a sign allowed, for the rules' message): not "0x3", "1e1" or "3.0".
  if (!/^\s*[-+]?\d+\s*$/.test(value)) throw new Error('It must be a whole number.');
  return Number(value);
}

/** The `--players` help text: the range of each game the CLI referees, e.g. "number of players, required (Strike: 2–5)". */
export function playersHelp(games: readonly string[]): string {
  return `number of players, required (${games.map((id) => `${gameInfo(id).name}: ${gameInfo(id).minPlayers}–${gameInfo(id).maxPlayers}`).join('; ')})`;
}

/**
 * Parses `--arena`: the arena outline's corners in the picture's pixels, in order round the
 * rim, as `x,y` pairs separated by spaces (or semicolons), e.g. `"40,30 600,30 600,450 40,450"`.
 * Whether they make an arena on a given picture is checked per picture
 * (src/vision/arenaOutline.ts `checkArena`: corners off the picture move onto its edge).
 * @returns `[N,2]` corners `[x, y]` in pixels, N ≥ 3
 * @throws Error (English, for the option parser) when the value is not that
 */
export function parseArenaCorners(value: string): [number, number][] {
  const pairs = value.trim().split(/[\s;]+/).filter((pair) => pair !== '');
  const corners = pairs.map((pair): [number, number] | null => {
    const m = /^([-+]?(?:\d+\.?\d*|\.\d+)),([-+]?(?:\d+\.?\d*|\.\d+))$/.exec(pair);
    return m ? [Number(m[1]), Number(m[2])] : null;
  });
  if (corners.length < 3 || corners.some((corner) => corner === null)) throw new Error(ARENA_CORNERS_EXPECTED);
  return corners as [number, number][];
}
