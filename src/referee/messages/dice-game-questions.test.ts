import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import type { ArenaSnapshot, SnapshotDie } from '../../tracking/types.ts';
import { LiveDiceGameReferee, type DiceGameQuestion } from '../liveDiceGameReferee.ts';
import { renderQuestion } from '../render.ts';
import { fr } from './dice-game-questions.ts';

/** A 20 px die with id `id` at column `col` (40 px apart), showing `face`. */
function die(id: number, face: Face | null, col = id, extra: Partial<SnapshotDie> = {}): SnapshotDie {
  return { id, box: [col * 40, 100, col * 40 + 20, 120], face, confidence: 0.95, inArena: true, ...extra };
}
/** Dice with ids `first`, `first + 1`… at columns 1, 2… showing the faces of `digits`. */
function dice(first: number, digits: string): SnapshotDie[] {
  return [...digits].map((face, i) => die(first + i, face as Face, i + 1));
}
let clock = 0;
const snap = (...all: SnapshotDie[]): ArenaSnapshot => ({ tMs: (clock += 1000), dice: all });
const f = (digits: string) => [...digits] as Face[];

/** A game of Ann and Bob with an empty arena seen. */
function started(): LiveDiceGameReferee {
  const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
  live.onSnapshot(snap());
  return live;
}

/** The referee's question, with its English and French texts (the English one is its `message`, worded by the same table). */
function asked(live: LiveDiceGameReferee): { question: DiceGameQuestion; en: string; fr: string } {
  const question = live.question;
  if (!question) throw new Error('the referee asks nothing');
  return { question, en: renderQuestion('dice-game', question, 'en'), fr: renderQuestion('dice-game', question, 'fr') };
}

describe('dice-game questions (renderQuestion)', () => {
  it('names the next player after "le lancer" with the French elision and article (helper 126)', () => {
    const wrong = { player: 'Bob', mustRoll: 2, inArena: 6, seen: [], notKept: [], nextRoll: 'Ann' };
    expect(fr.wrongCount(wrong, String)).toMatch(/c'est le lancer d'Ann\.$/);
    expect(fr.wrongCount({ ...wrong, nextRoll: 'Joueur 2' }, String)).toMatch(/c'est le lancer du joueur 2\.$/);
    expect(fr.keptWhich({ player: 'Bob', choices: [['1', '1'], ['1', '5']], rolled: 4, nextRoll: 'Ann' }, String))
      .toMatch(/ Ou bien Bob a marqué et c'est le lancer d'Ann\u00a0: appuyez alors sur Marquer\.$/);
  });

  it('confirmRoll: one doubtful die, then two', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '15523'), die(6, null, 6)));
    let q = asked(live);
    expect(q.question).toMatchObject({ kind: 'confirmRoll', params: { dice: [{ id: 6, face: null }] }, dieIds: [6] });
    expect(q.en).toBe('Check this die: click it to set its face, then confirm.');
    expect(q.fr).toBe('Vérifiez ce dé : cliquez dessus pour indiquer sa face, puis confirmez.');

    const other = started();
    other.onSnapshot(snap(...dice(1, '1552'), die(5, null, 5), die(6, '6', 6, { confidence: 0.4 })));
    q = asked(other);
    expect(q.question.params).toEqual({ dice: [{ id: 5, face: null }, { id: 6, face: '6' }] });
    expect(q.en).toBe('Check these dice: click each to set its face, then confirm.');
    expect(q.fr).toBe('Vérifiez ces dés : cliquez sur chacun pour indiquer sa face, puis confirmez.');
  });

  it('refusedKeep: two dice, one die, and every die of the roll', () => {
    const live = started();
    const roll = dice(1, '152344');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.filter((d) => d.id !== 1 && d.id !== 5)));
    let q = asked(live);
    expect(q.question).toMatchObject({ kind: 'refusedKeep', params: { player: 'Ann', faces: f('14'), allDice: false, refusal: { code: 'non-scoring-die' } }, dieIds: [1, 5] });
    expect(q.en).toBe('1 4 cannot all be set aside: the 4 scores nothing. Put it back and set aside only scoring dice, or click a misread die to correct it.');
    expect(q.fr).toBe("1 4 ne peuvent pas tous être mis de côté : le 4 ne rapporte rien. Remettez-le dans l'arène et ne mettez de côté que des dés qui rapportent, ou cliquez sur un dé mal lu pour le corriger.");

    // Four 2s and a 5: the fourth 2 scores nothing ("4 or 5 of a kind … hold no extra value").
    const four = started();
    const twos = dice(1, '222256');
    four.onSnapshot(snap(...twos));
    four.onSnapshot(snap(twos[5]!));
    q = asked(four);
    expect(q.question).toMatchObject({ kind: 'refusedKeep', params: { faces: f('22225'), refusal: { code: 'non-scoring-die', params: { idle: ['2'] } } } });
    expect(q.en).toBe('2 2 2 2 5 cannot all be set aside: one 2 scores nothing. Put it back and set aside only scoring dice, or click a misread die to correct it.');
    expect(q.fr).toBe("2 2 2 2 5 ne peuvent pas tous être mis de côté : un des 2 ne rapporte rien. Remettez-le dans l'arène et ne mettez de côté que des dés qui rapportent, ou cliquez sur un dé mal lu pour le corriger.");

    // Two dice, neither of which scores.
    const none = started();
    const ones = dice(1, '111123');
    none.onSnapshot(snap(...ones));
    none.onSnapshot(snap(...ones.slice(0, 4)));
    q = asked(none);
    expect(q.en).toBe('2 3 cannot be set aside: none of them scores. Put them back and set aside only scoring dice, or click a misread die to correct it.');
    expect(q.fr).toBe("2 3 ne peuvent pas être mis de côté : aucun ne rapporte. Remettez-les dans l'arène et ne mettez de côté que des dés qui rapportent, ou cliquez sur un dé mal lu pour le corriger.");

    // Two dice that score nothing beside a 1.
    const two = started();
    const mixed = dice(1, '146235');
    two.onSnapshot(snap(...mixed));
    two.onSnapshot(snap(...mixed.slice(3)));
    q = asked(two);
    expect(q.en).toBe('1 4 6 cannot all be set aside: the 4 and the 6 score nothing. Put them back and set aside only scoring dice, or click a misread die to correct it.');
    expect(q.fr).toBe("1 4 6 ne peuvent pas tous être mis de côté : le 4 et le 6 ne rapportent rien. Remettez-les dans l'arène et ne mettez de côté que des dés qui rapportent, ou cliquez sur un dé mal lu pour le corriger.");

    const one = started();
    one.onSnapshot(snap(...roll));
    one.onSnapshot(snap(...roll.filter((d) => d.id !== 5)));
    q = asked(one);
    expect(q.question).toMatchObject({ kind: 'refusedKeep', params: { player: 'Ann', faces: f('4'), allDice: false }, dieIds: [5] });
    expect(q.en).toBe('4 cannot be set aside: only scoring dice can. Put it back and set aside only scoring dice, or click a misread die to correct it.');
    expect(q.fr).toBe("Le 4 ne peut pas être mis de côté : seuls les dés qui rapportent le peuvent. Remettez-le dans l'arène et ne mettez de côté que des dés qui rapportent, ou cliquez sur un dé mal lu pour le corriger.");

    const all = started();
    all.onSnapshot(snap(...roll));
    all.onSnapshot(snap());
    q = asked(all);
    expect(q.question.params).toMatchObject({ player: 'Ann', faces: f('152344'), allDice: true });
    expect(q.en).toBe('All the dice of the roll left the arena, and 1 5 2 3 4 4 cannot all be set aside. Put back the dice Ann rolls again, so that the camera sees which ones Ann keeps.');
    expect(q.fr).toBe("Tous les dés du lancer ont quitté l'arène, et 1 5 2 3 4 4 ne peuvent pas tous être mis de côté. Remettez dans l'arène les dés qu'Ann relance, pour que la caméra voie lesquels Ann garde.");
  });

  it('wrongCount: too many dice, then too few', () => {
    const live = started();
    const roll = dice(1, '155236');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(3)));
    live.onSnapshot(snap());
    live.onSnapshot(snap(...dice(7, '2346')));
    let q = asked(live);
    expect(q.question).toMatchObject({ kind: 'wrongCount', params: { player: 'Ann', mustRoll: 3, inArena: 4 }, dieIds: [7, 8, 9, 10] });
    expect(q.en).toBe('Ann must roll 3 dice, but 4 are in the arena (2 3 4 6). Set aside the dice kept this turn outside the arena and roll again.');
    expect(q.fr).toBe("Ann doit lancer 3 dés, mais 4 sont dans l'arène (2 3 4 6). Mettez hors de l'arène les dés gardés ce tour et relancez.");

    live.onSnapshot(snap());
    live.onSnapshot(snap(...dice(11, '23')));
    q = asked(live);
    expect(q.question).toMatchObject({ kind: 'wrongCount', params: { player: 'Ann', mustRoll: 3, inArena: 2 }, dieIds: [11, 12] });
    expect(q.en).toBe('Ann must roll 3 dice, but 2 are in the arena (2 3). Roll again with all 3 dice.');
    expect(q.fr).toBe("Ann doit lancer 3 dés, mais 2 sont dans l'arène (2 3). Relancez avec les 3 dés.");

    // More dice than the game has (a photo of 8 dice): take the others away.
    live.onSnapshot(snap());
    live.onSnapshot(snap(...dice(13, '23456612')));
    q = asked(live);
    expect(q.question).toMatchObject({ kind: 'wrongCount', params: { player: 'Ann', mustRoll: 3, inArena: 8 } });
    expect(q.en).toBe('Ann must roll 3 dice, but 8 are in the arena (2 3 4 5 6 6 1 2). The dice game is played with 6 dice: take the other 2 away, set aside the dice kept this turn outside the arena and roll again.');
    expect(q.fr).toBe("Ann doit lancer 3 dés, mais 8 sont dans l'arène (2 3 4 5 6 6 1 2). Le jeu de dés se joue avec 6 dés : retirez les 2 autres, mettez hors de l'arène les dés gardés ce tour et relancez.");
  });

  it('wrongCount: more than six dice for a turn\'s first roll', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '1234561')));
    const q = asked(live);
    expect(q.question).toMatchObject({ kind: 'wrongCount', params: { player: 'Ann', mustRoll: 6, inArena: 7 } });
    expect(q.en).toBe('Ann must roll 6 dice, but 7 are in the arena (1 2 3 4 5 6 1). The dice game is played with 6 dice: take the other die away and roll again.');
    expect(q.fr).toBe("Ann doit lancer 6 dés, mais 7 sont dans l'arène (1 2 3 4 5 6 1). Le jeu de dés se joue avec 6 dés : retirez l'autre et relancez.");
  });

  it('notKept, and wrongCount with dice taken out that may be misread scoring dice', () => {
    const live = started();
    const roll = dice(1, '142366');
    live.onSnapshot(snap(...roll));
    live.onSnapshot(snap(...roll.slice(1)));
    live.onSnapshot(snap(...roll.slice(2)));
    let q = asked(live);
    expect(q.question).toMatchObject({ kind: 'notKept', params: { player: 'Ann', faces: f('4') }, dieIds: [2] });
    expect(q.fr).toBe("Le 4 ne rapporte pas avec les dés mis de côté : il est pris comme ramassé pour être relancé. Si c'est un dé qui rapporte mal lu, cliquez dessus pour le corriger.");
    live.onSnapshot(snap());
    live.onSnapshot(snap(...dice(10, '2345')));
    q = asked(live);
    expect(q.question).toMatchObject({ kind: 'wrongCount', params: { mustRoll: 5, inArena: 4, notKept: f('4') } });
    expect(q.fr).toBe("Ann doit lancer 5 dés, mais 4 sont dans l'arène (2 3 4 5). Relancez avec les 5 dés. Si le 4 sorti est un dé qui rapporte mal lu, cliquez dessus pour le corriger.");

    // Two dice taken out at once, the rest of the roll staying.
    const two = started();
    const roll2 = dice(1, '142366');
    two.onSnapshot(snap(...roll2));
    two.onSnapshot(snap(...roll2.slice(1)));
    two.onSnapshot(snap(...roll2.slice(3)));
    q = asked(two);
    expect(q.question).toMatchObject({ kind: 'notKept', params: { faces: f('42') }, dieIds: [2, 3] });
    expect(q.en).toBe('4 2 do not score with the dice set aside, so they are taken as picked up to roll again. If one is a scoring die read wrong, click it to correct it.');
    expect(q.fr).toBe("4 2 ne rapportent pas avec les dés mis de côté : ils sont pris comme ramassés pour être relancés. Si l'un d'eux est un dé qui rapporte mal lu, cliquez dessus pour le corriger.");
  });

  it('keptWhich: dice set aside and the others rolled at once, with a choice', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '115234')));
    live.onSnapshot(snap(die(4, '6', 8), die(5, '6', 9), die(12, '3', 10), die(13, '5', 11)));
    let q = asked(live);
    expect(q.question).toMatchObject({ kind: 'keptWhich', params: { choices: [f('11'), f('15')], rolled: 4 } });
    expect(q.fr).toBe("Ann a mis des dés de côté et lancé 4 dés d'un coup. Quels dés ont été mis de côté : 1 1 ou 1 5 ?");
    // Three choices, one die rolled: "a, b or c".
    const three = started();
    three.onSnapshot(snap(...dice(1, '115552')));
    three.onSnapshot(snap(die(20, '2', 9), die(21, '3', 10), die(22, '4', 11), die(23, '6', 12)));
    q = asked(three);
    expect(q.question).toMatchObject({ kind: 'keptWhich', params: { choices: [f('11'), f('15'), f('55')], rolled: 4 } });
    expect(q.en).toBe('Ann set aside dice and rolled 4 dice at once. Which dice did Ann set aside: 1 1, 1 5 or 5 5?');
    expect(q.fr).toBe("Ann a mis des dés de côté et lancé 4 dés d'un coup. Quels dés ont été mis de côté : 1 1, 1 5 ou 5 5 ?");
    // One die rolled of 1 1 5 5 5 6: only 1 1 5 5 5 can have been set aside, so no question.
    const one = started();
    one.onSnapshot(snap(...dice(1, '115556')));
    expect(one.onSnapshot(snap(die(20, '2', 9))).events.map((event) => event.type)).toEqual(['diceKept', 'diceRolled', 'farkle', 'turnStarted']);
    expect(one.question).toBeNull();
  });

  it('changed: the dice of the roll changed before any was set aside', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '155236')));
    live.onSnapshot(snap(die(1, '2', 9), die(2, '2', 10), ...dice(1, '155236').slice(2)));
    const q = asked(live);
    expect(q.question).toMatchObject({ kind: 'changed', params: { player: 'Ann', roll: f('155236') }, dieIds: [1, 2] });
    expect(q.en).toBe("The dice of Ann's roll changed before any was set aside: put them back as rolled (1 5 5 2 3 6) and set aside at least one scoring die.");
    expect(q.fr).toBe("Les dés du lancer d'Ann ont changé avant qu'aucun ne soit mis de côté : remettez-les comme ils ont été lancés (1 5 5 2 3 6) et mettez de côté au moins un dé qui rapporte.");
  });

  it('restoreRoll: a resumed game waits for the dice of the roll', () => {
    const live = started();
    live.onSnapshot(snap(...dice(1, '155236')));
    const resumed = LiveDiceGameReferee.resume(JSON.parse(JSON.stringify(live.events)));
    resumed.onSnapshot(snap(...dice(20, '1552')));
    const q = asked(resumed);
    expect(q.question).toMatchObject({ kind: 'restoreRoll', params: { player: 'Ann', roll: f('155236') }, dieIds: [] });
    expect(q.en).toBe('Ann has not set aside dice from the roll 1 5 5 2 3 6 yet: put those 6 dice back in the arena.');
    expect(q.fr).toBe("Ann n'a pas encore mis de côté de dés du lancer 1 5 5 2 3 6 : remettez ces 6 dés dans l'arène.");
    // A roll of one die: that die.
    const one = { ...q.question, params: { player: 'Ann', roll: f('5'), nextRoll: null } } as DiceGameQuestion;
    expect(renderQuestion('dice-game', one, 'en')).toBe('Ann has not set aside dice from the roll 5 yet: put that die back in the arena.');
    expect(renderQuestion('dice-game', one, 'fr')).toBe("Ann n'a pas encore mis de côté de dés du lancer 5 : remettez ce dé dans l'arène.");
    // Six other dice, which may be Bob's roll after a bank unseen.
    const bank = { ...q.question, params: { player: 'Ann', roll: f('511152'), nextRoll: { player: 'Bob', keep: f('11155') } } } as DiceGameQuestion;
    expect(renderQuestion('dice-game', bank, 'en')).toBe('Ann has not set aside dice from the roll 5 1 1 1 5 2 yet: put those 6 dice back in the arena. '
      + "If Ann set aside 1 1 1 5 5 and banked, press Bank: the dice in the arena are Bob's roll.");
    expect(renderQuestion('dice-game', bank, 'fr')).toBe("Ann n'a pas encore mis de côté de dés du lancer 5 1 1 1 5 2 : remettez ces 6 dés dans l'arène. "
      + "Si Ann a mis de côté 1 1 1 5 5 et marqué, appuyez sur Marquer : les dés dans l'arène sont le lancer de Bob.");
  });

  it('notARoll: dice lying in the arena at the first look are no roll, until they are picked up and rolled', () => {
    const { live } = LiveDiceGameReferee.start({ players: ['Ann', 'Bob'] });
    live.onSnapshot(snap(...dice(1, '155236')));
    const q = asked(live);
    expect(q.question).toMatchObject({ kind: 'notARoll', params: { player: 'Ann', inArena: 6 }, dieIds: [1, 2, 3, 4, 5, 6] });
    expect(q.en).toBe("The 6 dice were in the arena when the referee first looked, so it did not see them rolled. If they are Ann's roll, say so; if not, pick them up and roll.");
    expect(q.fr).toBe("Les 6 dés étaient dans l'arène quand l'arbitre a regardé la première fois : il ne les a pas vus lancés. Si c'est le lancer d'Ann, dites-le ; sinon, ramassez-les et lancez.");
    expect(live.state.turn.phase).toBe('toRoll');
    expect(live.canSetFace(1)).toBe(false); // no roll to correct
    // A hand passes over: the same dice lie there, the question stands.
    live.onSnapshot(snap(...dice(1, '155236')));
    expect(live.question?.kind).toBe('notARoll');
    live.onSnapshot(snap());
    expect(live.question).toBeNull();
    expect(live.onSnapshot(snap(...dice(10, '155236'))).events.map((e) => e.type)).toEqual(['diceRolled']);
    expect(live.canSetFace(10)).toBe(true);
    const one = LiveDiceGameReferee.start({ players: ['Ann'] }).live;
    one.onSnapshot(snap(die(1, '4')));
    // One die where six are rolled: it cannot be the roll.
    expect(asked(one).question.params).toEqual({ player: 'Ann', inArena: 1, mustRoll: 6 });
    expect(asked(one).en).toBe('Ann must roll 6 dice, but 1 is in the arena: roll all 6 dice.');
    expect(asked(one).fr).toBe("Ann doit lancer 6 dés, mais 1 est dans l'arène : lancez les 6 dés.");
  });

  it('throws for a game without question texts', () => {
    const question = { kind: 'restoreRoll', message: 'm', params: { player: 'Ann', roll: [], nextRoll: null }, dieIds: [] } as DiceGameQuestion;
    expect(() => renderQuestion('hp-strike' as 'dice-game', question, 'fr')).toThrow('no question texts for game "hp-strike"');
  });
});
