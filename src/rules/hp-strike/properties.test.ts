import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import { fold, RuleError } from '../engine.ts';
import { randomSource, type Random } from '../testing/random.ts';
import { expectReplays, playRandomGame } from '../testing/randomGame.ts';
import { hpStrike } from './index.ts';
import { accioFaces } from './settle.ts';
import { HP_FACES, type HpStrikeRules } from './spells.ts';
import { diceAccounted } from './test-helpers.ts';
import type { HpStrikeAction, HpStrikeEvent, HpStrikeState } from './types.ts';

/**
 * A settled arena after `added` new dice land among those at rest: each old die stays, is
 * knocked to another face, or out; a tower keeps some of its stacked dice.
 */
function scatter(state: HpStrikeState, added: number, rand: Random, allowLeaning: boolean) {
  const any = (): Face => HP_FACES[Math.floor(rand() * HP_FACES.length)]!;
  const stacked = state.stacked > 0 && rand() < 0.5 ? Math.floor(rand() * (state.stacked + 1)) : 0;
  const loose = state.stacked - stacked;
  const arena: Face[] = [];
  let out = 0;
  let leaning = 0;
  const dice: (Face | null)[] = [...state.arena, ...Array.from({ length: loose + added }, () => null)];
  for (const old of dice) {
    const r = rand();
    if (r < 0.08) out++;
    else if (allowLeaning && r < 0.11) leaning++;
    else arena.push(old !== null && rand() < 0.6 ? old : any());
  }
  return { arena, out, leaning, stacked };
}

/** A legal action for `state`, drawn with `rand`: what a table of careless wizards might do. */
function randomAction(state: HpStrikeState, rand: Random): HpStrikeAction {
  const any = (): Face => HP_FACES[Math.floor(rand() * HP_FACES.length)]!;
  switch (state.phase) {
    case 'startDie': return { type: 'placeStartDie', face: any() };
    case 'accio': {
      const faces = accioFaces(state);
      return { type: 'accioPick', face: rand() < 0.2 ? null : faces[Math.floor(rand() * faces.length)]! };
    }
    case 'leaning': {
      const base = { ...state, arena: [...state.arena, ...Array.from({ length: state.leaning }, () => null)] };
      const { arena, out, stacked } = scatter(base, 0, rand, false);
      return { type: 'shiftArena', arena, out, stacked };
    }
    case 'relashio': return { type: 'relashioThrow', ...scatter(state, state.relashioThrowers.length, rand, true) };
    default: {
      const legal = hpStrike.legalActions(state);
      if (legal.includes('undo') && rand() < 0.3) return { type: 'undo' };
      // Now and then a wizard leaves (common/retire.ts), whoever's turn it is.
      if (legal.includes('retirePlayer') && rand() < 0.02) {
        const seats = state.players.flatMap((p, seat) => (p.eliminated ? [] : [seat]));
        return { type: 'retirePlayer', seat: seats[Math.floor(rand() * seats.length)]! };
      }
      if (legal.includes('pass') && rand() < 0.3) return { type: 'pass' };
      if (legal.includes('correctFace') && rand() < 0.05) {
        const index = Math.floor(rand() * state.arena.length);
        const options = HP_FACES.filter((f) => f !== 'X' && !state.arena.includes(f));
        if (options.length > 0) return { type: 'correctFace', index, face: options[Math.floor(rand() * options.length)]! };
      }
      const count = state.mustThrowAll ? state.players[state.current]!.stock : 1;
      return { type: 'throw', ...scatter(state, count, rand, true) };
    }
  }
}

/** Plays a random legal game to its end, checking invariants after every action. */
function playHpGame(players: string[], rules: Partial<HpStrikeRules>, tournament: boolean, rand: Random) {
  return playRandomGame(hpStrike, hpStrike.setup({ players, rules, tournament }), (state) => randomAction(state, rand), {
    beforeEvent(state, event) {
      const actors = event.type === 'relashioThrown' ? event.throwers
        : event.type === 'turnStarted' || event.type === 'diceThrown' ? [event.player] : [];
      for (const seat of actors) expect(state.players[seat]!.eliminated, `${event.type} for an eliminated seat`).toBe(false);
    },
    afterAction(state) {
      expect(diceAccounted(state)).toBe(26);
      expect(state.players.every((p) => p.stock >= 0)).toBe(true);
      expect(hpStrike.checkState!(state)).toBeNull();
    },
  });
}

const games = fc.record({
  playerCount: fc.integer({ min: 2, max: 5 }),
  rules: fc.record({
    standingImmobulus: fc.constantFrom('inert' as const, 'freezes' as const),
    simultaneousElimination: fc.constantFrom('shared' as const, 'seatOrder' as const),
    faceSpells: fc.shuffledSubarray(['immobulus', 'relashio', 'accio', 'wingardiumLeviosa', 'confundo'] as const, { minLength: 5 })
      .map(([a, b, c, d, e]) => ({ '1': a!, '2': b!, '3': c!, '4': d!, '5': e! })),
  }),
  tournament: fc.boolean(),
  rand: randomSource(),
});

describe('random legal games (fast-check)', () => {
  it('conserve dice, end, never modify their input state, replay and round-trip as JSON', () => {
    fc.assert(fc.property(games, ({ playerCount, rules, tournament, rand }) => {
      const players = ['Harry', 'Ron', 'Hermione', 'Ginny', 'Luna'].slice(0, playerCount);
      const { log, state } = playHpGame(players, rules, tournament, rand);
      expect(state.phase).toBe('over');
      // Over: nothing but the undo of a retirement that ended it.
      expect(hpStrike.legalActions(state)).toEqual(state.retiredFrom ? ['undo'] : []);
      // A game ends with one champion, or shared after a Relashio throw leaves nobody with dice (settle.ts stun);
      // a tournament ends early when all but one have left (common/turns.ts `scoreRound`).
      const games = log.filter((e) => e.type === 'gameWon' || e.type === 'gameShared');
      if (!tournament) expect(games).toHaveLength(1);
      else if (state.players.filter((p) => p.retired !== true).length > 1) expect(games).toHaveLength(playerCount);
      else expect(games.length).toBeLessThanOrEqual(playerCount);
      if (tournament) expect(state.tournamentWinners!.length).toBeGreaterThan(0);
      expectReplays(hpStrike, log, state);
    }), { numRuns: 150 });
  });

  it('eliminates each wizard at most once per game and never lets an eliminated one act', () => {
    fc.assert(fc.property(games, ({ playerCount, rules, rand }) => {
      const players = ['Harry', 'Ron', 'Hermione', 'Ginny', 'Luna'].slice(0, playerCount);
      const { log, state } = playHpGame(players, rules, false, rand);
      const out = new Set<number>();
      for (const e of log) {
        if (e.type === 'playerEliminated' || e.type === 'playerRetired') {
          expect(out.has(e.player)).toBe(false);
          out.add(e.player);
        }
        if (e.type === 'retirementUndone') out.delete(e.player);
        if (e.type === 'relashioThrown') for (const seat of e.throwers) expect(out.has(seat)).toBe(false);
        if ('player' in e && !['gameWon', 'playerEliminated', 'turnEnded', 'playerRetired', 'retirementUndone'].includes(e.type)) {
          expect(out.has(e.player), `${e.type} by eliminated seat ${e.player}`).toBe(false);
        }
      }
      const shared = log.find((e) => e.type === 'gameShared');
      expect(out.size).toBe(shared ? playerCount - shared.players.length : playerCount - 1);
      if (shared) for (const seat of shared.players) expect(out.has(seat)).toBe(false);
      expect(state.winner === null).toBe(shared !== undefined);
      if (state.winner !== null) expect(state.players[state.winner]!.stock).toBeGreaterThan(0);
    }), { numRuns: 100 });
  });

  it('undo gives back exactly the state before the correction or the retirement it takes back', () => {
    fc.assert(fc.property(games, ({ playerCount, rules, tournament, rand }) => {
      const players = ['Harry', 'Ron', 'Hermione', 'Ginny', 'Luna'].slice(0, playerCount);
      let state = fold(hpStrike, hpStrike.setup({ players, rules, tournament }));
      // The actions played and not taken back, each with the state before it.
      let history: { action: HpStrikeAction; before: HpStrikeState }[] = [];
      for (let step = 0; step < 2000 && hpStrike.legalActions(state).length > 0; step++) {
        const action = randomAction(state, rand);
        if (!hpStrike.legalActions(state).includes(action.type)) continue;
        let events: HpStrikeEvent[];
        try {
          events = hpStrike.apply(state, action);
        } catch (error) {
          if (!(error instanceof RuleError) || action.type === 'undo') throw error;
          continue;
        }
        const after = events.reduce((s, e) => hpStrike.reduce(s, e), state);
        if (action.type === 'undo') {
          // The last correction since the last throw first, else the last retirement (corrections.ts `undo`).
          const taken = state.corrections.length > 0 ? 'correctFace' : 'retirePlayer';
          expect(events[0]!.type).toBe(taken === 'correctFace' ? 'correctionUndone' : 'retirementUndone');
          const at = history.map((h) => h.action.type).lastIndexOf(taken);
          expect(at).toBeGreaterThanOrEqual(0);
          expect(after).toEqual(history[at]!.before);
          history = history.slice(0, at);
        } else {
          history.push({ action, before: state });
        }
        state = after;
      }
    }), { numRuns: 100 });
  });
});
