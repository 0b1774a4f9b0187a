/**
 * Test helpers for Dicestorm scenarios: a game kept as a log with its folded state, and
 * shorthand for rolled dice. Used only by the *.test.ts files beside it.
 */
import { dicestorm } from './index.ts';
import type { DicestormConfig } from './config.ts';
import type { DicestormAction, DicestormEvent, DicestormState, RolledDie, WarriorKind } from './types.ts';

/** White dice showing `faces`, in order. */
export function w(...faces: number[]): RolledDie[] {
  return faces.map((face) => ({ kind: 'white', face }));
}

/** `n` white dice all showing `face`. */
export function same(n: number, face: number): RolledDie[] {
  return w(...Array<number>(n).fill(face));
}

/** Dice of one kind showing `faces`. */
export function dice(kind: WarriorKind, ...faces: number[]): RolledDie[] {
  return faces.map((face) => ({ kind, face }));
}

/** A game under test: its log and state, advanced one action at a time. */
export class TestGame {
  log: DicestormEvent[];
  state: DicestormState;

  /** Starts a game; `firstPlayer` defaults to seat 0 so scenarios skip the roll-off. */
  constructor(config: DicestormConfig) {
    this.log = dicestorm.setup({ firstPlayer: 0, ...config });
    this.state = this.log.reduce<DicestormState | null>((s, e) => dicestorm.reduce(s, e), null)!;
  }

  /** Applies `action`; returns its events. @throws RuleError as the engine does */
  act(action: DicestormAction): DicestormEvent[] {
    const events = dicestorm.apply(this.state, action);
    for (const e of events) this.state = dicestorm.reduce(this.state, e);
    this.log.push(...events);
    return events;
  }

}
