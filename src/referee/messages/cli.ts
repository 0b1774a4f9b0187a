/**
 * Texts the `dice-referee` command line says around the referee's announcements, in English
 * and French: the `read` table, the heading of each photo, refusals, errors and the `review`
 * timeline and summary (src/cli/commands/). French words follow the other message tables
 * (strike.ts, from /work/shared/rules/strike-fr.txt): arène, lancer, dehors; French numbers
 * take a decimal comma.
 */
import type { ArenaRefusal } from '../../vision/arenaOutline.ts';
import { FACES_OF_KIND, type DieKind, type Face } from '../../core/types.ts';
import { gameInfo } from '../../rules/games.ts';
import { LEAVING_WHY, MISSED_DIE_WHY, NOT_REFEREED_WHY, THROWN_WHY } from './notRuled.ts';
import { editionFor } from '../../rules/strike/index.ts';
import type { MissedDieRefusal } from '../strikeReferee.ts';
import type { LeavingRefusal, MissedAtUnused, ThrownUnused } from '../../review/gameReview.ts';
import type { UnusedCorrection } from '../../cli/dieCorrections.ts';
import type { RecordWriteProblem } from '../../cli/recordInput.ts';
import { de, sentence, toPlayer } from './format.ts';
import { CHANGE_WORDS_EN, CHANGE_WORDS_FR, REFUSED_MARK, type ChangeWords, type TimelineChange } from './changes.ts';
import { THROWER_WHOSE_DICE_DIFFER } from './keepThrowing.ts';
import { en as REPORT_EN, fr as REPORT_FR } from './report.ts';

/** `text` with its first letter small: a sentence after a French colon, which takes none (« : il faut… »). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** What the camera saw in one photo, as the `referee` heading names it. */
export interface ArenaSeen {
  /** Faces read in the arena, in the reader's order. */
  arena: readonly string[];
  /** Dice outside the arena or on its rim. */
  out: number;
  /** Dice in the arena whose top face could not be read. */
  leaning: number;
}

/**
 * Why an input file (a photo for `read`/`referee`, a video for `review`) could not be used.
 * The CLI's decoders (src/cli/decodeImage.ts, src/cli/decodeVideo.ts) say which; the texts
 * below word it, naming the file once.
 * - `missing`: no such file; `unreadable`: it cannot be opened (`code`: the system's error code, e.g. `EACCES`);
 * - `folder`: a folder was given; `not-a-file`: a named pipe or socket; `empty`: the file has 0 bytes;
 * - `not-an-image`: not an image format the decoder knows (`video`: it starts as a video
 *   container, MP4, MOV, WebM or MKV);
 * - `too-large`: `width × height` pixels is more than `maxPixels`; `too-small`: a side under `min` pixels (src/core/pictureSize.ts);
 * - `corrupt-image`: an image format, but damaged or cut short (`detail`: the decoder's words);
 * - `still-image`: `review` was given a photo (ffmpeg reads it as a one-frame image);
 * - `not-a-video`: ffmpeg finds no stream it can read (`detail`: ffmpeg's reason, when it gives one);
 * - `no-video-stream`: a media file without pictures (`audio`: it has sound);
 * - `decode-failed`: ffmpeg stopped with an error after `frames` frames (`detail`: its message);
 * - `no-frames`: the video decoded to no frame at all (`damaged`: ffmpeg reported an error, as for a file cut short;
 *   `detail`: its words);
 * - `reader-failed`: the image decoded but the die reader failed on it (`detail`: why);
 * - `stdin-terminal`: `-` (standard input) was given, but standard input is a terminal, not a pipe.
 */
export type FileProblem =
  | { kind: 'missing' }
  | { kind: 'unreadable'; code: string }
  /** `photos`: the command reads photos (`read`, `referee`), so the folder's photos are named with a pattern; else a video. */
  | { kind: 'folder'; photos?: boolean }
  | { kind: 'not-a-file' }
  | { kind: 'empty' }
  | { kind: 'not-an-image'; video?: boolean }
  | { kind: 'too-large'; width: number; height: number; maxPixels: number }
  /** `readAs`: the size a video's pictures are read at (shrunk to 960 wide) when that, not the file's own, is under `min`. */
  | { kind: 'too-small'; width: number; height: number; min: number; readAs?: { width: number; height: number } }
  | { kind: 'corrupt-image'; detail: string }
  | { kind: 'still-image' }
  /** `damaged`: the file starts as a video container (MP4, MOV, WebM, MKV) that ffmpeg cannot read on: damaged or cut short. */
  | { kind: 'not-a-video'; detail?: string; damaged?: boolean }
  | { kind: 'no-video-stream'; audio: boolean }
  | { kind: 'decode-failed'; frames: number; detail: string }
  | { kind: 'no-frames'; damaged?: boolean; detail?: string }
  | { kind: 'reader-failed'; detail: string }
  | { kind: 'stdin-terminal' }
  /** The corners given with `--arena` do not make an arena on this picture (src/vision/arenaOutline.ts `checkArena`). */
  | { kind: 'arena-refused'; reason: ArenaRefusal; width: number; height: number };

/**
 * Where the video reviewed ends, said of a `review` time (`--correct`, `--thrown-at`,
 * `--missed-at`) that lies after it: `at` the end (`mm:ss.s`), `of` the duration the file states
 * when its frames stop before it (a file cut short), else `null`.
 */
export interface VideoEnd {
  at: string;
  of: string | null;
}

/** The figures of a finished `review`, as its summary line gives them. */
export interface ReviewFigures {
  /** Settled arenas on the timeline (the opening set-up not counted). */
  settled: number;
  /** The game reviewed: its throws are the dice game's rolls. */
  game: 'strike' | 'dice-game';
  /** Throws (the dice game: rolls) the rules ruled on. */
  throws: number;
  /** Video time actually reviewed (up to the last frame decoded), ms. */
  reviewedMs: number;
  /** The video's duration as its container states it, ms (NaN when it does not say). */
  durationMs: number;
  /** Whether the frames went on to the stated duration (false: the video ends early). */
  complete: boolean;
  /** Review wall time, ms. */
  elapsedMs: number;
  /** Video time reviewed / wall time. */
  speed: number;
  /**
   * Ruled again from a game record (`review RECORD.json`), not from the video: `file` the record
   * as given, `video` the name of the video it was recorded from; the figures above are the
   * record's analysis's, made earlier.
   */
  record?: { file: string; video: string };
}

/** Why a file given to `review` is not a game record it opens (src/review/recordFile.ts `RecordProblem`). */
export type RecordFileProblem = 'tooLarge' | 'notText' | 'notJson' | 'notRecord' | 'newerFormat' | 'damaged';

/** One language's texts for the command line. */
export interface CliMessages {
  /** `n` with `digits` decimals, e.g. "0.96" / "0,96". */
  decimal(n: number, digits: number): string;
  /** How `read`'s text output names {@link STDIN_FILE}, the image piped into standard input. */
  stdinName: string;
  /**
   * A usage error as commander and the option parsers (src/cli/options.ts) word it, in English
   * without its "error: " prefix, in this language (the known forms; any other as given).
   */
  usageError(english: string): string;
  /**
   * Said after "unknown option '-x.jpg'" when a file of that name exists (a name starting with
   * "-" is taken for an option): how to give it (helper 180).
   */
  dashFileHint(file: string): string;
  /**
   * Said after "unknown option '--lang'" when the option, given before any command
   * (`dice-referee --lang fr read a.jpg`), is one the commands take: options follow the command's
   * name. `command`: the command given after it, or `null` when none was.
   */
  optionBeforeCommandHint(option: string, command: string | null): string;
  /** `DICE_READER` names no reader (`methods`: those there are). */
  badReaderMethod(value: string, methods: readonly string[]): string;
  /**
   * After a usage error, where the help is (commander's help is English): `command`'s own help
   * when the error is in a command's arguments, else the program's.
   */
  helpHint(command?: string): string;
  /** An error line's text, e.g. "error: …". */
  error(detail: string): string;
  /** An error the command did not foresee (a bug), `detail` its message (exit status 3). */
  internalError(detail: string): string;
  /** A warning line's text, e.g. "warning: …". */
  warning(detail: string): string;
  /** Why `file` could not be used, naming it once, e.g. "a.jpg is empty (0 bytes)" (see {@link FileProblem}). */
  fileProblem(file: string, problem: FileProblem): string;
  /** Name of a player `--names` does not name; `seat` counts from 1. */
  defaultPlayer(seat: number): string;
  /** The name of game `id` (src/rules/games.ts) as the messages say it. */
  gameName(id: string): string;
  /**
   * `--game` names a game with a rules engine whose dice the camera cannot read yet
   * (src/rules/games.ts `camera` false: Harry Potter Strike, Dicestorm): why, and the games it
   * referees (`refereed`, ids), e.g. "Harry Potter Strike is not refereed yet: its dice show
   * spell symbols, which the dice reader does not know. Allowed choices are strike, dice-game."
   */
  gameNotRefereed(id: string, refereed: readonly string[]): string;
  /** `--players` is not a whole number ≥ 0. */
  badPlayerCount(value: string): string;
  /**
   * `--players` is outside the game's range: `game` is its display name, `min`–`max` the
   * player counts its rules chart has (src/rules/strike/editions.ts), `players` the count given.
   */
  playerCount(game: string, min: number, max: number, players: number): string;
  /** `--die-kind` names other dice than `--edition`'s box (`edition` its name, `kind` its dice). */
  editionDice(edition: string, dieKind: string, kind: string): string;
  /** `--edition` names a box whose dice per player no rulebook gives, and `--dice-per-player` is missing. */
  dicePerPlayerNeeded(edition: string): string;
  /** `--dice-per-player` with a box whose rulebook chart sets them, or a count under 1. */
  dicePerPlayerRefused(edition: string, count: number, charted: boolean): string;
  /** `--names` gives `names` names for `players` players. */
  namesMismatch(names: number, players: number): string;
  /** `--names` has an empty name at `position` (from 1); `names` is the option as given (blank: the option is empty, no comma mistake). */
  emptyName(position: number, names: string): string;
  /** `--names` has a control character (a line break, a terminal escape) in name `position` (from 1). */
  controlInName(position: number): string;
  /** `--names`: name `position` (from 1) is longer than `max` characters. */
  nameTooLong(position: number, max: number): string;
  /** `--names` gives the same name twice, ignoring case: `first` and `second` as given. */
  sameName(first: string, second: string): string;
  /**
   * `--die-kind` names dice the game is not played with.
   * @param game display name, e.g. "Strike"; `kind` the die kind asked for; `kinds` the die
   *   kinds the game is played with
   */
  wrongDieKind(game: string, kind: DieKind, kinds: readonly DieKind[]): string;
  /** `review`: the line on stderr when the dice are not the game's (the video is read anyway). */
  otherDiceWarning(problem: string): string;

  /** `read`: first line of an image's table. */
  readHeading(file: string, width: number, height: number, dice: number): string;
  /**
   * The line under a `read` table giving the arena its dice were counted in: where it came
   * from (src/cli/reader.ts `StillReading.arenaSource`) and its `corners`, written as `--arena` takes them.
   */
  readArena(source: 'user' | 'floor' | 'fallback', corners: string, cut: boolean, fillsPicture: boolean): string;
  /**
   * Note: the `--arena` outline runs off `file`'s `width × height` picture (or video) and is cut
   * at its edge: was it drawn for a picture of another size?
   */
  arenaCut(file: string, width: number, height: number): string;
  /**
   * Note: `file` (`size`, "1280×720") is not the size of the first photo (`first`), while an
   * `--arena` outline is given: its corners are pixels of one picture size.
   */
  arenaOtherSize(file: string, size: string, first: string): string;
  /**
   * The note for a photo file holding `pictures` pictures (an animation, a multi-page TIFF), of
   * which only the first was read; `reviewable` when `review` takes it as a video (a GIF).
   */
  firstPictureOnly(file: string, pictures: number, reviewable: boolean): string;
  /** `read`: column titles, in order #, face, confidence, arena, box. */
  readColumns: readonly [string, string, string, string, string];
  /** `read`: the arena column for a die inside / outside the arena. */
  inArena: string;
  outside: string;
  /** `read`: confidence of an unreadable die, which is in the die, not in a face. */
  dieConfidence(confidence: string): string;
  /** `read`: the note under a table that has an unreadable die. */
  unreadableNote: string;
  /**
   * `read`: the note under a table with a face read with a confidence under `least` (marked `*`),
   * which the referee would ask the players to check.
   */
  doubtfulNote(least: string): string;
  /**
   * `referee`: the note under a photo's heading the first time a face in it is read with a
   * confidence under `least` (marked `*`): ruled as read, where the referee would ask at the table.
   */
  doubtfulRuled(least: string): string;
  /**
   * `read`: the note under a table whose dice `numbers` (1-based) clearly show `face`, a face the
   * `--die-kind` `kind`'s dice lack; `fits`: the kinds that have it and every other face shown (src/cli/options.ts
   * `kindsWithFaces`), suggested when there are any.
   */
  outsideKindNote(numbers: readonly number[], face: Face, kind: DieKind, fits: readonly DieKind[]): string;
  /**
   * `referee` (under a photo's heading) and `review` (under a settled arena): `count` of the
   * dice in the arena clearly show `face`, which the `--die-kind` `kind`'s dice lack; the rules
   * see them as dice not lying flat, and the line says so before the rules' own ruling. `fits`:
   * the game's kinds that have the face (and every face read so far), suggested when there are
   * any; `plainDice`: none, and a plain d6 has them all (rules/games.ts `diceThatFit`).
   */
  outsideKindInPhoto(count: number, face: Face, kind: DieKind, fits: readonly DieKind[], plainDice: boolean): string;

  /** `referee`: the heading of one photo, "── FILE: 3 dice in the arena: 2 5 X; 1 outside". */
  arenaHeading(file: string, seen: ArenaSeen): string;
  /** `referee`: a photo after the end of the game. */
  ignoredGameOver(file: string): string;
  /** `referee`: the photo was skipped (an illegal throw, no start die); `reason` is the refusal text. */
  refused(reason: string): string;
  /**
   * `referee`: the photo moved the game on (its first die taken as the start die, announced
   * above this line) but the rest of it was refused; `reason` is the refusal text.
   */
  restRefused(reason: string): string;
  /** `referee`: closing line when none of the `photos` could be ruled. */
  noneRuled(photos: number): string;
  /**
   * `referee`: closing line when the rules refused `refused` of the `photos` (wholly or in part),
   * the others ruled: the exit status is then 1.
   */
  someRefused(refused: number, photos: number): string;
  /**
   * `referee`: the closing line of a game the photos leave unfinished: each player still in with
   * his stock (eliminated ones marked out; one who left the game, `retired`, marked as having left
   * instead: src/rules/common/retire.ts, our reading), the dice in the arena with their faces (`arena`, in
   * any order, null for a die not read; listed from low to high, X last) and whose turn it is;
   * in a tournament (`tournament`) also the round being played and each player's points from
   * the rounds finished (strike-en.txt, Alternative Game End).
   */
  standing(players: readonly { name: string; stock: number; eliminated: boolean; retired?: boolean; points?: number }[], arena: readonly (string | null)[], current: string,
    tournament?: { round: number; rounds: number }): string;
  /**
   * `referee --game dice-game`: the closing line of a game the photos leave unfinished: each
   * player's score (a player who left the game, `retired`, marked so: src/rules/dice-game/apply.ts
   * `retire`, our reading), whose turn, and its points so far; in the final round (`finalTurnTarget`,
   * src/rules/dice-game/flow.ts) the score the turn must go past to bank (rulebook, "Ending the game").
   */
  diceGameStanding(players: readonly { name: string; score: number; retired: boolean }[], current: string, turnPoints: number, finalTurnTarget: number | null): string;
  /** `referee --game dice-game`: several sets of dice could have been set aside (`choices`, each "1 5"); photos cannot tell, and `taken`, the highest-scoring, is taken. */
  keptChosen(choices: readonly string[], taken: string): string;
  /**
   * `referee --game dice-game`: what the referee would ask the players at the table (`question`,
   * worded); the photo is not ruled, and the next one is compared with the last ruling
   * (`'ruling'`: dice of the roll changed) or with this photo, taken as it is (`'photo'`).
   */
  wouldAsk(question: string, next: 'ruling' | 'photo'): string;
  /** `referee --game dice-game`: after dice of the roll changed, the photo shows the roll's dice again as rolled (`faces`, "6 4 4 4 2 3"): nothing to rule yet. */
  rollAsRolled(faces: string): string;
  /** `referee`: the photo shows the same dice in the same places as the last one (the photo given twice): no throw (Strike) or roll (the dice game). */
  samePhoto(game: 'strike' | 'dice-game'): string;
  /**
   * `referee` was given `file`, a video (MP4, MOV, WebM, Matroska, MPEG-TS): refused before the
   * game starts, as `referee` takes photos; `review` is the command line that reviews it.
   */
  videoToReferee(file: string, review: string): string;
  /** `referee --game dice-game`: `count` dice of the photo are unreadable: its roll waits for a clearer photo. */
  unreadableNotRuled(count: number): string;
  /** `referee --game dice-game`: the photo was read, and nothing in it is a roll or a keep the rules can rule. */
  nothingToRule: string;
  /** An option (`--tournament`, `--edition`, …) given with another game than Strike, the only one it is for. */
  strikeOnlyOption(option: string): string;
  /** An option (`--target`, `--bank-after`) given with another game than the dice game, the only one it is for. */
  diceGameOnlyOption(option: string): string;
  /** `referee --bank-after` names `file`, which is not one of the photos given. */
  bankAfterNotAPhoto(file: string): string;
  /** `--pass-after` or `--bank-after` (`option`) names `file`, a bare file name that several photos given have. */
  photoNameAmbiguous(option: string, file: string): string;
  /** `--bank-after` given but naming no photo (empty, or only commas and spaces). */
  bankAfterEmpty: string;
  /** A comma-separated photo list (`option`: `--pass-after`, …, given as `value`) has an empty item at `position` (from 1): two commas in a row, or a leading one. */
  emptyListItem(option: string, value: string, position: number): string;
  /** `referee --bank-after` names `file`, after which the roller could not bank: `why`, the rules' refusal, or null when the photo was not ruled. */
  bankAfterNoBank(file: string, why: string | null): string;
  /** `referee --pass-after` without `--keep-throwing`, where every thrower whose dice all differ passes anyway. */
  passAfterNeedsKeepThrowing: string;
  /** `referee --pass-after` names `file`, which is not one of the photos given. */
  passAfterNotAPhoto(file: string): string;
  /** `--pass-after` given but naming no photo (empty, or only commas and spaces). */
  passAfterEmpty: string;
  /** `referee --pass-after` names `file`, after which nobody could pass (the turn had ended, a die is to be re-rolled, or the photo was not ruled). */
  passAfterNoPass(file: string): string;
  /** `referee --missed-after` names `file`, which is not one of the photos given. */
  missedAfterNotAPhoto(file: string): string;
  /** `--missed-after` given but naming no photo (empty, or only commas and spaces). */
  missedAfterEmpty: string;
  /** `referee --missed-after`: the die thrown after photo `file` that flew out of sight, ruled as thrown out of the arena. */
  missedAfterRuled(file: string): string;
  /**
   * `referee --missed-after` names `file`, after which no single die could be thrown: `why`,
   * src/referee/strikeReferee.ts `MissedDieRefusal` (the game waits for its start die or a
   * re-rolled die, every die is thrown at once after a big hit, a die's face is unknown, the game is over).
   */
  missedAfterNoThrow(file: string, why: MissedDieRefusal): string;
  /** `--target` is not a whole number of points from `min` to `max` in steps of `step` (src/rules/dice-game/config.ts). */
  targetRefused(value: string, min: number, max: number, step: number): string;

  /** `review`: the progress bar (cli-progress format, tokens {bar} {percentage} {value} {total} {settled}). */
  progressFormat: string;
  /** The progress bar's count of settled arenas, `{settled}` in `progressFormat` ("3 settled"). */
  progressSettled(settled: number): string;
  /**
   * `review`: what changed in a timeline entry (`setup`, a Strike LiveChange,
   * src/referee/liveStrikeReferee.ts, or a DiceGameChange, src/referee/liveDiceGameReferee.ts),
   * in the review page's words (src/referee/messages/changes.ts), marked refused when the rules
   * refused its arena. A change with no words is given as its name.
   */
  change(change: string, refused?: boolean): string;
  /**
   * `review`: the dice in view at a timeline entry (those left after a keep), each "FACE", or
   * "FACE (out)" as the report writes it (report.ts `outFace`); a die corrected (`read` given:
   * the face read) shows both, "4 (read 5)".
   */
  timelineDice(dice: readonly { face: string | null; inArena: boolean; read?: string | null }[]): string;
  /** `review`: the rules refused the arena of a timeline entry; `reason` is their refusal, a clause. */
  unexplained(reason: string): string;
  /** `review`: how to rule an entry's arena as a throw where the review took none (its time, `mm:ss.s`, for `--thrown-at`). */
  thrownAtHint(time: string): string;
  /** `review`: an entry's arena ruled as a throw because `--thrown-at` named it. */
  ruledAsThrown: string;
  /**
   * `review`: a `--thrown-at` time (`mm:ss.s`, as the timeline writes it) that named no arena
   * that may be a throw; `pastEnd` where the video ends, when the time lies after it.
   */
  thrownAtUnmatched(time: string, nearest: string | null, slackS: number, pastEnd?: VideoEnd | null): string;
  /** `review`: `count` dice thrown after an entry's arena flew out of sight, as `--missed-at` says, ruled as out of the arena after its own rulings. */
  missedAtRuled(count: number): string;
  /**
   * `review`: an entry not ruled as a throw because `dice` dice an earlier ruling (at `time`,
   * `mm:ss.s`) took out of play still lay in the arena (src/review/gameReview.ts
   * `TimelineEntry.notTakenOut`), and that no throw is ruled while they lie there, with how to
   * correct a misread die (`--correct`): said under the first such entry only, not under the
   * later ones the same dice hold (review.ts `formatEntry`).
   */
  notTakenOut(dice: number, time: string): string;
  /**
   * `review --correct`: a correction that named no die (src/cli/dieCorrections.ts
   * `UnusedCorrection`: no arena near its time, no such die, a face the dice lack, or a die only in
   * arenas after the game's end, once ruled again): `given` as the timeline would print it (`00:07.7/2=4`), `nearest` the
   * nearest entry's time, `slackS` how near its time must be, in seconds; `pastEnd` where the
   * video ends, when the correction's time lies after it.
   */
  correctionUnmatched(given: string, unused: UnusedCorrection, nearest: string | null, slackS: number, pastEnd?: VideoEnd | null): string;
  /**
   * `review --correct`: two corrections of the same die with different faces
   * (src/cli/dieCorrections.ts `OverruledCorrection`), `given` and `kept` as the timeline would
   * print them (`00:07.7/3=4`): the later given, `kept`, is the one ruled.
   */
  correctionOverruled(given: string, kept: string): string;
  /**
   * `review`: a `--missed-at` time (`mm:ss.s`) whose die was not ruled, and why
   * (src/review/gameReview.ts `MissedAtUnused`: no arena there, or why no single die could be thrown after it);
   * `pastEnd` where the video ends, when the time lies after it; `arena` (`mm:ss.s`) the time of
   * the arena it named, when the timeline prints it otherwise than `time` (given a tenth or so
   * off), else `null`.
   */
  missedAtUnmatched(time: string, why: MissedAtUnused['why'], nearest: string | null, slackS: number, pastEnd?: VideoEnd | null, arena?: string | null): string;
  /**
   * `review` with `--correct`/`--left-at`: a `--thrown-at` time (`mm:ss.s`, as given) whose arena
   * was ruled as a throw at first but could not be on the re-run (src/review/gameReview.ts
   * `ThrownUnused`: the game over before it, no possible throw there any more); `arena`
   * (`mm:ss.s`) the arena's time when the timeline prints it otherwise than `time`, else `null`.
   */
  thrownAtRefused(time: string, why: ThrownUnused['why'], arena: string | null): string;
  /**
   * `review --left-at`: an item (`given` as the timeline would print it, `00:12.3=Bob`) whose
   * player was not ruled to leave, and why: `unknownPlayer` no player of the game has that name
   * or seat number (`players`, the names in seat order), `noEntry` no entry lies within `slackS`
   * seconds of its time (`nearest` the nearest's time; `pastEnd` where the video ends, when the
   * time lies after it), else the review's refusal (src/review/gameReview.ts `LeavingRefusal`).
   */
  leftAtUnmatched(given: string, why: LeftAtWhy, players: readonly string[], nearest: string | null, slackS: number, pastEnd?: VideoEnd | null): string;
  /**
   * `review --left-at`: an item (`given` as the timeline would print it, `00:12.3=2`) whose player
   * is both a player's name (`byName`, at seat `byNameSeat`, 1..N) and another seat's number
   * (`seat`, 1..N, where `bySeat` sits): the player so named is taken (src/cli/leavings.ts `matchLeftAt`).
   */
  leftAtTwoReadings(given: string, byName: string, byNameSeat: number, seat: number, bySeat: string): string;
  /**
   * `review --left-at`: an item (`given` as the timeline would print it, `00:12.3=Bob`) that names
   * the same player after the same arena as an earlier item (`earlier`, printed alike): the
   * leaving is ruled once, for the earlier (src/cli/leavings.ts `RepeatedLeftAt`), as `--correct`
   * takes a die corrected twice once.
   */
  leftAtRepeated(given: string, earlier: string): string;
  /** `review`: the closing summary (its speed against real time left out when under 0.1 s of video was reviewed). */
  reviewSummary(figures: ReviewFigures): string;
  /**
   * `review`: the warning when the frames stop before the video's stated duration
   * (`stopsAtMs` of `durationMs`); `detail` is ffmpeg's first error line, when it printed one.
   */
  endsEarly(stopsAtMs: number, durationMs: number, detail?: string): string;
  /**
   * `review` stopped by Ctrl-C (or a kill) at `at` (a clock, `mm:ss.s`) of the video's `of`
   * (`null` when it states no duration): the timeline printed goes up to there.
   */
  reviewStopped(at: string, of: string | null): string;
  /** `review`: the warning when ffmpeg reported damaged data but the frames went on to the end. */
  damagedVideo(detail: string): string;
  /**
   * `review FILE`: FILE (JSON) is not a game record this version rules again: `problem` why
   * (src/review/recordFile.ts `RecordProblem`), `detail` its English detail (the field at fault
   * for `damaged`, the format tag for `newerFormat`, the size in MB for `tooLarge`, the parser's message for `notJson`).
   */
  recordRefused(file: string, problem: RecordFileProblem, detail: string): string;
  /**
   * `review RECORD.json OPTION`: an option of the analysis (`--fps`, `--arena`, or `--game`,
   * `--die-kind`, `--edition` naming other dice than `analysed`, those the record was analysed
   * with): the record keeps its analysis; the video must be reviewed again for it.
   */
  recordKeepsAnalysis(option: string, file: string, analysed: { game: 'strike' | 'dice-game'; dieKind: DieKind }): string;
  /** `review --record FILE`: FILE cannot be written, and why (src/cli/recordInput.ts). */
  recordNotWritable(file: string, problem: RecordWriteProblem): string;
  /** `review`: the note when `--fps` asks for more frames per second than the video has. */
  fpsCapped(asked: number, videoFps: number): string;
  /** Warning: the video's own rate is below `minFps`, too few frames to see the arena settle. */
  videoTooSlow(videoFps: number, minFps: number): string;
  /** Warning: the video lasts `durationMs`, less than `minMs`, too short to see the arena settle. */
  videoTooShort(durationMs: number, minMs: number, settleMs: number, readings: number): string;
  /** The whole video was reviewed and no die was read in any settled arena. */
  noDiceRead: string;
  /**
   * {@link noDiceRead} with `--arena` given: only the outline is watched for the arena settling,
   * so one that misses the arena sees nothing settle.
   */
  noDiceReadInArena: string;
  /**
   * Dice were read in the whole video but the rules ruled no throw (the dice game: roll) of
   * `game`: another game's recording? For the dice game, `fewDice` (src/review/gameReview.ts
   * `tooFewDiceToRoll`): every arena held at most that many plain dice, fewer than a first roll's six.
   */
  noThrowRuled(game: 'strike' | 'dice-game', fewDice: number | null): string;
  /**
   * `settles` arenas settled after the game was won, from `from` to `to` (times already
   * written, `mm:ss.s`), and were not ruled: a second game recorded after the first? Or, when
   * `endedBy` (the `--left-at` item that ended the game, `00:31.3=Bob`: the last player left
   * wins, src/rules/common/retire.ts), that leaving given too early.
   */
  settledAfterEnd(settles: number, from: string, to: string, endedBy?: string | null): string;
  /**
   * From `from` to `to` (`mm:ss.s`, written) the arena was still but covered for `seconds` in all
   * (src/review/coveredArena.ts): no settle was read there, so the throws (`game` the dice game:
   * rolls) made then were read only once it cleared, several as one.
   */
  coveredArena(seconds: number, from: string, to: string, game: 'strike' | 'dice-game'): string;
  /**
   * `settles` arenas, from `from` to `to` (`mm:ss.s`, written), held several dice before any
   * start die alone: a Strike recording that starts mid-game?
   */
  arenasBeforeStartDie(settles: number, from: string, to: string): string;
  /**
   * The rules refused `settles` settled arenas, from `from` to `to` (`mm:ss.s`, written): the
   * game ruled from there may not be the one played.
   */
  refusedArenas(settles: number, from: string, to: string): string;
  /**
   * `settles` settled arenas, from `from` to `to` (`mm:ss.s`, written), raised a question and were
   * ruled nothing (src/review/gameReview.ts `unansweredQuestions`): the game ruled from the first
   * may not be the one played. The set-up to check is the `game`'s own, as on the review page
   * (src/app/i18n/uiText.ts): Strike's `--edition`, the dice game's `--target` (Strike has none,
   * and refuses it).
   */
  unansweredQuestions(settles: number, from: string, to: string, game: 'strike' | 'dice-game'): string;
  /**
   * Dice in `settles` settled arenas, from `from` to `to` (`mm:ss.s`, written), clearly showed
   * `faces`, which the `--die-kind` `kind`'s dice lack, so the rules took them for dice not lying
   * flat (src/review/gameReview.ts `arenasOutsideKind`); `fits`: the game's kinds that have every
   * face the video's dice showed (rules/games.ts `kindsWithFaces`), suggested when there are any;
   * `plainDice`: none does, but plain dice (d6, 1–6) have every face shown (the dice game's).
   */
  arenasOutsideKind(settles: number, from: string, to: string, faces: readonly Face[], kind: DieKind, fits: readonly DieKind[], plainDice: boolean): string;
}

/** ffmpeg's "moov atom not found": an MP4 or MOV without its index (not one, or cut before it). */
const MOOV = /moov atom not found/i;
/** ffmpeg's reason when it cannot tell what a file holds (a text file named .mp4, say). */
const NO_CODEC = /could not find codec/i;

/**
 * ffmpeg's reason for refusing a file in a user's words: `noIndex` for a missing MP4 index,
 * `unknownFormat` for a file it cannot identify, else its own words (or undefined when it gave none).
 */
function ffmpegReason(detail: string | undefined, words: { noIndex: string; unknownFormat: string }): string | undefined {
  if (detail && MOOV.test(detail)) return words.noIndex;
  if (detail && NO_CODEC.test(detail)) return words.unknownFormat;
  return detail;
}

/** English plural: "1 die" / "2 dice". */
function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** French plural: 0 and 1 take the singular. */
function pluriel(n: number, un: string, plusieurs: string): string {
  return `${n}\u00a0${n <= 1 ? un : plusieurs}`;
}

/** "d6 (1 2 3 4 5 6)": a die kind and its faces (src/core/types.ts). */
function withFaces(kind: DieKind): string {
  return `${kind} (${FACES_OF_KIND[kind].join(' ')})`;
}

/** "a or b or c" / "a ou b ou c". */
function alternatives(items: readonly string[], or: string): string {
  return items.join(` ${or} `);
}

/**
 * The options that read a game's dice as `kinds`, for `referee` and `review`: a Strike kind with
 * its box (`--die-kind strike --edition classic`: the die kind alone is refused beside another
 * `--edition`, helper 165), plain dice by their kind; joined by `or`.
 */
function kindOptions(kinds: readonly DieKind[], or: string): string {
  return alternatives(kinds.map((kind) => (kind === 'strike' || kind === 'strike-x2' ? `--die-kind ${kind} --edition ${editionFor(kind)}` : `--die-kind ${kind}`)), or);
}

/** A whole number with its thousands grouped by `separator`: 268402689 → "268,402,689". */
function grouped(n: number, separator: string): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A frame rate as the user gave it or ffmpeg reported it: at most 3 decimals, no trailing zeros.
 * A whole number is written as it is (1e20 frames/s times 1000 is no longer whole in a double:
 * it came back as 99999999999999980000).
 */
function rate(fps: number): string {
  return String(Number.isInteger(fps) ? fps : Math.round(fps * 1000) / 1000);
}

/** The file name that stands for standard input on the command line (`read -`). */
export const STDIN_FILE = '-';

/** Escapes for the control characters a file name most often holds; others become `\uXXXX`. */
const CONTROL_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A file name as the text output shows it: control characters (newline, tab, escape, DEL, the
 * C1 controls) and the bidirectional overrides are written as escapes (`\n`, `\t`, `\u001b`,
 * `\u202e`), so that a name cannot break a table's lines, send terminal codes or read backwards. Other characters are kept. `--json` output gives names as given.
 */
export function shownFileName(file: string): string {
  // eslint-disable-next-line no-control-regex
  return file.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => CONTROL_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The system errors a file most often cannot be opened with (Node's `error.code`), in words. */
const OPEN_ERRORS_EN: Readonly<Record<string, string>> = { EACCES: 'permission denied', EPERM: 'operation not permitted', ELOOP: 'too many symbolic links', ENAMETOOLONG: 'its name is too long for the file system' };
const OPEN_ERRORS_FR: Readonly<Record<string, string>> = { EACCES: 'permission refusée', EPERM: 'opération non permise', ELOOP: 'trop de liens symboliques', ENAMETOOLONG: 'son nom est trop long pour le système de fichiers' };

/** The faces `[5, 3, null]` as " (3, 5, ?)": low to high, an unread die as ?, X last; "" for none. */
function facesInBrackets(faces: readonly (string | null)[]): string {
  return faces.length === 0 ? '' : ` (${faces.map((f) => f ?? '?').sort().join(', ')})`;
}

/** The {@link FileProblem} sentences in English; `f` is the file as given (`""`: an empty argument, as an empty shell variable gives). */
/** Why a `--record` file cannot be written, in English. */
function recordWriteProblemEn(problem: RecordWriteProblem): string {
  switch (problem.kind) {
    case 'folder': return 'it is a folder';
    case 'notFile': return 'it is not a plain file';
    case 'noFolder': return `no folder ${problem.folder}`;
    case 'parentNotFolder': return `${problem.folder} is not a folder`;
    case 'denied': return 'permission denied';
    case 'system': return problem.code;
  }
}

/** Why a `--record` file cannot be written, in French. */
function recordWriteProblemFr(problem: RecordWriteProblem): string {
  switch (problem.kind) {
    case 'folder': return "c'est un dossier";
    case 'notFile': return "ce n'est pas un fichier ordinaire";
    case 'noFolder': return `pas de dossier ${problem.folder}`;
    case 'parentNotFolder': return `${problem.folder} n'est pas un dossier`;
    case 'denied': return 'permission refusée';
    case 'system': return problem.code;
  }
}

function fileProblemEn(f: string, problem: FileProblem): string {
  switch (problem.kind) {
    case 'missing': return f === STDIN_FILE ? `${f} does not exist: only \`dice-referee read -\` reads standard input; give the file's name`
      : f === '' ? 'a file name given is empty (""): give the file\'s name (an empty shell variable?)' : `${f} does not exist`;
    case 'unreadable': return `${f} cannot be read (${OPEN_ERRORS_EN[problem.code] ?? problem.code})`;
    case 'folder': return `${f} is a folder, not a file: ${problem.photos ? "give the photos in it (end the folder's name with /*.jpg)" : 'give the video in it'}`;
    case 'not-a-file': return `${f} is a named pipe or socket, not a file: save the image or video to a file first`;
    case 'empty': return `${f} is empty (0 bytes)`;
    case 'not-an-image': return problem.video
      ? `${f} is a video, not a photo: use \`dice-referee review\` for a recorded game`
      : `${f} is not an image (unsupported or unrecognised format; use PNG, JPEG, WebP, GIF, TIFF or BMP)`;
    case 'too-large': return `${f} is too large (${problem.width}×${problem.height}; at most ${grouped(problem.maxPixels, ',')} pixels)`;
    case 'too-small': return `${f} is too small to show dice (${problem.width}×${problem.height}${problem.readAs ? `, read shrunk to ${problem.readAs.width}×${problem.readAs.height}` : ''}; at least ${problem.min} pixels a side)`;
    case 'arena-refused': return `${f}: the --arena outline is not used on this ${problem.width}×${problem.height} picture: ${
      problem.reason === 'crossed' ? 'two of its edges cross (give the corners in their order round the rim)'
        : problem.reason === 'thin' ? 'it is a thin sliver, not an arena' : 'it covers almost none of the picture (corners are in its pixels)'}`;
    case 'corrupt-image': return `${f} is a damaged or cut-short image (corrupt data: ${problem.detail})`;
    case 'still-image': return `${f} is a still image, not a video: use \`dice-referee read\` (or \`referee\`) for photos`;
    case 'not-a-video': {
      // ffmpeg misses an MP4's index in any file named .mp4 or .mov: only one that starts as a
      // video file is missing it; any other is no video at all.
      const detail = ffmpegReason(problem.detail, { noIndex: problem.damaged ? 'no MP4 index found' : 'its content is not video', unknownFormat: 'unknown format' });
      return problem.damaged
        ? `${f} is a damaged or cut-short video: ffmpeg cannot read it${detail ? ` (${detail})` : ''}`
        : `${f} is not a video ffmpeg can read${detail ? ` (${detail})` : ''}`;
    }
    case 'no-video-stream': return `${f} has no video stream${problem.audio ? ' (only sound)' : ''}`;
    case 'decode-failed': return `decoding ${f} failed after ${plural(problem.frames, 'frame', 'frames')}: ${problem.detail}`;
    case 'no-frames': return `${f} has no video frames${problem.damaged ? `: the file may be cut short or damaged${problem.detail ? ` (ffmpeg: ${problem.detail})` : ''}` : ''}`;
    case 'reader-failed': return `the dice in ${f} could not be read: ${problem.detail}`;
    case 'stdin-terminal': return `${f} is a terminal: pipe an image into it, e.g. \`cat photo.jpg | dice-referee read -\``;
  }
}

/**
 * A decoder's or library's own words, which come in English only, quoted for a French sentence
 * that says so (« … »).
 */
function enAnglais(detail: string): string {
  return `« ${detail} »`;
}

/** The {@link FileProblem} sentences in French; `f` is the file as given (`""`: an empty argument). */
function fileProblemFr(f: string, problem: FileProblem): string {
  switch (problem.kind) {
    case 'missing': return f === STDIN_FILE ? `${f} n'existe pas : seul \`dice-referee read -\` lit l'entrée standard ; donnez le nom du fichier`
      : f === '' ? "un nom de fichier donné est vide (\"\") : donnez le nom du fichier (une variable du shell vide ?)" : `${f} n'existe pas`;
    case 'unreadable': return `${f} ne peut pas être lu (${OPEN_ERRORS_FR[problem.code] ?? problem.code})`;
    case 'folder': return `${f} est un dossier, pas un fichier : ${problem.photos ? "donnez les photos qu'il contient (terminez le nom du dossier par /*.jpg)" : "donnez la vidéo qu'il contient"}`;
    case 'not-a-file': return `${f} est un tube nommé ou une socket, pas un fichier : enregistrez d'abord l'image ou la vidéo dans un fichier`;
    case 'empty': return `${f} est vide (0 octet)`;
    case 'not-an-image': return problem.video
      ? `${f} est une vidéo, pas une photo : utilisez \`dice-referee review\` pour une partie enregistrée`
      : `${f} n'est pas une image (format inconnu ou non pris en charge ; utilisez PNG, JPEG, WebP, GIF, TIFF ou BMP)`;
    case 'too-large': return `${f} est une image trop grande (${problem.width}×${problem.height} ; au plus ${grouped(problem.maxPixels, '\u00a0')} pixels)`;
    case 'too-small': return `${f} est une image trop petite pour montrer des dés (${problem.width}×${problem.height}${problem.readAs ? `, lue réduite à ${problem.readAs.width}×${problem.readAs.height}` : ''} ; au moins ${problem.min} pixels de côté)`;
    case 'arena-refused': return `${f} : le contour --arena n'est pas utilisé sur cette image de ${problem.width}×${problem.height} : ${
      problem.reason === 'crossed' ? 'deux de ses bords se croisent (donnez les coins dans leur ordre autour du bord)'
        : problem.reason === 'thin' ? "c'est une mince bande, pas une arène" : "il ne couvre presque rien de l'image (les coins sont en pixels de l'image)"}`;
    case 'corrupt-image': return `${f} est une image abîmée ou tronquée (données corrompues ; le décodeur dit, en anglais : ${enAnglais(problem.detail)})`;
    case 'still-image': return `${f} est une image fixe, pas une vidéo : utilisez \`dice-referee read\` (ou \`referee\`) pour les photos`;
    case 'not-a-video': {
      const reason = ffmpegReason(problem.detail, { noIndex: problem.damaged ? 'aucun index MP4 trouvé' : "son contenu n'est pas de la vidéo", unknownFormat: 'format inconnu' });
      // ffmpeg's own words, which no French reason replaced, are said to be English, as elsewhere.
      const detail = reason !== undefined && reason === problem.detail ? `ffmpeg dit, en anglais : ${enAnglais(reason)}` : reason;
      return problem.damaged
        ? `${f} est une vidéo abîmée ou tronquée : ffmpeg ne sait pas la lire${detail ? ` (${detail})` : ''}`
        : `${f} n'est pas une vidéo que ffmpeg sait lire${detail ? ` (${detail})` : ''}`;
    }
    case 'no-video-stream': return `${f} n'a pas de piste vidéo${problem.audio ? ' (seulement du son)' : ''}`;
    case 'decode-failed': return `le décodage ${de(f)} a échoué après ${pluriel(problem.frames, 'image', 'images')} (ffmpeg dit, en anglais : ${enAnglais(problem.detail)})`;
    case 'no-frames': return `${f} ne contient aucune image vidéo${problem.damaged ? ` : le fichier est peut-être tronqué ou abîmé${problem.detail ? ` (ffmpeg dit, en anglais : ${enAnglais(problem.detail)})` : ''}` : ''}`;
    case 'reader-failed': return `les dés ${de(f)} n'ont pas pu être lus (détail, en anglais : ${enAnglais(problem.detail)})`;
    case 'stdin-terminal': return `${f} est un terminal : envoyez-y une image par un tube, par exemple \`cat photo.jpg | dice-referee read -\``;
  }
}

/** A timeline change's words in `words` (one language's), or `change` itself when it has none. */
function changeWords(words: ChangeWords, change: string): string {
  return Object.hasOwn(words, change) ? words[change as TimelineChange] : change;
}

/**
 * French for the usage errors of commander 14 (its messages in lib/command.js and
 * lib/option.js) and of the option parsers (src/cli/options.ts); others are left in English.
 */
function usageErrorFr(english: string): string {
  // Commander's "(Did you mean one of a, b, c?)": "(vouliez-vous dire a, b ou c ?)".
  const didYouMean = (oneOf: string | undefined, names: string | undefined): string =>
    (names ? ` (vouliez-vous dire ${oneOf ? names.replace(/, ([^,]*)$/, ' ou $1') : names} ?)` : '');
  const reason = (why: string): string => {
    const choices = /^Allowed choices are (.*?)\.(?: Did you mean (.*)\?)?$/.exec(why);
    if (choices) return `Valeurs possibles : ${choices[1]}.${choices[2] ? ` Vouliez-vous dire ${choices[2]} ?` : ''}`;
    const fps = /^It must be at least (\d+) frames per second: the arena counts as settled only once it has been seen still for ([\d.]+) s over several frames, and its dice are then read on (\d+) frames and voted on; below \d+ frames\/s settled arenas are missed and nothing is found\.$/.exec(why);
    if (fps) {
      return `Il faut au moins ${fps[1]} images par seconde : l'arène ne compte comme au repos qu'une fois vue immobile ${fps[2]!.replace('.', ',')} s sur plusieurs images, `
        + `puis ses dés sont lus sur ${fps[3]} images et votés ; en dessous de ${fps[1]} images/s les arènes au repos sont manquées et rien n'est trouvé.`;
    }
    const emptyItem = /^Item (\d+) is empty \(a comma too many\?\)\.$/.exec(why);
    if (emptyItem) return `L'élément ${emptyItem[1]} est vide (une virgule en trop ?).`;
    const emptyCorner = /^Corner (\d+) is empty \(a semicolon too many\?\)\.$/.exec(why);
    if (emptyCorner) return `Le coin ${emptyCorner[1]} est vide (un point-virgule en trop ?).`;
    const known: Readonly<Record<string, string>> = {
      'It must be a whole number.': 'Ce doit être un nombre entier.',
      'It must be a number of frames per second.': "Ce doit être un nombre d'images par seconde.",
      [ARENA_CORNERS_EXPECTED]: 'Il faut au moins 3 coins « x,y » en pixels, séparés par des espaces ou des points-virgules, par exemple « 40,30 600,30 600,450 40,450 ».',
      [CLOCK_TIMES_EXPECTED]: 'Il faut des temps tels que la chronologie les affiche, mm:ss,s, séparés par des virgules (par exemple 01:03,5,02:10,0).',
      [LEFT_AT_EXPECTED]: "Il faut des éléments « temps=joueur » : le temps tel que la chronologie l'affiche (mm:ss,s) et le joueur parti juste après cette arène, par son nom ou son numéro de place (1 pour le premier), séparés par des virgules (par exemple 00:12,3=Bob,00:40,0=3).",
      [DIE_CORRECTIONS_EXPECTED]: "Il faut des corrections « temps/dé=face » : le temps tel que la chronologie l'affiche (mm:ss,s), la place du dé dans les faces qu'elle liste (1 pour la première) et la face qu'il montre, séparées par des virgules (par exemple 00:07,7/2=4,00:12,5/1=X).",
    };
    return known[why] ?? why;
  };
  const invalid = /^option '(.+?)' argument '(.*)' is invalid\. (.*)$/s.exec(english);
  if (invalid) return `l'option « ${invalid[1]} » n'accepte pas « ${invalid[2]} ». ${reason(invalid[3]!)}`;
  const patterns: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^required option '(.+)' not specified$/, (m) => `l'option obligatoire « ${m[1]} » manque`],
    [/^unknown option '(.+?)'(?:\n\(Did you mean (one of )?(.+)\?\))?$/s, (m) => `option inconnue « ${m[1]} »${didYouMean(m[2], m[3])}`],
    [/^missing required argument '(.+)'$/, (m) => `argument obligatoire « ${m[1]} » manquant`],
    [/^option '(.+)' argument missing$/, (m) => `l'option « ${m[1]} » attend une valeur`],
    [/^too many arguments(?: for '(.+)')?\. Expected (\d+) arguments? but got (\d+)\.$/, (m) => `trop d'arguments : ${m[2]} attendu(s), ${m[3]} donné(s)`],
    [/^unknown command '(.+?)'(?:\n\(Did you mean (one of )?(.+)\?\))?$/s, (m) => `commande inconnue « ${m[1]} »${didYouMean(m[2], m[3])}`],
  ];
  for (const [pattern, word] of patterns) {
    const m = pattern.exec(english);
    if (m) return word(m);
  }
  return english;
}

/** Why a `review --thrown-at` or `--missed-at` value is refused (src/cli/options.ts `parseClockTimes`), in English. */
export const CLOCK_TIMES_EXPECTED = 'It must be times as the timeline prints them, mm:ss.s, separated by commas (e.g. 01:03.5,02:10.0).';

/** Why a `review --correct` value is refused (src/cli/dieCorrections.ts `parseDieCorrections`), in English. */
export const DIE_CORRECTIONS_EXPECTED = 'It must be corrections "time/die=face", the time as the timeline prints it (mm:ss.s), the die\'s place in the faces it lists (1 for the first), and the face it shows, separated by commas (e.g. 00:07.7/2=4,00:12.5/1=X).';

/**
 * Why a comma-separated option value is refused when item `position` (from 1) is empty (two
 * commas in a row, or a leading one; src/cli/options.ts `refusingEmptyItems`), in English.
 */
export function emptyItemExpected(position: number): string {
  return `Item ${position} is empty (a comma too many?).`;
}

/** Why a `review --left-at` value is refused (src/cli/leavings.ts `parseLeftAt`), in English. */
export const LEFT_AT_EXPECTED = 'It must be "time=player" items, the time as the timeline prints it (mm:ss.s) and the player who left just after that arena, by name or seat number (1 for the first), separated by commas (e.g. 00:12.3=Bob,00:40.0=3).';

/** Why a `review --left-at` item was not ruled: no such player, no entry at its time, or the review's refusal. */
export type LeftAtWhy = 'unknownPlayer' | 'noEntry' | Exclude<LeavingRefusal, 'noArena'>;

/**
 * Why an `--arena` value is refused when corner `position` (from 1) is empty (two semicolons in
 * a row, or a leading one; src/cli/options.ts `parseArenaCorners`), in English.
 */
export function emptyCornerExpected(position: number): string {
  return `Corner ${position} is empty (a semicolon too many?).`;
}

/** Why an `--arena` value is refused (src/cli/options.ts `parseArenaCorners`), in English. */
export const ARENA_CORNERS_EXPECTED = 'It must be at least 3 corners "x,y" in pixels, separated by spaces or semicolons, e.g. "40,30 600,30 600,450 40,450".';

/** A `review` time past the video's end, said before what it names not (`comes after the video's end (00:38.4) and so`). */
const afterVideoEndEn = (end: VideoEnd) => `comes after ${end.of ? `where the video's frames stop (${end.at} of ${end.of})` : `the video's end (${end.at})`} and so`;

/** The same in French (`tombe après la fin de la vidéo (00:38,4) et`). */
const afterVideoEndFr = (end: VideoEnd) => `tombe après ${end.of ? `l'arrêt des images de la vidéo (${end.at} sur ${end.of})` : `la fin de la vidéo (${end.at})`} et`;

/** English texts. */
export const en: CliMessages = {
  decimal: (n, digits) => n.toFixed(digits),
  stdinName: 'standard input',
  usageError: (english) => english,
  optionBeforeCommandHint: (option, command) => `(${option} is an option of the commands, not of dice-referee itself: give it after the command's name, as in \`dice-referee ${command ?? 'COMMAND'} ${option} …\`)`,
  dashFileHint: (file) => `(${file} is also a file here: a name starting with "-" is read as an option; give it as ./${file}, or put -- before the file names)`,
  badReaderMethod: (value, methods) => `DICE_READER must be ${methods.join(' or ')}, not ${JSON.stringify(value)}`,
  helpHint: (command) => (command ? `(see \`dice-referee ${command} --help\`)` : '(see `dice-referee --help` and `dice-referee COMMAND --help`)'),
  error: (detail) => `error: ${detail}`,
  internalError: (detail) => `internal error (a bug of dice-referee: please report it with the command that caused it): ${detail}`,
  warning: (detail) => `warning: ${detail}`,
  fileProblem: (file, problem) => fileProblemEn(shownFileName(file), problem),
  defaultPlayer: (seat) => `Player ${seat}`,
  gameName: (id) => gameInfo(id).name,
  gameNotRefereed: (id, refereed) => `${gameInfo(id).name} is not refereed yet: ${NOT_REFEREED_WHY.en[id] ?? 'the dice reader does not know its dice'}. Allowed choices are ${refereed.join(', ')}.`,
  badPlayerCount: (value) => `--players must be a whole number, got "${value}"`,
  playerCount: (game, min, max, players) => `${game} is played by ${min} to ${max} players, not ${players}: give --players ${min} to ${max}`,
  editionDice: (edition, dieKind, kind) => `--die-kind ${dieKind} does not fit the ${edition} box, whose dice show ${kind === 'strike-x2' ? 'X and 2–6' : '1–5 and X'}: leave --die-kind out, or choose another --edition`,
  dicePerPlayerNeeded: (edition) => `no rulebook here gives the ${edition} box's dice per player: say how many each player starts with, --dice-per-player N`,
  dicePerPlayerRefused: (edition, count, charted) => (charted
    ? `the ${edition} box's rulebook sets the dice per player: leave --dice-per-player out (it is for the boxes whose chart no rulebook gives)`
    : `--dice-per-player must be at least 1, got ${count}`),
  namesMismatch: (names, players) => `--names gives ${plural(names, 'name', 'names')} for ${players} players (commas separate the names: a name cannot hold one)`,
  emptyName: (position, names) => (names.trim() === '' ? '--names is empty: give the players\' names, separated by commas' : `--names "${names}": name ${position} is empty (a comma too many?)`),
  controlInName: (position) => `--names: name ${position} has a control character (a line break or a terminal escape); use letters, digits and spaces`,
  nameTooLong: (position, max) => `--names: name ${position} is longer than ${max} characters; a shorter one is easier to hear announced`,
  sameName: (first, second) => (first === second
    ? `--names gives the same name twice: "${first}"; each player needs a different name`
    : first.toLocaleLowerCase() === second.toLocaleLowerCase()
      ? `--names gives the same name twice: "${first}" and "${second}" differ only in capitals; each player needs a different name`
      : `--names gives the same name twice: "${first}" and "${second}" read the same (only the letters' width or form differs); each player needs a different name`),
  wrongDieKind: (game, kind, kinds) => `${game} is played with ${alternatives(kinds.map(withFaces), 'or')} dice, not ${withFaces(kind)}. `
    + `Use --die-kind ${alternatives(kinds, 'or')}; ${kind === 'd6' ? 'd6 dice are the dice game\'s (--game dice-game)' : `${withFaces(kind)} dice are Strike's (--game strike)`}.`,

  otherDiceWarning: (problem) => `warning: ${problem.split('. ')[0]}. The video is read anyway: every settled arena is listed, and the rules refuse what they must.`,
  readHeading: (file, width, height, dice) => `${shownFileName(file)}  ${width}×${height}  ${plural(dice, 'die', 'dice')}`,
  readArena: (source, corners, cut, fillsPicture) => `  arena ${source === 'user' ? (cut ? "given, cut at the picture's edge" : 'given') : source === 'floor' ? (fillsPicture ? 'proposed from the floor, which fills the picture' : 'proposed from the floor') : 'the whole picture but a margin (no floor found)'}: ${corners}`,
  arenaCut: (file, width, height) => `note: ${file}: the --arena outline runs off this ${width}×${height} picture and is cut at its edge (was it drawn for a picture of another size?)`,
  arenaOtherSize: (file, size, first) => `note: ${file} is ${size}, the first photo ${first}: the --arena corners are pixels of one picture size, so the outline lies elsewhere on this one`,
  firstPictureOnly: (file, pictures, reviewable) => `note: ${file} holds ${pictures} pictures: only the first was read (${reviewable ? 'an animated GIF is reviewed as a video: dice-referee review' : 'to read the others, save each as a photo of its own'})`,
  readColumns: ['#', 'face', 'confidence', 'arena', 'box'],
  inArena: 'in',
  outside: 'OUT',
  dieConfidence: (confidence) => `die ${confidence}`,
  unreadableNote: '? = top face unreadable; "die …" = confidence that it is a die (no face was read).',
  doubtfulNote: (least) => `* = face read with a confidence under ${least}: the referee would ask the players to check it.`,
  doubtfulRuled: (least) => `* = face read with a confidence under ${least}: ruled as read, where the referee would ask the players at the table to check it. If it is wrong, the rulings that follow may be too.`,
  outsideKindNote: (numbers, face, kind, fits) =>
    `${numbers.length === 1 ? `Die ${numbers[0]} shows` : `Dice ${numbers.join(', ')} show`} ${face}, which ${withFaces(kind)} dice do not have${fits.length ? `: --die-kind ${alternatives(fits, 'or')} may fit these dice.` : '.'}`,
  outsideKindInPhoto: (count, face, kind, fits, plainDice) =>
    `${count === 1 ? 'A die shows' : `${count} dice show`} ${face}, which ${withFaces(kind)} dice do not have: the rules take ${count === 1 ? 'it for a die' : 'them for dice'} not lying flat.`
    + (fits.length ? ` ${kindOptions(fits, 'or')} may fit these dice.` : plainDice ? ' They look like plain dice (1 to 6), which no Strike edition has.' : ''),

  arenaHeading: (file, seen) => {
    const parts = [`${plural(seen.arena.length, 'die', 'dice')} in the arena${seen.arena.length ? `: ${seen.arena.join(' ')}` : ''}`];
    if (seen.out) parts.push(`${seen.out} outside`);
    if (seen.leaning) parts.push(`${seen.leaning} unreadable`);
    return `── ${shownFileName(file)}: ${parts.join('; ')}`;
  },
  ignoredGameOver: (file) => `${shownFileName(file)}: ignored, the game is over`,
  refused: (reason) => `! Photo skipped. ${sentence(reason)}`,
  restRefused: (reason) => `! Rest of the photo skipped. ${sentence(reason)}`,
  noneRuled: (photos) => (photos === 1
    ? 'No photo could be ruled: the only photo was refused or could not be read.'
    : `No photo could be ruled: all ${photos} were refused or could not be read.`),
  someRefused: (refused, photos) => `${refused} of ${photos} photos ${refused === 1 ? 'was' : 'were'} refused, wholly or in part: the game as ruled leaves out what ${refused === 1 ? 'it shows' : 'they show'} (see the lines starting with "!").`,
  standing: (players, arena, current, tournament) => {
    const out = players.filter((p) => p.eliminated && p.retired !== true).map((p) => p.name);
    const left = players.filter((p) => p.retired === true).map((p) => p.name);
    const stocks = players.filter((p) => !p.eliminated).map((p) => `${p.name} ${plural(p.stock, 'die', 'dice')}`);
    const round = tournament
      ? ` (tournament round ${tournament.round} of ${tournament.rounds}; points so far: ${players.map((p) => `${p.name} ${p.points ?? 0}`).join(', ')})`
      : '';
    return `Game not finished${round}. In stock: ${stocks.join(', ')}${out.length ? `; out: ${out.join(', ')}` : ''}${left.length ? `; left: ${left.join(', ')}` : ''}. In the arena: ${plural(arena.length, 'die', 'dice')}${facesInBrackets(arena)}. ${current}'s turn.`;
  },
  diceGameStanding: (players, current, turnPoints, finalTurnTarget) =>
    `Game not finished. Scores: ${players.map((p) => `${p.name} (${p.score}${p.retired ? ', left' : ''})`).join(', ')}. ${current}'s ${finalTurnTarget === null ? 'turn' : 'final turn'} (${plural(turnPoints, 'point', 'points')} this turn)${
      finalTurnTarget === null ? '' : `: to bank, the total must go past ${finalTurnTarget} points`}.`,
  keptChosen: (choices, taken) => `Which dice were set aside (${alternatives(choices, 'or')}) cannot be told from photos: ${taken}, worth the most, is taken.`,
  wouldAsk: (question, next) => `? A live referee would ask: ${question} (Not ruled: nobody to answer; the next photo is compared with ${next === 'ruling' ? 'the last ruling' : 'this one'}.)`,
  rollAsRolled: (faces) => `! Not ruled: the dice of the roll lie as rolled again (${faces}); nothing set aside yet.`,
  samePhoto: (game) => `! Photo skipped: the same dice in the same places as the last photo, so no ${game === 'strike' ? 'throw' : 'roll'}.`,
  videoToReferee: (file, review) => `${shownFileName(file)} is a video: \`referee\` referees from photos of the arena, one after each throw; a recorded game is reviewed with \`${shownFileName(review)}\``,
  unreadableNotRuled: (count) => `! Not ruled: ${count === 1 ? 'a die is' : `${count} dice are`} unreadable; take another photo of the roll.`,
  nothingToRule: '! Not ruled: no roll or set-aside dice the rules can take in this photo.',
  strikeOnlyOption: (option) => `${option} is for Strike; the dice game (--game dice-game) has no such choice`,
  passAfterNeedsKeepThrowing: `--pass-after is for --keep-throwing: without it, ${THROWER_WHOSE_DICE_DIFFER.en} passes anyway`,
  passAfterNotAPhoto: (file) => `--pass-after names "${file}", which is not one of the photos given`,
  passAfterEmpty: '--pass-after names no photo: give the photos after which the thrower passes, separated by commas',
  passAfterNoPass: (file) => `! No pass after "${file}" (--pass-after): the turn had ended, a die is to be re-rolled, or the photo was not ruled.`,
  missedAfterNotAPhoto: (file) => `--missed-after names "${file}", which is not one of the photos given`,
  missedAfterEmpty: '--missed-after names no photo: give the photos after which a die thrown flew out of sight, separated by commas',
  missedAfterRuled: (file) => `A die thrown after "${file}" flew out of sight (--missed-after): it is out of the arena.`,
  missedAfterNoThrow: (file, why) => `! No die ruled out of sight after "${file}" (--missed-after): ${MISSED_DIE_WHY.en[why]}.`,
  diceGameOnlyOption: (option) => `${option} is for the dice game (--game dice-game): ${option === '--bank-after' ? 'in Strike a thrower passes (--pass-after)' : 'Strike has no points to reach'}`,
  bankAfterNotAPhoto: (file) => `--bank-after names "${file}", which is not one of the photos given`,
  photoNameAmbiguous: (option, file) => `${option} names "${file}", which several photos given are called: give its path`,
  emptyListItem: (option, value, position) => `${option} "${value}": item ${position} is empty (a comma too many?)`,
  bankAfterEmpty: '--bank-after names no photo: give the photos after which the roller banks, separated by commas',
  bankAfterNoBank: (file, why) => `! No bank after "${file}" (--bank-after): ${why === null ? 'the photo was not ruled.' : sentence(why)}`,
  targetRefused: (value, min, max, step) => `--target must be a whole number of points from ${min} to ${max}, in steps of ${step}, got "${value}"`,

  progressFormat: 'reviewing [{bar}] {percentage}% | {value}/{total} frames | {settled}',
  progressSettled: (settled) => `${settled} settled`,
  change: (change, refused) => `${changeWords(CHANGE_WORDS_EN, change)}${refused ? ` (${REFUSED_MARK.en})` : ''}`,
  timelineDice: (dice) => `faces in view: ${dice.map((d) => {
    const face = d.read !== undefined ? `${d.face ?? '?'}\u00a0(read ${d.read ?? '?'})` : d.face ?? '?';
    return d.inArena ? face : REPORT_EN.outFace(face);
  }).join(' ')}`,
  unexplained: (reason) => `! The rules cannot explain this arena. ${sentence(reason)}`,
  thrownAtHint: (time) => `(If it was a throw, review again with --thrown-at ${time}.)`,
  ruledAsThrown: 'Ruled as a throw, as --thrown-at says:',
  notTakenOut: (dice, time) => `Not ruled: ${dice === 1 ? 'a die' : `${dice} dice`} taken out of play at ${time} ${dice === 1 ? 'is' : 'are'} still in the arena, and no throw is ruled while ${dice === 1 ? 'it lies' : 'they lie'} there (the game filmed went on otherwise than the one ruled: a misread die? --correct ${time}/N=FACE corrects one, N its place in the faces listed then)`,
  correctionOverruled: (given, kept) => `note: --correct ${given} and ${kept} name the same die: the later, ${kept}, is kept`,
  correctionUnmatched: (given, unused, nearest, slackS, pastEnd) => `note: --correct ${given} ${unused.why === 'noEntry'
    ? `${pastEnd ? `${afterVideoEndEn(pastEnd)} names no settled arena` : `names no settled arena within ${slackS} s of its time`} (give a time the timeline prints${nearest ? `; the nearest is ${nearest}` : ''})`
    : unused.why === 'noDie' ? `names die ${unused.correction.die}, but the arena then shows ${plural(unused.dice, 'die', 'dice')}`
    : unused.why === 'gameOver' ? 'names a die that lies only in arenas settled after the game was over, which are not ruled (check --left-at and the other corrections: they end the game sooner)'
    : `gives a face these dice do not have (${unused.faces.join(', ')})`}: nothing was corrected for it`,
  leftAtUnmatched: (given, why, players, nearest, slackS, pastEnd) => `note: --left-at ${given} ${why === 'unknownPlayer'
    ? `names no player of this game (${players.join(', ')}, or a seat number from 1 to ${players.length})`
    : why === 'noEntry' ? `${pastEnd ? `${afterVideoEndEn(pastEnd)} names no settled arena` : `names no settled arena within ${slackS} s of its time`} (give a time the timeline prints${nearest ? `; the nearest is ${nearest}` : ''})`
    : `names a player who could not leave then (${LEAVING_WHY.en[why]})`}: nothing was ruled for it`,
  leftAtTwoReadings: (given, byName, byNameSeat, seat, bySeat) => `note: --left-at ${given} names both the player called "${byName}" (seat ${byNameSeat}) and seat ${seat} (${bySeat}): the player called "${byName}" is taken; for ${bySeat}, give their name`,
  leftAtRepeated: (given, earlier) => `note: --left-at ${given} repeats ${earlier} (the same player, after the same arena): the leaving is ruled once`,
  missedAtRuled: (count) => `Then ${count === 1 ? 'a die thrown flew' : `${count} dice thrown flew`} out of sight, as --missed-at says, ruled out of the arena:`,
  missedAtUnmatched: (time, why, nearest, slackS, pastEnd, arena) => `note: --missed-at ${time} ${why === 'noArena'
    ? `${pastEnd ? `${afterVideoEndEn(pastEnd)} names no arena after which a die could be thrown` : `names no arena after which a die could be thrown within ${slackS} s of it`} (give a time the timeline prints${nearest ? `; the nearest is ${nearest}` : ''})`
    : `names an arena${arena ? ` (the one at ${arena})` : ''} after which no single die could be thrown (${MISSED_DIE_WHY.en[why]})`}: nothing was ruled for it`,
  thrownAtRefused: (time, why, arena) => `note: --thrown-at ${time} names an arena${arena ? ` (the one at ${arena})` : ''} that could no longer be ruled as a throw (${THROWN_WHY.en[why]}): nothing was ruled for it`,
  thrownAtUnmatched: (time, nearest, slackS, pastEnd) => `note: --thrown-at ${time} ${pastEnd ? `${afterVideoEndEn(pastEnd)} names no arena that may be a throw` : `names no arena that may be a throw within ${slackS} s of it`} (those say "If it was a throw, review again with --thrown-at …"; ${nearest ? `the nearest is ${nearest}` : 'this review has none'}): nothing was ruled for it`,
  reviewSummary: (f) => `${plural(f.settled, 'settled arena', 'settled arenas')}, ${f.game === 'dice-game' ? plural(f.throws, 'roll', 'rolls') : plural(f.throws, 'throw', 'throws')} ruled`
    + (f.record
      ? ` again from ${shownFileName(f.record.file)}, recorded from ${f.record.video} (${(f.reviewedMs / 1000).toFixed(1)} s of ${f.complete ? 'video' : `the ${(f.durationMs / 1000).toFixed(1)} s video`} analysed earlier in ${(f.elapsedMs / 1000).toFixed(1)} s)`
      : `, ${(f.reviewedMs / 1000).toFixed(1)} s of ${f.complete ? 'video' : `the ${(f.durationMs / 1000).toFixed(1)} s video`} reviewed in ${(f.elapsedMs / 1000).toFixed(1)} s${f.reviewedMs >= 100 ? ` (${f.speed.toFixed(1)}× real time)` : ''}`),
  reviewStopped: (at, of) => `review stopped at ${at}${of ? ` of ${of}` : ''}: the timeline above goes up to there`,
  endsEarly: (stopsAtMs, durationMs, detail) => `warning: the video ends early: frames stop at ${(stopsAtMs / 1000).toFixed(1)} s of ${(durationMs / 1000).toFixed(1)} s — the file may be cut short`
    + `${detail ? ` (ffmpeg: ${detail})` : ''}`,
  damagedVideo: (detail) => `warning: ffmpeg reported damaged data in the video (${detail}): some frames may be missing or wrong`,
  recordRefused: (file, problem, detail) => `${shownFileName(file)} is ${{
    tooLarge: `too large to be a game record (${detail} MB)`,
    notText: 'not a game record, nor any text',
    notJson: `not a game record (not JSON: ${detail})`,
    notRecord: 'JSON, but not a game record (no "format": "dice-referee/game-record@1"; review --record and the review page write them)',
    newerFormat: `a game record of a newer format (${detail}) than this version of Dice Referee reads`,
    damaged: `a damaged game record (${detail})`,
  }[problem]}`,
  recordKeepsAnalysis: (option, file, analysed) => `${option} concerns the analysis, which the game record ${shownFileName(file)} keeps as it was made (${analysed.game === 'dice-game' ? 'the dice game' : 'Strike'}, ${analysed.dieKind} dice read): review the video again to analyse it otherwise`,
  recordNotWritable: (file, problem) => `--record ${shownFileName(file)} cannot be written (${recordWriteProblemEn(problem)}); nothing was analysed`,
  fpsCapped: (asked, videoFps) => `note: analysing the video's own ${rate(videoFps)} frames/s (fewer than --fps ${rate(asked)})`,
  videoTooSlow: (videoFps, minFps) => `warning: the video has only ${rate(videoFps)} frames/s; below ${minFps} the arena is seen settled too seldom and throws are missed: record at ${minFps} frames/s or more`,
  videoTooShort: (durationMs, minMs, settleMs, readings) => `warning: the video lasts only ${(durationMs / 1000).toFixed(1)} s; an arena is read once seen still for ${settleMs / 1000} s and then read on ${readings} frames, about ${minMs / 1000} s in all, so it may never be seen settled`,
  noDiceRead: 'warning: no settled arena of the video showed a die (dice may have been read while they moved): is the arena in view and well lit, and do the dice lie still for half a second after each throw?',
  noDiceReadInArena: 'warning: no settled arena of the video showed a die (dice may have been read while they moved): does the --arena outline cover the arena (corners in the video\'s pixels, as shown)? Only the outline is watched for the dice to settle.',
  noThrowRuled: (game, fewDice) => (game === 'dice-game'
    ? 'warning: dice were read, but the rules took no roll of the dice game from them: '
      + (fewDice === null ? 'is this a recording of Strike (--game strike)?'
        : `a turn's first roll is of 6 dice, and no settled arena held more than ${fewDice}: were all six thrown, and in view?`)
    : 'warning: dice were read, but the rules took no Strike throw from them: is this a recording of the dice game (--game dice-game)?'),
  coveredArena: (seconds, from, to, game) => `note: from ${from} to ${to} the arena was still but partly covered (a hand, an arm or a dark shadow over it) for ${seconds.toFixed(1)} s: the referee reads only an arena in full view, so ${game === 'dice-game' ? 'rolls' : 'throws'} made then were read only once it cleared, several as one (ruled as one, or refused)`,
  settledAfterEnd: (settles, from, to, endedBy) => `note: ${plural(settles, 'arena', 'arenas')} settled after the game was won (${settles === 1 ? `at ${from}` : `${from} to ${to}`}) and ${settles === 1 ? 'was' : 'were'} not ruled: `
    + (endedBy ? `--left-at ${endedBy} ended it (the last player left wins); if the game went on, that player left later or not at all: give the time they left, or leave that item out`
      : 'if another game was recorded after it, review that game on its own (cut the video where it starts); if the game went on, check --players, and --target (the dice game) or --tournament (Strike)'),
  arenasBeforeStartDie: (settles, from, to) => `warning: ${settles === 1 ? `the first settled arena (${from}) held` : `the first ${settles} settled arenas (${from} to ${to}) held`} several dice before any start die alone: `
    + 'does the recording start mid-game? A game starts with its start die alone in the arena; the review rules from the first lone die on, not the game played before it',
  arenasOutsideKind: (settles, from, to, faces, kind, fits, plainDice) => `warning: dice in ${settles === 1 ? `1 settled arena (at ${from})` : `${settles} settled arenas (${from} to ${to})`} showed ${faces.join(' and ')}, `
    + `which ${withFaces(kind)} dice do not have, so the rules took them for dice not lying flat: `
    + (fits.length ? `${kindOptions(fits, 'or')} may fit these dice.`
      : plainDice ? 'they look like plain dice (1 to 6), which no Strike edition has: is this a recording of the dice game (--game dice-game)?' : 'check --die-kind and the dice read there.'),
  unansweredQuestions: (settles, from, to, game) => `warning: the referee asked ${settles} questions (${from} to ${to}) that nobody answers in a recording, and took each arena as it lay, ruling nothing there, `
    + `so the game ruled from the first may not be the one played: a die may have been missed or misread there (check the dice read, and correct them with --correct TIME/N=FACE, N a die's place in the faces listed, or on the review page, review.html), or --players or ${game === 'dice-game' ? '--target' : '--edition'} may not be the game's`,
  refusedArenas: (settles, from, to) => `warning: the rules refused ${settles === 1 ? `1 settled arena (at ${from})` : `${settles} settled arenas (${from} to ${to})`}, so the game ruled from there may not be the one played: `
    + `check the dice read in ${settles === 1 ? 'it' : 'them'} (misread dice are corrected with --correct TIME/N=FACE, N a die's place in the faces listed, or on the review page, review.html) and the arena outline (--arena: a die lying outside it is counted in), then --players and --edition: a throw of more dice than a player holds may mean a set-up other than the game's`,
};

/** French texts. */
export const fr: CliMessages = {
  decimal: (n, digits) => n.toFixed(digits).replace('.', ','),
  stdinName: "l'entrée standard",
  usageError: usageErrorFr,
  optionBeforeCommandHint: (option, command) => `(${option} est une option des commandes, pas de dice-referee lui-même : donnez-la après le nom de la commande, comme dans \`dice-referee ${command ?? 'COMMANDE'} ${option} …\`)`,
  dashFileHint: (file) => `(${file} est aussi un fichier ici : un nom qui commence par « - » est lu comme une option ; donnez-le sous la forme ./${file}, ou mettez -- avant les noms de fichiers)`,
  badReaderMethod: (value, methods) => `DICE_READER doit valoir ${methods.join(' ou ')}, pas ${JSON.stringify(value)}`,
  helpHint: (command) => (command ? `(l'aide, en anglais : \`dice-referee ${command} --help\`)` : "(l'aide, en anglais : `dice-referee --help` et `dice-referee COMMANDE --help`)"),
  error: (detail) => `erreur : ${detail}`,
  internalError: (detail) => `erreur interne (un défaut de dice-referee : signalez-le avec la commande qui l'a causée) : ${detail}`,
  warning: (detail) => `attention : ${detail}`,
  fileProblem: (file, problem) => fileProblemFr(shownFileName(file), problem),
  defaultPlayer: (seat) => `Joueur ${seat}`,
  gameName: (id) => (id === 'dice-game' ? 'Le jeu de dés (Farkle)' : gameInfo(id).name),
  gameNotRefereed: (id, refereed) => `${gameInfo(id).name} n'est pas encore arbitré : ${NOT_REFEREED_WHY.fr[id] ?? 'le lecteur de dés ne connaît pas ses dés'}. Valeurs possibles : ${refereed.join(', ')}.`,
  badPlayerCount: (value) => `--players doit être un nombre entier, pas « ${value} »`,
  playerCount: (game, min, max, players) => `${game} se joue de ${min} à ${max} joueurs, pas ${players} : donnez --players ${min} à ${max}`,
  editionDice: (edition, dieKind, kind) => `--die-kind ${dieKind} ne convient pas à la boîte ${edition}, dont les dés montrent ${kind === 'strike-x2' ? 'X et 2–6' : '1–5 et X'} : omettez --die-kind, ou choisissez une autre --edition`,
  dicePerPlayerNeeded: (edition) => `aucune règle ici ne donne les dés par joueur de la boîte ${edition} : indiquez combien chaque joueur en a au départ, --dice-per-player N`,
  dicePerPlayerRefused: (edition, count, charted) => (charted
    ? `la règle de la boîte ${edition} fixe les dés par joueur : omettez --dice-per-player (il sert aux boîtes dont aucune règle ne donne le tableau)`
    : `--dice-per-player doit valoir au moins 1, pas ${count}`),
  namesMismatch: (names, players) => `--names donne ${pluriel(names, 'nom', 'noms')} pour ${players} joueurs (les virgules séparent les noms : un nom ne peut pas en contenir)`,
  emptyName: (position, names) => (names.trim() === '' ? '--names est vide : donnez les noms des joueurs, séparés par des virgules' : `--names « ${names} » : le nom ${position} est vide (une virgule en trop ?)`),
  controlInName: (position) => `--names : le nom ${position} contient un caractère de contrôle (un saut de ligne ou un code de terminal) ; utilisez des lettres, des chiffres et des espaces`,
  nameTooLong: (position, max) => `--names : le nom ${position} dépasse ${max} caractères ; un nom plus court s'entend mieux annoncé`,
  sameName: (first, second) => (first === second
    ? `--names donne deux fois le même nom : « ${first} » ; chaque joueur doit avoir un nom différent`
    : first.toLocaleLowerCase() === second.toLocaleLowerCase()
      ? `--names donne deux fois le même nom : « ${first} » et « ${second} » ne diffèrent que par les majuscules ; chaque joueur doit avoir un nom différent`
      : `--names donne deux fois le même nom : « ${first} » et « ${second} » se lisent pareil (seules la largeur ou la forme des lettres diffèrent) ; chaque joueur doit avoir un nom différent`),
  wrongDieKind: (game, kind, kinds) => `${game} se joue avec des dés ${alternatives(kinds.map(withFaces), 'ou')}, pas ${withFaces(kind)}. `
    + `Choisissez --die-kind ${alternatives(kinds, 'ou')} ; ${kind === 'd6' ? 'les dés d6 sont ceux du jeu de dés (--game dice-game)' : `les dés ${withFaces(kind)} sont ceux de Strike (--game strike)`}.`,

  otherDiceWarning: (problem) => `attention : ${problem.split('. ')[0]}. La vidéo est lue quand même : chaque arène immobile est listée, et les règles refusent ce qu'elles doivent.`,
  readHeading: (file, width, height, dice) => `${shownFileName(file)}  ${width}×${height}  ${pluriel(dice, 'dé', 'dés')}`,
  readArena: (source, corners, cut, fillsPicture) => `  arène ${source === 'user' ? (cut ? "donnée, coupée au bord de l'image" : 'donnée') : source === 'floor' ? (fillsPicture ? "proposée d'après le sol, qui remplit l'image" : "proposée d'après le sol") : "toute l'image moins une marge (sol introuvable)"} : ${corners}`,
  arenaCut: (file, width, height) => `note : ${file} : le contour --arena déborde de cette image de ${width}×${height} et est coupé à son bord (a-t-il été tracé pour une image d'une autre taille ?)`,
  arenaOtherSize: (file, size, first) => `note : ${file} fait ${size}, la première photo ${first} : les coins de --arena sont des pixels d'une seule taille d'image, si bien que le contour tombe ailleurs sur celle-ci`,
  firstPictureOnly: (file, pictures, reviewable) => `note : ${file} contient ${pictures} images : seule la première a été lue (${reviewable ? 'un GIF animé se revoit comme une vidéo : dice-referee review' : 'pour lire les autres, enregistrez chacune comme une photo'})`,
  readColumns: ['#', 'face', 'confiance', 'arène', 'cadre'],
  inArena: 'dans',
  outside: 'HORS',
  dieConfidence: (confidence) => `dé ${confidence}`,
  unreadableNote: "? = face du dessus illisible ; « dé … » = confiance que c'est bien un dé (aucune face lue).",
  doubtfulNote: (least) => `* = face lue avec une confiance sous ${least} : l'arbitre demanderait aux joueurs de la vérifier.`,
  doubtfulRuled: (least) => `* = face lue avec une confiance sous ${least} : arbitrée telle que lue, là où l'arbitre demanderait aux joueurs de la vérifier. Si elle est fausse, les décisions qui suivent peuvent l'être aussi.`,
  outsideKindNote: (numbers, face, kind, fits) =>
    `${numbers.length === 1 ? `Le dé ${numbers[0]} montre` : `Les dés ${numbers.join(', ')} montrent`} ${face}, que les dés ${withFaces(kind)} n'ont pas${fits.length ? ` : --die-kind ${alternatives(fits, 'ou')} conviendrait peut-être à ces dés.` : '.'}`,
  outsideKindInPhoto: (count, face, kind, fits, plainDice) =>
    `${count === 1 ? 'Un dé montre' : `${count} dés montrent`} ${face}, que les dés ${withFaces(kind)} n'ont pas : les règles ${count === 1 ? 'le prennent pour un dé qui ne repose' : 'les prennent pour des dés qui ne reposent'} pas à plat.`
    + (fits.length ? ` ${kindOptions(fits, 'ou')} conviendrait peut-être à ces dés.` : plainDice ? " On dirait des dés ordinaires (1 à 6), qu'aucune édition de Strike n'a." : ''),

  arenaHeading: (file, seen) => {
    const parts = [`${pluriel(seen.arena.length, 'dé', 'dés')} dans l'arène${seen.arena.length ? ` : ${seen.arena.join(' ')}` : ''}`];
    if (seen.out) parts.push(`${seen.out} dehors`);
    if (seen.leaning) parts.push(`${seen.leaning} ${seen.leaning === 1 ? 'illisible' : 'illisibles'}`);
    return `── ${shownFileName(file)} : ${parts.join(' ; ')}`;
  },
  ignoredGameOver: (file) => `${shownFileName(file)} : ignorée, la partie est terminée`,
  refused: (reason) => `! Photo ignorée. ${sentence(reason)}`,
  restRefused: (reason) => `! Reste de la photo ignoré. ${sentence(reason)}`,
  noneRuled: (photos) => (photos === 1
    ? "Aucune photo n'a pu être arbitrée : la seule photo a été refusée ou n'a pas pu être lue."
    : `Aucune photo n'a pu être arbitrée : les ${photos} ont été refusées ou n'ont pas pu être lues.`),
  someRefused: (refused, photos) => `${refused} photo${refused === 1 ? '' : 's'} sur ${photos} ${refused === 1 ? 'a été refusée' : 'ont été refusées'}, en tout ou en partie : la partie arbitrée laisse de côté ce qu'${refused === 1 ? 'elle montre' : 'elles montrent'} (voir les lignes commençant par « ! »).`,
  standing: (players, arena, current, tournament) => {
    const out = players.filter((p) => p.eliminated && p.retired !== true).map((p) => p.name);
    const left = players.filter((p) => p.retired === true).map((p) => p.name);
    const stocks = players.filter((p) => !p.eliminated).map((p) => `${p.name} ${pluriel(p.stock, 'dé', 'dés')}`);
    const round = tournament
      ? ` (tournoi, manche ${tournament.round} sur ${tournament.rounds} ; points jusqu'ici : ${players.map((p) => `${p.name} ${p.points ?? 0}`).join(', ')})`
      : '';
    return `Partie inachevée${round}. En réserve : ${stocks.join(', ')}${out.length ? ` ; hors jeu : ${out.join(', ')}` : ''}${
      left.length ? ` ; ${left.length === 1 ? 'a quitté' : 'ont quitté'} : ${left.join(', ')}` : ''}. Dans l'arène : ${pluriel(arena.length, 'dé', 'dés')}${facesInBrackets(arena)}. ${toPlayer(current, true)} de jouer.`;
  },
  diceGameStanding: (players, current, turnPoints, finalTurnTarget) =>
    `Partie inachevée. Scores : ${players.map((p) => `${p.name} (${p.score}${p.retired ? ', a quitté' : ''})`).join(', ')}. ${toPlayer(current, true)} de jouer${finalTurnTarget === null ? '' : ' son dernier tour'} (${pluriel(turnPoints, 'point', 'points')} ce tour)${
      finalTurnTarget === null ? '' : ` : pour marquer, son total doit dépasser ${finalTurnTarget} points`}.`,
  keptChosen: (choices, taken) => `Les photos ne montrent pas quels dés ont été mis de côté (${alternatives(choices, 'ou')}) : ${taken}, qui rapporte le plus, est retenu.`,
  wouldAsk: (question, next) => `? Un arbitre en direct demanderait : ${question} (Non arbitrée : personne pour répondre ; la photo suivante est comparée à ${next === 'ruling' ? 'la dernière décision' : 'celle-ci'}.)`,
  rollAsRolled: (faces) => `! Non arbitrée : les dés du lancer sont de nouveau tels que lancés (${faces}) ; rien n'est encore mis de côté.`,
  samePhoto: () => '! Photo ignorée : les mêmes dés aux mêmes places que la photo précédente, donc aucun lancer.',
  videoToReferee: (file, review) => `${shownFileName(file)} est une vidéo : \`referee\` arbitre à partir de photos de l'arène, une après chaque lancer ; une partie enregistrée s'analyse avec \`${shownFileName(review)}\``,
  unreadableNotRuled: (count) => `! Non arbitrée : ${count === 1 ? 'un dé est illisible' : `${count} dés sont illisibles`} ; prenez une autre photo du lancer.`,
  nothingToRule: "! Non arbitrée : aucun lancer ni dé mis de côté que les règles puissent prendre sur cette photo.",
  strikeOnlyOption: (option) => `${option} est pour Strike ; le jeu de dés (--game dice-game) n'a pas ce choix`,
  passAfterNeedsKeepThrowing: `--pass-after va avec --keep-throwing : sans lui, ${THROWER_WHOSE_DICE_DIFFER.fr} passe de toute façon`,
  passAfterNotAPhoto: (file) => `--pass-after nomme « ${file} », qui n'est pas une des photos données`,
  passAfterEmpty: "--pass-after ne nomme aucune photo : donnez les photos après lesquelles le lanceur passe, séparées par des virgules",
  passAfterNoPass: (file) => `! Pas de passe après « ${file} » (--pass-after) : le tour était fini, un dé est à relancer, ou la photo n'a pas été arbitrée.`,
  missedAfterNotAPhoto: (file) => `--missed-after nomme « ${file} », qui n'est pas une des photos données`,
  missedAfterEmpty: "--missed-after ne nomme aucune photo : donnez les photos après lesquelles un dé lancé s'est envolé hors de vue, séparées par des virgules",
  missedAfterRuled: (file) => `Un dé lancé après « ${file} » s'est envolé hors de vue (--missed-after) : il est hors de l'arène.`,
  missedAfterNoThrow: (file, why) => `! Aucun dé compté hors de vue après « ${file} » (--missed-after) : ${MISSED_DIE_WHY.fr[why]}.`,
  diceGameOnlyOption: (option) => `${option} est pour le jeu de dés (--game dice-game) : ${option === '--bank-after' ? 'à Strike, un lanceur passe (--pass-after)' : "Strike n'a pas de points à atteindre"}`,
  bankAfterNotAPhoto: (file) => `--bank-after nomme « ${file} », qui n'est pas une des photos données`,
  photoNameAmbiguous: (option, file) => `${option} nomme « ${file} », le nom de plusieurs des photos données : donnez son chemin`,
  emptyListItem: (option, value, position) => `${option} « ${value} » : l'élément ${position} est vide (une virgule en trop ?)`,
  bankAfterEmpty: "--bank-after ne nomme aucune photo : donnez les photos après lesquelles le lanceur marque ses points, séparées par des virgules",
  bankAfterNoBank: (file, why) => `! Pas de points marqués après « ${file} » (--bank-after) : ${why === null ? "la photo n'a pas été arbitrée." : lowerFirst(sentence(why))}`,
  targetRefused: (value, min, max, step) => `--target doit être un nombre entier de points de ${min} à ${grouped(max, ' ')}, par pas de ${step}, pas « ${value} »`,

  progressFormat: 'analyse [{bar}] {percentage} % | {value}/{total} images | {settled}',
  progressSettled: (settled) => pluriel(settled, 'arène stabilisée', 'arènes stabilisées'),
  change: (change, refused) => `${changeWords(CHANGE_WORDS_FR, change)}${refused ? ` (${REFUSED_MARK.fr})` : ''}`,
  timelineDice: (dice) => `faces visibles\u00a0: ${dice.map((d) => {
    const face = d.read !== undefined ? `${d.face ?? '?'}\u00a0(lu ${d.read ?? '?'})` : d.face ?? '?';
    return d.inArena ? face : REPORT_FR.outFace(face);
  }).join(' ')}`,
  unexplained: (reason) => `! Les règles ne peuvent pas expliquer cette arène. ${sentence(reason)}`,
  thrownAtHint: (time) => `(Si c'était un lancer, relancez l'analyse avec --thrown-at ${time}.)`,
  ruledAsThrown: 'Compté comme un lancer, comme le dit --thrown-at :',
  notTakenOut: (dice, time) => `Non arbitré : ${dice === 1 ? 'un dé retiré' : `${dice} dés retirés`} du jeu à ${time} ${dice === 1 ? 'est' : 'sont'} encore dans l'arène, et aucun lancer n'est arbitré tant qu'${dice === 1 ? 'il y reste' : 'ils y restent'} (la partie filmée a continué autrement que celle arbitrée : un dé mal lu ? --correct ${time}/N=FACE en corrige un, N sa place dans les faces listées alors)`,
  correctionOverruled: (given, kept) => `note : --correct ${given} et ${kept} désignent le même dé : la dernière, ${kept}, est retenue`,
  correctionUnmatched: (given, unused, nearest, slackS, pastEnd) => `note : --correct ${given} ${unused.why === 'noEntry'
    ? `${pastEnd ? `${afterVideoEndFr(pastEnd)} ne désigne donc aucune arène immobile` : `ne désigne aucune arène immobile à ${fr.decimal(slackS, 1)} s près`} (donnez un temps que la chronologie affiche${nearest ? ` ; le plus proche est ${nearest}` : ''})`
    : unused.why === 'noDie' ? `désigne le dé ${unused.correction.die}, mais l'arène montre alors ${unused.dice} ${unused.dice < 2 ? 'dé' : 'dés'}`
    : unused.why === 'gameOver' ? "désigne un dé qui n'est que dans des arènes stabilisées après la fin de la partie, qui ne sont pas arbitrées (vérifiez --left-at et les autres corrections : elles finissent la partie plus tôt)"
    : `donne une face que ces dés n'ont pas (${unused.faces.join(', ')})`} : rien n'a été corrigé pour elle`,
  leftAtUnmatched: (given, why, players, nearest, slackS, pastEnd) => `note : --left-at ${given} ${why === 'unknownPlayer'
    ? `ne désigne aucun joueur de cette partie (${players.join(', ')}, ou un numéro de place de 1 à ${players.length})`
    : why === 'noEntry' ? `${pastEnd ? `${afterVideoEndFr(pastEnd)} ne désigne donc aucune arène immobile` : `ne désigne aucune arène immobile à ${fr.decimal(slackS, 1)} s près`} (donnez un temps que la chronologie affiche${nearest ? ` ; la plus proche est à ${nearest}` : ''})`
    : `désigne un joueur qui ne pouvait pas partir à ce moment-là (${LEAVING_WHY.fr[why]})`} : rien n'a été arbitré pour lui`,
  leftAtTwoReadings: (given, byName, byNameSeat, seat, bySeat) => `note : --left-at ${given} désigne à la fois le joueur nommé « ${byName} » (place ${byNameSeat}) et la place ${seat} (${bySeat}) : le joueur nommé « ${byName} » est retenu ; pour ${bySeat}, donnez son nom`,
  leftAtRepeated: (given, earlier) => `note : --left-at ${given} répète ${earlier} (le même joueur, après la même arène) : son départ n'est arbitré qu'une fois`,
  missedAtRuled: (count) => `Puis ${count === 1 ? "un dé lancé s'est envolé" : `${count} dés lancés se sont envolés`} hors de vue, comme le dit --missed-at, compté${count === 1 ? '' : 's'} hors de l'arène :`,
  missedAtUnmatched: (time, why, nearest, slackS, pastEnd, arena) => `note : --missed-at ${time} ${why === 'noArena'
    ? `${pastEnd ? `${afterVideoEndFr(pastEnd)} ne désigne donc aucune arène après laquelle un dé pouvait être lancé` : `ne désigne aucune arène après laquelle un dé pouvait être lancé à ${fr.decimal(slackS, 1)} s près`} (donnez un temps que la chronologie affiche${nearest ? ` ; la plus proche est à ${nearest}` : ''})`
    : `désigne une arène${arena ? ` (celle de ${arena})` : ''} après laquelle aucun dé seul ne pouvait être lancé (${MISSED_DIE_WHY.fr[why]})`} : rien n'a été arbitré à ce moment-là`,
  thrownAtRefused: (time, why, arena) => `note : --thrown-at ${time} désigne une arène${arena ? ` (celle de ${arena})` : ''} qui ne pouvait plus être comptée comme un lancer (${THROWN_WHY.fr[why]}) : rien n'a été arbitré à ce moment-là`,
  thrownAtUnmatched: (time, nearest, slackS, pastEnd) => `note : --thrown-at ${time} ${pastEnd ? `${afterVideoEndFr(pastEnd)} ne désigne donc aucune arène qui puisse être un lancer` : `ne désigne aucune arène qui puisse être un lancer à ${fr.decimal(slackS, 1)} s près`} (celles-ci disent « Si c'était un lancer, relancez l'analyse avec --thrown-at … » ; ${nearest ? `la plus proche est à ${nearest}` : "cette analyse n'en a aucune"}) : rien n'a été arbitré à ce moment-là`,
  reviewSummary: (f) => `${pluriel(f.settled, 'arène stabilisée', 'arènes stabilisées')}, ${pluriel(f.throws, 'lancer arbitré', 'lancers arbitrés')}`
    + (f.record
      ? ` de nouveau depuis ${shownFileName(f.record.file)}, compte rendu de ${f.record.video} (${fr.decimal(f.reviewedMs / 1000, 1)} s ${f.complete ? 'de vidéo' : `de la vidéo de ${fr.decimal(f.durationMs / 1000, 1)} s`} analysées auparavant en ${fr.decimal(f.elapsedMs / 1000, 1)} s)`
      : `, ${fr.decimal(f.reviewedMs / 1000, 1)} s ${f.complete ? 'de vidéo' : `de la vidéo de ${fr.decimal(f.durationMs / 1000, 1)} s`} analysées en ${fr.decimal(f.elapsedMs / 1000, 1)} s${f.reviewedMs >= 100 ? ` (${fr.decimal(f.speed, 1)} × le temps réel)` : ''}`),
  reviewStopped: (at, of) => `revue arrêtée à ${at}${of ? ` sur ${of}` : ''} : la chronologie ci-dessus va jusque-là`,
  endsEarly: (stopsAtMs, durationMs, detail) => `attention : la vidéo s'arrête avant la fin : les images s'arrêtent à ${fr.decimal(stopsAtMs / 1000, 1)} s sur ${fr.decimal(durationMs / 1000, 1)} s — le fichier est peut-être tronqué`
    + `${detail ? ` (ffmpeg dit, en anglais : ${enAnglais(detail)})` : ''}`,
  recordRefused: (file, problem, detail) => `${shownFileName(file)} ${{
    tooLarge: `est trop grand pour être un compte rendu de partie (${detail} Mo)`,
    notText: "n'est pas un compte rendu de partie, ni même du texte",
    notJson: `n'est pas un compte rendu de partie (pas du JSON, en anglais : ${enAnglais(detail)})`,
    notRecord: 'est du JSON, mais pas un compte rendu de partie (pas de « format » : « dice-referee/game-record@1 » ; review --record et la page de revue en écrivent)',
    newerFormat: `est un compte rendu d'un format plus récent (${detail}) que celui que cette version de Dice Referee lit`,
    damaged: `est un compte rendu abîmé (en anglais : ${enAnglais(detail)})`,
  }[problem]}`,
  recordKeepsAnalysis: (option, file, analysed) => `${option} concerne l'analyse, que le compte rendu ${shownFileName(file)} garde telle qu'elle a été faite (${analysed.game === 'dice-game' ? 'le jeu de dés' : 'Strike'}, dés ${analysed.dieKind} lus) : analysez de nouveau la vidéo pour l'analyser autrement`,
  recordNotWritable: (file, problem) => `--record ${shownFileName(file)} ne peut pas être écrit (${recordWriteProblemFr(problem)}) ; rien n'a été analysé`,
  damagedVideo: (detail) => `attention : ffmpeg signale des données abîmées dans la vidéo (en anglais : ${enAnglais(detail)}) : des images peuvent manquer ou être fausses`,
  fpsCapped: (asked, videoFps) => `note : analyse aux ${rate(videoFps).replace('.', ',')} images/s de la vidéo (moins que --fps ${rate(asked).replace('.', ',')})`,
  videoTooSlow: (videoFps, minFps) => `attention : la vidéo n'a que ${rate(videoFps).replace('.', ',')} images/s ; en dessous de ${minFps}, l'arène est vue immobile trop rarement et des lancers sont manqués : filmez à ${minFps} images/s ou plus`,
  videoTooShort: (durationMs, minMs, settleMs, readings) => `attention : la vidéo ne dure que ${(durationMs / 1000).toFixed(1).replace('.', ',')} s ; une arène est lue une fois vue immobile ${String(settleMs / 1000).replace('.', ',')} s, puis sur ${readings} images, environ ${minMs / 1000} s en tout : elle risque de n'y être jamais vue au repos`,
  noDiceRead: "attention : aucune arène immobile de la vidéo ne montrait de dé (des dés ont pu être lus pendant qu'ils bougeaient) : l'arène est-elle dans le champ et bien éclairée, et les dés restent-ils immobiles une demi-seconde après chaque lancer ?",
  noDiceReadInArena: "attention : aucune arène immobile de la vidéo ne montrait de dé (des dés ont pu être lus pendant qu'ils bougeaient) : le contour --arena couvre-t-il l'arène (coins en pixels de la vidéo, telle qu'affichée) ? Seul ce contour est surveillé pour voir les dés s'immobiliser.",
  noThrowRuled: (game, fewDice) => (game === 'dice-game'
    ? "attention : des dés ont été lus, mais les règles n'y ont vu aucun lancer du jeu de dés : "
      + (fewDice === null ? 'est-ce un enregistrement de Strike (--game strike) ?'
        : `le premier lancer d'un tour se fait avec 6 dés, et aucune arène stabilisée n'en a contenu plus de ${fewDice} : les six ont-ils été lancés, et dans le champ ?`)
    : "attention : des dés ont été lus, mais les règles n'y ont vu aucun lancer de Strike : est-ce un enregistrement du jeu de dés (--game dice-game) ?"),
  coveredArena: (seconds, from, to) => `note : de ${from} à ${to}, l'arène était immobile mais en partie couverte (une main, un bras ou une ombre portée) pendant ${seconds.toFixed(1).replace('.', ',')} s ; l'arbitre ne lit qu'une arène bien visible : les lancers faits pendant ce temps n'ont donc été lus qu'une fois l'arène dégagée, plusieurs à la fois (arbitrés comme un seul, ou refusés)`,
  settledAfterEnd: (settles, from, to, endedBy) => `note : ${settles === 1 ? `une arène s'est stabilisée après la fin de la partie (à ${from}) et n'a pas été arbitrée`
    : `${settles} arènes se sont stabilisées après la fin de la partie (de ${from} à ${to}) et n'ont pas été arbitrées`} : `
    + (endedBy ? `--left-at ${endedBy} l'a finie (le dernier joueur restant gagne) ; si la partie a continué, ce joueur est parti plus tard ou pas du tout : donnez le moment où il est parti, ou retirez cet élément`
      : "si une autre partie a été filmée ensuite, revoyez-la à part (coupez la vidéo là où elle commence) ; si la partie a continué, vérifiez --players, et --target (le jeu de dés) ou --tournament (Strike)"),
  arenasBeforeStartDie: (settles, from, to) => `attention : ${settles === 1 ? `la première arène stabilisée (${from}) tenait` : `les ${settles} premières arènes stabilisées (de ${from} à ${to}) tenaient`} plusieurs dés avant tout dé de départ seul : `
    + "l'enregistrement commence-t-il en cours de partie ? Une partie commence par son dé de départ seul dans l'arène ; la revue arbitre à partir du premier dé seul, pas la partie jouée avant",
  arenasOutsideKind: (settles, from, to, faces, kind, fits, plainDice) => `attention : des dés de ${settles === 1 ? `1 arène stabilisée (à ${from})` : `${settles} arènes stabilisées (de ${from} à ${to})`} montraient ${faces.join(' et ')}, `
    + `que les dés ${withFaces(kind)} n'ont pas, si bien que les règles les ont pris pour des dés qui ne reposent pas à plat : `
    + (fits.length ? `${kindOptions(fits, 'ou')} conviendrait peut-être à ces dés.`
      : plainDice ? "ils ressemblent à des dés ordinaires (1 à 6), qu'aucune édition de Strike n'a : est-ce l'enregistrement d'une partie du jeu de dés (--game dice-game) ?" : 'vérifiez --die-kind et les dés lus là.'),
  unansweredQuestions: (settles, from, to, game) => `attention : l'arbitre a posé ${settles} questions (de ${from} à ${to}) auxquelles personne ne répond dans un enregistrement, et a pris chaque arène telle quelle, sans rien y arbitrer, `
    + `si bien que la partie arbitrée à partir de la première peut ne pas être celle jouée : un dé y a peut-être été manqué ou mal lu (vérifiez les dés lus, et corrigez-les avec --correct TEMPS/N=FACE, N la place d'un dé dans les faces listées, ou sur la page de revue, review.html), ou --players ou ${game === 'dice-game' ? '--target' : '--edition'} ne sont peut-être pas ceux de la partie`,
  refusedArenas: (settles, from, to) => `attention : les règles ont refusé ${settles === 1 ? `1 arène stabilisée (à ${from})` : `${settles} arènes stabilisées (de ${from} à ${to})`}, si bien que la partie arbitrée à partir de là peut ne pas être celle jouée : `
    + `vérifiez les dés lus ${settles === 1 ? 'dans celle-ci' : 'dans celles-ci'} (les dés mal lus se corrigent avec --correct TEMPS/N=FACE, N la place d'un dé dans les faces listées, ou sur la page de revue, review.html) et le contour de l'arène (--arena : un dé posé hors du contour y est compté), puis --players et --edition : un lancer de plus de dés qu'un joueur n'en a peut venir d'une mise en place autre que celle de la partie`,
};

/** The command line's texts by language. */
export const CLI_MESSAGES: Readonly<Record<'en' | 'fr', CliMessages>> = { en, fr };
