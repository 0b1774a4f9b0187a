/**
 * Helpers for the rules engines' tests: start a game from a config, play actions on it, and
 * name the RuleError an action is refused with. Test support only (used by *.test.ts and the
 * engines' test-helpers.ts).
 */
import { fold, play, RuleError, type GameActionBase, type GameEventBase, type Refusal, type RulesEngine } from '../engine.ts';

/** A game in progress: its log, state, and the events of the last action. */
export interface TestGame<S, E> {
  /** Full event log. */
  log: E[];
  /** `fold(log)`. */
  state: S;
  /** Events of the last action (the setup events at first). */
  events: E[];
}

/** Starts a game of `engine` from `config`. @throws RuleError as `engine.setup` */
export function startGame<C, S, A extends GameActionBase, E extends GameEventBase>(
  engine: RulesEngine<C, S, A, E>, config: C,
): TestGame<S, E> {
  const log = engine.setup(config);
  return { log, state: fold(engine, log), events: log };
}

/** Plays `actions` one after another. @throws RuleError from the first refused action */
export function playActions<C, S, A extends GameActionBase, E extends GameEventBase>(
  engine: RulesEngine<C, S, A, E>, game: TestGame<S, E>, actions: readonly A[],
): TestGame<S, E> {
  let g = game;
  for (const action of actions) g = play(engine, g.log, action);
  return g;
}

/**
 * The refusal `{ code, message, params }` of the RuleError `fn` throws.
 * @throws Error when `fn` throws nothing (or another error, which propagates)
 */
export function refusalOf(fn: () => unknown): Refusal {
  try { fn(); } catch (e) { if (e instanceof RuleError) return e.toRefusal(); throw e; }
  throw new Error('no RuleError was thrown');
}

/** "code: message" of the RuleError `fn` throws, or "no error". Other errors propagate. */
export function errorOf(fn: () => unknown): string {
  try { fn(); } catch (e) { if (e instanceof RuleError) return `${e.code}: ${e.message}`; throw e; }
  return 'no error';
}
