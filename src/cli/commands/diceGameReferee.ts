/**
 * `dice-referee referee --game dice-game`: referees the dice game (Farkle style,
 * /work/shared/rules/the-dice-game-en.txt) from photos of the arena taken after each roll,
 * printing the referee's announcements in the `--lang` language.
 *
 * The rules live in src/rules/dice-game and the reading of the table in
 * src/referee/liveDiceGameReferee.ts; this file feeds it one photo at a time. No die is
 * followed from one photo to the next (each photo's dice are new), so: dice set aside between
 * two photos are worked out from the next roll's count (several possible sets: the
 * highest-scoring is taken, and the line says so); nobody presses Bank (but `--bank-after` says
 * where the roller banked), so six dice after a turn's roll are its scoring dice set aside, the
 * turn banked and the next player's roll; and a
 * question the referee would ask at the table is printed, and the photo taken as it is (or,
 * when the roll's dice changed or dice set aside do not score, the next photo compared with the
 * roll).
 */
import { CLI_MESSAGES } from '../../referee/messages/cli.ts';
import { LiveDiceGameReferee, type DiceGameStep } from '../../referee/liveDiceGameReferee.ts';
import { mergeSteps } from '../../referee/gameSession.ts';
import { renderQuestion, renderRefusal } from '../../referee/render.ts';
import { diceGameStanding } from '../../referee/standing.ts';
import { RuleError } from '../../rules/engine.ts';
import { gameInfo } from '../../rules/games.ts';
import { isTargetScoreChoice, TARGET_SCORE_CHOICES, type DiceGameConfig } from '../../rules/dice-game/index.ts';
import type { DieReading } from '../../core/types.ts';
import type { SnapshotDie } from '../../tracking/types.ts';
import { dieKindProblem, parseDieKind } from '../options.ts';
import { createReader } from '../reader.ts';
import { photoHeading, photoNoteCheck, readOne, type Output } from './read.ts';
import { inPhotoPixels, pairWithLastPhoto, samePhoto, type PhotoDice } from '../../tracking/photoPairing.ts';
import { bankAfterPhotos, isNamedPhoto, notRuled, playerNames, reportUnusablePhotos, writeFileProblem, writeIgnored, writeNoneRuled, writeStanding, writeStep, type RefereeCommandOptions } from './referee.ts';

/** Time between two photos in the snapshots fed to the referee (ms; any positive step does). */
const PHOTO_STEP_MS = 1000;

/**
 * The dice game the options set up, checked before any photo is read: d6 dice, no Strike
 * option, the points to win (`--target`, TARGET_SCORE_CHOICES), the player count (src/rules/games.ts)
 * and names, and the rules' own set-up checks.
 * @returns the configuration, or why the game cannot be set up (in `options.lang`)
 */
export function diceGameConfig(options: RefereeCommandOptions & { thrownAt?: readonly number[]; missedAt?: readonly number[] }): { config: DiceGameConfig } | { error: string } {
  const say = CLI_MESSAGES[options.lang];
  const strikeOnly = ([['--tournament', options.tournament], ['--edition', options.edition], ['--dice-per-player', options.dicePerPlayer],
    ['--keep-throwing', options.keepThrowing], ['--pass-after', options.passAfter], ['--missed-after', options.missedAfter], ['--thrown-at', options.thrownAt], ['--missed-at', options.missedAt]] as const)
    .find(([, value]) => value !== undefined && value !== false);
  if (strikeOnly) return { error: say.strikeOnlyOption(strikeOnly[0]) };
  const problem = dieKindProblem('dice-game', parseDieKind(options.dieKind ?? 'd6'), options.lang);
  if (problem) return { error: problem };
  if (options.target !== undefined && !isTargetScoreChoice(options.target)) {
    return { error: say.targetRefused(String(options.target), TARGET_SCORE_CHOICES.min, TARGET_SCORE_CHOICES.max, TARGET_SCORE_CHOICES.step) };
  }
  const { minPlayers, maxPlayers } = gameInfo('dice-game');
  if (Number.isInteger(options.players) && (options.players < minPlayers || options.players > maxPlayers)) {
    return { error: say.playerCount(say.gameName('dice-game'), minPlayers, maxPlayers, options.players) };
  }
  try {
    const config: DiceGameConfig = { players: playerNames(options.players, options.names, options.lang), ...(options.target !== undefined ? { targetScore: options.target } : {}) };
    LiveDiceGameReferee.start(config);
    return { config };
  } catch (error) {
    if (error instanceof RuleError) return { error: renderRefusal('dice-game', error, options.lang) };
    if (error instanceof Error) return { error: error.message };
    throw error;
  }
}


/**
 * Runs the dice-game referee over `files` in order and writes its announcements to `out`.
 * @returns exit status: 0 when every photo was decoded and at least one was ruled on; 1 when
 *   one could not be decoded or none could be ruled; 2 when the game could not be set up
 */
export async function runDiceGameReferee(files: string[], options: RefereeCommandOptions, out: Output, err: Output = out): Promise<number> {
  const say = CLI_MESSAGES[options.lang];
  const game = diceGameConfig(options);
  if ('error' in game) {
    if (options.json) out.write(`${JSON.stringify({ error: game.error })}\n`);
    err.write(`${say.error(game.error)}\n`);
    return 2;
  }
  const bankAfter = bankAfterPhotos(files, options);
  if ('error' in bankAfter) {
    if (options.json) out.write(`${JSON.stringify({ error: bankAfter.error })}\n`);
    err.write(`${say.error(bankAfter.error)}\n`);
    return 2;
  }
  // Photos: no die is followed from one to the next by the referee, even one showing the face
  // another showed there; dice left unmoved are given their ids here (pairWithLastPhoto).
  // Photos that cannot be used are said before the game is announced; none usable: no game.
  const unusable = await reportUnusablePhotos(files, out, err, options);
  if (unusable.size === new Set(files).size) return writeNoneRuled(out, err, files.length, options);
  const { live, step } = LiveDiceGameReferee.start(game.config, { askWhenUnsure: false, bankWhenNextTurnRolls: true, sameDieDieSizes: -1 });
  writeStep(out, null, step, options);
  live.onSnapshot({ tMs: 0, dice: [] }); // the empty arena before the first roll

  const reader = await createReader();
  let failures = 0;
  let ruled = 0;
  let nextId = 1;
  let lastPhoto: PhotoDice | null = null;
  /** Whether the note on faces read doubtfully was written (once a run). */
  const noted = { doubtful: false };
  const notesOf = photoNoteCheck(options.arena, options.lang);
  /**
   * The photo the next photo's dice are paired with, and the referee's ids of its dice in its
   * order: the last photo, but while the referee asks about the roll's dice (changed, or set
   * aside and refused), the last photo before that question, which shows the roll.
   */
  let reference: { photo: PhotoDice | null; ids: number[] } = { photo: null, ids: [] };
  /** Whether the last photo ruled on left the roll's dice asked about (changed, or set aside and refused). */
  let changedBefore = false;
  /**
   * The roller banks after `file` (`--bank-after`): the step is written, or why the rules refuse
   * it; all dice are then picked up, so the next photo's are a new roll, paired with no photo.
   */
  const bankWhereSaid = (file: string, ruledPhoto: boolean): void => {
    const step = live.bank();
    if (step.rejected) {
      // The photo's own ruling stands; only the bank is refused (or, on a photo not ruled, not made).
      const text = say.bankAfterNoBank(file, ruledPhoto ? renderRefusal('dice-game', step.rejected, options.lang) : null);
      out.write(options.json ? `${JSON.stringify({ file, rejected: step.rejected, text })}\n` : `${text}\n`);
      return;
    }
    ruled += 1;
    writeStep(out, file, step, options);
    reference = { photo: null, ids: [] };
    changedBefore = false;
  };
  const bankedAfter = new Set<string>();
  try {
    for (const [i, file] of files.entries()) {
      if (live.over) {
        writeIgnored(out, file, options);
        continue;
      }
      // Banked once, after the first photo of that name (the same photo given again is no roll).
      const banks = isNamedPhoto(bankAfter, file) && !bankedAfter.has(file);
      if (banks) bankedAfter.add(file);
      const known = unusable.get(file);
      const line = known ? { file, problem: known } : await readOne(file, (frame) => reader.readStill(frame, 'd6', options.arena));
      if ('problem' in line) {
        failures += 1;
        if (!known) writeFileProblem(out, err, file, line.problem, options);
        // The roll it shows is not known: no bank on it.
        if (banks) notRuled(out, file, say.bankAfterNoBank(file, null), options);
        continue;
      }
      if (line.arenaCut) err.write(`${say.arenaCut(file, line.width, line.height)}\n`);
      for (const note of notesOf(line)) err.write(`${note}\n`);
      if (!options.json) out.write(`${photoHeading(file, line, options.lang, noted)}\n`);
      // The same dice in the same places as the last photo (given twice, or taken again): no roll.
      // The last photo's dice in this photo's pixels (a photo taken again at another size).
      const before = inPhotoPixels(lastPhoto, line);
      if (samePhoto(before, line.dice)) {
        notRuled(out, file, say.samePhoto('dice-game'), options);
        if (banks) bankWhereSaid(file, false);
        continue;
      }
      // Fewer dice in the arena, each where a die with its face lay: dice set aside (taken away,
      // or put beside the arena) and the others not yet rolled. They keep the last photo's ids,
      // so that the referee rules the keep and no roll.
      const inArena = (dice: readonly DieReading[]) => dice.flatMap((die, k) => (die.inArena ? [k] : []));
      const arenaNow = inArena(line.dice);
      const base = inPhotoPixels(reference.photo, line);
      const arenaBefore = base ? inArena(base) : [];
      const unmoved = pairWithLastPhoto(base && arenaBefore.map((k) => base[k]!), arenaNow.map((k) => line.dice[k]!));
      const kept = new Map(unmoved ? arenaNow.map((k, j) => [k, reference.ids[arenaBefore[unmoved[j]!]!]!]) : []);
      const dice = line.dice.map((die, k): SnapshotDie => ({
        id: kept.get(k) ?? nextId++, box: die.box, face: die.face, confidence: die.confidence, inArena: die.inArena,
      }));
      lastPhoto = line;
      let step: DiceGameStep = live.onSnapshot({ tMs: (i + 1) * PHOTO_STEP_MS, dice });
      const question = live.question;
      if (question?.kind === 'keptWhich') {
        // Photos cannot show which dice were set aside: the choice worth the most (listed first).
        const [first] = question.params.choices;
        const note = say.keptChosen(question.params.choices.map((faces) => faces.join(' ')), first!.join(' '));
        if (options.json) out.write(`${JSON.stringify({ file, note })}\n`);
        else out.write(`${note}\n`);
        step = mergeSteps(step, live.chooseKept(0));
      }
      if (step.events.length > 0) ruled += 1;
      const asked = live.question;
      // A refusal the question words again (dice set aside that do not score) is said once, as the question.
      writeStep(out, file, asked && !options.json && step.events.length === 0 ? { ...step, rejected: undefined } : step, options);
      if (asked) {
        // What the referee would ask at the table; nobody can answer: the photo is not ruled.
        // Dice of the roll that changed, or set aside and refused, stay asked about: the next
        // photo's dice are paired with the roll's photo (`reference`), so that a photo of them
        // put back is no change, and a die put back where it lay leaves the others set aside, a
        // keep, not a new roll. Any other question is answered by taking the photo as it is.
        const next = asked.kind === 'changed' || asked.kind === 'refusedKeep' ? 'ruling' : 'photo';
        const text = say.wouldAsk(renderQuestion('dice-game', asked, options.lang), next);
        out.write(options.json ? `${JSON.stringify({ file, question: asked.kind, text })}\n` : `${text}\n`);
        if (next === 'photo') live.accept();
      } else if (step.events.length === 0 && !step.rejected) {
        // Read, but nothing to rule: say why (an unreadable die waits for a clearer photo).
        const unreadable = dice.filter((die) => die.inArena && die.face === null).length;
        const roll = live.state.turn.roll;
        const text = unreadable > 0 ? say.unreadableNotRuled(unreadable)
          : changedBefore && roll ? say.rollAsRolled(roll.join(' ')) : say.nothingToRule;
        notRuled(out, file, text, options);
      }
      changedBefore = live.question?.kind === 'changed' || live.question?.kind === 'refusedKeep';
      if (!changedBefore) reference = { photo: line, ids: dice.map((die) => die.id) };
      if (banks && !live.over) bankWhereSaid(file, step.events.length > 0);
    }
  } finally {
    reader.dispose();
  }
  if (ruled === 0) return writeNoneRuled(out, err, files.length, options);
  writeStanding(out, null, diceGameStanding(live.state, options.lang), options);
  return failures === 0 ? 0 : 1;
}
