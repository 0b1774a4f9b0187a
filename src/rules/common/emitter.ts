/**
 * The event emitter every event-sourced engine's `apply` writes into (Strike, HP Strike,
 * Dicestorm): it folds each event as it is emitted, so every rule step sees the state its
 * predecessors left (architecture.md: game state is derived by folding the event log).
 */

/** Collects the events of one action and keeps the state they lead to. */
export class Emitter<S, E> {
  /** Events emitted so far, in order. */
  readonly events: E[] = [];
  /** State after the events emitted so far. */
  state: S;
  /** The engine's `reduce`, used to fold each event. */
  private readonly fold: (state: S, event: E) => S;

  /**
   * @param state the state before the action (not modified)
   * @param fold the engine's pure `reduce(state, event)`
   */
  constructor(state: S, fold: (state: S, event: E) => S) {
    this.state = state;
    this.fold = fold;
  }

  /** Records `event` and folds it into `state`. */
  emit(event: E): void {
    this.events.push(event);
    this.state = this.fold(this.state, event);
  }
}
