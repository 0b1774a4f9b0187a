/** Fixtures for the end of the game (rulebook "Ending the game"), with a 1000-point target to keep them short. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, isTargetScoreChoice, TARGET_SCORE_CHOICES } from './config.ts';
import { finalTurnBank, nextPlayer } from './flow.ts';
import { diceGame } from './game.ts';
import { bank, keep, play, refusal, roll, start, type Game } from './testing.ts';

/** Ann banks a straight (1100) and so reaches the 1000 target first. */
function annReaches1100(game: Game) {
  return play(game, roll('654321'), keep('654321'), bank);
}

describe('reaching the target', () => {
  it('starts the final round: every other player gets one final turn', () => {
    const g = annReaches1100(start(['Ann', 'Bob', 'Cat'], { targetScore: 1000 }));
    expect(g.events).toEqual([
      { type: 'pointsBanked', player: 0, points: 1100, score: 1100 },
      { type: 'finalRoundStarted', player: 0, score: 1100 },
      { type: 'turnStarted', player: 1, finalTurn: true },
    ]);
    expect(g.state.finalRound).toEqual({ triggeredBy: 0, score: 1100, remaining: [2] });
  });
  it('nextPlayer: the next seat round the table, then only the seats with a final turn left', () => {
    const three = start(['Ann', 'Bob', 'Cat'], { targetScore: 1000 });
    expect(nextPlayer(three.state)).toBe(1);
    expect(nextPlayer(play(three, roll('234662')).state)).toBe(2); // Bob's turn after Ann's farkle: Cat next
    const g = annReaches1100(three);
    expect(g.state.active).toBe(1);
    expect(nextPlayer(g.state)).toBe(2);
    const cat = play(g, roll('234662')); // Bob farkles: Cat's final turn, nobody after her
    expect(cat.state.active).toBe(2);
    expect(nextPlayer(cat.state)).toBeNull();
  });
  it('a final turn must surpass the score; the first to reach it never rolls again', () => {
    const g = annReaches1100(start(['Ann', 'Bob', 'Cat'], { targetScore: 1000 }));
    const equal = play(g, roll('654321'), keep('654321'));
    expect(refusal(equal, bank)).toBe('must-surpass');
    // Roll again (or break the straight up: its 1 and 5 kept, the rest rolled again).
    expect(diceGame.legalActions(equal.state)).toEqual(['roll', 'putBack', 'retirePlayer']);
    const bob = play(equal, roll('123466'), keep('1'), bank);
    expect(bob.events).toEqual([
      { type: 'pointsBanked', player: 1, points: 1200, score: 1200 },
      { type: 'turnStarted', player: 2, finalTurn: true },
    ]);
    const cat = play(bob, roll('234662'));
    expect(cat.events.slice(1)).toEqual([
      { type: 'farkle', player: 2, lostPoints: 0 },
      { type: 'gameWon', winners: [1], scores: [1100, 1200, 0], reason: 'highestScore' },
    ]);
    // Only a correction of that last roll is left (a misread "No score!" must not end the game).
    expect(diceGame.legalActions(cat.state)).toEqual(['correctFace']);
    const fixed = play(cat, { type: 'correctFace', index: 0, face: '1' });
    expect(fixed.state.winners).toBeNull();
    expect(fixed.state.turn).toMatchObject({ player: 2, phase: 'rolled', finalTurn: true });
  });
  it('finalTurnTarget "triggerScore" (default): the third player need only pass the first score', () => {
    const bob = play(annReaches1100(start(['Ann', 'Bob', 'Cat'], { targetScore: 1000 })),
      roll('654321'), keep('654321'), roll('123466'), keep('1'), bank);
    const cat = play(bob, roll('654321'), keep('654321'), roll('234625'), keep('5'));
    expect(play(cat, bank).events).toEqual([
      { type: 'pointsBanked', player: 2, points: 1150, score: 1150 },
      { type: 'gameWon', winners: [1], scores: [1100, 1200, 1150], reason: 'highestScore' },
    ]);
  });
  it('finalTurnTarget "leader": the third player must pass the best score so far', () => {
    const bob = play(annReaches1100(start(['Ann', 'Bob', 'Cat'], { targetScore: 1000, finalTurnTarget: 'leader' })),
      roll('654321'), keep('654321'), roll('123466'), keep('1'), bank);
    expect(diceGame.announce(bob.events[1]!, bob.state)).toEqual([
      { type: 'finalTurn', params: { player: 'Cat', score: 0, target: 1200 } },
    ]);
    const cat = play(bob, roll('654321'), keep('654321'), roll('234625'), keep('5'));
    expect(refusal(cat, bank)).toBe('must-surpass');
  });
  it('two final turns that end level share the win', () => {
    const bob = play(annReaches1100(start(['Ann', 'Bob', 'Cat'], { targetScore: 1000 })),
      roll('654321'), keep('654321'), roll('123466'), keep('1'), bank);
    const cat = play(bob, roll('654321'), keep('654321'), roll('123466'), keep('1'), bank);
    expect(cat.events[1]).toEqual({ type: 'gameWon', winners: [1, 2], scores: [1100, 1200, 1200], reason: 'highestScore' });
  });
  it('a final turn past the score may roll on, and a bust then loses the turn\'s points, not the banked score ("risk losing his or her entire score")', () => {
    const annFarkles = play(start(['Ann', 'Bob'], { targetScore: 1000 }), roll('234662'));
    const bob450 = play(annFarkles, roll('111234'), keep('111'), roll('523'), keep('5'), roll('12'), keep('1'), bank);
    const past = play(annReaches1100(bob450), roll('654321'), keep('654321'));
    expect(past.state.turn).toMatchObject({ player: 1, points: 1100, finalTurn: true });
    // 450 + 1100 = 1550 is past Ann's 1100: "the option of continuing … or stopping to count the points".
    expect(diceGame.legalActions(past.state)).toEqual(expect.arrayContaining(['roll', 'bank']));
    const bust = play(past, roll('234662'));
    expect(bust.events.slice(1)).toEqual([
      { type: 'farkle', player: 1, lostPoints: 1100 },
      { type: 'gameWon', winners: [0], scores: [1100, 450], reason: 'highestScore' },
    ]);
  });
  it('six of a kind in a final turn wins at once, though under the score to beat ("Game over, you win")', () => {
    const g = play(annReaches1100(start(['Ann', 'Bob', 'Cat'], { targetScore: 1000 })), roll('222222'));
    expect(g.events).toEqual([
      { type: 'diceRolled', player: 1, faces: ['2', '2', '2', '2', '2', '2'] },
      { type: 'sixOfAKind', player: 1, face: '2' },
      { type: 'gameWon', winners: [1], scores: [1100, 0, 0], reason: 'sixOfAKind' },
    ]);
  });
  it('finalTurnMinimum: without it (default: "the option of … stopping" once past the score) a 250-point final turn banks; with it it cannot', () => {
    const rules = { targetScore: 1000 };
    const setUp = (finalTurnMinimum: boolean | undefined) => {
      const annFarkles = play(start(['Ann', 'Bob'], finalTurnMinimum === undefined ? rules : { ...rules, finalTurnMinimum }), roll('234662'));
      const bob900 = play(annFarkles, roll('111555'), keep('111555'), roll('123466'), keep('1'), bank);
      return play(annReaches1100(bob900), roll('155234'), keep('155'), roll('523'), keep('5'));
    };
    expect(setUp(true).state.turn).toMatchObject({ points: 250, finalTurn: true });
    expect(refusal(setUp(true), bank)).toBe('below-minimum');
    expect(refusal(setUp(undefined), bank)).toBe('accepted');
    expect(play(setUp(false), bank).events).toEqual([
      { type: 'pointsBanked', player: 1, points: 250, score: 1150 },
      { type: 'gameWon', winners: [1], scores: [1100, 1150], reason: 'highestScore' },
    ]);
  });
  it('finalTurnBank: a final turn needs the points that take the total past the score to beat, not the 300 minimum (unless finalTurnMinimum)', () => {
    const rules = { targetScore: 1000 };
    const bobsFinalTurn = (extra: { finalTurnMinimum?: boolean }) => {
      const annFarkles = play(start(['Ann', 'Bob'], { ...rules, ...extra }), roll('234662'));
      const bob900 = play(annFarkles, roll('111555'), keep('111555'), roll('123466'), keep('1'), bank);
      return annReaches1100(bob900);
    };
    // Before the final round: no final-turn need.
    expect(finalTurnBank(start(['Ann', 'Bob'], rules).state)).toBeNull();
    // Bob has 900, Ann 1100: 201 points take him past 1100, under the 300 a bank needs otherwise.
    expect(finalTurnBank(bobsFinalTurn({}).state)).toEqual({ target: 1100, points: 201, holder: 0 }); // Ann's 1100
    // With the house rule the minimum holds in a final turn too.
    expect(finalTurnBank(bobsFinalTurn({ finalTurnMinimum: true }).state)).toEqual({ target: 1100, points: 300, holder: 0 });
  });
  it('exactly the target counts as reaching it ("reaches 5000")', () => {
    const g = annReaches1100(start(['Ann', 'Bob'], { targetScore: 1100 }));
    expect(g.events[1]).toEqual({ type: 'finalRoundStarted', player: 0, score: 1100 });
    const below = annReaches1100(start(['Ann', 'Bob'], { targetScore: 1150 }));
    expect(below.events[1]).toEqual({ type: 'turnStarted', player: 1, finalTurn: false });
  });
  it('a player alone wins on reaching the target', () => {
    expect(annReaches1100(start(['Ann'], { targetScore: 1000 })).events).toEqual([
      { type: 'pointsBanked', player: 0, points: 1100, score: 1100 },
      { type: 'gameWon', winners: [0], scores: [1100], reason: 'highestScore' },
    ]);
  });
  it('the final round wraps around the table from the player who reached the target', () => {
    const g = play(start(['Ann', 'Bob', 'Cat'], { targetScore: 1000 }), roll('234662'), roll('234662'));
    const cat = annReaches1100(g);
    expect(cat.events.slice(1)).toEqual([
      { type: 'finalRoundStarted', player: 2, score: 1100 },
      { type: 'turnStarted', player: 0, finalTurn: true },
    ]);
    const ann = play(cat, roll('234662'));
    expect(ann.events.at(-1)).toEqual({ type: 'turnStarted', player: 1, finalTurn: true });
  });
});

describe('points to win a player may choose', () => {
  it('are 500 to 100 000 in steps of 50, the rulebook default among them', () => {
    expect(TARGET_SCORE_CHOICES).toEqual({ min: 500, max: 100_000, step: 50 });
    expect([500, 5000, 5050, 100_000].map(isTargetScoreChoice)).toEqual([true, true, true, true]);
    expect(isTargetScoreChoice(DEFAULT_RULES.targetScore)).toBe(true);
    expect([450, 5025, 100_050, 1e9, 5000.5, Number.NaN, -500].map(isTargetScoreChoice)).toEqual([
      false, false, false, false, false, false, false,
    ]);
  });
});
