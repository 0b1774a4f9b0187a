/**
 * The Strike referee: drives the rules engine from settled arenas (one after each throw) and
 * collects what to announce. It owns the game's event log; the rules stay in
 * src/rules/strike.
 */
import type { Announcement } from '../rules/engine.ts';
import { RuleError } from '../rules/engine.ts';
import { strike, type StrikeAction, type StrikeConfig, type StrikeEvent, type StrikeState } from '../rules/strike/index.ts';
import { newFaces, type SettledArena } from './throwFromReading.ts';

/** What one referee step did. */
export interface RefereeStep {
  /** Events appended to the log, in order. */
  events: StrikeEvent[];
  /** What to tell the players about those events, in order. */
  announcements: Announcement[];
  /** Set when the observation could not be explained by the rules; the log is unchanged. */
  rejected?: { code: string; message: string };
}

/** Referee options. */
export interface StrikeRefereeOptions {
  /**
   * When all dice differ after a throw, the thrower throws again (true) or passes (false,
   * default). The rulebook leaves it to him (strike-en.txt, Different numbers on all dice);
   * a photo sequence cannot tell, so the referee assumes one or the other.
   */
  keepThrowing?: boolean;
}

/** Referees one game of Strike from a sequence of settled arenas. */
export class StrikeReferee {
  private log: StrikeEvent[] = [];
  private current: StrikeState | null = null;
  private readonly keepThrowing: boolean;

  /**
   * @throws RuleError when the configuration is impossible (e.g. 7 players)
   */
  constructor(private readonly config: StrikeConfig, options: StrikeRefereeOptions = {}) {
    this.keepThrowing = options.keepThrowing ?? false;
  }

  /** The game state now (plain JSON). @throws Error before {@link start} */
  get state(): StrikeState {
    if (!this.current) throw new Error('the referee has not started the game yet');
    return this.current;
  }

  /** The game's event log so far. */
  get events(): readonly StrikeEvent[] {
    return this.log;
  }

  /**
   * Sets up the game and places the start die(s) unseen: the first throw's photo shows them.
   * @throws RuleError when the configuration is impossible
   */
  start(): RefereeStep {
    const step = this.append(strike.setup(this.config));
    while (this.state.phase === 'startDie') {
      const placed = this.act({ type: 'placeStartDie', face: null });
      step.events.push(...placed.events);
      step.announcements.push(...placed.announcements);
      if (placed.rejected) return { ...step, rejected: placed.rejected };
    }
    return step;
  }

  /**
   * The arena has settled after a throw (or after re-rolled dice were put back): rule on it.
   * A reading the rules cannot explain is rejected and the game stays as it was.
   */
  observe(seen: SettledArena): RefereeStep {
    const state = this.state;
    if (state.phase === 'reroll') return this.placeRerolled(seen);
    const thrower = state.current;
    const step = this.act({ type: 'throw', arena: seen.arena, out: seen.out, leaning: seen.leaning });
    const after = this.state;
    if (!step.rejected && !this.keepThrowing && after.phase === 'throw' && after.current === thrower && after.throwsThisTurn > 0) {
      const passed = this.act({ type: 'pass' });
      step.events.push(...passed.events);
      step.announcements.push(...passed.announcements);
    }
    return step;
  }

  /** The current player ends his turn. */
  pass(): RefereeStep {
    return this.act({ type: 'pass' });
  }

  /** Re-rolled dice were placed: their faces are those the arena gained. */
  private placeRerolled(seen: SettledArena): RefereeStep {
    const before = this.state.arena.filter((face) => face !== null);
    const placed = newFaces(before, seen.arena);
    const expected = this.state.leaning;
    if (placed === null || placed.length !== expected) {
      return {
        events: [], announcements: [],
        rejected: {
          code: 'reroll-not-placed',
          message: `${expected} re-rolled ${expected === 1 ? 'die was' : 'dice were'} expected in the arena beside the dice already there`,
        },
      };
    }
    const step: RefereeStep = { events: [], announcements: [] };
    for (const face of placed) {
      const one = this.act({ type: 'placeRerolledDie', face });
      step.events.push(...one.events);
      step.announcements.push(...one.announcements);
      if (one.rejected) return { ...step, rejected: one.rejected };
    }
    return step;
  }

  /** Applies one action; a RuleError becomes a rejected step. */
  private act(action: StrikeAction): RefereeStep {
    try {
      return this.append(strike.apply(this.state, action));
    } catch (error) {
      if (error instanceof RuleError) return { events: [], announcements: [], rejected: { code: error.code, message: error.message } };
      throw error;
    }
  }

  /** Folds events into the state and collects their announcements. */
  private append(events: StrikeEvent[]): RefereeStep {
    const announcements: Announcement[] = [];
    for (const event of events) {
      this.current = strike.reduce(this.current, event);
      this.log.push(event);
      announcements.push(...strike.announce(event, this.current));
    }
    return { events, announcements };
  }
}
