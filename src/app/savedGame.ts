/**
 * Keeps the game in progress in IndexedDB (through idb-keyval) so that a reload resumes it.
 * The saved record is plain JSON: the game id, its configuration and its event log.
 */
import { del, get, set } from 'idb-keyval';
import type { Announcement, Refusal } from '../rules/engine.ts';

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
  /** The configuration the game was set up with. */
  config: unknown;
  /** The event log; the state is its fold. */
  log: unknown[];
  /** The referee's log lines, oldest first (at most 200); absent in saves before session 12. */
  said?: SavedLogLine[];
  /** When it was saved, ms since the epoch. */
  savedAt: number;
}

const KEY = 'dice-referee/current-game';

/**
 * Saves the game in progress, replacing the previous save.
 * @throws Error when IndexedDB refuses the write (private mode, quota)
 */
export async function saveGame(game: Omit<SavedGame, 'savedAt'>): Promise<void> {
  await set(KEY, { ...game, savedAt: Date.now() } satisfies SavedGame);
}

/**
 * The saved game, or `null` when there is none (or the browser's storage is blocked).
 * @throws Error when a record is there but is not a saved game (no game id or no event log)
 */
export async function loadGame(): Promise<SavedGame | null> {
  let saved: unknown;
  try {
    saved = await get(KEY);
  } catch {
    return null;
  }
  if (saved === undefined || saved === null) return null;
  const record = saved as Partial<SavedGame>;
  if (typeof record !== 'object' || typeof record.game !== 'string' || !Array.isArray(record.log)) {
    throw new Error('the saved record is damaged: it has no game or no event log');
  }
  return record as SavedGame;
}

/** Forgets the saved game. */
export async function clearGame(): Promise<void> {
  await del(KEY);
}
