/**
 * Reviewing a recorded game: the frames' vision results go through the tracker and the Strike
 * referee (in recording mode: nobody to ask, a pass is assumed when all dice differ), and
 * every settled arena becomes a timeline entry with the dice read and the rulings that
 * followed. The same code serves the CLI (`dice-referee review`) and the browser.
 */
import type { Face } from '../core/types.ts';
import { LiveStrikeReferee, type LiveChange } from '../referee/liveStrikeReferee.ts';
import { renderAnnouncement, renderQuestion, type Language } from '../referee/render.ts';
import type { RefereeStep } from '../referee/strikeReferee.ts';
import type { Announcement, Refusal } from '../rules/engine.ts';
import type { StrikeConfig, StrikeEvent } from '../rules/strike/index.ts';
import { ArenaTracker, type ArenaTrackerOptions } from '../tracking/arenaTracker.ts';
import type { SnapshotDie } from '../tracking/types.ts';
import type { FrameResult } from '../vision/pipeline.ts';

/** A ruling with its text. */
export interface TimelineRuling extends Announcement {
  /** The announcement in the review's language. */
  text: string;
}

/** One settled arena of the recording and what the referee made of it. */
export interface TimelineEntry {
  /** Position in the timeline, from 0. */
  index: number;
  /** Time of the settled frame in the recording, in ms. */
  tMs: number;
  /** `setup` for the game's opening entry, else what the snapshot was taken for. */
  change: LiveChange | 'setup';
  /** The dice read, with their track ids (empty for `setup`). */
  dice: SnapshotDie[];
  /** Game events this settle caused, in order. */
  events: StrikeEvent[];
  /** What the referee announced, in order. */
  rulings: TimelineRuling[];
  /**
   * The rules refused what was seen (the arena cannot follow from the last one): code, the
   * engine's English sentence and params; src/referee/render.ts `renderRefusal` words it.
   */
  rejected?: Refusal;
  /** What a live referee would have asked the players here, in the review's language. */
  question?: string;
}

/** Options of a review. */
export interface ReviewOptions {
  /** The game as it was set up. */
  game: StrikeConfig;
  /** Language of the rulings' texts (default English). */
  language?: Language;
  /** The thrower throws again when all dice differ (default false: he passes). */
  keepThrowing?: boolean;
  /**
   * Tracker tunables (src/tracking/arenaTracker.ts). Default for reviews: vote over 3
   * readings and emit at once — a recording's settles are long and steady, and every reading
   * saved makes the review faster.
   */
  tracker?: ArenaTrackerOptions;
}

/**
 * Whether no die was read in any settled arena of a timeline (only its `setup` entry, or
 * entries with no dice): the camera was elsewhere, the picture too dark, or the dice never settled.
 */
export function noDieRead(entries: readonly TimelineEntry[]): boolean {
  return entries.every((entry) => entry.dice.length === 0);
}

/** The review's default tracker tunables (see {@link ReviewOptions.tracker}). */
export const REVIEW_TRACKER: Readonly<ArenaTrackerOptions> = { voter: { votes: 3 }, stableVotes: 1 };

/** Builds the timeline of one recorded game from its frames' vision results. */
export class GameReview {
  private readonly tracker: ArenaTracker;
  private readonly live: LiveStrikeReferee;
  private readonly language: Language;
  private readonly list: TimelineEntry[] = [];
  private voted = false;

  /** @throws RuleError when the game configuration is impossible */
  constructor(options: ReviewOptions) {
    this.language = options.language ?? 'en';
    this.tracker = new ArenaTracker(options.tracker ?? REVIEW_TRACKER);
    const { live, step } = LiveStrikeReferee.start(options.game, { askWhenUnsure: false, keepThrowing: options.keepThrowing ?? false, unseenDiceOut: true });
    this.live = live;
    this.record(0, 'setup', [], step);
  }

  /** The timeline so far. */
  get entries(): readonly TimelineEntry[] {
    return this.list;
  }

  /** The game's event log so far. */
  get events(): readonly StrikeEvent[] {
    return this.live.events;
  }

  /**
   * Whether the next frame's dice need reading: not once this settle has been voted on (the
   * review then skips the reader until something moves).
   */
  get wantsReading(): boolean {
    return !this.voted;
  }

  /**
   * Feeds one processed frame, in time order.
   * @returns the new timeline entry when this frame completed a settled arena, else `null`
   */
  feed(result: FrameResult): TimelineEntry | null {
    if (result.motion.state === 'moving') this.voted = false;
    const snapshot = this.tracker.update(result.reading, result.motion, result.tMs);
    if (!snapshot) return null;
    this.voted = true;
    const step = this.live.onSnapshot(snapshot);
    const question = this.live.question ? renderQuestion('strike', this.live.question, this.language) : undefined;
    if (question) this.live.accept();
    const change = this.live.lastChange ?? 'none';
    const quiet = change === 'none' || change === 'rearranged' || change === 'startDie' || change === 'baseline';
    if (step.events.length === 0 && !step.rejected && !question && quiet) return null;
    return this.record(snapshot.tMs, change, snapshot.dice, step, question);
  }

  /**
   * Re-runs the referee over the timeline with a player's corrections of the dice read:
   * `faces` maps entry index → die id → the face the die really shows.
   */
  static rerun(options: ReviewOptions, entries: readonly TimelineEntry[], faces: ReadonlyMap<number, ReadonlyMap<number, Face>>): GameReview {
    const review = new GameReview(options);
    for (const entry of entries) {
      if (entry.change === 'setup') continue;
      const fixes = faces.get(entry.index);
      const dice = entry.dice.map((die) => {
        const face = fixes?.get(die.id);
        return face === undefined ? die : { ...die, face, confidence: 1 };
      });
      const step = review.live.onSnapshot({ tMs: entry.tMs, dice });
      const question = review.live.question ? renderQuestion('strike', review.live.question, review.language) : undefined;
      if (question) review.live.accept();
      review.record(entry.tMs, review.live.lastChange ?? 'none', dice, step, question);
    }
    return review;
  }

  private record(tMs: number, change: TimelineEntry['change'], dice: SnapshotDie[], step: RefereeStep, question?: string): TimelineEntry {
    const entry: TimelineEntry = {
      index: this.list.length,
      tMs,
      change,
      dice,
      events: step.events,
      rulings: step.announcements.map((a) => ({ ...a, text: renderAnnouncement('strike', a, this.language) })),
      ...(step.rejected ? { rejected: step.rejected } : {}),
      ...(question ? { question } : {}),
    };
    this.list.push(entry);
    return entry;
  }
}
