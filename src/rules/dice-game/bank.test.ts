/** Fixtures for banking: 300 to bank, 400 for the first bank (rulebook "Scoring"). */
import { describe, expect, it } from 'vitest';
import { diceGame } from './game.ts';
import { bank, keep, play, refusal, roll, start } from './testing.ts';

describe('banking minimums', () => {
  it('the first bank needs 400; 350 is refused, 450 banks and passes the turn', () => {
    const g = play(start(['Ann', 'Bob']), roll('111234'), keep('111'), roll('523'), keep('5'));
    expect(refusal(g, bank)).toBe('below-minimum');
    expect(diceGame.legalActions(g.state)).toEqual(['roll', 'correctRest', 'retirePlayer']);
    const g2 = play(g, roll('12'), keep('1'), bank);
    expect(g2.events).toEqual([
      { type: 'pointsBanked', player: 0, points: 450, score: 450 },
      { type: 'turnStarted', player: 1, finalTurn: false },
    ]);
    expect(g2.state.onBoard).toEqual([true, false]);
  });
  it('after the first bank, 300 is enough', () => {
    const ann = play(start(['Ann', 'Bob']), roll('111234'), keep('111'), roll('155'), keep('155'), bank);
    const bobFarkles = play(ann, roll('234662'));
    const g = play(bobFarkles, roll('111234'), keep('111'));
    expect(play(g, bank).events[0]).toEqual({ type: 'pointsBanked', player: 0, points: 300, score: 800 });
    const bob = play(g, roll('234'), roll('111234'), keep('111'));
    expect(refusal(bob, bank)).toBe('below-minimum');
  });
  it('the minimums are configuration', () => {
    const g = play(start(['Ann'], { minBankPoints: 0, firstBankPoints: 50 }), roll('234625'), keep('5'));
    expect(play(g, bank).events[0]).toEqual({ type: 'pointsBanked', player: 0, points: 50, score: 50 });
  });
  it('refuses a bank by someone else', () => {
    const g = play(start(['Ann', 'Bob']), roll('111555'), keep('111555'));
    expect(refusal(g, { type: 'bank', player: 1 })).toBe('not-your-turn');
  });
});
