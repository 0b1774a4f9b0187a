import { describe, expect, it } from 'vitest';
import type { Box, Face } from '../core/types.ts';
import { CLASSIC } from '../rules/strike/index.ts';
import type { FrameResult } from '../vision/pipeline.ts';
import { settleFrames, type Slot } from './fakeSettles.ts';
import { standingAtEnd } from './report.ts';
import { arenasBeforeStartDie, arenasOutsideKind, correctedFaces, GameReview, noDieRead, noThrowRuled, refusedArenas, settledAfterEnd, tooFewDiceToRoll, unansweredQuestions, type Settle } from './gameReview.ts';
import { diceGameFromSeed, sceneSnapshots } from '../../training-data/gameVideo/index.ts';

function review(game: Slot[][], language: 'en' | 'fr' = 'en') {
  const r = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, language });
  const wants: boolean[] = [];
  game.forEach((faces, i) => {
    for (const frame of settleFrames(faces, i * 1200)) {
      wants.push(r.wantsReading);
      r.feed(frame);
    }
  });
  return { r, wants };
}

describe('GameReview', () => {
  it('turns settled arenas into a timeline of dice and rulings', () => {
    const { r } = review([['3'], ['3', '5'], ['3', '5', '5']]);
    expect(r.entries.map((e) => [e.change, e.dice.map((d) => d.face), e.rulings.map((x) => x.text)])).toEqual([
      ['setup', [], ['New game: Ann starts. Put the start die in the arena.']],
      ['startDie', ['3'], ["Ann's turn."]],
      ['throw', ['3', '5'], ['Ann passes.', "Bob's turn."]],
      ['throw', ['3', '5', '5'], ['Bob collects 2 × 5 (2 dice). Turn over.', "Ann's turn."]],
    ]);
    expect(r.entries.map((e) => e.index)).toEqual([0, 1, 2, 3]);
    expect(r.entries[2]!.tMs).toBeGreaterThanOrEqual(1500);
    expect(r.entries[2]!.tMs).toBeLessThan(2400);
  });

  it('names the dice each ruling took out of play that still lie in the arena, as the live page marks them "take out"', () => {
    const { r } = review([['3'], ['3', 'X'], ['3', '-', '5'], ['3', '-', '5', '5']]);
    expect(r.entries.map((e) => [e.dice.map((d) => `${d.id}:${d.face}`), e.toRemove ?? null])).toEqual([
      [[], null],
      [['1:3'], null],
      // The X is out of the game; taken away before the next throw, it is no longer named (the
      // 5 thrown next lands beside where it lay: the tracker takes it for die 2 again).
      [['1:3', '2:X'], [2]],
      [['1:3', '2:5'], null],
      [['1:3', '2:5', '3:5'], [2, 3]],
    ]);
  });

  it('stops asking for readings once a settle is voted, until something moves', () => {
    const { wants } = review([['3'], ['3', '5']]);
    // Per settle: 3 moving frames, then the tracker votes over 3 readings (REVIEW_TRACKER);
    // the other 6 settled frames need no reading.
    const settleWants = [true, true, true, true, true, true, false, false, false, false, false, false];
    expect(wants.slice(0, 12)).toEqual(settleWants);
    expect(wants.slice(12, 24)).toEqual([false, ...settleWants.slice(1)]);
  });

  it('reads the settle after one cut short by motion, with the live tracker at 3 frames a second (one moving frame between)', () => {
    const r = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, tracker: {} });
    // Frames 300 ms apart, as a slow reader takes them: the start die's settle has 3 readings
    // when the next throw moves, for one frame only; the throw's settle is read to its end.
    const frames = [
      ...[...settleFrames(['3'], 0, { settledFrames: 3 })].slice(3),
      [...settleFrames(['3'], 0)][0]!,
      ...[...settleFrames(['3', '5'], 0, { settledFrames: 7 })].slice(3),
    ].map((frame, i) => ({ ...frame, tMs: 300 * i }));
    for (const frame of frames) r.feed(r.wantsReading ? frame : { ...frame, reading: null });
    expect(r.entries.map((e) => [e.change, e.dice.map((d) => d.face)])).toEqual([['setup', []], ['startDie', ['3']], ['throw', ['3', '5']]]);
  });

  it('records what the rules refuse and what a live referee would have asked, and goes on', () => {
    const { r } = review([['3'], ['3', '5', '1', '2'], ['3', '5', '1', '2', '4']]);
    const refused = r.entries[2]!;
    expect(refused.rejected).toEqual({
      code: 'wrong-throw-count', message: '3 dice appeared but exactly 1 may be thrown', params: { thrown: 3, allowed: 'exactlyOne' },
    });
    expect(refused.question).toBe('This cannot be the arena after a throw. 3 dice appeared but exactly 1 may be thrown. Take the 2 extra dice out of the arena: the die left is ruled as the throw. Or put the arena back as it was, then throw one die.');
    expect(r.entries[3]!.rejected?.code).toBe('wrong-throw-count');
    // In the review's language.
    const fr = review([['3'], ['3', '5', '1', '2']], 'fr').r.entries[2]!;
    expect(fr.question).toBe("Ce ne peut pas être l'arène après un lancer. 3 dés sont apparus, mais on ne lance qu'un dé à la fois. Retirez de l'arène les 2 dés en trop : le dé restant est arbitré comme le lancer. Ou remettez l'arène comme elle était, puis lancez un seul dé.");
  });

  it('rules the next throw without a die taken out unasked, as knocked out, instead of refusing every later throw', () => {
    // Bob's 2 (it lay outside the arena, read as in) is picked up; the next settle still lacks it; Ann throws a 4.
    const { r } = review([['3'], ['3', '5'], ['3', '5', '2'], ['3', '5'], ['3', '5'], ['3', '5', '4'], ['3', '5', '4', '4']]);
    expect(r.entries.slice(4).map((e) => [e.change, e.dice.map((d) => d.face), e.question ?? null, e.rulings.map((x) => x.text)])).toEqual([
      ['removed', ['3', '5'], 'A 2 was taken out, but the rules did not call for it: put it back.', []],
      // The second settle without it asks nothing again, and makes no entry.
      ['throw', ['3', '5', '4'], null, ['1 die left the arena: out of the game.', 'Ann passes.', "Bob's turn."]],
      ['throw', ['3', '5', '4', '4'], null, ['Bob collects 2 × 4 (2 dice). Turn over.', "Ann's turn."]],
    ]);
    expect(r.entries.every((e) => !e.rejected)).toBe(true);
  });

  it('counts a die taken out unasked as out at the next throw, also when that throw shows its face or a misread comes between', () => {
    // Bob's 2 is taken out unasked; Ann throws a 2 elsewhere; Bob throws 4, Ann throws 4.
    const same = review([['3'], ['3', '5'], ['3', '5', '2'], ['3', '5', '-'], ['3', '5', '-', '2'], ['3', '5', '-', '2', '4'], ['3', '5', '-', '2', '4', '4']]).r;
    expect(same.entries.slice(4).map((e) => [e.change, e.rulings.map((x) => x.text)])).toEqual([
      ['removed', []],
      ['throw', ['1 die left the arena: out of the game.', 'Ann passes.', "Bob's turn."]],
      ['throw', ['Bob passes.', "Ann's turn."]],
      ['throw', ['Ann collects 2 × 4 (2 dice). Turn over.', "Bob's turn."]],
    ]);
    // The 5 misread as 4 for one settle between: the die taken out is still counted out at the next throw.
    const misread = review([['3'], ['3', '5'], ['3', '5', '2'], ['3', '5', '-'], ['3', '4', '-'], ['3', '4', '-', '1'], ['3', '4', '-', '1', '2'], ['3', '4', '-', '1', '2', '2']]).r;
    const rulings = misread.entries.flatMap((e) => e.rulings.map((x) => x.text));
    expect(rulings.slice(-7)).toEqual(['1 die left the arena: out of the game.', 'Ann passes.', "Bob's turn.", 'Bob passes.', "Ann's turn.", 'Ann collects 2 × 2 (2 dice). Turn over.', "Bob's turn."]);
  });

  it('re-runs the referee with a corrected reading', () => {
    const { r } = review([['3'], ['3', '5'], ['3', '5', '2']]);
    expect(r.entries[3]!.rulings.map((x) => x.text)).toEqual(['Bob passes.', "Ann's turn."]);
    const lastDie = r.entries[3]!.dice[2]!;
    const fixed = GameReview.strike({ game: { players: ['Ann', 'Bob'] } }).replay(r.settles, new Map([[3, new Map([[lastDie.id, '5' as Face]])]]));
    expect(fixed.entries[3]!.rulings.map((x) => x.text)).toEqual(['Bob collects 2 × 5 (2 dice). Turn over.', "Ann's turn."]);
    expect(fixed.entries.slice(0, 3).map((e) => e.rulings)).toEqual(r.entries.slice(0, 3).map((e) => e.rulings));
  });

  it('rules no throw while dice a correction took out still lie in the arena, and says since when (the recording went on with them)', () => {
    // Bob's die is read 1 (all differ: he passes) and corrected to 5: he collects 2 × 5. The
    // recording, made without that correction, keeps both 5s in the arena while Ann throws a 3.
    const { r } = review([['3'], ['3', '5'], ['3', '5', '1'], ['3', '5', '1', '3']]);
    const misread = r.entries[3]!.dice[2]!;
    const fixed = GameReview.strike({ game: { players: ['Ann', 'Bob'] } }).replay(r.settles, new Map([[3, new Map([[misread.id, '5' as Face]])]]));
    const texts = fixed.entries.map((e) => e.rulings.map((x) => x.text));
    expect(texts[3]).toEqual(['Bob collects 2 × 5 (2 dice). Turn over.', "Ann's turn."]);
    // Without the correction Ann collects 2 × 3 with 5, 1 left; with it the arena would be emptied
    // while the dice in view say otherwise: not ruled, and said why.
    expect(fixed.entries[4]!.dice.map((d) => d.face)).toEqual(['3', '5', '5', '3']);
    expect(texts[4]).toEqual([]);
    expect(fixed.entries[4]!.notTakenOut).toEqual({ dice: 2, atMs: fixed.entries[3]!.tMs });
    expect(texts.flat().some((t) => /emptied|differ/.test(t))).toBe(false);
    // Without a correction nothing is held.
    expect(r.entries.some((e) => e.notTakenOut)).toBe(false);
  });

  it('keeps a correction over its die\'s whole stay: before and after its entry, while the die is read as there', () => {
    // Bob's die is read 2 and corrected to 1; Ann then throws a 4 beside it, and Bob a 1: a pair of 1s.
    const { r } = review([['3'], ['3', '5'], ['3', '5', '2'], ['3', '5', '2', '4'], ['3', '5', '2', '4', '1']]);
    expect(r.entries[5]!.rulings.map((x) => x.text)).toEqual(['Bob passes.', "Ann's turn."]);
    const misread = r.entries[3]!.dice[2]!;
    const replay = (settles: readonly Settle[], fixes: [number, Face][]) => GameReview.strike({ game: { players: ['Ann', 'Bob'] } })
      .replay(settles, new Map(fixes.map(([entry, face]) => [entry, new Map([[misread.id, face]])])));
    const fixed = replay(r.settles, [[3, '1']]);
    const faces = (review: GameReview, entry: number) => review.entries[entry]!.dice.map((die) => die.face);
    expect([faces(fixed, 3), faces(fixed, 4), faces(fixed, 5)]).toEqual([['3', '5', '1'], ['3', '5', '1', '4'], ['3', '5', '1', '4', '1']]);
    // Carried to entry 5, the die says what was read there, with the reader's confidence.
    expect(fixed.entries[5]!.dice[2]).toEqual({ ...r.entries[5]!.dice[2], face: '1', read: '2' });
    expect(r.entries[5]!.dice[2]!.confidence).toBeLessThan(1);
    expect(fixed.entries[4]!.dice[0]).toEqual(r.entries[4]!.dice[0]);
    expect(fixed.entries.slice(4).flatMap((e) => e.rulings.map((x) => x.text))).toEqual(['Ann passes.', "Bob's turn.", 'Bob collects 2 × 1 (2 dice). Turn over.', "Ann's turn."]);
    // Corrected where it was seen last, it was a 1 from its throw on: the same rulings.
    expect(replay(r.settles, [[5, '1']]).entries.map((e) => e.rulings)).toEqual(fixed.entries.map((e) => e.rulings));
    // Pushed between throws (Strike lets dice be moved, not turned), it keeps its correction.
    const pushed = (settle: Settle): Settle => (settle.entry === null || settle.entry < 4 ? settle : {
      ...settle, dice: settle.dice.map((die) => (die.id === misread.id ? { ...die, box: [die.box[0] + 10, die.box[1], die.box[2] + 10, die.box[3]] as Box } : die)),
    });
    expect(faces(replay(r.settles.map(pushed), [[3, '1']]), 4)[2]).toBe('1');
    // Read as another face (turned, knocked), it is read again.
    const reread = r.settles.map((settle) => (settle.entry === null || settle.entry < 4 ? settle : {
      ...settle, dice: settle.dice.map((die) => (die.id === misread.id ? { ...die, face: '4' as Face } : die)),
    }));
    expect(faces(replay(reread, [[3, '1']]), 4)[2]).toBe('4');
    // A later correction back to the face read ends it there (the review page keeps such a one).
    const setBack = replay(r.settles, [[3, '1'], [4, '2']]);
    expect([4, 5].map((i) => faces(setBack, i)[2])).toEqual(['2', '2']);
    expect(setBack.entries[4]!.dice[2]).toEqual(r.entries[4]!.dice[2]);
  });
});

describe('GameReview: dice that came beside the arena while nothing in it moved (helpers 142, 154)', () => {
  /**
   * The start die 3 settles; then a die showing X comes to lie beside the arena, nothing in the
   * arena moving: one moving frame for the outside only (src/vision/motionGate.ts, 5), then
   * settled frames. Returns the frames and the second settle's time window.
   */
  function frames(): FrameResult[] {
    const start = [...settleFrames(['3'], 0)];
    const last = start.at(-1)!;
    const beside = { box: [300, 170, 320, 190] as Box, face: 'X' as Face, confidence: 0.9, inArena: false };
    const reading = { ...last.reading!, dice: [...last.reading!.dice, beside] };
    const t0 = last.tMs + 100;
    const pulse: FrameResult = { ...last, tMs: t0, reading, motion: { ...last.motion, state: 'moving', settledForMs: 0, stillForMs: 0, outsideMoved: true } };
    const still = Array.from({ length: 6 }, (_, i): FrameResult => ({ ...last, tMs: t0 + 100 * (i + 1), reading, motion: { ...last.motion, settledForMs: 2000 + i * 100 } }));
    return [...start, pulse, ...still];
  }

  it('takes the die as set down, says where it may be a throw that missed the arena, and rules it so when told', () => {
    const r = GameReview.strike({ game: { players: ['Ann', 'Bob'] } });
    for (const frame of frames()) r.feed(frame);
    const asked = r.entries.at(-1)!;
    expect(asked.events).toEqual([]);
    expect(asked.mayBeThrow).toBe(true);
    expect(asked.question).toBe("A die came to lie beside the arena while nothing in it moved: taken as set down there. If it was Ann's throw and missed the arena, rule it as a throw.");

    // Told the die was thrown (the CLI's --thrown-at, the time as the timeline prints it).
    const told = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, thrownAt: [Math.round(asked.tMs / 100) * 100] });
    for (const frame of frames()) told.feed(frame);
    const thrown = told.entries.at(-1)!;
    expect(thrown.mayBeThrow).toBe('ruled');
    expect(thrown.question).toBeUndefined();
    expect(thrown.rulings.map((x) => x.text)).toEqual(['1 die left the arena: out of the game.', 'Ann passes.', "Bob's turn."]);

    // A time read off the review page, a few tenths from the CLI's (the demo's 9-die throw: 00:18.9
    // in the CLI, 00:19.1 on the page), names it too, up to 0.5 s off either side (helpers 159, 186); one 0.6 s off does not.
    for (const off of [250, 400, 500, -500]) {
      const near = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, thrownAt: [asked.tMs + off] });
      for (const frame of frames()) near.feed(frame);
      expect(near.entries.at(-1)!.mayBeThrow, `${off} ms off`).toBe('ruled');
    }
    // 0.6 s after it is past the video's last frame (the dice lie still to the end, 0.3 s after the settle's time).
    const far = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, thrownAt: [asked.tMs + 600] });
    for (const frame of frames()) far.feed(frame);
    far.finish();
    expect(far.entries.at(-1)!.mayBeThrow).toBe(true);
    expect(far.thrownAtUnused).toEqual([asked.tMs + 600]);

    // The review page's way: the same settles replayed with the entry ruled as a throw.
    const replayed = GameReview.strike({ game: { players: ['Ann', 'Bob'] } }).replay(r.settles, new Map(), new Set([asked.tMs]));
    expect(replayed.entries.map((e) => e.rulings.map((x) => x.text))).toEqual(told.entries.map((e) => e.rulings.map((x) => x.text)));
    expect(replayed.entries.at(-1)!.mayBeThrow).toBe('ruled');
    expect(replayed.events).toEqual(told.events);
  });

  it('says which arenas ruled as throws cannot be on the re-run: the game over before it (a leaving), or no possible throw there', () => {
    const r = GameReview.strike({ game: { players: ['Ann', 'Bob'] } });
    for (const frame of frames()) r.feed(frame);
    const [, startDie, asked] = r.entries;
    expect([startDie!.change, asked!.mayBeThrow]).toEqual(['startDie', true]);
    // Ruled as a throw, while Ann left after the start die: Bob, the last player in, won before it.
    const left = GameReview.strike({ game: { players: ['Ann', 'Bob'] } }).replay(r.settles, new Map(), new Set([asked!.tMs]), [], [{ tMs: startDie!.tMs, seat: 0 }]);
    expect(left.entries.map((e) => e.mayBeThrow)).toEqual([undefined, undefined]);
    expect(left.thrownUnused).toEqual([{ ms: asked!.tMs, why: 'over' }]);
    // The start die's arena, where the referee sees no possible throw.
    const notThrow = GameReview.strike({ game: { players: ['Ann', 'Bob'] } }).replay(r.settles, new Map(), new Set([startDie!.tMs, asked!.tMs]));
    expect(notThrow.thrownUnused).toEqual([{ ms: startDie!.tMs, why: 'notThrow' }]);
    expect(notThrow.entries.at(-1)!.mayBeThrow).toBe('ruled');
    // The first analysis keeps the time each --thrown-at named its settle with, as given.
    const told = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, thrownAt: [asked!.tMs - 300, 90_000] });
    for (const frame of frames()) told.feed(frame);
    told.finish();
    expect(told.namedTimes).toEqual({ thrownAt: [{ ms: asked!.tMs - 300, atMs: asked!.tMs }], missedAt: [] });
  });

  it('makes no entry for the die ruled a throw when it is picked up from beside the arena: --thrown-at gives the page\'s timeline', () => {
    // frames(), then the X picked up from beside the arena (nothing in it moving), then Bob throws a 5.
    const besideFrames = frames();
    const alone = [...settleFrames(['3'], 0)].at(-1)!; // the arena with the start die alone
    const t1 = besideFrames.at(-1)!.tMs + 1000;
    const pulse: FrameResult = { ...alone, tMs: t1, motion: { ...alone.motion, state: 'moving', settledForMs: 0, stillForMs: 0, outsideMoved: true } };
    const still = Array.from({ length: 6 }, (_, i): FrameResult => ({ ...alone, tMs: t1 + 100 * (i + 1), motion: { ...alone.motion, settledForMs: 2000 + i * 100 } }));
    const all = [...besideFrames, pulse, ...still, ...settleFrames(['3', '5'], t1 + 2000)];
    const r = GameReview.strike({ game: { players: ['Ann', 'Bob'] } });
    for (const frame of all) r.feed(frame);
    const asked = r.entries.find((e) => e.mayBeThrow === true)!;
    const told = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, thrownAt: [Math.round(asked.tMs / 100) * 100] });
    for (const frame of all) told.feed(frame);
    const replayed = GameReview.strike({ game: { players: ['Ann', 'Bob'] } }).replay(r.settles, new Map(), new Set([asked.tMs]));
    const timeline = (review: GameReview) => review.entries.map((e) => [e.change, e.dice.map((d) => d.face), e.rulings.map((x) => x.text)]);
    expect(timeline(told)).toEqual([
      ['setup', [], ['New game: Ann starts. Put the start die in the arena.']],
      ['startDie', ['3'], ["Ann's turn."]],
      ['throw', ['3', 'X'], ['1 die left the arena: out of the game.', 'Ann passes.', "Bob's turn."]],
      ['throw', ['3', '5'], ['Bob passes.', "Ann's turn."]],
    ]);
    expect(timeline(told)).toEqual(timeline(replayed));
    // The pick-up is a settle all the same, with its change.
    expect(told.settles.map((s) => s.change)).toContain('removed');
  });
});

describe('GameReview: a die that flew out of sight (strike-en.txt, That was probably niX!)', () => {
  const game: Slot[][] = [['3'], ['3', '5'], ['3', '5', '1']];
  const fed = (options: { missedAt?: number[]; keepThrowing?: boolean; language?: 'en' | 'fr' } = {}) => {
    const r = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, ...options });
    game.forEach((faces, i) => {
      for (const frame of settleFrames(faces, i * 1200)) r.feed(frame);
    });
    r.finish();
    return r;
  };
  const rulings = (r: GameReview) => r.entries.map((e) => e.rulings.map((x) => x.text));

  it('rules a die thrown after the arena at a time said as thrown out of it, its rulings after that arena\'s, and the rest of the game from there', () => {
    const plain = fed();
    expect(rulings(plain).slice(2)).toEqual([['Ann passes.', "Bob's turn."], ['Bob passes.', "Ann's turn."]]);
    // As the timeline prints the time (to the tenth of a second): Bob's die flew off the table after Ann's throw.
    const tMs = plain.entries[2]!.tMs;
    const told = fed({ missedAt: [Math.round(tMs / 100) * 100] });
    expect(told.entries[2]!.missed).toBe(1);
    expect(told.entries[2]!.missedFrom).toBe(2); // its rulings after the arena's own two
    expect(rulings(told).slice(2)).toEqual([
      ['Ann passes.', "Bob's turn.", '1 die left the arena: out of the game.', 'Bob passes.', "Ann's turn."],
      ['Ann passes.', "Bob's turn."],
    ]);
    expect(told.entries[2]!.events.find((e) => e.type === 'diceThrown' && e.player === 1)).toEqual({ type: 'diceThrown', player: 1, count: 1, arena: ['3', '5'], out: 1, leaning: 0, missed: true });
    expect(told.missedAtUnused).toEqual([]);
    expect(told.namedTimes.missedAt).toEqual([{ ms: Math.round(tMs / 100) * 100, atMs: tMs }]);
    // The review page's way: the same settles replayed with the entry's time; the same rulings and events.
    const replayed = GameReview.strike({ game: { players: ['Ann', 'Bob'] } }).replay(plain.settles, new Map(), new Set(), [tMs]);
    expect(rulings(replayed)).toEqual(rulings(told));
    expect(replayed.events).toEqual(told.events);
    expect(replayed.entries[2]!.missed).toBe(1);
    expect(replayed.entries[2]!.missedFrom).toBe(2);
    // Sample times are fractional (k / 15 s at 15 frames/s): a time as written back (rounded to the ms) still names its settle (helper 172).
    const fractional = plain.settles.map((settle) => ({ ...settle, tMs: settle.tMs + 2 / 3 }));
    const rounded = GameReview.strike({ game: { players: ['Ann', 'Bob'] } }).replay(fractional, new Map(), new Set(), [Math.round(tMs + 2 / 3)]);
    expect(rounded.entries[2]!.missed).toBe(1);
    expect(rulings(rounded)).toEqual(rulings(told));
    // With a correction too (the last die read 1 is a 5): the missed die stays ruled where it was said.
    const lastDie = plain.entries[3]!.dice[2]!;
    const corrected = GameReview.strike({ game: { players: ['Ann', 'Bob'] } }).replay(plain.settles, new Map([[3, new Map([[lastDie.id, '5' as Face]])]]), new Set(), [tMs]);
    expect(rulings(corrected).slice(2)).toEqual([
      ['Ann passes.', "Bob's turn.", '1 die left the arena: out of the game.', 'Bob passes.', "Ann's turn."],
      ['Ann collects 2 × 5 (2 dice). Turn over.', "Bob's turn."],
    ]);
  });

  it('marks the entries after which a die could fly off (mayMiss): a thrower to throw one die, not once the game is won (helper 175)', () => {
    const plain = fed();
    expect(plain.entries.map((e) => [e.change, e.mayMiss ?? false])).toEqual([['setup', false], ['startDie', true], ['throw', true], ['throw', true]]);
    // One die each: Ann's throw ends the game, and no die can fly off after it.
    const tiny = GameReview.strike({ game: { players: ['Ann', 'Bob'], edition: { ...CLASSIC, dicePerPlayer: { '2': 1 } } } });
    [['3'], ['3', '5']].forEach((faces, i) => {
      for (const frame of settleFrames(faces as Slot[], i * 1200)) tiny.feed(frame);
    });
    expect(tiny.entries.at(-1)!.rulings.at(-1)!.text).toBe('Bob wins: the last player with dice!');
    expect(tiny.entries.at(-1)!.mayMiss).toBeUndefined();
  });

  it('says why a time names no arena after which one die could be thrown: none there, or the start die awaited', () => {
    const plain = fed();
    // Past the video's end (its last frame at 3.5 s).
    const r = fed({ missedAt: [4100] });
    expect(r.missedAtUnused).toEqual([{ ms: 4100, why: 'noArena' }]);
    // 0.4 s off, as a time copied from the review page may be: its arena (helper 186).
    expect(fed({ missedAt: [plain.entries[2]!.tMs - 400] }).entries[2]!.missed).toBe(1);
    expect(rulings(r)).toEqual(rulings(plain));
    // Two dice said for one arena: both ruled, the second Ann's (Bob passed after his).
    const two = fed({ missedAt: [plain.entries[2]!.tMs, plain.entries[2]!.tMs] });
    expect(two.entries[2]!.missed).toBe(2);
    expect(two.entries[2]!.rulings.map((x) => x.text).slice(2)).toEqual([
      '1 die left the arena: out of the game.', 'Bob passes.', "Ann's turn.", '1 die left the arena: out of the game.', 'Ann passes.', "Bob's turn.",
    ]);
    // The first look at the empty arena: the game waits for its start die.
    const empty = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, missedAt: [600] });
    for (const frame of settleFrames(['-'], 0)) empty.feed(frame);
    for (const frame of settleFrames(['3'], 1200)) empty.feed(frame);
    expect(empty.settles[0]!.tMs).toBeLessThanOrEqual(900);
    expect(empty.missedAtUnused).toEqual([{ ms: 600, why: 'startDie' }]);
  });
});

describe('GameReview: a --thrown-at or --missed-at time while the dice lie still (helper 190)', () => {
  /**
   * The start die 3 (its time 0.5 s); Ann throws a 5 that lies still from 1.5 s to 4.4 s (its
   * time 1.7 s); 1.1 s of motion; Bob throws a 1 (its time 6.0 s, still to 6.6 s).
   */
  function frames(): FrameResult[] {
    const moving = [...settleFrames(['3'], 0)][0]!;
    return [
      ...settleFrames(['3'], 0),
      ...settleFrames(['3', '5'], 1200, { settledFrames: 30 }),
      ...Array.from({ length: 10 }, (_, i): FrameResult => ({ ...moving, tMs: 4500 + 100 * i })),
      ...settleFrames(['3', '5', '1'], 5500),
    ];
  }
  const reviewed = (missedAt: number[]) => {
    const r = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, missedAt });
    const made = frames().map((frame) => [frame.tMs, r.feed(frame)?.tMs] as const).filter(([, entry]) => entry !== undefined);
    r.finish();
    return { r, made };
  };

  it('names the settle in which the dice lie still at that time, 2.3 s after its time; it is ruled once that time is reached', () => {
    const said = reviewed([1700]).r;
    expect(said.entries[2]!.missed).toBe(1);
    const { r, made } = reviewed([4000]);
    expect(r.entries.map((e) => [e.tMs, e.missed ?? 0])).toEqual([[0, 0], [500, 0], [1700, 1], [6000, 0]]);
    expect(r.entries.map((e) => e.rulings.map((x) => x.text))).toEqual(said.entries.map((e) => e.rulings.map((x) => x.text)));
    expect(r.missedAtUnused).toEqual([]);
    // Each settle before the time said waits: the start die's until the arena moves (1.2 s), Ann's throw's until 4.0 s.
    expect(made).toEqual([[1200, 500], [4000, 1700], [6000, 6000]]);
    // A time after its last still frame (4.4 s) but before the arena is seen moving (4.5 s) names it too, ruled on the moving frame.
    const late = reviewed([4450]);
    expect(late.made).toEqual([[1200, 500], [4500, 1700], [6000, 6000]]);
    expect(late.r.entries[2]!.missed).toBe(1);
  });

  it('names none for a time while the dice move, more than 0.5 s from a settle\'s time: said with why', () => {
    const { r } = reviewed([5000, 9000]);
    expect(r.entries.map((e) => e.missed ?? 0)).toEqual([0, 0, 0, 0]);
    expect(r.missedAtUnused).toEqual([{ ms: 5000, why: 'noArena' }, { ms: 9000, why: 'noArena' }]);
  });

  it('rules a die beside the arena as a throw for a --thrown-at time while it lies there, 2 s after its time', () => {
    const start = [...settleFrames(['3'], 0)];
    const last = start.at(-1)!;
    const beside = { box: [300, 170, 320, 190] as Box, face: 'X' as Face, confidence: 0.9, inArena: false };
    const reading = { ...last.reading!, dice: [...last.reading!.dice, beside] };
    const pulse: FrameResult = { ...last, tMs: 1200, reading, motion: { ...last.motion, state: 'moving', settledForMs: 0, stillForMs: 0, outsideMoved: true } };
    const still = Array.from({ length: 30 }, (_, i): FrameResult => ({ ...last, tMs: 1300 + 100 * i, reading, motion: { ...last.motion, settledForMs: 2000 + i * 100 } }));
    const r = GameReview.strike({ game: { players: ['Ann', 'Bob'] }, thrownAt: [3500] });
    for (const frame of [...start, pulse, ...still]) r.feed(frame);
    expect(r.finish()).toBeNull();
    expect(r.entries.at(-1)!.tMs).toBe(1500);
    expect(r.entries.at(-1)!.mayBeThrow).toBe('ruled');
    expect(r.entries.at(-1)!.rulings.map((x) => x.text)).toEqual(['1 die left the arena: out of the game.', 'Ann passes.', "Bob's turn."]);
    expect(r.thrownAtUnused).toEqual([]);
  });
});

describe('GameReview: an arena still but covered (helper 155)', () => {
  it('says where the arena was still but covered for 3 s or more between two settles, not once the game is won', () => {
    const r = GameReview.strike({ game: { players: ['Ann', 'Bob'] } });
    for (const frame of settleFrames(['3'], 0)) r.feed(frame);
    const last = [...settleFrames(['3'], 0)].at(-1)!;
    // A shadow over the arena for 4 s: the gate says moving, nothing changing, a region from the rim differing.
    for (let i = 1; i <= 40; i++) {
      r.feed({ ...last, tMs: last.tMs + 100 * i, motion: { ...last.motion, state: 'moving', changedShare: 0, settledForMs: 0, obstructionShare: 0.2 } });
    }
    for (const frame of settleFrames(['3', '5'], last.tMs + 4100)) r.feed(frame);
    expect(r.coveredStretches).toEqual([{ fromMs: last.tMs + 100, toMs: last.tMs + 4100 + 300, coveredMs: 3900 }]);

    // One die each: Ann's X ends the game; hands clearing up over the arena afterwards are no hidden throw.
    const won = GameReview.strike({ game: { players: ['Ann', 'Bob'], edition: { ...CLASSIC, id: 'one-each', dicePerPlayer: { '2': 1 } } } });
    for (const frame of [...settleFrames(['3'], 0), ...settleFrames(['3', 'X'], 1200)]) won.feed(frame);
    expect(won.events.map((e) => e.type)).toContain('gameWon');
    for (let i = 1; i <= 40; i++) {
      won.feed({ ...last, tMs: 2400 + 100 * i, motion: { ...last.motion, state: 'moving', changedShare: 0, settledForMs: 0, obstructionShare: 0.2 } });
    }
    expect(won.coveredStretches).toEqual([]);
  });
});

describe('correctedFaces', () => {
  /** Three settles of one die (id 1) read 3: still, still, then moved half a side. */
  const settles: Settle[] = [0, 0, 10].map((dx, i) => ({
    tMs: i * 1000, entry: i, change: i === 0 ? 'roll' : 'keep', dice: [{ id: 1, face: '3', box: [10 + dx, 10, 30 + dx, 30], confidence: 0.9, inArena: true }],
  }));
  const at = (entry: number, face: Face) => new Map([[entry, new Map([[1, face]])]]);
  const faceOf = (fixed: Map<number, Face>[]) => fixed.map((dice) => dice.get(1) ?? null);

  it('in the dice game, stands only while the die lies where it lay (dice are rolled again)', () => {
    expect(faceOf(correctedFaces(settles, at(1, '2'), 'dice-game'))).toEqual(['2', '2', null]);
    expect(faceOf(correctedFaces(settles, at(1, '2'), 'strike'))).toEqual(['2', '2', '2']);
  });

  it('in the dice game, ends at a roll: a die rolled again that lands in place with the face misread there is read anew', () => {
    const rolledAgain: Settle[] = [settles[0]!, settles[1]!, { ...settles[1]!, tMs: 2000, entry: 2, change: 'roll' }, { ...settles[1]!, tMs: 3000, entry: 3, change: 'keep' }];
    expect(faceOf(correctedFaces(rolledAgain, at(1, '2'), 'dice-game'))).toEqual(['2', '2', null, null]);
    expect(faceOf(correctedFaces(rolledAgain, at(3, '2'), 'dice-game'))).toEqual([null, null, '2', '2']);
    expect(faceOf(correctedFaces(rolledAgain, at(2, '2'), 'dice-game'))).toEqual([null, null, '2', '2']);
    // Strike dice are not picked up to throw again: the same die, as long as it shows the same face.
    expect(faceOf(correctedFaces(rolledAgain, at(1, '2'), 'strike'))).toEqual(['2', '2', '2', '2']);
  });

  it('lets an earlier correction hold up to a later one of the same die (a later one does not reach back over it)', () => {
    const both = new Map([[0, new Map([[1, '2' as Face]])], [2, new Map([[1, '4' as Face]])]]);
    expect(faceOf(correctedFaces(settles, both, 'strike'))).toEqual(['2', '2', '4']);
    // Alone, the later one reaches back over the die's stay.
    expect(faceOf(correctedFaces(settles, at(2, '4'), 'strike'))).toEqual(['4', '4', '4']);
  });

  it('names no die that is not in its settle', () => {
    expect(faceOf(correctedFaces(settles, new Map([[1, new Map([[9, '2' as Face]])]]), 'strike'))).toEqual([null, null, null]);
  });
});

describe('noDieRead', () => {
  it('is true only for a timeline without a die in any settled arena', () => {
    const empty = GameReview.strike({ game: { players: ['Ann', 'Bob'] } });
    expect(noDieRead(empty.entries)).toBe(true); // the set-up entry alone
    expect(noDieRead(review([['3'], ['3', '5']]).r.entries)).toBe(false);
  });
});

/** A dice-game review of settles given as [slots, row height], one every 1.2 s. */
function diceGameReview(settles: [Slot[], number][], language: 'en' | 'fr' = 'en') {
  const r = GameReview.diceGame({ game: { players: ['Ann', 'Bob'] }, language });
  settles.forEach(([slots, y], i) => {
    for (const frame of settleFrames(slots, i * 1200, { y })) r.feed(frame);
  });
  return r;
}

describe('noThrowRuled', () => {
  it('is true when dice were read but the rules took no throw (roll) from them', () => {
    // A dice game's six dice read as Strike: the start die is refused (not one die), nothing ruled.
    const strike = review([['3', '5', '1', '2', '4', '6']]).r;
    expect(noThrowRuled('strike', strike.entries, strike.events)).toBe(true);
    expect(noThrowRuled('strike', review([['3'], ['3', '5']]).r.entries, review([['3'], ['3', '5']]).r.events)).toBe(false);
    // A Strike clip that ends after its start die: nothing refused, no warning.
    const startOnly = review([['3']]).r;
    expect(noThrowRuled('strike', startOnly.entries, startOnly.events)).toBe(false);
    // No die read at all: that is noDieRead's warning, not this one.
    const empty = GameReview.strike({ game: { players: ['Ann', 'Bob'] } });
    expect(noThrowRuled('strike', empty.entries, empty.events)).toBe(false);
    const rolled = diceGameReview([[[], 90], [['1', '5', '1', '3', '1', '5'], 90]]);
    expect(noThrowRuled('dice-game', rolled.entries, rolled.events)).toBe(false);
    expect(noThrowRuled('strike', rolled.entries, rolled.events)).toBe(true);
  });
});

describe('tooFewDiceToRoll', () => {
  const die = (face: Face | null, inArena = true, faceOutsideKind?: Face) => ({ face, inArena, ...(faceOutsideKind ? { faceOutsideKind } : {}) });
  it('gives the most plain dice an arena held when no arena held the six of a first roll', () => {
    // The real video of ../shared/data/videos: one die, then two, thrown again and again.
    expect(tooFewDiceToRoll([{ tMs: 0, dice: [] }, { tMs: 1500, dice: [die('1')] }, { tMs: 16300, dice: [die('6'), die('5')] }])).toBe(2);
    // Dice outside the arena are not thrown there; an unreadable die counts.
    expect(tooFewDiceToRoll([{ tMs: 0, dice: [die('1'), die(null), die('3', false), die('4', false), die('5', false), die('6', false)] }])).toBe(2);
  });

  it('is null once an arena held six dice, or when a die showed a face plain dice lack (another game\'s dice)', () => {
    expect(tooFewDiceToRoll([{ tMs: 0, dice: ['1', '2', '3', '4', '5', '6'].map((face) => die(face as Face)) }])).toBeNull();
    expect(tooFewDiceToRoll([{ tMs: 0, dice: [die('2'), die(null, true, 'X')] }])).toBeNull();
  });
});

describe('arenasBeforeStartDie', () => {
  it('counts the Strike arenas that held several dice before any start die alone: a recording started mid-game', () => {
    const trimmed = review([['3', '5', '1'], ['3', '5'], ['3'], ['3', '2']]).r;
    expect(trimmed.entries.map((e) => e.change)).toEqual(['setup', 'startDie', 'startDie', 'startDie', 'throw']);
    expect(arenasBeforeStartDie(trimmed.entries)).toEqual({ settles: 2, fromMs: trimmed.entries[1]!.tMs, toMs: trimmed.entries[2]!.tMs });
    // A game from its start die, even one whose later arenas hold several dice: nothing to say.
    expect(arenasBeforeStartDie(review([['3'], ['3', '5'], ['3', '5', '2']]).r.entries)).toBeNull();
    expect(arenasBeforeStartDie(GameReview.strike({ game: { players: ['Ann', 'Bob'] } }).entries)).toBeNull();
  });
});

describe('refusedArenas', () => {
  it('counts the entries the rules refused, with the first and last one\'s times', () => {
    const { r } = review([['3'], ['3', '5', '1', '2'], ['3', '5', '1', '2', '4']]);
    expect(refusedArenas(r.entries)).toEqual({ settles: 2, fromMs: r.entries[2]!.tMs, toMs: r.entries[3]!.tMs });
    expect(refusedArenas(review([['3'], ['3', '5']]).r.entries)).toBeNull();
  });
});

describe('unansweredQuestions', () => {
  it('says where a recorded dice game lost a die for good: every later roll asked about, nothing ruled (helper 164)', () => {
    const game = diceGameFromSeed(5, { players: 2 });
    const snapshots = sceneSnapshots(game.scenes, 15);
    const reviewed = (drop: (tMs: number) => boolean) => GameReview.diceGame({ game: { players: game.players, targetScore: game.targetScore } }).replay(
      snapshots.map((snapshot): Settle => ({ tMs: snapshot.tMs, dice: drop(snapshot.tMs) ? snapshot.dice.slice(1) : snapshot.dice, entry: null, change: 'none' })), new Map());
    // Every die seen: the game ruled as played, nothing asked.
    expect(reviewed(() => false).entries.flatMap((e) => e.rulings.map((r) => r.text))).toEqual(game.rulings);
    expect(unansweredQuestions(reviewed(() => false).entries)).toBeNull();
    // One die never seen from the fifth scene on (as a green die on green felt): said, from its first question.
    const from = snapshots[4]!.tMs;
    const lost = reviewed((tMs) => tMs >= from);
    const asked = unansweredQuestions(lost.entries);
    expect(asked?.settles).toBeGreaterThanOrEqual(2);
    expect(asked?.fromMs).toBeGreaterThanOrEqual(from);
    expect(lost.entries.find((e) => e.tMs === asked?.fromMs)?.question).toMatch(/must roll \d dice, but \d (is|are) in the arena/);
  });

  it('counts only the questions that came with nothing ruled and no refusal', () => {
    const entry = (tMs: number, extra: { question?: string; events?: unknown[]; rejected?: unknown }) => ({ tMs, events: [], ...extra });
    expect(unansweredQuestions([entry(1000, { question: 'a' }), entry(2000, {}), entry(3000, { question: 'b' })])).toEqual({ settles: 2, fromMs: 1000, toMs: 3000 });
    expect(unansweredQuestions([entry(1000, { question: 'a' }), entry(2000, { question: 'b', events: [{}] }), entry(3000, { question: 'c', rejected: {} })])).toBeNull();
  });
});

describe('arenasOutsideKind', () => {
  it('counts the arenas whose dice in the arena show a face their kind lacks, with those faces and every face shown', () => {
    const die = (face: Face | null, faceOutsideKind?: Face, inArena = true) => ({ inArena, face, ...(faceOutsideKind ? { faceOutsideKind } : {}) });
    const entries = [
      { tMs: 0, dice: [] },
      { tMs: 4400, dice: [die('3')] },
      // Strike X + 2–6 dice chosen, classic 1–5 + X dice thrown: the 1s are read as not lying flat.
      { tMs: 19200, dice: [die(null, '1'), die('X'), die('5'), die(null, '1'), die('4', undefined, false)] },
      { tMs: 23700, dice: [die('5'), die('2')] },
      // A 1 outside the arena is a spare die beside it: not counted.
      { tMs: 38500, dice: [die('5'), die(null, '1', false)] },
      { tMs: 41900, dice: [die('5'), die(null, '1'), die(null, '6')] },
    ];
    expect(arenasOutsideKind(entries)).toEqual({ settles: 2, fromMs: 19200, toMs: 41900, faces: ['1', '6'], shown: ['3', '1', 'X', '5', '2', '6'] });
    expect(arenasOutsideKind(entries.filter((entry) => entry.tMs !== 19200 && entry.tMs !== 41900))).toBeNull();
  });
});

describe('settledAfterEnd', () => {
  it('counts the arenas that settled after the game was won, which make no entry', () => {
    const r = diceGameReview([
      [[], 90],
      [['4', '4', '4', '4', '4', '4'], 90], // six of a kind: Ann wins at once
      [['2', '6', '3'], 150], // a second game's dice
      [['2', '6', '3', '5', '1', '1'], 150],
    ]);
    expect(r.entries.map((e) => e.change)).toEqual(['setup', 'roll']);
    expect(r.entries[1]!.events.map((e) => e.type)).toContain('gameWon');
    expect(r.settles.map((settle) => [settle.entry, settle.change])).toEqual([[null, 'baseline'], [1, 'roll'], [null, 'over'], [null, 'over']]);
    expect(settledAfterEnd(r.settles)).toEqual({ settles: 2, fromMs: r.settles[2]!.tMs, toMs: r.settles[3]!.tMs });
    expect(settledAfterEnd(r.settles.slice(0, 2))).toBeNull();
    // Strike, one die each: Ann's throw leaves her none, and Bob wins; the next game's arenas make no entry.
    const strike = GameReview.strike({ game: { players: ['Ann', 'Bob'], edition: { ...CLASSIC, id: 'one-each', dicePerPlayer: { '2': 1 } } } });
    [['3'], ['3', '5'], ['3', '5', '2'], ['3', '5', '2', '4']].forEach((faces, i) => {
      for (const frame of settleFrames(faces as Face[], i * 1200)) strike.feed(frame);
    });
    expect(strike.entries.at(-1)!.rulings.map((x) => x.text)).toEqual(['Ann has no dice left and is out (1 player left).', 'Bob wins: the last player with dice!']);
    expect(strike.entries).toHaveLength(3);
    expect(strike.settles.map((settle) => [settle.entry, settle.change])).toEqual([[1, 'startDie'], [2, 'throw'], [null, 'over'], [null, 'over']]);
    expect(settledAfterEnd(strike.settles)).toEqual({ settles: 2, fromMs: strike.settles[2]!.tMs, toMs: strike.settles[3]!.tMs });
    expect(settledAfterEnd(review([['3'], ['3', '5']]).r.settles)).toBeNull();
  });

  it('does not count the players clearing up after the win: the last arena\'s dice taken away (helper 142)', () => {
    const strike = GameReview.strike({ game: { players: ['Ann', 'Bob'], edition: { ...CLASSIC, id: 'one-each', dicePerPlayer: { '2': 1 } } } });
    [['3'], ['3', '5'], ['-', '5'], []].forEach((faces, i) => {
      for (const frame of settleFrames(faces as Slot[], i * 1200)) strike.feed(frame);
    });
    expect(strike.settles.map((settle) => [settle.entry, settle.change])).toEqual([[1, 'startDie'], [2, 'throw'], [null, 'over'], [null, 'over']]);
    expect(settledAfterEnd(strike.settles)).toBeNull();
    // One die tipped over while the dice are gathered (helper 146): clearing up too.
    const tipped = GameReview.strike({ game: { players: ['Ann', 'Bob'], edition: { ...CLASSIC, id: 'one-each', dicePerPlayer: { '2': 1 } } } });
    [['3'], ['3', '5'], ['3', '2'], ['-', '2']].forEach((faces, i) => {
      for (const frame of settleFrames(faces as Slot[], i * 1200)) tipped.feed(frame);
    });
    expect(tipped.settles.map((settle) => settle.change)).toEqual(['startDie', 'throw', 'over', 'over']);
    expect(settledAfterEnd(tipped.settles)).toBeNull();
  });
});

describe('replay where a correction moves the game\'s end', () => {
  const replayed = (settles: readonly Settle[], entry: number, fixes: [number, Face][]) => GameReview.diceGame({ game: { players: ['Ann', 'Bob'] } })
    .replay(settles, new Map([[entry, new Map(fixes)]]));

  it('drops the entries of arenas that now come after the win, and counts them as such', () => {
    const r = diceGameReview([
      [[], 90],
      [['4', '4', '4', '4', '1', '5'], 90],
      [['-', '-', '-', '-', '1', '5'], 90], // the four 4s set aside
      [['2', '3'], 150], // the 1 and 5 set aside too, the other two rolled
    ]);
    expect(r.entries.map((e) => e.change)).toEqual(['setup', 'roll', 'keep', 'roll']);
    const ids = r.entries[1]!.dice.map((die) => die.id);
    // The 1 and the 5 were 4s: six of a kind on the first roll wins at once.
    const fixed = replayed(r.settles, 1, [[ids[4]!, '4'], [ids[5]!, '4']]);
    expect(fixed.entries.map((e) => e.change)).toEqual(['setup', 'roll']);
    expect(fixed.entries[1]!.events.map((e) => e.type)).toContain('gameWon');
    // The four 4s set aside is clearing up (not counted); the roll after it is not.
    expect(settledAfterEnd(fixed.settles)).toEqual({ settles: 1, fromMs: r.settles[3]!.tMs, toMs: r.settles[3]!.tMs });
  });

  it('rules each arena after a win a correction takes away at its own time, in its own entry', () => {
    const r = diceGameReview([
      [[], 90],
      [['4', '4', '4', '4', '4', '4'], 90], // read as six of a kind: Ann wins
      [['-', '-', '-', '4', '4', '4'], 90],
      [['6', '2', '3'], 150],
    ]);
    expect(r.entries.map((e) => e.change)).toEqual(['setup', 'roll']);
    expect(settledAfterEnd(r.settles)).toEqual({ settles: 1, fromMs: r.settles[3]!.tMs, toMs: r.settles[3]!.tMs });
    const ids = r.entries[1]!.dice.map((die) => die.id);
    const fixed = replayed(r.settles, 1, [[ids[5]!, '1']]); // one was a 1
    expect(fixed.entries.map((e) => [e.change, e.tMs])).toEqual([
      ['setup', 0], ['roll', r.settles[1]!.tMs], ['keep', r.settles[2]!.tMs], ['roll', r.settles[3]!.tMs],
    ]);
    expect(settledAfterEnd(fixed.settles)).toBeNull();
  });
});

describe('GameReview of the dice game', () => {
  it('rules the rolls, the dice set aside, and a bank nobody pressed when the next player rolls six dice', () => {
    const r = diceGameReview([
      [[], 90],
      [['1', '5', '1', '3', '1', '5'], 90],
      [['-', '-', '-', '3'], 90], // the scoring dice taken away: the 3 lies where it was
      [['2', '6', '3', '6', '4', '2'], 150], // six new dice: Ann banked, and Bob rolled
    ]);
    expect(r.entries.map((e) => [e.change, e.events.map((x) => x.type)])).toEqual([
      ['setup', ['gameStarted', 'turnStarted']],
      ['roll', ['diceRolled']],
      ['keep', ['diceKept']],
      ['roll', ['pointsBanked', 'turnStarted', 'diceRolled', 'farkle', 'turnStarted']],
    ]);
    // Each settle says what it was taken for (a correction's stay ends at a roll).
    expect(r.settles.map((settle) => [settle.entry, settle.change])).toEqual([[null, 'baseline'], [1, 'roll'], [2, 'keep'], [3, 'roll']]);
    expect(r.entries[2]!.events[0]).toMatchObject({ type: 'diceKept', player: 0, faces: ['1', '5', '1', '1', '5'] });
    expect(r.entries[3]!.events[0]).toMatchObject({ type: 'pointsBanked', player: 0, score: 400 });
    expect(r.entries[3]!.rulings.map((x) => x.text)).toEqual([
      'Ann banks 400: score 400.', "Bob's turn (0 points).", 'Bob rolled 2 6 3 6 4 2.', "No score! Bob's turn ends.", "Ann's turn (400 points).",
    ]);
    expect(r.entries.every((e) => e.question === undefined && e.rejected === undefined)).toBe(true);
  });

  it('takes the set worth the most when dice were set aside and the rest rolled within one settle, and says what it would have asked', () => {
    const r = diceGameReview([
      [[], 90],
      [['1', '1', '5', '2', '3', '4'], 90],
      [['2', '3', '4', '6'], 150], // four new dice: two were set aside, 1 1 or 1 5
    ]);
    const last = r.entries[2]!;
    expect(last.change).toBe('roll');
    expect(last.rulings.map((x) => x.text)).toEqual([
      'Ann keeps 1 1 for 200: 200 this turn.', 'Ann rolled 2 3 4 6.', 'No score! Ann loses the 200 points of this turn, and the turn.', "Bob's turn (0 points).",
    ]);
    expect(last.events.map((e) => e.type)).toEqual(['diceKept', 'diceRolled', 'farkle', 'turnStarted']);
    expect(last.events[0]).toMatchObject({ type: 'diceKept', faces: ['1', '1'], points: 200 });
    expect(last.question).toBe('Ann set aside dice and rolled 4 dice at once. Which dice did Ann set aside: 1 1 or 1 5?');
    const fr = diceGameReview([[[], 90], [['1', '1', '5', '2', '3', '4'], 90], [['2', '3', '4', '6'], 150]], 'fr').entries[2]!;
    expect(fr.question).toBe("Ann a mis des dés de côté et lancé 4 dés d'un coup. Quels dés ont été mis de côté : 1 1 ou 1 5 ?");
    expect(fr.rulings[0]!.text).toMatch(/^Ann garde 1 1 pour 200/);
  });

  it('re-runs with a correction over every settle, those that made no entry too (the first look at the empty arena)', () => {
    const r = diceGameReview([
      [[], 90],
      [['1', '5', '1', '3', '1', '5'], 90],
      [['-', '-', '-', '3'], 90],
      [['2', '6', '3', '6', '4', '2'], 150],
    ]);
    expect(r.settles.map((settle) => settle.entry)).toEqual([null, 1, 2, 3]);
    const three = r.entries[3]!.dice.find((die) => die.face === '3')!;
    const fixed = GameReview.diceGame({ game: { players: ['Ann', 'Bob'] } }).replay(r.settles, new Map([[3, new Map([[three.id, '5' as Face]])]]));
    expect(fixed.entries.slice(0, 3).map((e) => e.rulings)).toEqual(r.entries.slice(0, 3).map((e) => e.rulings));
    expect(fixed.entries[3]!.rulings.map((x) => x.text)).toEqual([
      'Ann banks 400: score 400.', "Bob's turn (0 points).", 'Bob rolled 2 6 5 6 4 2.',
    ]);
    expect(fixed.entries).toHaveLength(4);
  });
});

describe('replay after the camera moved', () => {
  it('hands each settle\'s camera move to the referee again: the rest of a roll lying still while the camera panned is not rolled', () => {
    const r = GameReview.diceGame({ game: { players: ['Ann', 'Bob'] } });
    // The camera pans 70 px right while the rest (2 3 6) lies still: its settle's first frame carries the move.
    const pan = [1, 0, 70, 0, 1, 0, 0, 0, 1];
    const panned = (frame: FrameResult, first: boolean): FrameResult => ({
      ...frame,
      reading: frame.reading && { ...frame.reading, dice: frame.reading.dice.map((die) => ({ ...die, box: [die.box[0] + 70, die.box[1], die.box[2] + 70, die.box[3]] as Box })) },
      motion: { ...frame.motion, cameraMove: first && frame.motion.state === 'settled' ? pan : null },
    });
    const settles: [Slot[], number, boolean][] = [
      [[], 90, false], [['1', '5', '5', '2', '3', '6'], 90, false], [['-', '-', '-', '2', '3', '6'], 90, false],
      [['-', '-', '-', '2', '3', '6'], 90, true], [['1', '1', '5'], 150, true],
    ];
    settles.forEach(([slots, y, moved], i) => {
      let first = i === 3;
      for (const frame of settleFrames(slots, i * 1200, { y })) {
        r.feed(moved ? panned(frame, first) : frame);
        if (frame.motion.state === 'settled') first = false;
      }
    });
    const rulings = (review: typeof r) => review.entries.flatMap((e) => e.rulings.map((x) => x.text)).slice(2);
    expect(rulings(r)).toEqual(['Ann rolled 1 5 5 2 3 6.', 'Ann keeps 1 5 5 for 200: 200 this turn.', 'Ann rolled 1 1 5.']);
    expect(r.settles.map((settle) => settle.cameraMove ?? null)).toEqual([null, null, null, pan, null]);
    // Replayed with no correction (as the review page does after one): the same rulings. Before,
    // the move was lost there, and the rest seemed rolled ('Ann rolled 2 3 6. No score!').
    const again = GameReview.diceGame({ game: { players: ['Ann', 'Bob'] } }).replay(r.settles, new Map());
    expect(rulings(again)).toEqual(rulings(r));
  });
});

describe('replay with players who left (GameReview.replay `left`, src/rules/dice-game/apply.ts `retire`)', () => {
  /** Ann, Bob and Cleo's dice game: the table, then Ann's first roll. */
  function rolled() {
    const r = GameReview.diceGame({ game: { players: ['Ann', 'Bob', 'Cleo'] } });
    ([[[], 90], [['1', '5', '5', '2', '3', '6'], 90]] as [Slot[], number][]).forEach(([slots, y], i) => {
      for (const frame of settleFrames(slots, i * 1200, { y })) r.feed(frame);
    });
    return r;
  }
  const again = () => GameReview.diceGame({ game: { players: ['Ann', 'Bob', 'Cleo'] } });

  it('rules a dice-game player leaving during her turn after the arena\'s own rulings: her turn ends unbanked, the next player plays', () => {
    const r = rolled();
    const roll = r.entries.at(-1)!;
    const replayed = again().replay(r.settles, new Map(), new Set(), [], [{ tMs: roll.tMs, seat: 0 }]);
    const entry = replayed.entries.find((e) => e.tMs === roll.tMs)!;
    expect([entry.left, entry.rulings.map((x) => x.text)]).toEqual([[0], [...roll.rulings.map((x) => x.text), 'Ann retires from the game.', "Bob's turn (0 points)."]]);
    expect(replayed.leftUnused).toEqual([]);
    // The standing at the end (the review page's, the CLI review's closing line) says who left (EN, FR).
    expect(standingAtEnd({ game: 'dice-game', language: 'en' }, replayed.events)?.text).toBe("Game not finished. Scores: Ann (0, left), Bob (0), Cleo (0). Bob's turn (0 points this turn).");
    expect(standingAtEnd({ game: 'dice-game', language: 'fr' }, replayed.events)?.text).toBe('Partie inachevée. Scores\u00a0: Ann (0, a quitté), Bob (0), Cleo (0). À Bob de jouer (0\u00a0point ce tour).');
  });

  it('says why a leaving was not ruled: the player already gone, the game over once one player is left, a time no settle has', () => {
    const r = rolled();
    const roll = r.entries.at(-1)!;
    const replayed = again().replay(r.settles, new Map(), new Set(), [], [
      { tMs: roll.tMs, seat: 0 }, { tMs: roll.tMs, seat: 0 }, { tMs: roll.tMs, seat: 1 }, { tMs: roll.tMs, seat: 2 }, { tMs: roll.tMs + 300, seat: 2 },
    ]);
    expect(replayed.entries.at(-1)!.rulings.map((x) => x.text).slice(-4)).toEqual(['Ann retires from the game.', "Bob's turn (0 points).", 'Bob retires from the game.', 'Cleo wins with 0 points: every other player has left the game!']);
    expect(replayed.entries.at(-1)!.left).toEqual([0, 1]);
    expect(replayed.leftUnused.map(({ index, why }) => [index, why])).toEqual([[1, 'out'], [3, 'over'], [4, 'noArena']]);
  });

  it('says who could still leave after each arena (mayLeave, the review page\'s list): everyone in, then not who left, then nobody once the game is over (helper 215); nobody after the set-up, no arena', () => {
    const r = rolled();
    const roll = r.entries.at(-1)!;
    // Entry 0 is the set-up: no leaving is said there (the page's list and --left-at take arenas only), so none is listed.
    expect(r.entries.map((entry) => [entry.change, entry.mayLeave])).toEqual([['setup', undefined], ['roll', [0, 1, 2]]]);
    const annLeft = again().replay(r.settles, new Map(), new Set(), [], [{ tMs: roll.tMs, seat: 0 }]);
    expect(annLeft.entries.map((entry) => entry.mayLeave)).toEqual([undefined, [1, 2]]);
    const won = again().replay(r.settles, new Map(), new Set(), [], [{ tMs: roll.tMs, seat: 0 }, { tMs: roll.tMs, seat: 1 }]);
    expect(won.entries.map((entry) => entry.mayLeave)).toEqual([undefined, undefined]);
  });
});

describe('replay with a Strike player who left between tournament rounds (GameReview.replay `left`)', () => {
  /** Ann, Bob and Cleo, one die each: Ann and Bob throw no match and are out, Cleo wins round 1; Bob puts round 2's start die in. */
  const options = { game: { players: ['Ann', 'Bob', 'Cleo'], edition: { ...CLASSIC, id: 'one-each', dicePerPlayer: { '3': 1 } }, tournament: true } };
  function rounds() {
    const r = GameReview.strike(options);
    ([['4'], ['4', '3'], ['4', '3', '2'], ['5']] as Face[][]).forEach((faces, i) => {
      for (const frame of settleFrames(faces, i * 1000, { settledFrames: 6 })) r.feed(frame);
    });
    return r;
  }

  it('says a leaving after the round\'s last throw waits for the start die (not that the referee waited on the arena), and rules it after the start die', () => {
    const r = rounds();
    const [roundWon, startDie] = [r.entries[3]!, r.entries[4]!];
    expect(roundWon.rulings.map((x) => x.text)).toContain('Cleo wins round 1: the last player with dice!');
    const early = GameReview.strike(options).replay(r.settles, new Map(), new Set(), [], [{ tMs: roundWon.tMs, seat: 0 }]);
    expect(early.leftUnused).toEqual([{ tMs: roundWon.tMs, seat: 0, index: 0, why: 'startDie' }]);
    expect(early.entries[3]!.left).toBeUndefined();
    const after = GameReview.strike(options).replay(r.settles, new Map(), new Set(), [], [{ tMs: startDie.tMs, seat: 0 }]);
    expect([after.leftUnused, after.entries[4]!.left, after.entries[4]!.rulings.map((x) => x.text)]).toEqual([[], [0], ["Bob's turn.", 'Ann retires from the game.']]);
  });
});
