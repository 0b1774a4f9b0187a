import { describe, expect, it } from 'vitest';
import { en, fr } from '../../referee/messages/hp-strike.ts';
import { fold, type Announcement } from '../engine.ts';
import { HP_STRIKE_ANNOUNCEMENTS, hpStrike } from './index.ts';
import { ACCIO, CONFUNDO, IMMOBULUS, LEVIOSA, RELASHIO, act, start, startWithStocks, thrown, type Game } from './test-helpers.ts';

/** Announcements for the events of the last action, each with the state after its event. */
function announced(g: Game): Announcement[] {
  const before = g.log.length - g.events.length;
  return g.events.flatMap((event, i) => hpStrike.announce(event, fold(hpStrike, g.log.slice(0, before + i + 1))));
}

const ready = act(start({ players: ['Harry', 'Ron'] }), { type: 'placeStartDie', face: CONFUNDO });

describe('announce', () => {
  it("says in French a wizard out of dice without the words of a player going home (« quitte la partie »), and for any wizard (no « il »)", () => {
    const out = { player: 'Hermione', playersLeft: 2 };
    expect(fr.eliminated(out)).toBe('Stupéfix\u00a0! Hermione est à court de dés et sort du jeu (encore 2 en lice).');
    expect(en.eliminated(out)).toBe('Hermione has no dice left: stunned and out (2 wizards left).');
  });

  it("names the last wizard with dice the winner in French in words that fit a witch as well as a wizard (not « est le champion »)", () => {
    expect(fr.winner({ player: 'Hermione' })).toBe("Hermione remporte la victoire\u00a0: plus personne d'autre n'a de dés\u00a0!");
    expect(fr.winner({ player: 'Hermione', round: 2 })).toBe("Hermione gagne la partie 2\u00a0: plus personne d'autre n'a de dés\u00a0!");
    expect(en.winner({ player: 'Hermione' })).toMatch(/^Hermione is the champion: /);
  });

  it('names dice by their spell and says which spells go off', () => {
    const g = act(ready, thrown(['X', 'X']), thrown([ACCIO, ACCIO, LEVIOSA, LEVIOSA, CONFUNDO, CONFUNDO, IMMOBULUS], 0));
    expect(announced(act(ready, thrown(['X', 'X'])))).toEqual([
      { type: 'xRemoved', params: { count: 2 } },
      { type: 'expelliarmus', params: { player: 'Harry', dice: 7 } },
    ]);
    expect(announced(g)).toEqual([
      { type: 'spells', params: { player: 'Harry', spells: ['Accio', 'Wingardium Leviosa', 'Confundo'] } },
      { type: 'match', params: { player: 'Harry', symbols: ['Accio', 'Wingardium Leviosa', 'Confundo'], counts: [2, 2, 2], dice: 6 } },
      { type: 'accio', params: { player: 'Harry', symbols: ['Immobulus'] } },
    ]);
    expect(announced(act(g, { type: 'accioPick', face: IMMOBULUS }))).toEqual([
      { type: 'accioTaken', params: { player: 'Harry', symbol: 'Immobulus' } },
      { type: 'confundo', params: { clockwise: false } },
      { type: 'expelliarmus', params: { player: 'Ron', dice: 8 } },
    ]);
  });

  it('announces Immobulus and Relashio', () => {
    expect(announced(act(ready, thrown([CONFUNDO, IMMOBULUS]), thrown([CONFUNDO, IMMOBULUS, IMMOBULUS])))).toEqual([
      { type: 'spells', params: { player: 'Harry', spells: ['Immobulus'] } },
      { type: 'immobulusHeld', params: { count: 2 } },
      { type: 'turn', params: { player: 'Ron' } },
    ]);
    expect(announced(act(ready, thrown([CONFUNDO, RELASHIO]), thrown([CONFUNDO, RELASHIO, RELASHIO])))).toEqual([
      { type: 'spells', params: { player: 'Harry', spells: ['Relashio'] } },
      { type: 'relashio', params: { players: ['Harry', 'Ron'] } },
    ]);
  });

  it('announces a win shared after a Relashio group throw that leaves nobody with dice (our ruling: settle.ts stun)', () => {
    const called = act(startWithStocks({ players: ['Harry', 'Ron'] }, [1, 1]),
      { type: 'placeStartDie', face: RELASHIO }, thrown([RELASHIO, RELASHIO]));
    expect(announced(act(called, { type: 'relashioThrow', arena: [CONFUNDO, ACCIO], out: 1 }))).toEqual([
      { type: 'outRemoved', params: { count: 1 } },
      { type: 'sharedWin', params: { players: ['Harry', 'Ron'] } },
    ]);
  });
});

describe('message texts (src/referee/messages/hp-strike.ts)', () => {
  it('has an English and a French text for every announcement type', () => {
    expect(Object.keys(en).sort()).toEqual([...HP_STRIKE_ANNOUNCEMENTS].sort());
    expect(Object.keys(fr).sort()).toEqual([...HP_STRIKE_ANNOUNCEMENTS].sort());
  });

  it('fills the params in both languages', () => {
    const match = { player: 'Harry', symbols: ['Accio', 'Confundo'], counts: [2, 3], dice: 5 };
    expect(en.match(match)).toBe('Harry collects 2 × Accio and 3 × Confundo (5 dice).');
    expect(fr.match(match)).toBe('Harry récupère 2 × Accio et 3 × Confundo (5 dés).');
    expect(en.spells({ player: 'Harry', spells: ['Accio', 'Confundo'] })).toBe('Harry casts Accio! Confundo!');
    expect(fr.spells({ player: 'Harry', spells: ['Accio', 'Confundo'] })).toBe('Harry lance Accio ! Confundo !');
    expect(en.expelliarmus({ player: 'Ron', dice: 8 })).toBe('Expelliarmus! The arena is empty: Ron must throw all 8 dice.');
    expect(fr.confundo({ clockwise: false })).toBe('Confundo ! On joue maintenant dans le sens antihoraire.');
    expect(en.relashio({ players: ['Harry', 'Ron', 'Luna'] })).toBe('Relashio! Harry, Ron and Luna: each throw one die into the arena now.');
    expect(fr.tournamentWinner({ players: ['Harry', 'Ron'], total: 1 })).toBe("Harry et Ron partagent la victoire avec 1\u00a0point chacun\u00a0: le moins de points l'emporte.");
    expect(en.sharedWin({ players: ['Harry', 'Ron'] })).toBe('Nobody has dice left: Harry and Ron, stunned by the same throw, share the win.');
    expect(fr.sharedWin({ players: ['Harry', 'Ron', 'Luna'], round: 2 }))
      .toBe("Plus personne n'a de dés : Harry, Ron et Luna, stupéfixés par le même lancer, partagent la victoire de la partie 2.");
  });
});
