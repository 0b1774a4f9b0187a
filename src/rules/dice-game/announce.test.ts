/** Announcements of the dice game and their English and French texts (src/referee/messages/dice-game.ts). */
import { describe, expect, it } from 'vitest';
import { en, fr } from '../../referee/messages/dice-game.ts';
import { announce, DICE_GAME_ANNOUNCEMENTS, type DiceGameAnnouncement } from './announce.ts';
import { diceGame } from './game.ts';
import { bank, keep, play, roll, start } from './testing.ts';
import type { DiceGameEvent, DiceGameState } from './types.ts';

/** Every announcement of a log, each made with the state after its event. */
function announcements(log: DiceGameEvent[]): DiceGameAnnouncement[] {
  let state: DiceGameState | null = null;
  return log.flatMap((event) => {
    state = diceGame.reduce(state, event);
    return announce(event, state);
  });
}

/** A 1000-point game that goes through every kind of event. */
function wholeGame() {
  return play(
    start(['Ann', 'Bob'], { targetScore: 1000 }),
    roll('234662'), { type: 'correctFace', index: 0, face: '1' }, { type: 'undo' }, // Ann: farkle
    roll('111555'), keep('111555'), roll('123466'), keep('1'), bank, // Bob: hot dice, 900
    roll('654321'), keep('654321'), bank, // Ann: 1100, final round
    roll('155234'), keep('155'), roll('623'), // Bob: final turn, farkle
  );
}

describe('announce', () => {
  it('gives data for each event of a game', () => {
    const said = announcements(wholeGame().log);
    expect(new Set(said.map((a) => a.type))).toEqual(
      new Set(DICE_GAME_ANNOUNCEMENTS.filter((t) => !['sixOfAKind', 'dicePutBack', 'retired', 'retirementUndone', 'turnGoesOn'].includes(t))),
    );
    expect(said.slice(0, 5)).toEqual([
      { type: 'gameStarted', params: { players: ['Ann', 'Bob'], targetScore: 1000 } },
      { type: 'turnStarted', params: { player: 'Ann', score: 0 } },
      { type: 'diceRolled', params: { player: 'Ann', faces: ['2', '3', '4', '6', '6', '2'], bestScore: 0 } },
      { type: 'farkle', params: { player: 'Ann', lostPoints: 0 } },
      { type: 'turnStarted', params: { player: 'Bob', score: 0 } },
    ]);
    expect(said.find((a) => a.type === 'diceKept')).toEqual({
      type: 'diceKept', params: { player: 'Bob', faces: ['1', '1', '1', '5', '5', '5'], points: 800, turnPoints: 800, diceLeft: 0 },
    });
    expect(said.at(-1)).toEqual({ type: 'gameWon', params: { winners: ['Ann'], score: 1100, bySixOfAKind: false } });
  });
  it('says what the roll\'s dice set aside are worth together when more of them are set aside', () => {
    const g = play(start(['Ann']), roll('555234'), keep('55'), keep('5'));
    expect(announcements(g.log).filter((a) => a.type === 'diceKept')).toEqual([
      { type: 'diceKept', params: { player: 'Ann', faces: ['5', '5'], points: 100, turnPoints: 100, diceLeft: 4 } },
      { type: 'diceKept', params: { player: 'Ann', faces: ['5'], points: 400, turnPoints: 500, diceLeft: 3, setAside: ['5', '5', '5'], setAsidePoints: 500 } },
    ]);
  });
  it("says after hot dice whether the player may bank: not below the first bank's 400, nor under the house rule", () => {
    const hotDice = (log: DiceGameEvent[]) => announcements(log).find((a) => a.type === 'hotDice');
    // 1 5 5 (200), then 5 5 5 (500): hot dice at 700, on the board at once.
    expect(hotDice(play(start(['Ann']), roll('155234'), keep('155'), roll('555'), keep('555')).log))
      .toEqual({ type: 'hotDice', params: { player: 'Ann', turnPoints: 700, mayBank: true } });
    // 5, 5 5, then 1 5 5: hot dice at 350, below the first bank's 400.
    expect(hotDice(play(start(['Ann']), roll('523466'), keep('5'), roll('55234'), keep('55'), roll('155'), keep('155')).log)?.params)
      .toMatchObject({ mayBank: false });
    expect(hotDice(play(start(['Ann'], { hotDiceMustRoll: true }), roll('155234'), keep('155'), roll('555'), keep('555')).log)?.params)
      .toMatchObject({ mayBank: false });
  });
  it('announces six of a kind', () => {
    const { log } = play(start(['Ann']), roll('555555'));
    expect(announcements(log).slice(-2)).toEqual([
      { type: 'sixOfAKind', params: { player: 'Ann', face: '5' } },
      { type: 'gameWon', params: { winners: ['Ann'], score: 0, bySixOfAKind: true } },
    ]);
  });
});

describe('messages (src/referee/messages/dice-game.ts)', () => {
  it('have an English and a French text for every announcement type', () => {
    expect(Object.keys(en).sort()).toEqual([...DICE_GAME_ANNOUNCEMENTS].sort());
    expect(Object.keys(fr).sort()).toEqual([...DICE_GAME_ANNOUNCEMENTS].sort());
  });
  it('render every announcement of a game without gaps', () => {
    for (const a of announcements(wholeGame().log)) {
      for (const text of [en[a.type](a.params), fr[a.type](a.params)]) {
        expect(text).not.toMatch(/undefined|NaN|\[object/);
        expect(text.length).toBeGreaterThan(10);
      }
    }
  });
  it('read naturally in both languages', () => {
    const kept = { player: 'Bob', faces: ['1', '5', '5'], points: 200, turnPoints: 500, diceLeft: 3 };
    expect(en.diceKept(kept)).toBe('Bob keeps 1 5 5 for 200: 500 this turn.');
    expect(fr.diceKept(kept)).toBe('Bob garde 1 5 5 pour 200 : 500 ce tour.');
    const more = { player: 'Bob', faces: ['5'], points: 400, turnPoints: 500, diceLeft: 3, setAside: ['5', '5', '5'], setAsidePoints: 500 };
    expect(en.diceKept(more)).toBe('Bob keeps 5 too: 5 5 5 score 500, 500 this turn.');
    const back = { player: 'Bob', faces: ['5'], points: 400, turnPoints: 100, diceLeft: 4 };
    expect(en.dicePutBack(back)).toBe('Bob rolls 5 again: 100 this turn.');
    expect(fr.dicePutBack(back)).toBe('Bob relance 5 : 100 ce tour.');
    expect(fr.diceKept(more)).toBe('Bob garde aussi 5 : 5 5 5 font 500, 500 ce tour.');
    const tie = { winners: ['Ann', 'Bob', 'Cat'], score: 5200, bySixOfAKind: false };
    expect(en.gameWon(tie)).toBe('Ann, Bob and Cat win with 5200 points!');
    expect(fr.gameWon(tie)).toBe('Ann, Bob et Cat gagnent avec 5200 points !');
    expect(en.finalTurn({ player: 'Cat', score: 4100, target: 5050 })).toBe('Final turn for Cat (4100 points): to bank, the total must go past 5050 points.');
    expect(fr.finalTurn({ player: 'Cat', score: 4100, target: 5050 })).toBe('Dernier tour pour Cat (4100 points) : pour marquer, son total doit dépasser 5050 points.');
    // The game's start says what reaching the target does: alone it wins; with others it starts the final round (rulebook, "Ending the game").
    expect(en.gameStarted({ players: ['Ann', 'Bob'], targetScore: 5000 })).toBe('New game: Ann and Bob. Play to 5000 points: once a player reaches them, everyone else gets one final turn.');
    expect(en.gameStarted({ players: ['Ann'], targetScore: 5000 })).toBe('New game: Ann. Reach 5000 points to win.');
    expect(fr.gameStarted({ players: ['Ann'], targetScore: 5000 })).toBe('Nouvelle partie : Ann. Atteignez 5000 points pour gagner.');
    expect(fr.faceCorrected({ player: 'Ann', die: 2, from: '6', to: '5' })).toBe('Correction : le dé lu comme 6 montre 5.');
  });
});
