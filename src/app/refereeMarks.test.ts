import { describe, expect, it } from 'vitest';
import type { ArenaReading, Box, Face } from '../core/types.ts';
import { LiveDiceGameReferee } from '../referee/liveDiceGameReferee.ts';
import { LiveStrikeReferee, type DieAnswer } from '../referee/liveStrikeReferee.ts';
import { isConfirming, pickerOutdated, refereeMarks, type RefereeDiceView } from './refereeMarks.ts';

const WORDS = { takeOut: 'take out', toCheck: 'to check', inQuestion: 'in question', changed: 'changed', leaning: 'penché' }; // leaning as another language words it

/** Die `id` with face `face`, a 40 px box in a row. */
function die(id: number, face: Face | null): { id: number; box: Box; face: Face | null } {
  return { id, box: [100 * id, 100, 100 * id + 40, 140], face };
}

const DICE = [die(1, '3'), die(2, 'X'), die(3, '5'), die(4, '2')];

/** The settled picture showing the dice of `ids` where they lie. */
function frame(ids: number[]): ArenaReading {
  return { width: 640, height: 480, dice: DICE.filter((d) => ids.includes(d.id)).map((d) => ({ box: d.box, face: d.face, confidence: 0.9, inArena: true })) };
}

/** A referee's view with nothing to say, changed by `change`. */
function view(change: Partial<RefereeDiceView> = {}): RefereeDiceView {
  return { toRemove: [], givenFaces: new Map(), question: null, answers: new Map<number, DieAnswer>(), canSetFace: () => true, ...change };
}

describe('refereeMarks', () => {
  it('marks no die when the start die is asked for because of the number of dice, and the one die due when it is that die (helper 185)', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    // 22 dice where one start die is due (a photo of a heap): before, each was outlined and listed "in question".
    const heap = Array.from({ length: 22 }, (_, i) => ({ id: i + 1, box: [30 * i, 100, 30 * i + 20, 120] as Box, face: (['1', '2', '3', '4', '5', 'X'] as const)[i % 6]!, confidence: 0.95, inArena: true }));
    const reading: ArenaReading = { width: 700, height: 480, dice: heap.map(({ box, face }) => ({ box, face, confidence: 0.95, inArena: true })) };
    live.onSnapshot({ tMs: 1000, dice: heap });
    expect(live.question).toMatchObject({ kind: 'startDie', message: 'Put exactly one start die in the arena, showing a number.', dieIds: [] });
    expect(live.question?.kind === 'startDie' ? live.question.params.dice : []).toHaveLength(22);
    expect(refereeMarks(live, heap, reading, null, new Map(), WORDS)).toEqual({ highlights: [], given: [], marks: [] });
    // One die showing X: that die is the problem, and is marked.
    live.onSnapshot({ tMs: 2000, dice: [] });
    live.onSnapshot({ tMs: 3000, dice: [heap[5]!] });
    expect(live.question).toMatchObject({ kind: 'startDie', dieIds: [6] });
    expect(refereeMarks(live, [heap[5]!], { ...reading, dice: [reading.dice[5]!] }, null, new Map(), WORDS).highlights).toEqual([{ box: heap[5]!.box, label: 'X', kind: 'asked', replacesFaceTag: true }]);
  });

  it('marks nothing when the referee has nothing to say', () => {
    expect(refereeMarks(view(), DICE, frame([1, 2, 3, 4]), null, new Map(), WORDS)).toEqual({ highlights: [], given: [], marks: [] });
  });

  it('marks the dice to take out still in view, with the face given to a corrected one', () => {
    const marks = refereeMarks(view({ toRemove: [2, 3, 4], givenFaces: new Map<number, Face>([[3, 'X']]) }), DICE, frame([1, 2, 3]), null, new Map(), WORDS);
    // Die 4 was taken away already: no mark over empty felt.
    expect(marks.highlights).toEqual([
      { box: DICE[1]!.box, label: 'take out', kind: 'toRemove', replacesFaceTag: false },
      { box: DICE[2]!.box, label: 'take out · X ✓', kind: 'toRemove', replacesFaceTag: true },
    ]);
    expect(marks.marks).toEqual([{ box: DICE[1]!.box, text: 'take out' }, { box: DICE[2]!.box, text: 'take out · X ✓' }]);
    // Listed as given in the table; no white mark beside its blue one.
    expect(marks.given).toEqual([{ box: DICE[2]!.box, face: 'X' }]);
    // While the arena moves (no settled picture), every die to take out is marked.
    expect(refereeMarks(view({ toRemove: [4] }), DICE, null, null, new Map(), WORDS).marks).toEqual([{ box: DICE[3]!.box, text: 'take out' }]);
  });

  it('numbers the dice of a throw to confirm by their table rows, with the answers given so far', () => {
    const question = { kind: 'confirmThrow', dieIds: [3, 1] };
    const answers = new Map<number, DieAnswer>([[1, 'leaning']]);
    const rows = new Map([[1, 2], [3, 5]]);
    const marks = refereeMarks(view({ question, answers }), DICE, frame([1, 2, 3, 4]), null, rows, WORDS);
    expect(marks.highlights).toEqual([
      { box: DICE[2]!.box, label: '5: ?', kind: 'asked', replacesFaceTag: false },
      { box: DICE[0]!.box, label: '2: penché ✓', kind: 'asked', replacesFaceTag: false },
    ]);
    expect(marks.marks.map((m) => m.text)).toEqual(['to check', 'to check']);
    // "Leaning" is no face: the table lists no face given.
    expect(marks.given).toEqual([]);
    // A face given: the table lists the die with it, before Confirm (helper 122).
    const answered = refereeMarks(view({ question, answers: new Map<number, DieAnswer>([[3, '6'], [1, 'leaning']]) }), DICE, frame([1, 2, 3, 4]), null, rows, WORDS);
    expect(answered.given).toEqual([{ box: DICE[2]!.box, face: '6' }]);
    expect(answered.highlights[0]).toEqual({ box: DICE[2]!.box, label: '5: 6 ✓', kind: 'asked', replacesFaceTag: false });
    // One die alone: its answer, unnumbered.
    expect(refereeMarks(view({ question: { kind: 'confirmRoll', dieIds: [4] } }), DICE, null, null, rows, WORDS).highlights[0]!.label).toBe('?');
  });

  it('marks a die of the roll being confirmed that was not asked about but given a face, in white, and lists it as given', () => {
    const question = { kind: 'confirmRoll', dieIds: [3] };
    const answers = new Map<number, DieAnswer>([[3, '2'], [1, '4'], [2, 'leaning']]);
    const marks = refereeMarks(view({ question, answers }), DICE, frame([1, 2, 3, 4]), null, new Map(), WORDS);
    expect(marks.highlights).toEqual([
      { box: DICE[2]!.box, label: '2 ✓', kind: 'asked', replacesFaceTag: false },
      { box: DICE[0]!.box, label: '4 ✓', kind: 'given', replacesFaceTag: true },
      { box: DICE[1]!.box, label: 'penché ✓', kind: 'given', replacesFaceTag: true },
    ]);
    expect(marks.given).toEqual([{ box: DICE[2]!.box, face: '2' }, { box: DICE[0]!.box, face: '4' }]);
    // The die being picked has its own mark alone.
    expect(refereeMarks(view({ question, answers }), DICE, frame([1, 2, 3, 4]), 1, new Map(), WORDS).highlights.filter((h) => h.box === DICE[0]!.box).map((h) => h.kind)).toEqual(['asked']);
  });

  it('names the face read of dice another question is about, "in question" where their face cannot be set', () => {
    const question = { kind: 'unexplained', dieIds: [2, 4] };
    const marks = refereeMarks(view({ question, canSetFace: (id) => id === 4 }), DICE, frame([1, 2, 3, 4]), null, new Map(), WORDS);
    expect(marks.highlights.map((h) => [h.label, h.replacesFaceTag])).toEqual([['X', true], ['2', true]]);
    expect(marks.marks.map((m) => m.text)).toEqual(['in question', 'to check']);
  });

  it('marks the dice game\'s dice seen changed "changed", not "to check", and not a die read unsurely that nothing is ruled with (helper 251)', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot({ tMs: 1000, dice: [] });
    // Ann's roll 6 5 2 1 1 2: 20 px dice, ids 1–6, 40 px apart.
    const roll = [...'652112'].map((face, i) => ({ id: i + 1, box: [40 * (i + 1), 100, 40 * (i + 1) + 20, 120] as Box, face: face as Face, confidence: 0.98, inArena: true }));
    live.onSnapshot({ tMs: 2000, dice: roll });
    expect(live.state.turn.roll).toEqual(['6', '5', '2', '1', '1', '2']);
    // Dice 1 and 2 moved 15 px showing other faces, read surely (turned); die 3 moved too, read
    // 2 at 0.54 (the roll's own face, unsure); dice 4–6 lie still.
    const moved = (d: (typeof roll)[number], face: Face, confidence: number) => ({ ...d, box: [d.box[0] + 15, 100, d.box[2] + 15, 120] as Box, face, confidence });
    const now = [moved(roll[0]!, '1', 0.98), moved(roll[1]!, '3', 0.96), moved(roll[2]!, '2', 0.54), ...roll.slice(3)];
    live.onSnapshot({ tMs: 3000, dice: now });
    expect(live.question).toMatchObject({ kind: 'changed', dieIds: [1, 2] });
    const reading: ArenaReading = { width: 640, height: 480, dice: now.map(({ box, face, confidence }) => ({ box, face, confidence, inArena: true })) };
    const marks = refereeMarks(live, now, reading, null, new Map(now.map((d, i) => [d.id, i + 1])), WORDS);
    // The question asks for the roll back, not for these faces: before, the table read "to check" beside them.
    expect(marks.marks).toEqual([{ box: now[0]!.box, text: 'changed' }, { box: now[1]!.box, text: 'changed' }]);
    expect(marks.highlights.map((h) => [h.label, h.kind])).toEqual([['1', 'asked'], ['3', 'asked']]);
    // Kept as ruled, the roll keeps its faces: the unsure 2 was ruled with nothing.
    live.accept();
    expect(live.question).toBeNull();
    expect(live.state.turn.roll).toEqual(['6', '5', '2', '1', '1', '2']);
  });

  it('marks the die being picked with the face it is ruled with, and corrected dice in white', () => {
    const givenFaces = new Map<number, Face>([[1, '6'], [3, '5']]);
    const marks = refereeMarks(view({ givenFaces }), DICE, frame([1, 2, 3, 4]), 1, new Map(), WORDS);
    // Die 1, given 6 (read 3), is being picked: magenta alone, not under a white mark too.
    expect(marks.highlights).toEqual([{ box: DICE[0]!.box, label: '6', kind: 'asked', replacesFaceTag: true }]);
    // Once the picker closes it is marked as given; die 3, given the face it was read with, is not.
    expect(refereeMarks(view({ givenFaces }), DICE, frame([1, 2, 3, 4]), null, new Map(), WORDS).highlights)
      .toEqual([{ box: DICE[0]!.box, label: '6 ✓', kind: 'given', replacesFaceTag: true }]);
    expect(marks.given).toEqual([{ box: DICE[0]!.box, face: '6' }, { box: DICE[2]!.box, face: '5' }]);
  });

  it('leaves no mark over empty felt: dice asked about, being picked or corrected, once the settled picture shows them gone', () => {
    // The real video of ../shared/data/videos: the 6 and 5 asked about were picked up, a 4 and a 3 lie elsewhere.
    const question = { kind: 'wrongCount', dieIds: [1, 3] };
    const givenFaces = new Map<number, Face>([[2, '4']]);
    const gone = refereeMarks(view({ question, givenFaces }), DICE, frame([4]), 2, new Map(), WORDS);
    expect(gone.highlights).toEqual([]);
    expect(gone.marks).toEqual([]);
    // While the arena moves, they are marked still (a hand may be reaching for them).
    expect(refereeMarks(view({ question }), DICE, null, null, new Map(), WORDS).highlights.map((h) => h.box)).toEqual([DICE[0]!.box, DICE[2]!.box]);
  });

  it('tells a question confirming faces from others', () => {
    expect(isConfirming({ kind: 'confirmThrow', dieIds: [1] }, 1)).toBe(true);
    expect(isConfirming({ kind: 'confirmRoll', dieIds: [1] }, 2)).toBe(false);
    expect(isConfirming({ kind: 'unexplained', dieIds: [1] }, 1)).toBe(false);
    expect(isConfirming(null, 1)).toBe(false);
  });
});

describe('pickerOutdated', () => {
  it('keeps a picker while its die lies there and can be set, under the question it answers', () => {
    const question = { kind: 'confirmThrow', dieIds: [2] };
    expect(pickerOutdated(view({ question }), 2, DICE[1]!.box, frame([1, 2]), true)).toBe(false);
    // While the arena moves, the picture says nothing.
    expect(pickerOutdated(view({ question }), 2, DICE[1]!.box, null, true)).toBe(false);
  });

  it('closes it once the die is picked up, can no longer be set, or the question it answered is gone', () => {
    const question = { kind: 'confirmThrow', dieIds: [2] };
    expect(pickerOutdated(view({ question }), 2, DICE[1]!.box, frame([1, 4]), true)).toBe(true);
    expect(pickerOutdated(view({ question, canSetFace: () => false }), 2, DICE[1]!.box, frame([1, 2]), true)).toBe(true);
    // Helper 105: the throw was ruled meanwhile; a face picked then would have been taken for a correction.
    expect(pickerOutdated(view(), 2, DICE[1]!.box, frame([1, 2]), true)).toBe(true);
    // And the other way: opened for a correction, and now the die is asked about.
    expect(pickerOutdated(view({ question }), 2, DICE[1]!.box, frame([1, 2]), false)).toBe(true);
  });
});
