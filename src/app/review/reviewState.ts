/**
 * Pure helpers of the review page: the review options for a setup, the players' corrections
 * of the dice read, and finding entries and dice on the timeline. No DOM, no React.
 */
import { pointInBox } from '../../core/box.ts';
import type { ArenaReading, Face } from '../../core/types.ts';
import type { Language } from '../../referee/render.ts';
import { correctedFaces, GameReview, type AnyReview, type AnyTimelineEntry, type Settle } from '../../review/gameReview.ts';
import { setupStock, type ReviewSetup } from '../../review/report.ts';
import type { FaceCorrections } from '../../review/gameRecord.ts';
import { isTargetScoreChoice, TARGET_SCORE_CHOICES } from '../../rules/dice-game/index.ts';
import { gameInfo } from '../../rules/games.ts';
import { CLASSIC, dicePerPlayerAllowed, editionForPlayers, EDITIONS, maxDicePerPlayer } from '../../rules/strike/index.ts';
import type { SnapshotDie } from '../../tracking/types.ts';
import type { DemoGameSetup } from '../frameSources.ts';
import { uiText, type UiText } from '../i18n/uiText.ts';

/** Player names the setup offers first (as the live page's setup screen). */
export const DEFAULT_NAMES = ['Ann', 'Bob', 'Cleo', 'Dev', 'Eve'];

/** Analysis rates the set-up offers, frames per second of video (15 is the CLI's default). */
export const ANALYSIS_RATES: readonly number[] = [10, 15, 30];

/** The games a recording can be reviewed for (src/rules/games.ts ids). */
export const REVIEW_GAMES = ['strike', 'dice-game'] as const;

/**
 * The player counts `game` is played by (src/rules/games.ts: Strike 2–5, strike-en.txt Setup;
 * the dice game 1–8).
 */
export function playerCounts(game: ReviewSetup['game']): number[] {
  const { minPlayers, maxPlayers } = gameInfo(game);
  return Array.from({ length: maxPlayers - minPlayers + 1 }, (_, i) => minPlayers + i);
}

/**
 * The setup for reviewing `game` instead: its dice (the dice game: plain d6; Strike: the
 * classic edition's dice) and a player count it allows, the names typed kept.
 */
export function withGame(setup: ReviewSetup, game: ReviewSetup['game']): ReviewSetup {
  if (game === setup.game) return setup;
  const counts = playerCounts(game);
  const count = Math.min(Math.max(setup.players.length, counts[0]!), counts.at(-1)!);
  const dice = game === 'dice-game' ? { dieKind: 'd6' as const, edition: 'classic' } : { dieKind: CLASSIC.dieKind, edition: CLASSIC.id };
  return withPlayerCount({ ...setup, game, ...dice }, count);
}

/**
 * The Strike setup with edition `id` (a preset of src/rules/strike/editions.ts) and that
 * edition's dice (`dieKind`: classic, 2020, impact 1–5 and X; classic-x2 X and 2–6); an unknown
 * id is taken for `classic`. The dice each player starts with (`dicePerPlayer`) stay as typed.
 */
export function withEdition(setup: ReviewSetup, id: string): ReviewSetup {
  const edition = EDITIONS[id] ?? CLASSIC;
  return { ...setup, edition: edition.id, dieKind: edition.dieKind };
}

/**
 * The setup for reviewing a game recorded as `game` (src/app/frameSources.ts `DemoGameSetup`):
 * Strike with its players, edition (and its dice) and throw-again rule, or the dice game with
 * its players and points to win; in `setup`'s language and rate.
 */
export function setupFor(setup: ReviewSetup, game: DemoGameSetup): ReviewSetup {
  if (game.game === 'dice-game') return { ...setup, game: 'dice-game', players: [...game.players], edition: 'classic', dieKind: 'd6', targetScore: game.targetScore };
  return withEdition({ ...setup, game: 'strike', players: [...game.players], keepThrowing: game.keepThrowing, tournament: false }, game.edition);
}

/**
 * Why the rules would refuse the dice each player starts with in `setup` (its Strike edition
 * having no chart: 2020, impact), worded with `text` as the live page's set-up form words it
 * (`dicePerPlayerRange`: a whole number from 1 to src/rules/strike/editions.ts
 * `maxDicePerPlayer`); `null` when they are allowed (`dicePerPlayerAllowed`) or not asked.
 */
export function stockProblem(setup: ReviewSetup, text: UiText): string | null {
  const stock = setupStock(setup);
  const edition = EDITIONS[setup.edition];
  if (stock === null || !edition || dicePerPlayerAllowed(edition, setup.players.length, stock)) return null;
  return text.setup.dicePerPlayerRange(maxDicePerPlayer(edition, setup.players.length));
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

/** The players as refereed: blank names become the seat's name in the setup's language ("Player 2", "Joueur 2"). */
export function refereedPlayers(setup: ReviewSetup): string[] {
  const seatName = uiText(setup.language).setup.player;
  return setup.players.map((name, i) => name.trim() || seatName(i));
}

/**
 * What the referee of a setup depends on, as plain JSON: the game, the players as refereed, the
 * language, and Strike's edition, dice per player (an edition without a chart), throw-again rule
 * and tournament, or the dice game's points to win (not the dice read nor the analysis rate).
 */
function refereeChoices(setup: ReviewSetup): object {
  const common = { game: setup.game, players: refereedPlayers(setup), language: setup.language };
  return setup.game === 'dice-game'
    ? { ...common, targetScore: setup.targetScore === undefined ? null : String(setup.targetScore) } // NaN too (a blank field)
    : { ...common, edition: setup.edition, dicePerPlayer: String(setupStock(setup)), keepThrowing: setup.keepThrowing, tournament: setup.tournament === true };
}

/**
 * A fresh review of a setup's game (src/review/gameReview.ts). Strike is ruled with the set-up's
 * edition; one without a dice-per-player chart (2020, impact) with the dice each player starts
 * with as its chart (src/rules/strike/editions.ts `editionForPlayers`, as the CLI's `review
 * --edition E --dice-per-player N` and the live page do).
 * @throws RuleError when the rules refuse the setup (two names alike, an unknown edition)
 * @throws Error, its message the rule in the setup's language, when the dice game's points to
 *   win are not a choice the live setup offers (src/rules/dice-game/config.ts `TARGET_SCORE_CHOICES`),
 *   or the dice per player are not ones the rules allow ({@link stockProblem})
 */
export function startReview(setup: ReviewSetup): AnyReview {
  const language = setup.language;
  const players = refereedPlayers(setup);
  if (setup.game === 'dice-game') {
    if (setup.targetScore !== undefined && !isTargetScoreChoice(setup.targetScore)) {
      throw new Error(uiText(language).setup.targetScoreRule(TARGET_SCORE_CHOICES.min, TARGET_SCORE_CHOICES.max, TARGET_SCORE_CHOICES.step));
    }
    return GameReview.diceGame({ game: { players, ...(setup.targetScore !== undefined ? { targetScore: setup.targetScore } : {}) }, language });
  }
  const problem = stockProblem(setup, uiText(language));
  if (problem) throw new Error(problem);
  const edition = editionForPlayers(setup.edition, players.length, setupStock(setup) ?? undefined);
  return GameReview.strike({ game: { players, edition, ...(setup.tournament ? { tournament: true } : {}) }, language, keepThrowing: setup.keepThrowing });
}

/**
 * The setup the timeline of an analysis made with `analysed` is ruled with while the form shows
 * `shown`: `shown`'s players, names, language and rule choices, with the game, dice and rate
 * analysed (other dice, another game or rate need *Analyse again*). `shown`'s Strike edition
 * and dice per player count when its dice are those analysed (classic, 2020 and impact share
 * theirs: 1–5 and X), so that such an edition re-rules the arenas read; an edition with other
 * dice (classic-x2 after classic) leaves the edition analysed, until analysed again.
 */
export function rulingSetup(shown: ReviewSetup, analysed: ReviewSetup): ReviewSetup {
  const sameDice = shown.game === analysed.game && shown.dieKind === analysed.dieKind;
  const edition = sameDice ? {} : { edition: analysed.edition, dicePerPlayer: analysed.dicePerPlayer };
  return { ...shown, game: analysed.game, dieKind: analysed.dieKind, analysisFps: analysed.analysisFps, ...edition };
}

/** A key that changes when the referee of a setup would rule otherwise (see {@link refereeChoices}). */
export function refereeKey(setup: ReviewSetup): string {
  return JSON.stringify(refereeChoices(setup));
}

/** Whether two setups referee the same way (same game, players, rule choices and language). */
export function sameReferee(a: ReviewSetup, b: ReviewSetup): boolean {
  return refereeKey(a) === refereeKey(b);
}

/**
 * The corrections with die `dieId` of entry `entry` set to `face`; setting it back to what
 * the reader saw (`read`) removes the correction, unless a correction made in another entry
 * stands there (`carried`, see {@link correctedFromElsewhere}): the face read is then kept as a
 * correction that ends that one's stay there. `faces` is not changed.
 */
export function withCorrection(faces: FaceCorrections, entry: number, dieId: number, face: Face, read: Face | null, carried: boolean): FaceCorrections {
  const next = new Map(faces);
  const dice = new Map(next.get(entry) ?? []);
  if (face === read && !carried) dice.delete(dieId);
  else dice.set(dieId, face);
  if (dice.size === 0) next.delete(entry);
  else next.set(entry, dice);
  return next;
}

/**
 * Whether a correction of die `dieId` made in another entry stands at entry `entry` (its stay:
 * src/review/gameReview.ts `correctedFaces`), with that entry's own correction of the die left out.
 * @param settles the review's settled arenas, as analysed (`GameReview.settles`)
 */
export function correctedFromElsewhere(settles: readonly Settle[], faces: FaceCorrections, game: ReviewSetup['game'], entry: number, dieId: number): boolean {
  const others = new Map(faces);
  const own = new Map(others.get(entry) ?? []);
  own.delete(dieId);
  if (own.size > 0) others.set(entry, own);
  else others.delete(entry);
  const settle = settles.findIndex((s) => s.entry === entry);
  return settle >= 0 && correctedFaces(settles, others, game)[settle]!.has(dieId);
}

/**
 * Whether `die` of entry `entry` shows a corrected face: one corrected there, or one that
 * differs from what was read (`analysed`, the entries before corrections), as where an
 * earlier correction stands (src/review/gameReview.ts `replay`).
 */
export function isCorrected(corrections: FaceCorrections, analysed: readonly AnyTimelineEntry[], entry: number, die: Pick<SnapshotDie, 'id' | 'face'>): boolean {
  if (corrections.get(entry)?.has(die.id)) return true;
  const read = analysed[entry]?.dice.find((d) => d.id === die.id);
  return read !== undefined && read.face !== die.face;
}

/** The last entry at or before `tMs` (the arena as it stood then), or `null` before the first. */
export function entryAt(entries: readonly AnyTimelineEntry[], tMs: number): AnyTimelineEntry | null {
  let found: AnyTimelineEntry | null = null;
  for (const entry of entries) {
    if (entry.tMs <= tMs + 0.5) found = entry;
    else break;
  }
  return found;
}

/**
 * Whether the frame presented at `mediaTimeMs` is the one the analysis read at `sampleMs`: it
 * read the frame shown at `sampleMs + offsetMs`, which started at most one frame earlier.
 * @param frameMs the video's frame duration in ms
 * @param offsetMs the seek offset the analysis used (analyseVideo.ts, `SEEK_OFFSET_S`), in ms
 */
export function sampleShownAt(sampleMs: number, mediaTimeMs: number, frameMs: number, offsetMs: number): boolean {
  return mediaTimeMs <= sampleMs + offsetMs + 0.5 && mediaTimeMs > sampleMs + offsetMs - frameMs;
}

/**
 * The entry read from the frame presented at `mediaTimeMs`, or `null` (see {@link sampleShownAt}).
 * @param frameMs the video's frame duration in ms
 * @param offsetMs the seek offset the analysis used (analyseVideo.ts, `SEEK_OFFSET_S`), in ms
 */
export function entryShownAt(entries: readonly AnyTimelineEntry[], mediaTimeMs: number, frameMs: number, offsetMs: number): AnyTimelineEntry | null {
  return entries.find((e) => e.change !== 'setup' && sampleShownAt(e.tMs, mediaTimeMs, frameMs, offsetMs)) ?? null;
}

/** The die of `entry` whose box holds the point `(x, y)` (frame pixels), the smallest when boxes overlap. */
export function dieAt(entry: AnyTimelineEntry, x: number, y: number): AnyTimelineEntry['dice'][number] | null {
  const hits = entry.dice.filter(({ box }) => pointInBox([x, y], box));
  const area = (box: [number, number, number, number]) => (box[2] - box[0]) * (box[3] - box[1]);
  return hits.sort((a, b) => area(a.box) - area(b.box))[0] ?? null;
}

/** An entry's dice as a reading to draw over its frame, `width × height` being the analysed frame size. */
export function entryReading(entry: AnyTimelineEntry, width: number, height: number): ArenaReading {
  return { width, height, dice: entry.dice.map(({ box, face, confidence, inArena }) => ({ box, face, confidence, inArena })) };
}
