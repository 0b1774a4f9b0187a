/**
 * Property test of how a player leaving, corrections (of a roll and of a roll's rest), keeps,
 * banks, the final round and `undo` play together (random games): every state passes
 * `checkState`, and `undo` gives back exactly the state before what it takes back: a player's
 * leaving or the last correction, as `undoTakesBack` says (apply.ts; common/retire.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import { RuleError } from '../engine.ts';
import { deepFreeze } from '../testing/freeze.ts';
import { randomSource, type Random } from '../testing/random.ts';
import { undoTakesBack } from './apply.ts';
import { diceGame } from './game.ts';
import { bestKeep, D6_FACES } from './scoring.ts';
import type { DiceGameAction, DiceGameEvent, DiceGameState } from './types.ts';

/** A legal-looking action for `state`: retirements, corrections and undo often. */
function randomAction(state: DiceGameState, rand: Random): DiceGameAction {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const legal = diceGame.legalActions(state);
  const { turn, lastRoll } = state;
  if (legal.includes('undo') && rand() < 0.3) return { type: 'undo' };
  if (legal.includes('retirePlayer') && rand() < 0.05) {
    return { type: 'retirePlayer', seat: pick(state.players.flatMap((_, seat) => (state.retired?.[seat] === true ? [] : [seat]))) };
  }
  if (lastRoll && legal.includes('correctFace') && rand() < 0.2) {
    const index = Math.floor(rand() * lastRoll.faces.length);
    return { type: 'correctFace', index, face: pick(D6_FACES.filter((f) => f !== lastRoll.faces[index])) };
  }
  const rest = turn.lastKeep?.rest ?? [];
  if (legal.includes('correctRest') && rest.length > 0 && rand() < 0.1) {
    const from = pick(rest);
    return { type: 'correctRest', from, to: pick(D6_FACES.filter((f) => f !== from)) };
  }
  if (turn.phase === 'rolled' && turn.roll) return { type: 'keep', faces: bestKeep(turn.roll) };
  if (legal.includes('bank') && rand() < 0.5) return { type: 'bank' };
  return { type: 'roll', faces: Array.from({ length: turn.diceLeft }, () => pick(D6_FACES) as Face) };
}

describe('retirements, corrections, keeps, banks and undo together (random dice games)', () => {
  it('keep every state sound, and undo gives back the state before the retirement or correction it takes back', () => {
    fc.assert(fc.property(fc.record({
      players: fc.integer({ min: 2, max: 4 }),
      targetScore: fc.constantFrom(500, 1000, 2000),
      finalTurnTarget: fc.constantFrom<'triggerScore' | 'leader'>('triggerScore', 'leader'),
      rand: randomSource(),
    }), ({ players, targetScore, finalTurnTarget, rand }) => {
      const log: DiceGameEvent[] = diceGame.setup({ players: ['Ann', 'Bob', 'Cat', 'Dan'].slice(0, players), targetScore, finalTurnTarget });
      let state = log.reduce<DiceGameState | null>((s, e) => diceGame.reduce(s, e), null)!;
      // The actions played and not taken back, each with the state before it.
      let history: { action: DiceGameAction; before: DiceGameState }[] = [];
      for (let step = 0; step < 400 && diceGame.legalActions(state).length > 0; step++) {
        const action = randomAction(state, rand);
        if (!diceGame.legalActions(state).includes(action.type)) continue;
        const takes = action.type === 'undo' ? undoTakesBack(state) : null;
        const taken = takes === 'retirement' ? 'retirePlayer' : takes === 'correction' ? 'correctFace' : null;
        let events: DiceGameEvent[];
        try {
          events = diceGame.apply(deepFreeze(state), action);
        } catch (error) {
          if (!(error instanceof RuleError)) throw error;
          // Undo, when legal (undoTakesBack names what), is never refused.
          expect(action.type, `${JSON.stringify(action)} refused: ${error.code}`).not.toBe('undo');
          continue;
        }
        const after = events.reduce((s, e) => diceGame.reduce(s, e), state);
        expect(diceGame.checkState!(after), JSON.stringify(action)).toBeNull();
        if (action.type === 'undo') {
          expect(taken, 'undo taken back though undoTakesBack said null').not.toBeNull();
          let at = history.length - 1;
          while (at >= 0 && history[at]!.action.type !== taken) at--;
          const what = `undo of ${taken} (${JSON.stringify(events)}) after ${history.slice(-6).map((h) => JSON.stringify(h.action)).join(' ')}`;
          expect(at, what).toBeGreaterThanOrEqual(0);
          expect(after, what).toEqual(history[at]!.before);
          history = history.slice(0, at);
        } else {
          history.push({ action, before: state });
        }
        log.push(...events);
        state = after;
      }
      expect(log.reduce<DiceGameState | null>((s, e) => diceGame.reduce(s, e), null)).toEqual(state);
    }), { numRuns: 200 });
  }, 60_000);
});
