/**
 * Reviewing a recorded game: the frames' vision results go through the tracker and the game's
 * live referee in recording mode (nobody to ask or to press a button: Strike assumes a pass
 * when all dice differ, the dice game a bank when the next player rolls), and every settled
 * arena becomes a timeline entry with the dice read and the rulings that followed. The same
 * code serves the CLI (`dice-referee review`) and the review page, for both games.
 */
import { z } from 'zod';
import type { Homography } from '../core/homography.ts';
import { facesShown, outsideKindCounts } from '../core/outsideKind.ts';
import type { Face } from '../core/types.ts';
import { mergeSteps, type SessionStep } from '../referee/gameSession.ts';
import { LiveDiceGameReferee, type DiceGameChange } from '../referee/liveDiceGameReferee.ts';
import { LiveStrikeReferee, type LiveChange } from '../referee/liveStrikeReferee.ts';
import { missedDieRefusal, type MissedDieRefusal } from '../referee/strikeReferee.ts';
import { renderAnnouncement, renderQuestion, type Language } from '../referee/render.ts';
import { DEFAULT_SNAPSHOT_DIFF_CONFIG } from '../referee/snapshotDiff.ts';
import { sameDiceInArena } from '../referee/besideArena.ts';
import { retireRefusal as diceGameRetireRefusal, type DiceGameConfig, type DiceGameEvent } from '../rules/dice-game/index.ts';
import { DICE_COUNT } from '../rules/dice-game/scoring.ts';
import type { Announcement, Refusal } from '../rules/engine.ts';
import { retireRefusal as strikeRetireRefusal, type StrikeConfig, type StrikeEvent } from '../rules/strike/index.ts';
import { ArenaTracker, type ArenaTrackerOptions } from '../tracking/arenaTracker.ts';
import { distanceDieSizes } from '../tracking/dieTracker.ts';
import type { ArenaSnapshot, DieId, SnapshotDie } from '../tracking/types.ts';
import type { FrameResult } from '../vision/pipeline.ts';
import { CoveredArenaWatch, type CoveredStretch } from './coveredArena.ts';
import { isPlainObject, recordBoolean, recordFace, recordFaceOrNull, recordList, recordNumber, wholeNumber } from './recordFields.ts';

/**
 * How far a `ReviewOptions.thrownAt` or `missedAt` time may lie from the settle it names, in ms
 * (either side): the timeline's times are rounded to the tenth of a second, and the review page,
 * sampling the video its own way, may print a settle's time a few tenths from the CLI's (the
 * demo's 9-die throw: 00:18.9 in the CLI, 00:19.1 on the page; helpers 159, 186); a time copied
 * from either names the same settle up to half a second off. Settles that rule something lie a
 * second or more apart. A time while the settle's dice lie still, from the first still frame to
 * the frame the arena moves again, names it too, however long after its time (read off a video
 * player: helper 190; see {@link GameReview.feed}).
 */
export const THROWN_AT_SLACK_MS = 500;

/** A ruling with its text. */
export interface TimelineRuling extends Announcement {
  /** The announcement in the review's language. */
  text: string;
}

/**
 * One settled arena of the recording and what the referee made of it. `E` is the game's event
 * type and `C` what its live referee says a snapshot was taken for: Strike's by default
 * (src/rules/strike, src/referee/liveStrikeReferee.ts `LiveChange`); the dice game's with
 * {@link DiceGameTimelineEntry}.
 */
export interface TimelineEntry<E = StrikeEvent, C extends string = LiveChange> {
  /** Position in the timeline, from 0. */
  index: number;
  /** Time of the settled frame in the recording, in ms. */
  tMs: number;
  /** `setup` for the game's opening entry, else what the snapshot was taken for. */
  change: C | 'setup';
  /** The dice read, with their track ids (empty for `setup`); corrected faces as given (see {@link TimelineDie}). */
  dice: TimelineDie[];
  /** Game events this settle caused, in order. */
  events: E[];
  /** What the referee announced, in order. */
  rulings: TimelineRuling[];
  /**
   * The rules refused what was seen (the arena cannot follow from the last one): code, the
   * engine's English sentence and params; src/referee/render.ts `renderRefusal` words it.
   */
  rejected?: Refusal;
  /** What a live referee would have asked the players here, in the review's language. */
  question?: string;
  /**
   * The arena here may be a throw the referee did not take for one: dice that came to lie
   * beside the arena while nothing in it moved (taken as set down), or a change the rules could
   * not explain. `true` while not ruled as a throw; the review can rule it so
   * ({@link GameReview.replay}'s `thrown`, `ReviewOptions.thrownAt`), and then says `'ruled'`.
   */
  mayBeThrow?: true | 'ruled';
  /**
   * Dice the players say were thrown after this arena and flew out of sight, never landing in
   * view (off the table): each ruled as a throw of one die out of the arena, the arena as it
   * lies ("Any dice which fly out of the arena (or never land in it) must be removed",
   * strike-en.txt, That was probably niX!; src/referee/liveStrikeReferee.ts `dieMissed`), its
   * events and rulings after this arena's own. Said with `ReviewOptions.missedAt` or
   * {@link GameReview.replay}'s `missed`; absent: none.
   */
  missed?: number;
  /** With {@link missed}: the index in {@link rulings} of the first ruling of those dice (the arena's own come before it). */
  missedFrom?: number;
  /**
   * Strike: a die thrown after this arena could be ruled thrown out of sight (the live referee's
   * `canRuleMissedDie` once the arena is ruled: a thrower to throw one die, the game not over);
   * absent where none could (the review page offers its button only here: helper 175 saw it under
   * every entry, the winner's included).
   */
  mayMiss?: true;
  /**
   * Seats (from 0) of the players who left the game just after this arena, as the players said
   * ({@link GameReview.replay}'s `left`, `review --left-at`), in order; their rulings ("Bob retires
   * from the game.") come after the arena's own. Absent: nobody left here.
   */
  left?: number[];
  /**
   * Seats (from 0) of the players who could leave the game just after this arena, once its own
   * rulings and the leavings said here are ruled (the recording referee's `retire` would rule
   * them: the game not over, the player still in, another player still in, the referee waiting on
   * nothing; src/rules/common/retire.ts, src/rules/dice-game/apply.ts `retire`, our reading);
   * absent where none could (the review page offers its *A player left* list only here, with those
   * players: helper 215 saw it offer every player under the winner's entry, each refused), and on
   * the set-up entry, which is no arena: a leaving is said after an arena only (`replay`'s `left`,
   * the review page's list, `review --left-at`).
   */
  mayLeave?: number[];
  /**
   * Ids of this entry's dice that the rules took out of play and that still lie in the arena, as
   * the live page marks them "take out": dice collected ("you take all these dice out of the
   * arena"), X dice ("you must immediately remove it") and dice out of it ("must be removed and
   * placed next to the box"), strike-en.txt; absent when there are none (always, in the dice game).
   */
  toRemove?: DieId[];
  /**
   * Strike: dice an earlier ruling took out of play still lay in the arena here, so the change
   * seen was not ruled as a throw (src/referee/liveStrikeReferee.ts `heldForTakeOut`): the game
   * filmed went on with them, otherwise than the game ruled (a correction, or a misread, made
   * that ruling). How many, and the time (ms) of the entry whose ruling took the first of them
   * out; absent otherwise.
   */
  notTakenOut?: { dice: number; atMs: number };
}

/**
 * A die of a timeline entry: as the tracker voted it, or, where a player's correction stands
 * (see {@link correctedFaces}), with the face given and `read`, the face the reader saw
 * (`null`: unreadable); `confidence` stays the reader's.
 */
export type TimelineDie = SnapshotDie & { read?: Face | null };

/**
 * A {@link TimelineDie} (or a {@link Settle}'s die) as a game record holds it: its id, a box of
 * 4 numbers, its face or `null`, its confidence, whether in the arena; `read` and
 * `faceOutsideKind` where there are. Other fields are kept, unchecked.
 */
export const timelineDieSchema = z.looseObject({
  id: wholeNumber,
  box: z.tuple([recordNumber, recordNumber, recordNumber, recordNumber], '4 numbers'),
  face: recordFaceOrNull,
  confidence: recordNumber,
  inArena: recordBoolean,
  read: recordFaceOrNull.optional(),
  faceOutsideKind: recordFace.optional(),
}, 'an object') satisfies z.ZodType<TimelineDie>;

/**
 * A settled arena the referee ruled on, whether or not it made a timeline entry (dice pushed,
 * picked up, the first look): what {@link GameReview.replay} feeds the referee again.
 */
export interface Settle {
  /** Time of the settled frame, in ms. */
  tMs: number;
  /** The dice read, with their track ids. */
  dice: SnapshotDie[];
  /** Index of the timeline entry it made, or `null` when it made none. */
  entry: number | null;
  /**
   * What the live referee said the snapshot was taken for (src/referee/liveStrikeReferee.ts
   * `LiveChange`, src/referee/liveDiceGameReferee.ts `DiceGameChange`), as the dice were read.
   */
  change: ReviewedChange;
  /** The settle was read again for a change beside the arena only (src/tracking/types.ts `ArenaSnapshot.outsideOnly`). */
  outsideOnly?: boolean;
  /**
   * The camera moved since the settle before (src/tracking/types.ts `ArenaSnapshot.cameraMove`:
   * 3 × 3 homography, row-major, from that settle's frame pixels to this one's): handed to the
   * referee again when the settles are replayed, so that dice that lay still are not taken for moved.
   */
  cameraMove?: Homography;
}

/** A timeline entry of the dice game (src/rules/dice-game, src/referee/liveDiceGameReferee.ts). */
export type DiceGameTimelineEntry = TimelineEntry<DiceGameEvent, DiceGameChange>;

/** An event of either reviewed game (a game record's log: its `gameStarted` event says which). */
export type ReviewedEvent = StrikeEvent | DiceGameEvent;

/** What a snapshot was taken for in either reviewed game. */
export type ReviewedChange = LiveChange | DiceGameChange;

/**
 * A {@link ReviewedEvent} as a game record holds it: checked as an object with its `type` (a
 * text) only; the rules' own events (src/rules) are not described here, and a record opened again
 * is ruled again from its settles, its events unread.
 */
export const reviewedEventSchema = z.custom<ReviewedEvent>((value) => isPlainObject(value) && typeof value.type === 'string', 'an object with its "type" (a text)');

/**
 * A {@link ReviewedChange} as a game record holds it (a settle's `change`): checked as a text only
 * (the live referees' values are not listed here).
 */
export const reviewedChangeSchema = z.custom<ReviewedChange>((value) => typeof value === 'string', 'a text');

/**
 * A {@link Settle} as a game record holds it: its time, its dice ({@link timelineDieSchema}), its
 * entry or `null`, what it was taken for, `outsideOnly` and `cameraMove` (9 numbers) where there are.
 */
export const settleSchema = z.looseObject({
  tMs: recordNumber,
  dice: recordList(timelineDieSchema),
  entry: wholeNumber.nullable(),
  change: reviewedChangeSchema,
  outsideOnly: recordBoolean.optional(),
  cameraMove: recordList(recordNumber).length(9, '9 numbers').optional(),
}, 'an object') satisfies z.ZodType<Settle>;

/** A review of either game, as the review page and a game record hold it. */
export type AnyReview = GameReview<ReviewedEvent, ReviewedChange>;

/** A timeline entry of either game. */
export type AnyTimelineEntry = TimelineEntry<ReviewedEvent, ReviewedChange>;

/**
 * An {@link AnyTimelineEntry} as a game record holds it: its index and time, what it was taken
 * for, its dice ({@link timelineDieSchema}), its events (each with its `type`) and rulings (each
 * with its `text`), and the fields a record opened again takes its corrections from in an older
 * record (`mayBeThrow`, `missed`, `left`: src/review/recordFile.ts `recordSaid`). Its other
 * fields are kept, unchecked (the review rules the record again). That `index` is the entry's
 * place is the record's check (src/review/report.ts `gameRecordSchema`).
 */
export const timelineEntrySchema = z.looseObject({
  index: wholeNumber,
  tMs: recordNumber,
  change: z.custom<ReviewedChange | 'setup'>((value) => typeof value === 'string', 'a text'),
  dice: recordList(timelineDieSchema),
  events: recordList(reviewedEventSchema),
  rulings: recordList(z.custom<TimelineRuling>((value) => isPlainObject(value) && typeof value.text === 'string', 'an object with its "text" (a text)')),
  mayBeThrow: z.union([z.literal(true), z.literal('ruled')], 'true or "ruled"').optional(),
  missed: wholeNumber.optional(),
  left: recordList(wholeNumber).optional(),
}, 'an object') satisfies z.ZodType<AnyTimelineEntry>;

/** Options of a Strike review. */
export interface ReviewOptions {
  /** The game as it was set up. */
  game: StrikeConfig;
  /** Language of the rulings' texts (default English). */
  language?: Language;
  /** The thrower throws again when all dice differ (default false: he passes). */
  keepThrowing?: boolean;
  /**
   * Times in the recording (ms) of arenas to rule as throws where the referee took none
   * ({@link TimelineEntry.mayBeThrow}): the first such settle within {@link THROWN_AT_SLACK_MS}
   * of one of them, or during whose stillness it falls (a time read off a video player while the
   * dice lie still) (the timeline prints times to the tenth of a second, src/review/report.ts
   * `clock`; the review page, sampling the video its own way, may print one a tenth or two apart).
   */
  thrownAt?: readonly number[];
  /**
   * Times in the recording (ms) after whose arena a die was thrown that flew out of sight and
   * never landed in view ({@link TimelineEntry.missed}): each names the first settle within
   * {@link THROWN_AT_SLACK_MS} of it (or during whose stillness it falls, as `thrownAt`) after which the thrower could throw one die (as `thrownAt`,
   * the times the timeline prints); a time given twice is two dice. One that names none is
   * listed by {@link GameReview.missedAtUnused}.
   */
  missedAt?: readonly number[];
  /**
   * Tracker tunables (src/tracking/arenaTracker.ts). Default for reviews: vote over 3
   * readings and emit at once — a recording's settles are long and steady, and every reading
   * saved makes the review faster.
   */
  tracker?: ArenaTrackerOptions;
}

/**
 * A `ReviewOptions.missedAt` time whose die was not ruled: `ms` as given, and `why`: `noArena`
 * (no settle within {@link THROWN_AT_SLACK_MS} of it, nor one still at that time), why no single die could be thrown after
 * the settle it named (src/referee/strikeReferee.ts `MissedDieRefusal`: the game waits for its
 * start die or a re-rolled die, every die is thrown at once after a big hit, the game is over,
 * a die in the arena was never seen),
 * or `notNow` (the live referee still waited on the arena: a throw or question unanswered).
 */
export interface MissedAtUnused {
  ms: number;
  why: MissedDieRefusal | 'notNow' | 'noArena';
}

/**
 * An arena {@link GameReview.replay}'s `thrown` names that could not be ruled as a throw on the
 * re-run: `ms` the settle's time (as given), and `why`: `over` the game was already over before
 * it (a leaving or a correction now ends it sooner), `notThrow` the referee no longer takes it
 * for a possible throw (a correction changed what it saw there: src/referee/liveStrikeReferee.ts
 * `canRuleAsThrow`). Not listed: one the referee now rules as a throw by itself.
 */
export interface ThrownUnused {
  ms: number;
  why: 'over' | 'notThrow';
}

/**
 * A `ReviewOptions.thrownAt` or `missedAt` time that named a settle and was ruled there: `ms` the
 * time as given, `atMs` the settle's time (its entry's `tMs`), which may lie up to
 * {@link THROWN_AT_SLACK_MS} away, or further within the dice's stillness.
 */
export interface NamedTime {
  ms: number;
  atMs: number;
}

/**
 * A player who left the game just after a settled arena (src/rules/common/retire.ts for Strike,
 * src/rules/dice-game/apply.ts `retire` for the dice game: our reading, no rulebook has it), as
 * {@link GameReview.replay} takes it: `tMs` the time of the settle (its entry's `tMs`, within
 * half a ms), `seat` the player's seat from 0.
 */
export interface Leaving {
  tMs: number;
  seat: number;
}

/** A {@link Leaving} as a game record holds it (`leftAt`): its time and a seat from 0. */
export const leavingSchema = z.looseObject({ tMs: recordNumber, seat: wholeNumber }, 'an object') satisfies z.ZodType<Leaving>;

/**
 * Why a {@link Leaving} was not ruled: `over` the game was already won, `noSeat` the game has no
 * such seat (the rules' refusal; the review page forgets a leaving whose seat goes when fewer
 * players are set up, and `review --left-at` names seats in the game only), `out` the player had
 * already left (or, in Strike, been eliminated), `lastPlayer` only one player was still in,
 * `startDie` (Strike) the start die was not in yet, as after a tournament round's last throw
 * (a player leaves between throws, once the start die is in), `reroll` (Strike) a re-rolled die
 * was still to be put back in the arena (strike-en.txt, By the way!) — the rules' own reasons,
 * src/rules/strike/apply.ts and src/rules/dice-game/apply.ts `retireRefusal` —, `notNow` the
 * referee still waited on the arena (a throw or a question unanswered), `noArena` no settle has its time.
 */
export type LeavingRefusal = 'over' | 'noSeat' | 'out' | 'lastPlayer' | 'startDie' | 'reroll' | 'notNow' | 'noArena';

/** A {@link Leaving} not ruled, with why; `index` its place in the leavings given ({@link GameReview.replay}'s `left`). */
export interface LeavingUnused extends Leaving {
  index: number;
  why: LeavingRefusal;
}

/** Options of a dice-game review. */
export interface DiceGameReviewOptions {
  /** The game as it was set up (players, points to win). */
  game: DiceGameConfig;
  /** Language of the rulings' texts (default English). */
  language?: Language;
  /** Tracker tunables (as {@link ReviewOptions.tracker}). */
  tracker?: ArenaTrackerOptions;
}

/**
 * Whether no die was read in any settled arena of a timeline (only its `setup` entry, or
 * entries with no dice): the camera was elsewhere, the picture too dark, or the dice never settled.
 */
export function noDieRead(entries: readonly { dice: readonly unknown[] }[]): boolean {
  return entries.every((entry) => entry.dice.length === 0);
}

/**
 * The event a game's rules log for each throw (Strike, `diceThrown`) or roll (the dice game,
 * `diceRolled`) ruled: what the review counts as the game's throws.
 */
export const THROW_EVENT: Readonly<Record<'strike' | 'dice-game', string>> = { strike: 'diceThrown', 'dice-game': 'diceRolled' };

/** Whether `event` puts a Strike round's start die in the arena (placed, or showing X and thrown again). */
function isStartDieEvent(event: { type: string }): boolean {
  return event.type === 'startDiePlaced' || event.type === 'startDieShowedX';
}

/**
 * Whether dice were read but the rules took no throw (roll) from them: another game's
 * recording, or the wrong game chosen. Not a Strike clip that ends after its start die: the
 * rules took that die and refused nothing.
 */
export function noThrowRuled(game: 'strike' | 'dice-game', entries: readonly { dice: readonly unknown[]; rejected?: unknown }[], events: readonly { type: string }[]): boolean {
  if (noDieRead(entries) || events.some((event) => event.type === THROW_EVENT[game])) return false;
  const startDieOnly = events.some(isStartDieEvent) && !entries.some((entry) => entry.rejected);
  return !startDieOnly;
}

/**
 * The arenas that settled after the game was won that show more than the players clearing up:
 * a die in the arena the last ruled arena did not show (another track id), or two or more of
 * its dice showing other faces (rolled again). Not ruled, they may be a second game recorded
 * after it. Arenas of the players clearing up (dice taken away, one tipped over while gathered)
 * are not counted (helpers 142, 146); a die lifted and set down again has another track id and
 * is counted. How many, and the first and last one's times in ms; null when none did. From a
 * review's {@link GameReview.settles}.
 */
export function settledAfterEnd(settles: readonly Settle[]): { settles: number; fromMs: number; toMs: number } | null {
  const last = settles.filter((settle) => settle.entry !== null).at(-1);
  const ruled = new Map((last?.dice ?? []).map((die) => [die.id, die.face]));
  const moreThanClearing = (settle: Settle): boolean => {
    const inArena = settle.dice.filter((die) => die.inArena);
    return inArena.some((die) => !ruled.has(die.id)) || inArena.filter((die) => ruled.get(die.id) !== die.face).length >= 2;
  };
  const after = settles.filter((settle) => settle.change === 'over' && settle.entry === null && moreThanClearing(settle));
  if (after.length === 0) return null;
  return { settles: after.length, fromMs: after[0]!.tMs, toMs: after.at(-1)!.tMs };
}

/**
 * The settled arenas of a Strike review that held several dice in the arena before any start
 * die was placed: a game starts with its start die alone in the arena (strike-en.txt, Setup),
 * so a recording whose first arenas hold more started mid-game (a clip trimmed from a longer
 * one), and its review rules from the first lone die on, not the game that was played. How
 * many, and the first and last one's times in ms; null when none (or once a start die came first).
 */
export function arenasBeforeStartDie(entries: readonly { tMs: number; change: string; dice: readonly { inArena: boolean }[]; events: readonly { type: string }[] }[]): { settles: number; fromMs: number; toMs: number } | null {
  const before: number[] = [];
  for (const entry of entries) {
    if (entry.events.some(isStartDieEvent)) break;
    if (entry.change === 'startDie' && entry.dice.filter((die) => die.inArena).length > 1) before.push(entry.tMs);
  }
  return before.length === 0 ? null : { settles: before.length, fromMs: before[0]!, toMs: before.at(-1)! };
}

/**
 * The settled arenas of a review where the referee asked a question and ruled nothing there
 * (entries with `question` and no event: a die counted missing or extra, dice taken out unasked,
 * a die beside the arena): on a recording nobody answers, so each is taken as it lies, and from
 * the first the game ruled may not be the one played (helper 164: a die missed on green felt
 * kept every later roll of the game "the wrong count", silently). How many, and the first and
 * last one's times in ms, when there are at least {@link UNANSWERED_QUESTIONS_NOTED}; else null.
 * A question that came with a ruling (the dice set aside, the most worth taken), or with a
 * refusal ({@link refusedArenas} says those), is not counted.
 */
export function unansweredQuestions(entries: readonly { tMs: number; question?: string; events: readonly unknown[]; rejected?: unknown }[]): { settles: number; fromMs: number; toMs: number } | null {
  const asked = entries.filter((entry) => entry.question !== undefined && entry.events.length === 0 && !entry.rejected).map((entry) => entry.tMs);
  return asked.length < UNANSWERED_QUESTIONS_NOTED ? null : { settles: asked.length, fromMs: asked[0]!, toMs: asked.at(-1)! };
}

/**
 * How many unanswered questions a review must hold before it is said ({@link unansweredQuestions}):
 * the recordings reviewed right gave none or one (helper 164's, 155's, the demos), those gone
 * wrong four to seven.
 */
export const UNANSWERED_QUESTIONS_NOTED = 2;

/**
 * The settled arenas of a review that the rules refused (entries with `rejected`): how many, and
 * the first and last one's times in ms; null when none. From the first on, the game ruled may
 * not be the one played (a misread die, a die outside the arena counted in); the timeline says
 * each one's reason.
 */
export function refusedArenas(entries: readonly { tMs: number; rejected?: unknown }[]): { settles: number; fromMs: number; toMs: number } | null {
  const refused = entries.filter((entry) => entry.rejected).map((entry) => entry.tMs);
  return refused.length === 0 ? null : { settles: refused.length, fromMs: refused[0]!, toMs: refused.at(-1)! };
}

/**
 * Why the dice game's rules may have taken no roll from a review ({@link noThrowRuled}): every
 * settled arena held fewer dice than a turn's first roll (src/rules/dice-game/scoring.ts
 * `DICE_COUNT`, 6; the rulebook's "roll all six dice") and every die showed a plain d6's face, so
 * the recording is of the dice game's dice, too few of them thrown. @returns the most dice any
 * settled arena held, or null when some arena held enough, or some die showed a face plain dice
 * lack (another game's dice are then the likelier cause)
 */
export function tooFewDiceToRoll(entries: readonly { tMs: number; dice: readonly { inArena: boolean; face: Face | null; faceOutsideKind?: Face }[] }[]): number | null {
  const most = Math.max(0, ...entries.map((entry) => entry.dice.filter((die) => die.inArena).length));
  return most < DICE_COUNT && arenasOutsideKind(entries) === null ? most : null;
}

/**
 * The settled arenas of a review whose dice in the arena show a face their die kind lacks
 * (`faceOutsideKind`, src/core/outsideKind.ts: a 1 read on dice chosen as X + 2–6): how many,
 * the first and last one's times in ms, those faces in the order first met, and every face the
 * review's dice in the arena showed (what dice of another kind must all have, rules/games.ts
 * `kindsWithFaces`); null when none. The rules take such dice for dice not lying flat, so a
 * whole game read with the wrong die kind is mostly refused: the die kind is the first to check.
 */
export function arenasOutsideKind(entries: readonly { tMs: number; dice: readonly { inArena: boolean; face: Face | null; faceOutsideKind?: Face }[] }[]): { settles: number; fromMs: number; toMs: number; faces: Face[]; shown: Face[] } | null {
  const times: number[] = [];
  const faces = new Set<Face>();
  const shown = new Set<Face>();
  for (const entry of entries) {
    for (const face of facesShown(entry.dice)) shown.add(face);
    const outside = outsideKindCounts(entry.dice);
    if (outside.size === 0) continue;
    times.push(entry.tMs);
    for (const face of outside.keys()) faces.add(face);
  }
  return times.length === 0 ? null : { settles: times.length, fromMs: times[0]!, toMs: times.at(-1)!, faces: [...faces], shown: [...shown] };
}

/**
 * The review's default tracker tunables (see {@link ReviewOptions.tracker}): a settle's snapshot
 * at its third reading, and none from a settle cut short before it (the review reads at 4
 * frames/s or more, src/cli/options.ts `MIN_ANALYSIS_FPS`).
 */
export const REVIEW_TRACKER: Readonly<ArenaTrackerOptions> = { voter: { votes: 3 }, stableVotes: 1, minReadingsCutShort: 3 };

/** Dice-game changes in which the dice in the arena were rolled (src/referee/liveDiceGameReferee.ts `DiceGameChange`). */
const DICE_ROLLED: readonly ReviewedChange[] = ['roll', 'changed', 'wrongCount'];

/**
 * The faces the players' corrections give the dice of each settle: `faces` maps entry index →
 * die id → face; a correction names the settle that made its entry and stands over the die's
 * stay around it, the settles before and after it in which the die is in view and read as it
 * was there (the same misreading), up to another correction of that die. In Strike a die may
 * be moved between throws without being turned ("rearrange the dice ... provided you don't
 * change the number that is face up", strike-en.txt), as the live referee keeps a face given
 * while the die is read as before (src/referee/liveStrikeReferee.ts `given`); in the dice game
 * dice are rolled again, so the die must also lie where it lay (within `minMoveDieSizes` of
 * src/referee/snapshotDiff.ts), as the live referee keeps a die misread in place, and a stay
 * ends at a roll ({@link DICE_ROLLED}): every die in the arena then was rolled
 * (the-dice-game-en.txt, "Taking a turn": a die counted may not be rolled again, the others
 * are), even one that came to rest where it lay, showing the face it was misread with there.
 * Where the stays of two corrections of one die meet, the earlier correction holds up to the
 * later one's entry.
 * @returns per settle (same indices as `settles`), die id → corrected face
 */
export function correctedFaces(settles: readonly Settle[], faces: ReadonlyMap<number, ReadonlyMap<number, Face>>, game: 'strike' | 'dice-game'): Map<DieId, Face>[] {
  const fixed = settles.map(() => new Map<DieId, Face>());
  const named = settles.map((settle) => (settle.entry === null ? undefined : faces.get(settle.entry)));
  settles.forEach((settle, i) => {
    for (const [id, face] of named[i] ?? []) {
      const anchor = settle.dice.find((die) => die.id === id);
      if (!anchor) continue;
      fixed[i]!.set(id, face);
      const sameStay = (j: number): boolean => {
        if (named[j]?.has(id)) return false;
        const die = settles[j]!.dice.find((d) => d.id === id);
        if (!die || die.face !== anchor.face) return false;
        return game === 'strike' || distanceDieSizes(anchor.box, die.box) <= DEFAULT_SNAPSHOT_DIFF_CONFIG.minMoveDieSizes;
      };
      // In the dice game the dice in the arena at a roll were all rolled: a stay ends there.
      const rolled = (j: number): boolean => game === 'dice-game' && DICE_ROLLED.includes(settles[j]!.change);
      for (let j = i + 1; j < settles.length && !rolled(j) && sameStay(j); j++) fixed[j]!.set(id, face);
      // Backwards only up to where an earlier correction of the die stands: that one holds there.
      for (let j = i - 1; j >= 0 && !rolled(j + 1) && !fixed[j]!.has(id) && sameStay(j); j--) fixed[j]!.set(id, face);
    }
  });
  return fixed;
}

/** What one settled snapshot came to, as a {@link RecordingReferee} rules it. */
interface Ruled<E, C extends string> {
  step: SessionStep<E>;
  /** What the live referee says the snapshot was taken for. */
  change: C | 'none';
  /** A change worth no timeline entry unless it brought events, a refusal or a question. */
  quiet: boolean;
  /** What a live referee would have asked here, in the review's language. */
  question?: string;
  /** See {@link TimelineEntry.mayBeThrow}. */
  mayBeThrow?: true | 'ruled';
  /** Dice ruled thrown out of sight after this settle ({@link TimelineEntry.missed}). */
  missed?: number;
  /** With `missed`: the index in the step's announcements of their first ruling ({@link TimelineEntry.missedFrom}). */
  missedFrom?: number;
  /** See {@link TimelineEntry.mayMiss}. */
  mayMiss?: true;
  /** Why fewer dice than asked were ruled thrown out of sight here ({@link MissedAtUnused}). */
  missedRefusal?: MissedDieRefusal | 'notNow';
  /** Asked to rule the arena as a throw, why it could not be ({@link ThrownUnused}); absent when it was, or the referee took it as a throw itself. */
  thrownRefusal?: ThrownUnused['why'];
  /** Dice to take out that lay in the arena, the change not ruled for them ({@link TimelineEntry.notTakenOut}). */
  held?: readonly DieId[];
  /** Seats of the players ruled to have left just after this settle ({@link TimelineEntry.left}). */
  left?: number[];
}

/**
 * A live referee as a recording drives it: nobody at the table answers its questions, so each
 * is answered as the recording shows it (the arena taken as it lies) and handed back in words.
 */
interface RecordingReferee<E, C extends string> {
  readonly events: readonly E[];
  /** Dice the rules took out of play that the players still have to remove (the live referee's `toRemove`). */
  readonly toRemove: readonly DieId[];
  /** Whether the game (or tournament) is over. */
  readonly over: boolean;
  /**
   * Rules one settled snapshot; with `asThrow`, an arena that may be a throw the referee did
   * not take for one is ruled as the thrower's throw (the players' answer to the live question);
   * then `missed` dice thrown after it that flew out of sight ({@link TimelineEntry.missed}), as
   * many as can be.
   */
  rule(snapshot: ArenaSnapshot, asThrow?: boolean, missed?: number): Ruled<E, C>;
  /**
   * The player at `seat` leaves the game now, after the arena last ruled (the live referee's
   * `retire`): the step, or why it could not be ruled.
   */
  retire(seat: number): { step: SessionStep<E> } | { why: Exclude<LeavingRefusal, 'noArena'> };
  /** Seats {@link retire} would rule leaving now, in seat order (none once the game is over). */
  leavable(): number[];
}

/**
 * Strike snapshots that make no timeline entry on their own: nothing thrown, dice pushed, the
 * start die, the first look, an arena after the game's end ({@link settledAfterEnd}).
 */
const STRIKE_QUIET: readonly LiveChange[] = ['none', 'rearranged', 'startDie', 'baseline', 'putBack', 'setDown', 'over'];

/**
 * Whether a Strike settle whose change is `change` only took dice away from beside the arena,
 * the dice in it as they were at the settle before (`before`, null for the first): dice there
 * are out of play, and picking one up matters to no rule (src/referee/liveStrikeReferee.ts
 * `ruleRemoved`), so it makes no timeline entry on its own, as a die set down there makes none.
 * Without this, a die ruled a throw that missed the arena (Rule it as a throw, `--thrown-at`)
 * made an entry "dice taken out" when picked up from beside it in `review`, where the review
 * page, replaying the settles (GameReview.replay), made none.
 */
function takenFromBesideOnly(change: LiveChange, before: ArenaSnapshot | null, now: ArenaSnapshot): boolean {
  return change === 'removed' && before !== null && sameDiceInArena(before, now);
}

/**
 * Dice-game snapshots that make no timeline entry on their own: nothing new, dice pushed or
 * picked up, the first look, an arena after the game's end (the roll or bank that ended it
 * makes its entry: it has events).
 */
const DICE_GAME_QUIET: readonly DiceGameChange[] = ['none', 'moved', 'removed', 'baseline', 'over'];

/**
 * The Strike referee of a recording: no question asked (askWhenUnsure off), a pass assumed
 * when all dice differ unless `keepThrowing`, dice unseen at a settle out of the arena (those
 * of an all-in throw, and a die taken out unasked that the next throw finds gone).
 * @throws RuleError when the game configuration is impossible
 */
function strikeRecordingReferee(options: ReviewOptions, language: Language): { referee: RecordingReferee<StrikeEvent, LiveChange>; step: SessionStep<StrikeEvent> } {
  const { live, step } = LiveStrikeReferee.start(options.game, { askWhenUnsure: false, keepThrowing: options.keepThrowing ?? false, unseenDiceOut: true, holdThrowWhileTakeOutLies: true });
  /** The settle ruled before, for {@link takenFromBesideOnly}. */
  let before: ArenaSnapshot | null = null;
  const referee: RecordingReferee<StrikeEvent, LiveChange> = {
    get events() {
      return live.events;
    },
    get toRemove() {
      return live.toRemove;
    },
    get over() {
      return live.state.phase === 'over';
    },
    rule(snapshot, asThrow = false, missed = 0) {
      const overBefore = live.state.phase === 'over';
      let ruled = live.onSnapshot(snapshot);
      const question = live.question ? renderQuestion('strike', live.question, language) : undefined;
      const mayBeThrow = live.canRuleAsThrow;
      if (mayBeThrow && asThrow) {
        ruled = mergeSteps(ruled, live.treatAsThrow());
      } else if (question) {
        // Answered as the recording shows it: the arena taken as it lies (dice taken out unasked
        // are then counted out of the arena at the next throw: unseenDiceOut).
        live.accept();
      }
      // Dice the players say flew out of sight after this arena: the live referee rules each
      // (src/referee/liveStrikeReferee.ts `dieMissed`), the arena as it lies.
      let missedRuled = 0;
      const missedFrom = ruled.announcements.length;
      const mayMiss = live.canRuleMissedDie;
      while (missedRuled < missed && live.canRuleMissedDie) {
        ruled = mergeSteps(ruled, live.dieMissed());
        missedRuled += 1;
      }
      const missedRefusal = missedRuled < missed ? missedDieRefusal(live.state) ?? 'notNow' : undefined;
      const change = live.lastChange ?? 'none';
      const held = live.heldForTakeOut;
      const ruledAsThrow = mayBeThrow && asThrow;
      // Asked as a throw, not one: the game over before it, or nothing here the referee could take for one (unless it took it as a throw itself).
      const thrownRefusal = asThrow && !mayBeThrow && (overBefore || change !== 'throw') ? (overBefore ? 'over' as const : 'notThrow' as const) : undefined;
      const quiet = STRIKE_QUIET.includes(change) || takenFromBesideOnly(change, before, snapshot);
      before = snapshot;
      return {
        step: ruled, change, quiet,
        ...(missedRuled > 0 ? { missed: missedRuled, missedFrom } : {}),
        ...(mayMiss ? { mayMiss } : {}),
        ...(missedRefusal ? { missedRefusal } : {}),
        ...(thrownRefusal ? { thrownRefusal } : {}),
        ...(question && !ruledAsThrow ? { question } : {}),
        ...(mayBeThrow ? { mayBeThrow: asThrow ? 'ruled' as const : true as const } : {}),
        ...(held.length > 0 ? { held } : {}),
      };
    },
    ...leavings(live, (seat) => strikeRetireRefusal(live.state, seat)),
  };
  return { referee, step };
}

/**
 * The leavings of a recording referee ({@link RecordingReferee} `retire`, `leavable`) over its
 * live referee: `refusal(seat)` is why the rules refuse that player's leaving now (the game's
 * `retireRefusal`: src/rules/strike/apply.ts, src/rules/dice-game/apply.ts, our reading), else
 * the live referee still waiting on the arena (a throw, a question) refuses it as `notNow`.
 */
function leavings<E>(
  live: { readonly canRetire: boolean; readonly state: { readonly players: readonly unknown[] }; retire(seat: number): SessionStep<E> & { rejected?: unknown } },
  refusal: (seat: number) => Exclude<LeavingRefusal, 'noArena' | 'notNow'> | null,
): Pick<RecordingReferee<E, string>, 'retire' | 'leavable'> {
  const cannotRetire = (seat: number): Exclude<LeavingRefusal, 'noArena'> | null => refusal(seat) ?? (live.canRetire ? null : 'notNow');
  return {
    retire(seat) {
      const why = cannotRetire(seat);
      if (why !== null) return { why };
      const ruled = live.retire(seat);
      return ruled.rejected ? { why: 'notNow' } : { step: ruled };
    },
    leavable() {
      return live.state.players.map((_, seat) => seat).filter((seat) => cannotRetire(seat) === null);
    },
  };
}

/**
 * The dice-game referee of a recording: no question asked about doubtful dice (askWhenUnsure
 * off), and nobody presses Bank, so six dice rolled after a keep that no keep explains are the
 * turn banked and the next player's roll (`bankWhenNextTurnRolls`). Where dice were set aside
 * and the rest rolled within one settle and several sets could have been set aside, the set
 * worth the most is taken (src/rules/dice-game `keepChoices` lists it first; the question says
 * what a live referee would have asked); any other question is answered by taking the arena as
 * it lies (src/referee/liveDiceGameReferee.ts `accept`).
 * @throws RuleError when the game configuration is impossible
 */
function diceGameRecordingReferee(options: DiceGameReviewOptions, language: Language): { referee: RecordingReferee<DiceGameEvent, DiceGameChange>; step: SessionStep<DiceGameEvent> } {
  const { live, step } = LiveDiceGameReferee.start(options.game, { askWhenUnsure: false, bankWhenNextTurnRolls: true });
  const referee: RecordingReferee<DiceGameEvent, DiceGameChange> = {
    get events() {
      return live.events;
    },
    get toRemove() {
      return live.toRemove;
    },
    get over() {
      return live.state.winners !== null;
    },
    rule(snapshot) {
      let ruled = live.onSnapshot(snapshot);
      const asked = live.question;
      const question = asked ? renderQuestion('dice-game', asked, language) : undefined;
      if (asked?.kind === 'keptWhich') ruled = mergeSteps(ruled, live.chooseKept(0));
      if (live.question) live.accept();
      const change = live.lastChange ?? 'none';
      return { step: ruled, change, quiet: DICE_GAME_QUIET.includes(change), ...(question ? { question } : {}) };
    },
    ...leavings(live, (seat) => diceGameRetireRefusal(live.state, seat)),
  };
  return { referee, step };
}

/**
 * Builds the timeline of one recorded game from its frames' vision results: Strike
 * ({@link GameReview.strike}) or the dice game ({@link GameReview.diceGame}).
 */
export class GameReview<E = StrikeEvent, C extends ReviewedChange = LiveChange> {
  private readonly tracker: ArenaTracker;
  private readonly list: TimelineEntry<E, C>[] = [];
  private readonly settled: Settle[] = [];
  private readonly covered = new CoveredArenaWatch();
  /** Indices into `missedAt` → why the last settle they named could not have a die thrown out of sight after it. */
  private readonly missedAtRefused = new Map<number, MissedDieRefusal | 'notNow'>();
  /** {@link replay}'s `missed` times whose die was not ruled, with why. */
  private readonly missedReplayedUnruled: MissedAtUnused[] = [];
  /** {@link replay}'s `thrown` times not ruled as throws, with why. */
  private readonly thrownReplayedUnruled: ThrownUnused[] = [];
  /** Times of `thrownAt` that named an arena ruled as a throw → that settle's time. */
  private readonly thrownAtSettle = new Map<number, number>();
  /** Indices into `missedAt` of the times whose die was ruled thrown out of sight → that settle's time. */
  private readonly missedAtSettle = new Map<number, number>();
  /** {@link replay}'s `left` leavings not ruled, with why. */
  private readonly leftUnruled: LeavingUnused[] = [];
  /**
   * A settle whose snapshot came while a `thrownAt`/`missedAt` time may yet fall in it
   * ({@link feed}): `fromMs` the first time that names it, `untilMs` the latest time it waits for.
   */
  private held: { snapshot: ArenaSnapshot; fromMs: number; untilMs: number } | null = null;
  /** Time of the first frame of the stillness going on (ms), `null` while the arena moves. */
  private stillSince: number | null = null;
  /** Time of the last frame fed (ms). */
  private lastFrameMs = -Infinity;
  /** Die id → time (ms) of the first entry that named it to take out ({@link TimelineEntry.toRemove}): what `notTakenOut` dates. */
  private readonly takenOutAt = new Map<DieId, number>();

  private constructor(
    private readonly game: 'strike' | 'dice-game',
    private readonly referee: RecordingReferee<E, C>,
    setup: SessionStep<E>,
    private readonly language: Language,
    tracker: ArenaTrackerOptions | undefined,
    private readonly thrownAt: readonly number[] = [],
    private readonly missedAt: readonly number[] = [],
  ) {
    this.tracker = new ArenaTracker(tracker ?? REVIEW_TRACKER);
    this.record(0, 'setup', [], setup);
  }

  /**
   * A review of a recorded Strike game (nobody to ask: a pass is assumed when all dice differ,
   * unless `keepThrowing`).
   * @throws RuleError when the game configuration is impossible
   */
  static strike(options: ReviewOptions): GameReview {
    const language = options.language ?? 'en';
    const { referee, step } = strikeRecordingReferee(options, language);
    return new GameReview('strike', referee, step, language, options.tracker, options.thrownAt, options.missedAt);
  }

  /**
   * A review of a recorded dice game (the-dice-game-en.txt; nobody presses Bank: see
   * {@link diceGameRecordingReferee}).
   * @throws RuleError when the game configuration is impossible
   */
  static diceGame(options: DiceGameReviewOptions): GameReview<DiceGameEvent, DiceGameChange> {
    const language = options.language ?? 'en';
    const { referee, step } = diceGameRecordingReferee(options, language);
    return new GameReview('dice-game', referee, step, language, options.tracker);
  }

  /** The timeline so far. */
  get entries(): readonly TimelineEntry<E, C>[] {
    return this.list;
  }

  /** The game's event log so far. */
  get events(): readonly E[] {
    return this.referee.events;
  }

  /** The times of `ReviewOptions.thrownAt` that named no arena that may be a throw (ms, in the order given). */
  get thrownAtUnused(): readonly number[] {
    return this.thrownAt.filter((ms) => !this.thrownAtSettle.has(ms));
  }

  /**
   * The times of `ReviewOptions.missedAt`, then of {@link replay}'s `missed`, whose die was not
   * ruled (in the order given), each
   * with why: `noArena`, no settle lies within {@link THROWN_AT_SLACK_MS} of it nor holds it in its stillness; else why no
   * single die could be thrown after the settle it named ({@link MissedAtUnused}).
   */
  get missedAtUnused(): readonly MissedAtUnused[] {
    const given = this.missedAt.flatMap((ms, i) => (this.missedAtSettle.has(i) ? [] : [{ ms, why: this.missedAtRefused.get(i) ?? 'noArena' as const }]));
    return [...given, ...this.missedReplayedUnruled];
  }

  /**
   * {@link replay}'s `thrown` times (settles' times) whose arena could not be ruled as a throw,
   * in time order, each with why ({@link ThrownUnused}); a time no settle has is not listed.
   */
  get thrownUnused(): readonly ThrownUnused[] {
    return this.thrownReplayedUnruled;
  }

  /**
   * The times of `ReviewOptions.thrownAt` ruled as throws, then of `missedAt` whose die was
   * ruled, each with the time of the settle it named ({@link NamedTime}), in the order given: what
   * {@link replay}'s `thrown` and `missed` times (settles' times) were said as.
   */
  get namedTimes(): { thrownAt: readonly NamedTime[]; missedAt: readonly NamedTime[] } {
    return {
      thrownAt: this.thrownAt.flatMap((ms) => { const atMs = this.thrownAtSettle.get(ms); return atMs === undefined ? [] : [{ ms, atMs }]; }),
      missedAt: this.missedAt.flatMap((ms, i) => { const atMs = this.missedAtSettle.get(i); return atMs === undefined ? [] : [{ ms, atMs }]; }),
    };
  }

  /**
   * {@link replay}'s `left` leavings that were not ruled, in the order given, each with why
   * ({@link LeavingRefusal}: `noArena` for a time no settle has).
   */
  get leftUnused(): readonly LeavingUnused[] {
    return this.leftUnruled;
  }

  /** Where the arena was still but covered (a hand, an arm, a shadow) for long enough to hide throws (src/review/coveredArena.ts). */
  get coveredStretches(): readonly CoveredStretch[] {
    return this.covered.stretches;
  }

  /** Every settled arena ruled on so far, in order, with the timeline entry each made. */
  get settles(): readonly Settle[] {
    return this.settled;
  }

  /**
   * Whether the next frame's dice need reading: not once this settle has been voted on (the
   * review then skips the reader until something moves).
   */
  get wantsReading(): boolean {
    return this.tracker.voted === null;
  }

  /**
   * Feeds one processed frame, in time order. A settle is ruled on the frame its snapshot comes
   * (src/tracking/arenaTracker.ts), unless a `thrownAt` or `missedAt` time not yet used lies more
   * than {@link THROWN_AT_SLACK_MS} after it: the dice may still lie still then, and such a time
   * names the settle it falls in. The settle is then held, and ruled on the frame the arena
   * moves again, or on the first still frame at or after every such time, or by {@link finish}
   * at the end of the video: feed a review given such times to its end, then call `finish`.
   * @returns the new timeline entry when this frame completed a settled arena (or ended a held
   *   one), else `null`
   */
  feed(result: FrameResult): TimelineEntry<E, C> | null {
    const moving = result.motion.state === 'moving';
    this.lastFrameMs = result.tMs;
    // A held settle ends on a moving frame (times from then on are not in it), or once every time it waited for is reached.
    const held = this.held;
    let ended: TimelineEntry<E, C> | null = null;
    if (held && (moving || result.tMs >= held.untilMs)) {
      this.held = null;
      ended = this.ruleSettle(held.snapshot, moving ? (ms) => ms >= held.fromMs && ms < result.tMs : (ms) => ms >= held.fromMs && ms <= result.tMs);
    }
    // Once the game is won, hands clearing up are no throws hidden.
    if (!this.referee.over) this.covered.feed(result);
    // The first frame of the stillness this frame ends or goes on with.
    const stillFrom = this.stillSince ?? result.tMs;
    this.stillSince = moving ? null : stillFrom;
    const snapshot = this.tracker.update(result.reading, result.motion, result.tMs);
    // (The tracker gives no snapshot while a settle is held: its snapshot went out, and the arena has not moved since.)
    if (!snapshot) return ended;
    const fromMs = Math.min(stillFrom, snapshot.tMs - THROWN_AT_SLACK_MS);
    const near = (ms: number) => ms >= fromMs && ms <= snapshot.tMs + THROWN_AT_SLACK_MS;
    // A settle cut short ended with this frame: the times before it were in it.
    if (moving) return this.ruleSettle(snapshot, (ms) => near(ms) || (ms >= fromMs && ms < result.tMs));
    const later = this.unusedTimes().filter((ms) => ms > snapshot.tMs + THROWN_AT_SLACK_MS);
    if (later.length > 0) {
      this.held = { snapshot, fromMs, untilMs: Math.max(...later) };
      return null;
    }
    return this.ruleSettle(snapshot, near);
  }

  /**
   * Ends the review at the end of the video: rules the settle {@link feed} held for a time that
   * may fall in it, the times up to the last frame fed being in it (a time past the video's
   * end names nothing). Does nothing when no settle is held.
   * @returns the held settle's timeline entry when it made one, else `null`
   */
  finish(): TimelineEntry<E, C> | null {
    const held = this.held;
    if (!held) return null;
    this.held = null;
    return this.ruleSettle(held.snapshot, (ms) => ms >= held.fromMs && ms <= this.lastFrameMs);
  }

  /** The `thrownAt` and `missedAt` times not yet used by a ruling (ms). */
  private unusedTimes(): number[] {
    return [...this.thrownAt.filter((ms) => !this.thrownAtSettle.has(ms)), ...this.missedAt.filter((_, i) => !this.missedAtSettle.has(i))];
  }

  /**
   * Rules one settle's snapshot, the `thrownAt` and `missedAt` times not yet used for which
   * `names` is true naming it, and records it.
   * @returns its timeline entry, or `null` when it made none
   */
  private ruleSettle(snapshot: ArenaSnapshot, names: (ms: number) => boolean, said: { thrown: boolean; missed: number } = { thrown: false, missed: 0 }): TimelineEntry<E, C> | null {
    const named = this.thrownAt.filter((ms) => !this.thrownAtSettle.has(ms) && names(ms));
    const missedNamed = this.missedAt.flatMap((ms, i) => (!this.missedAtSettle.has(i) && names(ms) ? [i] : []));
    // The dice said before (a record's) come first: the times given name those after them.
    const { step, change, quiet, question, mayBeThrow, missed, missedFrom, mayMiss, missedRefusal, held } = this.referee.rule(snapshot, said.thrown || named.length > 0, said.missed + missedNamed.length);
    if (mayBeThrow === 'ruled') for (const ms of named) this.thrownAtSettle.set(ms, snapshot.tMs);
    missedNamed.forEach((i, k) => {
      if (said.missed + k < (missed ?? 0)) this.missedAtSettle.set(i, snapshot.tMs);
      else if (missedRefusal) this.missedAtRefused.set(i, missedRefusal);
    });
    // How the settle was seen: beside the arena only, through a camera moved since the settle before.
    const seenAs = { ...(snapshot.outsideOnly ? { outsideOnly: true } : {}), ...(snapshot.cameraMove ? { cameraMove: snapshot.cameraMove } : {}) };
    if (step.events.length === 0 && !step.rejected && !question && quiet) {
      this.settled.push({ tMs: snapshot.tMs, dice: snapshot.dice, entry: null, change, ...seenAs });
      return null;
    }
    const entry = this.record(snapshot.tMs, change, snapshot.dice, step, question, mayBeThrow, missed, missedFrom, mayMiss, held);
    this.settled.push({ tMs: snapshot.tMs, dice: snapshot.dice, entry: entry.index, change, ...seenAs });
    return entry;
  }

  /**
   * Rules the settled arenas of a recorded review (a game record's settles, the dice as read) in
   * order, as {@link feed} rules the analysed frames' settles: the `thrownAt` and `missedAt` times
   * given name a settle within {@link THROWN_AT_SLACK_MS} of them (a record keeps no frames, so
   * a time further off in the dice's stillness names none), and the record's own (`said`: the
   * settles' times, within half a ms; a time listed twice in `missed` is two dice) rule their
   * settle as a throw, or a die thrown out of sight after it. What this review then reports
   * (`entries`, `settles`, `thrownAtUnused`, `missedAtUnused`, `namedTimes`) is what the review
   * of the video would report; `coveredStretches` stays empty (the record keeps no frames).
   * @returns this review
   */
  ruleRecorded(settles: readonly Settle[], said: { thrown: readonly number[]; missed: readonly number[] } = { thrown: [], missed: [] }): this {
    const at = (settle: Settle) => (ms: number) => Math.abs(ms - settle.tMs) < 0.5;
    for (const settle of settles) {
      const seenAs = { ...(settle.outsideOnly ? { outsideOnly: true } : {}), ...(settle.cameraMove ? { cameraMove: settle.cameraMove } : {}) };
      this.lastFrameMs = settle.tMs;
      this.ruleSettle({ tMs: settle.tMs, dice: settle.dice, ...seenAs }, (ms) => Math.abs(ms - settle.tMs) <= THROWN_AT_SLACK_MS, {
        thrown: said.thrown.some(at(settle)), missed: said.missed.filter(at(settle)).length,
      });
    }
    return this;
  }

  /**
   * Runs this fresh review's referee again over the settled arenas of a review (its
   * {@link GameReview.settles}, those that made no entry too: the referee must see the table
   * as it was seen), with a player's corrections of the dice read: `faces` maps entry index →
   * die id → the face the die really shows. Each settle that made entry `i` makes entry `i`
   * again, so that corrections keep naming the same entries; what a settle that made no entry
   * now rules (a correction changed the game) joins the next entry. Where the game now ends
   * sooner or later (a correction won or un-won it), the settles after the last entry are ruled
   * as {@link feed} rules them, each making its own entry when it rules anything, and a settle
   * that made an entry but now comes after the game's end (`over`, nothing ruled) makes none:
   * only settles after every entry shift. A correction stands over the whole stay of its die
   * (see {@link correctedFaces}): the referee and the timeline see the corrected face there.
   * @param thrown times (ms) of the settles whose arena the players rule as a throw where the
   *   referee took none (their entries' `tMs`, {@link TimelineEntry.mayBeThrow}); one that no
   *   longer may be one is ruled as ever, and {@link thrownUnused} says why (unless the referee
   *   now takes it as a throw itself)
   * @param missed times (ms) of the settles after which the players say a die was thrown that
   *   flew out of sight (their entries' `tMs`, {@link TimelineEntry.missed}; a time listed twice
   *   is two dice); where no single die could be thrown then, nothing is ruled for it, and
   *   {@link missedAtUnused} says why; a time no settle has is ignored
   * @param left players who left the game just after a settle (its time, within half a ms, and
   *   their seat), in order: each is ruled after the settle's own rulings and its missed dice, as
   *   the live referee's Leaves button rules it (src/rules/common/retire.ts, our reading), and
   *   joins that settle's entry ({@link TimelineEntry.left}); where it cannot be ruled (the game
   *   over, the player already out, one player left, a time no settle has), nothing is ruled for
   *   it and {@link leftUnused} says why
   * @returns this review
   */
  replay(settles: readonly Settle[], faces: ReadonlyMap<number, ReadonlyMap<number, Face>>, thrown: ReadonlySet<number> = new Set(), missed: readonly number[] = [], left: readonly Leaving[] = []): this {
    const atSettle = (leaving: Leaving, settle: Settle) => Math.abs(leaving.tMs - settle.tMs) < 0.5;
    const refusedLeavings: LeavingUnused[] = [];
    left.forEach((leaving, index) => {
      if (!settles.some((settle) => atSettle(leaving, settle))) refusedLeavings.push({ ...leaving, index, why: 'noArena' });
    });
    let carried: Ruled<E, C> | null = null;
    let lastDice: TimelineDie[] = [];
    const fixed = correctedFaces(settles, faces, this.game);
    const lastWithEntry = settles.reduce((last, settle, i) => (settle.entry !== null ? i : last), -1);
    settles.forEach((settle, i) => {
      const given = fixed[i]!;
      const dice: TimelineDie[] = settle.dice.map((die) => {
        const face = given.get(die.id);
        return face === undefined || face === die.face ? die : { ...die, face, read: die.face };
      });
      lastDice = dice;
      // A face a player gave is sure: the referee asks nothing about it.
      const seenAs = { ...(settle.outsideOnly ? { outsideOnly: true } : {}), ...(settle.cameraMove ? { cameraMove: settle.cameraMove } : {}) };
      const asThrow = thrown.has(settle.tMs);
      // Within half a ms: a time written out and read back (a record's JSON, a rounded clock) still names its settle (helper 172).
      const missedHere = missed.filter((ms) => Math.abs(ms - settle.tMs) < 0.5).length;
      const ruled = this.referee.rule({ tMs: settle.tMs, dice: dice.map((die) => (given.has(die.id) ? { ...die, confidence: 1 } : die)), ...seenAs }, asThrow, missedHere);
      for (let k = ruled.missed ?? 0; k < missedHere; k++) this.missedReplayedUnruled.push({ ms: settle.tMs, why: ruled.missedRefusal ?? 'notNow' });
      if (asThrow && ruled.thrownRefusal) this.thrownReplayedUnruled.push({ ms: settle.tMs, why: ruled.thrownRefusal });
      // Players who left just after this arena: ruled after its own rulings, as the Leaves button.
      left.forEach((leaving, index) => {
        if (!atSettle(leaving, settle)) return;
        const retired = this.referee.retire(leaving.seat);
        if ('why' in retired) {
          refusedLeavings.push({ ...leaving, index, why: retired.why });
          return;
        }
        ruled.step = mergeSteps(ruled.step, retired.step);
        ruled.left = [...(ruled.left ?? []), leaving.seat];
      });
      const missedJoined = (carried?.missed ?? 0) + (ruled.missed ?? 0);
      // The first missed die's rulings: the carried settle's own, else this one's after the carried rulings.
      const missedFrom = carried?.missedFrom ?? (ruled.missedFrom === undefined || carried === null ? ruled.missedFrom : carried.step.announcements.length + ruled.missedFrom);
      const joined: Ruled<E, C> = carried === null ? ruled
        : { ...ruled, step: mergeSteps(carried.step, ruled.step), question: ruled.question ?? carried.question, ...(ruled.held ?? carried.held ? { held: ruled.held ?? carried.held } : {}), ...(missedJoined > 0 ? { missed: missedJoined, missedFrom: missedFrom! } : {}),
          ...(carried.left || ruled.left ? { left: [...(carried.left ?? []), ...(ruled.left ?? [])] } : {}) };
      // (mayMiss is the later settle's: a die flies off after the arena as it lies now.)
      const rulesSomething = joined.step.events.length > 0 || Boolean(joined.step.rejected) || joined.question !== undefined;
      const ownEntry = settle.entry !== null ? rulesSomething || joined.change !== 'over' : i > lastWithEntry && (rulesSomething || !joined.quiet);
      if (!ownEntry) {
        carried = joined;
        this.settled.push({ tMs: settle.tMs, dice, entry: null, change: ruled.change, ...seenAs });
        return;
      }
      carried = null;
      const entry = this.record(settle.tMs, joined.change, dice, joined.step, joined.question, joined.mayBeThrow, joined.missed, joined.missedFrom, joined.mayMiss, joined.held, joined.left);
      this.settled.push({ tMs: settle.tMs, dice, entry: entry.index, change: joined.change, ...seenAs });
    });
    this.leftUnruled.push(...refusedLeavings.sort((a, b) => a.index - b.index));
    const rest = carried as Ruled<E, C> | null;
    if (rest && (rest.step.events.length > 0 || rest.step.rejected || rest.question)) {
      this.record(settles.at(-1)!.tMs, rest.change, lastDice, rest.step, rest.question, rest.mayBeThrow, rest.missed, rest.missedFrom, rest.mayMiss, rest.held, rest.left);
    }
    return this;
  }

  private record(tMs: number, change: C | 'none' | 'setup', dice: TimelineDie[], step: SessionStep<E>, question?: string, mayBeThrow?: true | 'ruled', missed?: number, missedFrom?: number, mayMiss?: true, held: readonly DieId[] = [], left?: readonly number[]): TimelineEntry<E, C> {
    const toRemove = this.referee.toRemove.filter((id) => dice.some((die) => die.id === id));
    // None after the set-up: no leaving can be said there (not an arena).
    const mayLeave = change === 'setup' ? [] : this.referee.leavable();
    const heldSince = Math.min(...held.map((id) => this.takenOutAt.get(id) ?? tMs));
    for (const id of [...this.takenOutAt.keys()]) if (!this.referee.toRemove.includes(id)) this.takenOutAt.delete(id);
    for (const id of toRemove) if (!this.takenOutAt.has(id)) this.takenOutAt.set(id, tMs);
    const entry: TimelineEntry<E, C> = {
      index: this.list.length,
      tMs,
      change: change as C | 'setup',
      dice,
      events: step.events,
      rulings: step.announcements.map((a) => ({ ...a, text: renderAnnouncement(this.game, a, this.language) })),
      ...(step.rejected ? { rejected: step.rejected } : {}),
      ...(question ? { question } : {}),
      ...(mayBeThrow ? { mayBeThrow } : {}),
      ...(missed ? { missed, missedFrom: missedFrom ?? 0 } : {}),
      ...(mayMiss ? { mayMiss } : {}),
      ...(left && left.length > 0 ? { left: [...left] } : {}),
      ...(mayLeave.length > 0 ? { mayLeave } : {}),
      ...(toRemove.length > 0 ? { toRemove } : {}),
      ...(held.length > 0 ? { notTakenOut: { dice: held.length, atMs: heldSince } } : {}),
    };
    this.list.push(entry);
    return entry;
  }
}
