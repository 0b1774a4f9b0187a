import { describe, expect, it } from 'vitest';
import { hpStrike } from './index.ts';
import { DEFAULT_RULES } from './spells.ts';
import { act, errorOf, start } from './test-helpers.ts';

describe('setup (harry-potter-strike-en.txt, Contents: 26 dice; Setup table 2→8, 3→7, 4→6, 5→5)', () => {
  it.each([
    [['Harry', 'Ron'], 8, 10],
    [['Harry', 'Ron', 'Hermione'], 7, 5],
    [['Harry', 'Ron', 'Hermione', 'Ginny'], 6, 2],
    [['Harry', 'Ron', 'Hermione', 'Ginny', 'Luna'], 5, 1],
  ])('%j receive %i dice each, %i extra dice', (players, each, setAside) => {
    expect(hpStrike.setup({ players })).toEqual([
      { type: 'gameStarted', players, rules: DEFAULT_RULES, tournament: false },
      { type: 'roundStarted', round: 1, firstPlayer: 0, stocks: players.map(() => each), setAside },
    ]);
  });

  it('refuses player counts outside 2–5 and bad names with clear messages', () => {
    expect(errorOf(() => hpStrike.setup({ players: ['Harry'] })))
      .toBe('player-count: Harry Potter Strike is played by 2–5 wizards (harry-potter-strike-en.txt: Contents (26 dice), Setup (table)); got 1');
    expect(errorOf(() => hpStrike.setup({ players: ['Harry', 'Harry'] }))).toBe('bad-players: Player names must differ: Harry, Harry');
    expect(errorOf(() => hpStrike.setup({ players: ['Harry', ''] }))).toMatch(/^bad-players/);
  });

  it('takes a custom face → spell mapping and refuses one that is not one-to-one', () => {
    const faceSpells = { '1': 'confundo', '2': 'accio', '3': 'relashio', '4': 'immobulus', '5': 'wingardiumLeviosa' } as const;
    expect(hpStrike.setup({ players: ['Harry', 'Ron'], rules: { faceSpells } })[0])
      .toEqual({ type: 'gameStarted', players: ['Harry', 'Ron'], rules: { ...DEFAULT_RULES, faceSpells }, tournament: false });
    expect(errorOf(() => hpStrike.setup({ players: ['Harry', 'Ron'], rules: { faceSpells: { ...faceSpells, '2': 'confundo' } } })))
      .toMatch(/^bad-rules: rules.faceSpells must map faces 1–5 one-to-one/);
    expect(errorOf(() => hpStrike.setup({ players: ['Harry', 'Ron'], rules: { standingImmobulus: 'never' as 'inert' } })))
      .toBe('bad-rules: rules.standingImmobulus must be "inert" or "freezes"');
  });
});

describe('the start die (Setup: "If you roll X, reroll it or pick another dice side")', () => {
  const game = start({ players: ['Harry', 'Ron'] });

  it('asks for a reroll on X, then starts the oldest wizard\'s turn', () => {
    const x = act(game, { type: 'placeStartDie', face: 'X' });
    expect(x.events).toEqual([{ type: 'startDieShowedX', player: 0 }]);
    expect(hpStrike.legalActions(x.state)).toEqual(['placeStartDie']);
    const placed = act(x, { type: 'placeStartDie', face: '4' });
    expect(placed.events).toEqual([
      { type: 'startDiePlaced', player: 0, face: '4' },
      { type: 'turnStarted', player: 0, mustThrowAll: false },
    ]);
    expect(placed.state.arena).toEqual(['4']);
    expect(placed.state.setAside).toBe(9);
  });

  it('refuses faces the dice do not have and a second start die', () => {
    expect(errorOf(() => act(game, { type: 'placeStartDie', face: '6' })))
      .toBe('impossible-face: Start die: "6" is not a face of these dice (1, 2, 3, 4, 5, X)');
    expect(errorOf(() => act(game, { type: 'placeStartDie', face: '4' }, { type: 'placeStartDie', face: '4' })))
      .toBe('not-now: The start die is already in the arena');
  });
});
