import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import { randomSource, type Random } from '../testing/random.ts';
import { expectReplays, playRandomGame } from '../testing/randomGame.ts';
import { CLASSIC, CLASSIC_X2, facesOf, type StrikeEdition } from './editions.ts';
import { strike } from './index.ts';
import { diceAccounted } from './test-helpers.ts';
import type { StrikeAction, StrikeState } from './types.ts';

/** A legal action for `state`, drawn with `rand`: what a table of careless players might do. */
function randomAction(state: StrikeState, rand: Random): StrikeAction {
  const faces = facesOf(state.edition);
  const any = (): Face => faces[Math.floor(rand() * faces.length)]!;
  const numbered = faces.filter((f) => f !== 'X');
  if (state.phase === 'startDie') {
    const free = numbered.filter((f) => !state.arena.includes(f));
    if (state.edition.startDie === 'rolled') return { type: 'placeStartDie', face: any() };
    if (rand() < 0.1) return { type: 'placeStartDie', face: null };
    return { type: 'placeStartDie', face: free[Math.floor(rand() * free.length)]! };
  }
  if (state.phase === 'reroll') return { type: 'placeRerolledDie', face: any() };
  const legal = strike.legalActions(state);
  if (legal.includes('undo') && rand() < 0.3) return { type: 'undo' };
  // Now and then a player leaves (common/retire.ts), whoever's turn it is.
  if (legal.includes('retirePlayer') && rand() < 0.02) {
    const seats = state.players.flatMap((p, seat) => (p.eliminated ? [] : [seat]));
    return { type: 'retirePlayer', seat: seats[Math.floor(rand() * seats.length)]! };
  }
  if (legal.includes('pass') && rand() < 0.3) return { type: 'pass' };
  if (legal.includes('correctFace') && rand() < 0.05) {
    // A die the last throw took out (an X, a collected die) said to show another face: always
    // where no die is left to correct in the arena, else half the time.
    const removed = state.lastThrow?.removed ?? [];
    const arenaNow = state.arena;
    if (removed.length > 0 && (arenaNow.length === 0 || rand() < 0.5)) {
      const index = Math.floor(rand() * removed.length);
      const options = faces.filter((f) => f !== removed[index]);
      return { type: 'correctFace', index, face: options[Math.floor(rand() * options.length)]!, removed: true };
    }
    // After a throw, any face but the die's own: an X or a face another die shows rules the
    // last throw again. With only start dice in the arena those are refused: a face no die shows.
    const index = Math.floor(rand() * state.arena.length);
    const options = state.lastThrow ? faces.filter((f) => f !== state.arena[index]) : numbered.filter((f) => !state.arena.includes(f));
    if (options.length > 0) return { type: 'correctFace', index, face: options[Math.floor(rand() * options.length)]! };
  }
  const stock = state.players[state.current]!.stock;
  const count = state.mustThrowAll ? stock
    : state.edition.dicePerThrow === 'exactlyOne' ? 1 : 1 + Math.floor(rand() * Math.min(stock, 3));
  const arena: Face[] = [];
  let out = 0;
  let leaning = 0;
  const dice: (Face | null)[] = [...state.arena, ...Array.from({ length: count }, () => null)];
  for (const [i, old] of dice.entries()) {
    const r = rand();
    if (r < 0.08) out++;
    else if (r < 0.12) leaning++;
    else arena.push(old !== null && i < state.arena.length && rand() < 0.6 ? old : any());
  }
  return leaning > 0 ? { type: 'throw', arena, out, leaning } : { type: 'throw', arena, out };
}

/** Plays a random legal game to its end, checking invariants after every action. */
function playStrikeGame(players: string[], edition: StrikeEdition, tournament: boolean, rand: Random) {
  return playRandomGame(strike, strike.setup({ players, edition, tournament }), (state) => randomAction(state, rand), {
    beforeEvent(state, event) {
      if (event.type === 'turnStarted' || event.type === 'diceThrown') {
        expect(state.players[event.player]!.eliminated, `${event.type} for an eliminated seat`).toBe(false);
      }
    },
    afterAction: (state) => {
      expect(diceAccounted(state)).toBe(edition.totalDice);
      expect(strike.checkState!(state)).toBeNull();
    },
  });
}

const editions: StrikeEdition[] = [
  CLASSIC,
  CLASSIC_X2,
  { ...CLASSIC, id: 'rolled', startDie: 'rolled' },
  { ...CLASSIC, id: 'each', startDie: 'onePerPlayer' },
  { ...CLASSIC, id: 'many', dicePerThrow: 'atLeastOne' },
];

const games = fc.record({
  playerCount: fc.integer({ min: 2, max: 5 }),
  edition: fc.constantFrom(...editions),
  tournament: fc.boolean(),
  rand: randomSource(),
});

describe('random legal games (fast-check)', () => {
  it('conserve dice, end, never modify their input state, replay and round-trip as JSON', () => {
    fc.assert(fc.property(games, ({ playerCount, edition, tournament, rand }) => {
      const players = ['Ann', 'Bob', 'Cara', 'Dan', 'Eve'].slice(0, playerCount);
      const { log, state } = playStrikeGame(players, edition, tournament, rand);
      expect(state.phase).toBe('over');
      // Over: nothing but a correction of the throw that ended it (or its undo).
      expect(strike.legalActions(state).filter((type) => type !== 'correctFace' && type !== 'undo')).toEqual([]);
      const winners = log.filter((e) => e.type === 'gameWon');
      // A tournament ends early when all but one have left (common/turns.ts `scoreRound`).
      const staying = state.players.filter((p) => p.retired !== true).length;
      if (!tournament) expect(winners).toHaveLength(1);
      else if (staying > 1) expect(winners).toHaveLength(playerCount);
      else expect(winners.length).toBeLessThanOrEqual(playerCount);
      if (tournament) expect(state.tournamentWinners!.length).toBeGreaterThan(0);
      expectReplays(strike, log, state);
    }), { numRuns: 150 });
  });

  it('eliminates each player at most once per game and never hands an eliminated seat the turn', () => {
    fc.assert(fc.property(games, ({ playerCount, edition, rand }) => {
      const players = ['Ann', 'Bob', 'Cara', 'Dan', 'Eve'].slice(0, playerCount);
      const { log, state: end } = playStrikeGame(players, edition, false, rand);
      // Folded event by event: a throw ruled again (or its undo) can bring an eliminated seat back.
      let state: StrikeState | null = null;
      for (const e of log) {
        if (state && (e.type === 'playerEliminated' || e.type === 'playerRetired')) {
          expect(state.players[e.player]!.eliminated).toBe(false);
          expect(e.playersLeft).toBe(state.players.filter((p) => !p.eliminated).length - 1);
        }
        if (state && 'player' in e && !['gameWon', 'playerEliminated', 'turnEnded', 'throwRuledAgain', 'retirementUndone'].includes(e.type)) {
          expect(state.players[e.player]!.eliminated, `${e.type} by eliminated seat ${e.player}`).toBe(false);
        }
        state = strike.reduce(state, e);
      }
      expect(end.players.filter((p) => p.eliminated)).toHaveLength(playerCount - 1);
    }), { numRuns: 100 });
  });
});
