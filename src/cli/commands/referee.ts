/**
 * `dice-referee referee`: referees a game of Strike from photos of the arena taken after
 * each successive throw, printing the referee's announcements. Every line it prints is in
 * the `--lang` language (texts: src/referee/messages/cli.ts and the game's tables).
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { NAME_MAX_LENGTH, playerNameKey, tidyPlayerName } from '../../core/playerName.ts';
import { facesShown, outsideKindCounts } from '../../core/outsideKind.ts';
import type { Face } from '../../core/types.ts';
import { CLI_MESSAGES, STDIN_FILE, type CliMessages, type FileProblem } from '../../referee/messages/cli.ts';
import { startsAsVideoContainer, VIDEO_CONTAINER_HEAD_BYTES } from '../../core/videoContainer.ts';
import { fileHead, inputFileProblem } from '../inputFile.ts';
import { editionNameIn } from '../../referee/messages/editions.ts';
import { renderAnnouncement, renderRefusal, type Language } from '../../referee/render.ts';
import { emptyStep, mergeSteps, type SessionStep } from '../../referee/gameSession.ts';
import { strikeStanding, type Standing } from '../../referee/standing.ts';
import { StrikeReferee, type RefereeStep } from '../../referee/strikeReferee.ts';
import { RuleError } from '../../rules/engine.ts';
import { EDITIONS, editionFor, editionForPlayers, playerCountRange, resolveEdition, strike, type StrikeConfig, type StrikeEdition } from '../../rules/strike/index.ts';
import { settledArena } from '../../referee/throwFromReading.ts';
import { inPhotoPixels, outsideStill, samePhoto, type PhotoDice } from '../../tracking/photoPairing.ts';
import { dieKindProblem, emptyItemAt, parseDieKind } from '../options.ts';
import { createReader } from '../reader.ts';
import { imageHeaderProblem } from '../decodeImage.ts';
import { runDiceGameReferee } from './diceGameReferee.ts';
import { photoHeading, photoNoteCheck, readOne, type Output } from './read.ts';
import { diceThatFit } from '../../rules/games.ts';

/** Options of `dice-referee referee`. */
export interface RefereeCommandOptions {
  /** Game id: `strike`, or `dice-game` (`referee` only). */
  game: string;
  /** Number of players. */
  players: number;
  /** Comma-separated names in seat order; default "Player 1", "Player 2", ... */
  names?: string;
  /** A thrower whose dice all differ throws again instead of passing. */
  keepThrowing?: boolean;
  /**
   * Strike with `keepThrowing`: comma-separated photos (as given, or the same file by another
   * path or a link; a name holding a comma cannot be given) after whose ruling the thrower passes (strike-en.txt, Different numbers on all dice:
   * "voluntarily end your turn"), which no photo shows. One value for each time the option is
   * given, in order: a repeated option adds its photos (src/cli/main.ts `repeatedOption`).
   */
  passAfter?: string[];
  /**
   * Strike: comma-separated photos (as `passAfter`) after whose ruling a die was thrown that flew
   * out of sight and never landed in view (off the table), which no photo shows: ruled before
   * the next photo as a throw of one die outside the arena (strike-en.txt, That was probably
   * niX!; src/referee/strikeReferee.ts `dieMissed`). One die a photo.
   */
  missedAfter?: string[];
  /**
   * The dice game: comma-separated photos (as `passAfter`) after whose ruling the roller stops
   * and banks the turn's points (the-dice-game-en.txt, Taking a turn: "stop and take the
   * points"), which no photo shows: after a roll whose six dice all scored, the next six dice are
   * otherwise the same turn's ("you start again with all 6").
   */
  bankAfter?: string[];
  /** Strike: a tournament, as many rounds as players, fewest points wins (strike-en.txt, Alternative Game End). */
  tournament?: boolean;
  /** Announcement language. */
  lang: Language;
  /** Faces the dice can show; default the edition's (`strike`, or `strike-x2` for classic-x2). */
  dieKind?: string;
  /** Strike box, an edition preset id (src/rules/strike/editions.ts); default from the dice: classic, or classic-x2. */
  edition?: string;
  /** Strike: each player's dice, for a box whose chart no rulebook gives (2020, impact). */
  dicePerPlayer?: number;
  /** The dice game: points to win (the-dice-game-en.txt, "Ending the game": 5000 by default). */
  target?: number;
  /** JSON lines instead of text. */
  json?: boolean;
  /** The arena's corners (`[N,2]`, pixels, `--arena`) in every photo or frame; default: proposed from the floor. */
  arena?: [number, number][];
}

/**
 * Player names from `--players` and `--names`; unnamed players are "Player 1", "Player 2", …
 * ("Joueur 1", … in French). Names are tidied (src/core/playerName.ts `tidyPlayerName`: trimmed,
 * NFC, invisible direction controls and zero-width spaces removed); the rules want them distinct
 * (src/rules/common/players.ts), and names that differ only in capitals are refused too: they
 * would be the same player when announced or heard.
 * @throws Error, worded in `language`, when the count is not a whole number ≥ 0, a name is
 *   empty (",Bob" or "Ann,,Bob"; a comma at the end, "Ann,Bob,", is harmless), has a control character (line break, terminal escape) or more than
 *   NAME_MAX_LENGTH characters (src/core/playerName.ts, as the app's set-up form), the names
 *   don't match the count, or two names are the same
 */
export function playerNames(players: number, names?: string, language: Language = 'en'): string[] {
  const say = CLI_MESSAGES[language];
  if (!Number.isInteger(players) || players < 0) throw new Error(say.badPlayerCount(String(players)));
  if (names === undefined) return Array.from({ length: players }, (_, i) => say.defaultPlayer(i + 1));
  // One spelling per name (src/core/playerName.ts): composed accents (NFC), invisible direction
  // controls and zero-width spaces removed, so that "Zoé" typed two ways is one player.
  const list = names.split(',').map(tidyPlayerName);
  // A comma at the end is harmless, as in every comma-separated option (src/cli/options.ts `emptyItemAt`).
  if (list.length > 1 && list.at(-1) === '') list.pop();
  const empty = list.findIndex((name) => name.length === 0);
  if (empty >= 0) throw new Error(say.emptyName(empty + 1, names));
  const control = list.findIndex((name) => /\p{Cc}/u.test(name));
  if (control >= 0) throw new Error(say.controlInName(control + 1));
  const long = list.findIndex((name) => name.length > NAME_MAX_LENGTH);
  if (long >= 0) throw new Error(say.nameTooLong(long + 1, NAME_MAX_LENGTH));
  if (list.length !== players) throw new Error(say.namesMismatch(list.length, players));
  const seen = new Map<string, string>();
  for (const name of list) {
    const key = playerNameKey(name);
    const first = seen.get(key);
    if (first !== undefined) throw new Error(say.sameName(first, name));
    seen.set(key, name);
  }
  return list;
}

/**
 * Why the game cannot be played by `players` players, in `language`, or `null` when it can.
 * The range comes from the rules (the edition's chart, src/rules/strike/editions.ts), worded
 * without the rulebook references the engine's own sentence carries.
 */
function playerCountProblem(options: RefereeCommandOptions, edition: string | StrikeEdition): string | null {
  const { min, max } = playerCountRange(resolveEdition(edition));
  if (options.players >= min && options.players <= max) return null;
  return CLI_MESSAGES[options.lang].playerCount(CLI_MESSAGES[options.lang].gameName(options.game), min, max, options.players);
}

/**
 * The game the options set up, checked before any photo or video is read: dice the game is
 * played with, the player count (from the rules' chart), names, and the rules' own set-up
 * checks (src/rules/strike/setup.ts).
 * @param otherDice `'allow'` (review): dice the game is not played with are read anyway (a
 *   recording of d6 throws still has a timeline) and the problem comes back as `warning`
 * @returns the Strike configuration, or why the game cannot be set up (in `options.lang`)
 */
export function gameConfig(options: RefereeCommandOptions, otherDice: 'refuse' | 'allow' = 'refuse'): { config: StrikeConfig; warning?: string } | { error: string } {
  const say = CLI_MESSAGES[options.lang];
  if (options.target !== undefined) return { error: say.diceGameOnlyOption('--target') };
  if (options.bankAfter !== undefined) return { error: say.diceGameOnlyOption('--bank-after') };
  const dieKind = parseDieKind(diceOf(options));
  const problem = dieKindProblem(options.game, dieKind, options.lang);
  if (problem && otherDice === 'refuse') return { error: problem };
  const preset = EDITIONS[options.edition ?? editionFor(dieKind)]!;
  if (options.edition && dieKind !== 'd6' && dieKind !== preset.dieKind) return { error: say.editionDice(editionNameIn(preset.id, options.lang), dieKind, preset.dieKind) };
  if (options.dicePerPlayer !== undefined && (preset.dicePerPlayer !== null || options.dicePerPlayer < 1)) {
    return { error: say.dicePerPlayerRefused(editionNameIn(preset.id, options.lang), options.dicePerPlayer, preset.dicePerPlayer !== null) };
  }
  if (preset.dicePerPlayer === null && options.dicePerPlayer === undefined) return { error: say.dicePerPlayerNeeded(editionNameIn(preset.id, options.lang)) };
  const edition = editionForPlayers(preset.id, options.players, options.dicePerPlayer);
  try {
    const countProblem = playerCountProblem(options, edition);
    if (countProblem) return { error: countProblem };
    const config: StrikeConfig = { players: playerNames(options.players, options.names, options.lang), edition, ...(options.tournament ? { tournament: true } : {}) };
    strike.setup(config);
    return problem ? { config, warning: problem } : { config };
  } catch (error) {
    if (error instanceof RuleError) return { error: renderRefusal(options.game, error, options.lang) };
    if (error instanceof Error) return { error: error.message };
    throw error;
  }
}

/**
 * The first of `files` that is a video: its first bytes start a video container (MP4, MOV,
 * WebM, Matroska, MPEG-TS; src/core/videoContainer.ts `startsAsVideoContainer`); `null` when
 * none is. Standard input (`-`) and files that cannot be opened are not looked at: reading
 * them as photos says what is wrong with them.
 */
export function videoAmong(files: readonly string[]): string | null {
  return files.find((file) => file !== STDIN_FILE && inputFileProblem(file) === null && startsAsVideoContainer(fileHead(file, VIDEO_CONTAINER_HEAD_BYTES))) ?? null;
}

/** `text` as one word for a POSIX shell: as it is when it holds only safe characters, else in single quotes. */
function shellWord(text: string): string {
  return /^[\w./@%+=:,-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}

/**
 * The command line that reviews the video `file` with the game `options` set up:
 * `npx dice-referee review FILE --players N`, with `--game` when not Strike, `--names`,
 * `--lang` when not English.
 */
export function reviewCommandLine(file: string, options: Pick<RefereeCommandOptions, 'game' | 'players' | 'names' | 'lang'>): string {
  const words = ['npx', 'dice-referee', 'review', shellWord(file),
    ...(options.game !== 'strike' ? ['--game', options.game] : []),
    '--players', String(options.players),
    ...(options.names !== undefined ? ['--names', shellWord(options.names)] : []),
    ...(options.lang !== 'en' ? ['--lang', options.lang] : [])];
  return words.join(' ');
}

/**
 * Runs the referee over `files` in order and writes its announcements to `out`.
 * @returns exit status: 0 when every photo was decoded and at least one was ruled on, none of
 *   them refused; 1 when one could not be decoded, none could be ruled (all refused by the rules
 *   or unreadable; a closing line says so instead of the standing), or the rules refused a
 *   photo's dice, wholly or in part ({@link countsAsRefused}; a closing line after the standing
 *   says how many photos); 2 when the game could not be set up (players, names, or dice
 *   the game is not played with), or one of `files` is a video ({@link videoAmong}: for
 *   `review`), said before any game starts
 */
export async function runReferee(files: string[], options: RefereeCommandOptions, out: Output, err: Output = out): Promise<number> {
  const say = CLI_MESSAGES[options.lang];
  // A video (a recorded game) is for `review`: refused before any game starts (exit status 2, bad usage).
  const video = videoAmong(files);
  if (video !== null) {
    const text = say.videoToReferee(video, reviewCommandLine(video, options));
    if (options.json) out.write(`${JSON.stringify({ file: video, error: text })}\n`);
    err.write(`${say.error(text)}\n`);
    return 2;
  }
  if (options.game === 'dice-game') return runDiceGameReferee(files, options, out, err);
  const dieKind = parseDieKind(diceOf(options));
  const game = gameConfig(options);
  if ('error' in game) {
    // A usage error: with --json a JSON line on stdout too (docs/cli.md, as main.ts's option errors).
    if (options.json) out.write(`${JSON.stringify({ error: game.error })}\n`);
    err.write(`${say.error(game.error)}\n`);
    return 2;
  }
  const passAfter = passAfterPhotos(files, options);
  if ('error' in passAfter) {
    if (options.json) out.write(`${JSON.stringify({ error: passAfter.error })}\n`);
    err.write(`${say.error(passAfter.error)}\n`);
    return 2;
  }
  const missedAfter = missedAfterPhotos(files, options);
  if ('error' in missedAfter) {
    if (options.json) out.write(`${JSON.stringify({ error: missedAfter.error })}\n`);
    err.write(`${say.error(missedAfter.error)}\n`);
    return 2;
  }
  // Photos that cannot be used are said before the game is announced; none usable: no game.
  const unusable = await reportUnusablePhotos(files, out, err, options);
  if (unusable.size === new Set(files).size) return writeNoneRuled(out, err, files.length, options);
  const referee = new StrikeReferee(game.config, { keepThrowing: options.keepThrowing, unseenDiceOut: true, diceBesideArena: true });
  // The start die comes from the first photo when it shows it alone (StrikeReferee.observe).
  writeStep(out, null, referee.start({ placeStartDie: false }), options);

  const reader = await createReader();
  let failures = 0;
  let ruled = 0;
  /** Photos whose dice the rules refused, wholly or in part ({@link countsAsRefused}). */
  let refused = 0;
  let lastPhoto: PhotoDice | null = null;
  /** Whether the note on faces read doubtfully was written (once a run). */
  const noted = { doubtful: false };
  const notesOf = photoNoteCheck(options.arena, options.lang);
  /** Every face read in the arena in the photos so far: dice of another kind must have them all. */
  const facesSoFar = new Set<Face>();
  try {
    /** Reads and rules one photo (with `--pass-after`'s pass there). */
    const rulePhoto = async (file: string): Promise<void> => {
      if (referee.state.phase === 'over') {
        writeIgnored(out, file, options);
        return;
      }
      const passes = isNamedPhoto(passAfter, file);
      const known = unusable.get(file);
      const line = known ? { file, problem: known } : await readOne(file, (frame) => reader.readStill(frame, dieKind, options.arena));
      if ('problem' in line) {
        failures += 1;
        if (!known) writeFileProblem(out, err, file, line.problem, options);
        if (passes) passWhereSaid(referee, file, emptyStep(), out, options);
        return;
      }
      if (line.arenaCut) err.write(`${say.arenaCut(file, line.width, line.height)}\n`);
      for (const note of notesOf(line)) err.write(`${note}\n`);
      const seen = settledArena(line);
      for (const face of facesShown(line.dice)) facesSoFar.add(face);
      if (!options.json) {
        out.write(`${photoHeading(file, line, options.lang, noted)}\n`);
        const { fits, plainDice } = diceThatFit(facesSoFar, 'strike');
        for (const [face, count] of outsideKindCounts(line.dice)) out.write(`  ${say.outsideKindInPhoto(count, face, dieKind, fits, plainDice)}\n`);
      }
      // The same dice in the same places as the last photo (the photo given twice): no throw.
      if (samePhoto(inPhotoPixels(lastPhoto, line), line.dice)) {
        notRuled(out, file, say.samePhoto('strike'), options);
        if (passes) passWhereSaid(referee, file, emptyStep(), out, options);
        return;
      }
      // Dice beside the arena where dice lay in the last photo were not thrown out now.
      const outStill = outsideStill(inPhotoPixels(lastPhoto, line), line.dice);
      lastPhoto = line;
      const step = referee.observe({ ...seen, outStill });
      // A photo that moved the game on counts as ruled, even when the rest of it was refused
      // (its first die placed as the start die, its other dice no throw the rules allow).
      if (!step.rejected || step.events.length > 0) ruled += 1;
      if (countsAsRefused(step)) refused += 1;
      if (passes) passWhereSaid(referee, file, step, out, options);
      else writeStep(out, file, step, options);
    };
    for (const file of files) {
      await rulePhoto(file);
      if (isNamedPhoto(missedAfter, file)) missedWhereSaid(referee, file, out, options);
    }
  } finally {
    reader.dispose();
  }
  if (ruled === 0) return writeNoneRuled(out, err, files.length, options);
  writeStanding(out, null, strikeStanding(referee.state, options.lang), options);
  if (refused > 0) {
    writeSomeRefused(out, err, refused, files.length, options);
    return 1;
  }
  return failures === 0 ? 0 : 1;
}

/**
 * Whether a photo's `step` counts as refused for the exit status: the rules refused its dice,
 * wholly or in part (`Photo skipped.`, `Rest of the photo skipped.`), so the game as ruled
 * leaves out something the photo shows. Not a photo that shows nothing to rule: an arena with
 * no start die yet (`no-start-die`), or the arena as the last photo left it (`not-a-throw`).
 */
function countsAsRefused(step: RefereeStep): boolean {
  return step.rejected !== undefined && step.rejected.code !== 'no-start-die' && step.rejected.code !== 'not-a-throw';
}

/**
 * Writes the closing line when `refused` of the `photos` were refused by the rules (wholly or in
 * part), after the standing (JSON: `{"error", "refused"}` on `out`; text on `err`, as an error,
 * as {@link writeNoneRuled}).
 */
function writeSomeRefused(out: Output, err: Output, refused: number, photos: number, options: RefereeCommandOptions): void {
  const text = CLI_MESSAGES[options.lang].someRefused(refused, photos);
  if (options.json) out.write(`${JSON.stringify({ error: text, refused })}\n`);
  else err.write(`${CLI_MESSAGES[options.lang].error(text)}\n`);
}

/**
 * Writes photo `file`'s `step` with the pass `--pass-after` names there: the thrower ends the
 * turn, and the offer to throw again is not said; unless the photo's throw ended the turn
 * already, a die is to be re-rolled or the photo was refused, which a note says (none once the
 * game is won). A photo skipped (unreadable, or the last one again) passes from where the game
 * stands (`step` empty).
 */
function passWhereSaid(referee: StrikeReferee, file: string, step: RefereeStep, out: Output, options: RefereeCommandOptions): void {
  if (!step.rejected && strike.legalActions(referee.state).includes('pass')) {
    mergeSteps(step, referee.pass());
    step.announcements = step.announcements.filter((announcement) => announcement.type !== 'throwAgain');
  }
  writeStep(out, file, step, options);
  const passed = step.events.some((event) => event.type === 'turnEnded' && event.reason === 'pass');
  if (!passed && !step.events.some((event) => event.type === 'gameWon')) notRuled(out, file, CLI_MESSAGES[options.lang].passAfterNoPass(file), options);
}

/**
 * The photos of `--pass-after` (Strike with `--keep-throwing`), as resolved paths.
 * @returns the set, or why the option cannot be used (in `options.lang`): naming no photo,
 *   without `--keep-throwing`, or naming a file that is not one of `files`
 */
export function passAfterPhotos(files: readonly string[], options: RefereeCommandOptions): { files: Set<string> } | { error: string } {
  const say = CLI_MESSAGES[options.lang];
  const named = namedPhotos(files, options.passAfter);
  if (!options.keepThrowing && !('empty' in named) && !('emptyItem' in named) && ('ambiguous' in named || named.files.size > 0)) return { error: say.passAfterNeedsKeepThrowing };
  return photosOrWhyNot(named, '--pass-after', say, say.passAfterEmpty, say.passAfterNotAPhoto);
}

/**
 * Rules the die that `--missed-after` says flew out of sight after photo `file` (its rulings,
 * a `--pass-after` there included, written already): a throw of one die outside the arena, the
 * arena as the rules left it (src/referee/strikeReferee.ts `dieMissed`, strike-en.txt, That was
 * probably niX!), thrown by whoever throws next. Where no single die can be thrown then (the
 * game waits for its start die or a re-rolled die, the next throw is of every die after a big
 * hit, the game is over) a note says so and nothing is ruled. Writes a line saying the die was
 * ruled (JSON: `{"file", "missed": 1, "text"}`), then the step as {@link writeStep} does.
 */
function missedWhereSaid(referee: StrikeReferee, file: string, out: Output, options: RefereeCommandOptions): void {
  const why = referee.missedDieRefusal;
  if (why !== null) {
    notRuled(out, file, CLI_MESSAGES[options.lang].missedAfterNoThrow(file, why), options);
    return;
  }
  const step = referee.dieMissed();
  if (!step.rejected) {
    const text = CLI_MESSAGES[options.lang].missedAfterRuled(file);
    out.write(options.json ? `${JSON.stringify({ file, missed: 1, text })}\n` : `${text}\n`);
  }
  writeStep(out, file, step, options);
}

/**
 * The photos of `--missed-after` (Strike), as resolved paths: after each, a die thrown flew out
 * of sight (one die a photo).
 * @returns the set, or why the option cannot be used (in `options.lang`): naming no photo, or a
 *   file that is not one of `files` (as {@link passAfterPhotos})
 */
export function missedAfterPhotos(files: readonly string[], options: RefereeCommandOptions): { files: Set<string> } | { error: string } {
  const say = CLI_MESSAGES[options.lang];
  return photosOrWhyNot(namedPhotos(files, options.missedAfter), '--missed-after', say, say.missedAfterEmpty, say.missedAfterNotAPhoto);
}

/**
 * The photos of `--bank-after` (the dice game), as resolved paths.
 * @returns the set, or why the option cannot be used (in `options.lang`): naming no photo, or a
 *   file that is not one of `files`
 */
export function bankAfterPhotos(files: readonly string[], options: RefereeCommandOptions): { files: Set<string> } | { error: string } {
  const say = CLI_MESSAGES[options.lang];
  return photosOrWhyNot(namedPhotos(files, options.bankAfter), '--bank-after', say, say.bankAfterEmpty, say.bankAfterNotAPhoto);
}

/**
 * The photos `named` ({@link namedPhotos}) of option `option`, or why it cannot be used, in
 * `say`'s words: `empty` when it names no photo, `notAPhoto` a name that is none of the photos,
 * or a bare file name several photos have.
 */
function photosOrWhyNot(
  named: ReturnType<typeof namedPhotos>,
  option: string,
  say: CliMessages,
  empty: string,
  notAPhoto: (file: string) => string,
): { files: Set<string> } | { error: string } {
  if ('empty' in named) return { error: empty };
  if ('emptyItem' in named) return { error: say.emptyListItem(option, named.value, named.emptyItem) };
  if ('ambiguous' in named) return { error: say.photoNameAmbiguous(option, named.ambiguous) };
  if ('missing' in named) return { error: notAPhoto(named.missing) };
  return named;
}

/**
 * The photos a comma-separated option (`--pass-after`, `--missed-after`, `--bank-after`) names, as resolved paths
 * ({@link samePath}): each as given, or by its bare file name when that names exactly one of
 * `files` (`roll-4.jpg` for `photos/roll-4.jpg`, helper 148); `empty` when the option is given but
 * names none, `emptyItem` the place (from 1) of an empty item between commas, probably a typo
 * (src/cli/options.ts `emptyItemAt`; a comma at the end is harmless), with the option's `value`.
 * An option given several times (`values`, one per time, in order) names the photos of them all;
 * each value is judged alone (one that names no photo is `empty`; `emptyItem` counts in its `value`);
 * `ambiguous` the first bare name several photos have, `missing` the first name that
 * is neither (with the others, in `files`).
 */
function namedPhotos(files: readonly string[], values: readonly string[] | undefined): { files: Set<string> } | { empty: true } | { emptyItem: number; value: string } | { ambiguous: string } | { missing: string; files: Set<string> } {
  const nonEmpty = (text: string): string[] => text.split(',').map((file) => file.trim()).filter((file) => file !== '');
  for (const value of values ?? []) {
    if (nonEmpty(value).length === 0) return { empty: true };
    const before = emptyItemAt(value);
    if (before !== null) return { emptyItem: nonEmpty(value.slice(0, before)).length + 1, value };
  }
  const named = (values ?? []).flatMap(nonEmpty);
  const given = new Set(files.map(samePath));
  /** The photos `name` may name: itself, or those of that bare file name (a photo given twice counted once). */
  const photosOf = (name: string): string[] => {
    if (given.has(samePath(name))) return [samePath(name)];
    return [...new Set(name.includes('/') ? [] : files.filter((file) => path.basename(file) === name).map(samePath))];
  };
  const ambiguous = named.find((name) => photosOf(name).length > 1);
  if (ambiguous !== undefined) return { ambiguous };
  const resolved = new Set(named.flatMap((name) => photosOf(name)));
  const missing = named.find((name) => photosOf(name).length === 0);
  return missing === undefined ? { files: resolved } : { missing, files: resolved };
}

/** Whether `file` is one of `photos` (resolved paths: {@link passAfterPhotos}, {@link missedAfterPhotos}, {@link bankAfterPhotos}). */
export function isNamedPhoto(photos: { files: ReadonlySet<string> }, file: string): boolean {
  return photos.files.has(samePath(file));
}

/** A file's path as one key for every way of naming it: resolved, through links when it exists. */
function samePath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

/** Writes why photo `file` was read but not ruled: `text` (JSON: `{"file", "notRuled": text}`). */
export function notRuled(out: Output, file: string, text: string, options: Pick<RefereeCommandOptions, 'json'>): void {
  out.write(options.json ? `${JSON.stringify({ file, notRuled: text })}\n` : `${text}\n`);
}

/** The dice the photos or the video are read with: `--die-kind`, else the `--edition` box's, else Strike's 1–5 and X. */
export function diceOf(options: Pick<RefereeCommandOptions, 'dieKind' | 'edition'>): string {
  return options.dieKind ?? (options.edition ? EDITIONS[options.edition]?.dieKind : undefined) ?? 'strike';
}

/** Writes why photo `file` cannot be used (JSON: `{"file", "error"}` on `out`; text on `err`). */
export function writeFileProblem(out: Output, err: Output, file: string, problem: FileProblem, options: RefereeCommandOptions): void {
  const say = CLI_MESSAGES[options.lang];
  const text = say.fileProblem(file, problem);
  if (options.json) out.write(`${JSON.stringify({ file, error: text })}\n`);
  else err.write(`${say.error(text)}\n`);
}

/**
 * Checks every photo of `files` from its header ({@link imageHeaderProblem}: missing, a folder,
 * `-`, empty, not an image, too large, …) and writes each unusable one's error once, as
 * {@link writeFileProblem} does, so that they come before the game is announced.
 * @returns the unusable photos and why (each name once, however often it was given)
 */
export async function reportUnusablePhotos(files: string[], out: Output, err: Output, options: RefereeCommandOptions): Promise<Map<string, FileProblem>> {
  const unusable = new Map<string, FileProblem>();
  for (const file of new Set(files)) {
    const problem = await imageHeaderProblem(file);
    if (!problem) continue;
    unusable.set(file, problem);
    writeFileProblem(out, err, file, problem, options);
  }
  return unusable;
}

/** Writes that photo `file`, after the game's end, is ignored (JSON: `{"file", "ignored", "text"}`). */
export function writeIgnored(out: Output, file: string, options: RefereeCommandOptions): void {
  const text = CLI_MESSAGES[options.lang].ignoredGameOver(file);
  out.write(options.json ? `${JSON.stringify({ file, ignored: 'the game is over', text })}\n` : `${text}\n`);
}

/**
 * Writes the closing line when none of the `photos` could be ruled (JSON: `{"error", "ruled": 0}`
 * on `out`; text on `err`, as an error).
 * @returns the exit status, 1
 */
export function writeNoneRuled(out: Output, err: Output, photos: number, options: RefereeCommandOptions): number {
  const text = CLI_MESSAGES[options.lang].noneRuled(photos);
  if (options.json) out.write(`${JSON.stringify({ error: text, ruled: 0 })}\n`);
  else err.write(`${CLI_MESSAGES[options.lang].error(text)}\n`);
  return 1;
}

/**
 * Writes where an unfinished game stands (nothing for a game won): its text, or the JSON line
 * `{"file", "standing", "text"}` (`file` null after photos, the video's name after a review).
 */
export function writeStanding(out: Output, file: string | null, standing: Standing | null, options: Pick<RefereeCommandOptions, 'json'>): void {
  if (!standing) return;
  out.write(options.json ? `${JSON.stringify({ file, standing: standing.standing, text: standing.text })}\n` : `${standing.text}\n`);
}

/** Writes one step's announcements (text) or events and announcements (JSON lines), in the words of `options.game`. */
export function writeStep(out: Output, file: string | null, step: SessionStep<unknown>, options: RefereeCommandOptions): void {
  if (options.json) {
    for (const event of step.events) out.write(`${JSON.stringify({ file, event })}\n`);
    for (const announcement of step.announcements) {
      out.write(`${JSON.stringify({ file, announcement, text: renderAnnouncement(options.game, announcement, options.lang) })}\n`);
    }
    if (step.rejected) out.write(`${JSON.stringify({ file, rejected: step.rejected, text: renderRefusal(options.game, step.rejected, options.lang) })}\n`);
    return;
  }
  for (const announcement of step.announcements) out.write(`${renderAnnouncement(options.game, announcement, options.lang)}\n`);
  if (!step.rejected) return;
  // A step with events was partly ruled (its first die became the start die, StrikeReferee.observe).
  const say = CLI_MESSAGES[options.lang];
  const reason = renderRefusal(options.game, step.rejected, options.lang);
  out.write(`${step.events.length > 0 ? say.restRefused(reason) : say.refused(reason)}\n`);
}
