/**
 * Reading a game record back (src/review/report.ts `GameRecord`, as the review page exports it
 * and `recordJson` writes it): the text checked as JSON of the record's shape, and what a review
 * needs to be ruled again from it — the settled arenas as analysed and every correction said.
 * Pure: no DOM, no files.
 */
import { FACES, type Face } from '../core/types.ts';
import type { AnyTimelineEntry, Leaving, Settle } from './gameReview.ts';
import { GAME_RECORD_FORMAT, type GameRecord } from './report.ts';

/** What the format tag of every game record starts with; the format's version follows. */
const FORMAT_PREFIX = 'dice-referee/game-record@';

/** The version of {@link GAME_RECORD_FORMAT} (the number after its `@`). */
const FORMAT_VERSION = Number(GAME_RECORD_FORMAT.slice(FORMAT_PREFIX.length));

/**
 * Why a text is not a record this version opens: `notJson` it is not JSON; `notRecord` JSON
 * without a game record's format tag (another file); `newerFormat` a record of a format version
 * after {@link GAME_RECORD_FORMAT}'s (written by a newer Dice Referee); `damaged` a record whose
 * content is not of the record's shape (edited, cut short).
 */
export type RecordProblem = 'notJson' | 'notRecord' | 'newerFormat' | 'damaged';

/** A text that is not a game record this version opens; `detail` says where (English, for `damaged`; the format tag for `newerFormat`). */
export class RecordFileError extends Error {
  constructor(readonly problem: RecordProblem, readonly detail: string) {
    super(`not a game record (${problem}): ${detail}`);
    this.name = 'RecordFileError';
  }
}

/** Whether `value` is a plain object (not null, not an array). */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the record's shape, each failure naming its place (`entries[3].dice[0].box`). */
class ShapeCheck {
  /** @throws RecordFileError (`damaged`) naming `at` and what it should be */
  fail(at: string, should: string): never {
    throw new RecordFileError('damaged', `${at} should be ${should}`);
  }

  object(value: unknown, at: string): Record<string, unknown> {
    return isObject(value) ? value : this.fail(at, 'an object');
  }

  array(value: unknown, at: string): unknown[] {
    return Array.isArray(value) ? value : this.fail(at, 'a list');
  }

  number(value: unknown, at: string, optional = false): void {
    if (optional && value === undefined) return;
    if (typeof value !== 'number' || !Number.isFinite(value)) this.fail(at, 'a number');
  }

  integer(value: unknown, at: string, min = 0): void {
    if (!Number.isInteger(value) || (value as number) < min) this.fail(at, `a whole number from ${min}`);
  }

  string(value: unknown, at: string): void {
    if (typeof value !== 'string') this.fail(at, 'a text');
  }

  boolean(value: unknown, at: string, optional = false): void {
    if (optional && value === undefined) return;
    if (typeof value !== 'boolean') this.fail(at, 'true or false');
  }

  face(value: unknown, at: string, orNull = false): void {
    if (orNull && value === null) return;
    if (!FACES.includes(value as Face)) this.fail(at, `a face (${FACES.join(', ')})${orNull ? ' or null' : ''}`);
  }

  /** A die as a snapshot holds it (src/tracking/types.ts `SnapshotDie`), with `read` where corrected. */
  die(value: unknown, at: string): void {
    const die = this.object(value, at);
    this.integer(die.id, `${at}.id`);
    const box = this.array(die.box, `${at}.box`);
    if (box.length !== 4) this.fail(`${at}.box`, '4 numbers');
    box.forEach((n, i) => this.number(n, `${at}.box[${i}]`));
    this.face(die.face, `${at}.face`, true);
    this.number(die.confidence, `${at}.confidence`);
    this.boolean(die.inArena, `${at}.inArena`);
    if ('read' in die) this.face(die.read, `${at}.read`, true);
    if (die.faceOutsideKind !== undefined) this.face(die.faceOutsideKind, `${at}.faceOutsideKind`);
  }

  setup(value: unknown): void {
    const setup = this.object(value, 'setup');
    if (setup.game !== 'strike' && setup.game !== 'dice-game') this.fail('setup.game', '"strike" or "dice-game"');
    const players = this.array(setup.players, 'setup.players');
    if (players.length === 0) this.fail('setup.players', 'a list of names');
    players.forEach((name, i) => this.string(name, `setup.players[${i}]`));
    if (setup.dieKind !== 'd6' && setup.dieKind !== 'strike' && setup.dieKind !== 'strike-x2') this.fail('setup.dieKind', '"d6", "strike" or "strike-x2"');
    if (setup.language !== 'en' && setup.language !== 'fr') this.fail('setup.language', '"en" or "fr"');
    this.number(setup.analysisFps, 'setup.analysisFps');
    if ((setup.analysisFps as number) <= 0) this.fail('setup.analysisFps', 'a positive number');
    if (setup.game === 'strike') {
      this.string(setup.edition, 'setup.edition');
      this.boolean(setup.keepThrowing, 'setup.keepThrowing');
      this.boolean(setup.tournament, 'setup.tournament', true);
      this.number(setup.dicePerPlayer, 'setup.dicePerPlayer', true);
    } else {
      this.number(setup.targetScore, 'setup.targetScore', true);
    }
  }

  video(value: unknown): void {
    if (value === null) return;
    const video = this.object(value, 'video');
    this.string(video.name, 'video.name');
    for (const key of ['durationMs', 'width', 'height']) this.number(video[key], `video.${key}`);
  }

  analysis(value: unknown): void {
    if (value === null) return;
    const analysis = this.object(value, 'analysis');
    for (const key of ['frames', 'reviewedMs', 'elapsedMs', 'speed']) this.number(analysis[key], `analysis.${key}`);
    this.boolean(analysis.complete, 'analysis.complete');
    this.boolean(analysis.stopped, 'analysis.stopped', true);
    if (analysis.arena !== undefined) {
      this.array(analysis.arena, 'analysis.arena').forEach((corner, i) => {
        const point = this.array(corner, `analysis.arena[${i}]`);
        if (point.length !== 2) this.fail(`analysis.arena[${i}]`, '2 numbers');
        point.forEach((n, k) => this.number(n, `analysis.arena[${i}][${k}]`));
      });
    }
  }

  entry(value: unknown, i: number): void {
    const at = `entries[${i}]`;
    const entry = this.object(value, at);
    if (entry.index !== i) this.fail(`${at}.index`, String(i));
    this.number(entry.tMs, `${at}.tMs`);
    this.string(entry.change, `${at}.change`);
    this.array(entry.dice, `${at}.dice`).forEach((die, k) => this.die(die, `${at}.dice[${k}]`));
    this.array(entry.events, `${at}.events`).forEach((event, k) => this.string(this.object(event, `${at}.events[${k}]`).type, `${at}.events[${k}].type`));
    this.array(entry.rulings, `${at}.rulings`).forEach((ruling, k) => this.string(this.object(ruling, `${at}.rulings[${k}]`).text, `${at}.rulings[${k}].text`));
  }

  settle(value: unknown, i: number): void {
    const at = `settles[${i}]`;
    const settle = this.object(value, at);
    this.number(settle.tMs, `${at}.tMs`);
    this.array(settle.dice, `${at}.dice`).forEach((die, k) => this.die(die, `${at}.dice[${k}]`));
    if (settle.entry !== null) this.integer(settle.entry, `${at}.entry`);
    this.string(settle.change, `${at}.change`);
    this.boolean(settle.outsideOnly, `${at}.outsideOnly`, true);
    if (settle.cameraMove !== undefined) {
      const move = this.array(settle.cameraMove, `${at}.cameraMove`);
      if (move.length !== 9) this.fail(`${at}.cameraMove`, '9 numbers');
      move.forEach((n, k) => this.number(n, `${at}.cameraMove[${k}]`));
    }
  }

  correction(value: unknown, i: number, entries: number): void {
    const at = `corrections[${i}]`;
    const correction = this.object(value, at);
    this.integer(correction.entry, `${at}.entry`);
    if ((correction.entry as number) >= entries) this.fail(`${at}.entry`, `an entry of the timeline (0 to ${entries - 1})`);
    this.number(correction.tMs, `${at}.tMs`);
    this.integer(correction.dieId, `${at}.dieId`);
    this.face(correction.read, `${at}.read`, true);
    this.face(correction.face, `${at}.face`);
  }

  /** An optional list of times in ms. */
  times(value: unknown, at: string): void {
    if (value !== undefined) this.array(value, at).forEach((ms, i) => this.number(ms, `${at}[${i}]`));
  }

  leavings(value: unknown): void {
    if (value === undefined) return;
    this.array(value, 'leftAt').forEach((leaving, i) => {
      const left = this.object(leaving, `leftAt[${i}]`);
      this.number(left.tMs, `leftAt[${i}].tMs`);
      this.integer(left.seat, `leftAt[${i}].seat`);
    });
  }
}

/**
 * The game record in `text` (a `.json` file the review page exported, or `review --json` wrote),
 * its shape checked: the fields of `GameRecord`, of their types, so that the page can rule it
 * again. The optional fields added since the format's first records (`settles`, `thrownAt`,
 * `missedAt`, `leftAt`) may be absent; other fields are ignored.
 * @throws RecordFileError `notJson` when `text` is not JSON; `notRecord` when it holds no game
 *   record's format tag; `newerFormat` for a record of a later format version than
 *   {@link GAME_RECORD_FORMAT}'s; `damaged`, naming the field, when a field is missing or of
 *   another type, an entry's `index` is not its place, or a correction names no entry
 */
export function parseGameRecord(text: string): GameRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new RecordFileError('notJson', e instanceof Error ? e.message : String(e));
  }
  const format = isObject(value) ? value.format : undefined;
  if (typeof format !== 'string' || !format.startsWith(FORMAT_PREFIX)) throw new RecordFileError('notRecord', 'no "format": "dice-referee/game-record@…"');
  const version = Number(format.slice(FORMAT_PREFIX.length));
  if (Number.isInteger(version) && version > FORMAT_VERSION) throw new RecordFileError('newerFormat', format);
  if (format !== GAME_RECORD_FORMAT) throw new RecordFileError('notRecord', `format "${format}"`);
  const record = value as Record<string, unknown>;
  const check = new ShapeCheck();
  check.setup(record.setup);
  check.video(record.video);
  check.analysis(record.analysis);
  const entries = check.array(record.entries, 'entries');
  entries.forEach((entry, i) => check.entry(entry, i));
  check.array(record.events, 'events').forEach((event, i) => check.string(check.object(event, `events[${i}]`).type, `events[${i}].type`));
  check.array(record.corrections, 'corrections').forEach((correction, i) => check.correction(correction, i, entries.length));
  if (record.settles !== undefined) check.array(record.settles, 'settles').forEach((settle, i) => check.settle(settle, i));
  check.times(record.thrownAt, 'thrownAt');
  check.times(record.missedAt, 'missedAt');
  check.leavings(record.leftAt);
  return value as GameRecord;
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
