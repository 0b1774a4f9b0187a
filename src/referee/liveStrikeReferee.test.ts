import { emptyStep } from './gameSession.ts';
import { describe, expect, it } from 'vitest';
import type { Face } from '../core/types.ts';
import type { ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import { CLASSIC, STRIKE_2020 } from '../rules/strike/index.ts';
import { LiveStrikeReferee, othersWithDieLost, type FoundLostDie, type LiveQuestionParams } from './liveStrikeReferee.ts';
import { renderAnnouncement, renderQuestion, renderRefusal } from './render.ts';
import type { RefereeStep } from './strikeReferee.ts';

/** A die with id `id` at column `id` (40 px apart), showing `face`. */
function die(id: number, face: Face | null, extra: Partial<SnapshotDie> = {}): SnapshotDie {
  return { id, box: [id * 40, 100, id * 40 + 20, 120], face, confidence: 0.95, inArena: true, ...extra };
}
let clock = 0;
const snap = (...dice: SnapshotDie[]): ArenaSnapshot => ({ tMs: (clock += 1000), dice });
const texts = (step: RefereeStep) => step.announcements.map((a) => renderAnnouncement('strike', a));
/** What the referee says when every die differs after Ann's throw and she may go on (keepThrowing). */
const ANN_GOES_ON = 'Every die differs: Ann may throw another die or pass.';
const ANN_NO_MATCH = 'No match: Ann may throw another die or pass.'; // one die left in the arena

function started() {
  const { live, step } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
  expect(texts(step)).toEqual(['New game: Ann starts. Put the start die in the arena.']);
  expect(texts(live.onSnapshot(snap(die(1, '4'))))).toEqual(["Ann's turn."]);
  return live;
}

describe('LiveStrikeReferee', () => {
  it('places the start die from the first settled arena, and asks when it is not one numbered die', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    expect(live.onSnapshot(snap()).events).toEqual([]);
    expect(live.question).toBeNull();
    expect(live.onSnapshot(snap(die(1, 'X'))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'startDie', dieIds: [1] });
    // Settled by a die put in the arena (a recording being played goes on to it).
    expect(live.waitsForAnswer).toBe(false);
    expect(live.onSnapshot(snap(die(2, '3'))).events.map((e) => e.type)).toEqual(['startDiePlaced', 'turnStarted']);
    expect(live.state.arena).toEqual(['3']);
    expect(live.question).toBeNull();
  });

  it('has a rolled start die showing X rolled again, and places start dice one per player where the edition says so (the rules decide: helper 161)', () => {
    // The 2020 box rolls its start die, and rolls it again on X (harry-potter-strike-en.txt, Setup).
    const rolled = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition: { ...STRIKE_2020, dicePerPlayer: { '2': 9 } } }).live;
    const x = rolled.onSnapshot(snap(die(1, 'X')));
    expect(x.events.map((e) => e.type)).toEqual(['startDieShowedX']);
    expect(texts(x)).toEqual(['The start die shows X: roll it again.']);
    expect(rolled.question).toBeNull();
    // Said once: the same X lying there at the next settle (a die set down beside the arena) is not rolled again by the rules (helper 162).
    expect(rolled.onSnapshot({ ...snap(die(1, 'X'), die(5, '3', { inArena: false })), outsideOnly: true }).events).toEqual([]);
    expect(rolled.events.filter((e) => e.type === 'startDieShowedX')).toHaveLength(1);
    expect(rolled.onSnapshot(snap(die(1, '2'))).events.map((e) => e.type)).toEqual(['startDiePlaced', 'turnStarted']);
    expect(rolled.state).toMatchObject({ phase: 'throw', arena: ['2'] });

    // Each player puts in one die of his stock, all different (issue 4): Ann's, then Bob's beside it.
    const each = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition: { ...CLASSIC, startDie: 'onePerPlayer' } }).live;
    expect(each.onSnapshot(snap(die(1, '4'))).events.map((e) => e.type)).toEqual(['startDiePlaced']);
    expect(each.question).toBeNull();
    expect(each.onSnapshot(snap(die(1, '4'), die(2, '4'))).rejected?.code).toBe('start-dice-differ');
    expect(each.onSnapshot(snap(die(1, '4'), die(2, '1'))).events.map((e) => e.type)).toEqual(['startDiePlaced', 'turnStarted']);
    expect(each.state).toMatchObject({ phase: 'throw', arena: ['4', '1'] });
    expect(each.state.players.map((p) => p.stock)).toEqual([8, 8]);
    // The start dice placed are known by face: after a reload, or with a new tracker id, Bob's die is still the next (helper 162).
    const first = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition: { ...CLASSIC, startDie: 'onePerPlayer' } }).live;
    first.onSnapshot(snap(die(1, '4')));
    const resumed = LiveStrikeReferee.resume(first.events);
    resumed.onSnapshot(snap(die(7, '4')));
    expect(resumed.onSnapshot(snap(die(7, '4'), die(8, '1'))).events.map((e) => e.type)).toEqual(['startDiePlaced', 'turnStarted']);
    expect(resumed.question).toBeNull();
  });

  it("does not take an X of the last tournament round, still to take out, for the next round's rolled start die (helper 162)", () => {
    const edition = { ...STRIKE_2020, dicePerPlayer: { '2': 2 }, dicePerThrow: 'atLeastOne' as const };
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition, tournament: true });
    live.onSnapshot(snap(die(1, '4')));
    // Ann throws her two dice: two X, out of the game, and she is out: round 1 over.
    live.onSnapshot(snap(die(1, '4'), die(2, 'X'), die(3, 'X')));
    expect(live.state).toMatchObject({ round: 2, phase: 'startDie' });
    expect(live.toRemove).toEqual([1, 2, 3]);
    // Cleared down to one X still to take out: no start die rolled, the players asked for one.
    expect(live.onSnapshot(snap(die(3, 'X'))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'startDie' });
  });

  it("does not take a numbered die of the last tournament round, still to take out and lying as it lay, for the next round's start die (helper 171)", () => {
    for (const edition of [{ ...CLASSIC, dicePerPlayer: { '2': 1 } }, { ...STRIKE_2020, dicePerPlayer: { '2': 1 } }]) {
      const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition, tournament: true });
      live.onSnapshot(snap(die(1, '4')));
      // Ann throws her one die, a 2: all differ, she is out; Bob wins round 1, both dice to take out.
      live.onSnapshot(snap(die(1, '4'), die(2, '2')));
      expect(live.state).toMatchObject({ round: 2, phase: 'startDie' });
      // The 2 taken out first: the 4 left lying is not round 2's start die.
      expect(live.onSnapshot(snap(die(1, '4'))).events).toEqual([]);
      expect(live.state.phase).toBe('startDie');
      expect(live.question).toMatchObject({ kind: 'startDie' });
      // The 4 taken out, the start die put down (rolled, with 2020's box): Bob's turn, his die still his.
      expect(texts(live.onSnapshot(snap(die(3, '3'))))).toEqual(["Bob's turn."]);
      expect(live.state).toMatchObject({ phase: 'throw', arena: ['3'] });
      expect(live.state.players.map((player) => player.stock)).toEqual([1, 1]);
    }
  });

  it('rules two dice where the start die should be as the start die and a first throw when the players say so (a slow start: helper 137)', () => {
    const questionText = (live: LiveStrikeReferee) => renderQuestion('strike', live.question!, 'en');
    // The start die and Ann's 3, first seen together: asked, with the offer.
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    expect(live.onSnapshot(snap(die(1, '4'), die(2, '3'))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'startDie', dieIds: [1, 2], params: { thrower: 'Ann' } });
    expect(questionText(live)).toBe("2 dice are in the arena, where the start die should lie alone. Take one out; or, if one is the start die and Ann has thrown the other, rule it as Ann's throw.");
    expect(renderQuestion('strike', live.question!, 'fr')).toBe("2 dés sont dans l'arène, où le dé de départ devrait être seul. Retirez-en un ; ou, si l'un est le dé de départ et qu'Ann a lancé l'autre, comptez-le comme le lancer d'Ann.");
    // In the words of the button it points to, « Compter comme un lancer » (src/app/i18n/fr.ts panel.ruleAsThrow), as the English "rule it as" names "Rule it as a throw" (helper 196).
    expect(live.canRuleAsThrow).toBe(true);
    expect(texts(live.treatAsThrow())).toEqual(["Ann's turn.", ANN_GOES_ON]);
    expect(live.state).toMatchObject({ phase: 'throw', arena: ['4', '3'] });
    expect(live.state.players[0]!.stock).toBe(8);
    expect(live.question).toBeNull();
    // Then Ann throws again, ruled from that arena.
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '3'), die(3, '4'))))[0]).toBe('Ann collects 2 × 4 (2 dice). Turn over.');

    // A pair: Ann's first throw collects it. An X beside a number: the X is the throw, out of the game.
    const pair = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] }).live;
    pair.onSnapshot(snap(die(1, '5'), die(2, '5')));
    expect(texts(pair.treatAsThrow())[1]).toBe('Ann collects 2 × 5 (2 dice). Turn over.');
    const x = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] }).live;
    x.onSnapshot(snap(die(1, 'X'), die(2, '2')));
    x.treatAsThrow();
    expect(x.state.arena).toEqual(['2']);
    expect(x.toRemove).toEqual([1]);

    // No offer for one die that is no start die, three dice, or two where neither is surely a number.
    for (const dice of [[die(1, 'X')], [die(1, '4'), die(2, '3'), die(3, '1')], [die(1, null), die(2, '3', { confidence: 0.4 })]]) {
      const other = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] }).live;
      other.onSnapshot(snap(...dice));
      expect(other.question).toMatchObject({ kind: 'startDie' });
      expect(other.question?.params).not.toHaveProperty('thrower');
      expect(questionText(other)).toBe('Put exactly one start die in the arena, showing a number.');
      expect(other.canRuleAsThrow).toBe(false);
      expect(other.treatAsThrow().events).toEqual([]);
      expect(other.state.phase).toBe('startDie');
    }
    // Nor in a recording, where nobody answers (the review).
    const recording = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] }, { askWhenUnsure: false }).live;
    recording.onSnapshot(snap(die(1, '4'), die(2, '3')));
    expect(recording.question?.params).not.toHaveProperty('thrower');
    expect(recording.canRuleAsThrow).toBe(false);
  });

  it('rules a throw, lists the dice to take out, and accepts their removal', () => {
    const live = started();
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '4'))))).toEqual([
      'Ann collects 2 × 4 (2 dice). Turn over.', 'Big hit! Ann emptied the arena.', 'The arena is empty: Bob must throw all 9 dice at once.',
    ]);
    expect(live.toRemove).toEqual([1, 2]);
    expect(live.onSnapshot(snap()).events).toEqual([]);
    expect(live.toRemove).toEqual([]);
    expect(live.question).toBeNull();
  });

  it('ignores dice pushed around without changing faces', () => {
    const live = started();
    const moved = snap({ ...die(1, '4'), box: [300, 300, 320, 320] });
    expect(live.onSnapshot(moved).events).toEqual([]);
    expect(live.question).toBeNull();
    expect(live.state.throwsThisTurn).toBe(0);
  });

  it('takes dice taken out and set down beside the arena in view for a removal, not a die thrown out', () => {
    const beside = (id: number, face: Face | null, x: number) => die(id, face, { inArena: false, box: [x, 0, x + 20, 20] });
    const live = started();
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, 'X'))))).toEqual(['X! 1 die is out of the game.', ANN_NO_MATCH]);
    // The X is lifted and set down next to the box (strike-en.txt, "That was an X!"): the tracker gives it a new id.
    expect(live.onSnapshot(snap(die(1, '4'), beside(9, 'X', 500))).events).toEqual([]);
    expect([live.lastChange, live.toRemove, live.question]).toEqual(['removed', [], null]);
    expect(live.state.players.map((p) => p.stock)).toEqual([8, 9]);
    // Ann throws on; the X beside the box is neither thrown nor marked to take out again.
    expect(texts(live.onSnapshot(snap(die(1, '4'), beside(9, 'X', 500), die(3, '2'))))).toEqual([ANN_GOES_ON]);
    expect(live.toRemove).toEqual([]);
    // A die that appears outside with no die lifted is a die thrown out (and one read as none, too).
    expect(texts(live.onSnapshot(snap(die(1, '4'), beside(9, 'X', 500), die(3, '2'), beside(4, null, 560))))).toEqual(['1 die left the arena: out of the game.', ANN_GOES_ON]);
    expect(live.toRemove).toEqual([4]);
    // The X beside the box picked up and put away: nothing to ask.
    expect(live.onSnapshot(snap(die(1, '4'), die(3, '2'), beside(4, null, 560))).events).toEqual([]);
    expect([live.lastChange, live.question]).toEqual(['removed', null]);
    // The X set down showing another face (a die lands as it may), then Ann's next die, thrown at the
    // same settle as the X was lifted: the die in the arena is her throw, the one outside the X.
    const turned = started();
    turned.onSnapshot(snap(die(1, '4'), die(2, 'X')));
    turned.onSnapshot(snap(die(1, '4'), beside(9, '1', 500)));
    expect([turned.lastChange, turned.toRemove, turned.state.players.map((p) => p.stock)]).toEqual(['removed', [], [8, 9]]);
    const atOnce = started();
    atOnce.onSnapshot(snap(die(1, '4'), die(2, 'X')));
    expect(texts(atOnce.onSnapshot(snap(die(1, '4'), beside(9, 'X', 500), die(3, '2'))))).toEqual([ANN_GOES_ON]);
    expect([atOnce.toRemove, atOnce.state.players.map((p) => p.stock)]).toEqual([[], [7, 9]]);
    // Thrown out at that settle, beside the X set down: one of the two outside is her die.
    const outToo = started();
    outToo.onSnapshot(snap(die(1, '4'), die(2, 'X')));
    expect(texts(outToo.onSnapshot(snap(die(1, '4'), beside(9, 'X', 500), beside(3, '2', 560))))).toEqual(['1 die left the arena: out of the game.', ANN_NO_MATCH]);
    expect(outToo.toRemove).toEqual([3]);
    // A correction that rules the throw again does not mark the X set down to take out.
    expect(texts(atOnce.correct(3, '4'))).toContain('Ann collects 2 × 4 (2 dice). Turn over.');
    expect(atOnce.toRemove).toEqual([1, 3]);
  });

  it('takes a die outside the arena for the all-in throw after a big hit, not for a collected die set down, when the rules need it (helper 248: photos)', () => {
    const beside = (id: number, face: Face | null, x: number) => die(id, face, { inArena: false, box: [x, 0, x + 20, 20] });
    const bigHit = () => {
      const live = started();
      // Ann's 4 pairs the start die 4: the big hit empties the arena, and Bob must throw all 9.
      expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '4'))))).toContain('The arena is empty: Bob must throw all 9 dice at once.');
      return live;
    };
    // No photo of the arena emptied: the collected 4s gone, Bob's eight dice in the arena and one
    // just outside. Taken as a 4 set down, the throw would be eight dice (refused); it is his ninth.
    const faces: Face[] = ['1', 'X', '5', '2', '3', 'X', 'X', '1'];
    const eight = faces.map((face, k) => die(10 + k, face));
    const photo = bigHit();
    expect(texts(photo.onSnapshot(snap(...eight, beside(30, '4', 600))))).toEqual([
      'X! 3 dice are out of the game.', '1 die left the arena: out of the game.', 'Bob collects 2 × 1 (2 dice). Turn over.', "Ann's turn.",
    ]);
    expect(photo.question).toBeNull();
    expect(photo.toRemove).toContain(30);
    expect(photo.state.players.map((p) => p.stock)).toEqual([10, 2]);
    // Nine dice in the arena: the die outside is a collected 4 set down, not thrown.
    const nine = bigHit();
    expect(texts(nine.onSnapshot(snap(...eight, die(18, '4'), beside(30, '4', 600))))).not.toContain('1 die left the arena: out of the game.');
    expect(nine.toRemove).not.toContain(30);
    expect(nine.state.players.map((p) => p.stock)).toEqual([10, 2]);
    // A die outside where no count needs it, the collected pair lifted at the throw: set down as before.
    const one = started();
    expect(texts(one.onSnapshot(snap(die(1, '4'), die(2, '3'))))).toEqual([ANN_GOES_ON]);
    expect(texts(one.onSnapshot(snap(die(1, '4'), die(2, '3'), die(3, '3'))))).toContain('Ann collects 2 × 3 (2 dice). Turn over.');
    expect(texts(one.onSnapshot(snap(die(1, '4'), beside(9, '3', 500), die(4, '5'))))).toEqual(['Every die differs: Bob may throw another die or pass.']);
    expect(one.toRemove).toEqual([]);
  });

  it('removes X and out-of-arena dice, and leaves dice still to be removed out of the next throw', () => {
    const live = started();
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, 'X'))))).toEqual(['X! 1 die is out of the game.', ANN_NO_MATCH]);
    expect(live.toRemove).toEqual([2]);
    // The X die is still there when Ann throws again; her new die lands outside the arena.
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, 'X'), die(3, '2', { inArena: false }))))).toEqual(['1 die left the arena: out of the game.', ANN_NO_MATCH]);
    expect(live.toRemove).toEqual([2, 3]);
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, 'X'), die(4, '1'))))).toEqual([ANN_GOES_ON]);
    expect(live.state.arena).toEqual(['4', '1']);
    // The fallen die 3 was picked up with that throw; the X is still there.
    expect(live.toRemove).toEqual([2]);
    // Ann takes the X out as she throws again: nothing is left to take out.
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(4, '1'), die(5, '3'))))).toEqual([ANN_GOES_ON]);
    expect(live.toRemove).toEqual([]);
    expect(live.state.arena).toEqual(['4', '1', '3']);
    expect(texts(live.pass())).toEqual(['Ann passes.', "Bob's turn."]);
  });

  it('asks about an unreadable or doubtful die before ruling, and rules with the players’ answers', () => {
    const live = started();
    expect(live.onSnapshot(snap(die(1, '4'), die(2, null))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'confirmThrow', dieIds: [2] });
    // Only the players' answer settles it: a recording being played waits for it.
    expect(live.waitsForAnswer).toBe(true);
    // Every die of the throw, asked about or not, takes a face given as an answer.
    expect([live.isBeingConfirmed(1), live.isBeingConfirmed(2), live.isBeingConfirmed(3)]).toEqual([true, true, false]);
    // No correction is undone under it (the arena it is ruled against stays as it is).
    expect(live.canUndo).toBe(false);
    expect(live.undo().rejected).toMatchObject({ code: 'answer-first', params: { undoing: true } });
    live.answer(2, '4');
    expect(texts(live.confirm())).toEqual(['Ann collects 2 × 4 (2 dice). Turn over.', 'Big hit! Ann emptied the arena.', 'The arena is empty: Bob must throw all 9 dice at once.']);
    expect(live.question).toBeNull();
    expect(live.waitsForAnswer).toBe(false);
    expect(live.isBeingConfirmed(1)).toBe(false);

    const other = started();
    other.onSnapshot(snap(die(1, '4'), die(2, '5', { confidence: 0.3 })));
    expect(other.question).toMatchObject({ kind: 'confirmThrow', dieIds: [2] });
    expect(() => other.answer(9, '1')).toThrow(/not in the throw/);
    expect(texts(other.confirm())).toEqual([ANN_GOES_ON]);
    expect(other.state.arena).toEqual(['4', '5']);
  });

  it('keeps the dice that lay still while the camera moved where they lay, however many snapshots the arena ruled against is old', () => {
    const live = started();
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '1'))))).toEqual([ANN_GOES_ON]);
    // A face changed with no throw (a misread): refused, and the arena ruled against stays the last ruled.
    expect(live.onSnapshot(snap(die(1, '4'), die(2, '2'))).rejected).not.toBeNull();
    // The camera panned 150 px right meanwhile (the move comes once, with the snapshot after it),
    // then the die reads 1 again: nothing changed on the table.
    const pan = [1, 0, 150, 0, 1, 0, 0, 0, 1];
    const panned = (d: SnapshotDie): SnapshotDie => ({ ...d, box: [d.box[0] + 150, d.box[1], d.box[2] + 150, d.box[3]] });
    live.onSnapshot({ ...snap(panned(die(1, '4')), panned(die(2, '2'))), cameraMove: pan });
    live.onSnapshot(snap(panned(die(1, '4')), panned(die(2, '1'))));
    expect(live.lastChange).toBe('none');
    expect(live.state.arena).toEqual(['4', '1']);
  });

  it('rules a throw waiting for an answer once its doubtful die is read surely where it lies, or once the arena changes (helper 129: played on unanswered)', () => {
    // The blur gone: the die reads 5 at the next settle, in place. The question is answered by it.
    const live = started();
    expect(live.onSnapshot(snap(die(1, '4'), die(2, null))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'confirmThrow', dieIds: [2] });
    expect(live.onSnapshot(snap(die(1, '4'), die(2, null))).events).toEqual([]); // still unreadable: it still waits
    expect(live.question).toMatchObject({ kind: 'confirmThrow' });
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '5'))))).toEqual([ANN_GOES_ON]);
    expect(live.question).toBeNull();
    expect(live.state.arena).toEqual(['4', '5']);
    // An answer given stands over what the camera reads later.
    const answered = started();
    answered.onSnapshot(snap(die(1, '4'), die(2, null)));
    answered.answer(2, '4');
    expect(texts(answered.onSnapshot(snap(die(1, '4'), die(2, '5'))))).toEqual(['Ann collects 2 × 4 (2 dice). Turn over.', 'Big hit! Ann emptied the arena.', 'The arena is empty: Bob must throw all 9 dice at once.']);
    // Unanswered, and the next throw made, the doubtful die now read: the waiting throw is ruled
    // first with it, then the new throw against it (it was "2 dice appeared", and out of step).
    const playedOn = started();
    playedOn.onSnapshot(snap(die(1, '4'), die(2, null)));
    const step = playedOn.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '2')));
    expect(step.rejected).toBeFalsy();
    expect(texts(step)).toEqual([ANN_GOES_ON, ANN_GOES_ON]);
    expect(playedOn.state.arena).toEqual(['4', '5', '2']);
    expect(playedOn.question).toBeNull();
    // Still unreadable then: the waiting throw is ruled as Confirm rules it (a die not lying flat,
    // to roll again), and the die is asked about anew in the arena now.
    const unread = started();
    unread.onSnapshot(snap(die(1, '4'), die(2, null)));
    const later = unread.onSnapshot(snap(die(1, '4'), die(2, null), die(3, '2')));
    expect(later.rejected).toBeFalsy();
    expect(texts(later)).toEqual(['A die is not lying flat: roll it again outside the arena and put it back showing its new face.']);
    expect(unread.state.phase).toBe('reroll');
    expect(unread.question).toMatchObject({ kind: 'confirmThrow', dieIds: [2] });
  });

  it('keeps the faces of ruled dice that lie still while a blur makes them unreadable (helper 132)', () => {
    const live = started();
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '5'))))).toEqual([ANN_GOES_ON]);
    // Blurred, nothing moved: no change the rules cannot explain, nothing asked.
    expect(live.onSnapshot(snap(die(1, null), die(2, '5', { confidence: 0.2 }))).events).toEqual([]);
    expect(live.question).toBeNull();
    expect(live.lastChange).toBe('none');
    // A throw under the blur: only the thrown die is asked about; Confirm unanswered re-rolls it alone.
    expect(live.onSnapshot(snap(die(1, null), die(2, null), die(3, null))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'confirmThrow', dieIds: [3] });
    expect(texts(live.confirm())).toEqual(['A die is not lying flat: roll it again outside the arena and put it back showing its new face.']);
    expect(live.state.arena).toEqual(['4', '5']);
    // A die that moved is read anew: unreadable after moving, it is asked about.
    const moved = started();
    moved.onSnapshot(snap(die(1, '4'), die(2, '5')));
    moved.onSnapshot(snap(die(1, '4'), { ...die(2, null), box: [300, 300, 320, 320] }, die(3, '2')));
    expect(moved.question).toMatchObject({ kind: 'confirmThrow', dieIds: [2] });
  });

  it('keeps a throw waiting, with its answers, until its dice are all answered or the next throw lands, and rules it once (helper 131)', () => {
    const stocks = (live: LiveStrikeReferee) => live.state.players.map((p) => p.stock);
    // The doubtful die read otherwise, still doubtful, nothing moved: it still waits, no guess ruled.
    const otherGuess = started();
    otherGuess.onSnapshot(snap(die(1, '4'), die(2, '3', { confidence: 0.4 })));
    expect(otherGuess.onSnapshot(snap(die(1, '4'), die(2, '5', { confidence: 0.4 }))).events).toEqual([]);
    expect(otherGuess.question).toMatchObject({ kind: 'confirmThrow', dieIds: [2] });
    expect(stocks(otherGuess)).toEqual([9, 9]);
    // Bob's all-in throw after a big hit, two dice unreadable; one read surely at the next settle:
    // it waits for the other, the first answered; an answer given stays through the same arena settling again.
    const two = started();
    two.onSnapshot(snap(die(1, '4'), die(2, '4')));
    two.onSnapshot(snap());
    const thrown = (four: Face | null, eight: Face | null) => snap(die(3, '1'), die(4, four), die(5, '3'), die(6, '5'), die(7, '1'), die(8, eight), die(9, '2'), die(10, '2'), die(11, '3'));
    expect(two.onSnapshot(thrown(null, null)).events).toEqual([]);
    expect(two.question).toMatchObject({ kind: 'confirmThrow', dieIds: [4, 8] });
    expect(two.onSnapshot(thrown('4', null)).events).toEqual([]);
    expect(two.question).toMatchObject({ kind: 'confirmThrow', dieIds: [4, 8] });
    expect([...two.answers]).toEqual([[4, '4']]);
    two.answer(8, '4');
    const ruled = two.onSnapshot(thrown('4', null)); // all answered now: ruled with the answers
    expect(ruled.events[0]).toMatchObject({ type: 'diceThrown', player: 1 });
    expect(texts(ruled)[0]).toBe('Bob collects 2 × 1, 2 × 2, 2 × 3 and 2 × 4 (8 dice). Turn over.');
    expect(two.question).toBeNull();
    // The tracker gives the doubtful die another id: compared with the arena before the throw, and ruled once only.
    const newId = started();
    newId.onSnapshot(snap(die(1, '4'), die(2, '3', { confidence: 0.4 })));
    expect(texts(newId.onSnapshot(snap(die(1, '4'), { ...die(7, '3'), box: die(2, '3').box })))).toEqual([ANN_GOES_ON]);
    expect(newId.onSnapshot(snap(die(1, '4'), { ...die(7, '3'), box: die(2, '3').box })).events).toEqual([]);
    expect(stocks(newId)).toEqual([8, 9]);
    // No pass while the throw waits: it is the thrower's (the next throw would be the next player's).
    const passing = started();
    passing.onSnapshot(snap(die(1, '4'), die(2, null)));
    const refused = passing.pass().rejected!;
    expect(refused).toMatchObject({ code: 'answer-first', params: { passing: true } });
    expect([renderRefusal('strike', refused, 'en'), renderRefusal('strike', refused, 'fr')]).toEqual([
      'First confirm the throw or answer the question about it, then pass',
      "Confirmez d'abord le lancer ou répondez à la question à son sujet, puis passez votre tour",
    ]);
    expect(passing.state.current).toBe(0);
    // An answer given, then the die knocked by the next throw to another face: read anew, not kept.
    const knocked = started();
    knocked.onSnapshot(snap(die(1, '4'), die(2, null)));
    knocked.answer(2, '5');
    const next = knocked.onSnapshot(snap(die(1, '4'), die(2, '1'), die(3, '1')));
    expect(texts(next)[0]).toBe(ANN_GOES_ON);
    expect(knocked.state.arena).not.toContain('5');
  });

  it('asks for a leaning die to be re-rolled and takes its face when it is put back', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, null)));
    live.answer(2, 'leaning');
    expect(texts(live.confirm())).toEqual(['A die is not lying flat: roll it again outside the arena and put it back showing its new face.']);
    expect(live.onSnapshot(snap(die(1, '4'))).events).toEqual([]);
    expect(live.question).toBeNull();
    expect(live.onSnapshot(snap(die(1, '4'), die(3, '2'))).events.map((e) => e.type)).toEqual(['rerolledDiePlaced']);
    expect(live.state.arena).toEqual(['4', '2']);
  });

  it('asks the players to put back a die the rules did not call for', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    expect(live.onSnapshot(snap(die(1, '4'))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [2], message: 'A 5 was taken out, but the rules did not call for it: put it back.' });
    expect(live.waitsForAnswer).toBe(false);
    expect(live.onSnapshot(snap(die(1, '4'), die(2, '5'))).events).toEqual([]);
    expect(live.question).toBeNull();
  });

  it('takes a die taken out unasked and put back, under a new tracker id, as put back: no throw, nobody loses a die (helper 138)', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '5'))))[0]).toBe('Ann collects 2 × 5 (2 dice). Turn over.');
    // Every die lifted, the 4 with the 5s: the 4 is asked back.
    expect(live.onSnapshot(snap()).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [1] });
    // Put back, elsewhere: the tracker gives it a new id. Nothing is ruled; the 5s stay taken out.
    const back = live.onSnapshot(snap(die(7, '4')));
    expect(back.events).toEqual([]);
    expect(back.announcements).toEqual([]);
    expect(live.lastChange).toBe('putBack');
    expect(live.question).toBeNull();
    expect(live.state.players.map((p) => p.stock)).toEqual([9, 9]);
    expect(live.state.arena).toEqual(['4']);
    // Bob's throw is then ruled from the 4.
    expect(texts(live.onSnapshot(snap(die(7, '4'), die(8, '4'))))[0]).toBe('Bob collects 2 × 4 (2 dice). Turn over.');
  });

  it('asks again about dice taken out unasked that are still missing, and rules a die of another face as a throw', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '2')));
    live.pass();
    // Bob lifts the 4 and the 5; only the 5 comes back.
    live.onSnapshot(snap(die(3, '2')));
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [1, 2] });
    expect(live.onSnapshot(snap(die(3, '2'), die(9, '5'))).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [1], message: 'A 4 was taken out, but the rules did not call for it: put it back.' });
    // A 1 now is no 4 put back: Bob's throw, the 4 counted out of the arena.
    const thrown = live.onSnapshot(snap(die(3, '2'), die(9, '5'), die(10, '1')));
    expect(thrown.events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 1, arena: ['2', '5', '1'], out: 1 });
  });

  it('asks about a change the rules cannot explain, and can rule it as a throw', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    expect(live.onSnapshot(snap(die(1, '2'), die(2, '5'))).events).toEqual([]);
    expect(live.question?.kind).toBe('unexplained');
    expect(live.treatAsThrow().rejected?.code).toBe('wrong-throw-count');
    expect(live.question?.message).toMatch(/^This cannot be the arena after a throw. /);
  });

  it('refuses a throw the rules cannot take once, not again at every settle, and rules the arena once it can', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '4')));
    live.onSnapshot(snap());
    expect(live.state.mustThrowAll).toBe(true);
    // Bob throws his 9 dice; the camera sees 3 of them.
    const seen = [die(3, '1'), die(4, '2'), die(5, '3')];
    expect(live.onSnapshot(snap(...seen)).rejected?.code).toBe('must-throw-all');
    expect(live.question).toMatchObject({ kind: 'unexplained', params: { cause: 'refused' } });
    const again = live.onSnapshot(snap(...seen));
    expect(again.rejected).toBeUndefined();
    expect(again.events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'unexplained', params: { cause: 'refused' } });
    // The dice spread out so that all 9 show: ruled as Bob's throw.
    const all = (['1', '2', '3', '5', '1', '2', '3', '5', 'X'] as const).map((face, i) => die(10 + i, face));
    const ruled = live.onSnapshot(snap(...all));
    expect(ruled.events.map((e) => e.type)).toContain('diceThrown');
    expect(live.question).toBeNull();
    expect(live.state.players[1]!.stock).toBe(8); // the four pairs collected back
  });

  it('rules a refused all-in throw with the dice missing from view counted out when the players say they flew out', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '4')));
    live.onSnapshot(snap());
    expect(live.canCountMissingOut).toBe(false);
    // Bob throws his 9 dice; 7 land in view, one of them outside the arena.
    const seen = [die(3, '1'), die(4, '2'), die(5, '3'), die(6, '5'), die(7, '1'), die(8, 'X'), { ...die(9, '2'), inArena: false }];
    expect(live.onSnapshot(snap(...seen)).rejected?.code).toBe('must-throw-all');
    expect(live.canCountMissingOut).toBe(true);
    // The die seen outside the arena is in view: 2 of the 9 are missing.
    expect(live.missingFromAllIn).toEqual({ missing: 2, stock: 9 });
    expect(texts(live.treatAsThrow())).toEqual([
      'X! 1 die is out of the game.',
      '3 dice left the arena: out of the game.',
      'Bob collects 2 × 1 (2 dice). Turn over.',
      "Ann's turn.",
    ]);
    expect(live.question).toBeNull();
    expect(live.canCountMissingOut).toBe(false);
    expect(live.missingFromAllIn).toBeNull();
    expect(live.state.players[1]!.stock).toBe(2);
    expect([...live.state.arena].sort()).toEqual(['2', '3', '5']);
  });

  it('rules a die the players say flew out of sight as a throw out of the arena: the thrower may throw again or pass (helper 167)', () => {
    const live = started();
    expect(live.canPass).toBe(false);
    expect(live.canRuleMissedDie).toBe(true);
    // Ann's die flies off the table: the camera sees the arena as it was.
    expect(live.onSnapshot(snap(die(1, '4'))).events).toEqual([]);
    const missed = live.dieMissed();
    expect(texts(missed)).toEqual(['1 die left the arena: out of the game.', ANN_NO_MATCH]);
    expect(missed.events.find((event) => event.type === 'diceThrown')).toMatchObject({ count: 1, out: 1 });
    expect(live.lastChange).toBe('throw');
    expect(live.state.players[0]!.stock).toBe(8);
    expect(live.canPass).toBe(true);
    // Her next die lands: asked whether it is the lost one; not (another die): one die thrown, not two.
    expect(live.onSnapshot(snap(die(1, '4'), die(2, '4'))).events).toEqual([]);
    expect(live.question?.kind).toBe('missedDieFound');
    expect(texts(live.missedDieFound(false))).toEqual(['Ann collects 2 × 4 (2 dice). Turn over.', 'Big hit! Ann emptied the arena.', 'The arena is empty: Bob must throw all 9 dice at once.']);
    expect(live.state.players[0]!.stock).toBe(9);
    // An all-in throw's missing dice are asked about instead (missingFromAllIn): no die missed alone.
    expect(live.canRuleMissedDie).toBe(false);
    expect(live.dieMissed().events).toEqual([]);
    expect(live.state.players[1]!.stock).toBe(9);
  });

  it('takes a die said flown out of sight back on Undo, the game as before it: the die then found in the arena is the throw, counted once', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '2'))); // Ann throws a 2: every die differs
    live.dieMissed(); // pressed by mistake
    expect(stocks(live)).toEqual([7, 9]);
    expect(live.canUndo).toBe(true);
    const undone = live.undo();
    expect(undone.rejected).toBeUndefined();
    // Ann may still throw another die or pass, as she was told before it (h206: "Ann's turn.").
    expect(texts(undone)).toEqual(["Ann's die said to have flown out of sight is taken back: the game is back as it was before it.", ANN_GOES_ON]);
    expect(renderAnnouncement('strike', undone.announcements[0]!, 'fr')).toBe("Le dé d'Ann dit envolé hors de vue est repris\u00a0: la partie est revenue où elle en était avant.");
    expect(stocks(live)).toEqual([8, 9]);
    expect(live.state.throwsThisTurn).toBe(1);
    expect(live.state.arena).toEqual(['4', '2']);
    expect(live.canUndo).toBe(false);
    // Said again and taken back: the die then found in the arena is Ann's throw, counted once.
    live.dieMissed();
    expect(stocks(live)).toEqual([7, 9]);
    live.undo();
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5'))))).toEqual([ANN_GOES_ON]);
    expect(stocks(live)).toEqual([7, 9]);
    expect(live.state.arena).toEqual(['4', '2', '5']);
  });

  it('takes back with a die said flown out of sight the pass after it, and says so: the thrower may throw again or pass, as before it', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '2')));
    live.dieMissed();
    expect(texts(live.pass())).toEqual(['Ann passes.', "Bob's turn."]);
    expect(live.undoTakesBack).toBe('missedDie');
    const undone = live.undo();
    expect(texts(undone)).toEqual(["Ann's die said to have flown out of sight is taken back, and so is Ann's pass after it: the game is back as it was before the die.", ANN_GOES_ON]);
    expect(renderAnnouncement('strike', undone.announcements[0]!, 'fr')).toBe("Le dé d'Ann dit envolé hors de vue est repris, et Ann ne passe plus son tour\u00a0: la partie est revenue où elle en était avant ce dé.");
    expect(renderAnnouncement('strike', undone.announcements[1]!, 'fr')).toBe('Tous les dés sont différents\u00a0: Ann peut lancer un autre dé ou passer son tour.');
    expect(live.state).toMatchObject({ current: 0, throwsThisTurn: 1, arena: ['4', '2'] });
    expect(stocks(live)).toEqual([8, 9]);
    // Ann's next die is hers: still her turn.
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '4'))))).toEqual(['Ann collects 2 × 4 (2 dice). Turn over.', "Bob's turn."]);
  });

  it('takes a die said flown out of sight back after a reload too (its marks unsaved: the arena lined up again), and rules the next die from there', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '2')));
    live.dieMissed();
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    expect(resumed.onSnapshot(snap(die(11, '4'), die(12, '2'))).events).toEqual([]);
    expect(resumed.undoTakesBack).toBe('missedDie');
    expect(texts(resumed.undo())).toEqual(["Ann's die said to have flown out of sight is taken back: the game is back as it was before it.", ANN_GOES_ON]);
    expect([stocks(resumed), resumed.toRemove, resumed.question]).toEqual([[8, 9], [], null]);
    expect(texts(resumed.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5'))))).toEqual([ANN_GOES_ON]);
    expect(stocks(resumed)).toEqual([7, 9]);
    expect(resumed.state.arena).toEqual(['4', '2', '5']);
  });

  it('asks whether a die come into the arena after one said flown out of sight is that die: yes, it is the thrower\'s throw, the lost die taken back (as Undo then the throw)', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '2'))); // Ann throws a 2: every die differs
    live.dieMissed(); // her next die rolls out of view…
    expect(stocks(live)).toEqual([7, 9]);
    // …and comes to rest in the arena after all: asked, not ruled.
    const came = live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5')));
    expect(came.events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'missedDieFound', dieIds: [3], params: { die: { id: 3, face: '5' }, player: 'Ann', next: 'Ann' } });
    expect(renderQuestion('strike', live.question!, 'en')).toBe("A 5 came into the arena: is it Ann's die that flew out of sight? If so, it is Ann's throw, no die lost; if not, it is Ann's next throw.");
    expect(renderQuestion('strike', live.question!, 'fr')).toBe("Un 5 est arrivé dans l'arène\u00a0: est-ce le dé d'Ann envolé hors de vue\u00a0? Si oui, c'est le lancer d'Ann, aucun dé n'est perdu\u00a0; sinon, c'est le lancer suivant d'Ann.");
    expect(live.question!.message).toBe(renderQuestion('strike', live.question!, 'en'));
    expect(stocks(live)).toEqual([7, 9]);
    // The question holds the turn: no pass, no correction of the die before it is answered.
    expect(live.canPass).toBe(false);
    expect(live.pass().rejected?.code).toBe('answer-first');
    expect(live.canSetFace(3)).toBe(false);
    expect(live.canRuleMissedDie).toBe(false);
    // The same arena at the next settle: the question stands, nothing ruled.
    expect(live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5'))).events).toEqual([]);
    expect(live.question?.kind).toBe('missedDieFound');
    const yes = live.missedDieFound(true);
    // The taking back, then the throw: Ann's choice said once (not also for the game as it stood before the die came).
    expect(texts(yes)).toEqual(["Ann's die said to have flown out of sight is taken back: the game is back as it was before it.", ANN_GOES_ON]);
    expect(live.question).toBeNull();
    expect(stocks(live)).toEqual([8 - 1, 9]);
    expect(live.state).toMatchObject({ current: 0, arena: ['4', '2', '5'], throwsThisTurn: 2 });
    expect(live.canUndo).toBe(false); // the lost die is no more: nothing to take back
    // The game as pressing Undo before the die came would leave it.
    const plain = started();
    plain.onSnapshot(snap(die(1, '4'), die(2, '2')));
    plain.dieMissed();
    plain.undo();
    plain.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5')));
    expect(live.state).toEqual(plain.state);
    // Undo (U) pressed while the question stands answers it so too.
    const undone = started();
    undone.onSnapshot(snap(die(1, '4'), die(2, '2')));
    undone.dieMissed();
    undone.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5')));
    expect(undone.canUndo).toBe(true);
    // Said as Yes says it: the taking back, then the throw (Ann's choice not said twice).
    expect(texts(undone.undo())).toEqual(texts(yes));
    expect(undone.question).toBeNull();
    expect(undone.state).toEqual(plain.state);
  });

  it('asks whether a die come into the arena after one said flown out of sight is that die: no, it is the next throw, as ruled unasked', () => {
    const setUp = (config = {}) => {
      const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] }, config);
      live.onSnapshot(snap(die(1, '4')));
      live.onSnapshot(snap(die(1, '4'), die(2, '2')));
      live.dieMissed();
      return live;
    };
    const live = setUp();
    live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5')));
    expect(live.question?.kind).toBe('missedDieFound');
    const no = live.missedDieFound(false);
    expect(texts(no)).toEqual([ANN_GOES_ON]);
    expect(live.question).toBeNull();
    expect(stocks(live)).toEqual([6, 9]);
    expect(live.state).toMatchObject({ current: 0, arena: ['4', '2', '5'], throwsThisTurn: 3 });
    expect(live.undoTakesBack).toBeNull(); // the next throw ruled: the lost die stays lost
    // As a recording (nobody to ask) rules the same arena.
    const unasked = setUp({ askWhenUnsure: false });
    expect(texts(unasked.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5'))))).toEqual([ANN_GOES_ON]);
    expect(unasked.question).toBeNull();
    expect(live.state).toEqual(unasked.state);
    // No question stands: the answer does nothing.
    expect(live.missedDieFound(true).events).toEqual([]);
    expect(stocks(live)).toEqual([6, 9]);
  });

  it('after a pass, asks whether the die come into the arena is the lost one: yes, the pass is taken back and it is the thrower\'s; no, it is the next player\'s throw', () => {
    const passed = () => {
      const live = started();
      live.onSnapshot(snap(die(1, '4'), die(2, '2')));
      live.dieMissed();
      live.pass();
      expect(live.state.current).toBe(1);
      live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '4')));
      expect(live.question).toMatchObject({ kind: 'missedDieFound', params: { player: 'Ann', next: 'Bob' } });
      return live;
    };
    const asked = passed();
    expect(renderQuestion('strike', asked.question!, 'en')).toBe("A 4 came into the arena: is it Ann's die that flew out of sight? If so, it is Ann's throw, no die lost; if not, it is Bob's throw.");
    expect(renderQuestion('strike', asked.question!, 'fr')).toBe("Un 4 est arrivé dans l'arène\u00a0: est-ce le dé d'Ann envolé hors de vue\u00a0? Si oui, c'est le lancer d'Ann, aucun dé n'est perdu\u00a0; sinon, c'est le lancer de Bob.");
    expect(asked.canRetire).toBe(false);
    // Yes: Ann's die, her pass taken back with the lost die; she collects the two 4s.
    expect(texts(asked.missedDieFound(true)).slice(-2)).toEqual(['Ann collects 2 × 4 (2 dice). Turn over.', "Bob's turn."]);
    expect(stocks(asked)).toEqual([9, 9]);
    // No: Bob's throw; he collects the two 4s.
    const other = passed();
    expect(texts(other.missedDieFound(false))).toEqual(['Bob collects 2 × 4 (2 dice). Turn over.', "Ann's turn."]);
    expect(stocks(other)).toEqual([7, 10]);
  });

  it('asks nothing when more than one die came into the arena after one said lost, nor once a throw was ruled since', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '2')));
    live.dieMissed();
    // Two dice new in the arena: not the lost die alone; refused as a throw of one die, as ever.
    expect(live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5'), die(4, '3'))).rejected?.code).toBe('wrong-throw-count');
    expect(live.question?.kind).toBe('unexplained');
    // One die taken out again: asked about that die.
    live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5')));
    expect(live.question?.kind).toBe('missedDieFound');
    live.missedDieFound(false);
    // The next die is a throw as any other: the lost die can no longer be taken back.
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5'), die(4, '3'))))).toEqual(['Every die differs: Ann may throw another die or pass.']);
    expect(live.question).toBeNull();
  });

  it('says, when two dice were said flown out of sight, which one the die come into the arena may be and that the other stays out of the game either way (only the last is taken back)', () => {
    const lostTwice = (passBetween: boolean) => {
      const live = started();
      live.onSnapshot(snap(die(1, '4'), die(2, '2')));
      live.dieMissed();
      if (passBetween) live.pass();
      live.dieMissed();
      live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5')));
      return live;
    };
    // Both Ann's: one found, her other die still lost.
    const same = lostTwice(false);
    expect(stocks(same)).toEqual([6, 9]);
    expect(same.question).toMatchObject({ kind: 'missedDieFound', params: { player: 'Ann', next: 'Ann', earlier: ['Ann'] } });
    expect(renderQuestion('strike', same.question!, 'en')).toBe("A 5 came into the arena: is it Ann's die that flew out of sight? If so, it is Ann's throw; if not, it is Ann's next throw. Ann's other die said flown out of sight stays out of the game either way.");
    expect(renderQuestion('strike', same.question!, 'fr')).toBe("Un 5 est arrivé dans l'arène\u00a0: est-ce le dé d'Ann envolé hors de vue\u00a0? Si oui, c'est le lancer d'Ann\u00a0; sinon, c'est le lancer suivant d'Ann. Dans les deux cas, l'autre dé d'Ann dit envolé hors de vue reste hors-jeu.");
    expect(texts(same.missedDieFound(true))).toEqual(["Ann's die said to have flown out of sight is taken back: the game is back as it was before it.", ANN_GOES_ON]);
    expect(stocks(same)).toEqual([6, 9]); // 8, one lost, one thrown into the arena
    expect(same.state).toMatchObject({ current: 0, arena: ['4', '2', '5'], throwsThisTurn: 3 });
    expect(same.undoTakesBack).toBeNull(); // the throw ruled: the other lost die stays lost, as said
    // Three, all Ann's: the two before it counted.
    const three = started();
    three.onSnapshot(snap(die(1, '4'), die(2, '2')));
    three.dieMissed();
    three.dieMissed();
    three.dieMissed();
    three.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5')));
    expect(three.question).toMatchObject({ params: { player: 'Ann', earlier: ['Ann', 'Ann'] } });
    expect(othersWithDieLost(three.question!.params as LiveQuestionParams['missedDieFound'])).toEqual([]);
    expect(renderQuestion('strike', three.question!, 'en')).toMatch(/ The 2 other dice said flown out of sight \(thrown by Ann\) stay out of the game either way\.$/);
    expect(renderQuestion('strike', three.question!, 'fr')).toMatch(/ Dans les deux cas, les 2\u00a0autres dés dits envolés hors de vue \(lancés par Ann\) restent hors-jeu\.$/);
  });

  it("asks whose lost die it is when another player's die was said flown out of sight before the last (Ann's, she passed, then Bob's): Ann's stays out, marked to take out, Bob's still lost; Bob's is taken back; none is Bob's next throw", () => {
    const lostByBoth = () => {
      const live = started();
      live.onSnapshot(snap(die(1, '4'), die(2, '2'))); // Ann throws a 2: every die differs
      live.dieMissed(); // her next die flies out of view; she passes
      live.pass();
      live.dieMissed(); // Bob's first die flies out of view too
      expect(stocks(live)).toEqual([7, 8]);
      expect(live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5'))).events).toEqual([]);
      return live;
    };
    const asked = lostByBoth();
    expect(asked.question).toMatchObject({ kind: 'missedDieFound', dieIds: [3], params: { die: { id: 3, face: '5' }, player: 'Bob', next: 'Bob', earlier: ['Ann'] } });
    expect(othersWithDieLost(asked.question!.params as LiveQuestionParams['missedDieFound'])).toEqual(['Ann']);
    expect(renderQuestion('strike', asked.question!, 'en')).toBe("A 5 came into the arena: is it a die said to have flown out of sight, and whose? If Bob's, it is Bob's throw; if Ann's, it stays out of the game, as it was ruled: take it out of the arena; if none of these, it is Bob's next throw.");
    expect(renderQuestion('strike', asked.question!, 'fr')).toBe("Un 5 est arrivé dans l'arène\u00a0: est-ce un dé dit envolé hors de vue, et à qui\u00a0? Si c'est celui de Bob, c'est le lancer de Bob\u00a0; si c'est celui d'Ann, il reste hors-jeu, comme il a été compté\u00a0: retirez-le de l'arène\u00a0; si ce n'est aucun d'eux, c'est le lancer suivant de Bob.");
    expect(asked.question!.message).toBe(renderQuestion('strike', asked.question!, 'en'));
    // A name that is no such player: a clear error, the question still standing.
    expect(() => asked.missedDieFound({ lostBy: 'Bob' })).toThrow(`"Bob" is not a player whose die was said flown out of sight before Bob's (Ann)`);
    expect(asked.question?.kind).toBe('missedDieFound');

    // Ann's: nothing ruled, the die to take out; Bob's die still lost, still Undo's to take back.
    expect(asked.missedDieFound({ lostBy: 'Ann' })).toEqual(emptyStep());
    expect(asked.question).toBeNull();
    expect([stocks(asked), asked.state.arena, asked.state.current, asked.toRemove, asked.undoTakesBack]).toEqual([[7, 8], ['4', '2'], 1, [3], 'missedDie']);
    expect(asked.canPass).toBe(true);
    // The same arena at the next settle: not asked again; taken out: nothing ruled.
    expect(asked.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5'))).events).toEqual([]);
    expect(asked.question).toBeNull();
    expect(asked.onSnapshot(snap(die(1, '4'), die(2, '2'))).events).toEqual([]);
    expect([asked.question, asked.toRemove, asked.lastChange]).toEqual([null, [], 'removed']);
    // Bob's die then turns up: asked again (it may be his), Ann no longer offered (her die was found), and Yes takes it back.
    asked.onSnapshot(snap(die(1, '4'), die(2, '2'), die(4, '3')));
    expect(asked.question).toMatchObject({ kind: 'missedDieFound', dieIds: [4] });
    expect(asked.question!.params).toEqual({ die: { id: 4, face: '3' }, player: 'Bob', next: 'Bob' });
    expect(texts(asked.missedDieFound(true))).toEqual(["Bob's die said to have flown out of sight is taken back: the game is back as it was before it.", 'Every die differs: Bob may throw another die or pass.']);
    expect([stocks(asked), asked.state.arena]).toEqual([[7, 8], ['4', '2', '3']]);

    // Ann's, then Undo (Bob's die said lost by mistake): Ann's die stays to take out, nothing ruled.
    const undone = lostByBoth();
    undone.missedDieFound({ lostBy: 'Ann' });
    expect(texts(undone.undo())).toEqual(["Bob's die said to have flown out of sight is taken back: the game is back as it was before it.", "Bob's turn."]);
    expect([stocks(undone), undone.state.arena, undone.toRemove, undone.question]).toEqual([[7, 9], ['4', '2'], [3], null]);

    // Bob's: his die taken back, the 5 his throw; Ann's stays out.
    const bobs = lostByBoth();
    expect(texts(bobs.missedDieFound(true))).toEqual(["Bob's die said to have flown out of sight is taken back: the game is back as it was before it.", 'Every die differs: Bob may throw another die or pass.']);
    expect([stocks(bobs), bobs.state.arena, bobs.toRemove]).toEqual([[7, 8], ['4', '2', '5'], []]);
    // None: Bob's next throw; both lost dice stay lost.
    const none = lostByBoth();
    expect(texts(none.missedDieFound(false))).toEqual(['Every die differs: Bob may throw another die or pass.']);
    expect([stocks(none), none.state.arena, none.undoTakesBack]).toEqual([[7, 7], ['4', '2', '5'], null]);

    // After a reload (the tracker numbers the dice afresh): asked again from the log, Ann's answered the same.
    const events = JSON.parse(JSON.stringify(lostByBoth().events)) as ReturnType<typeof lostByBoth>['events'];
    const resumed = LiveStrikeReferee.resume(events, {}, 'reload');
    expect(resumed.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5'))).events).toEqual([]);
    expect(resumed.question).toMatchObject({ kind: 'missedDieFound', dieIds: [13], params: { player: 'Bob', next: 'Bob', earlier: ['Ann'] } });
    expect(resumed.missedDieFound({ lostBy: 'Ann' }).events).toEqual([]);
    expect([stocks(resumed), resumed.state.arena, resumed.toRemove, resumed.question, resumed.undoTakesBack]).toEqual([[7, 8], ['4', '2'], [13], null, 'missedDie']);
    expect(resumed.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5'))).events).toEqual([]);
    expect(resumed.question).toBeNull();
    expect(resumed.onSnapshot(snap(die(11, '4'), die(12, '2'))).events).toEqual([]);
    expect([resumed.toRemove, resumed.question]).toEqual([[], null]);
  });

  it("keeps Ann's lost die found in the arena to take out through a reload, saved with the game (lostDiceFoundToSave), not asked about again; gone or moved, the arena is looked at as ever", () => {
    const answered = () => {
      const live = started();
      live.onSnapshot(snap(die(1, '4'), die(2, '2')));
      live.dieMissed();
      live.pass();
      live.dieMissed();
      live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5')));
      expect(live.lostDiceFoundToSave).toEqual([]);
      live.missedDieFound({ lostBy: 'Ann' });
      return live;
    };
    const live = answered();
    expect(live.lostDiceFoundToSave).toEqual([{ face: '5', lostBy: 'Ann' }]);
    // As saved (plain JSON), the page reloaded (the tracker numbers the dice afresh): the 5 still to take out, nothing asked.
    const saved = () => JSON.parse(JSON.stringify({ log: live.events, found: live.lostDiceFoundToSave })) as { log: typeof live.events; found: FoundLostDie[] };
    const reloaded = () => LiveStrikeReferee.resume(saved().log, {}, 'reload', null, saved().found);
    const resumed = reloaded();
    expect(resumed.lostDiceFoundToSave).toEqual([{ face: '5', lostBy: 'Ann' }]); // saved again before the first look
    expect(resumed.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5'))).events).toEqual([]);
    expect([resumed.question, resumed.toRemove, stocks(resumed), resumed.state.arena, resumed.undoTakesBack]).toEqual([null, [13], [7, 8], ['4', '2'], 'missedDie']);
    expect(resumed.lostDiceFoundToSave).toEqual([{ face: '5', lostBy: 'Ann' }]);
    // The same arena again: still nothing asked; taken out: nothing ruled, nothing left to save.
    expect(resumed.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5'))).events).toEqual([]);
    expect(resumed.question).toBeNull();
    expect(resumed.onSnapshot(snap(die(11, '4'), die(12, '2'))).events).toEqual([]);
    expect([resumed.question, resumed.toRemove, resumed.lostDiceFoundToSave]).toEqual([null, [], []]);
    // Bob's die then turns up: asked about as ever, Ann no longer offered (her die was found, as before the reload).
    resumed.onSnapshot(snap(die(11, '4'), die(12, '2'), die(14, '3')));
    expect(resumed.question).toMatchObject({ kind: 'missedDieFound', dieIds: [14] });
    expect(resumed.question!.params).toEqual({ die: { id: 14, face: '3' }, player: 'Bob', next: 'Bob' });
    // Taken out while the page reloaded: the game's arena lined up, nothing to take out.
    const gone = reloaded();
    gone.onSnapshot(snap(die(11, '4'), die(12, '2')));
    expect([gone.question, gone.toRemove, gone.lastChange, gone.lostDiceFoundToSave]).toEqual([null, [], 'baseline', []]);
    // Turned meanwhile (a 6 now): not that die as saved, so asked about again (Ann's die was found: only Bob's offered).
    const turned = reloaded();
    turned.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '6')));
    expect(turned.question).toMatchObject({ kind: 'missedDieFound', dieIds: [13] });
    expect(turned.question!.params).toEqual({ die: { id: 13, face: '6' }, player: 'Bob', next: 'Bob' });
    // After a view change: another view's dice, asked about as a new view's.
    const newView = LiveStrikeReferee.resume(saved().log, {}, 'viewChange', null, saved().found);
    expect(newView.lostDiceFoundToSave).toEqual([]);
    newView.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5')));
    expect(newView.question?.kind).toBe('unexplained');
  });

  it("accounts for a lost die found once (helper 245): Ann's die found is not offered again, nor asked about once Bob's loss is undone, and Undo of Ann's loss forgets the find (the die her throw), before and after a reload", () => {
    const annsFound = () => {
      const live = started();
      live.onSnapshot(snap(die(1, '4'), die(2, '2')));
      live.dieMissed(); // Ann's die flies out of view; she passes
      live.pass();
      live.dieMissed(); // Bob's too
      live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '5')));
      live.missedDieFound({ lostBy: 'Ann' });
      expect([live.toRemove, stocks(live)]).toEqual([[3], [7, 8]]);
      return live;
    };
    // Two more dice come in while both are lost (Ann's found taken out first): the second asked about offers Bob's only.
    const twice = annsFound();
    twice.onSnapshot(snap(die(1, '4'), die(2, '2')));
    twice.onSnapshot(snap(die(1, '4'), die(2, '2'), die(4, '6')));
    expect(twice.question!.params).toEqual({ die: { id: 4, face: '6' }, player: 'Bob', next: 'Bob' });
    expect(twice.offersMissedDieFoundAnswer({ lostBy: 'Ann' }, twice.question!.params as LiveQuestionParams['missedDieFound'])).toBe(false);
    expect(() => twice.missedDieFound({ lostBy: 'Ann' })).toThrow(/"Ann" is not a player/);

    // Undo takes back Bob's loss: Ann's die stays to take out; a die come in then is the next throw (Ann's lost die, found, is not asked about again).
    const undone = annsFound();
    undone.undo();
    expect([undone.toRemove, stocks(undone), undone.undoTakesBack]).toEqual([[3], [7, 9], 'missedDie']);
    // Undo again takes back Ann's loss (and her pass): her die found is no longer to take out, it is her throw (counted once).
    expect(texts(undone.undo())).toEqual(["Ann's die said to have flown out of sight is taken back, and so is Ann's pass after it: the game is back as it was before the die.", 'Every die differs: Ann may throw another die or pass.']);
    expect([undone.toRemove, stocks(undone), undone.state.arena, undone.state.current, undone.lostDiceFoundToSave]).toEqual([[], [7, 9], ['4', '2', '5'], 0, []]);

    // Only Bob's loss undone, then a die comes in: not asked whether it is Ann's (found), it is Bob's throw.
    const after = annsFound();
    after.onSnapshot(snap(die(1, '4'), die(2, '2')));
    after.undo();
    after.onSnapshot(snap(die(1, '4'), die(2, '2'), die(5, '3')));
    expect([after.question, after.state.arena, stocks(after)]).toEqual([null, ['4', '2', '3'], [7, 8]]);

    // The same through a reload (saved as the page saves it): Ann's die still found, Undo of her loss forgets it.
    const saved = annsFound();
    const resume = () => LiveStrikeReferee.resume(JSON.parse(JSON.stringify(saved.events)) as typeof saved.events, {}, 'reload', null, JSON.parse(JSON.stringify(saved.lostDiceFoundToSave)) as FoundLostDie[]);
    const reloaded = resume();
    reloaded.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5')));
    expect(reloaded.toRemove).toEqual([13]);
    reloaded.undo();
    expect(texts(reloaded.undo())).toEqual(["Ann's die said to have flown out of sight is taken back, and so is Ann's pass after it: the game is back as it was before the die.", 'Every die differs: Ann may throw another die or pass.']);
    expect([reloaded.toRemove, stocks(reloaded), reloaded.state.arena, reloaded.lostDiceFoundToSave]).toEqual([[], [7, 9], ['4', '2', '5'], []]);
    const reloadedAfter = resume();
    reloadedAfter.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5')));
    reloadedAfter.onSnapshot(snap(die(11, '4'), die(12, '2')));
    reloadedAfter.undo();
    reloadedAfter.onSnapshot(snap(die(11, '4'), die(12, '2'), die(15, '3')));
    expect([reloadedAfter.question, reloadedAfter.state.arena, stocks(reloadedAfter)]).toEqual([null, ['4', '2', '3'], [7, 8]]);
  });

  it('asks again after a reload whether the die come into the arena is the one said flown out of sight (it was ruled as the next throw): yes, no, and Undo', () => {
    const lost = () => {
      const live = started();
      live.onSnapshot(snap(die(1, '4'), die(2, '2')));
      live.dieMissed();
      return JSON.parse(JSON.stringify(live.events)) as typeof live.events;
    };
    // The page reloads (while the question stood, or as the die came to rest): the tracker numbers the dice afresh.
    const reloaded = () => {
      const resumed = LiveStrikeReferee.resume(lost(), {}, 'reload');
      expect(resumed.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5'))).events).toEqual([]);
      expect(resumed.question).toMatchObject({ kind: 'missedDieFound', dieIds: [13], params: { die: { id: 13, face: '5' }, player: 'Ann', next: 'Ann' } });
      expect(stocks(resumed)).toEqual([7, 9]);
      expect(resumed.canPass).toBe(false);
      return resumed;
    };
    const yes = reloaded();
    // The same arena at the next settle: the question stands, nothing ruled.
    expect(yes.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5'))).events).toEqual([]);
    expect(yes.question?.kind).toBe('missedDieFound');
    expect(texts(yes.missedDieFound(true))).toEqual(["Ann's die said to have flown out of sight is taken back: the game is back as it was before it.", ANN_GOES_ON]);
    expect(yes.question).toBeNull();
    expect(stocks(yes)).toEqual([7, 9]);
    expect(yes.state).toMatchObject({ current: 0, arena: ['4', '2', '5'], throwsThisTurn: 2 });
    expect(yes.toRemove).toEqual([]);
    // No: the next throw, as a reload ruled it unasked before.
    const no = reloaded();
    expect(texts(no.missedDieFound(false))).toEqual([ANN_GOES_ON]);
    expect(no.question).toBeNull();
    expect(stocks(no)).toEqual([6, 9]);
    expect(no.state).toMatchObject({ current: 0, arena: ['4', '2', '5'], throwsThisTurn: 3 });
    expect(no.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5'))).events).toEqual([]); // not asked again
    expect(no.question).toBeNull();
    // Undo while it stands answers Yes.
    const undone = reloaded();
    undone.undo();
    expect(undone.question).toBeNull();
    expect(undone.state).toEqual(yes.state);
    // Not asked after a view change (its own question), nor with nobody to answer (a recording).
    const otherView = LiveStrikeReferee.resume(lost(), {}, 'viewChange');
    otherView.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5')));
    expect(otherView.question?.kind).toBe('unexplained');
    const recording = LiveStrikeReferee.resume(lost(), { askWhenUnsure: false }, 'reload');
    expect(texts(recording.onSnapshot(snap(die(11, '4'), die(12, '2'), die(13, '5'))))).toEqual([ANN_GOES_ON]);
    expect(recording.state).toEqual(no.state);
  });

  it('takes a die said flown out of sight before a reload back on Yes once it comes in: the thrower\'s throw, as without the reload (helper 244: it was marked to take out)', () => {
    // Ann's die said lost (then, or not, her pass); the page reloads or not; the die comes in and the players say Yes.
    const play = (reload: boolean, passed: boolean, answer = (asked: LiveStrikeReferee) => asked.missedDieFound(true)) => {
      let live = started();
      live.onSnapshot(snap(die(1, '4'), die(2, '2')));
      live.dieMissed();
      if (passed) live.pass();
      // Reloaded: the tracker numbers the dice afresh, and the first look lines the arena up.
      const ids = reload ? [11, 12, 13] : [1, 2, 3];
      if (reload) {
        live = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)), {}, 'reload');
        expect(live.onSnapshot(snap(die(ids[0]!, '4'), die(ids[1]!, '2'))).events).toEqual([]);
        expect(live.firstLookPending).toBeNull();
      }
      expect(live.onSnapshot(snap(die(ids[0]!, '4'), die(ids[1]!, '2'), die(ids[2]!, passed ? '4' : '5'))).events).toEqual([]);
      expect(live.question).toMatchObject({ kind: 'missedDieFound', dieIds: [ids[2]], params: { player: 'Ann', next: passed ? 'Bob' : 'Ann' } });
      const yes = answer(live);
      return { live, yes };
    };
    const kept = play(false, false);
    const reloaded = play(true, false);
    expect(texts(reloaded.yes)).toEqual(["Ann's die said to have flown out of sight is taken back: the game is back as it was before it.", ANN_GOES_ON]);
    expect(reloaded.yes.events).toEqual(kept.yes.events);
    expect(texts(reloaded.yes)).toEqual(texts(kept.yes));
    expect(reloaded.live.events).toEqual(kept.live.events);
    expect(reloaded.live.state).toMatchObject({ current: 0, arena: ['4', '2', '5'], throwsThisTurn: 2 });
    expect(stocks(reloaded.live)).toEqual([7, 9]);
    expect([reloaded.live.toRemove, reloaded.live.question]).toEqual([[], null]);
    // After a pass: the pass taken back with the die; Ann collects the two 4s, as without the reload.
    const keptPass = play(false, true);
    const reloadedPass = play(true, true);
    expect(texts(reloadedPass.yes).slice(-2)).toEqual(['Ann collects 2 × 4 (2 dice). Turn over.', "Bob's turn."]);
    expect(reloadedPass.yes.events).toEqual(keptPass.yes.events);
    expect(texts(reloadedPass.yes)).toEqual(texts(keptPass.yes));
    expect(reloadedPass.live.events).toEqual(keptPass.live.events);
    expect(stocks(reloadedPass.live)).toEqual([9, 9]);
    // The two 4s to take out, as without the reload (under the tracker's new ids).
    expect(reloadedPass.live.toRemove).toEqual(keptPass.live.toRemove.map((id) => id + 10));
    expect(reloadedPass.live.toRemove).toHaveLength(2);
    // Undo (U) while the question stands answers Yes so too.
    const undone = play(true, false, (asked) => asked.undo());
    expect(texts(undone.yes)).toEqual(texts(reloaded.yes));
    expect(undone.live.events).toEqual(kept.live.events);
    expect(undone.live.toRemove).toEqual([]);
  });

  it('rules no missed die while a throw waits for its faces', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, null)));
    expect(live.waitsForAnswer).toBe(true);
    expect(live.canRuleMissedDie).toBe(false);
    expect(live.dieMissed().events).toEqual([]);
    expect(live.state.players[0]!.stock).toBe(9);
  });

  it('counts the missing dice out when the players say so, however few show (helper 140: 1 of 9 in view was refused again)', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '4')));
    live.onSnapshot(snap());
    // Bob throws his 9 dice; one lands in view.
    expect(live.onSnapshot(snap(die(3, '2'))).rejected?.code).toBe('must-throw-all');
    expect(live.missingFromAllIn).toEqual({ missing: 8, stock: 9 });
    const step = live.treatAsThrow();
    expect(step.rejected).toBeUndefined();
    expect(step.events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 1, count: 9, arena: ['2'], out: 8 });
    expect(texts(step)).toContain('8 dice left the arena: out of the game.');
    expect(live.state.players[1]!.stock).toBe(0);
    expect(live.question).toBeNull();
  });

  it('counts the missing dice out without asking again about the dice the players already confirmed', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '4')));
    live.onSnapshot(snap());
    // 7 of Bob's 9 dice in view: one read unsure, one unreadable.
    const seen = [die(3, '1'), die(4, '2', { confidence: 0.3 }), die(5, '3'), die(6, '5'), die(7, '1'), die(8, null), die(9, '2')];
    expect(live.onSnapshot(snap(...seen)).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'confirmThrow', dieIds: [4, 8] });
    live.answer(4, '3');
    live.answer(8, 'leaning');
    expect(live.confirm().rejected?.code).toBe('must-throw-all');
    expect(live.canCountMissingOut).toBe(true);
    const step = live.treatAsThrow();
    expect(live.question).toBeNull();
    expect(step.events[0]).toEqual({ type: 'diceThrown', player: 1, count: 9, arena: ['1', '3', '3', '5', '1', '2'], out: 2, leaning: 1 });
    expect(texts(step)).toEqual([
      'A die is not lying flat: roll it again outside the arena and put it back showing its new face.',
    ]);
  });

  it('corrects a die already ruled on and undoes the correction', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    expect([1, 2, 7].map((id) => live.canSetFace(id))).toEqual([true, true, false]);
    expect(texts(live.correct(2, '3'))).toEqual(['Corrected: the die read as 5 shows 3.']);
    expect(live.state.arena).toEqual(['4', '3']);
    expect(texts(live.undo())).toEqual(['Correction undone: the die shows 5 again.']);
    expect(live.correct(7, '2').rejected).toEqual({ code: 'no-such-die', message: 'die 7 is not one of the dice in play', params: { dieId: 7 } });
  });

  it('rules the last throw again when a correction shows a missed match or X, and marks the dice to take out', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.pass();
    // Ann's 5 was a 4: a match with the start die, which empties the arena.
    const again = live.correct(2, '4');
    expect(texts(again)).toEqual([
      "Corrected: the die read as 5 shows 4, so Ann's last throw is ruled again.",
      'Ann collects 2 × 4 (2 dice). Turn over.',
      'Big hit! Ann emptied the arena.',
      'The arena is empty: Bob must throw all 9 dice at once.',
    ]);
    expect(live.toRemove).toEqual([1, 2]);
    expect(live.state.players.map((p) => p.stock)).toEqual([10, 9]);
    // The collected dice can still be corrected: the ruling again is itself a last throw's ruling.
    expect([1, 2].map((id) => live.canSetFace(id))).toEqual([true, true]);
    expect(live.canUndo).toBe(true);
    // A mis-tap: undo puts the game and the dice to remove back as they were, and says whose turn it is again.
    expect(texts(live.undo())).toEqual(['Correction undone: the game is back as it was before it.', "Bob's turn."]);
    expect(live.toRemove).toEqual([]);
    expect(live.state.players.map((p) => p.stock)).toEqual([8, 9]);
    expect(live.state.arena).toEqual(['4', '5']);
    expect([1, 2].map((id) => live.canSetFace(id))).toEqual([true, true]);
    expect(live.canUndo).toBe(false);
    expect(live.undo().rejected?.code).toBe('nothing-to-undo');
  });

  it('corrects a die the last ruling took out: an X that was a number, a collected die that was not, the X that ended the game', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.pass();
    // Bob's die read X was a 5: a pair of 5s, collected.
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, 'X'))))).toEqual(['X! 1 die is out of the game.', 'Every die differs: Bob may throw another die or pass.']);
    expect([live.toRemove, live.canSetFace(3)]).toEqual([[3], true]);
    expect(texts(live.correct(3, '5'))).toEqual([
      "Corrected: the die read as X shows 5, so Bob's last throw is ruled again.", 'Bob collects 2 × 5 (2 dice). Turn over.', "Ann's turn.",
    ]);
    expect([live.toRemove, live.state.arena, live.state.players.map((p) => p.stock)]).toEqual([[2, 3], ['4'], [8, 10]]);
    // And the 5 read so was a 2 after all: no pair, both dice stay; nothing is left to take out.
    expect(texts(live.correct(3, '2'))).toEqual(["Corrected: the die read as 5 shows 2, so Bob's last throw is ruled again.", 'Every die differs: Bob may throw another die or pass.']);
    expect([live.toRemove, [...live.state.arena].sort(), live.state.players.map((p) => p.stock)]).toEqual([[], ['2', '4', '5'], [8, 8]]);
    // Undo goes back one ruling at a time.
    live.undo();
    expect([live.toRemove, live.state.arena]).toEqual([[2, 3], ['4']]);
    // The X that put the last player out ends the game; read right, the game goes on.
    const { live: end } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition: { ...CLASSIC, dicePerPlayer: { '2': 2 } } });
    end.onSnapshot(snap(die(1, '4')));
    end.onSnapshot(snap(die(1, '4'), die(2, '3')));
    end.pass();
    end.onSnapshot(snap(die(1, '4'), die(2, '3'), die(3, '5')));
    end.pass();
    expect(texts(end.onSnapshot(snap(die(1, '4'), die(2, '3'), die(3, '5'), die(4, '3'))))).toContain('Ann collects 2 × 3 (2 dice). Turn over.');
    end.onSnapshot(snap(die(1, '4'), die(3, '5')));
    expect(texts(end.onSnapshot(snap(die(1, '4'), die(3, '5'), die(5, 'X'))))).toContain('Ann wins: the last player with dice!');
    expect([end.over, end.canSetFace(5)]).toEqual([true, true]);
    expect(texts(end.correct(5, '5'))).toEqual([
      "Corrected: the die read as X shows 5, so Bob's last throw is ruled again.", 'Bob collects 2 × 5 (2 dice). Turn over.', "Ann's turn.",
    ]);
    expect([end.over, end.state.players.map((p) => p.stock)]).toEqual([false, [2, 2]]);
    // A collected pair whose partner was already picked up: the correction could bring back a die
    // nobody sees, so it is not offered.
    const picked = started();
    picked.onSnapshot(snap(die(1, '4'), die(2, '5')));
    picked.pass();
    picked.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '5')));
    expect(picked.toRemove).toEqual([2, 3]);
    picked.onSnapshot(snap(die(1, '4'), die(3, '5')));
    expect([picked.canSetFace(3), picked.correct(3, '2').rejected?.code]).toEqual([false, 'no-such-die']);
    // After a reload, the X still lying there can be corrected as before it.
    const x = started();
    x.onSnapshot(snap(die(1, '4'), die(2, '5')));
    x.pass();
    x.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, 'X')));
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(x.events)));
    resumed.onSnapshot(snap(die(11, '4'), die(12, '5'), die(13, 'X')));
    expect([resumed.toRemove, resumed.canSetFace(13)]).toEqual([[13], true]);
    expect(texts(resumed.correct(13, '5'))).toContain('Bob collects 2 × 5 (2 dice). Turn over.');
    // After a reload with one die of a collected pair picked up, that pair cannot be corrected (helper 104).
    const pair = started();
    pair.onSnapshot(snap(die(1, '4'), die(2, '5')));
    pair.pass();
    pair.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '5')));
    const reloaded = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(pair.events)));
    reloaded.onSnapshot(snap(die(11, '4'), die(13, '5')));
    expect([reloaded.toRemove, reloaded.canSetFace(13)]).toEqual([[13], false]);
    // The X that ended a tournament round, until the next round's start die.
    const { live: round } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition: { ...CLASSIC, dicePerPlayer: { '2': 1 } }, tournament: true });
    round.onSnapshot(snap(die(1, '4')));
    expect(texts(round.onSnapshot(snap(die(1, '4'), die(2, 'X'))))).toContain('Round 2 of 2: Bob starts. Put the start die in the arena.');
    expect(round.canSetFace(2)).toBe(true);
    expect(texts(round.correct(2, '4'))).toContain('Ann collects 2 × 4 (2 dice). Turn over.');
  });

  it('undoes a correction that ruled the throw again after the dice its first ruling took out were taken away: none is left to take out', () => {
    const live = started();
    // Ann's pair of 4s empties the arena; Bob throws all 9 dice: 3 X, one out, a pair of 1s, and 5 3 2.
    live.onSnapshot(snap(die(1, '4'), die(2, '4')));
    live.onSnapshot(snap());
    const thrown = [die(3, 'X'), die(4, 'X'), die(5, 'X'), die(6, '2', { inArena: false }), die(7, '1'), die(8, '1'), die(9, '5'), die(10, '3'), die(11, '2')];
    expect(texts(live.onSnapshot(snap(...thrown))).at(-2)).toBe('Bob collects 2 × 1 (2 dice). Turn over.');
    expect(live.toRemove).toEqual([3, 4, 5, 6, 7, 8]);
    // The 5 was a 2, corrected before the six dice are taken away: they and the new pair are to take out.
    expect(texts(live.correct(9, '2')).at(1)).toBe('Bob collects 2 × 1 and 2 × 2 (4 dice, 2 already taken). Turn over.');
    expect(live.toRemove).toEqual([3, 4, 5, 6, 7, 8, 9, 11]);
    live.onSnapshot(snap(die(9, '5'), die(10, '3'), die(11, '2')));
    expect(live.toRemove).toEqual([9, 11]);
    // Undone: the six taken away are not to take out again, and Ann's throw is ruled from 5 3 2.
    expect(texts(live.undo())).toEqual(['Correction undone: the game is back as it was before it.', "Ann's turn."]);
    expect(live.toRemove).toEqual([]);
    expect(live.state.arena).toEqual(['5', '3', '2']);
    expect(texts(live.onSnapshot(snap(die(9, '5'), die(10, '3'), die(11, '2'), die(12, '3'))))).toEqual(['Ann collects 2 × 3 (2 dice). Turn over.', "Bob's turn."]);
    expect(live.toRemove).toEqual([10, 12]);
  });

  it('rules the throw that ended the game again when a correction shows it misread: the game goes on', () => {
    const edition = { ...CLASSIC, id: 'tiny', name: 'Tiny Strike', dicePerPlayer: { '2': 1, '3': 1, '4': 1, '5': 1 } };
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition });
    live.onSnapshot(snap(die(1, '4')));
    // Ann's only die read as 3: no pair, no die left, Ann is out and Bob wins.
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '3'))))).toEqual(['Ann has no dice left and is out (1 player left).', 'Bob wins: the last player with dice!']);
    expect(live.over).toBe(true);
    // It showed 4: the pair is Ann's, the arena empty, and Bob must throw all his dice.
    const step = live.correct(2, '4');
    expect(step.rejected).toBeUndefined();
    expect(texts(step)).toEqual([
      "Corrected: the die read as 3 shows 4, so Ann's last throw is ruled again.",
      'Ann collects 2 × 4 (2 dice). Turn over.', 'Big hit! Ann emptied the arena.', 'The arena is empty: Bob must throw their last die.',
    ]);
    expect(live.over).toBe(false);
    expect(live.toRemove).toEqual([1, 2]);
    expect(live.canUndo).toBe(true);
    // Undone: Bob has won again, and is named the winner again.
    const undone = live.undo();
    expect(undone.rejected).toBeUndefined();
    expect(texts(undone)).toEqual(['Correction undone: the game is back as it was before it.', 'Bob wins: the last player with dice!']);
    expect(live.over).toBe(true);
    expect(live.state.winner).toBe(1);
  });

  it('in a tournament, names the round won, and starts the next round on the start die even where an old die lay', () => {
    const edition = { ...CLASSIC, id: 'tiny', name: 'Tiny Strike', dicePerPlayer: { '2': 1, '3': 1, '4': 1, '5': 1 } };
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition, tournament: true });
    live.onSnapshot(snap(die(1, '4')));
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '3'))))).toEqual([
      'Ann has no dice left and is out (1 player left).', 'Bob wins round 1: the last player with dice!',
      'Scores after round 1: Ann +1 (1), Bob +0 (0).', 'Round 2 of 2: Bob starts. Put the start die in the arena.',
    ]);
    expect(live.toRemove).toEqual([1, 2]);
    // The old dice cleared and the start die put down where die 2 lay: the tracker keeps id 2.
    expect(live.onSnapshot(snap(die(2, '5'))).events.map((e) => e.type)).toEqual(['startDiePlaced', 'turnStarted']);
    expect(live.toRemove).toEqual([]);
    // Bob throws his die: a 3 beside the 5, no pair; Bob is out and Ann wins the round.
    expect(texts(live.onSnapshot(snap(die(2, '5'), die(3, '3'))))[0]).toBe('Bob has no dice left and is out (1 player left).');
    expect(live.state.phase).toBe('over');
    // The tournament's last throw is corrected too: Bob's die showed 5, his pair, and round 2 goes on.
    expect(live.canSetFace(3)).toBe(true);
    const step = live.correct(3, '5');
    expect(step.rejected).toBeUndefined();
    expect(texts(step).slice(0, 2)).toEqual(["Corrected: the die read as 3 shows 5, so Bob's last throw is ruled again.", 'Bob collects 2 × 5 (2 dice). Turn over.']);
    expect(live.state).toMatchObject({ round: 2, phase: 'throw', current: 0, tournamentWinners: null });
    // Undone: the tournament is over again, its winners named again.
    expect(texts(live.undo())).toEqual(['Correction undone: the game is back as it was before it.', 'Ann and Bob share the win with 1 point each: fewest points wins.']);
  });

  it("corrects a tournament round's misread last throw before the next start die: the round goes on, and undo scores it again", () => {
    const edition = { ...CLASSIC, id: 'tiny', name: 'Tiny Strike', dicePerPlayer: { '2': 1, '3': 1, '4': 1, '5': 1 } };
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition, tournament: true });
    live.onSnapshot(snap(die(1, '4')));
    live.onSnapshot(snap(die(1, '4'), die(2, '3')));
    expect(live.state).toMatchObject({ round: 2, phase: 'startDie' });
    // The dice still lie there: Ann's die showed 4.
    expect(live.canSetFace(2)).toBe(true);
    expect(texts(live.correct(2, '4'))).toEqual([
      "Corrected: the die read as 3 shows 4, so Ann's last throw is ruled again.",
      'Ann collects 2 × 4 (2 dice). Turn over.', 'Big hit! Ann emptied the arena.', 'The arena is empty: Bob must throw their last die.',
    ]);
    expect(live.state).toMatchObject({ round: 1, phase: 'throw', current: 1 });
    expect(live.toRemove).toEqual([1, 2]);
    // Undone: round 2 waits for its start die again, and the players are told so again.
    const undone = live.undo();
    expect(undone.rejected).toBeUndefined();
    expect(texts(undone)).toEqual(['Correction undone: the game is back as it was before it.', 'Round 2 of 2: Bob starts. Put the start die in the arena.']);
    expect(live.state).toMatchObject({ round: 2, phase: 'startDie' });
    expect(live.toRemove).toEqual([1, 2]);
  });

  it('offers no die to correct while a change the rules refused is asked about, nor, once the game is over, a die read otherwise', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    // Two dice more at once: refused (exactly one may be thrown).
    live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '1'), die(4, '2')));
    expect(live.question).toMatchObject({ kind: 'unexplained', params: { cause: 'refused' } });
    expect(live.canSetFace(1)).toBe(false);
    expect(live.correct(1, '3').rejected).toMatchObject({ code: 'answer-first' });

    const edition = { ...CLASSIC, id: 'tiny', name: 'Tiny Strike', dicePerPlayer: { '2': 1, '3': 1, '4': 1, '5': 1 } };
    const { live: ended } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition });
    ended.onSnapshot(snap(die(1, '4')));
    ended.onSnapshot(snap(die(1, '4'), die(2, '3')));
    expect(ended.over).toBe(true);
    expect(ended.canSetFace(2)).toBe(true);
    // Another arena in view after the end (another photo): its dice are not the game's.
    ended.onSnapshot(snap(die(1, '2'), die(2, '6')));
    expect(ended.canSetFace(1)).toBe(false);
    expect(ended.correct(2, '4').rejected).toMatchObject({ code: 'no-such-die' });
  });

  it('rules a throw whose die lands where a die taken out lay, in the same settle (the tracker gave it that die\'s id)', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] }, { keepThrowing: true });
    live.onSnapshot(snap(die(1, '3')));
    live.onSnapshot(snap(die(1, '3'), die(2, '5')));
    expect(texts(live.onSnapshot(snap(die(1, '3'), die(2, '5'), die(3, '5'))))).toEqual(['Ann collects 2 × 5 (2 dice). Turn over.', "Bob's turn."]);
    expect(live.toRemove).toEqual([2, 3]);
    // The 5s are gone and Bob's die, a 2, lies where one of them was: the tracker calls it die 3.
    expect(texts(live.onSnapshot(snap(die(1, '3'), die(3, '2'))))).toEqual(['Every die differs: Bob may throw another die or pass.']);
    expect(live.question).toBeNull();
    expect(live.state.arena).toEqual(['3', '2']);
    expect(live.state.players.map((p) => p.stock)).toEqual([9, 8]);
    expect(live.toRemove).toEqual([]);
  });

  it('corrects no die while a throw waits to be confirmed: the correction could give that throw to another player', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.pass();
    live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '2', { confidence: 0.3 })));
    expect(live.question?.kind).toBe('confirmThrow');
    expect(live.correct(2, 'X').rejected).toEqual({
      code: 'answer-first', message: 'First confirm the throw or answer the question about it, then correct a die', params: {},
    });
    expect(live.state.current).toBe(1);
  });

  it('keeps a corrected face while the camera still reads the die as before, and rules the next throw with it', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.correct(2, '3');
    expect(live.givenFaces).toEqual(new Map([[2, '3']]));
    // The next settle still reads the die as 5: no question, the correction stands.
    expect(live.onSnapshot(snap(die(1, '4'), die(2, '5'))).events).toEqual([]);
    expect(live.question).toBeNull();
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '3'))))).toEqual(['Ann collects 2 × 3 (2 dice). Turn over.', "Bob's turn."]);
    expect(live.state.arena).toEqual(['4']);
    expect(live.toRemove).toEqual([2, 3]);
  });

  it('reads a corrected die again once the camera reads it otherwise (knocked by a throw)', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.correct(2, '3');
    // Ann's next die knocks the corrected one onto 2, and lands on 1.
    const step = live.onSnapshot(snap(die(1, '4'), die(2, '2'), die(3, '1')));
    expect(live.givenFaces.size).toBe(0);
    // Ruled with the face it shows now, not the 3 it was given.
    expect(step.events.map((e) => e.type)).toContain('diceThrown');
    expect([...live.state.arena].sort()).toEqual(['1', '2', '4']);
  });

  it('takes a correction back with undo: the die is ruled as read again', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.correct(2, '3');
    live.undo();
    expect(live.givenFaces.size).toBe(0);
    expect(live.onSnapshot(snap(die(1, '4'), die(2, '5'))).events).toEqual([]);
    expect(live.question).toBeNull();
    expect(live.state.arena).toEqual(['4', '5']);
    // The next throw is ruled with the die as read: a pair of 5s.
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '5'))))).toEqual(['Ann collects 2 × 5 (2 dice). Turn over.', "Bob's turn."]);
  });

  it('resumes a saved game from its log', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    expect(resumed.state).toEqual(live.state);
    expect(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'))).events).toEqual([]);
    expect(texts(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'), die(9, '5'))))).toEqual(['Ann collects 2 × 5 (2 dice). Turn over.', "Bob's turn."]);
  });

  it('rules a throw made while the page was away: the first look after a reload shows more dice than the game has', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    expect(live.pass().rejected).toBeUndefined();
    const saved = JSON.parse(JSON.stringify(live.events));
    // Bob threw a 5 (new tracker ids after the reload): his pair.
    const resumed = LiveStrikeReferee.resume(saved);
    expect(texts(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'), die(9, '5'))))).toEqual(['Bob collects 2 × 5 (2 dice). Turn over.', "Ann's turn."]);
    expect(resumed.state.players.map((p) => p.stock)).toEqual([8, 10]);
    expect(resumed.toRemove).toEqual([8, 9]);
    // His throw knocked the 4 over to a 2 as well: the whole arena is the throw's.
    const knocked = LiveStrikeReferee.resume(saved);
    expect(texts(knocked.onSnapshot(snap(die(7, '2'), die(8, '5'), die(9, '3'))))).toEqual(['Every die differs: Bob may throw another die or pass.']);
    expect(knocked.state.arena).toEqual(['2', '5', '3']);
    expect(knocked.givenFaces.size).toBe(0);
  });

  it('after a reload, asks about an arena that cannot follow from the game, corrects nothing, and looks again at the next settle', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    // Another arena altogether: four dice more than the game's two.
    const other = snap(die(7, '1'), die(8, '1'), die(9, '2'), die(10, '4'), die(11, '5'), die(12, '5'));
    const step = resumed.onSnapshot(other);
    expect(step.rejected).toMatchObject({ code: 'wrong-throw-count' });
    expect(resumed.question).toMatchObject({ kind: 'unexplained', params: { cause: 'refused' } });
    expect(resumed.givenFaces.size).toBe(0);
    expect(resumed.state.arena).toEqual(['4', '5']);
    // Asked once, not at every settle.
    expect(resumed.onSnapshot(other)).toEqual({ events: [], announcements: [] });
    // The game's arena back in view: lined up, the question gone; the next throw is ruled.
    expect(resumed.onSnapshot(snap(die(10, '4'), die(11, '5'))).events).toEqual([]);
    expect(resumed.question).toBeNull();
    expect(texts(resumed.onSnapshot(snap(die(10, '4'), die(11, '5'), die(13, '4'))))).toEqual(['Ann collects 2 × 4 (2 dice). Turn over.', "Bob's turn."]);
  });

  it('after a reload, takes a collected pair still lying in the arena as dice to take out, not as a throw', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '5'))))).toEqual(['Ann collects 2 × 5 (2 dice). Turn over.', "Bob's turn."]);
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    expect(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'), die(9, '5'))).events).toEqual([]);
    expect(resumed.toRemove).toEqual([8, 9]);
    expect(resumed.question).toBeNull();
  });

  it('keeps a correction made before a reload: the die the camera still misreads is ruled with the face the game has', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.correct(2, '3');
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    expect(resumed.state.arena).toEqual(['4', '3']);
    // New tracker ids after the reload; the camera still reads the corrected die as 5.
    expect(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'))).events).toEqual([]);
    expect(resumed.givenFaces).toEqual(new Map([[8, '3']]));
    // An X lying there too (a lower tracker id) is to remove, not the die the correction is for.
    const withX = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    withX.onSnapshot(snap(die(7, '4'), die(8, 'X'), die(9, '5')));
    expect([withX.givenFaces, withX.toRemove]).toEqual([new Map([[9, '3']]), [8]]);
    expect(resumed.question).toBeNull();
    // A 5 thrown now makes no pair with it: 4, 3, 5 all differ.
    expect(texts(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'), die(9, '5'))))).toEqual([ANN_GOES_ON]);
    expect(resumed.state.arena).toEqual(['4', '3', '5']);
  });

  it('undoes a correction made before a reload: the die is ruled with the face read again', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.correct(2, '3');
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    expect(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'))).events).toEqual([]);
    expect(resumed.givenFaces).toEqual(new Map([[8, '3']]));
    expect(resumed.canUndo).toBe(true);
    expect(texts(resumed.undo())).toEqual(['Correction undone: the die shows 5 again.']);
    expect(resumed.state.arena).toEqual(['4', '5']);
    expect(resumed.givenFaces.size).toBe(0);
    // A 3 thrown now makes no pair: the die is a 5 again.
    expect(texts(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'), die(9, '3'))))).toEqual([ANN_GOES_ON]);
    expect(resumed.state.arena).toEqual(['4', '5', '3']);
  });

  it('undoes a correction made before a reload that ruled the last throw again: nothing is left to take out', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.pass();
    // Ann's 5 was a 4: the pair empties the arena; the page reloads before anyone takes it out,
    // and the camera now reads the die right.
    live.correct(2, '4');
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    expect(resumed.onSnapshot(snap(die(7, '4'), die(8, '4'))).events).toEqual([]);
    expect(resumed.toRemove).toEqual([7, 8]);
    expect(texts(resumed.undo())).toEqual(['Correction undone: the game is back as it was before it.', "Bob's turn."]);
    expect(resumed.state.arena).toEqual(['4', '5']);
    expect(resumed.toRemove).toEqual([]);
    expect([7, 8].map((id) => resumed.canSetFace(id))).toEqual([true, true]);
    expect(texts(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'), die(9, '5'))))).toEqual(['Bob collects 2 × 5 (2 dice). Turn over.', "Ann's turn."]);
  });

  it('after a reload, takes a collected pair whose corrected die the camera still misreads as dice to take out, and undo lines them up', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    // Ann's 5 was a 4: the pair empties the arena (Bob must throw all); the page reloads before
    // anyone takes it out, and the camera still reads the die as 5.
    live.correct(2, '4');
    expect(live.state.arena).toEqual([]);
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    expect(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'))).events).toEqual([]);
    expect(resumed.question).toBeNull();
    expect(resumed.toRemove).toEqual([7, 8]);
    // Two dice read otherwise than the pair, with one correction standing: a throw made meanwhile, not the pair.
    const other = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    other.onSnapshot(snap(die(7, '2'), die(8, '5')));
    expect(other.question).toMatchObject({ kind: 'unexplained', params: { cause: 'refused' } });
    // Undo: the game is back before the correction, and the dice are lined up with it.
    expect(texts(resumed.undo())).toEqual(['Correction undone: the game is back as it was before it.', "Ann's turn."]);
    expect(resumed.state.arena).toEqual(['4', '5']);
    expect(resumed.toRemove).toEqual([]);
    expect([7, 8].map((id) => resumed.canSetFace(id))).toEqual([true, true]);
  });

  it('undo while the first look after a reload is asked about takes that look again with the game as undone', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.correct(2, '4');
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    // Three dice where Bob must throw all 9: refused, and asked about.
    resumed.onSnapshot(snap(die(7, '4'), die(8, '5'), die(9, '2')));
    expect(resumed.question).toMatchObject({ kind: 'unexplained', params: { cause: 'refused', refusal: { code: 'must-throw-all' } } });
    // Undone, the game is Ann's with 4 and 5: the 2 is her throw made meanwhile; the question about Bob goes.
    expect(texts(resumed.undo())).toEqual(['Correction undone: the game is back as it was before it.', "Ann's turn.", ANN_GOES_ON]);
    expect(resumed.question).toBeNull();
    expect(resumed.state.arena).toEqual(['4', '5', '2']);
  });

  it('a new view asked about names the next player after a pass: a throw ruled from it is that player\'s', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    const fresh = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)), {}, 'viewChange');
    fresh.onSnapshot(snap(die(7, '4'), die(8, '5'), die(9, '2')));
    expect(fresh.question).toMatchObject({ params: { cause: 'newView', player: 'Ann' } });
    expect(texts(fresh.pass())).toEqual(['Ann passes.', "Bob's turn."]);
    expect(fresh.question).toMatchObject({ kind: 'unexplained', params: { cause: 'newView', player: 'Bob', seen: 3, arena: 2 }, dieIds: [7, 8, 9] });
    expect(fresh.question?.message).toMatch(/If Bob has thrown since/);
    expect(texts(fresh.treatAsThrow())).toEqual(['Every die differs: Bob may throw another die or pass.']);
    expect(fresh.state.players.map((p) => p.stock)).toEqual([8, 8]);
  });

  it('a new view with more dice than the player could throw is not offered as a throw: the rules say why', () => {
    const live = started();
    // Ann's 4 pairs the start die 4: the big hit empties the arena, and Bob must throw all 9.
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '4'))))).toContain('The arena is empty: Bob must throw all 9 dice at once.');
    const fresh = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)), {}, 'viewChange');
    const many = Array.from({ length: 12 }, (_, k) => die(20 + k, (['1', '2', '3', '4', '5'] as const)[k % 5]!));
    fresh.onSnapshot(snap(...many));
    expect(fresh.question).toMatchObject({
      kind: 'unexplained', params: { cause: 'newView', seen: 12, arena: 0, player: 'Bob', refusal: { code: 'not-enough-dice', params: { thrown: 12, stock: 9 } } },
    });
    // More than his stock: said so, not "must throw all 9" (helper 132).
    expect(fresh.question?.message).toBe("The new view shows 12 dice in the arena where the game has 0, which cannot be Bob's throw: 12 dice appeared but Bob has only 9 in stock. Show the game's arena.");
    // Nothing to rule as a throw: the game stays as it was.
    expect(fresh.treatAsThrow()).toEqual(emptyStep());
    expect(fresh.state.players.map((p) => p.stock)).toEqual([10, 9]);
    // Nine dice: Bob's whole stock, which may be his throw.
    const nine = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)), {}, 'viewChange');
    nine.onSnapshot(snap(...many.slice(0, 9)));
    expect(nine.question).toMatchObject({ params: { cause: 'newView', seen: 9, player: 'Bob' } });
    expect(nine.question?.params).not.toHaveProperty('refusal');
    expect(nine.question?.message).toMatch(/If Bob has thrown since, rule it as a throw/);
    // Eight dice flat and one outside the arena: Bob's nine, perhaps (one flew out), so no
    // refusal from the eight alone: ruled as a throw, the rules ask about the ninth, and the
    // players may count it out.
    const eight = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)), {}, 'viewChange');
    eight.onSnapshot(snap(...many.slice(0, 8), die(40, '2', { inArena: false })));
    expect(eight.question).toMatchObject({ params: { cause: 'newView', seen: 8, player: 'Bob' } });
    expect(eight.question?.params).not.toHaveProperty('refusal');
    expect(eight.treatAsThrow().events).toEqual([]);
    expect(eight.question).toMatchObject({ params: { cause: 'refused', refusal: { code: 'must-throw-all', params: { thrown: 8, stock: 9 } } } });
    expect(eight.canCountMissingOut).toBe(true);
    expect(texts(eight.treatAsThrow())).toContain('1 die left the arena: out of the game.');
    expect(eight.state.players[1]!.stock).toBe(6); // his three pairs (1, 2, 3) collected
  });

  it('after a reload, lists dice the rules took out that are still in view as dice to remove', () => {
    const live = started();
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, 'X'))))).toEqual(['X! 1 die is out of the game.', ANN_NO_MATCH]);
    expect(live.onSnapshot(snap(die(1, '4'), die(2, 'X'), die(3, '2'))).events.map((e) => e.type)).toContain('diceThrown');
    expect(live.state.arena).toEqual(['4', '2']);
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    // The X (a lower tracker id than the die it must not be paired with) and a die knocked out.
    resumed.onSnapshot(snap(die(7, '4'), die(8, 'X'), die(9, '2'), die(10, '5', { inArena: false })));
    expect(resumed.toRemove).toEqual([8, 10]);
    expect(resumed.givenFaces.size).toBe(0);
    // Taking it away is what the rules called for: no question.
    expect(resumed.onSnapshot(snap(die(7, '4'), die(9, '2'))).events).toEqual([]);
    expect(resumed.lastChange).toBe('removed');
    expect(resumed.question).toBeNull();
    expect(resumed.toRemove).toEqual([]);
  });

  it('rules at once when nobody can be asked (a recording): an unreadable die is leaning, and all-different passes', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] }, { askWhenUnsure: false, keepThrowing: false });
    live.onSnapshot(snap(die(1, '4')));
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '3', { confidence: 0.2 }))))).toEqual(['Ann passes.', "Bob's turn."]);
    expect(texts(live.onSnapshot(snap(die(1, '4'), die(2, '3'), die(3, null))))).toEqual([
      'A die is not lying flat: roll it again outside the arena and put it back showing its new face.',
    ]);
    expect(live.question).toBeNull();
  });

  it('accepts the arena as it is when told to, without a ruling', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.onSnapshot(snap(die(1, '2'), die(2, '5')));
    expect(live.question?.kind).toBe('unexplained');
    const before = live.events.length;
    live.accept();
    expect(live.question).toBeNull();
    expect(live.events).toHaveLength(before);
    expect(live.onSnapshot(snap({ ...die(1, '2'), box: [0, 0, 20, 20] }, die(2, '5'))).events).toEqual([]);
    expect(live.question).toBeNull();
  });
});

/** The players' stocks, by seat. */
const stocks = (live: LiveStrikeReferee) => live.state.players.map((p) => p.stock);

describe('LiveStrikeReferee: dice asked back and put back (helpers 138, 139)', () => {
  it('A: die put back while the collected pair is set down beside the arena in view at the same settle: not a throw', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '5'))); // Ann collects 5s
    expect(live.toRemove).toEqual([2, 3]);
    live.onSnapshot(snap()); // all lifted: 4 asked back
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [1] });
    // The 4 put back, the two 5s set down beside the box in view (new ids, outside the arena).
    const step = live.onSnapshot(snap(die(7, '4'), die(8, '5', { inArena: false }), die(9, '5', { inArena: false })));
    expect(step.events.map((e) => e.type)).not.toContain('diceThrown');
    expect(stocks(live)).toEqual([9, 9]);
    expect(live.question).toBeNull();
  });

  it('A2: an X set down next to the box (strike-en.txt, That was an X!) at the settle the 4 lifted with it is put back: not a throw', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, 'X'))); // Ann throws an X: out of the game
    expect(live.toRemove).toEqual([2]);
    live.pass();
    live.onSnapshot(snap()); // the X lifted, the 4 with it
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [1] });
    const step = live.onSnapshot(snap(die(7, '4'), die(8, 'X', { inArena: false })));
    expect(step.events.map((e) => e.type)).not.toContain('diceThrown');
    expect(stocks(live)).toEqual([8, 9]);
  });

  it('B: die put back while the thrower throws his die in the same settle: the throw is ruled, nobody loses a die', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.pass(); // Bob's turn, arena 4 5
    live.onSnapshot(snap(die(2, '5'))); // Bob lifts the 4 (rearranging)
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [1] });
    // He puts it back and throws a 2, one settle.
    const step = live.onSnapshot(snap(die(2, '5'), die(7, '4'), die(8, '2')));
    expect(step.rejected).toBeUndefined();
    expect(step.events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 1, arena: ['5', '4', '2'], out: 0 });
  });

  it('D: a die given a face (corrected), taken out and put back, read as the camera read it before, is put back with its face', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5'))); // Ann threw: read 5, really a 3
    expect(live.correct(2, '3').rejected).toBeUndefined();
    expect(live.state.arena).toEqual(['4', '3']);
    live.pass();
    live.onSnapshot(snap(die(1, '4'))); // the 3 lifted unasked
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [2] });
    // Put back, read 5 again by the camera (the same misread): put back, not a throw.
    const step = live.onSnapshot(snap(die(1, '4'), die(7, '5')));
    expect(step.events.find((e) => e.type === 'diceThrown')).toBeUndefined();
    expect(stocks(live)).toEqual([8, 9]);
    expect(live.state.arena).toEqual(['4', '3']);
  });

  it('F: in the re-roll phase, a die showing the face of a die asked back is not taken as put back: the re-rolled die may show it', () => {
    const live = started();
    // Ann throws: her die leans.
    live.onSnapshot(snap(die(1, '4'), die(2, null)));
    expect(live.question?.kind).toBe('confirmThrow');
    live.answer(2, 'leaning');
    live.confirm();
    expect(live.state.phase).toBe('reroll');
    // Ann lifts the leaning die and, by mistake, the 4.
    live.onSnapshot(snap());
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [1] });
    // A 4 comes: the 4 put back, or the re-rolled die? Not swallowed as put back: the rules say
    // what they expect, as before, and a question stands.
    const step = live.onSnapshot(snap(die(7, '4')));
    expect(step.rejected?.code).toBe('reroll-not-placed');
    expect(live.lastChange).not.toBe('putBack');
    expect(live.question?.kind).toBe('unexplained');
  });

  it('G: die put back while dice set down beside the box (out of play) are picked up at the same settle: not a throw', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '5'))); // Ann collects 5s
    // The 5s set down beside the box, in view: a removal.
    live.onSnapshot(snap(die(1, '4'), die(8, '5', { inArena: false }), die(9, '5', { inArena: false })));
    expect(live.lastChange).toBe('removed');
    // Bob lifts the 4 to rearrange: asked back.
    live.onSnapshot(snap(die(8, '5', { inArena: false }), die(9, '5', { inArena: false })));
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [1] });
    // The 4 put back while Ann takes her 5s from beside the box into her stock.
    const step = live.onSnapshot(snap(die(7, '4')));
    expect(step.events.map((e) => e.type)).not.toContain('diceThrown');
    expect(stocks(live)).toEqual([9, 9]);
  });

  it('D2: after a reload, a die lined up with the game\'s face (read otherwise) taken out and put back is put back', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '3')));
    live.pass();
    const reloaded = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)));
    reloaded.onSnapshot(snap(die(11, '4'), die(12, '5'))); // the 3 read as 5: lined up as 3
    expect(reloaded.givenFaces.get(12)).toBe('3');
    reloaded.onSnapshot(snap(die(11, '4')));
    expect(reloaded.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [12] });
    const step = reloaded.onSnapshot(snap(die(11, '4'), die(13, '5')));
    expect(step.events.find((e) => e.type === 'diceThrown')).toBeUndefined();
    expect(reloaded.state.players.map((p) => p.stock)).toEqual([8, 9]);
  });
});

describe('LiveStrikeReferee: dice to take out set down beside the box (helper 140)', () => {
  /** Ann's 2 start die, then her 5 5: collected, both to take out; Bob's turn. */
  function fivesToTakeOut(): LiveStrikeReferee {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap(die(1, '2')));
    live.onSnapshot(snap(die(1, '2'), die(2, '5')));
    live.onSnapshot(snap(die(1, '2'), die(2, '5'), die(3, '5')));
    expect(live.toRemove).toEqual([2, 3]);
    return live;
  }
  const beside = (d: SnapshotDie, x: number): SnapshotDie => ({ ...d, inArena: false, box: [x, 300, x + 20, 320] });

  it('takes the blue dice carried beside the box, the camera following them across the rim, as taken out', () => {
    const live = fivesToTakeOut();
    const step = live.onSnapshot(snap(die(1, '2'), beside(die(2, '5'), 400), beside(die(3, '5'), 450)));
    expect(step.events).toEqual([]);
    expect(live.lastChange).toBe('removed');
    expect(live.question).toBeNull();
    expect(live.toRemove).toEqual([]);
    // Bob's throw is then ruled from the 2, the 5s beside the box counting for nothing.
    expect(live.onSnapshot(snap(die(1, '2'), beside(die(2, '5'), 400), beside(die(3, '5'), 450), die(4, '2'))).events.find((e) => e.type === 'diceThrown'))
      .toMatchObject({ player: 1, arena: ['2', '2'], out: 0 });
  });

  it('asks back a die lifted unasked while the blue dice are set down beside the box, and rules nothing once it is put back', () => {
    // The camera following the 5s across the rim; then photos (the 5s beside the box under new ids).
    for (const followed of [true, false]) {
      const live = fivesToTakeOut();
      const fives = followed ? [beside(die(2, '5'), 400), beside(die(3, '5'), 450)] : [beside(die(8, '5'), 400), beside(die(9, '5'), 450)];
      expect(live.onSnapshot(snap(...fives)).events).toEqual([]);
      expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [1], message: 'A 2 was taken out, but the rules did not call for it: put it back.' });
      // Put back elsewhere (a new id): nothing ruled, nobody loses a die.
      const back = live.onSnapshot(snap(...fives, die(7, '2')));
      expect(back.events).toEqual([]);
      expect(live.question).toBeNull();
      expect(stocks(live)).toEqual([9, 9]);
      expect(live.state.arena).toEqual(['2']);
    }
  });
});

describe('LiveStrikeReferee: the start die and a first throw, not a round\'s leftovers (helper 139)', () => {
  const tiny = { ...CLASSIC, id: 'tiny', name: 'Tiny Strike', dicePerPlayer: { '2': 1, '3': 1, '4': 1, '5': 1 } };

  it('T: tournament round 2: the two dice left from round 1 (both to take out) are not offered as the start die and Bob\'s throw', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition: tiny, tournament: true });
    live.onSnapshot(snap(die(1, '4')));
    live.onSnapshot(snap(die(1, '4'), die(2, '3'))); // round 1 over; round 2: Bob starts
    expect(live.state).toMatchObject({ round: 2, phase: 'startDie' });
    expect(live.toRemove).toEqual([1, 2]);
    live.onSnapshot(snap(die(1, '4'), die(2, '3'))); // the next settle: nobody has cleared the arena yet
    expect(live.canRuleAsThrow).toBe(false);
    expect(live.question?.params).not.toHaveProperty('thrower');
  });

  it('T2: tournament round 2: Rule it as a throw does nothing with the leftovers of round 1', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition: tiny, tournament: true });
    live.onSnapshot(snap(die(1, '4')));
    live.onSnapshot(snap(die(1, '4'), die(2, '3')));
    live.onSnapshot(snap(die(1, '4'), die(2, '3')));
    // (Once, one click ruled them round 2's start die and Bob's throw, which ended the tournament.)
    const step = live.treatAsThrow();
    expect(step.events).toEqual([]);
    expect(live.state).toMatchObject({ round: 2, phase: 'startDie' });
  });

  it('H: the question about two dice goes once both are taken out', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap(die(1, '4'), die(2, '3')));
    live.onSnapshot(snap());
    const q = live.question ? renderQuestion('strike', live.question, 'en') : null;
    expect(q ?? '').not.toMatch(/^2 dice are in the arena/);
  });
});

describe('LiveStrikeReferee: a die put back read unsure at first (helper 139)', () => {
  it('I: a die put back read unreadable at its first settle, then read surely, is put back', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.pass();
    live.onSnapshot(snap(die(2, '5'))); // Bob lifts the 4
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval' });
    live.onSnapshot(snap(die(2, '5'), die(7, null, { confidence: 0 }))); // put back, a hand's shadow over it
    const step = live.onSnapshot(snap(die(2, '5'), die(7, '4'))); // read right now
    expect(step.events.find((e) => e.type === 'diceThrown')).toBeUndefined();
    expect(stocks(live)).toEqual([8, 9]);
  });

  it('J: a die put back read doubtful showing another face is asked about, and the answer 4 puts it back', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.pass();
    live.onSnapshot(snap(die(2, '5')));
    live.onSnapshot(snap(die(2, '5'), die(7, '1', { confidence: 0.3 })));
    expect(live.question?.kind).toBe('confirmThrow');
    live.answer(7, '4');
    const step = live.confirm();
    expect(step.events.find((e) => e.type === 'diceThrown')).toBeUndefined();
    expect(stocks(live)).toEqual([8, 9]);
  });
});

describe('LiveStrikeReferee: the start die and a doubtful first throw (helper 139)', () => {
  it('K: doubtful second die: treatAsThrow places the start die and asks to confirm the throw', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap(die(1, '4'), die(2, '3', { confidence: 0.3 })));
    expect(live.canRuleAsThrow).toBe(true);
    const step = live.treatAsThrow();
    expect(step.events.map((e) => e.type)).toEqual(['startDiePlaced', 'turnStarted']);
    expect(live.question?.kind).toBe('confirmThrow');
    const ruled = live.confirm();
    expect(texts(ruled)).toEqual(['Every die differs: Ann may throw another die or pass.']);
    expect(live.state.arena).toEqual(['4', '3']);
  });
  it('L: tournament round 2, one old die left (to take out) beside the new start die: not offered as Bob\'s throw', () => {
    const tiny = { ...CLASSIC, id: 'tiny', name: 'Tiny Strike', dicePerPlayer: { '2': 1, '3': 1, '4': 1, '5': 1 } };
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition: tiny, tournament: true });
    live.onSnapshot(snap(die(1, '4')));
    live.onSnapshot(snap(die(1, '4'), die(2, '3')));
    live.onSnapshot(snap(die(1, '4'), die(5, '2')));
    expect(live.toRemove).toContain(1); // the old 4 is marked blue 'take out'
    expect(live.canRuleAsThrow).toBe(false);
  });
});


describe('LiveStrikeReferee: a die set down beside the arena while nothing in it moved (helper 145)', () => {
  const beside = (d: SnapshotDie, x: number): SnapshotDie => ({ ...d, inArena: false, box: [x, 300, x + 20, 320] });

  it('takes a die that came to lie beside the arena, read again for it alone, as set down there: no throw, and the next throw is ruled as thrown', () => {
    const live = started();
    const setDown = live.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400)), outsideOnly: true });
    expect(setDown.events).toEqual([]);
    expect(live.lastChange).toBe('setDown');
    // Asked whether it was Ann's throw that missed the arena; not ruled unless the players say so.
    expect(live.question).toMatchObject({ kind: 'besideArena', dieIds: [5], params: { player: 'Ann' } });
    expect(live.waitsForAnswer).toBe(false);
    expect(stocks(live)).toEqual([9, 9]);
    // Ann's throw: one die, in the arena; the die beside the arena counts for nothing.
    expect(live.onSnapshot(snap(die(1, '4'), beside(die(5, '3'), 400), die(6, '2'))).events.find((e) => e.type === 'diceThrown'))
      .toMatchObject({ player: 0, count: 1, arena: ['4', '2'], out: 0 });
  });

  it('rules a die flown out of sight while a die set down beside the arena is asked about, and takes the missed die found and set down there for no throw (helper 171)', () => {
    const live = started();
    live.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400)), outsideOnly: true });
    expect(live.question?.kind).toBe('besideArena');
    // The question does not hold the game: Ann's die flown out of sight is ruled, the die beside stays set down.
    expect(live.canRuleMissedDie).toBe(true);
    expect(texts(live.dieMissed())).toEqual(['1 die left the arena: out of the game.', ANN_NO_MATCH]);
    expect(live.question).toBeNull();
    expect(stocks(live)).toEqual([8, 9]);
    // The missed die found and put next to the box, as the rules say: no question, no throw.
    expect(live.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400), beside(die(6, '2'), 500)), outsideOnly: true }).events).toEqual([]);
    expect(live.question).toBeNull();
    expect(live.canRuleAsThrow).toBe(false);
    // Another die set down there afterwards is asked about again.
    live.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400), beside(die(6, '2'), 500), beside(die(7, '5'), 600)), outsideOnly: true });
    expect(live.question).toMatchObject({ kind: 'besideArena', dieIds: [7] });
    expect(stocks(live)).toEqual([8, 9]);
  });

  it('asks about a die that came beside the arena after a pass, though a die said flown out of sight was never found (helper 172)', () => {
    const live = started();
    live.dieMissed();
    live.pass();
    // Bob's die misses the arena and lands beside it, in view: the question, not the lost die.
    live.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400)), outsideOnly: true });
    expect(live.question).toMatchObject({ kind: 'besideArena', dieIds: [5], params: { player: 'Bob' } });
    expect(stocks(live)).toEqual([8, 9]);
  });

  it('keeps a question standing, and the die it asks back, through a re-read for dice set down or picked up beside the arena (helper 146)', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '2'))); // Ann throws a 2
    live.onSnapshot(snap(die(1, '4'))); // the 2 lifted unasked
    expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [2] });
    const stocksBefore = stocks(live);
    // A stock die set down beside the box, then picked up again: read again each time.
    for (const dice of [[die(1, '4'), beside(die(5, '3'), 400)], [die(1, '4')]]) {
      expect(live.onSnapshot({ ...snap(...dice), outsideOnly: true }).events).toEqual([]);
      expect(live.question).toMatchObject({ kind: 'unexpectedRemoval', dieIds: [2] });
    }
    // The 2 put back elsewhere: known, nothing ruled.
    expect(live.onSnapshot(snap(die(1, '4'), die(7, '2'))).events).toEqual([]);
    expect(live.lastChange).toBe('putBack');
    expect(stocks(live)).toEqual(stocksBefore);
  });

  it('rules a throw waiting for its faces as ever through a re-read for the outside: its die beside the arena is still out (helper 151)', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition: { ...CLASSIC, id: 'handful', dicePerThrow: 'atLeastOne' } });
    live.onSnapshot(snap(die(1, '4')));
    // Ann throws two dice: a doubtful one in the arena and one beside it.
    live.onSnapshot(snap(die(1, '4'), die(2, '5', { confidence: 0.3 }), beside(die(3, '2'), 400)));
    expect(live.question).toMatchObject({ kind: 'confirmThrow' });
    live.onSnapshot({ ...snap(die(1, '4'), die(2, '5', { confidence: 0.3 }), beside(die(3, '2'), 400)), outsideOnly: true });
    live.answer(2, '5');
    const confirmed = live.confirm();
    expect(confirmed.events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 0, count: 2, arena: ['4', '5'], out: 1 });
  });

  it('takes a die set down beside the arena while a throw waits for its faces as set down: the next throw does not count it (helper 151)', () => {
    const live = started();
    // Ann throws a doubtful die: asked about.
    live.onSnapshot(snap(die(1, '4'), die(2, '5', { confidence: 0.3 })));
    expect(live.question).toMatchObject({ kind: 'confirmThrow' });
    // Bob sets a stock die down beside the box while the question stands.
    expect(live.onSnapshot({ ...snap(die(1, '4'), die(2, '5', { confidence: 0.3 }), beside(die(5, '3'), 400)), outsideOnly: true }).events).toEqual([]);
    expect(live.question).toMatchObject({ kind: 'confirmThrow' });
    live.answer(2, '2');
    expect(live.confirm().events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 0, count: 1, arena: ['4', '2'], out: 0 });
    expect(live.toRemove).toEqual([]);
    // Ann goes on: one die thrown, in the arena; the die set down counts for nothing.
    const next = live.onSnapshot(snap(die(1, '4'), die(2, '5', { confidence: 0.3 }), beside(die(5, '3'), 400), die(6, '1')));
    expect(next.rejected).toBeUndefined();
    expect(next.events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 0, count: 1, arena: ['4', '2', '1'], out: 0 });
  });

  it('rules a die that came beside the arena as the thrower\'s throw out of it when the players say so (helpers 142, 154)', () => {
    const live = started();
    live.onSnapshot({ ...snap(die(1, '4'), beside(die(5, 'X'), 400)), outsideOnly: true });
    expect(live.canRuleAsThrow).toBe(true);
    expect(renderQuestion('strike', live.question!, 'en'))
      .toBe("A die came to lie beside the arena while nothing in it moved: taken as set down there. If it was Ann's throw and missed the arena, rule it as a throw.");
    expect(renderQuestion('strike', live.question!, 'fr'))
      .toBe("Un dé est venu se poser à côté de l'arène sans que rien n'y bouge : il est compté comme posé là. Si c'était le lancer d'Ann, qui a manqué l'arène, comptez-le comme un lancer.");
    const ruled = live.treatAsThrow();
    expect(ruled.events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 0, count: 1, arena: ['4'], out: 1 });
    expect(texts(ruled)).toContain('1 die left the arena: out of the game.');
    expect(live.toRemove).toEqual([5]);
    expect(live.question).toBeNull();
    expect(stocks(live)).toEqual([8, 9]);
  });

  it('asks nothing about dice beside the arena once the thrower passed, nor about a die only moved beside it', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '3'))); // Ann: every die differs, she may go on or pass
    live.onSnapshot({ ...snap(die(1, '4'), die(2, '3'), beside(die(5, '2'), 400)), outsideOnly: true });
    expect(live.question?.kind).toBe('besideArena');
    expect(live.pass().rejected).toBeUndefined();
    expect(live.question).toBeNull();
    // The die beside moved a little (a new track id): as many dice beside as before, no question.
    live.onSnapshot({ ...snap(die(1, '4'), die(2, '3'), beside(die(6, '2'), 440)), outsideOnly: true });
    expect(live.question).toBeNull();
    // Picked up again before anyone answered: the question goes with it.
    live.onSnapshot({ ...snap(die(1, '4'), die(2, '3'), beside(die(6, '2'), 440), beside(die(7, '5'), 500)), outsideOnly: true });
    expect(live.question?.kind).toBe('besideArena');
    live.onSnapshot({ ...snap(die(1, '4'), die(2, '3'), beside(die(6, '2'), 440)), outsideOnly: true });
    expect(live.question).toBeNull();
  });

  it('asks only where the rules would take the dice beside the arena as the throw, and a refusal leaves them set down (helper 156)', () => {
    // Two dice at once where the classic box throws one: set down, nothing asked.
    const two = started();
    two.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400), beside(die(6, '2'), 440)), outsideOnly: true });
    expect(two.lastChange).toBe('setDown');
    expect(two.question).toBeNull();
    expect(two.onSnapshot(snap(die(1, '4'), beside(die(5, '3'), 400), beside(die(6, '2'), 440), die(7, '1'))).events.find((e) => e.type === 'diceThrown'))
      .toMatchObject({ player: 0, count: 1, arena: ['4', '1'], out: 0 });
    // Ann's die beside the arena, then Bob sets a stock die down: two dice, not Ann's throw; the
    // question about Ann's die stands, and stands once the stock die is taken back.
    const more = started();
    more.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400)), outsideOnly: true });
    expect(more.question?.kind).toBe('besideArena');
    more.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400), beside(die(6, '2'), 440)), outsideOnly: true });
    expect(more.question).toMatchObject({ kind: 'besideArena', dieIds: [5], params: { player: 'Ann' } });
    expect(more.questionToSave).toEqual({ kind: 'besideArena', params: { dice: [{ id: 5, face: '3' }], player: 'Ann' } });
    more.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400)), outsideOnly: true });
    expect(more.question).toMatchObject({ kind: 'besideArena', dieIds: [5] });
    // Ruled while the stock die lies beside the arena: Ann's one die, out; the stock die stays set down.
    const withStock = started();
    withStock.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400)), outsideOnly: true });
    withStock.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400), beside(die(6, '2'), 440)), outsideOnly: true });
    expect(withStock.treatAsThrow().events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 0, count: 1, arena: ['4'], out: 1 });
    expect(withStock.question).toBeNull();
    expect(stocks(withStock)).toEqual([8, 9]);
    // The question stands while its die lies there and nothing else came, a die to take out picked up meanwhile.
    const stands = started();
    stands.onSnapshot(snap(die(1, '4'), beside(die(3, '2'), 300))); // Ann's die lands beside: out, to take out
    stands.onSnapshot({ ...snap(die(1, '4'), beside(die(3, '2'), 300), beside(die(5, '3'), 400)), outsideOnly: true });
    expect(stands.question).toMatchObject({ kind: 'besideArena', dieIds: [5], params: { player: 'Ann' } });
    stands.onSnapshot({ ...snap(die(1, '4'), beside(die(5, '3'), 400)), outsideOnly: true });
    expect(stands.question).toMatchObject({ kind: 'besideArena', dieIds: [5] });
    expect(stands.treatAsThrow().events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 0, count: 1, arena: ['4'], out: 1 });
  });

  it('asks the question saved with the game again after a reload, about the die beside the arena under its new id, and rules it as the thrower\'s throw (helper 178)', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '3'))); // Ann: every die differs, she may go on
    // A die set down beside the arena, nothing in it moved: asked about.
    live.onSnapshot({ ...snap(die(1, '4'), die(2, '3'), beside(die(5, '2'), 400)), outsideOnly: true });
    const saved = live.questionToSave;
    expect(saved).toEqual({ kind: 'besideArena', params: { dice: [{ id: 5, face: '2' }], player: 'Ann' } });
    // The page reloads: the log and the question as JSON; the tracker numbers the dice afresh.
    const resumed = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)), {}, 'reload', JSON.parse(JSON.stringify(saved)));
    expect(resumed.questionToSave).toEqual(saved); // saved again as it is before the first look
    expect(resumed.onSnapshot(snap(die(11, '4'), die(12, '3'), beside(die(15, '2'), 400))).events).toEqual([]);
    expect(resumed.question).toMatchObject({ kind: 'besideArena', dieIds: [15], params: { player: 'Ann', dice: [{ id: 15, face: '2' }] } });
    expect(resumed.toRemove).toEqual([]);
    expect(resumed.canRuleAsThrow).toBe(true);
    expect(resumed.treatAsThrow().events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 0, count: 1, arena: ['4', '3'], out: 1 });
    expect(stocks(resumed)).toEqual([7, 9]);
    expect(resumed.questionToSave).toBeNull();
    // Picked up meanwhile, or the view changed: not asked again.
    const gone = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)), {}, 'reload', saved);
    gone.onSnapshot(snap(die(11, '4'), die(12, '3')));
    expect(gone.question).toBeNull();
    expect(gone.questionToSave).toBeNull();
    const otherView = LiveStrikeReferee.resume(JSON.parse(JSON.stringify(live.events)), {}, 'viewChange', saved);
    otherView.onSnapshot(snap(die(11, '4'), die(12, '3'), beside(die(15, '2'), 400)));
    expect(otherView.question).toBeNull();
    expect(otherView.toRemove).toEqual([15]);
  });

  it('keeps a face the players corrected while the question stood when they rule the die beside as a throw (helper 158)', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5'))); // Ann's die read 5 (a 3 really): she may go on
    live.onSnapshot({ ...snap(die(1, '4'), die(2, '5'), beside(die(5, '3'), 400)), outsideOnly: true });
    expect(live.question?.kind).toBe('besideArena');
    expect(live.correct(2, '3').rejected).toBeUndefined();
    expect(live.treatAsThrow().events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 0, count: 1, arena: ['4', '3'], out: 1 });
    // The next settle, the same dice: nothing to ask.
    live.onSnapshot(snap(die(1, '4'), die(2, '5'), beside(die(5, '3'), 400)));
    expect(live.question).toBeNull();
    expect(live.state.arena).toEqual(['4', '3']);
  });

  it('ends the question when a correction rules the last throw again, and keeps the die set down through an undo (helper 158)', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.onSnapshot({ ...snap(die(1, '4'), die(2, '5'), beside(die(5, '3'), 400)), outsideOnly: true });
    // The 5 was a 4: a pair, a big hit, Bob's turn: the die beside is no longer Ann's throw to rule.
    expect(live.correct(2, '4').events.map((e) => e.type)).toContain('throwRuledAgain');
    expect(live.question).toBeNull();
    expect(live.canRuleAsThrow).toBe(false);
    // Undone: the game as before the correction, the die beside still set down, not thrown.
    expect(live.undo().events.map((e) => e.type)).toContain('rulingUndone');
    const next = live.onSnapshot(snap(die(1, '4'), die(2, '5'), beside(die(5, '3'), 400)));
    expect(next.events).toEqual([]);
    expect(stocks(live)).toEqual([8, 9]);
  });

  it('asks nothing after a big hit for fewer dice than the thrower must throw (helpers 156, 157)', () => {
    const live = started(); // start die 4
    const hit = live.onSnapshot(snap(die(1, '4'), die(2, '4'))); // Ann's 4: 2 × 4 collected, the arena emptied
    expect(hit.events.map((e) => e.type)).toContain('bigHit');
    live.onSnapshot(snap()); // the pair taken out
    expect(live.state).toMatchObject({ current: 1, mustThrowAll: true, arena: [] });
    live.onSnapshot({ ...snap(beside(die(9, '3'), 400)), outsideOnly: true });
    expect(live.lastChange).toBe('setDown');
    expect(live.question).toBeNull();
  });

  it('takes a die to take out that lay beside the arena, gone at a re-read for the outside, as taken out (helper 151)', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), beside(die(3, '2'), 400))); // Ann's die lands beside the arena: out
    expect(live.toRemove).toEqual([3]);
    expect(live.onSnapshot({ ...snap(die(1, '4')), outsideOnly: true }).events).toEqual([]);
    expect(live.toRemove).toEqual([]);
    expect(live.lastChange).toBe('removed');
  });

  it('still rules a die that landed outside at a settle the arena moved for as thrown out', () => {
    const live = started();
    const thrown = live.onSnapshot(snap(die(1, '4'), beside(die(5, '3'), 400)));
    expect(thrown.events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 0, count: 1, arena: ['4'], out: 1 });
  });
});

describe('LiveStrikeReferee: the end of the game (helper 150)', () => {
  it('asks for no die to be taken out once the game is won', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'], edition: { ...CLASSIC, id: 'one-each', dicePerPlayer: { '2': 1 } } });
    live.onSnapshot(snap(die(1, '3')));
    // Ann's only die shows X: out of the game, Ann has none left, Bob wins.
    const won = live.onSnapshot(snap(die(1, '3'), die(2, 'X')));
    expect(won.events.map((e) => e.type)).toContain('gameWon');
    expect(live.toRemove).toEqual([]);
  });
});
