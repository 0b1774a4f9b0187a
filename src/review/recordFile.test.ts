import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import { settleFrames } from './fakeSettles.ts';
import { GameReview } from './gameReview.ts';
import { checkRecordSize, MAX_RECORD_BYTES, parseGameRecord, recordSaid, recordSettles, RecordFileError, type RecordProblem } from './recordFile.ts';
import { GAME_RECORD_FORMAT, recordedEntry, recordJson, type GameRecord, type ReviewSetup } from './report.ts';

const SETUP: ReviewSetup = { game: 'strike', players: ['Ann', 'Bob'], edition: 'classic', dieKind: 'strike', keepThrowing: false, language: 'en', analysisFps: 15 };

/** A record of a game given as the arena after each settle, written in the page's way (no settles: an older record). */
function olderRecord(arenas: Face[][]): { record: GameRecord; review: GameReview } {
  const review = GameReview.strike({ game: { players: ['Ann', 'Bob'] } });
  arenas.forEach((faces, i) => {
    for (const frame of settleFrames(faces, i * 1000, { settledFrames: 6 })) review.feed(frame);
  });
  const record: GameRecord = {
    format: GAME_RECORD_FORMAT, setup: SETUP,
    video: { name: 'game.webm', durationMs: 4000, width: 400, height: 200 },
    analysis: { frames: 60, reviewedMs: 4000, complete: true, elapsedMs: 1500, speed: 2.67 },
    entries: review.entries.map(recordedEntry), events: [...review.events], corrections: [], standing: null,
  };
  return { record, review };
}

/** The problem `text` is refused for, and its detail. */
function refusal(text: string): { problem: RecordProblem; detail: string } {
  try {
    parseGameRecord(text);
  } catch (e) {
    if (e instanceof RecordFileError) return { problem: e.problem, detail: e.detail };
    throw e;
  }
  throw new Error('parsed');
}

describe('parseGameRecord', () => {
  it('reads back the record recordJson wrote, equal to it', () => {
    const { record } = olderRecord([['3'], ['3', '5'], ['3', '5', '5']]);
    expect(parseGameRecord(recordJson(record))).toEqual(record);
  });

  it('says a file that is not JSON, JSON that is not a record, and a record of a newer format', () => {
    expect(refusal('{"format": ').problem).toBe('notJson');
    expect(refusal('[1, 2]')).toEqual({ problem: 'notRecord', detail: 'no "format": "dice-referee/game-record@…"' });
    expect(refusal('{"format": "another-app/save@1"}').problem).toBe('notRecord');
    expect(refusal('{"format": "dice-referee/game-record@2", "whatever": true}')).toEqual({ problem: 'newerFormat', detail: 'dice-referee/game-record@2' });
  });

  it('says a binary file (a video, a picture) as no text, not by the parser\'s dump of its bytes', () => {
    // The first bytes of a WebM video as File.text() gives them, and of a PNG (its 0x89 not UTF-8).
    expect(refusal('\u001aE\u07a3\u0001\u0000\u0000\u0000\u0000\u0000\u0000\u001fB\u0086\u0081\u0001webm')).toEqual({ problem: 'notText', detail: '' });
    expect(refusal('\ufffdPNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')).toEqual({ problem: 'notText', detail: '' });
    // Text that is not JSON is still said as not JSON, with the parser's reason.
    expect(refusal('hello\tworld\r\n').problem).toBe('notJson');
  });

  it('refuses a file too large to be a record before it is read, its size in MB', () => {
    expect(() => checkRecordSize(MAX_RECORD_BYTES)).not.toThrow();
    let refused: unknown;
    try {
      checkRecordSize(700_000_000);
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(RecordFileError);
    expect(refused).toMatchObject({ problem: 'tooLarge', detail: '668' });
  });

  it('names the field of a damaged record', () => {
    const { record } = olderRecord([['3'], ['3', '5']]);
    const damaged = (change: (r: Record<string, unknown> & GameRecord) => void) => {
      const copy = JSON.parse(recordJson(record)) as Record<string, unknown> & GameRecord;
      change(copy);
      return refusal(JSON.stringify(copy));
    };
    expect(damaged((r) => { (r.entries[1]!.dice[0] as { box: unknown }).box = [1, 2, 3]; })).toEqual({ problem: 'damaged', detail: 'entries[1].dice[0].box should be 4 numbers' });
    expect(damaged((r) => { delete (r as Partial<GameRecord>).events; })).toEqual({ problem: 'damaged', detail: 'events should be a list' });
    expect(damaged((r) => { (r.setup as { language: string }).language = 'de'; })).toEqual({ problem: 'damaged', detail: 'setup.language should be "en" or "fr"' });
    expect(damaged((r) => { r.entries[1]!.index = 7; })).toEqual({ problem: 'damaged', detail: 'entries[1].index should be 1' });
    expect(damaged((r) => { r.corrections = [{ entry: 9, tMs: 1300, dieId: 1, read: '3', face: '4' }]; })).toEqual({ problem: 'damaged', detail: 'corrections[0].entry should be an entry of the timeline (0 to 2)' });
    expect(damaged((r) => { r.leftAt = [{ tMs: 1300, seat: -1 }]; })).toEqual({ problem: 'damaged', detail: 'leftAt[0].seat should be a whole number from 0' });
    expect(damaged((r) => { r.settles = [{ tMs: 1, dice: [], entry: null, change: 'none', cameraMove: [1, 0, 0] as never }]; })).toEqual({ problem: 'damaged', detail: 'settles[0].cameraMove should be 9 numbers' });
  });
});

describe('parseGameRecord, its schema (src/review/report.ts gameRecordSchema)', () => {
  const { record } = olderRecord([['3'], ['3', '5']]);
  const damaged = (change: (r: Record<string, unknown> & GameRecord) => void) => {
    const copy = JSON.parse(recordJson(record)) as Record<string, unknown> & GameRecord;
    change(copy);
    return refusal(JSON.stringify(copy));
  };

  it('names the set-up\'s game, events and rulings as the schema words them', () => {
    expect(damaged((r) => { (r.setup as { game: string }).game = 'chess'; })).toEqual({ problem: 'damaged', detail: 'setup.game should be "strike" or "dice-game"' });
    expect(damaged((r) => { (r as { setup: unknown }).setup = 'strike'; })).toEqual({ problem: 'damaged', detail: 'setup should be an object' });
    expect(damaged((r) => { (r as { setup: { players: unknown } }).setup.players = []; })).toEqual({ problem: 'damaged', detail: 'setup.players should be a list of names' });
    expect(damaged((r) => { (r.events as unknown[])[0] = { kind: 'gameStarted' }; })).toEqual({ problem: 'damaged', detail: 'events[0] should be an object with its "type" (a text)' });
    expect(damaged((r) => { (r.entries[1]! as { rulings: unknown }).rulings = ['Ann throws']; })).toEqual({ problem: 'damaged', detail: 'entries[1].rulings[0] should be an object with its "text" (a text)' });
    expect(damaged((r) => { (r.analysis as { arena: unknown }).arena = [[0, 0], [1]]; })).toEqual({ problem: 'damaged', detail: 'analysis.arena[1] should be 2 numbers' });
  });

  it('checks the fields an older record\'s corrections are taken from (they were taken unchecked)', () => {
    // A negative count of dice out of sight made recordSaid throw a RangeError; a seat as a name was ruled as such.
    expect(damaged((r) => { r.entries[1]!.missed = -1; })).toEqual({ problem: 'damaged', detail: 'entries[1].missed should be a whole number from 0' });
    expect(damaged((r) => { (r.entries[1]! as { left: unknown }).left = ['Bob']; })).toEqual({ problem: 'damaged', detail: 'entries[1].left[0] should be a whole number from 0' });
    expect(damaged((r) => { (r.entries[1]! as { mayBeThrow: unknown }).mayBeThrow = 'yes'; })).toEqual({ problem: 'damaged', detail: 'entries[1].mayBeThrow should be true or "ruled"' });
  });

  it('refuses a leaving at a seat the game lacks, naming it (it was dropped without a word)', () => {
    expect(damaged((r) => { r.leftAt = [{ tMs: 1000, seat: 5 }]; })).toEqual({ problem: 'damaged', detail: 'leftAt[0].seat should be a seat of the game\'s 2 players (0 to 1)' });
    expect(damaged((r) => { r.entries[1]!.left = [1, 2]; })).toEqual({ problem: 'damaged', detail: 'entries[1].left[1] should be a seat of the game\'s 2 players (0 to 1)' });
    expect(() => damaged((r) => { r.leftAt = [{ tMs: 1000, seat: 1 }]; })).toThrow('parsed');
  });

  it('refuses impossible figures of the video and the analysis, naming them (a negative duration was said as "-0.0 s")', () => {
    expect(damaged((r) => { r.video!.durationMs = -40; })).toEqual({ problem: 'damaged', detail: 'video.durationMs should be a number of ms from 0' });
    expect(damaged((r) => { r.video!.width = 0; })).toEqual({ problem: 'damaged', detail: 'video.width should be a whole number of pixels from 1' });
    expect(damaged((r) => { r.video!.height = 200.5; })).toEqual({ problem: 'damaged', detail: 'video.height should be a whole number of pixels from 1' });
    expect(damaged((r) => { r.analysis!.frames = 1e12; })).toEqual({ problem: 'damaged', detail: 'analysis.frames should be a whole number from 0 to 10000000' });
    expect(damaged((r) => { r.analysis!.frames = 59.5; })).toEqual({ problem: 'damaged', detail: 'analysis.frames should be a whole number from 0 to 10000000' });
    expect(damaged((r) => { r.analysis!.reviewedMs = -1; })).toEqual({ problem: 'damaged', detail: 'analysis.reviewedMs should be a number of ms from 0' });
    expect(damaged((r) => { r.analysis!.speed = -2; })).toEqual({ problem: 'damaged', detail: 'analysis.speed should be a number from 0' });
  });

  it('refuses an unknown Strike edition and a die id twice in one arena, naming them (the CLI stopped on each with an internal error, exit 3: helper 248)', () => {
    expect(damaged((r) => { (r.setup as { edition: string }).edition = 'bogus'; })).toEqual({ problem: 'damaged', detail: 'setup.edition should be one of "2020", "classic", "classic-x2", "impact"' });
    const twice = (dice: { id: number }[]) => dice.push({ ...dice[0]! });
    expect(damaged((r) => { twice(r.entries[2]!.dice); })).toEqual({ problem: 'damaged', detail: `entries[2].dice[${record.entries[2]!.dice.length}].id should be an id no other die of the arena has` });
    const settles = recordSettles(record);
    expect(damaged((r) => { r.settles = structuredClone(settles); twice(r.settles[1]!.dice); })).toEqual({ problem: 'damaged', detail: `settles[1].dice[${settles[1]!.dice.length}].id should be an id no other die of the arena has` });
  });

  it('refuses settles out of time order, naming the order (a correction was blamed)', () => {
    const { record: longer } = olderRecord([['3'], ['3', '5'], ['3', '5', '5']]);
    const settles = recordSettles(longer);
    const swapped = { ...longer, settles: [settles[0]!, settles[2]!, settles[1]!] };
    expect(refusal(recordJson(swapped))).toEqual({ problem: 'damaged', detail: `settles[2].tMs should be a time from settles[1]'s (${settles[2]!.tMs} ms) on: the settles go in time order` });
    expect(parseGameRecord(recordJson({ ...longer, settles }))).toMatchObject({ settles });
  });

  it('does not check the standing, nor require it: a record without one opens (it is ruled again from its settles)', () => {
    const copy = JSON.parse(recordJson(record)) as Partial<GameRecord>;
    delete copy.standing;
    expect(parseGameRecord(JSON.stringify(copy))).toMatchObject({ format: GAME_RECORD_FORMAT, entries: record.entries });
  });

  it('keeps the fields it does not check, and opens a record with a corrected die and the optional lists', () => {
    const copy = JSON.parse(recordJson(record)) as GameRecord & { note: string };
    copy.note = 'kept';
    copy.entries[1]!.dice[0]!.read = null;
    copy.entries[1]!.question = 'Is it a throw?';
    Object.assign(copy, { settles: [{ tMs: 1000, dice: [], entry: 1, change: 'throw', cameraMove: [1, 0, 0, 0, 1, 0, 0, 0, 1] }], thrownAt: [1000], missedAt: [], leftAt: [{ tMs: 1000, seat: 1 }] });
    expect(parseGameRecord(JSON.stringify(copy))).toEqual(copy);
  });
});

describe('recordSettles and recordSaid', () => {
  it('takes an older record\'s settles from its entries, the dice as read, and its corrections from its entries', () => {
    const { record, review } = olderRecord([['3'], ['3', '5'], ['3', '5', '5']]);
    // The second throw's new die (read 5) corrected to 4, as the page writes it.
    const entry = record.entries[3]!;
    const die = entry.dice.find((d) => d.face === '5' && !record.entries[2]!.dice.some((e) => e.id === d.id))!;
    die.read = '5';
    die.face = '4';
    entry.left = [1];
    entry.missed = 2;
    record.entries[2]!.mayBeThrow = 'ruled';
    record.corrections = [{ entry: 3, tMs: entry.tMs, dieId: die.id, read: '5', face: '4' }];
    const settles = recordSettles(record);
    expect(settles.map((s) => [s.tMs, s.entry, s.change, s.dice.map((d) => d.face)])).toEqual(
      review.entries.slice(1).map((e) => [Math.round(e.tMs), e.index, e.change, e.dice.map((d) => d.face)]),
    );
    expect(settles[2]!.dice.every((d) => !('read' in d))).toBe(true);
    const said = recordSaid(record, settles);
    expect([...said.faces].map(([i, dice]) => [i, [...dice]])).toEqual([[3, [[die.id, '4']]]]);
    expect(said).toMatchObject({ thrown: [record.entries[2]!.tMs], missed: [entry.tMs, entry.tMs], left: [{ tMs: entry.tMs, seat: 1 }] });
  });

  it('takes a newer record\'s own lists, each time that of the settle it names in whole ms', () => {
    const { record, review } = olderRecord([['3'], ['3', '5']]);
    const settles = review.settles.map((s) => ({ ...s, tMs: s.tMs + 1 / 3 }));
    const at = Math.round(settles[1]!.tMs);
    const said = recordSaid({ ...record, settles, thrownAt: [at], missedAt: [at, 99_999], leftAt: [{ tMs: at, seat: 0 }] }, settles);
    expect(said).toMatchObject({ thrown: [settles[1]!.tMs], missed: [settles[1]!.tMs, 99_999], left: [{ tMs: settles[1]!.tMs, seat: 0 }] });
    expect(recordSettles({ ...record, settles })).toBe(settles);
  });
});
