/**
 * `dice-referee review VIDEO`: reviews a recorded game — every settled arena with its time,
 * the dice read and the rulings that followed — fast, by reading the dice only until each
 * settle has been voted on. Everything it prints is in the `--lang` language: its own lines
 * (src/referee/messages/cli.ts), the rulings and what a live referee would have asked (`?`
 * lines, src/review/gameReview.ts renders them in the review's language).
 */
import { constants } from 'node:os';
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { SingleBar } from 'cli-progress';
import { facesShown, outsideKindCounts } from '../../core/outsideKind.ts';
import type { DieKind, Face } from '../../core/types.ts';
import { CLI_MESSAGES, type CliMessages, type VideoEnd } from '../../referee/messages/cli.ts';
import { renderRefusal } from '../../referee/render.ts';
import { MIN_REVIEW_DURATION_MS } from '../../review/analysisRate.ts';
import { arenasBeforeStartDie, arenasOutsideKind, correctedFaces, GameReview, noDieRead, noThrowRuled, refusedArenas, settledAfterEnd, THROW_EVENT, THROWN_AT_SLACK_MS, tooFewDiceToRoll, unansweredQuestions, type ReviewedChange, type TimelineEntry } from '../../review/gameReview.ts';
import { analysisSpeed, clock, recordedEntry, recordJson, type GameRecord, type ReviewSetup } from '../../review/report.ts';
import { gameRecord, type FaceCorrections } from '../../review/gameRecord.ts';
import { RecordFileError, recordSaid, recordSettles, type SaidInRecord } from '../../review/recordFile.ts';
import type { AnyTimelineEntry as AnyEntry, Leaving, ReviewedEvent, Settle } from '../../review/gameReview.ts';
import { isJsonFile, readGameRecord, recordWriteProblem, writeErrorProblem, type RecordWriteProblem } from '../recordInput.ts';
import { editionFor } from '../../rules/strike/index.ts';
import { listedDice } from '../../review/listedDice.ts';
import { notTakenOutNote, notTakenOutSaidAfter } from '../../review/notTakenOutNotes.ts';
import type { DiceGameChange } from '../../referee/liveDiceGameReferee.ts';
import type { LiveChange } from '../../referee/liveStrikeReferee.ts';
import { GameSession } from '../../referee/gameSession.ts';
import { diceGameStanding, strikeStanding, type Standing } from '../../referee/standing.ts';
import { diceGame, type DiceGameEvent } from '../../rules/dice-game/index.ts';
import { strike, type StrikeEvent } from '../../rules/strike/index.ts';
import { diceGameConfig } from './diceGameReferee.ts';
import { InputFileError, inputFileProblem } from '../inputFile.ts';
import { MIN_ANALYSIS_FPS, parseDieKind, SETTLE_READINGS } from '../options.ts';
import { DEFAULT_MOTION_GATE_CONFIG } from '../../vision/motionGate.ts';
import { reviewVideo, type VideoEnding, type VideoReview } from '../reviewVideo.ts';
import { matchDieCorrections, type DieCorrection, type UnusedCorrection } from '../dieCorrections.ts';
import { matchLeftAt, unruledLeftAt, type LeftAt } from '../leavings.ts';
import { asGiven } from '../givenTimes.ts';
import { inOrderGiven, typedPlaces, type GivenNote, type GivenOption } from '../givenNotes.ts';
import type { Output } from './read.ts';
import { diceOf, gameConfig, writeStanding, type RefereeCommandOptions } from './referee.ts';
import { diceThatFit } from '../../rules/games.ts';

/** The signals that stop a review from outside: Ctrl-C, and a kill. */
const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

/** Options of `dice-referee review`: the game's, plus how to analyse the video. */
export interface ReviewCommandOptions extends RefereeCommandOptions {
  /** Frames per second to analyse (the video is resampled; at most its own rate). */
  fps: number;
  /** Strike: times (ms) of arenas to rule as throws where the review took none (src/review/gameReview.ts `ReviewOptions.thrownAt`). */
  thrownAt?: number[];
  /**
   * Strike: times (ms) after whose arena a die was thrown that flew out of sight, never landing in
   * view, ruled as thrown out of the arena (src/review/gameReview.ts `ReviewOptions.missedAt`).
   */
  missedAt?: number[];
  /**
   * Dice the review misread, with the faces they show (src/cli/dieCorrections.ts): the review is
   * ruled again with them before its timeline is printed, as the review page's corrections.
   */
  correct?: DieCorrection[];
  /**
   * Players who left the game mid-game, each just after the timeline entry at its time
   * (src/cli/leavings.ts): the review is ruled again with them, as with `correct`.
   */
  leftAt?: LeftAt[];
  /**
   * The item options given (`correct`, `leftAt`, `thrownAt`, `missedAt`) in the order the command
   * line gives them (src/cli/main.ts): their notes come in that order (src/cli/givenNotes.ts);
   * absent, in the order `--help` lists them.
   */
  givenOrder?: GivenOption[];
  /** Show a progress bar on stderr. */
  progress: boolean;
  /** `--record FILE`: where to write the review's game record (src/review/report.ts `GameRecord`) once ruled. */
  record?: string;
}

/**
 * The options of `review` that the command line gave (commander's `getOptionValueSource` is
 * `cli`), by their option keys (`players`, `dieKind`, `fps`…): for a game record, those replace
 * the record's set-up, and those of the analysis are refused.
 */
export type GivenOptions = ReadonlySet<string>;

/**
 * Reviews one video of Strike or, with `--game dice-game`, of the dice game (plain d6 dice,
 * Strike's options refused, `--target` the points to win) and writes its timeline to `out`,
 * then where the game stands when it is unfinished, and a summary to `err` (throws counted; the
 * dice game's rolls). A whole video whose dice the rules take no throw from gets a warning.
 * Dice the game is not played with (`--die-kind d6` for Strike) are read anyway, with a
 * warning on `err`: the timeline shows every settled arena, and the rules refuse what they
 * must (a 6 on a Strike die). With `--json`, the setup line and the summary say `dieKind`,
 * the dice read (the `gameStarted` event's edition is the rules', played with its own dice);
 * times are whole ms.
 * A `--fps` above the video's own rate is lowered to it, with a note on `err`; a video slower
 * than options.ts `MIN_ANALYSIS_FPS`, or shorter than src/review/analysisRate.ts
 * `MIN_REVIEW_DURATION_MS`, gets a warning and exit status 1. A video whose
 * frames stop before its stated duration (a file cut short), or for which ffmpeg reports
 * damaged data, gets a warning on `err`; its timeline up to there is still printed. A whole,
 * undamaged video in which no settled arena shows a die gets a warning (exit status 0).
 * The `--json` summary repeats these notes and warnings in `warnings` (empty when none) and
 * gives `requestedFps` beside `fps`, the rate analysed.
 * `file` may be a game record instead (JSON, told by its content: {@link runRecordReview}), ruled
 * again without its video. With `--record FILE` the review's game record is written to FILE once
 * ruled (src/review/gameRecord.ts, as the review page exports it); a FILE that cannot be written is
 * said before anything is analysed. `given`: the options the command line gave ({@link GivenOptions}).
 * @returns exit status: 0; 1 when the file cannot be read (missing, a folder, empty: said before
 *   the set-up's options are checked), is not a video (nor a game record this version reads),
 *   decoding fails, the video ends early or is damaged, or is too slow or too short, or `--record`'s
 *   file cannot be written; 2 when the game cannot be set up (players or names), or an option of the
 *   analysis is given with a record
 */
export async function runReview(file: string, options: ReviewCommandOptions, out: Output, err: Output, given: GivenOptions = new Set()): Promise<number> {
  const say = CLI_MESSAGES[options.lang];
  // A file that cannot be read (missing, a folder, empty) is said first, before the set-up's options
  // are checked: `review nosuch.json` is no game record, and no video that needs --players.
  const problem = inputFileProblem(file);
  if (problem !== null) {
    const text = say.fileProblem(file, problem);
    if (options.json) out.write(`${JSON.stringify({ file, error: text })}\n`);
    else err.write(`${say.error(text)}\n`);
    return 1;
  }
  // A --record file that cannot be written is said before anything is analysed.
  const unwritable = options.record === undefined ? null : recordWriteProblem(options.record);
  if (unwritable !== null) {
    const text = say.recordNotWritable(options.record!, unwritable);
    if (options.json) out.write(`${JSON.stringify({ file, error: text })}\n`);
    err.write(`${say.error(text)}\n`);
    return 1;
  }
  if (isJsonFile(file)) return runRecordReview(file, options, given, out, err);
  return reviewGame(file, options, out, err);
}

/** Reviews `file` (a video, or, with `fromRecord`, the settles of a game record) with the game `options` set up; see {@link runReview}. */
async function reviewGame(file: string, options: ReviewCommandOptions, out: Output, err: Output, fromRecord?: RecordToRule): Promise<number> {
  const say = CLI_MESSAGES[options.lang];
  const game = reviewOf(options);
  if ('error' in game) {
    // A usage error: with --json a JSON line on stdout too (docs/cli.md, as main.ts's option errors).
    if (options.json) out.write(`${JSON.stringify({ file, error: game.error })}\n`);
    err.write(`${say.error(game.error)}\n`);
    return 2;
  }
  if (options.game === 'dice-game') {
    const standing = (events: readonly DiceGameEvent[]) => diceGameStanding(GameSession.resume(diceGame, events).state, options.lang);
    return reviewWith(file, game as GameToReview<DiceGameEvent, DiceGameChange>, standing, options, out, err, fromRecord);
  }
  const standing = (events: readonly StrikeEvent[]) => strikeStanding(GameSession.resume(strike, events).state, options.lang);
  return reviewWith(file, game as GameToReview<StrikeEvent, LiveChange>, standing, options, out, err, fromRecord);
}

/** A game record to rule again: the record, and its settles and what it says as the review takes them. */
interface RecordToRule {
  record: GameRecord & { video: NonNullable<GameRecord['video']>; analysis: NonNullable<GameRecord['analysis']> };
}

/** The options of `review` that concern the analysis only, by key, as the command line names them: refused for a record. */
const ANALYSIS_OPTIONS: readonly (readonly [string, string])[] = [['fps', '--fps'], ['arena', '--arena']];

/**
 * `review RECORD.json`: rules the game of a game record again from its settles, no video opened
 * (src/review/recordFile.ts reads it): the record's set-up, replaced by the set-up options the
 * command line gives (checked as for a video); the record's corrections, and the command line's
 * `--correct`, `--thrown-at`, `--missed-at`, `--left-at` with them (the command line's win where
 * they name the same die). The timeline, notes, warnings and summary are printed as for the video,
 * the summary's figures the record's analysis's.
 * @returns exit status: as {@link runReview}; 1 when the file is not a record this version reads
 *   (damaged, of a newer format, JSON of something else) or its own set-up cannot be ruled (two
 *   names alike, dice another game's); 2 when an option concerns the analysis
 *   (`--fps`, `--arena`, other dice or another game than analysed)
 */
async function runRecordReview(file: string, options: ReviewCommandOptions, given: GivenOptions, out: Output, err: Output): Promise<number> {
  let record: GameRecord;
  try {
    record = readGameRecord(file);
    if (!record.video) throw new RecordFileError('damaged', 'video should be an object');
    if (!record.analysis) throw new RecordFileError('damaged', 'analysis should be an object');
    // Its own set-up, before the command line's replace any of it: two names alike are the record's fault, not an option's.
    const own = reviewOf(recordOptions(record, { ...options, lang: 'en' }, new Set()));
    if ('error' in own) throw new RecordFileError('damaged', `the referee cannot rule its set-up: ${own.error}`);
  } catch (error) {
    const say = CLI_MESSAGES[options.lang];
    const text = error instanceof RecordFileError ? say.recordRefused(file, error.problem, error.detail) : say.fileProblem(file, { kind: 'unreadable', code: (error as NodeJS.ErrnoException).code ?? String(error) });
    if (options.json) out.write(`${JSON.stringify({ file, error: text })}\n`);
    err.write(`${say.error(text)}\n`);
    return 1;
  }
  const merged = recordOptions(record, options, given);
  const say = CLI_MESSAGES[merged.lang];
  const analysed = { game: record.setup.game, dieKind: record.setup.dieKind };
  const refused = ANALYSIS_OPTIONS.find(([key]) => given.has(key))?.[1]
    ?? (merged.game !== record.setup.game ? '--game' : null)
    ?? (given.has('dieKind') && merged.dieKind !== record.setup.dieKind ? '--die-kind' : null)
    ?? (merged.game === 'strike' && parseDieKind(diceOf(merged)) !== record.setup.dieKind ? '--edition' : null);
  if (refused) {
    const text = say.recordKeepsAnalysis(refused, file, analysed);
    if (merged.json) out.write(`${JSON.stringify({ file, error: text })}\n`);
    err.write(`${say.error(text)}\n`);
    return 2;
  }
  return reviewGame(file, merged, out, err, { record: record as RecordToRule['record'] });
}

/**
 * The options a record is ruled again with: its set-up (players and names, game, Strike's edition,
 * dice per player, rules, the dice game's points to win, language, dice read, rate analysed), each
 * field the command line gives (`given`) taken from `options` instead. Given players without names
 * take the default names; names without players, as many players as names.
 */
function recordOptions(record: GameRecord, options: ReviewCommandOptions, given: GivenOptions): ReviewCommandOptions {
  const { setup } = record;
  const take = <K extends keyof ReviewCommandOptions>(key: K, recorded: ReviewCommandOptions[K]): Partial<ReviewCommandOptions> => {
    const value = given.has(key) ? options[key] : recorded;
    return value === undefined ? {} : { [key]: value };
  };
  const names = given.has('names') ? options.names : given.has('players') && options.players !== setup.players.length ? undefined : setup.players.join(',');
  const players = given.has('players') ? options.players : given.has('names') && options.names !== undefined ? options.names.split(',').length : setup.players.length;
  const strikeSetup = setup.game === 'strike' ? setup : null;
  // A Strike edition given replaces the record's dice per player (that edition's chart, or its own option).
  const dicePerPlayer = given.has('edition') ? undefined : strikeSetup?.dicePerPlayer;
  const { names: _names, players: _players, edition: _edition, dicePerPlayer: _dice, keepThrowing: _keep, tournament: _tournament, target: _target, dieKind: _dieKind, game: _game, lang: _lang, ...rest } = options;
  return {
    ...rest,
    players,
    ...(names === undefined ? {} : { names }),
    ...take('game', setup.game),
    ...take('lang', setup.language),
    ...take('dieKind', setup.dieKind),
    ...take('edition', strikeSetup?.edition),
    ...take('dicePerPlayer', dicePerPlayer),
    ...take('keepThrowing', strikeSetup?.keepThrowing || undefined),
    ...take('tournament', strikeSetup?.tournament || undefined),
    ...take('target', setup.game === 'dice-game' ? setup.targetScore : undefined),
    fps: setup.analysisFps,
  } as ReviewCommandOptions;
}

/** A review set up from the options: the fresh review, the dice read, and a warning about them. */
interface GameToReview<E, C extends ReviewedChange> {
  review: GameReview<E, C>;
  /** Another fresh review of the same game, without `--thrown-at`/`--missed-at` times: to rule the settles again (`GameReview.replay`). */
  again(): GameReview<E, C>;
  /** The players' names in seat order (`--names`, or the default names). */
  players: readonly string[];
  /** Strike: the edition preset id ruled with (src/rules/strike/editions.ts); the dice game: `classic`, unused. */
  edition: string;
  dieKind: DieKind;
  warning?: string;
}

/**
 * The review the options set up: Strike (referee.ts `gameConfig`, dice of another kind allowed
 * with a warning) or the dice game (diceGameReferee.ts `diceGameConfig`: d6 dice, no Strike option).
 * @returns the review, or why the game cannot be set up (in `options.lang`)
 */
function reviewOf(options: ReviewCommandOptions): GameToReview<StrikeEvent, LiveChange> | GameToReview<DiceGameEvent, DiceGameChange> | { error: string } {
  if (options.game === 'dice-game') {
    const game = diceGameConfig(options);
    if ('error' in game) return game;
    const review = () => GameReview.diceGame({ game: game.config, language: options.lang });
    return { review: review(), again: review, players: game.config.players, edition: 'classic', dieKind: 'd6' };
  }
  const game = gameConfig(options, 'allow');
  if ('error' in game) return game;
  const again = () => GameReview.strike({ game: game.config, language: options.lang, keepThrowing: options.keepThrowing });
  const review = GameReview.strike({ game: game.config, language: options.lang, keepThrowing: options.keepThrowing, ...(options.thrownAt ? { thrownAt: options.thrownAt } : {}), ...(options.missedAt ? { missedAt: options.missedAt } : {}) });
  const dieKind = parseDieKind(diceOf(options));
  return { review, again, players: game.config.players, edition: options.edition ?? editionFor(dieKind), dieKind, ...(game.warning ? { warning: game.warning } : {}) };
}

/**
 * Reviews `file` with a review set up (see {@link runReview}); `standingOf` says where the
 * game stands after the review's events (null once won), written after the timeline.
 */
async function reviewWith<E extends { type: string }, C extends ReviewedChange>(
  file: string, game: GameToReview<E, C>, standingOf: (events: readonly E[]) => Standing | null, options: ReviewCommandOptions, out: Output, err: Output, fromRecord?: RecordToRule,
): Promise<number> {
  const say = CLI_MESSAGES[options.lang];
  const { dieKind } = game;
  /** The notes and warnings written to `err`, repeated in the `--json` summary. */
  const warnings: string[] = [];
  const warn = (text: string) => {
    warnings.push(text);
    err.write(`${text}\n`);
  };
  if (game.warning) warn(say.otherDiceWarning(game.warning));
  const bar = options.progress ? new SingleBar({ stream: process.stderr, format: say.progressFormat, hideCursor: true, clearOnComplete: true }) : null;
  let barStarted = false;
  /** How far the review has gone, for a stop: video time analysed and the video's duration, ms. */
  const reached = { ms: 0, durationMs: Number.NaN, fps: 0 };
  // Ctrl-C (or a kill): the terminal gets its cursor and line wrapping back (the bar hides one
  // and turns off the other), a line says how far the timeline printed goes, and the process
  // ends as the signal would end it, with status 128 + the signal's number (130 for SIGINT, 143
  // for SIGTERM).
  const onSignal = (signal: NodeJS.Signals) => {
    if (barStarted) bar?.stop();
    const of = Number.isFinite(reached.durationMs) ? clock(reached.durationMs, options.lang) : null;
    err.write(`${say.reviewStopped(clock(reached.ms, options.lang), of)}\n`);
    process.exit(128 + constants.signals[signal]);
  };
  for (const signal of STOP_SIGNALS) process.once(signal, onSignal);
  let tooSlow = false;
  /** Whether `--record`'s file could not be written after all (checked writable before the analysis). */
  let recordFailed = false;
  // The set-up entry waits for the first decoded frame: a video that has none gets its error alone.
  let setup: TimelineEntry<E, C> | null = null;
  /** Every face read in the arena in the entries so far: dice of another kind must have them all. */
  const facesSoFar = new Set<Face>();
  /** The time (ms) of the ruling that took out the dice last said to lie in the arena still (`notTakenOut`), or null (src/review/notTakenOutNotes.ts). */
  let notTakenOutSaid: number | null = null;
  const write = (entry: TimelineEntry<E, C>) => {
    if (barStarted) bar?.stop();
    for (const face of facesShown(entry.dice)) facesSoFar.add(face);
    out.write(options.json ? `${JSON.stringify(jsonEntry(file, entry, dieKind))}\n` : formatEntry(entry, say, { ...options, dieKind, facesSoFar, notTakenOutSaid }));
    notTakenOutSaid = notTakenOutSaidAfter(entry, notTakenOutSaid);
    barStarted = false;
  };
  const writeSetup = () => {
    if (setup) write(setup);
    setup = null;
  };
  // The record's settles and what it says (faces corrected, throws, dice out of sight, leavings), at the settles' times.
  const recordSettled = fromRecord ? recordSettles(fromRecord.record) : [];
  const recordSays = fromRecord ? recordSaid(fromRecord.record, recordSettled) : null;
  // With corrections, the timeline is printed once ruled again with them, after the analysis.
  const correcting = (options.correct?.length ?? 0) > 0 || (options.leftAt?.length ?? 0) > 0 || (fromRecord?.record.corrections.length ?? 0) > 0 || (recordSays?.left.length ?? 0) > 0;
  const print = (entry: TimelineEntry<E, C>) => {
    if (correcting) return;
    if (entry.change === 'setup') setup = entry;
    else {
      writeSetup();
      write(entry);
    }
  };
  try {
    const done: AnalysedGame<E, C> = fromRecord ? recordedAnalysis(fromRecord, game.review, recordSettled, recordSays!) : await reviewVideo(file, {
      review: game.review,
      dieKind,
      fps: options.fps,
      ...(options.arena ? { arena: options.arena } : {}),
      onArenaCut: (info) => warn(say.arenaCut(file, info.width, info.height)),
      onStart(info, fps) {
        reached.durationMs = info.durationMs;
        reached.fps = fps;
        if (fps < options.fps) warn(say.fpsCapped(options.fps, info.fps));
        if (fps < MIN_ANALYSIS_FPS) {
          tooSlow = true;
          warn(say.videoTooSlow(fps, MIN_ANALYSIS_FPS));
        }
      },
      onEntry: print,
      onProgress(frames, total, settled) {
        reached.ms = Math.min((frames / reached.fps) * 1000, Number.isFinite(reached.durationMs) ? reached.durationMs : Infinity);
        if (frames > 0) writeSetup();
        if (!bar) return;
        if (!barStarted) bar.start(total, frames, { settled: say.progressSettled(settled) });
        barStarted = true;
        bar.update(Math.min(frames, total), { settled: say.progressSettled(settled) });
      },
    });
    writeSetup();
    if (barStarted) bar?.stop();
    // A record analysed slower than the rules need says so again, as its video's review did.
    if (fromRecord && done.fps < MIN_ANALYSIS_FPS) {
      tooSlow = true;
      warn(say.videoTooSlow(done.fps, MIN_ANALYSIS_FPS));
    }
    // A time given after the video's end (or where its frames stop) names nothing: its note says so (helper 205).
    const pastEnd = (ms: number): VideoEnd | null => {
      const { ending } = done;
      const stated = Number.isFinite(done.info.durationMs) ? done.info.durationMs : null;
      const endMs = ending.complete && stated !== null ? stated : ending.reviewedMs;
      if (ms <= endMs) return null;
      return { at: clock(endMs, options.lang), of: !ending.complete && stated !== null ? clock(stated, options.lang) : null };
    };
    const recorded = fromRecord && recordSays ? recordedCorrections(fromRecord.record, recordSays, done.review.entries) : undefined;
    const again = correcting ? ruledAgain(game, done.review, options.correct ?? [], options.leftAt ?? [], say, options, pastEnd, recorded) : null;
    const ruled = again ? again.review : done.review;
    // A record's timeline, not printed while analysed, is printed once ruled.
    if (correcting || fromRecord) for (const entry of ruled.entries) write(entry);
    writeStanding(out, file, standingOf(ruled.events), options);
    const { ending } = done;
    if (!ending.complete) warn(say.endsEarly(ending.reviewedMs, done.info.durationMs, ending.ffmpegError || undefined));
    else if (ending.ffmpegError) warn(say.damagedVideo(ending.ffmpegError));
    // A file that states no duration (an animated GIF) lasts as long as its frames.
    const lastsMs = Number.isFinite(done.info.durationMs) ? done.info.durationMs : ending.reviewedMs;
    const tooShort = ending.complete && lastsMs < MIN_REVIEW_DURATION_MS;
    if (tooShort) warn(say.videoTooShort(lastsMs, MIN_REVIEW_DURATION_MS, DEFAULT_MOTION_GATE_CONFIG.settleMs, SETTLE_READINGS));
    // A whole video without a die read (and no warning above that explains it): the camera was
    // elsewhere, too dark, or the dice never settled.
    else if (!tooSlow && ending.complete && !ending.ffmpegError && noDieRead(ruled.entries)) warn(options.arena ? say.noDiceReadInArena : say.noDiceRead);
    const gameId = options.game === 'dice-game' ? 'dice-game' as const : 'strike' as const;
    const throws = ruled.events.filter((e) => e.type === THROW_EVENT[gameId]).length;
    // Dice read, but no throw the rules take: another game's recording, or --game mistaken (or,
    // the dice game's own dice, too few of them thrown).
    const noThrow = noThrowRuled(gameId, ruled.entries, ruled.events);
    if (!tooShort && !tooSlow && ending.complete && noThrow) warn(say.noThrowRuled(gameId, gameId === 'dice-game' ? tooFewDiceToRoll(ruled.entries) : null));
    // With no throw ruled at all too, both are said: another game's recording, or a clip of this
    // game from its middle, without a lone die to start from.
    const midGame = gameId === 'strike' ? arenasBeforeStartDie(ruled.entries) : null;
    if (midGame) warn(say.arenasBeforeStartDie(midGame.settles, clock(midGame.fromMs, options.lang), clock(midGame.toMs, options.lang)));
    // Dice showing faces their kind lacks (the rules take them for dice not lying flat): the die
    // kind chosen is the likeliest cause of the refusals that follow, so it is said first.
    const outsideKind = arenasOutsideKind(ruled.entries);
    if (outsideKind) {
      const { settles, fromMs, toMs, faces, shown } = outsideKind;
      const { fits, plainDice } = diceThatFit(shown, gameId);
      warn(say.arenasOutsideKind(settles, clock(fromMs, options.lang), clock(toMs, options.lang), faces, dieKind, fits, plainDice));
    }
    // Throws ruled, but some arenas refused: from the first, the game ruled may not be the one played.
    const refused = noThrow ? null : refusedArenas(ruled.entries);
    if (refused) warn(say.refusedArenas(refused.settles, clock(refused.fromMs, options.lang), clock(refused.toMs, options.lang)));
    const asked = unansweredQuestions(ruled.entries);
    if (asked) warn(say.unansweredQuestions(asked.settles, clock(asked.fromMs, options.lang), clock(asked.toMs, options.lang), gameId));
    const afterEnd = settledAfterEnd(ruled.settles);
    // A game that a --left-at ended (the last player left wins): that leaving is the likeliest cause, said instead of another game or wrong options.
    const lastRuled = ruled.entries.filter((entry) => entry.rulings.length > 0).at(-1);
    const endedBy = afterEnd && lastRuled?.left?.length ? `${clock(lastRuled.tMs, options.lang)}=${game.players[lastRuled.left.at(-1)!]}` : null;
    if (afterEnd) warn(say.settledAfterEnd(afterEnd.settles, clock(afterEnd.fromMs, options.lang), clock(afterEnd.toMs, options.lang), endedBy));
    // A time that named nothing is said with the nearest time it may have meant (as the timeline prints it).
    const nearest = (ms: number, entries: readonly { tMs: number }[]): string | null => {
      const best = nearestEntry(ms, entries);
      return best ? clock(best.tMs, options.lang) : null;
    };
    // The notes on the items given that were not ruled as typed, once and together, in the order given (src/cli/givenNotes.ts).
    const notes: GivenNote[] = [...(again?.notes ?? [])];
    const thrownPlace = typedPlaces(options.thrownAt ?? []);
    for (const ms of done.review.thrownAtUnused) {
      const text = say.thrownAtUnmatched(clock(ms, options.lang), nearest(ms, done.review.entries.filter((entry) => entry.mayBeThrow === true || entry.mayBeThrow === 'ruled')), THROWN_AT_SLACK_MS / 1000, pastEnd(ms));
      notes.push({ option: 'thrownAt', place: thrownPlace(ms), text });
    }
    // Ruled again with corrections, the arenas ruled as throws at first that no longer can be (the game now ends before them), at the times typed.
    const arenaAt = (given: number, atMs: number) => (clock(atMs, options.lang) === clock(given, options.lang) ? null : clock(atMs, options.lang));
    if (correcting) {
      for (const { ms, atMs, why } of asGiven(ruled.thrownUnused, done.review.namedTimes.thrownAt, false)) notes.push({ option: 'thrownAt', place: thrownPlace(ms), text: say.thrownAtRefused(clock(ms, options.lang), why, arenaAt(ms, atMs)) });
    }
    const missedPlace = typedPlaces(options.missedAt ?? []);
    for (const { ms, why } of done.review.missedAtUnused) {
      const text = say.missedAtUnmatched(clock(ms, options.lang), why, why === 'noArena' ? nearest(ms, done.review.entries.filter((entry) => entry.mayMiss)) : null, THROWN_AT_SLACK_MS / 1000, why === 'noArena' ? pastEnd(ms) : null);
      notes.push({ option: 'missedAt', place: missedPlace(ms), text });
    }
    // Then, ruled again, the dice ruled at first that no longer can be, at the times typed (the re-run knows the arenas' own).
    if (correcting) {
      for (const { ms, atMs, why } of asGiven(ruled.missedAtUnused, done.review.namedTimes.missedAt, true)) {
        notes.push({ option: 'missedAt', place: missedPlace(ms), text: say.missedAtUnmatched(clock(ms, options.lang), why, null, THROWN_AT_SLACK_MS / 1000, null, arenaAt(ms, atMs)) });
      }
    }
    for (const note of inOrderGiven(notes, options.givenOrder)) warn(note.text);
    // Stretches where a hand or a shadow kept the arena from being read: throws there went unruled.
    for (const stretch of done.review.coveredStretches) warn(say.coveredArena(stretch.coveredMs / 1000, clock(stretch.fromMs, options.lang), clock(stretch.toMs, options.lang), gameId));
    const figures = {
      settled: ruled.entries.length - 1,
      game: gameId,
      throws,
      reviewedMs: Math.round(ending.reviewedMs),
      durationMs: Math.round(lastsMs),
      complete: ending.complete,
      elapsedMs: Math.round(done.elapsedMs),
      speed: analysisSpeed(ending.reviewedMs, done.elapsedMs),
      ...(fromRecord ? { record: { file, video: fromRecord.record.video.name } } : {}),
    };
    if (options.record !== undefined) {
      const written = writeRecord(options.record, {
        setup: reviewedSetup(game, options, done.fps),
        video: fromRecord?.record.video ?? { name: basename(file), durationMs: Math.round(lastsMs), width: done.info.width, height: done.info.height },
        analysis: fromRecord?.record.analysis ?? {
          frames: done.frames, reviewedMs: figures.reviewedMs, complete: ending.complete, ...(options.arena ? { arena: options.arena.map(([x, y]): [number, number] => [x, y]) } : {}),
          elapsedMs: figures.elapsedMs, speed: figures.speed,
        },
        analysed: done.review, ruled, again: game.again, faces: again?.faces ?? new Map(), left: again?.left ?? [],
      });
      if (written !== null) {
        recordFailed = true;
        err.write(`${say.error(say.recordNotWritable(options.record, written))}\n`);
      }
    }
    err.write(`${say.reviewSummary(figures)}\n`);
    if (options.json) {
      const summary = {
        file,
        dieKind,
        durationMs: Number.isFinite(figures.durationMs) ? figures.durationMs : null,
        reviewedMs: figures.reviewedMs,
        complete: figures.complete,
        ...(ending.ffmpegError ? { ffmpegError: ending.ffmpegError } : {}),
        fps: done.fps,
        requestedFps: options.fps,
        ...(options.arena ? { arena: options.arena } : {}),
        ...(fromRecord?.record.analysis.arena ? { arena: fromRecord.record.analysis.arena } : {}),
        frames: done.frames,
        // A record keeps no count of the frames read: its summary says where it was recorded from instead.
        ...(fromRecord ? { recordedFrom: fromRecord.record.video.name } : { framesRead: done.framesRead }),
        settled: figures.settled,
        throws: figures.throws,
        elapsedMs: figures.elapsedMs,
        speed: figures.speed,
        warnings,
      };
      out.write(`${JSON.stringify({ file, summary })}\n`);
    }
    return ending.complete && !ending.ffmpegError && !tooSlow && !tooShort && !recordFailed ? 0 : 1;
  } catch (error) {
    if (barStarted) bar?.stop();
    if (!(error instanceof InputFileError)) throw error;
    const text = say.fileProblem(file, error.problem);
    if (options.json) out.write(`${JSON.stringify({ file, error: text })}\n`);
    else err.write(`${say.error(text)}\n`);
    return 1;
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, onSignal);
  }
}

/** A review's analysis: of the video (src/cli/reviewVideo.ts), or that a game record keeps ({@link recordedAnalysis}). */
type AnalysedGame<E, C extends ReviewedChange> = Omit<VideoReview<E, C>, 'info' | 'framesRead' | 'speed'> & {
  /** The video's duration (ms, NaN when it states none) and frame size in pixels. */
  info: { durationMs: number; width: number; height: number };
  /** Frames whose dice were read; `null` for a record (it keeps no count of them). */
  framesRead: number | null;
  ending: VideoEnding;
};

/**
 * The analysis a game record keeps, ruled as the video's review ruled it: `review` (fresh, with the
 * command line's `--thrown-at`/`--missed-at` times) rules the record's settles (`GameReview.ruleRecorded`),
 * with the arenas it says were throws and the dice it says flew out of sight; the figures are the record's.
 */
function recordedAnalysis<E, C extends ReviewedChange>({ record }: RecordToRule, review: GameReview<E, C>, settles: readonly Settle[], said: SaidInRecord): AnalysedGame<E, C> {
  const { video, analysis, setup } = record;
  review.ruleRecorded(settles, { thrown: said.thrown, missed: said.missed });
  return {
    review,
    info: { durationMs: video.durationMs, width: video.width, height: video.height },
    fps: setup.analysisFps,
    ending: { complete: analysis.complete, reviewedMs: analysis.reviewedMs, ffmpegError: '' },
    frames: analysis.frames,
    framesRead: null,
    elapsedMs: analysis.elapsedMs,
  };
}

/** What a record says the players corrected, as {@link ruledAgain} takes it: faces by entry of the review ruled (`GameReview.entries`), leavings at the settles' times. */
interface RecordedCorrections {
  faces: FaceCorrections;
  left: readonly Leaving[];
}

/**
 * The record's corrections of faces, by entry of `entries` (the record's settles ruled again):
 * each names the entry at its time (whole ms) that holds its die; leavings as the record says them.
 */
function recordedCorrections(record: GameRecord, said: SaidInRecord, entries: readonly { tMs: number; dice: readonly { id: number }[] }[]): RecordedCorrections {
  const faces = new Map<number, Map<number, Face>>();
  for (const { tMs, dieId, face } of record.corrections) {
    const entry = entries.findIndex((e) => Math.round(e.tMs) === tMs && e.dice.some((die) => die.id === dieId));
    if (entry >= 0) faces.set(entry, new Map(faces.get(entry) ?? []).set(dieId, face));
  }
  return { faces, left: said.left };
}

/**
 * The set-up a review was ruled with, as a game record keeps it: the game, the players' names as
 * ruled, Strike's edition, dice per player and rules, the dice game's points to win, the language,
 * the dice read and `fps`, the rate analysed.
 */
function reviewedSetup(game: GameToReview<unknown, ReviewedChange>, options: ReviewCommandOptions, fps: number): ReviewSetup {
  return {
    game: options.game === 'dice-game' ? 'dice-game' : 'strike',
    players: [...game.players],
    edition: game.edition,
    ...(options.dicePerPlayer !== undefined ? { dicePerPlayer: options.dicePerPlayer } : {}),
    dieKind: game.dieKind,
    keepThrowing: options.keepThrowing === true,
    ...(options.tournament ? { tournament: true } : {}),
    ...(options.target !== undefined ? { targetScore: options.target } : {}),
    language: options.lang,
    analysisFps: fps,
  };
}

/** What {@link writeRecord} records of a review. */
interface ReviewToWrite<E, C extends ReviewedChange> {
  setup: ReviewSetup;
  video: GameRecord['video'] & object;
  analysis: GameRecord['analysis'] & object;
  /** The review as analysed (the video's, or the record's settles ruled again), `--thrown-at` and `--missed-at` ruled. */
  analysed: GameReview<E, C>;
  /** The review as ruled, corrections and leavings too. */
  ruled: GameReview<E, C>;
  /** A fresh review of the game, nothing said: the timeline the record's corrections name (as the review page opens a record). */
  again(): GameReview<E, C>;
  /** The faces corrected, by entry of `analysed`, and the leavings ruled with (`ruledAgain`). */
  faces: FaceCorrections;
  left: readonly Leaving[];
}

/**
 * Writes the game record of a review to `path` (src/review/gameRecord.ts `gameRecord`, as the
 * review page exports it): its settles those analysed, its corrections naming the entries of the
 * settles ruled again with nothing said (src/app/review/reopenedReview.ts opens it so), the
 * arenas ruled as throws and dice said out of sight those `analysed` ruled so.
 * @returns `null` once written, else why it could not be
 */
function writeRecord<E, C extends ReviewedChange>(path: string, review: ReviewToWrite<E, C>): RecordWriteProblem | null {
  const { analysed, ruled } = review;
  const base = review.again().replay(analysed.settles, new Map());
  // The faces by entry of `analysed` → by entry of `base`, the entry at the same time.
  const faces = new Map<number, ReadonlyMap<number, Face>>();
  for (const [entry, dice] of review.faces) {
    const at = base.entries.findIndex((e) => e.tMs === analysed.entries[entry]?.tMs);
    if (at >= 0) faces.set(at, dice);
  }
  const record = gameRecord({
    setup: review.setup,
    video: review.video,
    analysis: review.analysis,
    analysed: { entries: base.entries as readonly AnyEntry[], settles: analysed.settles },
    ruled: { entries: ruled.entries as readonly AnyEntry[], events: ruled.events as readonly ReviewedEvent[] },
    said: {
      faces,
      thrown: analysed.entries.filter((entry) => entry.mayBeThrow === 'ruled').map((entry) => entry.tMs),
      missed: analysed.entries.flatMap((entry) => new Array<number>(entry.missed ?? 0).fill(entry.tMs)),
      left: review.left,
    },
  });
  try {
    writeFileSync(path, recordJson(record));
    return null;
  } catch (error) {
    return writeErrorProblem(error);
  }
}

/**
 * The review ruled again with the players' corrections (`--correct`), as the review page re-runs
 * its referee (src/app/review/useRefereeTimeline.ts): over the settles analysed, with the faces
 * given, the arenas `--thrown-at` and `--missed-at` named ruled as they were, and the players
 * `--left-at` names leaving just after the arenas it names. A correction that names no die, one
 * whose die lies only in arenas settled after the game's end once ruled again (not ruled, so
 * nothing corrected), one that a later correction of the same die overruled (with the one kept), a leaving whose player is
 * both a name and another seat's number (the name taken), one that repeats an earlier (the same player after the same
 * arena: ruled once), and a leaving that names
 * no player or arena or cannot be ruled there (the game over, the player already out, one player
 * left), gets a note in `notes`, with why (`pastEnd`: where the video ends, for a time after it),
 * its place that of the item in its option's list. A
 * `--missed-at` die ruled at first that cannot be ruled again (the game now over before it) is
 * listed by the review's `missedAtUnused`, and a `--thrown-at` arena that can no longer be a
 * throw by its `thrownUnused`, which the caller notes with the others, at the times typed
 * (src/cli/givenTimes.ts), and writes them all in the order given (src/cli/givenNotes.ts).
 * `recorded`: what a game record said (faces by entry of `analysed`, leavings at settles' times),
 * ruled first, the command line's corrections over the record's for the same die of the same entry
 * and its leavings after the record's (one the record said too ruled once); the record's get no note.
 * @returns the review ruled again, the notes, and the faces and leavings it was ruled with (a record keeps them)
 */
function ruledAgain<E, C extends ReviewedChange>(
  game: GameToReview<E, C>, analysed: GameReview<E, C>, corrections: readonly DieCorrection[], leftAt: readonly LeftAt[], say: CliMessages, options: ReviewCommandOptions, pastEnd: (ms: number) => VideoEnd | null,
  recorded: RecordedCorrections = { faces: new Map(), left: [] },
): { review: GameReview<E, C>; notes: GivenNote[]; faces: FaceCorrections; left: Leaving[] } {
  const matched = matchDieCorrections(corrections, analysed.entries, game.dieKind);
  const { unused, named, overruled } = matched;
  // The record's corrections first, the command line's over them where they name the same die of the same entry.
  const faces = new Map<number, Map<number, Face>>([...recorded.faces].map(([entry, dice]) => [entry, new Map(dice)]));
  for (const [entry, dice] of matched.faces) faces.set(entry, new Map([...(faces.get(entry) ?? []), ...dice]));
  const given = ({ ms, die, face }: DieCorrection) => `${clock(ms, options.lang)}/${die}=${face}`;
  const thrown = new Set(analysed.entries.filter((entry) => entry.mayBeThrow === 'ruled').map((entry) => entry.tMs));
  const missed = analysed.entries.flatMap((entry) => new Array<number>(entry.missed ?? 0).fill(entry.tMs));
  const leavings = matchLeftAt(leftAt, game.players, analysed.entries);
  // The record's leavings first (said earlier), but one the command line says again (same player after the same arena).
  const recordLeft = recorded.left.filter((said) => !leavings.left.some((leaving) => leaving.seat === said.seat && Math.abs(leaving.tMs - said.tMs) < 0.5));
  const left = [...recordLeft, ...leavings.left];
  const again = game.again().replay(analysed.settles, faces, thrown, missed, left);
  // A die that lies only in arenas settled after the game's end (a leaving or another correction
  // ended it sooner) corrects nothing: said, as the others, in the order given.
  const gameId = options.game === 'dice-game' ? 'dice-game' as const : 'strike' as const;
  const afterEnd = named.filter(({ entry, id, correction }) => {
    const stay = correctedFaces(analysed.settles, new Map([[entry, new Map([[id, correction.face as Face]])]]), gameId);
    return stay.every((fixed, i) => !fixed.has(id) || (again.settles[i]?.change === 'over' && again.settles[i]?.entry === null));
  }).map(({ correction }): UnusedCorrection => ({ correction, why: 'gameOver' }));
  const notes: GivenNote[] = [];
  const place = (correction: DieCorrection) => corrections.indexOf(correction);
  for (const fault of [...unused, ...afterEnd]) {
    const { ms } = fault.correction;
    const nearest = fault.why === 'noEntry' && fault.nearestMs !== null ? clock(fault.nearestMs, options.lang) : null;
    notes.push({ option: 'correct', place: place(fault.correction), text: say.correctionUnmatched(given(fault.correction), fault, nearest, THROWN_AT_SLACK_MS / 1000, fault.why === 'noEntry' ? pastEnd(ms) : null) });
  }
  for (const { correction, kept } of overruled) notes.push({ option: 'correct', place: place(correction), text: say.correctionOverruled(given(correction), given(kept)) });
  // A value both a name and another seat's number: the name is taken, and said (before any note on why it was not ruled).
  for (const { leftAt: { ms, who }, index, byName, bySeat } of leavings.twoReadings) {
    notes.push({ option: 'leftAt', place: index, text: say.leftAtTwoReadings(`${clock(ms, options.lang)}=${who}`, game.players[byName]!, byName + 1, bySeat + 1, game.players[bySeat]!) });
  }
  // Those that named nothing and those refused at their arena (the game over, the player out).
  // (The record's leavings the rules refuse are not the command line's: its items' places follow them.)
  const refusedGiven = again.leftUnused.filter((unruled) => unruled.index >= recordLeft.length).map((unruled) => ({ ...unruled, index: unruled.index - recordLeft.length }));
  for (const fault of unruledLeftAt(leftAt, leavings, refusedGiven)) {
    const given = `${clock(fault.leftAt.ms, options.lang)}=${fault.leftAt.who}`;
    if (fault.why === 'repeated') {
      // The same player after the same arena given twice: ruled once, said so (not "already out").
      notes.push({ option: 'leftAt', place: fault.index, text: say.leftAtRepeated(given, `${clock(fault.earlier.ms, options.lang)}=${fault.earlier.who}`) });
      continue;
    }
    const nearest = fault.why === 'noEntry' && fault.nearestMs !== null ? clock(fault.nearestMs, options.lang) : null;
    notes.push({ option: 'leftAt', place: fault.index, text: say.leftAtUnmatched(given, fault.why, game.players, nearest, THROWN_AT_SLACK_MS / 1000, fault.why === 'noEntry' ? pastEnd(fault.leftAt.ms) : null) });
  }
  return { review: again, notes, faces, left };
}

/**
 * A timeline entry as a `review --json` line: the file first, then the entry as records write
 * it (src/review/report.ts `recordedEntry`: time in whole ms, boxes in whole pixels, confidences
 * to 2 decimals), its dice in the order the timeline lists them (src/review/listedDice.ts: left
 * to right), so that the N-th is the die `--correct TIME/N=FACE` names, as in the text (records
 * keep the tracker's order, by id); the setup line (index 0) also says `dieKind`, the dice read.
 */
export function jsonEntry<E, C extends string>(file: string, entry: TimelineEntry<E, C>, dieKind: DieKind): Record<string, unknown> {
  const recorded = recordedEntry(entry);
  return { file, ...(entry.change === 'setup' ? { dieKind } : {}), ...recorded, dice: listedDice(recorded.dice) };
}

/**
 * One timeline entry as text: time, what happened, the dice in view (left to right, as the
 * review page lists them: src/review/listedDice.ts), dice showing a face their kind
 * lacks (`--die-kind`), the question a live referee would have asked (before the rulings that
 * followed without an answer), unless the rules refused the arena (the refusal, after the
 * rulings, says the same, as on the review page), with how to rule the arena as a throw where
 * it may be one (`--thrown-at`) or that it was, and the dice said to have flown out of sight
 * after it (`--missed-at`), in `say`'s language. Dice a ruling took out that still lie in the
 * arena (`notTakenOut`) are said under the first entry they hold only: an entry whose dice
 * `options.notTakenOutSaid` (the time of the ruling that took them out, ms) already said shows
 * only what the rules ruled there (helper 226: a wrong correction repeated it under every later
 * entry; src/review/notTakenOutNotes.ts, as the review page and the report decide it).
 */
export function formatEntry<E, C extends string>(entry: TimelineEntry<E, C>, say: CliMessages, options: Pick<RefereeCommandOptions, 'game' | 'lang'> & { dieKind: DieKind; facesSoFar?: Iterable<Face>; notTakenOutSaid?: number | null }): string {
  const lines = [`${clock(entry.tMs, options.lang)}  ${say.change(entry.change, entry.rejected !== undefined && entry.rejected !== null)}${entry.dice.length ? `  ${say.timelineDice(listedDice(entry.dice))}` : ''}`];
  const { fits, plainDice } = diceThatFit([...facesShown(entry.dice), ...(options.facesSoFar ?? [])], options.game ?? 'strike');
  for (const [face, count] of outsideKindCounts(entry.dice)) lines.push(`          ${say.outsideKindInPhoto(count, face, options.dieKind, fits, plainDice)}`);
  if (entry.question && !entry.rejected) lines.push(`          ? ${entry.question}`);
  if (entry.mayBeThrow === true && !entry.rejected) lines.push(`          ${say.thrownAtHint(clock(entry.tMs, options.lang))}`);
  if (entry.mayBeThrow === 'ruled') lines.push(`          ${say.ruledAsThrown}`);
  if (entry.notTakenOut && notTakenOutNote(entry, options.notTakenOutSaid ?? null) === 'first') lines.push(`          ${say.notTakenOut(entry.notTakenOut.dice, clock(entry.notTakenOut.atMs, options.lang))}`);
  entry.rulings.forEach((ruling, i) => {
    // The dice said to have flown out of sight are ruled after the arena's own rulings: said before theirs.
    if (entry.missed && i === entry.missedFrom) lines.push(`          ${say.missedAtRuled(entry.missed)}`);
    lines.push(`          ${ruling.text}`);
  });
  if (entry.rejected) lines.push(`          ${say.unexplained(renderRefusal(options.game, entry.rejected, options.lang))}`);
  return `${lines.join('\n')}\n`;
}

/** Of `entries`, the one whose time lies nearest `ms` (the earlier of two as near), or `null` when there is none. */
export function nearestEntry<T extends { tMs: number }>(ms: number, entries: readonly T[]): T | null {
  return entries.reduce<T | null>((best, entry) => (best === null || Math.abs(entry.tMs - ms) < Math.abs(best.tMs - ms) ? entry : best), null);
}
