/**
 * Pure helpers of the review page: the review options for a setup, the players' corrections
 * of the dice read, and finding entries and dice on the timeline. No DOM, no React.
 */
import type { ArenaReading, DieKind, Face } from '../../core/types.ts';
import type { Language } from '../../referee/render.ts';
import type { ReviewOptions, TimelineEntry } from '../../review/gameReview.ts';
import type { ReviewSetup } from '../../review/report.ts';
import { uiText } from '../i18n/uiText.ts';

/** Player names the setup offers first (as the live page's setup screen). */
export const DEFAULT_NAMES = ['Ann', 'Bob', 'Cleo', 'Dev', 'Eve'];

/** Player counts of the classic Strike chart (strike-en.txt, Setup: 2–5 players). */
export const PLAYER_COUNTS = [2, 3, 4, 5] as const;

/** The Strike edition preset for a die kind: faces 1–5 + X → `classic`, X + 2–6 → `classic-x2`. */
export function editionFor(dieKind: DieKind): string {
  return dieKind === 'strike-x2' ? 'classic-x2' : 'classic';
}

/** The setup for reviewing a game recorded as `game` (players, edition, throw-again rule), in `setup`'s language and rate. */
export function setupFor(setup: ReviewSetup, game: { players: string[]; edition: string; keepThrowing: boolean }): ReviewSetup {
  const dieKind: DieKind = game.edition === editionFor('strike-x2') ? 'strike-x2' : 'strike';
  return { ...setup, players: [...game.players], edition: editionFor(dieKind), dieKind, keepThrowing: game.keepThrowing };
}

/**
 * A new setup: two players, classic dice, throwers pass when all dice differ, 15 frames/s (the
 * CLI's default), rulings in `language`.
 */
export function defaultSetup(language: Language): ReviewSetup {
  return { game: 'strike', players: DEFAULT_NAMES.slice(0, 2), edition: 'classic', dieKind: 'strike', keepThrowing: false, language, analysisFps: 15 };
}

/**
 * The setup with `count` players, keeping the names already typed; new seats past the default
 * names are named by `seatName` (0-based seat).
 */
export function withPlayerCount(setup: ReviewSetup, count: number, seatName = (seat: number) => `Player ${seat + 1}`): ReviewSetup {
  return { ...setup, players: Array.from({ length: count }, (_, i) => setup.players[i] ?? DEFAULT_NAMES[i] ?? seatName(i)) };
}

/** The {@link GameReview} options for a setup; blank names become the seat's name in the setup's language ("Player 2", "Joueur 2"). */
export function reviewOptions(setup: ReviewSetup): ReviewOptions {
  const seatName = uiText(setup.language).setup.player;
  const players = setup.players.map((name, i) => name.trim() || seatName(i));
  return { game: { players, edition: setup.edition }, language: setup.language, keepThrowing: setup.keepThrowing };
}

/** Whether two setups referee the same way (same players, edition, rule choice and language). */
export function sameReferee(a: ReviewSetup, b: ReviewSetup): boolean {
  return JSON.stringify(reviewOptions(a)) === JSON.stringify(reviewOptions(b));
}

/** Entry index → die id → the face the die really shows. */
export type FaceCorrections = ReadonlyMap<number, ReadonlyMap<number, Face>>;

/**
 * The corrections with die `dieId` of entry `entry` set to `face`; setting it back to what
 * the reader saw (`read`) removes the correction. `faces` is not changed.
 */
export function withCorrection(faces: FaceCorrections, entry: number, dieId: number, face: Face, read: Face | null): FaceCorrections {
  const next = new Map(faces);
  const dice = new Map(next.get(entry) ?? []);
  if (face === read) dice.delete(dieId);
  else dice.set(dieId, face);
  if (dice.size === 0) next.delete(entry);
  else next.set(entry, dice);
  return next;
}

/** The last entry at or before `tMs` (the arena as it stood then), or `null` before the first. */
export function entryAt(entries: readonly TimelineEntry[], tMs: number): TimelineEntry | null {
  let found: TimelineEntry | null = null;
  for (const entry of entries) {
    if (entry.tMs <= tMs + 0.5) found = entry;
    else break;
  }
  return found;
}

/**
 * The entry read from the frame presented at `mediaTimeMs`, or `null`: the review read entry
 * `e` from the frame shown at `e.tMs + offsetMs`, which started at most one frame earlier.
 * @param frameMs the video's frame duration in ms
 * @param offsetMs the seek offset the analysis used (analyseVideo.ts, `SEEK_OFFSET_S`), in ms
 */
export function entryShownAt(entries: readonly TimelineEntry[], mediaTimeMs: number, frameMs: number, offsetMs: number): TimelineEntry | null {
  return entries.find((e) => e.change !== 'setup' && mediaTimeMs <= e.tMs + offsetMs + 0.5 && mediaTimeMs > e.tMs + offsetMs - frameMs) ?? null;
}

/** The die of `entry` whose box holds the point `(x, y)` (frame pixels), the smallest when boxes overlap. */
export function dieAt(entry: TimelineEntry, x: number, y: number): TimelineEntry['dice'][number] | null {
  const hits = entry.dice.filter(({ box }) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3]);
  const area = (box: [number, number, number, number]) => (box[2] - box[0]) * (box[3] - box[1]);
  return hits.sort((a, b) => area(a.box) - area(b.box))[0] ?? null;
}

/** An entry's dice as a reading to draw over its frame, `width × height` being the analysed frame size. */
export function entryReading(entry: TimelineEntry, width: number, height: number): ArenaReading {
  return { width, height, dice: entry.dice.map(({ box, face, confidence, inArena }) => ({ box, face, confidence, inArena })) };
}
