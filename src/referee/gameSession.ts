/**
 * One game in progress for any rules engine: its event log, the state folded from it, and
 * the announcements each action caused. The referee and the app act through it; a refused
 * action leaves the log untouched.
 */
import { RuleError, type Announcement, type GameActionBase, type GameEventBase, type Refusal, type RulesEngine } from '../rules/engine.ts';

/** What one action did. */
export interface SessionStep<E> {
  /** Events appended to the log, in order. */
  events: E[];
  /** What to tell the players about those events, in order. */
  announcements: Announcement[];
  /**
   * Set when the rules (or the referee) refused the action; nothing was appended. Plain JSON
   * `{ code, message, params }` (src/rules/engine.ts `Refusal`: die indices in `params` are
   * 0-based); src/referee/render.ts `renderRefusal` words it for the players.
   */
  rejected?: Refusal;
}

/** A game in progress: engine + event log. */
export class GameSession<C, S, A extends GameActionBase, E extends GameEventBase> {
  private readonly log: E[] = [];
  private current: S | null = null;

  private constructor(readonly engine: RulesEngine<C, S, A, E>) {}

  /**
   * Starts a new game.
   * @throws RuleError when the configuration is impossible
   */
  static start<C, S, A extends GameActionBase, E extends GameEventBase>(
    engine: RulesEngine<C, S, A, E>,
    config: C,
  ): { session: GameSession<C, S, A, E>; step: SessionStep<E> } {
    const session = new GameSession(engine);
    return { session, step: session.append(engine.setup(config)) };
  }

  /**
   * Rebuilds a game from a saved event log (e.g. after a page reload).
   * @throws Error when the log is empty or does not fold, or folds to a state the game cannot
   *   be in (the engine's `checkState`: a corrupt save)
   */
  static resume<C, S, A extends GameActionBase, E extends GameEventBase>(
    engine: RulesEngine<C, S, A, E>,
    log: readonly E[],
  ): GameSession<C, S, A, E> {
    if (log.length === 0) throw new Error('the saved game has no events');
    const session = new GameSession(engine);
    for (const event of log) {
      session.current = engine.reduce(session.current, event);
      session.log.push(event);
    }
    const problem = engine.checkState?.(session.current as S);
    if (problem) throw new Error(`the saved game cannot go on: ${problem}`);
    return session;
  }

  /**
   * What the referee announced for each event of a saved log, in order (the engine's `announce`
   * after folding each event): the announcements of a game resumed after a page reload. What a
   * referee adds of its own beyond the events (a thrower's choice to throw again) is not in it.
   * @throws Error when the log does not fold (a corrupt save)
   */
  static announcementsOf<C, S, A extends GameActionBase, E extends GameEventBase>(
    engine: RulesEngine<C, S, A, E>,
    log: readonly E[],
  ): Announcement[] {
    let state: S | null = null;
    const said: Announcement[] = [];
    for (const event of log) {
      state = engine.reduce(state, event);
      said.push(...engine.announce(event, state));
    }
    return said;
  }

  /** The game state now (plain JSON). */
  get state(): S {
    if (this.current === null) throw new Error('the game has no events yet');
    return this.current;
  }

  /** The event log so far (do not modify). */
  get events(): readonly E[] {
    return this.log;
  }

  /** Applies a player's action; a rule refusal becomes `rejected`, other errors are thrown. */
  act(action: A): SessionStep<E> {
    try {
      return this.append(this.engine.apply(this.state, action));
    } catch (error) {
      if (error instanceof RuleError) return { events: [], announcements: [], rejected: error.toRefusal() };
      throw error;
    }
  }

  /** Folds events into the state and collects their announcements. */
  private append(events: E[]): SessionStep<E> {
    const announcements: Announcement[] = [];
    for (const event of events) {
      this.current = this.engine.reduce(this.current, event);
      this.log.push(event);
      announcements.push(...this.engine.announce(event, this.current));
    }
    return { events, announcements };
  }
}

/** A step that did nothing: no event, no announcement. */
export function emptyStep<E>(): SessionStep<E> {
  return { events: [], announcements: [] };
}

/** Appends `more` to `step` (in place) and returns `step`, keeping the first refusal. */
export function mergeSteps<E>(step: SessionStep<E>, more: SessionStep<E>): SessionStep<E> {
  step.events.push(...more.events);
  step.announcements.push(...more.announcements);
  if (more.rejected && !step.rejected) step.rejected = more.rejected;
  return step;
}
