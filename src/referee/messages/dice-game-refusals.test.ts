import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import { fold, type Refusal } from '../../rules/engine.ts';
import { refusalOf as refusalThrown } from '../../rules/testing/game.ts';
import { diceGame, type DiceGameAction, type DiceGameConfig } from '../../rules/dice-game/index.ts';
import { GameSession } from '../gameSession.ts';
import { LiveDiceGameReferee } from '../liveDiceGameReferee.ts';
import { renderRefusal } from '../render.ts';

const f = (digits: string) => [...digits] as Face[];
const roll = (digits: string): DiceGameAction => ({ type: 'roll', faces: f(digits) });
const keep = (digits: string): DiceGameAction => ({ type: 'keep', faces: f(digits) });

/** Plays `actions` from `config`; every action but the last must be accepted. */
function refusalOf(config: DiceGameConfig, ...actions: DiceGameAction[]): Refusal {
  const { session } = GameSession.start(diceGame, config);
  for (const action of actions.slice(0, -1)) {
    const refused = session.act(action).rejected;
    if (refused) throw new Error(`${action.type} refused: ${refused.message}`);
  }
  const refused = session.act(actions.at(-1)!).rejected;
  if (!refused) throw new Error('the last action was accepted');
  return refused;
}

/** Both texts of a refusal; the English one must be the engine's (or the referee's) sentence. */
function texts(refusal: Refusal): [string, string] {
  const english = renderRefusal('dice-game', refusal, 'en');
  expect(english).toBe(refusal.message);
  return [english, renderRefusal('dice-game', refusal, 'fr')];
}

const players = ['Ann', 'Bob'];

/** The refusal of a set-up. */
const setupRefusal = (config: DiceGameConfig): Refusal => refusalThrown(() => diceGame.setup(config));

describe('dice game refusals', () => {
  it("words refused player names as Strike does, in both languages", () => {
    const empty = setupRefusal({ players: ['Ann', 'Bob', ' '] });
    expect(empty.params).toEqual({ reason: 'not-names', seat: 2 });
    expect(renderRefusal('dice-game', empty, 'en')).toBe('Player 3 needs a name.');
    expect(renderRefusal('dice-game', empty, 'fr')).toBe('Le joueur 3 doit avoir un nom.');
    // Only the names that repeat are named, not every player (helper 160).
    const repeated = setupRefusal({ players: ['Léa', 'Zoé', 'Hugo', 'zoé'] });
    expect(renderRefusal('dice-game', repeated, 'en')).toBe('Player names must differ: Zoé, zoé.');
    expect(renderRefusal('dice-game', repeated, 'fr')).toBe('Les noms des joueurs doivent être différents : Zoé, zoé.');
  });

  it('words every refusal of a turn in both languages', () => {
    expect(texts(refusalOf({ players }, { type: 'bank', player: 1 }))).toEqual(["It is Ann's turn, not Bob's.", "C'est au tour d'Ann, pas de Bob."]);
    expect(texts(refusalOf({ players }, roll('155236'), roll('155236')))).toEqual([
      'Set aside at least one scoring die before rolling again.', 'Mettez de côté au moins un dé qui rapporte avant de relancer.',
    ]);
    expect(texts(refusalOf({ players }, roll('X55236')))).toEqual([
      'The dice game uses plain d6 faces 1–6, not "X".', 'Le jeu de dés se joue avec des dés ordinaires (faces 1 à 6), pas « X ».',
    ]);
    expect(texts(refusalOf({ players }, roll('15523')))).toEqual(['Expected 6 dice to be rolled, read 5.', 'Il fallait lancer 6 dés, 5 ont été lus.']);
    // One die left (five set aside): the singular in both languages.
    expect(texts(refusalOf({ players }, roll('155552'), keep('15555'), roll('23')))).toEqual(['Expected 1 die to be rolled, read 2.', 'Il fallait lancer 1 dé, 2 ont été lus.']);
    expect(texts(refusalOf({ players }, keep('1')))).toEqual(['Roll the dice before setting any aside.', "Lancez les dés avant d'en mettre de côté."]);
    expect(texts(refusalOf({ players }, roll('155236'), keep('')))).toEqual(['Set aside at least one scoring die.', 'Mettez de côté au moins un dé qui rapporte.']);
    expect(texts(refusalOf({ players }, roll('155236'), keep('11')))).toEqual(['The roll 1 5 5 2 3 6 does not have 1 1.', 'Le lancer 1 5 5 2 3 6 ne contient pas 1 1.']);
    expect(texts(refusalOf({ players }, roll('155236'), keep('12')))).toEqual([
      'Not every die of 1 2 scores: the 2 scores nothing. Keep only scoring dice.', 'Les dés 1 2 ne rapportent pas tous : le 2 ne rapporte rien. Ne gardez que des dés qui rapportent.',
    ]);
    expect(texts(refusalOf({ players }, roll('155236'), keep('6')))).toEqual(['The 6 scores nothing. Keep only scoring dice.', 'Le 6 ne rapporte rien. Ne gardez que des dés qui rapportent.']);
    // A fourth 2 holds no value ("4 or 5 of a kind … hold no extra value", rulebook "Scoring"); two 6s beside a 5 neither.
    expect(texts(refusalOf({ players }, roll('222256'), keep('22225')))).toEqual([
      'Not every die of 2 2 2 2 5 scores: one 2 scores nothing. Keep only scoring dice.', 'Les dés 2 2 2 2 5 ne rapportent pas tous : un des 2 ne rapporte rien. Ne gardez que des dés qui rapportent.',
    ]);
    expect(texts(refusalOf({ players }, roll('566234'), keep('566')))).toEqual([
      'Not every die of 5 6 6 scores: the 6s score nothing. Keep only scoring dice.', 'Les dés 5 6 6 ne rapportent pas tous : les 6 ne rapportent rien. Ne gardez que des dés qui rapportent.',
    ]);
    // None of the dice set aside scores (helper 123).
    expect(texts(refusalOf({ players }, roll('111123'), keep('23')))).toEqual([
      'None of 2 3 scores. Keep only scoring dice.', 'Aucun des dés 2 3 ne rapporte. Ne gardez que des dés qui rapportent.',
    ]);
    // Putting back dice set aside: those that stay must score.
    expect(texts(refusalOf({ players }, roll('222563'), keep('2225'), { type: 'putBack', faces: ['2'] }))).toEqual([
      'Putting back 2 would leave 2 2 5 set aside, and the 2s score nothing: put them back too.', 'Remettre 2 laisserait 2 2 5 de côté, et les 2 ne rapportent rien : remettez-les aussi.',
    ]);
    // A straight's 1 put back (helper 126: the refusal spoke of keeping); its 1 and 5, leaving nothing that scores.
    expect(texts(refusalOf({ players }, roll('123456'), keep('123456'), { type: 'putBack', faces: ['1'] }))).toEqual([
      'Putting back 1 would leave 2 3 4 5 6 set aside, and the 2, the 3, the 4 and the 6 score nothing: put them back too.',
      'Remettre 1 laisserait 2 3 4 5 6 de côté, et le 2, le 3, le 4 et le 6 ne rapportent rien : remettez-les aussi.',
    ]);
    expect(texts(refusalOf({ players }, roll('123456'), keep('123456'), { type: 'putBack', faces: ['1', '5'] }))).toEqual([
      'Putting back 1 5 would leave 2 3 4 6 set aside, and none of them scores.',
      'Remettre 1 5 laisserait 2 3 4 6 de côté, et aucun de ces dés ne rapporte.',
    ]);
    expect(texts(refusalOf({ players }, roll('222563'), keep('2225'), { type: 'putBack', faces: ['2', '2', '5'] }))).toEqual([
      'Putting back 2 2 5 would leave 2 set aside, which scores nothing.', 'Remettre 2 2 5 laisserait 2 de côté, qui ne rapporte rien.',
    ]);
    // Before the turn's first roll: nothing to bank (helper 229: "after setting aside" misled, a bank right after a roll being taken live).
    expect(texts(refusalOf({ players }, { type: 'bank' }))).toEqual([
      'Nothing to bank yet this turn: roll the dice first.', "Rien à marquer pour l'instant dans ce tour\u00a0: lancez d'abord les dés.",
    ]);
    expect(texts(refusalOf({ players }, roll('155236'), { type: 'bank' }))).toEqual([
      'You can bank only after setting aside scoring dice.', "On ne peut marquer qu'après avoir mis de côté des dés qui rapportent.",
    ]);
    expect(texts(refusalOf({ players }, roll('155236'), keep('155'), { type: 'bank' }))).toEqual([
      'You need at least 400 points this turn to bank (you have 200).', 'Il faut au moins 400 points ce tour pour marquer (vous en avez 200).',
    ]);
    expect(texts(refusalOf({ players, hotDiceMustRoll: true }, roll('155222'), keep('155222'), { type: 'bank' }))).toEqual([
      'All six dice counted: roll them all again.', 'Les six dés ont compté : relancez-les tous.',
    ]);
  });

  it('words the refusals of the final turn, of corrections and of a game over', () => {
    const short = { players, targetScore: 100, minBankPoints: 0, firstBankPoints: 0 };
    expect(texts(refusalOf(short, roll('155236'), keep('1'), { type: 'bank' }, roll('523462'), keep('5'), { type: 'bank' }))).toEqual([
      'In your final turn you can bank only once your total goes past 100 points.', 'Pendant votre dernier tour, vous ne marquez que si votre total dépasse 100 points.',
    ]);
    expect(texts(refusalOf({ players }, { type: 'correctFace', index: 0, face: '1' }))).toEqual([
      'Only the last roll can be corrected, before any die is kept from it.', "Seul le dernier lancer peut être corrigé, avant qu'un de ses dés soit gardé.",
    ]);
    expect(texts(refusalOf({ players }, roll('155236'), { type: 'correctFace', index: 6, face: '1' }))).toEqual([
      'There is no die 7 in the last roll: its dice are 1–6.', "Il n'y a pas de dé 7 dans le dernier lancer : ses dés vont de 1 à 6.",
    ]);
    expect(texts(refusalOf({ players }, roll('155236'), { type: 'correctFace', index: 1, face: '5' }))).toEqual(['Die 2 already shows 5.', 'Le dé 2 montre déjà 5.']);
    expect(texts(refusalOf({ players }, roll('155236'), { type: 'undo' }))).toEqual(['There is no correction to undo.', 'Aucune correction à annuler.']);
    expect(texts(refusalOf({ players }, roll('444444'), { type: 'bank' }))).toEqual(['The game is over.', 'La partie est terminée.']);
    const beforeFirstTurn = fold(diceGame, diceGame.setup({ players }).slice(0, 1));
    let turnOver: Refusal | undefined;
    try {
      diceGame.apply(beforeFirstTurn, roll('155236'));
    } catch (error) {
      turnOver = (error as { toRefusal(): Refusal }).toRefusal();
    }
    expect(texts(turnOver!)).toEqual(['This turn is over.', 'Ce tour est terminé.']);
    expect(texts(refusalOf({ players }, { type: 'roll', faces: 'oops' as unknown as Face[] }))).toEqual([
      'Faces must be a list like ["1","5"].', 'Les faces doivent être une liste comme ["1","5"].',
    ]);
  });

  it('words the live referee’s own refusals', () => {
    const { live } = LiveDiceGameReferee.start({ players });
    expect(texts(live.correct(5, '1').rejected!)).toEqual(['die 5 is not one of the dice of the last roll', 'le dé 5 ne fait pas partie du dernier lancer']);
    live.onSnapshot({ tMs: 0, dice: [] });
    const die = (id: number, face: Face | null) => ({ id, box: [id * 40, 0, id * 40 + 20, 20] as [number, number, number, number], face, confidence: 0.9, inArena: true });
    live.onSnapshot({ tMs: 1, dice: [die(1, '1'), die(2, '5'), die(3, null), die(4, null), die(5, '2'), die(6, '3')] });
    expect(texts(live.confirm().rejected!)).toEqual(['set the face of the 2 unreadable dice first', "indiquez d'abord la face des 2 dés illisibles"]);
  });
});
