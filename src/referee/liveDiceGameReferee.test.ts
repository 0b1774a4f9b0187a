import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { diceGame } from '../rules/dice-game/index.ts';
import { LiveDiceGameReferee, type DiceGameStep } from './liveDiceGameReferee.ts';
import { renderAnnouncement, renderQuestion, renderRefusal } from './render.ts';

/** A 20 px die with id `id` at column `col` (40 px apart), showing `face`. */
function die(id: number, face: Face | null, col = id, extra: Partial<SnapshotDie> = {}): SnapshotDie {
  return { id, box: [col * 40, 100, col * 40 + 20, 120], face, confidence: 0.95, inArena: true, ...extra };
}
/** Dice with ids `first`, `first + 1`… at columns 1, 2… showing the faces of `digits`. */
function dice(first: number, digits: string, row = 100): SnapshotDie[] {
  return [...digits].map((face, i) => ({ ...die(first + i, face as Face, i + 1), box: [(i + 1) * 40, row, (i + 1) * 40 + 20, row + 20] }));
}
/** `d` pushed `dx` px to the right (faces unchanged). */
const pushed = (d: SnapshotDie, dx: number): SnapshotDie => ({ ...d, box: [d.box[0] + dx, d.box[1], d.box[2] + dx, d.box[3]] });
let clock = 0;
const snap = (...all: SnapshotDie[]): ArenaSnapshot => ({ tMs: (clock += 1000), dice: all });
const en = (step: DiceGameStep) => step.announcements.map((a) => renderAnnouncement('dice-game', a, 'en'));
const fr = (step: DiceGameStep) => step.announcements.map((a) => renderAnnouncement('dice-game', a, 'fr'));
const f = (digits: string) => [...digits] as Face[];

/** A game of Ann and Bob with an empty arena seen. */
function started(): LiveDiceGameReferee {
  const { live, step } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
  expect(en(step)).toEqual(['New game: Ann and Bob. Play to 5000 points: once a player reaches them, everyone else gets one final turn.', "Ann's turn (0 points)."]);
  expect(fr(step)).toEqual(["Nouvelle partie : Ann et Bob. Partie en 5000 points : dès qu'un joueur les atteint, chacun des autres joue un dernier tour.", "Au tour d'Ann (0 point)."]);
  expect(live.onSnapshot(snap()).events).toEqual([]);
  expect(live.lastChange).toBe('baseline');
  return live;
}

/**
 * Ann's roll 1 4 2 3 6 6 whose die 2 is a 5 read as 4: the 1 set aside, then the "4" taken out
 * while the rest stays (ids 1–6, columns 1–6).
 */
function misreadFiveTakenOut(): LiveDiceGameReferee {
  const live = started();
  const roll = dice(1, '142366');
  live.onSnapshot(snap(...roll));
  live.onSnapshot(snap(...roll.slice(1)));
  live.onSnapshot(snap(...roll.slice(2)));
  return live;
}

describe('LiveDiceGameReferee', () => {
  it('plays a full turn: roll, keep, roll, keep, bank', () => {
    const live = started();
    const roll1 = dice(1, '155236');
    let step = live.onSnapshot(snap(...roll1));
    expect(step.events).toEqual([{ type: 'diceRolled', player: 0, faces: f('155236') }]);
    expect(en(step)).toEqual(['Ann rolled 1 5 5 2 3 6.']);
    expect(fr(step)).toEqual(['Ann lance 1 5 5 2 3 6.']);
    expect(live.rollDice).toEqual([1, 2, 3, 4, 5, 6]);

    step = live.onSnapshot(snap(...roll1.slice(3)));
    expect(step.events).toEqual([{ type: 'diceKept', player: 0, faces: f('155'), points: 200, turnPoints: 200 }]);
    expect(en(step)).toEqual(['Ann keeps 1 5 5 for 200: 200 this turn.']);
    expect(fr(step)).toEqual(['Ann garde 1 5 5 pour 200 : 200 ce tour.']);
    expect(live.lastChange).toBe('keep');
    expect(live.state.turn).toMatchObject({ phase: 'kept', diceLeft: 3, points: 200 });

    // 200 is below the 400 of a first bank.
    expect(live.bank().rejected).toEqual({
      code: 'below-minimum', message: 'You need at least 400 points this turn to bank (you have 200).', params: { minimum: 400, points: 200 },
    });
    expect(live.onSnapshot(snap()).events).toEqual([]);
    expect(live.lastChange).toBe('removed');

    step = live.onSnapshot(snap(...dice(7, '114')));
    expect(en(step)).toEqual(['Ann rolled 1 1 4.']);
    step = live.onSnapshot(snap(die(9, '4', 3)));
    expect(step.events).toEqual([{ type: 'diceKept', player: 0, faces: f('11'), points: 200, turnPoints: 400 }]);
    expect(en(step)).toEqual(['Ann keeps 1 1 for 200: 400 this turn.']);

    step = live.bank();
    expect(step.events).toEqual([
      { type: 'pointsBanked', player: 0, points: 400, score: 400 },
      { type: 'turnStarted', player: 1, finalTurn: false },
    ]);
    expect(en(step)).toEqual(['Ann banks 400: score 400.', "Bob's turn (0 points)."]);
    expect(fr(step)).toEqual(['Ann marque 400 : total 400.', 'Au tour de Bob (0 point).']);
    expect(live.state.scores).toEqual([400, 0]);
    expect(live.question).toBeNull();
    expect(live.toRemove).toEqual([]);
  });

  it('passes the turn on a farkle, and rules the next player’s roll when the tracker keeps ids', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '155236')));
    live.onSnapshot(snap(...dice(1, '155236').slice(3)));
    live.onSnapshot(snap());
    const farkle = dice(7, '234');
    let step = live.onSnapshot(snap(...farkle));
    expect(step.events).toEqual([
      { type: 'diceRolled', player: 0, faces: f('234') },
      { type: 'farkle', player: 0, lostPoints: 200 },
      { type: 'turnStarted', player: 1, finalTurn: false },
    ]);
    expect(en(step)).toEqual(['Ann rolled 2 3 4.', 'No score! Ann loses the 200 points of this turn, and the turn.', "Bob's turn (0 points)."]);
    expect(fr(step)).toEqual(['Ann lance 2 3 4.', 'Aucun point ! Ann perd les 200 points de ce tour, et son tour.', 'Au tour de Bob (0 point).']);
    expect(live.state).toMatchObject({ active: 1, scores: [0, 0], turn: { phase: 'toRoll', diceLeft: 6 } });

    // Bob rolls all six: the tracker gives three of them the ids of Ann's dice, far from where they lay.
    const bob = [die(7, '1', 8), die(8, '6', 9), die(9, '6', 10), die(10, '2', 11), die(11, '3', 12), die(12, '4', 13)];
    step = live.onSnapshot(snap(...bob));
    expect(step.events).toEqual([{ type: 'diceRolled', player: 1, faces: f('166234') }]);
    expect(en(step)).toEqual(['Bob rolled 1 6 6 2 3 4.']);
  });

  it('takes a face given to a die of the roll being confirmed for an answer, never for a correction of the last roll\'s die with its id', () => {
    const live = started();
    // Ann's 2 3 4 6 6 2, its 6 at die 5 read as 5, corrected: no score, Bob's turn.
    live.onSnapshot(snap(...dice(1, '234652')));
    expect(en(live.correct(5, '6'))).toEqual(['Corrected: the die read as 5 shows 6.', "No score! Ann's turn ends.", "Bob's turn (0 points)."]);
    expect(live.givenFaces).toEqual(new Map([[5, '6']]));
    // Bob rolls all six; one lands near where Ann's die 5 lay (the tracker gives it id 5); die 8 is doubtful: asked about.
    live.onSnapshot(snap(die(7, '1', 8), die(8, '3', 9, { confidence: 0.3 }), die(9, '4', 10), die(10, '4', 11), die(5, '5', 5.4), die(11, '1', 12)));
    expect(live.question).toMatchObject({ kind: 'confirmRoll', dieIds: [8] });
    // Die 5 is Bob's 5 now: not shown as Ann's corrected 6, and a face given to it answers Bob's roll.
    expect(live.givenFaces).toEqual(new Map());
    expect([live.isBeingConfirmed(5), live.isBeingConfirmed(8), live.isBeingConfirmed(42)]).toEqual([true, true, false]);
    const refused = live.correct(5, '4');
    expect(refused.rejected).toMatchObject({ code: 'rolled-already', params: { then: 'correct' } });
    expect(renderRefusal('dice-game', refused.rejected!, 'en')).toBe('the dice are rolled already: confirm the roll first, then correct a die of it');
    // Nor is Ann's correction undone under Bob's roll (that ruled her turn again); Bank waits too.
    expect([live.canUndo, live.canBank]).toEqual([false, false]);
    const notUndone = live.undo();
    expect(notUndone.rejected).toMatchObject({ code: 'rolled-already', params: { then: 'undo' } });
    expect(renderRefusal('dice-game', notUndone.rejected!, 'fr')).toBe("les dés sont déjà lancés : confirmez d'abord le lancer, puis annulez la correction");
    expect(live.state).toMatchObject({ active: 1, scores: [0, 0] });
    live.answer(5, '4');
    live.answer(8, '3');
    expect(en(live.confirm())).toEqual(['Bob rolled 4 1 3 4 4 1.']);
    expect(live.state).toMatchObject({ active: 1, scores: [0, 0], turn: { phase: 'rolled', roll: f('413441') } });
    // Bob's roll ruled: Ann's correction is hers, in a turn that is over (the rules hold no undo across turns).
    expect(live.canUndo).toBe(diceGame.legalActions(live.state).includes('undo'));
  });

  it('rolls all six again after hot dice', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '155222')));
    const step = live.onSnapshot(snap());
    expect(step.events).toEqual([
      { type: 'diceKept', player: 0, faces: f('155222'), points: 400, turnPoints: 400 },
      { type: 'hotDice', player: 0, turnPoints: 400 },
    ]);
    expect(en(step)).toEqual(['Ann keeps 1 5 5 2 2 2 for 400: 400 this turn.', 'Hot dice! All six counted: Ann may roll all six again, or bank (400 this turn).']);
    expect(fr(step)).toEqual(['Ann garde 1 5 5 2 2 2 pour 400 : 400 ce tour.', 'Tous les dés comptent ! Ann peut relancer les six dés, ou marquer (400 ce tour).']);
    expect(live.state.turn).toMatchObject({ phase: 'kept', diceLeft: 6 });
    expect(en(live.onSnapshot(snap(...dice(7, '123446'))))).toEqual(['Ann rolled 1 2 3 4 4 6.']);
  });

  it('asks about dice set aside that do not score, and keeps the scoring one when the other is put back', () => {
    const live = started();
    const roll = dice(1, '152344');
    live.onSnapshot(snap(...roll));
    const [one, , , , four] = [roll[0]!, roll[1]!, roll[2]!, roll[3]!, roll[4]!];
    const without = roll.filter((d) => d !== one && d !== four);
    let step = live.onSnapshot(snap(...without));
    expect(step.events).toEqual([]);
    expect(step.rejected).toEqual({ code: 'non-scoring-die', message: 'Not every die of 1 4 scores: the 4 scores nothing. Keep only scoring dice.', params: { faces: ['1', '4'], idle: ['4'] } });
    expect(live.question).toEqual({
      kind: 'refusedKeep',
      message: '1 4 cannot all be set aside: the 4 scores nothing. Put it back and set aside only scoring dice, or click a misread die to correct it.',
      params: {
        player: 'Ann', faces: ['1', '4'], allDice: false,
        refusal: { code: 'non-scoring-die', message: 'Not every die of 1 4 scores: the 4 scores nothing. Keep only scoring dice.', params: { faces: ['1', '4'], idle: ['4'] } },
      },
      dieIds: [1, 5],
    });
    // The face page's picker shows for a die the question lists (src/app/App.tsx).
    expect([live.questionFace(1), live.questionFace(5), live.questionFace(2)]).toEqual(['1', '4', undefined]);
    expect(live.state.turn.phase).toBe('rolled');
    // The same arena settles again (a hand passed): no second refusal.
    step = live.onSnapshot(snap(...without));
    expect(step).toEqual({ events: [], announcements: [] });
    // The 4 comes back with a new track id, somewhere else: the 1 alone is kept.
    step = live.onSnapshot(snap(...without, die(7, '4', 9)));
    expect(step.events).toEqual([{ type: 'diceKept', player: 0, faces: ['1'], points: 100, turnPoints: 100 }]);
    expect(en(step)).toEqual(['Ann keeps 1 for 100: 100 this turn.']);
    expect(live.question).toBeNull();
  });

  it('asks for the dice rolled again when all the dice of the roll are taken out and they do not all score', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '152344')));
    expect(live.onSnapshot(snap()).rejected?.code).toBe('non-scoring-die');
    expect(live.question).toEqual({
      kind: 'refusedKeep',
      message: 'All the dice of the roll left the arena, and 1 5 2 3 4 4 cannot all be set aside. Put back the dice Ann rolls again, so that the camera sees which ones Ann keeps.',
      params: {
        player: 'Ann', faces: f('152344'), allDice: true,
        refusal: {
          code: 'non-scoring-die', message: 'Not every die of 1 5 2 3 4 4 scores: the 2, the 3 and the 4s score nothing. Keep only scoring dice.',
          params: { faces: f('152344'), idle: f('2344') },
        },
      },
      dieIds: [1, 2, 3, 4, 5, 6],
    });
    // Ann puts back the four dice she rolls again, anywhere: she keeps the 1 and the 5.
    const step = live.onSnapshot(snap(die(11, '2', 9), die(12, '3', 10), die(13, '4', 11), die(14, '4', 12)));
    expect(en(step)).toEqual(['Ann keeps 1 5 for 150: 150 this turn.']);
  });

  it('keeps dice set aside outside the arena once a misread one is corrected', () => {
    const live = started();
    const roll = dice(1, '122346'); // die 3 is a 5 read as 2
    live.onSnapshot(snap(...roll));
    const out = (d: SnapshotDie): SnapshotDie => ({ ...d, box: [d.box[0], 300, d.box[2], 320], inArena: false });
    const step = live.onSnapshot(snap(out(roll[0]!), roll[1]!, out(roll[2]!), ...roll.slice(3)));
    expect(step.rejected?.code).toBe('non-scoring-die');
    expect(live.question).toMatchObject({ kind: 'refusedKeep', dieIds: [1, 3] });
    const fixed = live.correct(3, '5');
    expect(fixed.events).toEqual([
      { type: 'faceCorrected', player: 0, index: 2, from: '2', to: '5' },
      { type: 'diceKept', player: 0, faces: f('15'), points: 150, turnPoints: 150 },
    ]);
    expect(en(fixed)).toEqual(['Corrected: the die read as 2 shows 5.', 'Ann keeps 1 5 for 150: 150 this turn.']);
    expect(fr(fixed)).toEqual(['Correction : le dé lu comme 2 montre 5.', 'Ann garde 1 5 pour 150 : 150 ce tour.']);
    expect(live.question).toBeNull();
  });

  it('corrects a misread farkle and undoes the correction', () => {
    const live = started();
    const roll = dice(1, '234623');
    let step = live.onSnapshot(snap(...roll));
    expect(en(step)).toEqual(['Ann rolled 2 3 4 6 2 3.', "No score! Ann's turn ends.", "Bob's turn (0 points)."]);

    step = live.correct(1, '1');
    expect(step.events).toEqual([{ type: 'faceCorrected', player: 0, index: 0, from: '2', to: '1' }]);
    // The "No score!" said before no longer stands: the log says whose turn goes on.
    expect(en(step)).toEqual(["Corrected: the die read as 2 shows 1. The roll scores: Ann's turn goes on (0 points this turn)."]);
    expect(fr(step)).toEqual(["Correction : le dé lu comme 2 montre 1. Le lancer marque : le tour d'Ann continue (0 point pour ce tour)."]);
    expect(live.state).toMatchObject({ active: 0, turn: { phase: 'rolled', roll: f('134623') } });
    expect(live.givenFaces).toEqual(new Map([[1, '1']]));

    step = live.undo();
    expect(step.events).toEqual([
      { type: 'correctionUndone', player: 0, index: 0, from: '1', to: '2' },
      { type: 'farkle', player: 0, lostPoints: 0 },
      { type: 'turnStarted', player: 1, finalTurn: false },
    ]);
    expect(en(step)).toEqual(['Correction undone: the die shows 2 again.', "No score! Ann's turn ends.", "Bob's turn (0 points)."]);
    expect(fr(step)).toEqual(['Correction annulée : le dé montre de nouveau 2.', "Aucun point ! Le tour d'Ann s'arrête.", 'Au tour de Bob (0 point).']);
    expect(live.givenFaces.size).toBe(0);
    expect(live.undo().rejected?.code).toBe('nothing-to-undo');
    expect(live.correct(42, '1').rejected).toEqual({ code: 'no-such-die', message: 'die 42 is not one of the dice of the last roll', params: { dieId: 42 } });
  });

  it('numbers the roll left to right, whatever the track ids', () => {
    const live = started();
    live.onSnapshot(snap(die(9, '2', 3), die(4, '6', 1), die(7, '5', 2)));
    expect(live.state.turn.phase).toBe('toRoll'); // 3 dice: not a roll of 6
    live.onSnapshot(snap());
    const step = live.onSnapshot(snap(die(20, '1', 6), die(21, '2', 5), die(22, '3', 4), die(23, '4', 3), die(24, '6', 2), die(25, '6', 1)));
    expect(step.events).toEqual([{ type: 'diceRolled', player: 0, faces: f('664321') }]);
    expect(live.rollDice).toEqual([25, 24, 23, 22, 21, 20]);
    expect(en(live.correct(21, '5'))).toEqual(['Corrected: the die read as 2 shows 5.']);
  });

  it('does not take dice pushed around, or a face read differently where a die lies, for a roll or a keep', () => {
    const live = started();
    const roll = dice(1, '155236');
    live.onSnapshot(snap(...roll));
    // After the roll: two dice pushed, one misread in place.
    let step = live.onSnapshot(snap(pushed(roll[0]!, 60), pushed(roll[1]!, 30), roll[2]!, { ...roll[3]!, face: '3' }, roll[4]!, roll[5]!));
    expect(step).toEqual({ events: [], announcements: [] });
    expect(live.lastChange).toBe('moved');
    expect(live.question).toBeNull();
    expect(live.state.turn.phase).toBe('rolled');

    live.onSnapshot(snap(...roll.slice(3)));
    expect(live.state.turn).toMatchObject({ phase: 'kept', diceLeft: 3 });
    const [a, b, c] = roll.slice(3) as [SnapshotDie, SnapshotDie, SnapshotDie];
    // The three dice left: two pushed far, faces unchanged; then one read as another face in place.
    expect(live.onSnapshot(snap(pushed(a, 200), pushed(b, 200), c)).events).toEqual([]);
    expect(live.lastChange).toBe('moved');
    expect(live.onSnapshot(snap(pushed(a, 200), pushed(b, 200), { ...c, face: '5' })).events).toEqual([]);
    expect(live.lastChange).toBe('none');
    expect(live.state.turn.phase).toBe('kept');
    expect(live.events.filter((e) => e.type === 'diceRolled')).toHaveLength(1);
    // Picked up and rolled: the tracker keeps the three ids, the dice land elsewhere with new faces.
    step = live.onSnapshot(snap(die(4, '5', 12), die(5, '6', 14), die(6, '6', 10)));
    expect(step.events).toEqual([{ type: 'diceRolled', player: 0, faces: f('656') }]);
  });

  it('asks the players to confirm unreadable or doubtful dice before ruling the roll', () => {
    const live = started();
    const roll = [...dice(1, '15523'), die(6, null, 6)];
    expect(live.onSnapshot(snap(...roll)).events).toEqual([]);
    expect(live.lastChange).toBe('roll');
    expect(live.question).toEqual({
      kind: 'confirmRoll', message: 'Check this die: click it to set its face, then confirm.', params: { dice: [{ id: 6, face: null }] }, dieIds: [6],
    });
    // Only the players' answer settles it: a recording being played waits for it.
    expect(live.waitsForAnswer).toBe(true);
    expect(live.confirm().rejected).toEqual({ code: 'unreadable-die', message: 'set the face of the unreadable die first', params: { dieIds: [6] } });
    // The same arena settling again keeps the question.
    expect(live.onSnapshot(snap(...roll)).events).toEqual([]);
    expect(live.question?.kind).toBe('confirmRoll');
    expect(() => live.answer(9, '1')).toThrow(/not in the roll/);
    live.answer(6, '4');
    expect(live.answers.get(6)).toBe('4');
    const step = live.confirm();
    expect(step.events).toEqual([{ type: 'diceRolled', player: 0, faces: f('155234') }]);
    expect(live.question).toBeNull();
    expect(live.waitsForAnswer).toBe(false);

    const other = started();
    other.onSnapshot(snap(...dice(1, '15523'), die(6, '6', 6, { confidence: 0.3 })));
    expect(other.question).toMatchObject({ kind: 'confirmRoll', dieIds: [6] });
    expect(other.confirm().events).toEqual([{ type: 'diceRolled', player: 0, faces: f('155236') }]);
  });

  it('rules the last die rolled again as a roll though it landed near its place and kept its track (helper 164)', () => {
    const live = started();
    const roll = dice(1, '111552');
    expect(en(live.onSnapshot(snap(...roll)))).toEqual(['Ann rolled 1 1 1 5 5 2.']);
    expect(en(live.onSnapshot(snap(roll[5]!)))).toEqual(['Ann keeps 1 1 1 5 5 for 400: 400 this turn.']);
    // The 2 rolled again lands most of a die's width away showing 5: the tracker kept its id.
    const again = { ...pushed(roll[5]!, 16), face: '5' as Face };
    expect(en(live.onSnapshot(snap(again)))).toEqual(['Ann rolled 5.']);
    // A die read another way where it lay is no roll.
    const other = started();
    other.onSnapshot(snap(...roll));
    other.onSnapshot(snap(roll[5]!));
    expect(other.onSnapshot(snap({ ...pushed(roll[5]!, 2), face: '3' })).events).toEqual([]);
  });

  it('rules a roll waiting for confirmation when a later settle of the same dice leaves nothing in doubt', () => {
    const live = started();
    const roll = [...dice(1, '1552'), die(5, null, 5), die(6, '6', 6, { confidence: 0.4 })];
    live.onSnapshot(snap(...roll));
    expect(live.question).toMatchObject({ kind: 'confirmRoll', dieIds: [5, 6] });
    live.answer(5, '3');
    // A hand passes; the same dice settle where they lay, die 5 still unreadable.
    expect(live.onSnapshot(snap(...dice(1, '1552'), die(5, null, 5), die(6, '6', 6, { confidence: 0.5 }))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'confirmRoll', dieIds: [5, 6] });
    expect(live.answers.get(5)).toBe('3');
    // Again, and die 6 is now read clearly as a 4: die 5 was answered, so the roll is ruled.
    const step = live.onSnapshot(snap(...dice(1, '1552'), die(5, null, 5), die(6, '4', 6)));
    expect(step.events).toEqual([{ type: 'diceRolled', player: 0, faces: f('155234') }]);
    expect(live.question).toBeNull();
    expect(live.waitsForAnswer).toBe(false);
  });

  it('waits without asking for an unreadable die when nobody can be asked, and rules doubtful dice as read', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann'] }, { askWhenUnsure: false });
    live.onSnapshot(snap());
    expect(live.onSnapshot(snap(...dice(1, '15523'), die(6, null, 6))).events).toEqual([]);
    expect(live.question).toBeNull();
    const step = live.onSnapshot(snap(...dice(1, '15523'), die(6, '2', 6, { confidence: 0.3 })));
    expect(step.events).toEqual([{ type: 'diceRolled', player: 0, faces: f('155232') }]);
  });

  it('asks when the wrong number of dice was rolled, and rules the roll made again', () => {
    const live = started();
    const roll = dice(1, '155236');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(3)));
    live.onSnapshot(snap());
    expect(live.onSnapshot(snap(...dice(7, '2346'))).events).toEqual([]);
    expect(live.question).toEqual({
      kind: 'wrongCount',
      message: 'Ann must roll 3 dice, but 4 are in the arena (2 3 4 6). Set aside the dice kept this turn outside the arena and roll again.',
      params: { player: 'Ann', mustRoll: 3, inArena: 4, seen: f('2346'), notKept: [], nextRoll: null },
      dieIds: [7, 8, 9, 10],
    });
    live.onSnapshot(snap());
    expect(live.question).toBeNull();
    expect(en(live.onSnapshot(snap(...dice(11, '512'))))).toEqual(['Ann rolled 5 1 2.']);
  });

  it('ends the game on six of a kind and rules nothing after', () => {
    const live = started();
    expect(live.over).toBe(false);
    const step = live.onSnapshot(snap(...dice(1, '333333')));
    expect(en(step)).toEqual(['Ann rolled 3 3 3 3 3 3.', 'Six 3s on one roll: the game is over.', 'Ann wins with six of a kind!']);
    expect(fr(step)).toEqual(['Ann lance 3 3 3 3 3 3.', "Six 3 d'un coup : la partie est finie.", 'Ann gagne avec six dés identiques !']);
    expect(live.state.winners).toEqual([0]);
    expect(live.over).toBe(true);
    expect(live.onSnapshot(snap(...dice(7, '123456')))).toEqual({ events: [], announcements: [] });
    expect(live.lastChange).toBe('over');
  });

  it('reopens a game a misread six of a kind ended once the players correct the die', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '333333')));
    expect(live.over).toBe(true);
    expect(live.canSetFace(6)).toBe(true);
    const step = live.correct(6, '5');
    expect(en(step)).toEqual(['Corrected: the die read as 3 shows 5.']);
    expect(live.over).toBe(false);
    expect(live.state.turn).toMatchObject({ player: 0, phase: 'rolled', roll: f('333335') });
    // Ann sets aside the three 3s and the 5 (the rolled dice are at columns 1–6).
    const kept = live.onSnapshot(snap(die(4, '3', 4), die(5, '3', 5)));
    expect(en(kept)).toEqual(['Ann keeps 3 3 3 5 for 350: 350 this turn.']);
  });

  it('resumes a saved game in the middle of a roll once its dice lie in the arena as rolled', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '155236')));
    const log = JSON.parse(JSON.stringify(live.events));
    const resumed = LiveDiceGameReferee.resume(log);
    expect(resumed.state).toEqual(live.state);
    expect(resumed.onSnapshot(snap(...dice(20, '1552'))).events).toEqual([]);
    expect(resumed.question).toEqual({
      kind: 'restoreRoll',
      message: 'Ann has not set aside dice from the roll 1 5 5 2 3 6 yet: put those 6 dice back in the arena.',
      params: { player: 'Ann', roll: f('155236'), nextRoll: null },
      dieIds: [],
    });
    const back = dice(30, '632551');
    expect(resumed.onSnapshot(snap(...back)).events).toEqual([]);
    expect(resumed.question).toBeNull();
    const step = resumed.onSnapshot(snap(...back.filter((d) => d.face !== '1')));
    expect(step.events).toEqual([{ type: 'diceKept', player: 0, faces: ['1'], points: 100, turnPoints: 100 }]);
    expect(() => LiveDiceGameReferee.resume([])).toThrow('a saved dice game starts with its gameStarted event');
  });

  it('rules dice set aside and rolled while the page was away: a roll resumed with other faces in the arena', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '155666')));
    const log = JSON.parse(JSON.stringify(live.events));
    // All six set aside (800, hot dice) and six rolled before the reload's first look.
    const hot = LiveDiceGameReferee.resume(log);
    expect(en(hot.onSnapshot(snap(...dice(20, '423315'))))).toEqual([
      'Ann keeps 1 5 5 6 6 6 for 800: 800 this turn.', 'Hot dice! All six counted: Ann may roll all six again, or bank (800 this turn).', 'Ann rolled 4 2 3 3 1 5.',
    ]);
    expect(hot.question).toBeNull();
    expect(hot.state.turn).toMatchObject({ phase: 'rolled', points: 800, roll: f('423315') });
    // Two dice set aside and four rolled: which two cannot be told from the faces, so the players are asked.
    const some = LiveDiceGameReferee.resume(log);
    some.onSnapshot(snap(...dice(20, '2234')));
    expect(some.question).toMatchObject({ kind: 'keptWhich', params: { rolled: 4 } });
    // Two dice showing faces the roll has (1 1 of 6 6 1 5 1 1): some of its dice, or 1 1 1 5 set
    // aside and the two 6s rolled; no other keep leaves two dice, so they were rolled.
    const roll2 = started();
    roll2.onSnapshot(snap(...dice(1, '661511')));
    const again = LiveDiceGameReferee.resume(JSON.parse(JSON.stringify(roll2.events)));
    expect(en(again.onSnapshot(snap(...dice(20, '11'))))).toEqual(['Ann keeps 1 1 1 5 for 350: 350 this turn.', 'Ann rolled 1 1.']);
  });

  it('rules dice set aside and rolled after a reload at a later look too, not only the first (photos: the keep, then the next roll)', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '152346')));
    const resumed = LiveDiceGameReferee.resume(live.events);
    // First look after the reload: the photo of the keep, the 2 3 4 6 left where they lay (ambiguous: asked to put the roll back).
    expect(resumed.onSnapshot(snap(...dice(1, '152346').slice(2))).events).toEqual([]);
    expect(resumed.question).toMatchObject({ kind: 'restoreRoll' });
    // Then the photo of the next roll: four dice, one of them a 5 the rest had not: 1 5 set aside and four rolled.
    expect(en(resumed.onSnapshot(snap(...dice(10, '1552', 300))))).toEqual(['Ann keeps 1 5 for 150: 150 this turn.', 'Ann rolled 1 5 5 2.']);
    expect(resumed.question).toBeNull();
  });

  it('rules dice set aside and the others rolled when the players say so, though the rolled dice landed where dice of the roll lay', () => {
    const live = started();
    const roll = dice(1, '652112');
    live.onSnapshot(snap(...roll));
    // Four dice near where four of the roll lay (the tracker kept their ids), with other faces:
    // the roll changed, or two set aside and four rolled.
    const landed = [pushed(die(1, '1', 1), 15), pushed(die(2, '3', 2), 15), pushed(die(3, '5', 3), 15), pushed(die(4, '5', 4), 15)];
    live.onSnapshot(snap(...landed));
    expect(live.question).toMatchObject({ kind: 'changed' });
    // Settled by the dice put back, or by the players' word: a recording being played goes on.
    expect(live.waitsForAnswer).toBe(false);
    expect(live.canRuleAsRolled).toBe(true);
    expect(live.ruleAsRoll().events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'keptWhich', params: { choices: [f('11'), f('15')], rolled: 4 } });
    expect(live.waitsForAnswer).toBe(true);
    expect(en(live.chooseKept(0))).toEqual(['Ann keeps 1 1 for 200: 200 this turn.', 'Ann rolled 1 3 5 5.']);
    // Six dice changed, not all scoring: no keep leaves them to roll.
    const other = started();
    other.onSnapshot(snap(...roll));
    other.onSnapshot(snap(...dice(1, '346234').map((d) => pushed(d, 15))));
    expect(other.question).toMatchObject({ kind: 'changed' });
    expect(other.canRuleAsRolled).toBe(false);
    expect(other.ruleAsRoll().rejected).toMatchObject({ code: 'no-keep-explains', params: { inArena: 6 } });
    expect(other.question).toMatchObject({ kind: 'changed' });
  });

  it('with nobody to press Bank, takes six dice rolled after a keep as the turn banked and the next player\'s roll', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }, { askWhenUnsure: false, bankWhenNextTurnRolls: true });
    live.onSnapshot(snap());
    // Ann: 5 5 5 1 2 3, the 5 5 5 1 set aside (600), the 2 and 3 picked up.
    const roll = dice(1, '555123');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(4)));
    live.onSnapshot(snap());
    expect(live.state.turn).toMatchObject({ player: 0, phase: 'kept', points: 600, diceLeft: 2 });
    // Six dice rolled, not two: Ann banked, and Bob rolled.
    expect(en(live.onSnapshot(snap(...dice(10, '523346').map((d) => pushed(d, 300)))))).toEqual(['Ann banks 600: score 600.', "Bob's turn (0 points).", 'Bob rolled 5 2 3 3 4 6.']);
    // Bob sets the 5 aside (50); six dice again: under the first bank's 400 he cannot bank, so it is no bank but a wrong count.
    live.onSnapshot(snap(...dice(10, '523346').map((d) => pushed(d, 300)).slice(1)));
    live.onSnapshot(snap());
    expect(live.state.turn).toMatchObject({ player: 1, phase: 'kept', points: 50 });
    live.onSnapshot(snap(...dice(20, '155234')));
    expect(live.lastChange).toBe('wrongCount');
    expect(live.state.turn).toMatchObject({ player: 1, points: 50 });
    // The same six dice with the players to press Bank (live): a wrong count, no bank.
    const { live: asked } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    asked.onSnapshot(snap());
    asked.onSnapshot(snap(...roll));
    asked.onSnapshot(snap(...roll.slice(4)));
    asked.onSnapshot(snap());
    asked.onSnapshot(snap(...dice(10, '523346').map((d) => pushed(d, 300))));
    expect(asked.question).toMatchObject({ kind: 'wrongCount', params: { mustRoll: 2, inArena: 6, nextRoll: 'Bob' } });
    expect(asked.question?.message).toBe("Ann must roll 2 dice, but 6 are in the arena (5 2 3 3 4 6). Set aside the dice kept this turn outside the arena and roll again. If Ann banked, press Bank: they are Bob's roll.");
    expect(renderQuestion('dice-game', asked.question!, 'fr')).toBe("Ann doit lancer 2 dés, mais 6 sont dans l'arène (5 2 3 3 4 6). Mettez hors de l'arène les dés gardés ce tour et relancez. Si Ann a marqué, appuyez sur Marquer : c'est le lancer de Bob.");
    expect(asked.state.turn).toMatchObject({ player: 0, points: 600 });
    // The players say so with Bank: Ann's 600 banked, and the six dice ruled as Bob's roll.
    expect(en(asked.bank())).toEqual(['Ann banks 600: score 600.', "Bob's turn (0 points).", 'Bob rolled 5 2 3 3 4 6.']);
    expect(asked.question).toBeNull();
    expect(asked.state.turn).toMatchObject({ player: 1, phase: 'rolled', roll: f('523346') });
  });

  it('refuses Bank while a roll waits for confirmation, and drops any question about the turn\'s dice once the turn banks', () => {
    const live = started();
    // Ann: 1 3 3 3 2 6, the 1 3 3 3 set aside (400), then two dice rolled, one doubtful.
    const roll = dice(1, '133326');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(4)));
    live.onSnapshot(snap());
    expect(live.state.turn).toMatchObject({ phase: 'kept', points: 400 });
    live.onSnapshot(snap(die(10, '2', 2), die(11, '4', 4, { confidence: 0.3 })));
    expect(live.question).toMatchObject({ kind: 'confirmRoll' });
    const refused = live.bank();
    expect(refused.rejected).toMatchObject({ code: 'rolled-already' });
    expect(renderRefusal('dice-game', refused.rejected!, 'fr')).toBe("les dés sont déjà lancés : confirmez d'abord le lancer (on marque avant de relancer, pas après)");
    expect(live.state.turn).toMatchObject({ player: 0, points: 400 });
    // Another turn: 400 set aside, then the dice picked up and put down again before Bank: asked about, and dropped by the bank.
    const other = started();
    other.onSnapshot(snap(...roll));
    other.onSnapshot(snap(...roll.slice(4)));
    other.onSnapshot(snap());
    other.onSnapshot(snap(...dice(20, '2266').map((d) => pushed(d, 300))));
    expect(other.question).toMatchObject({ kind: 'wrongCount', params: { mustRoll: 2, inArena: 4, nextRoll: null } });
    expect(en(other.bank())).toEqual(['Ann banks 400: score 400.', "Bob's turn (0 points)."]);
    expect(other.question).toBeNull();
  });

  it('asks whether six dice rolled after a keep are hot dice or the next player\'s roll after a bank nobody pressed', () => {
    // byler-d6 photos as a helper played them: Ann kept 1 1 1 5 (350), rolled 1 5, kept the 1
    // (450), and six dice came: the 5 set aside too (hot dice) and six rolled, or Ann banked and Bob rolled.
    const live = started();
    live.onSnapshot(snap(...dice(1, '111523')));
    live.onSnapshot(snap(...dice(10, '15', 300)));
    live.onSnapshot(snap(die(11, '5', 2, { box: [380, 300, 400, 320] })));
    expect(live.state.turn).toMatchObject({ phase: 'kept', points: 450 });
    const six = dice(20, '221553').map((d) => pushed(d, 100));
    expect(live.onSnapshot(snap(...six)).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'keptWhich', params: { choices: [f('5')], rolled: 6, nextRoll: 'Bob' } });
    expect(live.question?.message).toBe('Ann set aside dice and rolled 6 dice at once. Which dice did Ann set aside: 5? Or did Ann bank, so that they are Bob\'s roll? Then press Bank.');
    expect(renderQuestion('dice-game', live.question!, 'fr')).toContain("Ou bien Ann a marqué et c'est le lancer de Bob : appuyez alors sur Marquer.");
    // Bank: Ann's 450, and the six dice are Bob's roll.
    expect(en(live.bank())).toEqual(['Ann banks 450: score 450.', "Bob's turn (0 points).", 'Bob rolled 2 2 1 5 5 3.']);
    // Or the 5 set aside: hot dice, and Ann's roll.
    const hot = started();
    hot.onSnapshot(snap(...dice(1, '111523')));
    hot.onSnapshot(snap(...dice(10, '15', 300)));
    hot.onSnapshot(snap(die(11, '5', 2, { box: [380, 300, 400, 320] })));
    hot.onSnapshot(snap(...six));
    expect(en(hot.chooseKept(0))).toEqual(expect.arrayContaining(['Ann rolled 2 2 1 5 5 3.']));
    expect(hot.state.turn).toMatchObject({ player: 0, points: 500, phase: 'rolled' });
  });

  it('follows no die from one photo to the next when told so: a die rolled where one of its face lay is a new one', () => {
    const photos = { askWhenUnsure: false, bankWhenNextTurnRolls: true, sameDieDieSizes: -1 };
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }, photos);
    live.onSnapshot(snap());
    // 5 2 5 5 1 1, then one die, a 1, where the roll's last 1 lay (a helper's photos): 1 1 5 5 5 set aside and the 2 rolled.
    live.onSnapshot(snap(...dice(1, '525511')));
    expect(en(live.onSnapshot(snap(die(20, '1', 6))))).toEqual(['Ann keeps 1 1 5 5 5 for 700: 700 this turn.', 'Ann rolled 1.']);
    // With the camera's default, the same die is that 1 left lying, and the others set aside do not all score.
    const { live: camera } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }, { ...photos, sameDieDieSizes: 0.5 });
    camera.onSnapshot(snap());
    camera.onSnapshot(snap(...dice(1, '525511')));
    expect(camera.onSnapshot(snap(die(20, '1', 6))).rejected?.code).toBe('non-scoring-die');
    // 5 2 3 4 6 6, then five dice showing 2 3 4 6 6 where those lay: the 5 set aside and five rolled, no score.
    const { live: farkle } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }, photos);
    farkle.onSnapshot(snap());
    farkle.onSnapshot(snap(...dice(1, '523466')));
    expect(en(farkle.onSnapshot(snap(...dice(20, '523466').slice(1).map((d, i) => ({ ...d, box: dice(1, '523466')[i + 1]!.box }))))))
      .toEqual(['Ann keeps 5 for 50: 50 this turn.', 'Ann rolled 2 3 4 6 6.', 'No score! Ann loses the 50 points of this turn, and the turn.', "Bob's turn (0 points)."]);
  });

  it('with nobody to ask, rules dice set aside and rolled after a roll that changed: nobody was asked to put it back (helper 114\'s photos)', () => {
    const photos = { askWhenUnsure: false, bankWhenNextTurnRolls: true, sameDieDieSizes: -1 };
    // byler-d6 IMG_20191208_111826, 111833 and 112415: a roll, six other dice, then five dice.
    const play = (config: Partial<typeof photos>) => {
      const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }, { ...photos, ...config });
      live.onSnapshot(snap());
      expect(en(live.onSnapshot(snap(...dice(1, '415523'))))).toEqual(['Ann rolled 4 1 5 5 2 3.']);
      expect(live.onSnapshot(snap(...dice(10, '146556', 300))).events).toEqual([]);
      expect(live.question?.kind).toBe('changed');
      return live;
    };
    const live = play({});
    live.onSnapshot(snap(...dice(20, '34315', 500)));
    expect(live.question).toMatchObject({ kind: 'keptWhich', params: { choices: [f('1'), f('5')], rolled: 5 } });
    expect(en(live.chooseKept(0))).toEqual(['Ann keeps 1 for 100: 100 this turn.', 'Ann rolled 3 4 3 1 5.']);
    // With players to ask, they were asked to put the roll back: five dice showing faces of it are
    // some of it put back, not a keep and a roll.
    const asked = play({ askWhenUnsure: true });
    expect(asked.onSnapshot(snap(...dice(20, '34315', 500))).events).toEqual([]);
    expect(asked.question?.kind).toBe('changed');
  });

  it('with nobody to press Bank, takes six new dice after a roll as its scoring dice set aside, the turn banked and the next player\'s roll (photos)', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }, { askWhenUnsure: false, bankWhenNextTurnRolls: true });
    live.onSnapshot(snap());
    // A photo after each roll, every die in it new (photos: no die is followed from one to the next).
    expect(en(live.onSnapshot(snap(...dice(1, '111523'))))).toEqual(['Ann rolled 1 1 1 5 2 3.']);
    expect(en(live.onSnapshot(snap(...dice(10, '14', 300))))).toEqual(['Ann keeps 1 1 1 5 for 350: 350 this turn.', 'Ann rolled 1 4.']);
    // Six dice: Ann kept her 1 (450) and banked, and Bob rolled.
    expect(en(live.onSnapshot(snap(...dice(20, '523346'))))).toEqual([
      'Ann keeps 1 for 100: 450 this turn.', 'Ann banks 450: score 450.', "Bob's turn (0 points).", 'Bob rolled 5 2 3 3 4 6.',
    ]);
    // Under the first bank's 400 points no bank explains six dice: asked about, as before.
    const { live: low } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }, { askWhenUnsure: false, bankWhenNextTurnRolls: true });
    low.onSnapshot(snap());
    low.onSnapshot(snap(...dice(1, '152336')));
    low.onSnapshot(snap(...dice(20, '234466', 300)));
    expect(low.state.turn).toMatchObject({ player: 0, phase: 'rolled' });
    expect(low.question).toMatchObject({ kind: 'changed', params: { notBanked: { nextPlayer: 'Bob', points: 150, minimum: 400 } } });
    expect(low.question?.message).toBe("Ann cannot have banked (with this roll the turn makes at most 150 points, under the 400 a bank needs), so these dice are not Bob's roll. "
      + "The dice of Ann's roll changed before any was set aside: put them back as rolled (1 5 2 3 3 6) and set aside at least one scoring die.");
    expect(renderQuestion('dice-game', low.question!, 'en')).toBe(low.question?.message);
    expect(renderQuestion('dice-game', low.question!, 'fr')).toBe("Ann ne peut pas avoir marqué (avec ce lancer, son tour fait au plus 150 points, moins que les 400 qu'il faut pour marquer) : ces dés ne sont donc pas le lancer de Bob. "
      + "Les dés du lancer d'Ann ont changé avant qu'aucun ne soit mis de côté : remettez-les comme ils ont été lancés (1 5 2 3 3 6) et mettez de côté au moins un dé qui rapporte.");
    // A player alone: the next roll would be a new turn's.
    const { live: alone } = LiveDiceGameReferee.start({ players: ['Ann'] }, { askWhenUnsure: false, bankWhenNextTurnRolls: true });
    alone.onSnapshot(snap());
    alone.onSnapshot(snap(...dice(1, '152336')));
    alone.onSnapshot(snap(...dice(20, '234466', 300)));
    expect(alone.question?.message).toMatch(/^Ann cannot have banked \(with this roll the turn makes at most 150 points, under the 400 a bank needs\), so these dice are not a new turn's roll\. /);
    // Live play (the players bank): no such sentence.
    const live2 = started();
    live2.onSnapshot(snap(...dice(1, '152336')));
    live2.onSnapshot(snap(...dice(20, '234466', 300)));
    expect(live2.question).toMatchObject({ kind: 'changed', params: { notBanked: null } });
  });

  it('sees a roll of the rest that lands on the faces it showed, the tracker pairing a rolled die with another face that lay nearest', () => {
    // A recording (helper 66's): 1 5 5 set aside, then 2 3 4 rolled onto 2 3 4. The tracker kept
    // the three ids: two moved far, and one lies where it lay showing another face.
    const live = started();
    live.onSnapshot(snap(...dice(1, '155234')));
    expect(en(live.onSnapshot(snap(die(4, '2', 4), die(5, '3', 5), die(6, '4', 6))))).toEqual(['Ann keeps 1 5 5 for 200: 200 this turn.']);
    const rolled = [{ ...die(4, '2', 10) }, { ...die(5, '4', 5) }, { ...die(6, '3', 1), box: [40, 300, 60, 320] as SnapshotDie['box'] }];
    expect(en(live.onSnapshot(snap(...rolled)))).toEqual([
      'Ann rolled 3 4 2.', 'No score! Ann loses the 200 points of this turn, and the turn.', "Bob's turn (0 points).",
    ]);
    // Pushed, with one die read otherwise where it lay: no roll.
    const pushed = started();
    pushed.onSnapshot(snap(...dice(1, '155234')));
    pushed.onSnapshot(snap(die(4, '2', 4), die(5, '3', 5), die(6, '4', 6)));
    expect(pushed.onSnapshot(snap(die(4, '2', 4.5), die(5, '3', 5.5), die(6, '6', 6))).events).toEqual([]);
    expect(pushed.state.turn.phase).toBe('kept');
  });

  it('sees dice set aside and the rest rolled onto the faces it showed, the tracker pairing rolled dice with others', () => {
    // Helper 66's recording: 3 1 6 4 6 2 rolled; the 1 set aside and the five others rolled
    // onto 3 6 4 6 2. The tracker kept five ids: three moved far showing other faces.
    const live = started();
    live.onSnapshot(snap(...dice(1, '316462')));
    const far = (id: number, face: Face, col: number): SnapshotDie => ({ ...die(id, face, col), box: [col * 40, 300, col * 40 + 20, 320] });
    const step = live.onSnapshot(snap(far(1, '6', 2), die(3, '6', 3), far(4, '3', 5), far(5, '4', 7), die(6, '2', 6)));
    expect(en(step)).toEqual([
      'Ann keeps 1 for 100: 100 this turn.', 'Ann rolled 6 6 3 2 4.', 'No score! Ann loses the 100 points of this turn, and the turn.', "Bob's turn (0 points).",
    ]);
    // The same faces pushed (each die keeps its face): the 1 set aside, no roll yet.
    const pushed = started();
    pushed.onSnapshot(snap(...dice(1, '316462')));
    expect(en(pushed.onSnapshot(snap(far(1, '3', 2), die(3, '6', 3), far(4, '4', 5), far(5, '6', 7), die(6, '2', 6))))).toEqual(['Ann keeps 1 for 100: 100 this turn.']);
  });

  it('sees the same, in a recording, after a keep it refused, however far the shuffled dice moved', () => {
    // Helper 67's recording as the review page read it (its tracker's boxes, px): 3 1 6 4 6 2
    // rolled; the 1 and the 2 taken out (refused: the 2 does not score; nobody to answer); the
    // 2 and four others rolled onto 6 6 4 3 2. Die 2 went from 3 to 6 and moved 45 px, about a die.
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] }, { askWhenUnsure: false, bankWhenNextTurnRolls: true });
    const at = (id: number, face: Face, box: number[]): SnapshotDie => ({ id, face, box: box as SnapshotDie['box'], confidence: 0.95, inArena: true });
    live.onSnapshot(snap());
    live.onSnapshot(snap(at(1, '6', [219, 268, 266, 315]), at(2, '3', [41, 158, 91, 208]), at(3, '6', [300, 92, 343, 136]), at(4, '4', [297, 186, 346, 235]),
      at(5, '1', [142, 112, 187, 157]), at(6, '2', [498, 167, 545, 214])));
    expect(live.onSnapshot(snap(at(1, '6', [219, 268, 266, 315]), at(2, '3', [43, 159, 93, 209]), at(3, '6', [300, 92, 343, 136]), at(4, '4', [297, 185, 346, 235]))).rejected?.code)
      .toBe('non-scoring-die');
    live.accept();
    const step = live.onSnapshot(snap(at(1, '6', [241, 248, 286, 294]), at(2, '6', [78, 131, 119, 171]), at(3, '3', [368, 127, 417, 175]), at(4, '4', [339, 268, 387, 316]),
      at(7, '2', [103, 216, 155, 268])));
    expect(en(step)).toEqual(['Ann keeps 1 for 100: 100 this turn.', 'Ann rolled 6 2 6 4 3.', 'No score! Ann loses the 100 points of this turn, and the turn.', "Bob's turn (0 points)."]);
  });

  it('with nobody to press Bank, takes six dice after a keep whose bank ends the game as that bank and the game\'s end', () => {
    // A player alone, 500 to win: 5 5 5 1 set aside (600), then six dice rolled: she banked and won.
    const { live } = LiveDiceGameReferee.start({ players: ['Ann'], targetScore: 500 }, { askWhenUnsure: false, bankWhenNextTurnRolls: true });
    live.onSnapshot(snap());
    live.onSnapshot(snap(...dice(1, '555123')));
    expect(en(live.onSnapshot(snap(die(5, '2', 5), die(6, '3', 6))))).toEqual(['Ann keeps 5 5 5 1 for 600: 600 this turn.']);
    const step = live.onSnapshot(snap(...dice(20, '234466', 300)));
    expect(step.events.map((e) => e.type)).toEqual(['pointsBanked', 'gameWon']);
    expect([live.over, live.lastChange, live.question]).toEqual([true, 'over', null]);
    // With players who press Bank, the same six dice are asked about.
    const { live: table } = LiveDiceGameReferee.start({ players: ['Ann'], targetScore: 500 });
    table.onSnapshot(snap());
    table.onSnapshot(snap(...dice(1, '555123')));
    table.onSnapshot(snap(die(5, '2', 5), die(6, '3', 6)));
    expect(table.onSnapshot(snap(...dice(20, '234466', 300))).events).toEqual([]);
    expect(table.question?.kind).toBe('wrongCount');
  });

  it('rules dice set aside and the others rolled when the players say so, though the rolled dice look like dice of the roll left lying', () => {
    // byler-d6 IMG_20191209_100155 (6 6 1 5 1 1), then IMG_20191208_112704: the 1 1 1 5 set aside
    // and two dice rolled, a 1 and a 5 where the roll's 5 and a 1 lay (the tracker kept their ids).
    const live = started();
    live.onSnapshot(snap(...dice(1, '661511')));
    const step = live.onSnapshot(snap(die(4, '5', 4), die(6, '1', 6)));
    expect(step.rejected?.code).toBe('non-scoring-die');
    expect(live.question).toMatchObject({ kind: 'refusedKeep', params: { faces: f('6611') } });
    expect(live.canRuleAsRolled).toBe(true);
    expect(en(live.ruleAsRoll())).toEqual(['Ann keeps 1 1 1 5 for 350: 350 this turn.', 'Ann rolled 5 1.']);
    expect(live.question).toBeNull();
    expect(live.state.turn).toMatchObject({ phase: 'rolled', roll: f('51') });
    // Dice set aside that do not score, leaving dice no keep leaves: nothing to rule as rolled.
    const other = started();
    const roll = dice(1, '123466');
    other.onSnapshot(snap(...roll));
    other.onSnapshot(snap(roll[0]!, roll[4]!, roll[5]!));
    expect(other.question).toMatchObject({ kind: 'refusedKeep' });
    expect(other.canRuleAsRolled).toBe(false);
    expect(other.ruleAsRoll().rejected).toMatchObject({ code: 'no-keep-explains', params: { inArena: 3 } });
  });

  it('rules the dice found lying at the first look as the roll when the players say so', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    // A photo of the roll opened after Start: its dice lay there at the first look.
    const roll = dice(1, '155236');
    live.onSnapshot(snap(...roll));
    expect(live.question).toMatchObject({ kind: 'notARoll', params: { inArena: 6 } });
    expect(en(live.ruleAsRoll())).toEqual(['Ann rolled 1 5 5 2 3 6.']);
    expect(live.question).toBeNull();
    expect(live.state.turn).toMatchObject({ phase: 'rolled', roll: f('155236') });
    // Then played on: the 1 set aside.
    expect(en(live.onSnapshot(snap(...roll.slice(1))))).toEqual(['Ann keeps 1 for 100: 100 this turn.']);
    // Nothing asked: nothing to rule.
    expect(live.ruleAsRoll()).toEqual({ events: [], announcements: [] });
  });

  it('offers to rule the dice lying at the first look as the roll only where they are as many as must be rolled (canRuleAsRoll), and rules nothing otherwise', () => {
    const { live: six } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    six.onSnapshot(snap(...dice(1, '155236')));
    expect(six.canRuleAsRoll).toBe(true);
    // Eight dice lying there for a roll of six: *They are the roll* is not offered, and ruleAsRoll (key R) rules nothing.
    const { live: eight } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    eight.onSnapshot(snap(...dice(1, '15523612')));
    expect(eight.question).toMatchObject({ kind: 'notARoll', params: { inArena: 8, mustRoll: 6 } });
    expect(eight.canRuleAsRoll).toBe(false);
    expect(eight.ruleAsRoll()).toEqual({ events: [], announcements: [] });
    expect(eight.question).toMatchObject({ kind: 'notARoll' });
    expect(eight.state.turn.phase).toBe('toRoll');
  });

  it('says why Bank does nothing before the turn has a roll: none rolled yet, or the dice lying at the first look not yet ruled the roll (helper 229)', () => {
    // Nothing rolled: not "only after setting aside scoring dice", which a bank right after a roll does not need.
    const empty = started();
    const nothing = empty.bank();
    expect(nothing.events).toEqual([]);
    expect(nothing.rejected?.code).toBe('nothing-rolled');
    expect(renderRefusal('dice-game', nothing.rejected!, 'en')).toBe('Nothing to bank yet this turn: roll the dice first.');
    expect(renderRefusal('dice-game', nothing.rejected!, 'fr')).toBe("Rien à marquer pour l'instant dans ce tour\u00a0: lancez d'abord les dés.");
    // A photo of the roll opened after Start: the players are asked whether it is the roll.
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap(...dice(1, '155236')));
    expect(live.question).toMatchObject({ kind: 'notARoll' });
    const asked = live.bank();
    expect(asked.events).toEqual([]);
    expect(asked.rejected?.code).toBe('roll-not-ruled');
    expect(renderRefusal('dice-game', asked.rejected!, 'en')).toBe('the dice in the arena are not ruled a roll yet: say first whether they are the roll');
    expect(live.question).toMatchObject({ kind: 'notARoll' });
    // Eight dice lying there, not six: nothing to say of them, six to roll.
    const { live: eight } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    eight.onSnapshot(snap(...dice(1, '15523612')));
    expect(eight.question).toMatchObject({ kind: 'notARoll', params: { inArena: 8, mustRoll: 6 } });
    expect(eight.bank().rejected?.code).toBe('nothing-rolled');
  });

  it('asks when the dice of a roll are re-rolled before any is set aside, and accepts the arena when told to', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '155236')));
    const rerolled = [die(1, '2', 9), die(2, '2', 10), ...dice(1, '155236').slice(2)];
    expect(live.onSnapshot(snap(...rerolled)).events).toEqual([]);
    expect(live.question).toEqual({
      kind: 'changed',
      message: "The dice of Ann's roll changed before any was set aside: put them back as rolled (1 5 5 2 3 6) and set aside at least one scoring die.",
      params: { player: 'Ann', roll: f('155236'), notBanked: null, nextRoll: null },
      dieIds: [1, 2],
    });
    live.accept();
    expect(live.question).toBeNull();
    // The roll stands as ruled: dice 1 and 2 still count as the 1 and the 5.
    let step = live.onSnapshot(snap(...rerolled.slice(1)));
    expect(step.events).toEqual([{ type: 'diceKept', player: 0, faces: ['1'], points: 100, turnPoints: 100 }]);

    // A die from elsewhere lands among the dice of the next roll; the players leave it out.
    live.onSnapshot(snap());
    const roll = dice(10, '15523');
    live.onSnapshot(snap(...roll));
    expect(live.onSnapshot(snap(...roll, die(20, '6', 9))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'changed', dieIds: [20] });
    live.accept();
    step = live.onSnapshot(snap(...roll.slice(1), die(20, '6', 9)));
    expect(en(step)).toEqual(['Ann keeps 1 for 100: 200 this turn.']);
  });

  it('lets the players press Bank when the next player\'s six dice come before any keep was seen (photos: the keep\'s photo never taken)', () => {
    const live = started();
    // Ann rolls 5 1 1 1 5 2; she sets aside 1 1 1 5 5 (400) and banks, but no photo of the keep is
    // taken; then Bob rolls six dice, which the tracker pairs with Ann's (the same ids, moved far).
    live.onSnapshot(snap(...dice(1, '511152')));
    const bobs = dice(1, '223461', 300);
    expect(live.onSnapshot(snap(...bobs)).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'changed', params: { player: 'Ann', roll: f('511152'), nextRoll: { player: 'Bob', keep: f('11155') } } });
    expect(live.question?.message).toBe("The dice of Ann's roll changed before any was set aside: put them back as rolled (5 1 1 1 5 2) and set aside at least one scoring die. "
      + "If Ann set aside 1 1 1 5 5 and banked, press Bank: they are Bob's roll.");
    expect(renderQuestion('dice-game', live.question!, 'fr')).toContain("Si Ann a mis de côté 1 1 1 5 5 et marqué, appuyez sur Marquer : c'est le lancer de Bob.");
    // Bank: Ann's best keep and her bank, and the six dice are Bob's roll (as the CLI rules the same photos).
    expect(en(live.bank())).toEqual(['Ann keeps 1 1 1 5 5 for 400: 400 this turn.', 'Ann banks 400: score 400.', "Bob's turn (0 points).", 'Bob rolled 2 2 3 4 6 1.']);
    expect(live.question).toBeNull();
    expect(live.state.turn).toMatchObject({ player: 1, phase: 'rolled', roll: f('223461') });
    // Before this, the only way on was "Keep the roll as ruled", after which Bob's dice stood for
    // Ann's roll with faces they do not show, and a roll of six dice more was ruled as nothing.
    const stuck = started();
    stuck.onSnapshot(snap(...dice(1, '511152')));
    stuck.onSnapshot(snap(...bobs));
    stuck.accept();
    // (Bank then stops at Ann's roll as ruled, and takes its points: her best keep, banked.)
    expect(en(stuck.bank())).toEqual(['Ann keeps 1 1 1 5 5 for 400: 400 this turn.', 'Ann banks 400: score 400.', "Bob's turn (0 points)."]);
    // The page reloaded while Bob's six dice lay there: asked to put Ann's roll back, or to press Bank.
    const reloaded = started();
    reloaded.onSnapshot(snap(...dice(1, '511152')));
    const resumed = LiveDiceGameReferee.resume(JSON.parse(JSON.stringify(reloaded.events)));
    expect(resumed.onSnapshot(snap(...dice(20, '223461', 300))).events).toEqual([]);
    expect(resumed.question).toMatchObject({ kind: 'restoreRoll', params: { roll: f('511152'), nextRoll: { player: 'Bob', keep: f('11155') } } });
    expect(en(resumed.bank())).toEqual(['Ann keeps 1 1 1 5 5 for 400: 400 this turn.', 'Ann banks 400: score 400.', "Bob's turn (0 points).", 'Bob rolled 2 2 3 4 6 1.']);
    expect(resumed.question).toBeNull();
    // Under the first bank's 400 points no bank is offered.
    const low = started();
    low.onSnapshot(snap(...dice(1, '152336')));
    low.onSnapshot(snap(...dice(1, '234466', 300)));
    expect(low.question).toMatchObject({ kind: 'changed', params: { nextRoll: null } });
    // (Refused as the bank of the roll's best keep would be: 150 of the 400 needed.)
    expect(low.bank().rejected?.code).toBe('below-minimum');
  });

  it('banks right after a roll with its scoring dice set aside, the most points there are: stopping takes the roll\'s points (helper 141)', () => {
    const live = started();
    const roll1 = dice(1, '155236');
    live.onSnapshot(snap(...roll1));
    live.onSnapshot(snap(...roll1.slice(3)));
    // Ann rolls 1 1 4 and stops there, no picture of the 1s set aside: they are kept, then banked.
    live.onSnapshot(snap(...dice(7, '114')));
    expect(live.canBank).toBe(true);
    expect(en(live.bank())).toEqual(['Ann keeps 1 1 for 200: 400 this turn.', 'Ann banks 400: score 400.', "Bob's turn (0 points)."]);
    expect(live.state).toMatchObject({ scores: [400, 0], turn: { player: 1 } });
    // Bob picks up the six dice and rolls.
    expect(en(live.onSnapshot(snap(...dice(20, '223461', 300))))).toEqual(['Bob rolled 2 2 3 4 6 1.']);
    // A roll that cannot bank yet (1 5: 150, under the first 400) is still refused, and says why.
    const low = started();
    low.onSnapshot(snap(...dice(1, '152336')));
    expect(low.canBank).toBe(false);
    expect(low.bank().rejected).toMatchObject({ code: 'below-minimum', params: { minimum: 400, points: 150 } });
  });

  it('rules a Bank whose unseen keep reaches the points to win: the final round, and the six dice are the last player\'s roll', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'], targetScore: 400 });
    live.onSnapshot(snap());
    live.onSnapshot(snap(...dice(1, '511152')));
    live.onSnapshot(snap(...dice(1, '223461', 300)));
    expect(live.question).toMatchObject({ kind: 'changed', params: { nextRoll: { player: 'Bob', keep: f('11155') } } });
    expect(en(live.bank())).toEqual([
      'Ann keeps 1 1 1 5 5 for 400: 400 this turn.', 'Ann banks 400: score 400.',
      'Ann reached 400 points! Everyone else gets one final turn.', 'Final turn for Bob (0 points): to bank, the total must go past 400 points.', 'Bob rolled 2 2 3 4 6 1.',
    ]);
    expect(live.state).toMatchObject({ scores: [400, 0], finalRound: { triggeredBy: 0, score: 400 }, turn: { player: 1, phase: 'rolled', roll: f('223461') } });
    expect(live.question).toBeNull();
  });

  it('knows the dice of a roll put back by their faces, whatever ids the tracker gave them meanwhile', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '251131')));
    // The 2 and the 3 are moved away; the tracker gives the moved 3 the id of a 1 (3), and that 1 a new id.
    const moved = [die(1, '2', 9), die(2, '5', 2), die(9, '1', 3), die(4, '1', 4), die(3, '3', 10), die(6, '1', 6)];
    expect(live.onSnapshot(snap(...moved)).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'changed' });
    // Ann sets aside the 5 and the three 1s (300 + 50: the-dice-game-en.txt, "three 1's … 300 points")
    // and puts the 2 and the 3 back where they lay.
    const step = live.onSnapshot(snap(die(1, '2', 1), die(3, '3', 5)));
    expect(step.events).toEqual([{ type: 'diceKept', player: 0, faces: f('5111'), points: 350, turnPoints: 350 }]);
    expect(live.question).toBeNull();
  });

  it('takes the roll put back whole as it was ruled, and "keep the roll as ruled" pairs its dice by face', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '251131')));
    const moved = [die(1, '2', 9), die(2, '5', 2), die(9, '1', 3), die(4, '1', 4), die(3, '3', 10), die(6, '1', 6)];
    live.onSnapshot(snap(...moved));
    expect(live.question).toMatchObject({ kind: 'changed' });
    // Put back as rolled, with the tracker's ids of the moved arena.
    const back = [die(1, '2', 1), die(2, '5', 2), die(9, '1', 3), die(4, '1', 4), die(3, '3', 5), die(6, '1', 6)];
    expect(live.onSnapshot(snap(...back)).events).toEqual([]);
    expect(live.question).toBeNull();
    expect(live.givenFaces).toEqual(new Map());
    // The same mix-up answered with "keep the roll as ruled": no die is given a face it does not show.
    const other = started();
    other.onSnapshot(snap(...dice(1, '251131')));
    other.onSnapshot(snap(...moved));
    other.accept();
    expect(other.givenFaces).toEqual(new Map());
    expect(other.onSnapshot(snap(die(1, '2', 9), die(3, '3', 10))).events)
      .toEqual([{ type: 'diceKept', player: 0, faces: f('5111'), points: 350, turnPoints: 350 }]);
  });

  it('keeps a die misread where it lay in its own place while the players put the roll back', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '152344')));
    // A die from elsewhere lands among them: the roll changed.
    live.onSnapshot(snap(...dice(1, '152344'), die(7, '6', 9)));
    expect(live.question).toMatchObject({ kind: 'changed', dieIds: [7] });
    // It is taken away, the 1 and the 5 are set aside, and the 3, where it lay, is read as 1.
    const step = live.onSnapshot(snap(die(3, '2'), die(4, '1'), die(5, '4'), die(6, '4')));
    expect(step.events).toEqual([{ type: 'diceKept', player: 0, faces: f('15'), points: 150, turnPoints: 150 }]);
  });

  it('sets aside more dice of the same roll one at a time, until the rest is picked up or rolled', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '152236')));
    let step = live.onSnapshot(snap(...dice(1, '152236').slice(1)));
    expect(en(step)).toEqual(['Ann keeps 1 for 100: 100 this turn.']);
    // A pause, then the 5 too: the roll's 1 and 5 score 150 together.
    step = live.onSnapshot(snap(...dice(1, '152236').slice(2)));
    expect(step.events).toEqual([{ type: 'diceKept', player: 0, faces: ['5'], points: 50, turnPoints: 150 }]);
    expect(en(step)).toEqual(['Ann keeps 5 too: 1 5 score 150, 150 this turn.']);
    expect(fr(step)).toEqual(['Ann garde aussi 5 : 1 5 font 150, 150 ce tour.']);
    expect(live.lastChange).toBe('keep');
    expect(live.state.turn).toMatchObject({ phase: 'kept', diceLeft: 4, points: 150 });
    // The four others are picked up together and rolled.
    expect(live.onSnapshot(snap()).events).toEqual([]);
    expect(live.lastChange).toBe('removed');
    expect(en(live.onSnapshot(snap(...dice(10, '2346'))))).toEqual(['Ann rolled 2 3 4 6.', 'No score! Ann loses the 150 points of this turn, and the turn.', "Bob's turn (0 points)."]);
  });

  it('counts three 5s set aside one at a time as three of a kind, a lost track included', () => {
    const live = started();
    const roll = dice(1, '555234');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    expect(live.state.turn.points).toBe(50);
    // The second 5 goes; the 2's track is lost under the hand and comes back with a new id where it lay.
    const step = live.onSnapshot(snap(roll[2]!, { ...roll[3]!, id: 20 }, roll[4]!, roll[5]!));
    expect(step.events).toEqual([{ type: 'diceKept', player: 0, faces: ['5'], points: 50, turnPoints: 100 }]);
    expect(en(live.onSnapshot(snap({ ...roll[3]!, id: 20 }, roll[4]!, roll[5]!)))).toEqual(['Ann keeps 5 too: 5 5 5 score 500, 500 this turn.']);
    expect(live.state.turn).toMatchObject({ diceLeft: 3, points: 500 });
  });

  it('takes dice that do not score as picked up for the next roll, and no more set aside after them', () => {
    const live = started();
    const roll = dice(1, '152236');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    expect(live.canSetAsideMore).toBe(true);
    // The 2 is picked up: it cannot be set aside, so the player is gathering the dice to roll.
    expect(live.onSnapshot(snap(roll[1]!, ...roll.slice(3))).events).toEqual([]);
    expect(live.canSetAsideMore).toBe(false);
    expect(live.lastChange).toBe('removed');
    // The 5 follows into the hand: rolled again, not set aside (the player may, *Note).
    expect(live.onSnapshot(snap(...roll.slice(3))).events).toEqual([]);
    expect(live.state.turn).toMatchObject({ diceLeft: 5, points: 100 });
    expect(en(live.onSnapshot(snap(...dice(10, '15234'))))).toEqual(['Ann rolled 1 5 2 3 4.']);
  });

  it('sets aside a misread scoring die taken out after a keep once the players correct it', () => {
    const live = misreadFiveTakenOut();
    // The "4" taken out does not score: taken as picked up, and said so with the die to correct.
    expect(live.state.turn).toMatchObject({ points: 100, diceLeft: 5 });
    expect(live.lastChange).toBe('removed');
    expect(live.question).toEqual({
      kind: 'notKept',
      message: '4 does not score with the dice set aside, so it is taken as picked up to roll again. If it is a scoring die read wrong, click it to correct it.',
      params: { player: 'Ann', faces: f('4') },
      dieIds: [2],
    });
    expect(live.questionFace(2)).toBe('4');
    expect(live.canSetFace(2)).toBe(true);
    const step = live.correct(2, '5');
    expect(step.rejected).toBeFalsy();
    expect(step.events).toEqual([
      { type: 'restFaceCorrected', player: 0, from: '4', to: '5' },
      { type: 'diceKept', player: 0, faces: f('5'), points: 50, turnPoints: 150 },
    ]);
    expect(en(step)).toEqual(['Corrected: the die read as 4 shows 5.', 'Ann keeps 5 too: 1 5 score 150, 150 this turn.']);
    expect(live.question).toBeNull();
    expect(live.state.turn).toMatchObject({ points: 150, diceLeft: 4, phase: 'kept' });
    expect(en(live.onSnapshot(snap(...dice(10, '1346'))))).toEqual(['Ann rolled 1 3 4 6.']);
  });

  it('ends the game when the die taken out, corrected, makes six of a kind, with no keep refused after it; a correction back goes on (helper 128)', () => {
    const live = started();
    const roll = dice(1, '141111'); // die 2: a 1 read as 4
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    live.onSnapshot(snap(...roll.slice(2)));
    expect(live.question).toMatchObject({ kind: 'notKept', dieIds: [2] });
    const step = live.correct(2, '1');
    expect(step.rejected).toBeFalsy();
    expect(en(step)).toEqual(['Corrected: the die read as 4 shows 1.', 'Six 1s on one roll: the game is over.', 'Ann wins with six of a kind!']);
    expect(live.over).toBe(true);
    expect(live.question).toBeNull();
    expect(live.lastChange).toBe('over');
    // A wrong click: the die set back to 4 takes the win back, and it is taken as picked up again.
    const back = live.correct(2, '4');
    expect(back.rejected).toBeFalsy();
    expect(en(back)).toEqual(['Corrected: the die read as 1 shows 4.']);
    expect(live.over).toBe(false);
    expect(live.state.turn).toMatchObject({ phase: 'kept', points: 100, diceLeft: 5 });
  });

  it('watches the rest again once the die taken out is corrected: a 1 set aside after it is kept too', () => {
    const live = started();
    const roll = dice(1, '142316'); // die 2: a 5 read as 4
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    live.onSnapshot(snap(...roll.slice(2)));
    expect(live.canSetAsideMore).toBe(false);
    live.correct(2, '5');
    expect(live.canSetAsideMore).toBe(true);
    const step = live.onSnapshot(snap(roll[2]!, roll[3]!, roll[5]!));
    expect(step.events).toEqual([{ type: 'diceKept', player: 0, faces: f('1'), points: 100, turnPoints: 250 }]);
    expect(en(live.onSnapshot(snap(...dice(10, '256'))))).toEqual(['Ann rolled 2 5 6.']);
  });

  it('offers the correction again when too few dice are rolled after a misread die was taken out', () => {
    const live = misreadFiveTakenOut();
    live.onSnapshot(snap());
    // Four dice rolled where five are due: the "4" taken out was set aside.
    expect(live.onSnapshot(snap(...dice(10, '2345'))).events).toEqual([]);
    expect(live.question).toMatchObject({
      kind: 'wrongCount',
      message: 'Ann must roll 5 dice, but 4 are in the arena (2 3 4 5). Roll again with all 5 dice. If the 4 taken out is a scoring die read wrong, click it to correct it.',
      params: { player: 'Ann', mustRoll: 5, inArena: 4, notKept: f('4') },
      dieIds: [10, 11, 12, 13, 2],
    });
    // The die out of view keeps its face on the picker; those in the arena are the camera's.
    expect([live.questionFace(2), live.questionFace(10)]).toEqual(['4', undefined]);
    // Corrected, it is set aside, and the four dice in the arena are the roll.
    const step = live.correct(2, '5');
    expect(en(step)).toEqual(['Corrected: the die read as 4 shows 5.', 'Ann keeps 5 too: 1 5 score 150, 150 this turn.', 'Ann rolled 2 3 4 5.']);
    expect(live.question).toBeNull();
    expect(live.state.turn).toMatchObject({ points: 150, diceLeft: 4, phase: 'rolled', roll: f('2345') });
  });

  it('refuses a correction that does not make the die taken out score, and keeps it as picked up', () => {
    const live = misreadFiveTakenOut();
    const step = live.correct(2, '3');
    expect(step.events).toEqual([{ type: 'restFaceCorrected', player: 0, from: '4', to: '3' }]);
    expect(step.rejected?.code).toBe('non-scoring-die');
    expect(live.state.turn).toMatchObject({ points: 100, diceLeft: 5 });
    // The whole rest rolled: the roll of five is ruled, and nothing is left to correct.
    expect(en(live.onSnapshot(snap(...dice(10, '23456'))))).toEqual(['Ann rolled 2 3 4 5 6.']);
    expect(live.canSetFace(2)).toBe(false);
  });

  it('takes the rest of a roll out at once as set aside when it all scores: hot dice', () => {
    const live = started();
    const roll = dice(1, '111555');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(3)));
    live.onSnapshot(snap(...roll.slice(4)));
    live.onSnapshot(snap(...roll.slice(5)));
    const step = live.onSnapshot(snap());
    expect(en(step)).toEqual(['Ann keeps 5 too: 1 1 1 5 5 5 score 800, 800 this turn.', 'Hot dice! All six counted: Ann may roll all six again, or bank (800 this turn).']);
    expect(live.state.turn).toMatchObject({ diceLeft: 6, points: 800 });
    // A straight's 1 and 5, then the four others together.
    const other = started();
    other.onSnapshot(snap(...dice(1, '123456')));
    other.onSnapshot(snap(...dice(1, '123456').filter((d) => d.face !== '1' && d.face !== '5')));
    expect(other.onSnapshot(snap()).events).toEqual([
      { type: 'diceKept', player: 0, faces: f('2346'), points: 950, turnPoints: 1100 },
      { type: 'hotDice', player: 0, turnPoints: 1100 },
    ]);
  });

  it('puts back a die taken out after the first keep when it is rolled with the others', () => {
    const live = started();
    const roll = dice(1, '152236');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    // The 5 is taken out first while the dice are gathered: it looks set aside…
    expect(en(live.onSnapshot(snap(...roll.slice(2))))).toEqual(['Ann keeps 5 too: 1 5 score 150, 150 this turn.']);
    live.onSnapshot(snap());
    // …but five dice are rolled: it was rolled again.
    const step = live.onSnapshot(snap(...dice(10, '12346')));
    expect(en(step)).toEqual(['Ann rolls 5 again: 100 this turn.', 'Ann rolled 1 2 3 4 6.']);
    expect(live.state.turn).toMatchObject({ phase: 'rolled', points: 100, diceLeft: 5 });
    expect(live.question).toBeNull();
  });

  it('puts back only extra keeps not seen lying outside the arena, the last of them first', () => {
    const out = (d: SnapshotDie): SnapshotDie => ({ ...d, inArena: false, box: [d.box[0], 300, d.box[2], 320] });
    // 1 5 1 2 3 6: the 1, then the 5, then the other 1 set aside (250), in view outside the arena.
    const roll = dice(1, '151236');
    const live = started();
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(out(roll[0]!), ...roll.slice(1)));
    live.onSnapshot(snap(out(roll[0]!), out(roll[1]!), ...roll.slice(2)));
    live.onSnapshot(snap(out(roll[0]!), out(roll[1]!), out(roll[2]!), ...roll.slice(3)));
    expect(live.state.turn.points).toBe(250);
    // The 5 is picked up again and rolled with the three others; the second 1 still lies outside.
    const step = live.onSnapshot(snap(out(roll[0]!), out(roll[2]!), ...dice(10, '5234')));
    expect(en(step)).toEqual(['Ann rolls 5 again: 200 this turn.', 'Ann rolled 5 2 3 4.']);
    // A stranger in a roll while the extra keep lies in view: asked about, nothing put back.
    const other = started();
    other.onSnapshot(snap(...dice(1, '152236')));
    other.onSnapshot(snap(out(die(1, '1', 1)), ...dice(1, '152236').slice(1)));
    other.onSnapshot(snap(out(die(1, '1', 1)), out(die(2, '5', 2)), ...dice(1, '152236').slice(2)));
    expect(other.onSnapshot(snap(out(die(1, '1', 1)), out(die(2, '5', 2)), ...dice(10, '12346'))).events).toEqual([]);
    expect(other.question).toMatchObject({ kind: 'wrongCount', params: { mustRoll: 4, inArena: 5 } });
    expect(other.state.turn.points).toBe(150);
  });

  it('puts back an extra keep rolled again after a roll of the wrong count, or one that made hot dice', () => {
    const live = started();
    const roll = dice(1, '152236');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    live.onSnapshot(snap(...roll.slice(2)));
    live.onSnapshot(snap());
    // Five dice thrown, three land in the arena: wrong count (the 5 was not kept after all).
    live.onSnapshot(snap(...dice(10, '234')));
    expect(live.question).toMatchObject({ kind: 'wrongCount' });
    live.onSnapshot(snap());
    expect(en(live.onSnapshot(snap(...dice(20, '23466'))))).toEqual(['Ann rolls 5 again: 100 this turn.', 'Ann rolled 2 3 4 6 6.', 'No score! Ann loses the 100 points of this turn, and the turn.', "Bob's turn (0 points)."]);
    // 1 5 5 2 2 2: the 1 set aside, then the five others scooped up together to roll them again.
    const hot = started();
    hot.onSnapshot(snap(...dice(1, '155222')));
    hot.onSnapshot(snap(...dice(1, '155222').slice(1)));
    expect(en(hot.onSnapshot(snap()))).toEqual(['Ann keeps 5 5 2 2 2 too: 1 5 5 2 2 2 score 400, 400 this turn.', 'Hot dice! All six counted: Ann may roll all six again, or bank (400 this turn).']);
    const step = hot.onSnapshot(snap(...dice(10, '12346')));
    expect(en(step)).toEqual(['Ann rolls 5 5 2 2 2 again: 100 this turn.', 'Ann rolled 1 2 3 4 6.']);
    expect(hot.state.turn).toMatchObject({ phase: 'rolled', diceLeft: 5, points: 100 });
  });

  it('puts back an extra keep returned to the arena before the roll', () => {
    const live = started();
    const roll = dice(1, '111552');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(3)));
    live.onSnapshot(snap(...roll.slice(4)));
    expect(live.state.turn.points).toBe(350);
    // The 5 comes back into the arena (a new track where it lay): put back, 300.
    const step = live.onSnapshot(snap({ ...roll[3]!, id: 30 }, ...roll.slice(4)));
    expect(en(step)).toEqual(['Ann rolls 5 again: 300 this turn.']);
    expect(live.lastChange).toBe('putBack');
    // The other 5 taken out: 350, short of a first bank's 400.
    expect(en(live.onSnapshot(snap({ ...roll[3]!, id: 30 }, roll[5]!)))).toEqual(['Ann keeps 5 too: 1 1 1 5 score 350, 350 this turn.']);
    expect(live.bank().rejected).toMatchObject({ code: 'below-minimum' });
  });

  it('puts back the first die set aside while another stays: "only keep the 1 and re-roll the 5\'s"', () => {
    const out = (d: SnapshotDie): SnapshotDie => ({ ...d, inArena: false, box: [d.box[0], 300, d.box[2], 320] });
    // 5 2 1 3 4 4: the 5 set aside, then the 1 (150).
    const roll = dice(1, '521344');
    const back = started();
    back.onSnapshot(snap(...roll));
    back.onSnapshot(snap(roll[1]!, ...roll.slice(2)));
    back.onSnapshot(snap(roll[1]!, ...roll.slice(3)));
    expect(back.state.turn.points).toBe(150);
    // The 5 comes back into the arena where it lay (a new track): put back, the 1 stays.
    expect(en(back.onSnapshot(snap({ ...roll[0]!, id: 30 }, roll[1]!, ...roll.slice(3))))).toEqual(['Ann rolls 5 again: 100 this turn.']);
    expect(back.lastChange).toBe('putBack');
    expect(back.state.turn).toMatchObject({ points: 100, diceLeft: 5, lastKeep: { faces: f('1') } });

    // Both set aside in view outside the arena; the 5 is picked up and rolled with the rest.
    const rolled = started();
    rolled.onSnapshot(snap(...roll));
    rolled.onSnapshot(snap(out(roll[0]!), ...roll.slice(1)));
    rolled.onSnapshot(snap(out(roll[0]!), roll[1]!, out(roll[2]!), ...roll.slice(3)));
    const step = rolled.onSnapshot(snap(out(roll[2]!), ...dice(10, '23466')));
    expect(en(step)).toEqual(['Ann rolls 5 again: 100 this turn.', 'Ann rolled 2 3 4 6 6.', 'No score! Ann loses the 100 points of this turn, and the turn.', "Bob's turn (0 points)."]);

    // Set aside out of view, five dice rolled: which was picked up cannot be seen; the last set aside is taken, as before.
    const unseen = started();
    unseen.onSnapshot(snap(...roll));
    unseen.onSnapshot(snap(roll[1]!, ...roll.slice(2)));
    unseen.onSnapshot(snap(roll[1]!, ...roll.slice(3)));
    expect(en(unseen.onSnapshot(snap(...dice(10, '23465'))))).toEqual(['Ann rolls 1 again: 50 this turn.', 'Ann rolled 2 3 4 6 5.']);
  });

  it('does not take a die of a roll being asked about as set aside from the roll before', () => {
    const live = started();
    const roll = dice(1, '152236');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    // Three of the five dice are rolled (the tracker keeps their ids): two missing dice of
    // 5 2 2 3 6 cannot both score, so none was set aside: wrong count.
    const rolled = [die(2, '3', 7), die(3, '4', 8), die(4, '6', 9)];
    live.onSnapshot(snap(...rolled));
    expect(live.question).toMatchObject({ kind: 'wrongCount', params: { mustRoll: 5, inArena: 3 } });
    // Die 2, which showed the 5 before the roll, is lifted out: no keep.
    expect(live.onSnapshot(snap(...rolled.slice(1))).events).toEqual([]);
    expect(live.state.turn).toMatchObject({ points: 100, diceLeft: 5 });
  });

  it('rules dice set aside and the others rolled at once when only one set of dice could have been set aside', () => {
    const live = started();
    const roll = dice(1, '152336');
    live.onSnapshot(snap(...roll));
    // The 1 and the 5 set aside and the other four rolled before the camera saw the keep.
    const rolled = [die(3, '1', 8), die(10, '4', 9), die(4, '6', 10), die(11, '2', 11)];
    let step = live.onSnapshot(snap(...rolled));
    expect(step.events).toEqual([
      { type: 'diceKept', player: 0, faces: f('15'), points: 150, turnPoints: 150 },
      { type: 'diceRolled', player: 0, faces: f('1462') },
    ]);
    expect(en(step)).toEqual(['Ann keeps 1 5 for 150: 150 this turn.', 'Ann rolled 1 4 6 2.']);
    expect(live.lastChange).toBe('roll');
    expect(live.question).toBeNull();
    expect(live.rollDice).toEqual([3, 10, 4, 11]);
    // The new roll is played on: its 1 set aside.
    step = live.onSnapshot(snap(...rolled.slice(1)));
    expect(step.events).toEqual([{ type: 'diceKept', player: 0, faces: f('1'), points: 100, turnPoints: 250 }]);

    // After a keep, more dice set aside and the rest rolled at once: the 5 of 5 2 3 3 6.
    const other = started();
    other.onSnapshot(snap(...roll));
    other.onSnapshot(snap(...roll.slice(1)));
    step = other.onSnapshot(snap(die(2, '1', 7), die(3, '4', 8), die(4, '6', 9), die(5, '2', 10)));
    expect(en(step)).toEqual(['Ann keeps 5 too: 1 5 score 150, 150 this turn.', 'Ann rolled 1 4 6 2.']);
    expect(other.state.turn).toMatchObject({ phase: 'rolled', points: 150, diceLeft: 4 });
  });

  it('takes dice that show the rest of the roll after a keep as pushed, not rolled, even with new tracks', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '152336')));
    // The 1 and the 5 taken out; the other four knocked far, the tracker losing them: their
    // faces are the roll's less the 1 and the 5, so they were not rolled.
    expect(live.onSnapshot(snap(die(20, '2', 9), die(21, '3', 10), die(22, '3', 11), die(23, '6', 12))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'changed' });
    expect(live.state.turn).toMatchObject({ phase: 'rolled', points: 0 });
  });

  it('does not take a scoring die rolled for one set aside when a die taken out did not score as read', () => {
    const live = started();
    // 1 4 5 3 6 6, its 4 a misread 5: the 1 set aside, then the "4" taken out (not scoring as read).
    const roll = dice(1, '145366');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    live.onSnapshot(snap(...roll.slice(2)));
    expect(live.question).toMatchObject({ kind: 'notKept', dieIds: [2] });
    // Four dice rolled, the real 5 among them: the die missing is the one taken out, not the 5.
    live.onSnapshot(snap(die(3, '2', 8), die(4, '3', 9), die(5, '4', 10), die(6, '6', 11)));
    expect(live.question).toMatchObject({ kind: 'wrongCount', params: { mustRoll: 5, inArena: 4, notKept: f('4') } });
    expect(live.state.turn).toMatchObject({ phase: 'kept', points: 100 });
  });

  it('rules hot dice set aside and six dice rolled at once', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '155222')));
    // Every die scores: all set aside, and six dice rolled before the camera saw the keep.
    const six = dice(20, '134662', 200);
    let step = live.onSnapshot(snap(...six));
    expect(step.events).toEqual([
      { type: 'diceKept', player: 0, faces: f('122255'), points: 400, turnPoints: 400 },
      { type: 'hotDice', player: 0, turnPoints: 400 },
      { type: 'diceRolled', player: 0, faces: f('134662') },
    ]);
    expect(live.question).toBeNull();

    // After a keep, the rest of a roll all scoring: 1 1 5 rolled, a 1 set aside, then the 1 and
    // the 5 set aside and six dice rolled at once.
    const other = started();
    other.onSnapshot(snap(...dice(1, '155236')));
    other.onSnapshot(snap(...dice(1, '155236').slice(3)));
    other.onSnapshot(snap());
    const roll = dice(10, '115');
    other.onSnapshot(snap(...roll));
    other.onSnapshot(snap(...roll.slice(1)));
    step = other.onSnapshot(snap(...dice(30, '234561', 200)));
    expect(en(step)).toEqual([
      'Ann keeps 1 5 too: 1 1 5 score 250, 450 this turn.',
      'Hot dice! All six counted: Ann may roll all six again, or bank (450 this turn).',
      'Ann rolled 2 3 4 5 6 1.',
    ]);
    // A roll whose dice do not all score, seen again as six other dice, is still a changed roll.
    const changed = started();
    changed.onSnapshot(snap(...dice(1, '155236')));
    changed.onSnapshot(snap(...dice(20, '134662', 200)));
    expect(changed.question).toMatchObject({ kind: 'changed' });
  });

  it('asks which dice were set aside when the rolled dice leave a choice, and rules the roll once told', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '115234')));
    // Two dice set aside, four rolled: 1 1 (200) or 1 5 (150)?
    const rolled = [die(4, '6', 8), die(5, '6', 9), die(12, '3', 10), die(13, '5', 11)];
    expect(live.onSnapshot(snap(...rolled)).events).toEqual([]);
    expect(live.question).toEqual({
      kind: 'keptWhich',
      message: 'Ann set aside dice and rolled 4 dice at once. Which dice did Ann set aside: 1 1 or 1 5?',
      params: { player: 'Ann', choices: [f('11'), f('15')], rolled: 4, nextRoll: null },
      dieIds: [],
    });
    expect(live.lastChange).toBe('keep');
    // The same arena seen again: the same question.
    expect(live.onSnapshot(snap(...rolled)).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'keptWhich' });
    expect(live.chooseKept(2).rejected).toEqual({ code: 'no-such-choice', message: 'there is no choice 2 of dice set aside to pick', params: { choice: 2 } });
    const step = live.chooseKept(1);
    expect(step.events).toEqual([
      { type: 'diceKept', player: 0, faces: f('15'), points: 150, turnPoints: 150 },
      { type: 'diceRolled', player: 0, faces: f('6635') },
    ]);
    expect(live.question).toBeNull();
    expect(live.chooseKept(0).rejected).toMatchObject({ code: 'no-such-choice' });
  });

  it('asks for the roll back, not which dice were kept, when the dice changed while a die was added', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '152336')));
    // All six dice still there, two of them re-rolled: no die is missing, so nothing was set aside.
    live.onSnapshot(snap(die(1, '2', 9), die(2, '2', 10), ...dice(1, '152336').slice(2)));
    expect(live.question).toMatchObject({ kind: 'changed' });
    // Asked to put the roll back, fewer dice lying elsewhere are no keep and roll.
    expect(live.onSnapshot(snap(die(20, '4', 12), die(21, '2', 13), die(22, '3', 14), die(23, '6', 15))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'changed' });
  });

  it('follows a die of the rest whose track was lost at an earlier settle', () => {
    const live = started();
    const roll = dice(1, '155236');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    // The 5 of track 3 comes back as track 30 where it lay: nothing changed.
    const again = [roll[1]!, { ...roll[2]!, id: 30 }, ...roll.slice(3)];
    expect(live.onSnapshot(snap(...again)).events).toEqual([]);
    expect(live.lastChange).toBe('none');
    expect(en(live.onSnapshot(snap(roll[1]!, ...roll.slice(3))))).toEqual(['Ann keeps 5 too: 1 5 score 150, 150 this turn.']);
  });

  it('takes the arena of a game resumed after a keep as the rest of the roll when it shows its faces', () => {
    const live = started();
    const roll = dice(1, '152236');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    const resumed = LiveDiceGameReferee.resume(live.events);
    expect(resumed.onSnapshot(snap(...dice(20, '52236'))).events).toEqual([]);
    expect(resumed.question).toBeNull();
    expect(en(resumed.onSnapshot(snap(...dice(20, '52236').slice(1))))).toEqual(['Ann keeps 5 too: 1 5 score 150, 150 this turn.']);
    // Other dice than the rest are no roll: asked to be picked up, as before.
    const other = LiveDiceGameReferee.resume(live.events);
    other.onSnapshot(snap(...dice(20, '66')));
    expect(other.question).toMatchObject({ kind: 'notARoll' });
  });

  it('rules the same steps when the camera pans and zooms between settles: dice lying still are neither moved nor rolled', () => {
    /** A camera move that scales by `scale` and then shifts by (dx, dy) px: the homography, and where a die shows after it. */
    const cameraMove = (scale: number, dx: number, dy: number) => ({
      homography: [scale, 0, dx, 0, scale, dy, 0, 0, 1],
      shown: (d: SnapshotDie): SnapshotDie => ({ ...d, box: [d.box[0] * scale + dx, d.box[1] * scale + dy, d.box[2] * scale + dx, d.box[3] * scale + dy] }),
    });
    // The camera pans 70 px right and 15 px down, later zooms in to 1.25 about the picture's centre (320, 240).
    const pan = cameraMove(1, 70, 15);
    const zoom = cameraMove(1.25, -80, -60);
    const aside = (d: SnapshotDie): SnapshotDie => ({ ...d, inArena: false, box: [d.box[0], 300, d.box[2], 320] });
    const roll = dice(1, '155236');
    // Dice as the table has them (the first camera's pixels); `moves`: the camera moves made so far.
    const settles: { dice: SnapshotDie[]; moves: number }[] = [
      { dice: roll, moves: 0 },
      // The camera pans while the roll lies still; the track of die 3 is lost and comes back as 20 where it lay.
      { dice: [roll[0]!, roll[1]!, { ...roll[2]!, id: 20 }, ...roll.slice(3)], moves: 1 },
      // The 1 and the two 5s set aside beside the arena.
      { dice: [aside(roll[0]!), aside(roll[1]!), aside({ ...roll[2]!, id: 20 }), ...roll.slice(3)], moves: 1 },
      // The camera zooms in while the rest (2 3 6) and the dice set aside lie still.
      { dice: [aside(roll[0]!), aside(roll[1]!), aside({ ...roll[2]!, id: 20 }), ...roll.slice(3)], moves: 2 },
      // Ann rolls the three.
      { dice: [aside(roll[0]!), aside(roll[1]!), aside({ ...roll[2]!, id: 20 }), ...dice(7, '115', 200)], moves: 2 },
    ];
    const play = (camera: boolean) => {
      const live = started();
      return settles.map(({ dice: lying, moves }, i) => {
        const shown = camera ? lying.map((d) => [pan, zoom].slice(0, moves).reduce((at, move) => move.shown(at), d)) : lying;
        const moved = camera && moves > (settles[i - 1]?.moves ?? 0) ? { cameraMove: [pan, zoom][moves - 1]!.homography } : {};
        const step = live.onSnapshot({ ...snap(...shown), ...moved });
        return { said: en(step), change: live.lastChange, asked: live.question?.kind ?? null };
      });
    };
    const clean = play(false);
    expect(clean).toEqual([
      { said: ['Ann rolled 1 5 5 2 3 6.'], change: 'roll', asked: null },
      { said: [], change: 'none', asked: null },
      { said: ['Ann keeps 1 5 5 for 200: 200 this turn.'], change: 'keep', asked: null },
      { said: [], change: 'none', asked: null },
      { said: ['Ann rolled 1 1 5.'], change: 'roll', asked: null },
    ]);
    // Before, the pan made the lost track a stranger (the roll "changed"), and the zoom had the rest lying still rolled.
    expect(play(true)).toEqual(clean);
  });

  it('refuses a snapshot with a die id twice', () => {
    const live = started();
    expect(() => live.onSnapshot(snap(die(1, '1'), die(1, '2', 2)))).toThrow('LiveDiceGameReferee.onSnapshot: the snapshot has die id 1 twice');
  });
});
