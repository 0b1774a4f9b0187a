import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import type { ArenaSnapshot, SnapshotDie } from '../../tracking/types.ts';
import { LiveStrikeReferee, type LiveQuestion } from '../liveStrikeReferee.ts';
import { renderQuestion, renderRefusal } from '../render.ts';
import { en, fr } from './strike-questions.ts';

/** A die with id `id` at column `id` (40 px apart), showing `face`. */
function die(id: number, face: Face | null, extra: Partial<SnapshotDie> = {}): SnapshotDie {
  return { id, box: [id * 40, 100, id * 40 + 20, 120], face, confidence: 0.95, inArena: true, ...extra };
}
let clock = 0;
const snap = (...dice: SnapshotDie[]): ArenaSnapshot => ({ tMs: (clock += 1000), dice });

/** A game of Ann and Bob with the start die (id 1, a 4) placed. */
function started(): LiveStrikeReferee {
  const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
  live.onSnapshot(snap(die(1, '4')));
  expect(live.state.arena).toEqual(['4']);
  return live;
}

/** The referee's question, with its English and French texts (the English one is its `message`, worded by the same table). */
function asked(live: LiveStrikeReferee): { question: LiveQuestion; en: string; fr: string } {
  const question = live.question;
  if (!question) throw new Error('the referee asks nothing');
  return { question, en: renderQuestion('strike', question, 'en'), fr: renderQuestion('strike', question, 'fr') };
}

describe('Strike questions (renderQuestion)', () => {
  it('startDie: asks for one numbered start die', () => {
    const { live } = LiveStrikeReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap(die(1, 'X')));
    const { question, en, fr } = asked(live);
    expect(question).toMatchObject({ kind: 'startDie', params: { dice: [{ id: 1, face: 'X' }] }, dieIds: [1] });
    expect(en).toBe('Put exactly one start die in the arena, showing a number.');
    expect(fr).toBe("Placez un seul dé de départ dans l'arène, sur une face chiffrée.");
    live.onSnapshot(snap(die(1, '2'), die(2, '5'), die(3, '1')));
    expect(asked(live).question.params).toEqual({ dice: [{ id: 1, face: '2' }, { id: 2, face: '5' }, { id: 3, face: '1' }] });
    // Two dice: perhaps the start die and Ann's first throw (liveStrikeReferee.test.ts).
    live.onSnapshot(snap(die(1, '2'), die(2, '5')));
    expect(asked(live).question.params).toEqual({ dice: [{ id: 1, face: '2' }, { id: 2, face: '5' }], thrower: 'Ann' });
  });

  it('confirmThrow: one doubtful die, then several', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, null)));
    let q = asked(live);
    expect(q.question).toMatchObject({ kind: 'confirmThrow', params: { dice: [{ id: 2, face: null }] }, dieIds: [2] });
    expect(q.en).toBe('Check this die: click it to set its face (or mark it leaning), then confirm.');
    expect(q.fr).toBe("Vérifiez ce dé : cliquez dessus pour indiquer sa face (ou dites qu'il n'est pas à plat), puis confirmez.");

    const other = started();
    other.onSnapshot(snap(die(1, '4'), die(2, null), die(3, '5', { confidence: 0.3 })));
    q = asked(other);
    expect(q.question.params).toEqual({ dice: [{ id: 2, face: null }, { id: 3, face: '5' }] });
    expect(q.en).toBe('Check these dice: click each to set its face (or mark it leaning), then confirm.');
    expect(q.fr).toBe("Vérifiez ces dés : cliquez sur chacun pour indiquer sa face (ou dites qu'il n'est pas à plat), puis confirmez.");
  });

  it('unexpectedRemoval: one die, then two', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.onSnapshot(snap(die(1, '4')));
    let q = asked(live);
    expect(q.question).toMatchObject({ kind: 'unexpectedRemoval', params: { dice: [{ id: 2, face: '5' }] }, dieIds: [2] });
    expect(q.en).toBe('A 5 was taken out, but the rules did not call for it: put it back.');
    expect(q.fr).toBe("Un 5 a été retiré, mais les règles ne le demandaient pas : remettez-le dans l'arène.");

    const other = started();
    other.onSnapshot(snap(die(1, '4'), die(2, '5')));
    other.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '3')));
    expect(other.state.arena).toEqual(['4', '5', '3']);
    other.onSnapshot(snap(die(2, '5')));
    q = asked(other);
    expect(q.question.params).toEqual({ dice: [{ id: 1, face: '4' }, { id: 3, face: '3' }] });
    expect(q.en).toBe('A 4 and a 3 were taken out, but the rules did not call for them: put them back.');
    expect(q.fr).toBe("Un 4 et un 3 ont été retirés, mais les règles ne le demandaient pas : remettez-les dans l'arène.");
  });

  it('unexpectedRemoval: dice showing one face are counted together ("two 4s", "deux 4")', () => {
    const dice = [{ id: 1, face: '4' as Face }, { id: 2, face: null }, { id: 3, face: '4' as Face }, { id: 4, face: null }, { id: 5, face: '2' as Face }];
    expect(en.unexpectedRemoval({ dice }, String)).toBe('Two 4s, two unreadable dice and a 2 were taken out, but the rules did not call for them: put them back.');
    expect(en.unexpectedRemoval({ dice: [{ id: 1, face: 'X' }] }, String)).toBe('An X was taken out, but the rules did not call for it: put it back.');
    expect(fr.unexpectedRemoval({ dice }, String)).toBe("Deux 4, deux\u00a0dés illisibles et un 2 ont été retirés, mais les règles ne le demandaient pas : remettez-les dans l'arène.");
    expect(fr.unexpectedRemoval({ dice: dice.slice(0, 3).filter((d) => d.face === '4') }, String)).toBe(
      "Deux 4 ont été retirés, mais les règles ne le demandaient pas : remettez-les dans l'arène.",
    );
  });

  it('unexplained: a die turned with no throw', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.onSnapshot(snap(die(1, '2'), die(2, '5')));
    const q = asked(live);
    expect(q.question).toMatchObject({
      kind: 'unexplained', params: { cause: 'change', turned: [{ id: 1, from: '4', to: '2' }], crossed: [], vanished: [] }, dieIds: [1],
    });
    expect(q.en).toBe('The arena changed in a way the rules cannot explain: a 4 turned to 2, with no new die thrown.');
    expect(q.fr).toBe("L'arène a changé d'une façon que les règles n'expliquent pas : un 4 est passé à 2, sans qu'aucun nouveau dé soit lancé.");
  });

  it('unexplained: a die turned unreadable, one left the arena, others vanished', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '3')));
    live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '3'), die(4, '1')));
    expect(live.state.arena).toEqual(['4', '5', '3', '1']);
    // The 4 moved as it turned unreadable (one lying still keeps its face: liveStrikeReferee.ts `withSteadyFaces`).
    live.onSnapshot(snap(die(1, null, { box: [300, 300, 320, 320] }), die(2, '5', { inArena: false })));
    let q = asked(live);
    expect(q.question.params).toEqual({ cause: 'change', turned: [{ id: 1, from: '4', to: null }], crossed: [{ id: 2, into: false, face: '5' }], vanished: [{ id: 3, face: '3' }, { id: 4, face: '1' }] });
    expect(q.en).toBe('The arena changed in a way the rules cannot explain: a 4 turned unreadable; a 5 left the arena; a 3 and a 1 vanished, with no new die thrown.');
    expect(q.fr).toBe("L'arène a changé d'une façon que les règles n'expliquent pas : un 4 est devenu illisible ; un 5 est sorti de l'arène ; un 3 et un 1 ont disparu, sans qu'aucun nouveau dé soit lancé.");

    live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '3'), die(4, '1')));
    expect(live.question).toBeNull();
    live.onSnapshot(snap(die(1, '4'), die(2, '5', { inArena: false }), die(3, '3')));
    q = asked(live);
    expect(q.question.params).toEqual({ cause: 'change', turned: [], crossed: [{ id: 2, into: false, face: '5' }], vanished: [{ id: 4, face: '1' }] });
    expect(q.en).toBe('The arena changed in a way the rules cannot explain: a 5 left the arena; a 1 vanished, with no new die thrown.');
    expect(q.fr).toBe("L'arène a changé d'une façon que les règles n'expliquent pas : un 5 est sorti de l'arène ; un 1 a disparu, sans qu'aucun nouveau dé soit lancé.");
  });

  it('unexplained: 2 dice thrown where one is thrown at a time: the refusal in the words the review and the CLI use, then what to do and what the referee does then (h198)', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '2')));
    const q = asked(live);
    expect(q.question).toMatchObject({ kind: 'unexplained', params: { cause: 'refused', refusal: { code: 'wrong-throw-count', params: { thrown: 2 } } } });
    expect(q.en).toBe('This cannot be the arena after a throw. 2 dice appeared but exactly 1 may be thrown. Take the extra die out of the arena: the die left is ruled as the throw. Or put the arena back as it was, then throw one die.');
    expect(q.fr).toBe("Ce ne peut pas être l'arène après un lancer. 2\u00a0dés sont apparus, mais on ne lance qu'un dé à la fois. Retirez de l'arène le dé en trop\u00a0: le dé restant est arbitré comme le lancer. Ou remettez l'arène comme elle était, puis lancez un seul dé.");
    // The refusal itself is worded once, as the review page and the CLI's report word it (renderRefusal).
    const refusal = q.question.kind === 'unexplained' && q.question.params.cause === 'refused' ? q.question.params.refusal : null;
    expect(q.en).toContain(`${renderRefusal('strike', refusal!, 'en')}. `);
    expect(q.fr).toContain(`${renderRefusal('strike', refusal!, 'fr')}. `);
    // Three dice: two to take out.
    const three = started();
    three.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '2'), die(4, '1')));
    expect(asked(three).en).toMatch(/Take the 2 extra dice out of the arena: the die left is ruled as the throw\./);
    expect(asked(three).fr).toMatch(/Retirez de l'arène les 2\u00a0dés en trop\u00a0: le dé restant est arbitré comme le lancer\./);
    // What the step says the referee does: the extra die taken out, the die left is the throw.
    expect(live.onSnapshot(snap(die(1, '4'), die(2, '5'))).events.find((e) => e.type === 'diceThrown')).toMatchObject({ player: 0, count: 1, arena: ['4', '5'] });
    expect(live.question).toBeNull();
    // Or the arena put back as it was: no question, the game waits for the throw.
    expect(three.onSnapshot(snap(die(1, '4'))).events).toEqual([]);
    expect(three.question).toBeNull();
    expect(three.state.throwsThisTurn).toBe(0);
  });

  it('unexplained: the rules refuse the arena as a throw (the refusal worded in each language)', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    live.onSnapshot(snap(die(1, '2'), die(2, '5')));
    live.treatAsThrow();
    const q = asked(live);
    expect(q.question).toMatchObject({ kind: 'unexplained', params: { cause: 'refused', refusal: { code: 'wrong-throw-count', params: { thrown: 0 } } }, dieIds: [1, 2] });
    expect(q.en).toBe('This cannot be the arena after a throw. No new die appeared, but the arena changed: dice were turned, knocked out or swapped without a throw. Put the dice back as they lay: the referee then waits for the throw.');
    expect(q.fr).toBe("Ce ne peut pas être l'arène après un lancer. Aucun nouveau dé n'est apparu, mais l'arène a changé : des dés ont été retournés, sortis ou échangés sans lancer. Remettez les dés comme ils étaient : l'arbitre attend alors le lancer.");

    const other = started();
    other.onSnapshot(snap(die(1, '4'), die(2, '5')));
    other.onSnapshot(snap(die(1, '4'), die(2, '5'), die(3, '6')));
    const six = asked(other);
    expect(six.question).toMatchObject({
      kind: 'unexplained',
      params: { cause: 'refused', refusal: { code: 'impossible-face', params: { die: 'arena', index: 2, face: '6', faces: ['1', '2', '3', '4', '5', 'X'] } } },
      dieIds: [1, 2, 3],
    });
    expect(six.en).toBe('This cannot be the arena after a throw. Die 3 in the arena: "6" is not a face of these dice (1, 2, 3, 4, 5, X).');
    expect(six.fr).toBe("Ce ne peut pas être l'arène après un lancer. Dé 3 de l'arène : « 6 » n'est pas une face de ces dés (1, 2, 3, 4, 5, X).");
  });

  it('unexplained: a new view (another video or camera opened mid-game) shows more dice than the game\'s arena', () => {
    const live = started();
    const fresh = LiveStrikeReferee.resume(live.events, {}, 'viewChange');
    fresh.onSnapshot(snap(die(5, '4'), die(6, '2')));
    const q = asked(fresh);
    expect(q.question).toMatchObject({ kind: 'unexplained', params: { cause: 'newView', seen: 2, arena: 1, player: 'Ann' }, dieIds: [5, 6] });
    expect(q.en).toBe("The new view shows 2 dice in the arena where the game has 1. If Ann has thrown since, rule it as a throw; if not, show the game's arena.");
    expect(q.fr).toBe("La nouvelle vue montre 2 dés dans l'arène, où la partie en a 1. Si Ann a lancé depuis, comptez-le comme un lancer ; sinon, montrez l'arène de la partie.");
  });

  it('unexplained: the first look after a reload shows fewer dice than the game\'s arena, until its dice show', () => {
    const live = started();
    live.onSnapshot(snap(die(1, '4'), die(2, '5')));
    const resumed = LiveStrikeReferee.resume(live.events);
    expect(resumed.onSnapshot(snap()).events).toEqual([]);
    const q = asked(resumed);
    expect(q.question).toMatchObject({ kind: 'unexplained', params: { cause: 'newView', seen: 0, arena: 2, player: 'Ann' } });
    expect(q.en).toBe("The new view shows 0 dice in the arena where the game has 2: show the game's arena, its dice as they lay.");
    expect(q.fr).toBe("La nouvelle vue montre 0 dé dans l'arène, où la partie en a 2 : montrez l'arène de la partie, ses dés comme ils étaient.");
    // French counts 0 in the singular, as the rest of the French texts do (format.ts countFr; helper 196).
    // Not a throw to rule (helper 104: it ruled from no arena and threw).
    expect(resumed.treatAsThrow().events).toEqual([]);
    expect(resumed.question).toMatchObject({ params: { cause: 'newView', seen: 0 } });
    // A game die read as X or unreadable is still a die there: lined up with the game's faces, not asked about.
    const misread = LiveStrikeReferee.resume(live.events);
    misread.onSnapshot(snap(die(7, '4'), die(8, 'X')));
    expect([misread.question, misread.lastChange]).toEqual([null, 'baseline']);
    // The same while a leaning die is to be re-rolled (helper 104: the first look was taken as it lay).
    const leaning = started();
    leaning.onSnapshot(snap(die(1, '4'), die(2, null)));
    leaning.answer(2, 'leaning');
    leaning.confirm();
    expect(leaning.state.phase).toBe('reroll');
    const reroll = LiveStrikeReferee.resume(leaning.events);
    reroll.onSnapshot(snap());
    expect(reroll.question).toMatchObject({ params: { cause: 'newView', seen: 0, arena: 1 } });
    // The game's dice show: lined up, nothing asked; the next die is Ann's throw.
    expect(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'))).events).toEqual([]);
    expect([resumed.question, resumed.lastChange]).toEqual([null, 'baseline']);
    expect(resumed.onSnapshot(snap(die(7, '4'), die(8, '5'), die(9, '2'))).events.map((e) => e.type)).toContain('diceThrown');
  });

  it('ends a refusal that is a question with its question mark, not a full stop after it', () => {
    const refusal = { code: 'dice-missing', message: 'm', params: { missing: 2, before: 3, inArena: 1, out: 0, leaning: 0 } };
    const question = { kind: 'unexplained', message: 'm', params: { cause: 'refused', refusal }, dieIds: [] } as LiveQuestion;
    expect(renderQuestion('strike', question, 'en')).toBe('This cannot be the arena after a throw. 2 dice missing: the arena held 3, and now holds 1. Is a die hidden, or was one picked up?');
    expect(renderQuestion('strike', question, 'fr')).toMatch(/^Ce ne peut pas être l'arène après un lancer\. .*\u00a0\?$/);
  });
});
