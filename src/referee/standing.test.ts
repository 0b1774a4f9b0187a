import { describe, expect, it } from 'vitest';
import { bank, keep, play, roll, start } from '../rules/dice-game/testing.ts';
import { act, start as startStrike, thrown } from '../rules/strike/test-helpers.ts';
import { diceGameStanding, strikeStanding } from './standing.ts';

describe('diceGameStanding', () => {
  it('gives each score and whose turn it is, with the turn points so far', () => {
    const g = play(start(['Ann', 'Bob'], { targetScore: 1000 }), roll('154326'), keep('15'));
    expect(diceGameStanding(g.state, 'en')).toEqual({
      text: "Game not finished. Scores: Ann (0), Bob (0). Ann's turn (150 points this turn).",
      standing: { players: [{ name: 'Ann', score: 0 }, { name: 'Bob', score: 0 }], current: 0, turnPoints: 150 },
    });
  });

  it('in the final round, says the score the turn must go past to bank (rulebook, "Ending the game")', () => {
    // Ann banks a straight (1100) past the 1000 target: Bob and Cat each get a final turn.
    const g = play(start(['Ann', 'Bob', 'Joueur 3'], { targetScore: 1000 }), roll('654321'), keep('654321'), bank, roll('154326'), keep('1'));
    expect(diceGameStanding(g.state, 'en')).toEqual({
      text: "Game not finished. Scores: Ann (1100), Bob (0), Joueur 3 (0). Bob's final turn (100 points this turn): to bank, the total must go past 1100 points.",
      standing: { players: [{ name: 'Ann', score: 1100 }, { name: 'Bob', score: 0 }, { name: 'Joueur 3', score: 0 }], current: 1, turnPoints: 100, finalTurnTarget: 1100 },
    });
    expect(diceGameStanding(g.state, 'fr')?.text)
      .toBe('Partie inachevée. Scores : Ann (1100), Bob (0), Joueur 3 (0). À Bob de jouer son dernier tour (100 points ce tour) : pour marquer, son total doit dépasser 1100 points.');
    const cat = play(g, roll('23466')); // Bob rolls no score: Cat's final turn
    expect(diceGameStanding(cat.state, 'fr')?.text)
      .toBe('Partie inachevée. Scores : Ann (1100), Bob (0), Joueur 3 (0). Au joueur 3 de jouer son dernier tour (0 point ce tour) : pour marquer, son total doit dépasser 1100 points.');
  });

  it('marks a player who left the game, as Strike\'s marks him out (EN, FR)', () => {
    // Three players; Bob leaves on Ann's turn: his score stays, marked left.
    const g = play(start(['Ann', 'Bob', 'Cleo'], { targetScore: 1000 }), roll('154326'), keep('15'), { type: 'retirePlayer', seat: 1 });
    expect(diceGameStanding(g.state, 'en')).toEqual({
      text: "Game not finished. Scores: Ann (0), Bob (0, left), Cleo (0). Ann's turn (150 points this turn).",
      standing: { players: [{ name: 'Ann', score: 0 }, { name: 'Bob', score: 0, retired: true }, { name: 'Cleo', score: 0 }], current: 0, turnPoints: 150 },
    });
    expect(diceGameStanding(g.state, 'fr')?.text).toBe("Partie inachevée. Scores\u00a0: Ann (0), Bob (0, a quitté), Cleo (0). À Ann de jouer (150\u00a0points ce tour).");
  });

  it('is null once the game is won', () => {
    const g = play(start(['Ann', 'Bob'], { targetScore: 1000 }), roll('654321'), keep('654321'), bank, roll('234662'));
    expect(g.state.winners).toEqual([0]);
    expect(diceGameStanding(g.state, 'en')).toBeNull();
  });
});

describe('strikeStanding', () => {
  it('marks a player who left the game as having left, not out (EN, FR, JSON retired: true)', () => {
    // Classic, 3 players, 8 dice each (strike-en.txt, Setup); Ann throws 1 die, then Cleo leaves (common/retire.ts).
    const g = act(startStrike({ players: ['Ann', 'Bob', 'Cleo'] }), { type: 'placeStartDie', face: '3' }, thrown(['3', '5']), { type: 'retirePlayer', seat: 2 });
    expect(strikeStanding(g.state, 'en')).toEqual({
      text: "Game not finished. In stock: Ann 7 dice, Bob 8 dice; left: Cleo. In the arena: 2 dice (3, 5). Ann's turn.",
      standing: {
        players: [{ name: 'Ann', stock: 7, eliminated: false }, { name: 'Bob', stock: 8, eliminated: false }, { name: 'Cleo', stock: 0, eliminated: true, retired: true }],
        arena: ['3', '5'], current: 0,
      },
    });
    expect(strikeStanding(g.state, 'fr')?.text).toBe("Partie inachevée. En réserve\u00a0: Ann 7\u00a0dés, Bob 8\u00a0dés\u00a0; a quitté\u00a0: Cleo. Dans l'arène\u00a0: 2\u00a0dés (3, 5). À Ann de jouer.");
  });
});
