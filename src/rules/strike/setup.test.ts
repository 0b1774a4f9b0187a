import { describe, expect, it } from 'vitest';
import { RuleError } from '../engine.ts';
import { CLASSIC, CLASSIC_X2, classicDicePerPlayer, dicePerPlayerAllowed, editionFor, editionForPlayers, maxDicePerPlayer, playerCountRange, resolveEdition, STRIKE_2020 } from './editions.ts';
import { strike } from './index.ts';
import { act, start } from './test-helpers.ts';

function codeOf(fn: () => unknown): string {
  try { fn(); } catch (e) { if (e instanceof RuleError) return e.code; throw e; }
  return 'no error';
}

describe('setup (strike-en.txt, Setup: 2→9, 3→8, 4→7, 5→6 dice)', () => {
  it.each([
    [['Ann', 'Bob'], 9, 13],
    [['Ann', 'Bob', 'Cara'], 8, 7],
    [['Ann', 'Bob', 'Cara', 'Dan'], 7, 3],
    [['Ann', 'Bob', 'Cara', 'Dan', 'Eve'], 6, 1],
  ])('%j receive %i dice each, %i stay in the box', (players, each, setAside) => {
    expect(strike.setup({ players })).toEqual([
      { type: 'gameStarted', players, edition: CLASSIC, tournament: false },
      { type: 'roundStarted', round: 1, firstPlayer: 0, stocks: players.map(() => each), setAside },
    ]);
  });

  it('playerCountRange: the counts the chart gives', () => {
    expect(playerCountRange(CLASSIC)).toEqual({ min: 2, max: 5 });
    expect(playerCountRange({ ...STRIKE_2020, dicePerPlayer: { '3': 8, '6': 5 } })).toEqual({ min: 3, max: 6 });
    // A box whose chart the players give: at least 2 players (the last with dice wins), at most one die each.
    expect(playerCountRange(STRIKE_2020)).toEqual({ min: 2, max: 30 });
    expect(playerCountRange(resolveEdition(editionForPlayers('2020', 1, 4)))).toEqual({ min: 2, max: 30 });
  });

  it('refuses a Strike game of one player, whatever the chart: the last player with dice remaining wins (helper 177)', () => {
    for (const edition of [editionForPlayers('2020', 1, 4), editionForPlayers('impact', 1, 9), { ...CLASSIC, dicePerPlayer: { '1': 9, '2': 9 } }]) {
      expect(codeOf(() => strike.setup({ players: ['Ann'], edition }))).toBe('player-count');
    }
    expect(codeOf(() => strike.setup({ players: ['Ann', 'Bob'], edition: editionForPlayers('2020', 2, 4) }))).toBe('no error');
  });

  it('refuses player counts outside 2–5 with a clear message', () => {
    expect(() => strike.setup({ players: ['Ann'] })).toThrow('Strike (31 dice) is played by 2–5 players');
    expect(codeOf(() => strike.setup({ players: ['A', 'B', 'C', 'D', 'E', 'F'] }))).toBe('player-count');
  });

  it('refuses empty or repeated names', () => {
    expect(codeOf(() => strike.setup({ players: ['Ann', ''] }))).toBe('bad-players');
    expect(codeOf(() => strike.setup({ players: ['Ann', 'Ann'] }))).toBe('bad-players');
    // The same player when announced: capitals, end spaces, an accent typed as two characters.
    expect(codeOf(() => strike.setup({ players: ['ann', 'ANN', 'Cleo'] }))).toBe('bad-players');
    expect(codeOf(() => strike.setup({ players: ['Ann', 'Ann '] }))).toBe('bad-players');
    expect(codeOf(() => strike.setup({ players: ['Zo\u00e9', 'Zoe\u0301'] }))).toBe('bad-players');
    expect(strike.setup({ players: ['Ann', 'Anna'] })[0]).toMatchObject({ type: 'gameStarted' });
  });

  it('editionFor: the classic box whose dice have these faces', () => {
    expect(editionFor('strike')).toBe('classic');
    expect(editionFor('strike-x2')).toBe('classic-x2');
    expect(strike.setup({ players: ['Ann', 'Bob'], edition: editionFor('strike-x2') })[0]).toMatchObject({ edition: { dieKind: 'strike-x2' } });
  });

  it('dicePerPlayerAllowed: a whole number from 1 to maxDicePerPlayer, the counts setup takes', () => {
    for (const players of [2, 3, 4, 5]) {
      const max = maxDicePerPlayer(STRIKE_2020, players);
      const names = ['A', 'B', 'C', 'D', 'E'].slice(0, players);
      // The box's 31 dice (the classic count, editions.ts: unverified for 2020) less the start die, shared out: 15, 10, 7, 6 at most.
      expect(max).toBe({ 2: 15, 3: 10, 4: 7, 5: 6 }[players]);
      for (const [dice, expected] of [[0, false], [1, true], [max, true], [max + 1, false], [2.5, false], [Number.NaN, false]] as const) {
        const allowed = dicePerPlayerAllowed(STRIKE_2020, players, dice);
        expect(allowed, `${players} players, ${dice} dice`).toBe(expected);
        const setUp = () => strike.setup({ players: names, edition: editionForPlayers('2020', players, dice) });
        if (allowed) expect(setUp).not.toThrow();
        else expect(setUp).toThrow(RuleError);
      }
    }
  });

  it('maxDicePerPlayer: the box less the start die, shared out; setup takes that many and refuses one more', () => {
    expect(maxDicePerPlayer(CLASSIC, 2)).toBe(15);
    expect(maxDicePerPlayer(CLASSIC, 5)).toBe(6);
    // Start dice from the players' own stocks: no die of the box set aside for it.
    const ownStartDice = { ...CLASSIC, id: 'own', startDie: 'onePerPlayer' as const, totalDice: 30 };
    expect(maxDicePerPlayer(ownStartDice, 5)).toBe(6);
    expect(maxDicePerPlayer({ ...ownStartDice, startDie: 'placed' }, 5)).toBe(5);
    for (const players of [2, 3, 4, 5]) {
      const edition = { ...STRIKE_2020, dicePerPlayer: { [String(players)]: maxDicePerPlayer(STRIKE_2020, players) } };
      const names = ['Ann', 'Bob', 'Cara', 'Dan', 'Eve'].slice(0, players);
      expect(codeOf(() => strike.setup({ players: names, edition }))).toBe('no error');
      edition.dicePerPlayer[String(players)]! += 1;
      expect(codeOf(() => strike.setup({ players: names, edition }))).toBe('not-enough-dice');
    }
    expect([2, 3, 4, 5, 6].map(classicDicePerPlayer)).toEqual([9, 8, 7, 6, 6]);
  });

  it('refuses editions whose chart the rulebooks do not give, until it is configured', () => {
    expect(codeOf(() => strike.setup({ players: ['Ann', 'Bob'], edition: '2020' }))).toBe('edition-chart-missing');
    expect(codeOf(() => strike.setup({ players: ['Ann', 'Bob'], edition: 'impact' }))).toBe('edition-chart-missing');
    const configured = { ...STRIKE_2020, dicePerPlayer: { '2': 8, '3': 7 } };
    expect(strike.setup({ players: ['Ann', 'Bob'], edition: configured })[1])
      .toEqual({ type: 'roundStarted', round: 1, firstPlayer: 0, stocks: [8, 8], setAside: 15 });
  });

  it('refuses unknown editions, bad charts and more dice than the box holds', () => {
    expect(codeOf(() => strike.setup({ players: ['Ann', 'Bob'], edition: 'deluxe' }))).toBe('unknown-edition');
    expect(codeOf(() => strike.setup({ players: ['Ann', 'Bob'], edition: { ...CLASSIC, dicePerPlayer: { '2': 0 } } })))
      .toBe('bad-edition');
    expect(codeOf(() => strike.setup({ players: ['Ann', 'Bob'], edition: { ...CLASSIC, dicePerPlayer: { '2': 16 } } })))
      .toBe('not-enough-dice');
  });

  it('selects editions by id', () => {
    expect(start({ players: ['Ann', 'Bob'], edition: 'classic-x2' }).state.edition).toEqual(CLASSIC_X2);
  });
});

describe('the start die', () => {
  const game = start({ players: ['Ann', 'Bob'] });

  it('is placed showing a number, then the first listed player starts', () => {
    const g = act(game, { type: 'placeStartDie', face: '4' });
    expect(g.events).toEqual([
      { type: 'startDiePlaced', player: 0, face: '4' },
      { type: 'turnStarted', player: 0, mustThrowAll: false },
    ]);
    expect(g.state.arena).toEqual(['4']);
    expect(g.state.setAside).toBe(12);
    expect(strike.legalActions(g.state)).toEqual(['throw', 'correctFace', 'retirePlayer']);
  });

  it('may be placed before its face is seen', () => {
    expect(act(game, { type: 'placeStartDie', face: null }).state.arena).toEqual([null]);
  });

  it('may not show X in the placed-start-die edition (strike-en.txt, Setup)', () => {
    expect(codeOf(() => act(game, { type: 'placeStartDie', face: 'X' }))).toBe('x-start-die');
  });

  it('may not show a face the dice do not have', () => {
    expect(() => act(game, { type: 'placeStartDie', face: '6' })).toThrow('"6" is not a face of these dice (1, 2, 3, 4, 5, X)');
  });

  it('is rolled again on X in the rolled edition (harry-potter-strike-en.txt, Setup)', () => {
    const rolled = start({ players: ['Ann', 'Bob'], edition: { ...CLASSIC, startDie: 'rolled' } });
    const x = act(rolled, { type: 'placeStartDie', face: 'X' });
    expect(x.events).toEqual([{ type: 'startDieShowedX', player: 0 }]);
    expect(strike.legalActions(x.state)).toEqual(['placeStartDie']);
    expect(act(x, { type: 'placeStartDie', face: '2' }).events).toEqual([
      { type: 'startDiePlaced', player: 0, face: '2' },
      { type: 'turnStarted', player: 0, mustThrowAll: false },
    ]);
  });

  it('is one per player from his stock, all different, in the onePerPlayer edition', () => {
    const each = start({ players: ['Ann', 'Bob', 'Cara'], edition: { ...CLASSIC, startDie: 'onePerPlayer' } });
    const two = act(each, { type: 'placeStartDie', face: '1' }, { type: 'placeStartDie', face: '2' });
    expect(codeOf(() => act(two, { type: 'placeStartDie', face: '2' }))).toBe('start-dice-differ');
    const all = act(two, { type: 'placeStartDie', face: '5' });
    expect(all.events).toEqual([
      { type: 'startDiePlaced', player: 2, face: '5' },
      { type: 'turnStarted', player: 0, mustThrowAll: false },
    ]);
    expect(all.state.players.map((p) => p.stock)).toEqual([7, 7, 7]);
    expect(all.state.arena).toEqual(['1', '2', '5']);
  });

  it('must be placed before the first throw', () => {
    expect(codeOf(() => act(game, { type: 'throw', arena: ['2'], out: 0 }))).toBe('start-die-first');
  });
});

describe('edition faces', () => {
  it('the classic dice show 1–5 and X (core/types.ts strike)', () => {
    const g = act(start({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '1' });
    expect(codeOf(() => act(g, { type: 'throw', arena: ['1', '6'], out: 0 }))).toBe('impossible-face');
    expect(act(g, { type: 'throw', arena: ['1', '1'], out: 0 }).events[1])
      .toEqual({ type: 'matchCollected', player: 0, groups: [{ face: '1', count: 2 }] });
  });

  it('the classic-x2 dice show X and 2–6', () => {
    const g = act(start({ players: ['Ann', 'Bob'], edition: 'classic-x2' }), { type: 'placeStartDie', face: '6' });
    expect(codeOf(() => act(g, { type: 'throw', arena: ['6', '1'], out: 0 }))).toBe('impossible-face');
    expect(act(g, { type: 'throw', arena: ['6', '2'], out: 0 }).state.arena).toEqual(['6', '2']);
  });
});
