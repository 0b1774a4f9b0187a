import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import type { Refusal } from '../../rules/engine.ts';
import { hpStrike } from '../../rules/hp-strike/index.ts';
import { CLASSIC, strike, type StrikeAction, type StrikeConfig, type StrikeEdition } from '../../rules/strike/index.ts';
import { refusalOf as refusalThrown } from '../../rules/testing/game.ts';
import { GameSession } from '../gameSession.ts';
import { LiveStrikeReferee } from '../liveStrikeReferee.ts';
import { renderRefusal } from '../render.ts';
import { StrikeReferee } from '../strikeReferee.ts';

/** The classic edition with a smaller chart and other changes, for short set-ups. */
function edition(extra: Partial<StrikeEdition>): StrikeEdition {
  return { ...CLASSIC, id: 'test', name: 'Test Strike', ...extra };
}

/** Plays `actions` from `config`; every action but the last must be accepted. */
function refusalOf(config: StrikeConfig, ...actions: StrikeAction[]): Refusal {
  const { session } = GameSession.start(strike, config);
  for (const action of actions.slice(0, -1)) {
    const refused = session.act(action).rejected;
    if (refused) throw new Error(`${action.type} refused: ${refused.message}`);
  }
  const refused = session.act(actions.at(-1)!).rejected;
  if (!refused) throw new Error('the last action was accepted');
  return refused;
}

/** The refusal of a set-up. */
const setupRefusal = (config: StrikeConfig): Refusal => refusalThrown(() => strike.setup(config));

/**
 * Both texts of a refusal, as renderRefusal gives them. The English text is the engine's (or
 * the referee's) own sentence: both count dice from 1 and are checked to agree.
 */
function texts(refusal: Refusal): [string, string] {
  const english = renderRefusal('strike', refusal, 'en');
  expect(english).toBe(refusal.message);
  return [english, renderRefusal('strike', refusal, 'fr')];
}

const players = ['Ann', 'Bob'];
const started: StrikeAction = { type: 'placeStartDie', face: '3' };
const throwOf = (arena: Face[], out = 0, leaning = 0): StrikeAction => ({ type: 'throw', arena, out, leaning });

describe('Strike refusals', () => {
  it('counts arena dice from 1 in both languages, from the params where they count from 0', () => {
    const face = refusalOf({ players }, started, throwOf(['6', '3']));
    expect(face).toEqual({
      code: 'impossible-face', message: 'Die 1 in the arena: "6" is not a face of these dice (1, 2, 3, 4, 5, X)',
      params: { die: 'arena', index: 0, face: '6', faces: ['1', '2', '3', '4', '5', 'X'] },
    });
    expect(texts(face)).toEqual([
      'Die 1 in the arena: "6" is not a face of these dice (1, 2, 3, 4, 5, X)',
      "Dé 1 de l'arène : « 6 » n'est pas une face de ces dés (1, 2, 3, 4, 5, X)",
    ]);
    const second = refusalOf({ players }, started, throwOf(['3', '6']));
    expect(texts(second)[1]).toBe("Dé 2 de l'arène : « 6 » n'est pas une face de ces dés (1, 2, 3, 4, 5, X)");

    // Corrections name arena dice too: Bob's turn, arena 3 5.
    const ready = [started, throwOf(['3', '5']), { type: 'pass' } as StrikeAction];
    const missing = refusalOf({ players }, ...ready, { type: 'correctFace', index: 5, face: '4' });
    expect(missing.params).toEqual({ index: 5, arenaDice: 2 });
    expect(texts(missing)).toEqual([
      'There is no die 6 in the arena (it holds 2 dice)',
      "Il n'y a pas de dé 6 dans l'arène (elle en contient 2)",
    ]);
    // Only start dice in the arena (no throw to rule again): an X or a face another die shows is refused.
    expect(texts(refusalOf({ players }, started, { type: 'correctFace', index: 0, face: 'X' }))).toEqual([
      'Die 1 cannot show X: it is a start die, which shows a number',
      "Le dé 1 ne peut pas montrer X : c'est un dé de départ, qui montre un chiffre",
    ]);
    expect(texts(refusalOf({ players }, ...ready, { type: 'correctFace', index: 1, face: '5' }))).toEqual([
      'Die 2 already shows 5',
      'Le dé 2 montre déjà 5',
    ]);
    const startDice = edition({ startDie: 'onePerPlayer' });
    const match = refusalOf({ players, edition: startDice }, started, { type: 'placeStartDie', face: '5' }, { type: 'correctFace', index: 1, face: '3' });
    expect(match.params).toEqual({ index: 1, face: '3', other: 0 });
    expect(texts(match)).toEqual([
      'Die 2 cannot show 3: die 1 already shows 3, and the start dice all differ',
      'Le dé 2 ne peut pas montrer 3 : le dé 1 montre déjà 3, et les dés de départ sont tous différents',
    ]);
    expect(texts(refusalOf({ players }, ...ready, { type: 'correctFace', index: 0, face: '6' }))).toEqual([
      'Die 1: "6" is not a face of these dice (1, 2, 3, 4, 5, X)',
      "Dé 1 : « 6 » n'est pas une face de ces dés (1, 2, 3, 4, 5, X)",
    ]);
  });

  it('words the throws the rules refuse, in English and French', () => {
    expect(texts(refusalOf({ players }, started, throwOf(['3', '5', '1'])))).toEqual([
      '2 dice appeared but exactly 1 may be thrown',
      "2 dés sont apparus, mais on ne lance qu'un dé à la fois",
    ]);
    expect(texts(refusalOf({ players }, started, throwOf(['4'])))).toEqual([
      'No new die appeared, but the arena changed: dice were turned, knocked out or swapped without a throw',
      "Aucun nouveau dé n'est apparu, mais l'arène a changé : des dés ont été retournés, sortis ou échangés sans lancer",
    ]);
    expect(texts(refusalOf({ players }, started, throwOf(['3'])))).toEqual([
      'The arena shows the same 1 die as before: no die was thrown (moving dice without changing their faces is not a throw)',
      "L'arène montre le même dé qu'avant : aucun dé n'a été lancé (déplacer des dés sans changer leurs faces n'est pas un lancer)",
    ]);
    expect(texts(refusalOf({ players }, started, throwOf(['3', '5']), throwOf([])))).toEqual([
      '2 dice missing: the arena held 2, and now holds 0. Is a die hidden, or was one picked up?',
      "2 dés manquent : l'arène en contenait 2, et en contient maintenant 0. Un dé est-il caché, ou a-t-il été ramassé ?",
    ]);
    // Ann collects the two 3s: a big hit, so Bob must throw all 9 dice at once.
    expect(texts(refusalOf({ players }, started, throwOf(['3', '3']), throwOf([])))).toEqual([
      'The arena is still empty: nothing was thrown',
      "L'arène est toujours vide : rien n'a été lancé",
    ]);
    expect(texts(refusalOf({ players }, started, throwOf(['3', '3']), throwOf(['4'])))).toEqual([
      '1 die appeared but after a big hit Bob must throw all 9 dice at once',
      "1 dé est apparu, mais après un grand lancer Bob doit lancer ses 9 dés d'un coup",
    ]);
    const small = edition({ dicePerPlayer: { '2': 1 }, dicePerThrow: 'atLeastOne' });
    expect(texts(refusalOf({ players, edition: small }, started, throwOf(['3', '4', '5'])))).toEqual([
      '2 dice appeared but Ann has only 1 in stock',
      "2 dés sont apparus, mais Ann n'a que 1 dé en réserve",
    ]);
    // The start die turned from 3 to 4 without a new die: a throw of none.
    const turned = refusalOf({ players, edition: small }, started, throwOf(['4']));
    expect(turned.params).toEqual({ thrown: 0, allowed: 'atLeastOne' });
    expect(texts(turned)).toEqual([
      'No new die appeared, but the arena changed: dice were turned, knocked out or swapped without a throw',
      "Aucun nouveau dé n'est apparu, mais l'arène a changé : des dés ont été retournés, sortis ou échangés sans lancer",
    ]);
    expect(texts(refusalOf({ players }, started, { type: 'pass' }))).toEqual([
      'Ann must throw before passing (rulebook, Playing the Game)',
      'Ann doit lancer avant de passer son tour (règle du jeu, Comment jouer ?)',
    ]);
  });

  it('words the start die, re-rolled dice and the end of the game', () => {
    expect(texts(refusalOf({ players }, throwOf(['3'])))).toEqual([
      'The start die must be placed before the first throw',
      'Le dé de départ doit être placé avant le premier lancer',
    ]);
    expect(texts(refusalOf({ players }, { type: 'placeStartDie', face: 'X' }))).toEqual([
      'The start die must show a numbered face, not X (rulebook, Setup)',
      'Le dé de départ doit montrer un chiffre, pas un X (règle du jeu, Mise en place)',
    ]);
    expect(texts(refusalOf({ players }, { type: 'placeStartDie', face: '6' }))).toEqual([
      'Start die: "6" is not a face of these dice (1, 2, 3, 4, 5, X)',
      "Dé de départ : « 6 » n'est pas une face de ces dés (1, 2, 3, 4, 5, X)",
    ]);
    const onePerPlayer = edition({ startDie: 'onePerPlayer' });
    expect(texts(refusalOf({ players, edition: onePerPlayer }, started, started))).toEqual([
      'A start die already shows 3: the start dice must all differ',
      'Un dé de départ montre déjà 3 : les dés de départ doivent tous être différents',
    ]);
    const leaning = [started, throwOf(['3'], 0, 1)];
    expect(texts(refusalOf({ players }, ...leaning, { type: 'placeRerolledDie', face: '6' }))).toEqual([
      'Re-rolled die: "6" is not a face of these dice (1, 2, 3, 4, 5, X)',
      "Dé relancé : « 6 » n'est pas une face de ces dés (1, 2, 3, 4, 5, X)",
    ]);
    expect(texts(refusalOf({ players }, ...leaning, throwOf(['3', '4'])))).toEqual([
      'First place the 1 die re-rolled outside the arena',
      "Remettez d'abord dans l'arène le dé relancé hors de l'arène",
    ]);
    expect(texts(refusalOf({ players }, started, started))).toEqual([
      'The start die is already in the arena',
      "Le dé de départ est déjà dans l'arène",
    ]);
    expect(texts(refusalOf({ players }, started, { type: 'placeRerolledDie', face: '4' }))).toEqual([
      'No die is waiting to be re-rolled',
      "Aucun dé n'attend d'être relancé",
    ]);
    expect(texts(refusalOf({ players }, { type: 'pass' }))).toEqual([
      'Nobody can pass now',
      'Personne ne peut passer son tour maintenant',
    ]);
    expect(texts(refusalOf({ players }, ...leaning, { type: 'correctFace', index: 0, face: '4' }))).toEqual([
      'Faces can be corrected only between throws',
      "Les faces ne se corrigent qu'entre deux lancers",
    ]);
    expect(texts(refusalOf({ players }, started, { type: 'undo' }))).toEqual([
      'There is nothing to undo since the last throw: no correction, and no die said to have flown out of sight (a throw seen is never undone)',
      "Rien à annuler depuis le dernier lancer : ni correction, ni dé dit envolé hors de vue (un lancer vu ne s'annule jamais)",
    ]);
    // Ann throws her only die: out of dice, Bob wins.
    const tiny = edition({ dicePerPlayer: { '2': 1 } });
    expect(texts(refusalOf({ players, edition: tiny }, started, throwOf(['3', '4']), throwOf(['3', '4', '5'])))).toEqual([
      'The game is over',
      'La partie est terminée',
    ]);
  });

  it('words the set-ups the rules refuse', () => {
    expect(texts(setupRefusal({ players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }))).toEqual([
      'Strike (31 dice) is played by 2–5 players; got 7',
      'Strike (31 dice) se joue de 2 à 5 joueurs ; ici 7',
    ]);
    expect(texts(setupRefusal({ players: ['Ann', 'Ann'] }))).toEqual([
      'Player names must differ: Ann, Ann',
      'Les noms des joueurs doivent être différents : Ann, Ann',
    ]);
    expect(texts(setupRefusal({ players, edition: edition({ totalDice: 10 }) }))).toEqual([
      '2 players × 9 dice + 1 start die is more than the 10 dice of Test Strike',
      "2 joueurs × 9 dés + 1 dé de départ, c'est plus que les 10 dés de Test Strike",
    ]);
    expect(texts(setupRefusal({ players, edition: edition({ totalDice: 17, startDie: 'onePerPlayer' }) }))).toEqual([
      '2 players × 9 dice is more than the 17 dice of Test Strike',
      "2 joueurs × 9 dés, c'est plus que les 17 dés de Test Strike",
    ]);
    // A missing name: the engine's sentence speaks of the config, the players' text of them.
    const unnamed = setupRefusal({ players: ['Ann', ''] });
    expect(unnamed).toEqual({ code: 'bad-players', message: 'config.players must be a list of non-empty player names', params: { reason: 'not-names', seat: 1 } });
    expect([renderRefusal('strike', unnamed, 'en'), renderRefusal('strike', unnamed, 'fr')])
      .toEqual(['Player 2 needs a name', 'Le joueur 2 doit avoir un nom']);
    // No list of names at all: no seat to name.
    const none = setupRefusal({ players: 'Ann' as unknown as string[] });
    expect(none.params).toEqual({ reason: 'not-names' });
    expect(renderRefusal('strike', none, 'en')).toBe('Every player needs a name');
  });

  it("words the referee's own refusal of re-rolled dice that did not come back", () => {
    const referee = new StrikeReferee({ players });
    referee.start();
    expect(referee.observe({ arena: ['3'], out: 0, leaning: 1 }).rejected).toBeUndefined();
    const refused = referee.observe({ arena: ['5'], out: 0, leaning: 0 }).rejected!;
    expect(texts(refused)).toEqual([
      '1 re-rolled die was expected in the arena beside the dice already there',
      "Le dé relancé devait revenir dans l'arène à côté des dés déjà présents",
    ]);
  });

  it('keeps the track id the live referee names', () => {
    const { live } = LiveStrikeReferee.start({ players });
    const refused = live.correct(7, '4').rejected!;
    expect(refused.params).toEqual({ dieId: 7 });
    expect(texts(refused)).toEqual([
      'die 7 is not one of the dice in play',
      'le dé 7 ne fait pas partie des dés en jeu',
    ]);
  });

  it("gives the engine's sentence for codes without texts, and for games without tables", () => {
    expect(renderRefusal('strike', { code: 'bad-action', message: 'An action must be an object with a type', params: {} }, 'fr'))
      .toBe('An action must be an object with a type');
    expect(renderRefusal('strike', { code: 'toString', message: 'Not a table entry', params: {} }, 'fr')).toBe('Not a table entry');
    const hp = refusalThrown(() => hpStrike.setup({ players: ['Harry'] }));
    expect(hp.code).toBe('player-count');
    expect(renderRefusal('hp-strike', hp, 'fr')).toBe(hp.message);
    // The dice game's table words its turn refusals (dice-game-refusals.ts), not its set-up errors.
    const badConfig = { code: 'bad-config', message: 'Dice game configuration: targetScore must be more than 0.', params: {} };
    expect(renderRefusal('dice-game', badConfig, 'fr')).toBe('Dice game configuration: targetScore must be more than 0.');
  });
});
