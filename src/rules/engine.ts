/**
 * The one small interface every game's rules engine implements (src/rules/<game>).
 *
 * A game is an event log. `setup` turns a configuration into the first events, `apply`
 * decides which events an action causes (or throws a {@link RuleError}), `reduce` folds one
 * event into the state, and `announce` says what the referee should tell the players about
 * an event. Everything is deterministic, plain JSON and free of I/O and vision.
 */

/** Every game event carries a `type`; the rest is plain JSON. */
export interface GameEventBase {
  /** Event name in the game's vocabulary, e.g. `"matchCollected"`, `"bigHit"`. */
  type: string;
}

/** Every player action (intent) carries a `type`; the rest is plain JSON. */
export interface GameActionBase {
  /** Action name, e.g. `"throw"`, `"pass"`. */
  type: string;
}

/**
 * Something the referee tells the players: data, not text. The `type` names a message
 * (e.g. `"match"`, `"bigHit"`) and `params` fill it; src/referee renders it in English or
 * French.
 */
export interface Announcement {
  /** Message name. */
  type: string;
  /** Values for the message (player names, faces, counts). Plain JSON. */
  params: Record<string, string | number | boolean | string[] | number[]>;
}

/**
 * Thrown by `apply` when an action breaks the rules or is impossible in the current state.
 * The state is never changed by a refused action.
 */
export class RuleError extends Error {
  /** A stable machine-readable reason, e.g. `"not-your-turn"`, `"wrong-throw-count"`. */
  readonly code: string;

  /**
   * @param code stable reason code
   * @param message human-readable explanation for the players
   */
  constructor(code: string, message: string) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
  }
}

/**
 * A game's rules engine.
 *
 * @typeParam Config the game's configuration (edition, players, house rules), plain JSON
 * @typeParam State the game state, plain JSON, always `fold(events)`
 * @typeParam Action what players (or the referee for them) can do
 * @typeParam Event what happened; the log of these is the game
 */
export interface RulesEngine<
  Config,
  State,
  Action extends GameActionBase,
  Event extends GameEventBase,
> {
  /** Game id, e.g. `"strike"`. */
  readonly game: string;
  /**
   * Events that start a new game.
   * @throws RuleError when the configuration is impossible (e.g. player count out of range)
   */
  setup(config: Config): Event[];
  /** Folds one event into the state; `state` is `null` before the first event. Pure. */
  reduce(state: State | null, event: Event): State;
  /**
   * The events an action causes in `state`, in order. Pure; `state` is not modified.
   * @throws RuleError when the action is not legal now
   */
  apply(state: State, action: Action): Event[];
  /** The action types that are legal now (empty when the game is over). */
  legalActions(state: State): Action['type'][];
  /** What to tell the players about `event`, given the state *after* it. */
  announce(event: Event, state: State): Announcement[];
}

/**
 * Rebuilds a game state from its event log.
 * @throws Error when `events` is empty (a game starts with its setup events)
 */
export function fold<S, E extends GameEventBase>(
  engine: Pick<RulesEngine<unknown, S, GameActionBase, E>, 'reduce'>,
  events: readonly E[],
): S {
  if (events.length === 0) throw new Error('fold: an event log needs at least its setup events');
  let state: S | null = null;
  for (const event of events) state = engine.reduce(state, event);
  return state as S;
}

/**
 * Applies an action to a game given as an event log and returns the longer log and the new
 * state. Convenience for referees and tests.
 * @throws RuleError when the action is not legal now (the log is left as it was)
 */
export function play<C, S, A extends GameActionBase, E extends GameEventBase>(
  engine: RulesEngine<C, S, A, E>,
  log: readonly E[],
  action: A,
): { log: E[]; state: S; events: E[] } {
  const events = engine.apply(fold(engine, log), action);
  const next = [...log, ...events];
  return { log: next, state: fold(engine, next), events };
}
