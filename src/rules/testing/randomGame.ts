/**
 * Drives random games for the engines' property tests: play actions chosen by the test until
 * the game is over, checking purity (frozen inputs) and legality at every step, then that the
 * log replays to the same state. Test support only (uses vitest's `expect`).
 */
import { expect } from 'vitest';
import { fold, type GameActionBase, type GameEventBase, type RulesEngine } from '../engine.ts';
import { deepFreeze } from './freeze.ts';

/** Checks a test adds to {@link playRandomGame}. */
export interface RandomGameChecks<S, E> {
  /** Called before each event is folded, with the state it applies to. */
  beforeEvent?(state: S, event: E): void;
  /** Called after each action, with the state after it. */
  afterAction?(state: S): void;
}

/**
 * Plays `nextAction`'s choices from the setup events `log` until the phase is `over` or
 * `maxActions` actions were played. Every action must be among `legalActions`; `apply` and
 * `reduce` get deep-frozen states, so any write to their input throws.
 * @param log the setup events; every event played is appended to it
 * @returns the log, the final state and the number of actions played
 */
export function playRandomGame<C, S extends { phase: string }, A extends GameActionBase, E extends GameEventBase>(
  engine: RulesEngine<C, S, A, E>,
  log: E[],
  nextAction: (state: S) => A,
  checks: RandomGameChecks<S, E> = {},
  maxActions = 5000,
): { log: E[]; state: S; actions: number } {
  let state = fold(engine, log);
  let actions = 0;
  while (state.phase !== 'over' && actions < maxActions) {
    const action = nextAction(state);
    expect(engine.legalActions(state)).toContain(action.type);
    const events = engine.apply(deepFreeze(state), action);
    for (const event of events) {
      checks.beforeEvent?.(state, event);
      state = engine.reduce(deepFreeze(state), event);
    }
    log.push(...events);
    actions++;
    checks.afterAction?.(state);
  }
  return { log, state, actions };
}

/** Expects `log` to fold to `state`, and both to survive a JSON round trip unchanged. */
export function expectReplays<C, S, A extends GameActionBase, E extends GameEventBase>(
  engine: RulesEngine<C, S, A, E>, log: readonly E[], state: S,
): void {
  expect(fold(engine, log)).toEqual(state);
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  expect(fold(engine, JSON.parse(JSON.stringify(log)) as E[])).toEqual(state);
}
