/**
 * The live referee's marks on the picture and in the dice table: dice to take out (blue), dice
 * a question is about (magenta), the die whose face is being picked, and dice ruled with a face
 * the players gave (white). Pure: the live page passes the referee's state and renders what
 * comes back; the rules decide which dice, this only words and places the marks.
 */
import type { ArenaReading, Box, Face } from '../core/types.ts';
import type { DieAnswer } from '../referee/liveStrikeReferee.ts';
import type { DieMark, GivenFace } from './DiceTable.tsx';
import type { Highlight } from './drawOverlay.ts';
import { askedDieNumbers } from './GamePanel.tsx';
import { isInView } from './inView.ts';

/** What either game's live referee (liveStrikeReferee.ts, liveDiceGameReferee.ts) says of the dice in view. */
export interface RefereeDiceView {
  /** Dice the rules took out of play that are still to be removed from the arena. */
  readonly toRemove: readonly number[];
  /** Faces the players gave, by die id. */
  readonly givenFaces: ReadonlyMap<number, Face>;
  /** The question asked, naming its dice, or `null`. */
  readonly question: { kind: string; dieIds: number[] } | null;
  /** The answers so far to a question confirming a throw's or roll's faces, by die id (dice not asked about too). */
  readonly answers: ReadonlyMap<number, DieAnswer>;
  /** Whether the players can set die `id`'s face now. */
  canSetFace(id: number): boolean;
}

/** The page's words for the marks (UiText `takeOutMark`, `diceTable.asked`, `diceTable.inQuestion`, `diceTable.changed`). */
export interface MarkWords {
  takeOut: string;
  toCheck: string;
  inQuestion: string;
  /** A die of the dice game's roll seen changed (the `changed` question: put the roll back). */
  changed: string;
  /** The answer "leaning" (not lying flat), in the page's language. */
  leaning: string;
}

/** The marks to draw and to list. */
export interface RefereeMarks {
  /** Drawn over the picture (boxes in frame pixels). */
  highlights: Highlight[];
  /** Dice ruled with a face the players gave, or given one while their throw or roll waits for confirmation, for the dice table (`3 (read 5)`). */
  given: GivenFace[];
  /** The blue and magenta marks in words, for the dice table's Referee column. */
  marks: DieMark[];
}

/** Whether the referee asks the players to confirm the face of die `id` before ruling (a throw's, or a roll's). */
export function isConfirming(question: { kind: string; dieIds: number[] } | null, id: number): boolean {
  return (question?.kind === 'confirmThrow' || question?.kind === 'confirmRoll') && question.dieIds.includes(id);
}

/**
 * The dice table's word for a die question `kind` is about: `changed` for the dice game's roll
 * seen changed (its question asks for the roll to be put back, not for these dice's faces, which
 * the camera may read surely: helper 251 read `to check` beside dice read at 0.98), else
 * `to check` where the players can set its face now, else `in question`.
 */
function askedMark(kind: string, canSetFace: boolean, words: MarkWords): string {
  if (kind === 'changed') return words.changed;
  return canSetFace ? words.toCheck : words.inQuestion;
}

/**
 * The marks of the referee's state on the dice of the last stable snapshot.
 * - A die to take out: `take out`, or `take out · 3 ✓` when it was ruled with a face the players
 *   gave (its box still shows the face read).
 * - No mark at all on a die gone from the settled picture (`frame`, inView.ts), so none is left
 *   over empty felt: a die to take out taken away, dice asked about picked up.
 * - A die a question is about: for a throw or roll to confirm, `?` or the answer given (`5 ✓`), numbered
 *   as the question lists them when it names several (`askedDieNumbers`, by dice table row);
 *   otherwise the face read. In the table: `changed` for the dice game's roll seen changed, else
 *   `to check` where its face can be set, else `in question`;
 *   an answer given lists the die with that face (`6 (read 5)`).
 * - The die being picked (not one asked about): the face it is ruled with.
 * - A die ruled with a face the players gave, other than the one read, or given a face while its
 *   throw or roll waits for confirmation without being asked about: `5 ✓` in white (a die to
 *   take out, asked about or being picked has its own mark alone).
 * @param snapshotDice the tracked dice (ids, boxes in frame pixels)
 * @param frame the settled picture's reading, or `null` while the arena moves
 * @param picking the id of the die whose face is being picked, or `null`
 * @param dieRows the dice table's row number (from 1) of each die id
 */
export function refereeMarks(
  view: RefereeDiceView,
  snapshotDice: readonly { id: number; box: Box; face: Face | null }[],
  frame: ArenaReading | null,
  picking: number | null,
  dieRows: ReadonlyMap<number, number>,
  words: MarkWords,
): RefereeMarks {
  const highlights: Highlight[] = [];
  const given: GivenFace[] = [];
  const marks: DieMark[] = [];
  const dieOf = (id: number) => snapshotDice.find((die) => die.id === id);
  for (const id of view.toRemove) {
    const die = dieOf(id);
    const givenFace = view.givenFaces.get(id);
    const label = die && givenFace && givenFace !== die.face ? `${words.takeOut} · ${givenFace} ✓` : words.takeOut;
    if (die && isInView(die.box, frame)) {
      highlights.push({ box: die.box, label, kind: 'toRemove', replacesFaceTag: label !== words.takeOut });
      marks.push({ box: die.box, text: label });
    }
  }
  const asked = view.question?.dieIds ?? [];
  const askedNumbers = askedDieNumbers(asked, dieRows);
  asked.forEach((id, i) => {
    const die = dieOf(id);
    if (!die || !isInView(die.box, frame)) return;
    const confirming = isConfirming(view.question, id);
    // An answer given is marked as given (`5 ✓`), beside the face read (`?` for a die unreadable).
    const answerGiven = view.answers.get(id);
    const answer = answerGiven === undefined ? '?' : `${answerGiven === 'leaning' ? words.leaning : answerGiven} ✓`;
    const label = confirming ? (asked.length > 1 ? `${askedNumbers[i] ?? i + 1}: ${answer}` : answer) : (die.face ?? '?');
    // A throw to confirm shows the answer beside the face read; other questions name the face read themselves.
    highlights.push({ box: die.box, label, kind: 'asked', replacesFaceTag: !confirming });
    marks.push({ box: die.box, text: askedMark(view.question?.kind ?? '', view.canSetFace(id), words) });
    // An answer given already: the dice table lists it as the die's face (the face read beside it).
    const answered = view.answers.get(id);
    if (confirming && answered !== undefined && answered !== 'leaning') given.push({ box: die.box, face: answered });
  });
  // A die of the throw or roll being confirmed that was not asked about, given a face all the same.
  for (const [id, answer] of view.answers) {
    const die = dieOf(id);
    if (asked.includes(id) || id === picking || !die || !isInView(die.box, frame)) continue;
    highlights.push({ box: die.box, label: `${answer === 'leaning' ? words.leaning : answer} ✓`, kind: 'given', replacesFaceTag: true });
    if (answer !== 'leaning') given.push({ box: die.box, face: answer });
  }
  const pickedDie = picking !== null && !asked.includes(picking) ? dieOf(picking) : undefined;
  const picked = pickedDie && isInView(pickedDie.box, frame) ? pickedDie : undefined;
  if (picked) highlights.push({ box: picked.box, label: view.givenFaces.get(picked.id) ?? picked.face ?? '?', kind: 'asked', replacesFaceTag: true });
  for (const [id, face] of view.givenFaces) {
    const die = dieOf(id);
    if (die) given.push({ box: die.box, face });
    if (die && isInView(die.box, frame) && die.face !== face && die !== picked && !asked.includes(id) && !view.toRemove.includes(id)) highlights.push({ box: die.box, label: `${face} ✓`, kind: 'given', replacesFaceTag: true });
  }
  return { highlights, given, marks };
}

/**
 * Whether a face picker opened on die `id` no longer fits the game (then it closes): the players
 * can no longer set that die's face, the die is gone from the settled picture (picked up:
 * inView.ts), or the question the picker answered is no longer asked, or one now is (a face
 * picked would be taken for a correction, or for an answer, not what was meant).
 * @param box the die's box in the last stable snapshot (frame pixels), or undefined for a die out
 *   of view that a question lists (then the picture says nothing of it)
 * @param frame the settled picture's reading, or `null` while the arena moves
 * @param openedConfirming whether the picker opened as the answer to a question confirming faces ({@link isConfirming})
 */
export function pickerOutdated(view: RefereeDiceView, id: number, box: Box | undefined, frame: ArenaReading | null, openedConfirming: boolean): boolean {
  return !view.canSetFace(id) || (box !== undefined && !isInView(box, frame)) || isConfirming(view.question, id) !== openedConfirming;
}
