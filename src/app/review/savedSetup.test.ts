import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewSetup } from '../../review/report.ts';
import { defaultSetup } from './reviewState.ts';
import { loadReviewSetup, readReviewSetup, REVIEW_SETUP_KEY, saveReviewSetup } from './savedSetup.ts';

/** A set-up as a user may leave it: four players, the X-and-2–6 dice, a tournament, 30 frames/s. */
const OWN: ReviewSetup = {
  game: 'strike', players: ['Zoé', 'Yann', '', 'Wu'], edition: 'classic-x2', dieKind: 'strike-x2', keepThrowing: true, tournament: true, language: 'fr', analysisFps: 30,
};

describe('readReviewSetup', () => {
  it('takes a set-up the form could make as it is, in the language given', () => {
    expect(readReviewSetup({ ...OWN, language: 'fr' }, 'en')).toEqual({ ...OWN, language: 'en' });
    const diceGame = { game: 'dice-game', players: ['Solo'], edition: 'classic', dieKind: 'd6', keepThrowing: false, targetScore: 750, analysisFps: 10 };
    expect(readReviewSetup(diceGame, 'en')).toEqual({ ...diceGame, language: 'en' });
  });

  it('gives the default set-up for what is no set-up at all', () => {
    for (const stored of [null, undefined, 42, 'strike', true, [], [OWN]]) expect(readReviewSetup(stored, 'fr')).toEqual(defaultSetup('fr'));
    expect(readReviewSetup({}, 'en')).toEqual(defaultSetup('en'));
  });

  it('replaces each field the form could not have made with the default one, keeping the others', () => {
    const read = readReviewSetup({ ...OWN, game: 'dicestorm', analysisFps: 24, keepThrowing: 'yes', tournament: 1 }, 'en');
    expect(read).toEqual({ ...defaultSetup('en'), players: OWN.players, dieKind: 'strike-x2', edition: 'classic-x2' });
    expect(readReviewSetup({ ...OWN, players: ['Ann', 7] }, 'en').players).toEqual(['Ann', 'Bob']);
    expect(readReviewSetup({ ...OWN, players: 'Ann,Bob' }, 'en').players).toEqual(['Ann', 'Bob']);
    expect(readReviewSetup({ ...OWN, dieKind: 'd6' }, 'en')).toMatchObject({ dieKind: 'strike-x2', edition: 'classic-x2' });
    expect(readReviewSetup({ ...OWN, edition: 'classic-x3' }, 'en')).toMatchObject({ dieKind: 'strike', edition: 'classic' });
    expect(readReviewSetup({ ...OWN, analysisFps: '30' }, 'en').analysisFps).toBe(15);
  });

  it('keeps every Strike edition, its dice following it, not what is stored of them; an unknown one is classic', () => {
    expect(readReviewSetup({ ...OWN, edition: 'classic' }, 'en')).toMatchObject({ dieKind: 'strike', edition: 'classic' });
    expect(readReviewSetup({ ...OWN, dieKind: 'strike', edition: 'classic-x2' }, 'en')).toMatchObject({ dieKind: 'strike-x2', edition: 'classic-x2' });
    expect(readReviewSetup({ ...OWN, dieKind: 'strike-x2', edition: '2020' }, 'en')).toMatchObject({ dieKind: 'strike', edition: '2020' });
    expect(readReviewSetup({ ...OWN, edition: 'impact' }, 'en')).toMatchObject({ dieKind: 'strike', edition: 'impact' });
    for (const edition of [undefined, 'Classic', 'toString', '__proto__', 2020, null, { id: '2020' }]) {
      expect(readReviewSetup({ ...OWN, edition }, 'en')).toMatchObject({ dieKind: 'strike', edition: 'classic' });
    }
    expect(readReviewSetup({ ...OWN, game: 'dice-game' }, 'en')).toMatchObject({ dieKind: 'd6', edition: 'classic' });
  });

  it('keeps the dice per player of an edition without a chart when the rules allow them for its players', () => {
    // 2020's box: 31 dice less the start die, shared by 4 players: at most 7 each (src/rules/strike/editions.ts maxDicePerPlayer).
    const box2020 = { ...OWN, edition: '2020' };
    expect(readReviewSetup({ ...box2020, dicePerPlayer: 7 }, 'en')).toEqual({ ...OWN, edition: '2020', dieKind: 'strike', dicePerPlayer: 7, language: 'en' });
    expect(readReviewSetup({ ...box2020, dicePerPlayer: 1 }, 'en').dicePerPlayer).toBe(1);
    expect(readReviewSetup({ ...OWN, edition: 'impact', players: ['A', 'B'], dicePerPlayer: 15 }, 'en').dicePerPlayer).toBe(15);
    for (const dicePerPlayer of [8, 0, -3, 2.5, Number.NaN, '6', null, true]) {
      expect(readReviewSetup({ ...box2020, dicePerPlayer }, 'en')).not.toHaveProperty('dicePerPlayer');
    }
    // Checked for the players as seated: 15 each is too many once 4 seats are kept.
    expect(readReviewSetup({ ...box2020, players: ['A', 'B', 'C', 'D'], dicePerPlayer: 15 }, 'en')).not.toHaveProperty('dicePerPlayer');
    // An edition with a chart, or the dice game, has none of its own.
    expect(readReviewSetup({ ...OWN, edition: 'classic', dicePerPlayer: 5 }, 'en')).not.toHaveProperty('dicePerPlayer');
    expect(readReviewSetup({ ...box2020, game: 'dice-game', dicePerPlayer: 5 }, 'en')).not.toHaveProperty('dicePerPlayer');
  });

  it('brings the players to a count the game is played by, keeping the names', () => {
    expect(readReviewSetup({ ...OWN, players: ['Solo'] }, 'en').players).toEqual(['Solo', 'Bob']);
    expect(readReviewSetup({ ...OWN, players: [] }, 'en').players).toEqual(['Ann', 'Bob']);
    expect(readReviewSetup({ ...OWN, players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }, 'en').players).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(readReviewSetup({ ...OWN, game: 'dice-game', players: ['Solo'] }, 'en').players).toEqual(['Solo']);
    expect(readReviewSetup({ ...OWN, game: 'dice-game', players: Array.from({ length: 9 }, (_, i) => `P${i}`) }, 'en').players).toHaveLength(8);
  });

  it('cuts a stored name to the 30 characters the form takes (helper 168)', () => {
    expect(readReviewSetup({ ...OWN, players: ['Zoé-Marie-Anne-Charlotte de la Fontaine', 'Yann'] }, 'en').players).toEqual(['Zoé-Marie-Anne-Charlotte de la', 'Yann']);
    // Never through an emoji (two UTF-16 code units): it goes whole (helper 171).
    expect(readReviewSetup({ ...OWN, players: [`${'A'.repeat(29)}😀tail`, 'Yann'] }, 'en').players).toEqual(['A'.repeat(29), 'Yann']);
  });

  it('keeps only points to win the set-up offers', () => {
    const diceGame = { ...OWN, game: 'dice-game' };
    for (const targetScore of [1234, 100, -500, Number.NaN, null, '1000', 1e9]) {
      expect(readReviewSetup({ ...diceGame, targetScore }, 'en')).not.toHaveProperty('targetScore');
    }
    expect(readReviewSetup({ ...diceGame, targetScore: 100_000 }, 'en').targetScore).toBe(100_000);
  });

  it('gives a copy: changing it does not change what was read', () => {
    const stored = { ...OWN };
    const read = readReviewSetup(stored, 'en');
    read.players[0] = 'Changed';
    expect(stored.players[0]).toBe('Zoé');
  });
});

describe('loadReviewSetup and saveReviewSetup', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Stubs a `localStorage` holding `stored`. */
  function storage(stored: Record<string, string> = {}): Record<string, string> {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored[key] ?? null,
      setItem: (key: string, value: string) => {
        stored[key] = value;
      },
    });
    return stored;
  }

  it('gives back the set-up saved, in the language asked, without saving the language', () => {
    const stored = storage();
    expect(loadReviewSetup('en')).toEqual(defaultSetup('en'));
    saveReviewSetup(OWN);
    expect(JSON.parse(stored[REVIEW_SETUP_KEY]!)).not.toHaveProperty('language');
    expect(loadReviewSetup('en')).toEqual({ ...OWN, language: 'en' });
  });

  it('saves a blank points-to-win field as none', () => {
    const stored = storage();
    saveReviewSetup({ ...defaultSetup('en'), game: 'dice-game', dieKind: 'd6', targetScore: Number.NaN });
    expect(JSON.parse(stored[REVIEW_SETUP_KEY]!)).not.toHaveProperty('targetScore');
    expect(loadReviewSetup('en')).toEqual({ ...defaultSetup('en'), game: 'dice-game', dieKind: 'd6' });
  });

  it('saves the 2020 edition with its dice per player, and a blank dice-per-player field as none', () => {
    const stored = storage();
    const box2020: ReviewSetup = { ...OWN, edition: '2020', dieKind: 'strike', dicePerPlayer: 5 };
    saveReviewSetup(box2020);
    expect(JSON.parse(stored[REVIEW_SETUP_KEY]!)).toMatchObject({ edition: '2020', dicePerPlayer: 5 });
    expect(loadReviewSetup('fr')).toEqual(box2020);
    saveReviewSetup({ ...box2020, dicePerPlayer: Number.NaN });
    expect(JSON.parse(stored[REVIEW_SETUP_KEY]!)).not.toHaveProperty('dicePerPlayer');
    const { dicePerPlayer: _blank, ...withoutStock } = box2020;
    expect(loadReviewSetup('fr')).toEqual(withoutStock);
  });

  it('gives the default set-up for a record that is not JSON, and leaves it there', () => {
    const stored = storage({ [REVIEW_SETUP_KEY]: '{"game":"strike","players":["Ann"' });
    expect(loadReviewSetup('fr')).toEqual(defaultSetup('fr'));
    expect(stored[REVIEW_SETUP_KEY]).toBe('{"game":"strike","players":["Ann"');
  });

  it('gives the default set-up, and saves nothing without a word, when the browser refuses its storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    expect(loadReviewSetup('en')).toEqual(defaultSetup('en'));
    expect(() => saveReviewSetup(OWN)).not.toThrow();
  });

  it('gives the default set-up where there is no localStorage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(loadReviewSetup('en')).toEqual(defaultSetup('en'));
    expect(() => saveReviewSetup(OWN)).not.toThrow();
  });
});
