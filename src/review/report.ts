/**
 * What a review exports: the game record (plain JSON: the setup, every timeline entry, the
 * game's event log and the players' corrections) and a readable Markdown report with each
 * player's throws (the dice game: rolls), the rulings in order, a histogram of the faces
 * thrown and a chi-square test of the dice's fairness. Pure: no DOM, no files; the browser and
 * the CLI write the strings where they like.
 */
import { z } from 'zod';
import { outsideKindCounts } from '../core/outsideKind.ts';
import { FACES_OF_KIND, type DieKind, type Face } from '../core/types.ts';
import { withoutFaces } from '../core/faceMultiset.ts';
import { LANGUAGES, renderRefusal, type Language } from '../referee/render.ts';
import { GameSession } from '../referee/gameSession.ts';
import { diceGameStanding, strikeStanding, type Standing } from '../referee/standing.ts';
import { DEFAULT_RULES, diceGame, type DiceGameEvent } from '../rules/dice-game/index.ts';
import { classicDicePerPlayer, EDITIONS, strike, type StrikeEvent, type StrikeState } from '../rules/strike/index.ts';
import { reportTexts, type ReportTexts } from '../referee/messages/report.ts';
import { chiSquareFairness, MIN_EXPECTED_COUNT, type FairnessTest } from './fairness.ts';
import { listedDice } from './listedDice.ts';
import { notTakenOutNotes } from './notTakenOutNotes.ts';
import { leavingSchema, reviewedEventSchema, settleSchema, timelineEntrySchema, type AnyTimelineEntry, type DiceGameTimelineEntry, type Leaving, type ReviewedEvent, type Settle, type TimelineEntry } from './gameReview.ts';
import { isPlainObject, recordBoolean, recordDurationMs, recordFace, recordFaceOrNull, recordFrameCount, recordList, recordNumber, recordPixels, recordText, wholeNumber } from './recordFields.ts';

/** Format tag of {@link GameRecord}. */
export const GAME_RECORD_FORMAT = 'dice-referee/game-record@1';

/** The game as the players set it up for the review. */
export interface ReviewSetup {
  /** Game id (src/rules/games.ts): Strike or the dice game. */
  game: 'strike' | 'dice-game';
  /** Player names in seat order; the first starts. */
  players: string[];
  /** Strike edition preset id (src/rules/strike/editions.ts), e.g. `classic` (kept for Strike only). */
  edition: string;
  /**
   * Strike: dice each player starts with, for an edition whose dice-per-player chart no rulebook
   * here gives (`dicePerPlayer: null` in src/rules/strike/editions.ts: 2020, impact), as the
   * live page's set-up and the CLI's `--dice-per-player` ask it; the rules refuse a count outside
   * 1 to `maxDicePerPlayer` (`dicePerPlayerAllowed`). Absent: the classic chart's count for the
   * players (`classicDicePerPlayer`, the first guess both set-up forms show). `NaN` while the
   * review form's field is blank. Not used by an edition with a chart.
   */
  dicePerPlayer?: number;
  /** Which faces the dice show: the Strike edition's dice (`EDITIONS[edition].dieKind`); the dice game: `d6`. */
  dieKind: DieKind;
  /** Strike: a thrower whose dice all differ throws again (true) or passes (false). */
  keepThrowing: boolean;
  /**
   * Strike: the recording is a tournament, as many rounds as players, each starting one, fewest
   * points wins (strike-en.txt, Alternative Game End); absent or false: one game.
   */
  tournament?: boolean;
  /**
   * The dice game's points to win (src/rules/dice-game/config.ts `TARGET_SCORE_CHOICES`);
   * absent: the rules' 5000 (the-dice-game-en.txt).
   */
  targetScore?: number;
  /** Language of the rulings' texts. */
  language: Language;
  /** Frames analysed per second of video. */
  analysisFps: number;
}

/**
 * The setup as a {@link GameRecord} keeps it: only the fields its game uses (a Strike review
 * has no points to win; a dice-game review no Strike edition and no `keepThrowing`).
 */
export type RecordedSetup =
  | (Omit<ReviewSetup, 'targetScore'> & { game: 'strike' })
  | (Omit<ReviewSetup, 'edition' | 'keepThrowing' | 'tournament' | 'dicePerPlayer'> & { game: 'dice-game' });

/** The fields of a {@link RecordedSetup} both games have, as a game record holds them. */
const commonSetupFields = {
  players: recordList(recordText).min(1, 'a list of names'),
  dieKind: z.enum(['d6', 'strike', 'strike-x2'], '"d6", "strike" or "strike-x2"'),
  language: z.enum(LANGUAGES, '"en" or "fr"'),
  analysisFps: recordNumber.positive('a positive number'),
};

/**
 * A {@link RecordedSetup} as a game record holds it: the game's fields by `game` (Strike's edition
 * and rules, the dice game's points to win). Other fields are kept, unchecked.
 */
export const recordedSetupSchema = z.discriminatedUnion('game', [
  z.looseObject({ game: z.literal('strike'), ...commonSetupFields, edition: z.enum(Object.keys(EDITIONS), `one of ${Object.keys(EDITIONS).map((id) => `"${id}"`).join(', ')}`), keepThrowing: recordBoolean, tournament: recordBoolean.optional(), dicePerPlayer: recordNumber.optional() }),
  z.looseObject({ game: z.literal('dice-game'), ...commonSetupFields, targetScore: recordNumber.optional() }),
], { error: (issue) => (isPlainObject(issue.input) ? '"strike" or "dice-game"' : 'an object') }) satisfies z.ZodType<RecordedSetup>;

/**
 * The dice each player of `setup` starts with when its Strike edition has no dice-per-player
 * chart (2020, impact: src/rules/strike/editions.ts, `dicePerPlayer: null`): the set-up's
 * `dicePerPlayer`, else the classic chart's count for its players (`classicDicePerPlayer`,
 * strike-en.txt Setup, the first guess both set-up forms show); `NaN` for a blank field. `null`
 * for an edition with a chart (its stock is the chart's), an unknown one, or the dice game.
 */
export function setupStock(setup: Pick<ReviewSetup, 'game' | 'edition' | 'dicePerPlayer'> & { players: readonly string[] }): number | null {
  if (setup.game !== 'strike' || EDITIONS[setup.edition]?.dicePerPlayer !== null) return null;
  return setup.dicePerPlayer ?? classicDicePerPlayer(setup.players.length);
}

/**
 * The fields of `setup` its game uses (see {@link RecordedSetup}); the page's setup keeps the
 * other game's choices for when the reviewer switches back. A Strike edition without a chart
 * (2020, impact) keeps `dicePerPlayer`, the stock ruled with ({@link setupStock}), as the CLI's
 * `--dice-per-player`; an edition with a chart has none. (The record's `gameStarted` event names
 * the edition refereed in full, its chart `{ "<players>": stock }`, as the CLI's `review --json`
 * set-up line does.)
 */
export function recordedSetup(setup: ReviewSetup): RecordedSetup {
  const { edition, keepThrowing, tournament, targetScore, dicePerPlayer: _typed, ...common } = setup;
  if (setup.game === 'dice-game') return { ...common, game: 'dice-game', ...(targetScore === undefined ? {} : { targetScore }) };
  const stock = setupStock(setup);
  return { ...common, game: 'strike', edition, ...(stock !== null && Number.isFinite(stock) ? { dicePerPlayer: stock } : {}), keepThrowing, ...(tournament ? { tournament } : {}) };
}

/** A player's correction of one die's reading in one timeline entry. */
export interface ReviewCorrection {
  /** Index of the timeline entry. */
  entry: number;
  /** Time of that entry in the video, in whole ms. */
  tMs: number;
  /** The die's track id in that entry. */
  dieId: number;
  /** What the reader saw (`null` = unreadable). */
  read: Face | null;
  /** What the die really shows. */
  face: Face;
}

/** A {@link ReviewCorrection} as a game record holds it (that its entry is one of the record's is the record's check). */
export const reviewCorrectionSchema = z.looseObject({
  entry: wholeNumber,
  tMs: recordNumber,
  dieId: wholeNumber,
  read: recordFaceOrNull,
  face: recordFace,
}, 'an object') satisfies z.ZodType<ReviewCorrection>;

/** The video the game was reviewed from. */
export interface RecordedVideo {
  /** File name. */
  name: string;
  /** Duration in ms. */
  durationMs: number;
  /** Frame size in pixels. */
  width: number;
  height: number;
}

/** A {@link RecordedVideo} as a game record holds it: its duration from 0 ms, its sides whole numbers of pixels from 1. */
export const recordedVideoSchema = z.looseObject({
  name: recordText,
  durationMs: recordDurationMs,
  width: recordPixels,
  height: recordPixels,
}, 'an object') satisfies z.ZodType<RecordedVideo>;

/** How the analysis went. */
export interface AnalysisFigures {
  /** Frames processed. */
  frames: number;
  /** Video time analysed, in ms (less than the video's duration when it ends early). */
  reviewedMs: number;
  /** Whether the frames went on to the video's stated end (`false`: the file may be cut short, or the analysis was stopped). */
  complete: boolean;
  /** Whether the reviewer stopped the analysis before the video's end (absent: not stopped). */
  stopped?: boolean;
  /**
   * The arena outline the reviewer drew, `[N,2]` corners in the video's pixels (the review page's
   * *Arena*, the CLI's `--arena`); absent: proposed from the floor of each settled frame.
   */
  arena?: [number, number][];
  /** Wall-clock time of the analysis, in ms. */
  elapsedMs: number;
  /** Video reviewed / analysis time (× real time), to 2 decimals ({@link analysisSpeed}). */
  speed: number;
}

/**
 * {@link AnalysisFigures} as a game record holds them: `frames` a whole number from 0 to
 * `MAX_RECORD_FRAMES` (src/review/recordFields.ts), times and speed from 0, `arena` corners of 2 numbers.
 */
export const analysisFiguresSchema = z.looseObject({
  frames: recordFrameCount,
  reviewedMs: recordDurationMs,
  complete: recordBoolean,
  stopped: recordBoolean.optional(),
  arena: recordList(z.tuple([recordNumber, recordNumber], '2 numbers')).optional(),
  elapsedMs: recordDurationMs,
  speed: recordNumber.min(0, 'a number from 0'),
}, 'an object') satisfies z.ZodType<AnalysisFigures>;

/**
 * How fast a review ran: the video reviewed (ms) over the wall-clock time it took (ms), × real
 * time to 2 decimals, as records (the page's export, `review --json`) write it.
 */
export function analysisSpeed(reviewedMs: number, elapsedMs: number): number {
  return Math.round((reviewedMs / elapsedMs) * 100) / 100;
}

/** Everything about one reviewed game, plain JSON (`JSON.parse(JSON.stringify(r))` equals `r`). */
export interface GameRecord {
  /** Always {@link GAME_RECORD_FORMAT}. */
  format: typeof GAME_RECORD_FORMAT;
  setup: RecordedSetup;
  video: RecordedVideo | null;
  analysis: AnalysisFigures | null;
  /** The timeline, corrections applied. */
  entries: AnyTimelineEntry[];
  /** The game's event log, corrections applied (Strike's or the dice game's, as `setup.game`). */
  events: ReviewedEvent[];
  corrections: ReviewCorrection[];
  /**
   * Where the game stands after `events` when the video ends before a winner, the facts of
   * {@link standingAtEnd} (src/referee/standing.ts `Standing.standing`: Strike's stocks and
   * arena, the dice game's scores and turn points; `current` a 0-based seat); `null` once won.
   */
  standing: Standing['standing'] | null;
  /**
   * Every settled arena the analysis ruled on, in order, the dice as read (no correction applied),
   * at full precision (times in ms, boxes in the analysed frames' pixels): what the referee runs
   * on again when the record is opened again (src/review/gameReview.ts `Settle`, `replay`).
   * Absent in records written before it was added: the settles are then taken from `entries`
   * (src/review/recordFile.ts `recordSettles`), those that made no entry being lost.
   */
  settles?: Settle[];
  /**
   * Times (whole ms) of the entries whose arena the reviewer ruled as a throw where the referee
   * took none (the page's *Rule it as a throw*, the CLI's `--thrown-at`), those the rules refused
   * too. Absent in older records: taken from the entries ruled so (`mayBeThrow: 'ruled'`).
   */
  thrownAt?: number[];
  /**
   * Strike: times (whole ms) of the entries after whose arena a die flew out of sight, one per
   * die, as said (`--missed-at`), those the rules refused too. Absent in older records: taken
   * from the entries' `missed`.
   */
  missedAt?: number[];
  /**
   * Players said to have left just after an entry's arena (its time in whole ms, their seat from
   * 0), in the order said (`--left-at`), those the rules refused too. Absent in older records:
   * taken from the entries' `left`.
   */
  leftAt?: Leaving[];
}

/**
 * A {@link GameRecord} as a record file holds it: each field of its type (the settles' and the
 * corrections' lists optional, as older records lack them), each timeline entry's `index` its
 * place, each correction's `entry` one of the timeline's, each leaving's seat one of the set-up's
 * players, the settles in time order, the video's and the analysis's figures possible (no negative
 * duration or size, a whole count of frames within reason). Events and rulings are checked as
 * objects with their `type` and `text` only, and `standing` not at all (it may be absent): a record opened again is
 * ruled again from its settles (src/app/review/reopenedReview.ts). Other fields are kept,
 * unchecked. Each issue's message says what the field at its path should be
 * (src/review/recordFile.ts `parseGameRecord` words it).
 */
export const gameRecordSchema = z.looseObject({
  format: z.literal(GAME_RECORD_FORMAT, `"${GAME_RECORD_FORMAT}"`),
  setup: recordedSetupSchema,
  video: recordedVideoSchema.nullable(),
  analysis: analysisFiguresSchema.nullable(),
  entries: recordList(timelineEntrySchema).superRefine((entries, ctx) => {
    entries.forEach((entry, i) => {
      if (entry.index !== i) ctx.addIssue({ code: 'custom', input: entry.index, path: [i, 'index'], message: String(i) });
    });
  }),
  events: recordList(reviewedEventSchema),
  corrections: recordList(reviewCorrectionSchema),
  // Not checked, nor required: a required key refused a record without it ("standing should be Invalid input: expected nonoptional").
  standing: z.custom<Standing['standing'] | null>().catch(null),
  // In time order, as the analysis found them: out of order, the referee ruled them as another game, and a correction was blamed.
  settles: recordList(settleSchema).superRefine((settles, ctx) => {
    settles.forEach((settle, i) => {
      const before = settles[i - 1];
      if (before && settle.tMs < before.tMs) ctx.addIssue({ code: 'custom', input: settle.tMs, path: [i, 'tMs'], message: `a time from settles[${i - 1}]'s (${before.tMs} ms) on: the settles go in time order` });
    });
  }).optional(),
  thrownAt: recordList(recordNumber).optional(),
  missedAt: recordList(recordNumber).optional(),
  leftAt: recordList(leavingSchema).optional(),
}, 'an object').superRefine((record, ctx) => {
  const last = record.entries.length - 1;
  record.corrections.forEach((correction, i) => {
    if (correction.entry > last) ctx.addIssue({ code: 'custom', input: correction.entry, path: ['corrections', i, 'entry'], message: `an entry of the timeline (0 to ${last})` });
  });
  // A leaving at a seat the game lacks would be dropped without a word (the page forgets the leavings of seats it drops).
  const players = record.setup.players.length;
  const seatOf = `a seat of the game's ${players} players (0 to ${players - 1})`;
  (record.leftAt ?? []).forEach((leaving, i) => {
    if (leaving.seat >= players) ctx.addIssue({ code: 'custom', input: leaving.seat, path: ['leftAt', i, 'seat'], message: seatOf });
  });
  record.entries.forEach((entry, i) => {
    (entry.left ?? []).forEach((seat, j) => {
      if (seat >= players) ctx.addIssue({ code: 'custom', input: seat, path: ['entries', i, 'left', j], message: seatOf });
    });
  });
  // A die id twice in one arena: the referee, matching arenas die by die, cannot rule it (diffSnapshots threw, exit 3).
  const onceEach = (list: 'entries' | 'settles', i: number, dice: readonly { id: number }[]) => {
    const seen = new Set<number>();
    dice.forEach((die, j) => {
      if (seen.has(die.id)) ctx.addIssue({ code: 'custom', input: die.id, path: [list, i, 'dice', j, 'id'], message: 'an id no other die of the arena has' });
      seen.add(die.id);
    });
  };
  record.entries.forEach((entry, i) => onceEach('entries', i, entry.dice));
  (record.settles ?? []).forEach((settle, i) => onceEach('settles', i, settle.dice));
}) satisfies z.ZodType<GameRecord>;

/**
 * The corrections as a list, in entry then die order.
 * @param entries the timeline as analysed (before corrections): it gives what was read
 * @param faces entry index → die id → the face the die really shows
 * @throws Error when a correction names an entry or die the timeline does not have
 */
export function listCorrections(entries: readonly AnyTimelineEntry[], faces: ReadonlyMap<number, ReadonlyMap<number, Face>>): ReviewCorrection[] {
  const list: ReviewCorrection[] = [];
  for (const [index, dice] of [...faces].sort(([a], [b]) => a - b)) {
    const entry = entries[index];
    if (!entry) throw new Error(`correction for timeline entry ${index}, which does not exist (${entries.length} entries)`);
    for (const [dieId, face] of [...dice].sort(([a], [b]) => a - b)) {
      const die = entry.dice.find((d) => d.id === dieId);
      if (!die) throw new Error(`correction for die ${dieId} of timeline entry ${index}, which has no such die`);
      list.push({ entry: index, tMs: Math.round(entry.tMs), dieId, read: die.face, face });
    }
  }
  return list;
}

/**
 * A timeline entry as records write it (the review page's exported record, `review --json`):
 * its time in whole ms, boxes in whole pixels and confidences to 2 decimals.
 */
export function recordedEntry<E, C extends string>(entry: TimelineEntry<E, C>): TimelineEntry<E, C> {
  return {
    ...entry,
    tMs: Math.round(entry.tMs),
    dice: entry.dice.map((die) => ({ ...die, box: die.box.map(Math.round) as typeof die.box, confidence: Math.round(die.confidence * 100) / 100 })),
  };
}

/** The record as JSON text (one space indent, final newline). */
export function recordJson(record: GameRecord): string {
  return `${JSON.stringify(record, null, 1)}\n`;
}

/** One throw of the game, as the event log tells it. */
export interface RecordedThrow {
  /** 1, 2, … in game order. */
  number: number;
  /** Seat of the thrower and his name. */
  player: number;
  playerName: string;
  /** Time of the timeline entry that ruled it, in ms. */
  tMs: number;
  /** Dice thrown. */
  count: number;
  /**
   * Faces that came to rest new: the arena after the throw less the faces it showed before
   * (multisets). A die the throw knocked onto another face counts as new too: the video
   * cannot tell which die was thrown and which was knocked.
   */
  landed: Face[];
  /** Faces of every die lying flat in the arena after the throw (old and new). */
  arena: Face[];
  /** Dice the throw left outside the arena or on its rim (thrown or knocked there, seen or not). */
  out: number;
  /**
   * Faces of the dice of `out` still in view, as read (`null`: unreadable), in the order the
   * review lists dice (src/review/listedDice.ts): the dice of the throw's entry outside the
   * arena that were in it, or not in view, at the entry before. Dice knocked out of view or
   * said to have flown out of sight (`missedAt`) have none, so it may hold fewer than `out`.
   * Not among `landed`, nor counted by {@link faceHistogram}: see there.
   */
  outFaces: (Face | null)[];
  /** Dice that did not lie flat; their re-rolled faces are in `rerolled`. */
  leaning: number;
  /** Faces of the re-rolled dice, once placed. */
  rerolled: Face[];
}

/**
 * Every throw of the game, in order, from the timeline's events (folded with the Strike
 * rules to know the arena before each throw).
 * @throws Error when the events do not start with the game's setup
 */
export function recordedThrows(entries: readonly TimelineEntry[]): RecordedThrow[] {
  // (Strike's timeline: src/review/gameReview.ts GameReview.strike.)
  const throws: RecordedThrow[] = [];
  let state: StrikeState | null = null;
  // Whether each die (by track id) lay in the arena at the entry before: a die out there was out before the throw.
  let inArenaBefore = new Map<number, boolean>();
  for (const entry of entries) {
    // The dice newly out at this entry, as the referee counts a throw's `out` (src/referee/snapshotDiff.ts `throwArena`):
    // the entry's own throw left them there, if it has one; its last `missed` throws are of dice said to have flown
    // out of sight after it, never seen (src/review/gameReview.ts TimelineEntry `missed`).
    const ownThrows = entry.events.filter((event) => event.type === 'diceThrown').length - (entry.missed ?? 0);
    let newlyOut = ownThrows > 0 ? listedDice(entry.dice).filter((die) => !die.inArena && inArenaBefore.get(die.id) !== false).map((die) => die.face) : [];
    for (const event of entry.events) {
      if (event.type === 'diceThrown') {
        if (!state) throw new Error('the timeline has a throw before the game was set up');
        const before = state.arena.filter((face): face is Face => face !== null);
        throws.push({
          number: throws.length + 1, player: event.player, playerName: state.players[event.player]?.name ?? `seat ${event.player + 1}`,
          tMs: entry.tMs, count: event.count, landed: withoutFaces(event.arena, before), arena: [...event.arena],
          out: event.out, outFaces: newlyOut.slice(0, event.out), leaning: event.leaning, rerolled: [],
        });
        newlyOut = [];
      }
      if (event.type === 'rerolledDiePlaced') throws.at(-1)?.rerolled.push(event.face);
      state = strike.reduce(state, event);
    }
    inArenaBefore = new Map(entry.dice.map((die) => [die.id, die.inArena]));
  }
  return throws;
}

/** One roll of the dice game, as the event log tells it. */
export interface RecordedRoll {
  /** 1, 2, … in game order. */
  number: number;
  /** Seat of the player who rolled and his name. */
  player: number;
  playerName: string;
  /** Time of the timeline entry that ruled it, in ms. */
  tMs: number;
  /** The faces rolled, in roll order. */
  faces: Face[];
  /** Faces set aside from it (less any put back), in order. */
  kept: Face[];
  /** What they added to the turn. */
  points: number;
  /** Nothing scored: the turn's points were lost (the-dice-game-en.txt, "Farkle"). */
  farkle: boolean;
}

/**
 * Every roll of the dice game, in order, from the timeline's events: what was rolled and
 * what was set aside from it (src/rules/dice-game/types.ts `DiceGameEvent`).
 */
export function recordedRolls(entries: readonly DiceGameTimelineEntry[]): RecordedRoll[] {
  const rolls: RecordedRoll[] = [];
  let players: string[] = [];
  for (const entry of entries) {
    for (const event of entry.events) {
      const last = rolls.at(-1);
      if (event.type === 'gameStarted') players = event.players;
      else if (event.type === 'diceRolled') {
        rolls.push({
          number: rolls.length + 1, player: event.player, playerName: players[event.player] ?? `seat ${event.player + 1}`,
          tMs: entry.tMs, faces: [...event.faces], kept: [], points: 0, farkle: false,
        });
      } else if (event.type === 'diceKept' && last) {
        last.kept.push(...event.faces);
        last.points += event.points;
      } else if (event.type === 'dicePutBack' && last) {
        last.kept = withoutFaces(last.kept, event.faces);
        last.points -= event.points;
      } else if (event.type === 'farkle' && last) last.farkle = true;
    }
  }
  return rolls;
}

/** Count of one face. */
export interface FaceCount {
  face: Face;
  count: number;
}

/**
 * How often each face of `dieKind` came up. Strike: the faces that landed new in the arena
 * after each throw, the re-rolled dice, and the start die when the edition rolls it
 * (harry-potter-strike-en.txt, Setup); a start die placed by hand (strike-en.txt, Setup) is not
 * thrown and not counted. Not the faces of dice a throw left outside the arena
 * (`RecordedThrow.outFaces`, listed in the report's throws): such a die may lie on the arena's
 * rim or against the box, not flat ("dice that landed on top of the arena", strike-en.txt),
 * and the rules have only dice in the arena re-rolled when not lying flat (By the way!), so its
 * face read is not a fair roll's; and dice out of view have none to count. The dice game:
 * every face of every roll.
 * @returns one count per face, in `FACES_OF_KIND` order
 */
export function faceHistogram(entries: readonly AnyTimelineEntry[], dieKind: DieKind, game: ReviewSetup['game'] = 'strike'): FaceCount[] {
  const counts = new Map<Face, number>(FACES_OF_KIND[dieKind].map((face) => [face, 0]));
  const add = (face: Face | null) => {
    if (face !== null && counts.has(face)) counts.set(face, counts.get(face)! + 1);
  };
  if (game === 'dice-game') {
    for (const roll of recordedRolls(entries as readonly DiceGameTimelineEntry[])) roll.faces.forEach(add);
    return [...counts].map(([face, count]) => ({ face, count }));
  }
  const strikeEntries = entries as readonly TimelineEntry[];
  for (const thrown of recordedThrows(strikeEntries)) [...thrown.landed, ...thrown.rerolled].forEach(add);
  for (const entry of strikeEntries) {
    for (const event of entry.events) {
      if (event.type === 'startDiePlaced' && startDieRolled(strikeEntries)) add(event.face);
    }
  }
  return [...counts].map(([face, count]) => ({ face, count }));
}

/** Whether the game's edition rolls its start die. */
function startDieRolled(entries: readonly TimelineEntry[]): boolean {
  for (const entry of entries) {
    for (const event of entry.events) if (event.type === 'gameStarted') return event.edition.startDie === 'rolled';
  }
  return false;
}

/** The fairness test of a histogram, or `null` when no face was counted. */
export function fairnessOf(histogram: readonly FaceCount[]): FairnessTest | null {
  return histogram.some((bin) => bin.count > 0) ? chiSquareFairness(histogram.map((bin) => bin.count)) : null;
}

/**
 * `mm:ss.s` for a time in ms, rounded to the nearest tenth of a second (French `mm:ss,s`, the
 * decimal comma): the review's timeline, player and reports, and `review --thrown-at`'s times.
 */
export function clock(ms: number, language: Language = 'en'): string {
  // Whole tenths first, so that 59.96 s is 01:00.0, not 00:60.0 (helper 156).
  const tenths = Math.round(ms / 100);
  const minutes = Math.floor(tenths / 600);
  const rest = tenths - minutes * 600;
  const time = `${String(minutes).padStart(2, '0')}:${String(Math.floor(rest / 10)).padStart(2, '0')}.${rest % 10}`;
  return language === 'fr' ? time.replace('.', ',') : time;
}

/** Escapes Markdown's special characters in text from the players (names, file names). */
function md(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);
}

/** A p-value for people: 4 significant digits, or `< 0.0001`. */
export function formatP(p: number): string {
  return p < 1e-4 ? '< 0.0001' : p.toFixed(4);
}

/** Width in characters of the histogram's longest bar. */
const BAR_WIDTH = 30;
/** Significance level the report's verdict uses. */
const ALPHA = 0.05;

/**
 * The readable report, in Markdown, in the review's language (`setup.language`; words in
 * src/referee/messages/report.ts): the setup, each player's throws, the rulings in order
 * (refused arenas marked, and dice showing a face the review's dice lack), the corrections, the face histogram and the fairness test.
 */
export function markdownReport(record: GameRecord): string {
  const { setup, entries } = record;
  const t = reportTexts(setup.language);
  const lines: string[] = [];
  const diceGame = setup.game === 'dice-game';
  lines.push(`# ${t.title(record.video ? md(record.video.name) : null)}`, '');
  if (diceGame) lines.push(t.diceGame(setup.targetScore ?? DEFAULT_RULES.targetScore, FACES_OF_KIND[setup.dieKind].join(' ')));
  else lines.push(t.game(setup.edition, FACES_OF_KIND[setup.dieKind].join(' '), 'dicePerPlayer' in setup ? setup.dicePerPlayer ?? null : null));
  lines.push(t.players(setup.players.map(md).join(', ')));
  if (!diceGame) lines.push(t.keepThrowing(setup.keepThrowing));
  if (!diceGame && 'tournament' in setup && setup.tournament) lines.push(t.tournament(setup.players.length));
  if (record.video) lines.push(t.video(clock(record.video.durationMs, setup.language), record.video.width, record.video.height));
  if (record.analysis) {
    lines.push(t.analysis(record.analysis.frames, setup.analysisFps, record.analysis.elapsedMs / 1000, record.analysis.speed));
    if (record.analysis.arena) lines.push(t.arenaDrawn(record.analysis.arena.map(([x, y]) => `${x},${y}`).join(' ')));
    if (record.analysis.stopped) lines.push(t.stoppedAt(clock(record.analysis.reviewedMs, setup.language), record.video ? clock(record.video.durationMs, setup.language) : null));
    else if (!record.analysis.complete) lines.push(t.endsEarly(clock(record.analysis.reviewedMs, setup.language), record.video ? clock(record.video.durationMs, setup.language) : null));
  }
  lines.push('');

  if (diceGame) lines.push(...rollsByPlayer(setup, recordedRolls(entries as DiceGameTimelineEntry[]), t));
  else lines.push(...throwsByPlayer(setup, recordedThrows(entries as TimelineEntry[]), t));
  lines.push(...rulingLines(record, t));
  lines.push(...correctionLines(record, t));

  const histogram = faceHistogram(entries, setup.dieKind, setup.game);
  const most = Math.max(1, ...histogram.map((bin) => bin.count));
  lines.push(`## ${t.facesThrown}`, '', diceGame ? t.facesRolled : t.facesCounted, '');
  lines.push(`| ${t.faceColumns[0]} | ${t.faceColumns[1]} | |`, '|---|---|---|');
  for (const bin of histogram) lines.push(`| ${bin.face} | ${bin.count} | ${'█'.repeat(Math.round((bin.count / most) * BAR_WIDTH))} |`);
  lines.push('');

  lines.push(`## ${t.fairness}`, '');
  const test = fairnessOf(histogram);
  if (!test) {
    lines.push(t.noFaces);
  } else {
    lines.push(
      t.chiSquare(histogram.length, test.statistic, test.degreesOfFreedom, formatP(test.pValue), test.total, test.expected),
      '',
      t.verdict(test.pValue < ALPHA, ALPHA),
    );
    if (test.fewCounts) lines.push('', t.fewCounts(MIN_EXPECTED_COUNT));
  }
  lines.push('');
  return lines.join('\n');
}

/**
 * A section of one table per player: `heading`, then under each player's name the table of
 * their `items` (`columns`, one row of cells each), or `none`.
 */
function tablesByPlayer<T extends { player: number }>(
  players: readonly string[], items: readonly T[], texts: { heading: string; none: string; columns: readonly string[] }, row: (item: T) => (string | number)[],
): string[] {
  const lines = [`## ${texts.heading}`, ''];
  players.forEach((name, seat) => {
    const own = items.filter((item) => item.player === seat);
    lines.push(`### ${md(name)}`, '');
    if (own.length === 0) {
      lines.push(texts.none, '');
      return;
    }
    lines.push(`| ${texts.columns.join(' | ')} |`, `|${'---|'.repeat(texts.columns.length)}`);
    for (const item of own) lines.push(`| ${row(item).join(' | ')} |`);
    lines.push('');
  });
  return lines;
}

/** The report's Strike section: each player's throws, a table each. */
function throwsByPlayer(setup: RecordedSetup, throws: readonly RecordedThrow[], t: ReportTexts): string[] {
  const faces = (list: string[]) => (list.length ? list.join(' ') : '–');
  return tablesByPlayer(setup.players, throws, { heading: t.throwsByPlayer, none: t.noThrows, columns: t.throwColumns }, (th) => {
    const rerolled = th.leaning ? `${th.leaning}${th.rerolled.length ? ` (${th.rerolled.join(' ')})` : ''}` : '0';
    // The faces that landed: new in the arena, then each die out that is in view, marked out.
    const landed = [...th.landed, ...th.outFaces.map((face) => t.outFace(face ?? '?'))];
    return [th.number, clock(th.tMs, setup.language), th.count, faces(landed), faces(th.arena), th.out, rerolled];
  });
}

/** The report's dice-game section: each player's rolls, with what was set aside from each. */
function rollsByPlayer(setup: RecordedSetup, rolls: readonly RecordedRoll[], t: ReportTexts): string[] {
  return tablesByPlayer(setup.players, rolls, { heading: t.rollsByPlayer, none: t.noRolls, columns: t.rollColumns }, (roll) => {
    const kept = roll.farkle ? t.farkle : roll.kept.length > 0 ? `${roll.kept.join(' ')} (${roll.points})` : '–';
    return [roll.number, clock(roll.tMs, setup.language), roll.faces.length, roll.faces.join(' '), kept];
  });
}

/**
 * The report's rulings in order, refused arenas and what a live referee would have asked among
 * them; dice taken out that still lie in the arena said under the first entry they hold only
 * (src/review/notTakenOutNotes.ts, as the CLI's review and the review page: helper 231 saw it
 * under every later entry). A later entry they hold gets no line: it ruled nothing, and the
 * list reads on from the first.
 */
function rulingLines(record: GameRecord, t: ReportTexts): string[] {
  const { setup, entries } = record;
  const lines = [`## ${t.rulings}`, ''];
  let any = false;
  // Dice taken out that still lie in the arena: said under the first entry they hold only, as the CLI's review does.
  const notTakenOut = notTakenOutNotes(entries);
  entries.forEach((entry, position) => {
    const at = `\`${clock(entry.tMs, setup.language)}\``;
    for (const [face, count] of outsideKindCounts(entry.dice)) {
      lines.push(`1. ${at} ${t.outsideKind(face, count, FACES_OF_KIND[setup.dieKind].join(' '))}`);
      any = true;
    }
    if (entry.question && !entry.rejected) {
      // As the timeline shows it: what a live referee would have asked the players here, before
      // the rulings that followed without an answer.
      lines.push(`1. ${at} ${t.wouldAsk(md(entry.question))}`);
      any = true;
    }
    if (entry.notTakenOut && notTakenOut[position] === 'first') {
      lines.push(`1. ${at} ${t.notTakenOut(entry.notTakenOut.dice, clock(entry.notTakenOut.atMs, setup.language))}`);
      any = true;
    }
    // The players said to have left after this arena, in order: each leaving's rulings start with its own `retired`.
    const leavers = [...(entry.left ?? [])];
    entry.rulings.forEach((ruling, i) => {
      // Said by the players (--missed-at, the page's button): its rulings follow the arena's own.
      if (entry.missed && i === entry.missedFrom) lines.push(`1. ${at} ${t.missed(entry.missed)}`);
      // Said by the players too (--left-at, the page's *A player left after this arena*).
      if (ruling.type === 'retired' && leavers.length > 0) {
        const seat = leavers.shift()!;
        lines.push(`1. ${at} ${t.left(md(setup.players[seat] ?? String(seat + 1)))}`);
      }
      lines.push(`1. ${at} ${md(ruling.text)}`);
      any = true;
    });
    if (entry.rejected) {
      lines.push(`1. ${at} ${t.refused(md(renderRefusal(setup.game, entry.rejected, setup.language)))}`);
      any = true;
    }
  });
  if (!any) lines.push(t.noRulings);
  lines.push('');
  const standing = standingAtEnd(setup, record.events);
  if (standing) lines.push(md(standing.text), '');
  return lines;
}

/**
 * Where the reviewed game stands after `events` (src/referee/standing.ts), in the setup's
 * language, or `null` once it is won.
 * @throws Error when the events do not fold (not a game's log)
 */
export function standingAtEnd(setup: Pick<ReviewSetup, 'game' | 'language'>, events: readonly ReviewedEvent[]): Standing | null {
  if (setup.game === 'dice-game') return diceGameStanding(GameSession.resume(diceGame, events as DiceGameEvent[]).state, setup.language);
  return strikeStanding(GameSession.resume(strike, events as StrikeEvent[]).state, setup.language);
}

/** The report's corrections of the dice read, each die named by where it lay. */
function correctionLines(record: GameRecord, t: ReportTexts): string[] {
  const lines = [`## ${t.corrections}`, ''];
  if (record.corrections.length === 0) lines.push(t.noCorrections);
  for (const c of record.corrections) {
    // The die by where it lies in the frame (tracker ids are shown nowhere on the pages).
    const box = record.entries[c.entry]?.dice.find((die) => die.id === c.dieId)?.box;
    const at: [number, number] | null = box ? [Math.round((box[0] + box[2]) / 2), Math.round((box[1] + box[3]) / 2)] : null;
    lines.push(`- \`${clock(c.tMs, record.setup.language)}\` ${t.correction(at, c.read, c.face)}`);
  }
  lines.push('');
  return lines;
}
