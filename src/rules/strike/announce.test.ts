import { describe, expect, it } from 'vitest';
import { en, fr } from '../../referee/messages/strike.ts';
import { fold, type Announcement } from '../engine.ts';
import { announceThrowAgain, STRIKE_ANNOUNCEMENTS, strike } from './index.ts';
import { CLASSIC, type StrikeEdition } from './editions.ts';
import { act, start, thrown, tinyEdition, type Game } from './test-helpers.ts';
import type { StrikeEvent } from './types.ts';

/** Announcements for the events of the last action, each with the state after its event. */
function announced(g: Game): Announcement[] {
  const before = g.log.length - g.events.length;
  return g.events.flatMap((event: StrikeEvent, i) => strike.announce(event, fold(strike, g.log.slice(0, before + i + 1))));
}

const ready = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '3' });

describe('announce', () => {
  it('announces the start and whose turn it is', () => {
    expect(announced(start({ players: ['Ann', 'Bob'] }))).toEqual([
      { type: 'roundStart', params: { round: 1, rounds: 1, player: 'Ann', startDie: 'placed' } },
    ]);
    expect(announced(ready)).toEqual([{ type: 'turn', params: { player: 'Ann' } }]);
  });

  it('says how the start die goes in, as the edition has it (placed, rolled, one placed by each player)', () => {
    const say = (edition: string | StrikeEdition, language: typeof en) => announced(start({ players: ['Ann', 'Bob'], edition }))
      .map((a) => language[a.type as keyof typeof en](a.params));
    expect(say('classic', en)).toEqual(['New game: Ann starts. Put the start die in the arena.']);
    expect(say({ ...CLASSIC, startDie: 'rolled' }, en).at(0)).toBe('New game: Ann starts. Roll the start die into the arena.');
    expect(say({ ...CLASSIC, startDie: 'rolled' }, fr).at(0)).toBe("Nouvelle partie : Ann commence. Lancez le dé de départ dans l'arène.");
    expect(say({ ...CLASSIC, startDie: 'onePerPlayer' }, en)).toEqual(['New game: Ann starts. Each player puts one of their dice in the arena, showing a number.']);
    expect(say({ ...CLASSIC, startDie: 'onePerPlayer' }, fr)).toEqual(["Nouvelle partie : Ann commence. Chaque joueur place un de ses dés dans l'arène, face chiffrée visible."]);
  });

  it("says in French a player out of dice in the rulebook's words, not with the words of a player going home", () => {
    const out = { player: 'Anne', playersLeft: 2 };
    expect(fr.eliminated(out)).toBe('Anne est à court de dés et sort du jeu (encore 2 en lice).');
    expect(fr.eliminated(out)).not.toContain('quitte la partie');
    expect(en.eliminated(out)).toBe('Anne has no dice left and is out (2 players left).');
  });

  it('says a tournament won with 0 points in French with the singular (0 point), in English with the plural, and that fewest points wins', () => {
    const won = { players: ['Ann'], total: 0 };
    expect(fr.tournamentWinner(won)).toBe("Ann remporte le tournoi avec 0\u00a0point\u00a0: le moins de points l'emporte.");
    expect(en.tournamentWinner(won)).toBe('Ann wins the tournament with 0 points: fewest points wins.');
    expect(fr.tournamentWinner({ players: ['Ann', 'Bob'], total: 2 })).toBe("Ann et Bob partagent la victoire avec 2\u00a0points chacun\u00a0: le moins de points l'emporte.");
    expect(en.tournamentWinner({ players: ['Ann', 'Bob'], total: 2 })).toBe('Ann and Bob share the win with 2 points each: fewest points wins.');
  });

  it('announces X and out removal, matches, big hit and the all-in throw', () => {
    const g = act(ready, thrown(['3', '5']), thrown(['3', '5', '2']), thrown(['X', '5', '5'], 1));
    expect(announced(g)).toEqual([
      { type: 'xRemoved', params: { count: 1 } },
      { type: 'outRemoved', params: { count: 1 } },
      { type: 'match', params: { player: 'Ann', faces: ['5'], counts: [2], dice: 2 } },
      { type: 'bigHit', params: { player: 'Ann' } },
      { type: 'throwAll', params: { player: 'Bob', dice: 9 } },
    ]);
  });

  it('announces elimination and the winner', () => {
    const g = act(start({ players: ['Ann', 'Bob'], edition: tinyEdition(1) }), { type: 'placeStartDie', face: '3' }, thrown(['3', '4']));
    expect(announced(g)).toEqual([
      { type: 'eliminated', params: { player: 'Ann', playersLeft: 1 } },
      { type: 'winner', params: { player: 'Bob' } },
    ]);
  });

  it('announces a pass, a re-roll request and corrections', () => {
    expect(announced(act(ready, thrown(['3', '5']), { type: 'pass' }))).toEqual([
      { type: 'pass', params: { player: 'Ann' } },
      { type: 'turn', params: { player: 'Bob' } },
    ]);
    expect(announced(act(ready, thrown(['3'], 0, 1)))).toEqual([{ type: 'reroll', params: { count: 1 } }]);
    expect(announced(act(ready, { type: 'correctFace', index: 0, face: '4' })))
      .toEqual([{ type: 'corrected', params: { die: 1, from: '3', face: '4' } }]);
  });

  it('in a throw ruled again, says to take out only the dice the first ruling left on the table', () => {
    // Ann's second throw showed X (taken out); the 5 of her first was an X too: one more to take out.
    const xOut = act(ready, thrown(['3', '5']), thrown(['3', '5', 'X']));
    expect(announced(xOut)).toEqual([{ type: 'xRemoved', params: { count: 1 } }]);
    expect(announced(act(xOut, { type: 'correctFace', index: 1, face: 'X' }))).toEqual([
      { type: 'ruledAgain', params: { player: 'Ann', from: '5', face: 'X' } },
      { type: 'xRemoved', params: { count: 1 } },
    ]);
    // Ann's die landed on 2 and knocked the start die out (taken out); the 2 was a 5: the die
    // outside is gone already, the pair is collected.
    const knocked = act(ready, thrown(['3', '5']), thrown(['5', '2'], 1));
    expect(announced(knocked)).toEqual([{ type: 'outRemoved', params: { count: 1 } }]);
    expect(announced(act(knocked, { type: 'correctFace', index: 1, face: '5' }))).toEqual([
      { type: 'ruledAgain', params: { player: 'Ann', from: '2', face: '5' } },
      { type: 'match', params: { player: 'Ann', faces: ['5'], counts: [2], dice: 2 } },
      { type: 'bigHit', params: { player: 'Ann' } },
      { type: 'throwAll', params: { player: 'Bob', dice: 9 } },
    ]);
    // Ann's pair of 5s was collected; the 3 left was a 5 too: three 5s, two of them off the table.
    const pair = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '5' }, thrown(['5', '3']), thrown(['5', '3', '5']));
    const three = announced(act(pair, { type: 'correctFace', index: 0, face: '5' }));
    expect(three.slice(0, 2)).toEqual([
      { type: 'ruledAgain', params: { player: 'Ann', from: '3', face: '5' } },
      { type: 'match', params: { player: 'Ann', faces: ['5'], counts: [3], dice: 3, collected: 2 } },
    ]);
    expect(en.match!(three[1]!.params)).toBe('Ann collects 3 × 5 (3 dice, 2 already taken). Turn over.');
    expect(fr.match!(three[1]!.params)).toBe('Ann ajoute 3 × 5 à sa réserve (3 dés, dont 2 déjà pris). Tour terminé.');
  });
});

describe('announceThrowAgain', () => {
  it('offers the thrower another throw only when every die in the arena differs after his throw', () => {
    expect(announceThrowAgain(ready.state)).toBeNull(); // no throw yet this turn
    expect(announceThrowAgain(act(ready, thrown(['3', '5'])).state)).toEqual({ type: 'throwAgain', params: { player: 'Ann', dice: 2 } });
    expect(announceThrowAgain(act(ready, thrown(['3', '5']), thrown(['3', '5', '2'])).state)).toEqual({ type: 'throwAgain', params: { player: 'Ann', dice: 3 } });
    // An X thrown beside the start die goes out: one die is left, which nothing can match.
    expect(announceThrowAgain(act(ready, thrown(['3', 'X'])).state)).toEqual({ type: 'throwAgain', params: { player: 'Ann', dice: 1 } });
    // A match ends the turn; a big hit leaves Bob an empty arena to throw into.
    expect(announceThrowAgain(act(ready, thrown(['3', '3'])).state)).toBeNull();
    // The last die thrown: Ann is out, Bob has won.
    const tiny = act(start({ players: ['Ann', 'Bob'], edition: tinyEdition(1) }), { type: 'placeStartDie', face: '3' }, thrown(['3', '4']));
    expect(announceThrowAgain(tiny.state)).toBeNull();
    expect(en.throwAgain({ player: 'Ann', dice: 2 })).toBe('Every die differs: Ann may throw another die or pass.');
    expect(en.throwAgain({ player: 'Ann', dice: 1 })).toBe('No match: Ann may throw another die or pass.');
    expect(fr.throwAgain({ player: 'Ann', dice: 1 })).toBe('Aucune paire : Ann peut lancer un autre dé ou passer son tour.');
  });
});

describe('message texts (src/referee/messages/strike.ts)', () => {
  it('has an English and a French text for every announcement type', () => {
    expect(Object.keys(en).sort()).toEqual([...STRIKE_ANNOUNCEMENTS].sort());
    expect(Object.keys(fr).sort()).toEqual([...STRIKE_ANNOUNCEMENTS].sort());
  });

  it('writes matches, big hits and eliminations in both languages', () => {
    const match = { player: 'Ann', faces: ['3', '5'], counts: [2, 2], dice: 4 };
    expect(en.match(match)).toBe('Ann collects 2 × 3 and 2 × 5 (4 dice). Turn over.');
    expect(fr.match(match)).toBe('Ann ajoute 2 × 3 et 2 × 5 à sa réserve (4 dés). Tour terminé.');
    expect(en.bigHit({ player: 'Ann' })).toBe('Big hit! Ann emptied the arena.');
    expect(fr.bigHit({ player: 'Ann' })).toBe("Grand lancer ! Ann a vidé l'arène.");
    expect(en.throwAll({ player: 'Bob', dice: 1 })).toBe('The arena is empty: Bob must throw their last die.');
    expect(fr.throwAll({ player: 'Bob', dice: 9 })).toBe("L'arène est vide : Bob doit lancer ses 9 dés d'un coup.");
    expect(en.xRemoved({ count: 2 })).toBe('X! 2 dice are out of the game.');
    expect(fr.outRemoved({ count: 1 })).toBe("1 dé est sorti de l'arène : il est hors-jeu.");
    expect(en.eliminated({ player: 'Ann', playersLeft: 1 })).toBe('Ann has no dice left and is out (1 player left).');
    expect(fr.winner({ player: 'Bob' })).toBe("Bob gagne : plus personne d'autre n'a de dés !");
    const scores = { round: 1, players: ['Ann', 'Bob'], points: [1, 0], totals: [1, 0] };
    expect(en.roundScores(scores)).toBe('Scores after round 1: Ann +1 (1), Bob +0 (0).');
    expect(fr.tournamentWinner({ players: ['Ann', 'Bob'], total: 1 })).toBe("Ann et Bob partagent la victoire avec 1\u00a0point chacun\u00a0: le moins de points l'emporte.");
  });
});
