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
 * The parts of a refusal (see {@link RuleError}), for texts in other words or languages: a
 * plain JSON object whose shape depends on the code (each game documents its shapes, e.g.
 * src/rules/strike/refusals.ts). Die indices in it are 0-based arena (or roll) indices, as
 * the actions give them (`correctFace.index`); player names, faces and counts are as the
 * state holds them. Empty when the refusal has no parts.
 */
export type RefusalParams = Announcement['params'];

/**
 * A refused action as plain JSON: what {@link RuleError} carries, and what a referee step's
 * `rejected` holds (src/referee/gameSession.ts).
 */
export interface Refusal {
  /** A stable machine-readable reason, e.g. `"not-your-turn"`, `"wrong-throw-count"`. */
  code: string;
  /**
   * The engine's English sentence for the players, without a final full stop where the game
   * words it so; arena dice are counted from 1 in it, as players count them.
   */
  message: string;
  /** The sentence's parts; die indices in it are 0-based (see {@link RefusalParams}). */
  params: RefusalParams;
}

/**
 * Thrown by `apply` (and `setup`) when an action breaks the rules or is impossible in the
 * current state. The state is never changed by a refused action.
 *
 * `message` is the engine's English sentence, dice counted from 1 ("Die 1 already shows 5");
 * `params` holds the same parts as data, die indices 0-based (`{ index: 0, face: "5" }`), so
 * that src/referee can word the refusal in any language without reading the sentence back.
 *
 * ```ts
 * throw new RuleError('no-change', `Die ${index + 1} already shows ${face}`, { index, face });
 * ```
 */
export class RuleError extends Error implements Refusal {
  /** A stable machine-readable reason, e.g. `"not-your-turn"`, `"wrong-throw-count"`. */
  readonly code: string;
  /** The refusal's parts, plain JSON; die indices 0-based. `{}` when it has none. */
  readonly params: RefusalParams;

  /**
   * @param code stable reason code
   * @param message human-readable English explanation for the players, dice counted from 1
   * @param params the parts of `message` as plain JSON (die indices 0-based); default `{}`
   */
  constructor(code: string, message: string, params: RefusalParams = {}) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    this.params = params;
  }

  /** The refusal as plain JSON `{ code, message, params }` (a copy of `params`). */
  toRefusal(): Refusal {
    return { code: this.code, message: this.message, params: structuredClone(this.params) };
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
  /**
   * Why a folded state cannot be a game's (a seat nobody sits in, a negative stock, dice not
   * conserved), in English, or null: a stored log whose events all fold may still have been
   * damaged (src/referee/gameSession.ts `GameSession.resume` refuses it). Optional.
   */
  checkState?(state: State): string | null;
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
 * Where a stored event log stops folding: the index of its first entry that is not an event (an
 * object with a string `type`) or that `engine.reduce` throws on, or -1 when the whole log folds.
 * For a saved game found damaged (src/app/useLiveGame.ts says which event of how many).
 * @param log the log as stored, entries of any shape
 */
export function firstUnfoldableEvent<S, E extends GameEventBase>(
  engine: Pick<RulesEngine<unknown, S, GameActionBase, E>, 'reduce'>,
  log: readonly unknown[],
): number {
  let state: S | null = null;
  for (const [index, event] of log.entries()) {
    if (typeof event !== 'object' || event === null || typeof (event as { type?: unknown }).type !== 'string') return index;
    try {
      state = engine.reduce(state, event as E);
    } catch {
      return index;
    }
  }
  return -1;
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
