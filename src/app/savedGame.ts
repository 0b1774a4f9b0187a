/**
 * Keeps the game in progress in IndexedDB (through idb-keyval) so that a reload resumes it.
 * The saved record is plain JSON: the game id and its event log (whose first event holds the
 * configuration the game was set up with).
 */
import { del, get, set } from 'idb-keyval';
import { z } from 'zod';
import { FACES } from '../core/types.ts';
import type { Announcement, Refusal } from '../rules/engine.ts';
import type { FoundLostDie, SavedQuestion } from '../referee/liveStrikeReferee.ts';
import type { ShownSource } from './viewChange.ts';

/**
 * One line of the referee's log as data (worded when shown, in the page's language): an
 * announcement, or a refusal of what the camera saw. Kept with the game because some lines are
 * not in its events (a refused arena, "every die differs").
 */
export type SavedLogLine = { kind: 'say'; announcement: Announcement } | { kind: 'refused'; refusal: Refusal };

/** What is saved after every event. */
export interface SavedGame {
  /** Game id, e.g. `"strike"`. */
  game: string;
  /**
   * This game's own id, made when it was started (a random UUID) and kept by every save of it,
   * resumed or not: tells a page whether the game another page saved is its own
   * ({@link savedElsewhere}). Absent in saves before session 65.
   */
  gameId?: string;
  /** The event log; the state is its fold. */
  log: unknown[];
  /** The referee's log lines, oldest first (at most 200); absent in saves before session 12. */
  said?: SavedLogLine[];
  /** When it was saved, ms since the epoch. */
  savedAt: number;
  /**
   * When the game last moved on (an event, or a line of the referee's log), ms since the epoch:
   * the time "Resumed the game saved …" names after a reload. Saves that follow no play (a
   * resumed game saved again for its view or its first look) keep it, so it is not the time of
   * the reload (helper 234). Absent in saves before helper 234 (`savedAt` stands for it then).
   */
  playedAt?: number;
  /**
   * `viewChange` when the game was saved while the referee's first look at a new view (another
   * video or camera) had not yet been taken or answered: a reload then asks about that view as
   * the page before it would have (src/referee/liveStrikeReferee.ts `ResumeCause`), rather than
   * rule its extra dice as a throw made while the page reloaded. Absent otherwise.
   */
  firstLook?: 'viewChange';
  /**
   * The view the game was last refereed on (its source's kind, label and picture size in
   * pixels; src/app/viewChange.ts): after a reload, a first view that does not go on from it
   * (`continuesView`) is asked about as a new view. Absent in saves before session 51, and for a
   * game no view other than a demo's was shown for.
   */
  view?: ShownSource;
  /**
   * Strike: the question about dice beside the arena standing when the game was saved
   * (src/referee/liveStrikeReferee.ts `questionToSave`), asked again after a reload once the
   * camera sees those dice there (helper 178: it was lost). Absent when none stood.
   */
  question?: SavedQuestion;
  /**
   * Strike: the dice come into the arena that the players said are an earlier player's die said
   * flown out of sight, still to take out when the game was saved (their face, whose;
   * src/referee/liveStrikeReferee.ts `lostDiceFoundToSave`), marked to take out again after a
   * reload once the camera sees them there, not asked about again (helper 237: the answer is in
   * no event, and was lost). Absent when none lies there.
   */
  lostDiceFound?: FoundLostDie[];
}

/**
 * Why the saved game could not be resumed, worded in the page's language
 * (src/app/i18n `notice.gameNotResumed`):
 * - `damagedRecord`: the record has no game id or no event log;
 * - `otherGame`: a game (`game`, its id) this page does not referee;
 * - `damagedLog`: the event log does not replay: `event` (from 1) of its `events` is not one
 *   the game's rules can fold, or `null` when every event folds but the game still cannot go on;
 * - `storageBlocked`: the browser refused to open its storage for this page (site data blocked):
 *   a saved game, if any, cannot be read.
 */
export type NotResumed =
  | { kind: 'damagedRecord' }
  | { kind: 'storageBlocked' }
  | { kind: 'otherGame'; game: string }
  | { kind: 'damagedLog'; event: number | null; events: number };

/**
 * Why a save failed: the browser's storage for this site is full (`QuotaExceededError`, worded in
 * the page's language), or another refusal with the browser's own (English) `detail`.
 */
export type SaveProblem = { kind: 'storageFull' } | { kind: 'refused'; detail: string };

/** The {@link SaveProblem} of an error `saveGame` threw. */
export function saveProblem(error: unknown): SaveProblem {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return { kind: 'storageFull' };
  return { kind: 'refused', detail: error instanceof Error ? error.message : String(error) };
}

const KEY = 'dice-referee/current-game';

/**
 * After a save that failed (storage full, or blocked), how often the page tries again while no
 * event comes to save, in seconds: the game would otherwise stay unsaved once it is over.
 */
export const SAVE_RETRY_SECONDS = 10;

/**
 * Saves the game in progress, replacing the previous save.
 * @throws Error when IndexedDB refuses the write (private mode, quota)
 */
export async function saveGame(game: Omit<SavedGame, 'savedAt'>): Promise<void> {
  await set(KEY, { ...game, savedAt: Date.now() } satisfies SavedGame);
}

/** The browser refused to open its storage for this page (IndexedDB blocked, site data off): {@link loadGame}. */
export class StorageBlockedError extends Error {
  constructor(cause: unknown) {
    super(`the browser's storage is blocked for this page: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StorageBlockedError';
  }
}

/** Whether `value` is a {@link SavedQuestion} as saved: `besideArena`, its player's name and its dice (tracker id, face or `null`), one at least. */
const savedQuestionSchema = z.object({
  kind: z.literal('besideArena'),
  params: z.object({ player: z.string(), dice: z.array(z.object({ id: z.number(), face: z.enum(FACES).nullable() })).min(1) }),
}) satisfies z.ZodType<SavedQuestion>;

/** Whether `value` is a {@link SavedQuestion} as saved (see {@link savedQuestionSchema}). */
export function isSavedQuestion(value: unknown): value is SavedQuestion {
  return savedQuestionSchema.safeParse(value).success;
}

/** {@link FoundLostDie}s as saved: each a face (or `null`) and a player's name. */
const lostDiceFoundSchema = z.array(z.object({ face: z.enum(FACES).nullable(), lostBy: z.string() })) satisfies z.ZodType<FoundLostDie[]>;

/** A {@link ShownSource} as saved: a known kind, a label, a size in pixels (finite numbers). */
const shownSourceSchema = z.object({ kind: z.enum(['image', 'video', 'camera']), label: z.string(), width: z.number(), height: z.number() }) satisfies z.ZodType<ShownSource>;

/**
 * What {@link loadGame} checks of a saved record: its game id and event log. A damaged `view`,
 * `question` or `lostDiceFound` is dropped (`undefined`: the game goes on as a save that names none), not trusted;
 * `said`, `savedAt`, `playedAt` and `firstLook` are taken as saved, unchecked, absent or not (useLiveGame.ts copes with a
 * `said` that is no list and a `savedAt` that is missing or no date).
 */
const savedGameSchema = z.looseObject({
  game: z.string(),
  log: z.array(z.unknown()),
  said: z.custom<SavedLogLine[]>().optional(),
  // Unchecked, and not required either: zod's required key would refuse the whole record without it (the game lost).
  savedAt: z.custom<number>().catch(Number.NaN),
  playedAt: z.custom<number>().optional(),
  gameId: z.string().optional().catch(undefined),
  firstLook: z.custom<'viewChange'>().optional(),
  view: shownSourceSchema.optional().catch(undefined),
  question: savedQuestionSchema.optional().catch(undefined),
  lostDiceFound: lostDiceFoundSchema.optional().catch(undefined),
}) satisfies z.ZodType<SavedGame>;

/**
 * The saved game, or `null` when there is none. A `view`, `question` or `lostDiceFound` that is not one is left out (`undefined`).
 * @throws StorageBlockedError when the browser's storage cannot be opened (helper 153: a saved
 *   game must not vanish without a word); Error when a record is there but is not a saved game
 *   (no game id or no event log)
 */
export async function loadGame(): Promise<SavedGame | null> {
  let saved: unknown;
  try {
    saved = await get(KEY);
  } catch (error) {
    throw new StorageBlockedError(error);
  }
  if (saved === undefined || saved === null) return null;
  const record = savedGameSchema.safeParse(saved);
  if (!record.success) throw new Error('the saved record is damaged: it has no game or no event log');
  return record.data;
}

/** Forgets the saved game. */
export async function clearGame(): Promise<void> {
  await del(KEY);
}

/** BroadcastChannel on which a page says it has saved the game (HTML Living Standard, "Broadcasting to other browsing contexts"). */
const SAVED_CHANNEL = 'dice-referee/game-saved';

/** This page's one channel object: a message posted on it reaches the other pages, not this one. */
let pageChannel: BroadcastChannel | null | undefined;

/** The page's channel, or `null` where BroadcastChannel is missing. */
function savedChannel(): BroadcastChannel | null {
  if (pageChannel === undefined) pageChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SAVED_CHANNEL);
  return pageChannel;
}

/**
 * A new {@link SavedGame.gameId}: a random UUID, or, where the page may not make one (served over
 * plain http to another machine, not a secure context), 16 random bytes in hex.
 */
export function newGameId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What a page tells the others of the game saved: it saved the game whose id is `gameId`
 * (`null`: a game resumed from a save made before ids, {@link SavedGame.gameId}), or it ended
 * the game (`ended`: none is saved now).
 */
export type SaveNews = { kind: 'saved'; gameId: string | null } | { kind: 'ended' };

/**
 * Tells the pages of this origin in other tabs and windows that this page has just saved (or
 * replaced, or ended) the game: the save is one record, so a page still refereeing the game
 * would overwrite this one's.
 */
export function announceSave(news: SaveNews): void {
  savedChannel()?.postMessage(news);
}

/**
 * Calls `onSavedElsewhere` with the news whenever a page in another tab or window saves or ends
 * the game (see {@link announceSave}; this page does not hear its own). A message of no known
 * shape (a page of an older version) counts as a save of a game of unknown id.
 * @returns a function that stops listening
 */
export function onSaveElsewhere(onSavedElsewhere: (news: SaveNews) => void): () => void {
  const channel = savedChannel();
  if (!channel) return () => undefined;
  const listener = (event: MessageEvent) => onSavedElsewhere(isSaveNews(event.data) ? event.data : { kind: 'saved', gameId: null });
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}

/** Whether `value` is {@link SaveNews} as a page posts it. */
function isSaveNews(value: unknown): value is SaveNews {
  if (typeof value !== 'object' || value === null) return false;
  const news = value as { kind?: unknown; gameId?: unknown };
  return news.kind === 'ended' || (news.kind === 'saved' && (news.gameId === null || typeof news.gameId === 'string'));
}

/**
 * What another page's news (`news`) means for the game this page referees (`ownGameId`; `null`
 * when unknown, resumed from a save made before ids): `taken`, that page saved this same game
 * (it resumed it: a reload here resumes it as it saved it); `replaced`, it saved another game
 * (a New game there) or ended this one, so this game is no longer saved anywhere and a reload
 * here would resume the other page's game, not this one (helper 250). A game of unknown id on
 * either side is taken for this one.
 */
export function savedElsewhere(ownGameId: string | null, news: SaveNews): 'taken' | 'replaced' {
  if (news.kind === 'ended') return 'replaced';
  return news.gameId !== null && ownGameId !== null && news.gameId !== ownGameId ? 'replaced' : 'taken';
}
