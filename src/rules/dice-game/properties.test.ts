/**
 * Property tests over random legal games: random rolls, random legal keeps (best keep or one
 * single scoring die, then more single 1s and 5s of the same roll, some put back), random corrections and undos, banks forced after three rolls in a turn
 * so games stay short. Checks: every game ends, replay and JSON round-trips give the same
 * state, scores never go negative, only the active player acts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import { fold, RuleError } from '../engine.ts';
import { diceGame } from './game.ts';
import { bestKeep, D6_FACES } from './scoring.ts';
import type { DiceGameAction, DiceGameEvent, DiceGameRules, DiceGameState } from './types.ts';

/** Upper bound on actions in one game; measured games need far fewer (see the report below). */
const MAX_ACTIONS = 4000;

/** Events a player makes by playing; their `player` must be the active player. */
const PLAYED = new Set(['diceRolled', 'diceKept', 'dicePutBack', 'hotDice', 'pointsBanked', 'farkle', 'sixOfAKind']);

type Gen = fc.GeneratorValue;

const face = (g: Gen): Face => g(fc.constantFrom, ...D6_FACES);

/** A legal-looking action chosen by the random player (the engine still judges it). */
function chooseAction(state: DiceGameState, g: Gen, rollsThisTurn: number): DiceGameAction {
  const legal = diceGame.legalActions(state);
  const { turn, lastRoll } = state;
  // Now and then a player leaves (apply.ts `retire`), whoever's turn it is.
  if (legal.includes('retirePlayer') && g(fc.integer, { min: 0, max: 39 }) === 0) {
    const seats = state.players.flatMap((_, seat) => (state.retired?.[seat] === true ? [] : [seat]));
    return { type: 'retirePlayer', seat: g(fc.constantFrom, ...seats) };
  }
  if (legal.includes('undo') && state.retiredFrom && g(fc.boolean)) return { type: 'undo' };
  if (lastRoll && g(fc.integer, { min: 0, max: 9 }) === 0) {
    if (legal.includes('undo') && g(fc.boolean)) return { type: 'undo' };
    const index = g(fc.integer, { min: 0, max: lastRoll.faces.length - 1 });
    const to = D6_FACES.filter((f) => f !== lastRoll.faces[index]);
    return { type: 'correctFace', index, face: g(fc.constantFrom, ...to) };
  }
  if (turn.phase === 'rolled') {
    const best = bestKeep(turn.roll!);
    const single = turn.roll!.find((f) => f === '1' || f === '5');
    const faces = single && g(fc.boolean) ? [single] : best;
    return { type: 'keep', faces, player: state.active };
  }
  // More scoring dice of the same roll set aside one at a time, or the last of them put back.
  const single = turn.lastKeep?.rest.find((f) => f === '1' || f === '5');
  if (legal.includes('keep') && single && g(fc.boolean)) return { type: 'keep', faces: [single], player: state.active };
  const putBack: DiceGameAction = { type: 'putBack', faces: [turn.lastKeep?.faces.at(-1) ?? '1'], player: state.active };
  if (legal.includes('putBack') && codeOf(state, putBack) === null && g(fc.integer, { min: 0, max: 3 }) === 0) return putBack;
  if (legal.includes('bank') && (rollsThisTurn >= 3 || g(fc.boolean))) return { type: 'bank', player: state.active };
  return { type: 'roll', faces: Array.from({ length: turn.diceLeft }, () => face(g)), player: state.active };
}

/** The RuleError code of `action` in `state`, or null when accepted. */
function codeOf(state: DiceGameState, action: DiceGameAction): string | null {
  try {
    diceGame.apply(state, action);
    return null;
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
}

/** Plays one random game, checking per-event invariants; returns its log, state and action count. */
function randomGame(players: number, rules: Partial<DiceGameRules>, g: Gen) {
  const names = ['Ann', 'Bob', 'Cat', 'Dan'].slice(0, players);
  let log: DiceGameEvent[] = diceGame.setup({ players: names, ...rules });
  let state = fold(diceGame, log);
  let actions = 0;
  let rollsThisTurn = 0;
  const actionStarts: number[] = [];
  // Once won, only a correction of the roll that ended the game is legal: the game stops here.
  while (state.winners === null && diceGame.legalActions(state).length > 0 && actions < MAX_ACTIONS) {
    const action = chooseAction(state, g, rollsThisTurn);
    if (players > 1 && 'player' in action) {
      const other = (state.active + 1) % players;
      expect(codeOf(state, { ...action, player: other })).toBe('not-your-turn');
    }
    const events = diceGame.apply(state, action);
    actionStarts.push(log.length);
    actions++;
    for (const event of events) {
      if (PLAYED.has(event.type)) expect((event as { player: number }).player).toBe(state.active);
      state = diceGame.reduce(state, event);
      expect(Math.min(...state.scores, state.turn.points)).toBeGreaterThanOrEqual(0);
      if (event.type === 'turnStarted') rollsThisTurn = 0;
      if (event.type === 'diceRolled') rollsThisTurn++;
    }
    log = [...log, ...events];
  }
  return { log, state, actions, actionStarts };
}

/** Shrinking replays whole games many times over; report the first failure and its seed instead. */
const FAST = { numRuns: 60, endOnFailure: true };

const rulesArb = fc.record({
  targetScore: fc.constantFrom(1000, 2000, 5000),
  hotDiceMustRoll: fc.boolean(),
  finalTurnTarget: fc.constantFrom<'triggerScore' | 'leader'>('triggerScore', 'leader'),
  finalTurnMinimum: fc.boolean(),
});

describe('random legal games', () => {
  it('end, replay to the same state, survive JSON, and keep scores consistent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), rulesArb, fc.gen(), (players, rules, g) => {
        const { log, state, actions } = randomGame(players, rules, g);
        expect(actions).toBeLessThan(MAX_ACTIONS);
        expect(state.winners).not.toBeNull();
        expect(fold(diceGame, log)).toEqual(state);
        expect(diceGame.checkState!(state)).toBeNull();
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(fold(diceGame, JSON.parse(JSON.stringify(log)) as DiceGameEvent[])).toEqual(state);
        const won = log.at(-1)!;
        expect(won.type).toBe('gameWon');
        if (won.type === 'gameWon' && won.reason === 'highestScore') {
          // The best score of the players still in: a retired player cannot win.
          const inGame = state.scores.filter((_, seat) => state.retired?.[seat] !== true);
          expect(won.winners.map((w) => state.scores[w])).toEqual(won.winners.map(() => Math.max(...inGame)));
          expect(won.winners.every((w) => state.retired?.[w] !== true)).toBe(true);
        }
        state.scores.forEach((score, p) => {
          const banked = log.flatMap((e) => (e.type === 'pointsBanked' && e.player === p ? [e.points] : []));
          expect(score).toBe(banked.reduce((a, b) => a + b, 0));
        });
      }),
      FAST,
    );
  });

  it('refuse every action type that legalActions leaves out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), rulesArb, fc.gen(), fc.integer({ min: 0, max: 40 }), (players, rules, g, stop) => {
        const { log, actionStarts } = randomGame(players, rules, g);
        const cut = actionStarts[Math.max(0, actionStarts.length - 1 - stop)]!;
        const state = fold(diceGame, log.slice(0, cut));
        const legal = diceGame.legalActions(state);
        const tries: DiceGameAction[] = [
          { type: 'roll', faces: Array.from({ length: state.turn.diceLeft }, () => '1' as Face) },
          { type: 'keep', faces: state.turn.roll ? bestKeep(state.turn.roll) : ['1'] },
          { type: 'bank' },
          { type: 'correctFace', index: 0, face: state.lastRoll?.faces[0] === '2' ? '3' : '2' },
          { type: 'undo' },
          { type: 'putBack', faces: [state.turn.lastKeep?.faces.at(-1) ?? '1'] },
          { type: 'retirePlayer', seat: state.active },
        ];
        for (const action of tries) {
          // (A legal keep or put-back of these particular dice may still be refused.)
          if (!legal.includes(action.type)) expect(codeOf(state, action)).not.toBeNull();
          else if (action.type !== 'putBack' && (action.type !== 'keep' || state.turn.roll)) expect(codeOf(state, action)).toBeNull();
        }
      }),
      FAST,
    );
  });
});
