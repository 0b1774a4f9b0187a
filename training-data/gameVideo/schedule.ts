/**
 * When things happen in a game video: each step's motion (dice tumbling, a hand in view) and
 * the settled stretches between motions, in milliseconds from the start. A pure function of
 * the script, so rulings can be timed without rendering and any frame rate agrees with it.
 */
import { replayTable, type GameScript, type StepKind, type TableDie } from './script.ts';

/**
 * Durations in ms. A settled stretch lasts at least `settleMs` (the task asks ≥ ~1 s so a
 * settle detector sees it; 1.4 s is 21 frames at 15 fps).
 */
export const TIMING = {
  /** Empty arena before the first step. */
  introMs: 1200,
  /** Settled stretch after each step. */
  settleMs: 1400,
  /** Extra settled time after the last step (room for the last announcements). */
  finalMs: 1500,
  /** A hand puts the start die down. */
  placeMs: 1300,
  /** Dice tumble in (one die). */
  throwMs: 1000,
  /** Dice tumble in (five dice or more: a big hit's throw). */
  bigThrowMs: 1400,
  /** A hand collecting: base time plus time per die taken. */
  collectBaseMs: 800,
  collectPerDieMs: 350,
  /** A hand sweeping over the arena. */
  handPassMs: 1100,
  /** A hand pushing dice around. */
  rearrangeMs: 1500,
} as const;

/** One step's motion: from `startMs` to `endMs` the picture changes. */
export interface StepTiming {
  /** Index into `script.steps`. */
  step: number;
  /** The step's kind. */
  kind: StepKind;
  /** Motion start and end, ms (equal for a pause, which has no motion). */
  startMs: number;
  endMs: number;
}

/** A stretch of time with nothing moving: the same dice, in the same places. */
export interface ScheduledStretch {
  /** Index among stretches, from 0 (the empty arena before the first step). */
  index: number;
  /** Start and end (exclusive), ms. */
  startMs: number;
  endMs: number;
  /** The step whose motion ended at `startMs`; null for the opening stretch. */
  afterStep: number | null;
  /** The dice on the table, in die-number order. */
  dice: TableDie[];
}

/** The schedule of a whole video. */
export interface Schedule {
  /** Every step, in order. */
  steps: StepTiming[];
  /** Every settled stretch, in order; they and the motions tile `[0, durationMs)`. */
  stretches: ScheduledStretch[];
  /** Video length, ms. */
  durationMs: number;
}

/** Motion time of one step, ms (0 for a pause). */
export function motionMs(script: GameScript, index: number): number {
  const step = script.steps[index]!;
  switch (step.kind) {
    case 'placeStartDie': return TIMING.placeMs;
    case 'throw': return step.dice.length + (step.outside?.length ?? 0) >= 5 ? TIMING.bigThrowMs : TIMING.throwMs;
    case 'collect': return TIMING.collectBaseMs + TIMING.collectPerDieMs * step.dice.length;
    case 'handPass': return TIMING.handPassMs;
    case 'rearrange': return TIMING.rearrangeMs;
    case 'pause': return 0;
  }
}

/**
 * The schedule of `script`: intro, then for each step its motion and a settled stretch (a
 * pause lengthens the stretch before it instead), then the final extra time.
 * @throws Error as {@link replayTable} for a malformed script
 */
export function scheduleGame(script: GameScript): Schedule {
  const tables = replayTable(script);
  const steps: StepTiming[] = [];
  const stretches: ScheduledStretch[] = [{ index: 0, startMs: 0, endMs: TIMING.introMs, afterStep: null, dice: [] }];
  let t = TIMING.introMs;
  script.steps.forEach((step, i) => {
    const last = stretches[stretches.length - 1]!;
    if (step.kind === 'pause') {
      steps.push({ step: i, kind: step.kind, startMs: t, endMs: t });
      last.endMs += step.ms;
      t += step.ms;
      return;
    }
    const end = t + motionMs(script, i);
    steps.push({ step: i, kind: step.kind, startMs: t, endMs: end });
    stretches.push({ index: stretches.length, startMs: end, endMs: end + TIMING.settleMs, afterStep: i, dice: tables[i]! });
    t = end + TIMING.settleMs;
  });
  stretches[stretches.length - 1]!.endMs += TIMING.finalMs;
  return { steps, stretches, durationMs: t + TIMING.finalMs };
}
