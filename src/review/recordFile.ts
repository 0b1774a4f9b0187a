/**
 * Reading a game record back (src/review/report.ts `GameRecord`, as the review page exports it
 * and `recordJson` writes it): the text checked as JSON of the record's shape, and what a review
 * needs to be ruled again from it — the settled arenas as analysed and every correction said.
 * Pure: no DOM, no files.
 */
import type { Face } from '../core/types.ts';
import type { AnyTimelineEntry, Leaving, Settle } from './gameReview.ts';
import { isPlainObject } from './recordFields.ts';
import { GAME_RECORD_FORMAT, gameRecordSchema, type GameRecord } from './report.ts';

/** What the format tag of every game record starts with; the format's version follows. */
const FORMAT_PREFIX = 'dice-referee/game-record@';

/** The version of {@link GAME_RECORD_FORMAT} (the number after its `@`). */
const FORMAT_VERSION = Number(GAME_RECORD_FORMAT.slice(FORMAT_PREFIX.length));

/** The largest file taken for a game record (bytes): a record of hours of play is a few MB; a larger file (a video picked by mistake) is refused unread. */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;

/**
 * Why a text is not a record this version opens: `tooLarge` the file is larger than
 * {@link MAX_RECORD_BYTES}; `notText` it is no text (a video, a picture); `notJson` it is not JSON; `notRecord` JSON
 * without a game record's format tag (another file); `newerFormat` a record of a format version
 * after {@link GAME_RECORD_FORMAT}'s (written by a newer Dice Referee); `damaged` a record whose
 * content is not of the record's shape (edited, cut short).
 */
export type RecordProblem = 'tooLarge' | 'notText' | 'notJson' | 'notRecord' | 'newerFormat' | 'damaged';

/** A text that is not a game record this version opens; `detail` says where (English, for `damaged`; the format tag for `newerFormat`; the size in MB for `tooLarge`). */
export class RecordFileError extends Error {
  constructor(readonly problem: RecordProblem, readonly detail: string) {
    super(`not a game record (${problem}): ${detail}`);
    this.name = 'RecordFileError';
  }
}

/**
 * Refuses a file of `bytes` bytes too large to be a game record, before it is read (a video of
 * hundreds of MB read as text would take seconds, then fail as "not JSON", or exhaust the tab).
 * @throws RecordFileError `tooLarge`, its detail the size in whole MB, when `bytes` exceeds {@link MAX_RECORD_BYTES}
 */
export function checkRecordSize(bytes: number): void {
  if (bytes > MAX_RECORD_BYTES) throw new RecordFileError('tooLarge', String(Math.round(bytes / (1024 * 1024))));
}

/** A control character no JSON text holds outside its strings (NUL to US but tab, line feed, carriage return), or the replacement character of bytes that are not UTF-8. */
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/;

/** The place of a field in a record, as zod gives its path: `entries[1].dice[0].box`; `the record` for the record itself. */
function place(path: readonly PropertyKey[]): string {
  const named = path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
  return named === '' ? 'the record' : named;
}

/**
 * The game record in `text` (a `.json` file the review page exported, or `review --json` wrote),
 * its shape checked against src/review/report.ts `gameRecordSchema` (zod): the fields of
 * `GameRecord`, of their types, so that the page can rule it again. The optional fields added
 * since the format's first records (`settles`, `thrownAt`, `missedAt`, `leftAt`) may be absent;
 * other fields are kept, unchecked.
 * @throws RecordFileError `notText` when `text` is not JSON and holds control characters (a
 *   binary file); `notJson` when it is not JSON otherwise; `notRecord` when it holds no game
 *   record's format tag; `newerFormat` for a record of a later format version than
 *   {@link GAME_RECORD_FORMAT}'s; `damaged`, naming the field of the schema's first issue
 *   ("entries[1].dice[0].box should be 4 numbers"), when a field is missing or of another type,
 *   an entry's `index` is not its place, a correction names no entry, a leaving names a seat the
 *   game lacks, the Strike edition is none of src/rules/strike/editions.ts, a die id comes twice
 *   in one entry or settle, the settles are out of time order, or a figure of the video or the analysis is
 *   impossible (a negative duration, a size of 0, a count of frames not whole or beyond reason)
 */
export function parseGameRecord(text: string): GameRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    // A binary file (a video, a picture) is said as such, not by the parser's dump of its first bytes.
    if (NOT_TEXT.test(text.slice(0, 1024))) throw new RecordFileError('notText', '');
    throw new RecordFileError('notJson', e instanceof Error ? e.message : String(e));
  }
  const format = isPlainObject(value) ? value.format : undefined;
  if (typeof format !== 'string' || !format.startsWith(FORMAT_PREFIX)) throw new RecordFileError('notRecord', 'no "format": "dice-referee/game-record@…"');
  const version = Number(format.slice(FORMAT_PREFIX.length));
  if (Number.isInteger(version) && version > FORMAT_VERSION) throw new RecordFileError('newerFormat', format);
  if (format !== GAME_RECORD_FORMAT) throw new RecordFileError('notRecord', `format "${format}"`);
  const checked = gameRecordSchema.safeParse(value);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new RecordFileError('damaged', `${place(issue.path)} should be ${issue.message}`);
  }
  return checked.data;
}

/** `entry`'s dice as the reader saw them: a corrected die's `read` face back, its `read` dropped. */
function diceAsRead(entry: AnyTimelineEntry): Settle['dice'] {
  return entry.dice.map(({ read, ...die }) => (read === undefined ? die : { ...die, face: read }));
}

/**
 * The settled arenas the record's review ruled on, the dice as read: its `settles`, or, in a
 * record written before they were kept, one per timeline entry but the set-up's (the arenas that
 * made no entry — dice pushed, picked up — are then not ruled again, which may rule the game
 * otherwise from there).
 */
export function recordSettles(record: GameRecord): Settle[] {
  if (record.settles) return record.settles;
  return record.entries.filter((entry) => entry.change !== 'setup').map((entry) => ({ tMs: entry.tMs, dice: diceAsRead(entry), entry: entry.index, change: entry.change as Settle['change'] }));
}

/** The time of the settle within half a ms of `ms` (a time written in whole ms names its settle), else `ms`. */
function settleTime(settles: readonly Settle[], ms: number): number {
  return settles.find((settle) => Math.abs(settle.tMs - ms) < 0.5)?.tMs ?? ms;
}

/** What the reviewer said of a recorded review, as the review page holds it to rule it again. */
export interface SaidInRecord {
  /** Faces corrected: entry index (of the timeline as analysed) → die id → face. */
  faces: Map<number, Map<number, Face>>;
  /** Times (ms, the settles') of the arenas ruled as throws. */
  thrown: number[];
  /** Times (ms, the settles') after which a die flew out of sight, one per die. */
  missed: number[];
  /** Players who left, in the order said, at the settles' times. */
  left: Leaving[];
}

/**
 * Every correction `record` holds, its times those of `settles` (the record's, from
 * {@link recordSettles}) within half a ms: the faces (`corrections`), and the arenas ruled as
 * throws, dice out of sight and leavings (`thrownAt`, `missedAt`, `leftAt`, or, in an older
 * record without them, those its entries show ruled: `mayBeThrow: 'ruled'`, `missed`, `left`).
 */
export function recordSaid(record: GameRecord, settles: readonly Settle[]): SaidInRecord {
  const faces = new Map<number, Map<number, Face>>();
  for (const { entry, dieId, face } of record.corrections) faces.set(entry, new Map(faces.get(entry) ?? []).set(dieId, face));
  const thrown = record.thrownAt ?? record.entries.filter((entry) => entry.mayBeThrow === 'ruled').map((entry) => entry.tMs);
  const missed = record.missedAt ?? record.entries.flatMap((entry) => Array.from({ length: entry.missed ?? 0 }, () => entry.tMs));
  const left = record.leftAt ?? record.entries.flatMap((entry) => (entry.left ?? []).map((seat) => ({ tMs: entry.tMs, seat })));
  const at = (ms: number) => settleTime(settles, ms);
  return { faces, thrown: thrown.map(at), missed: missed.map(at), left: left.map((leaving) => ({ tMs: at(leaving.tMs), seat: leaving.seat })) };
}
