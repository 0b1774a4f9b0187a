/**
 * Test helpers for the dice game: short action builders and a runner over an event log.
 * Used by the *.test.ts files of this folder only.
 */
import { fold, RuleError } from '../engine.ts';
import type { Face } from '../../core/types.ts';
import { diceGame } from './game.ts';
import type { DiceGameAction, DiceGameConfig, DiceGameEvent, DiceGameState } from './types.ts';

/** Faces from a digit string: `"1556"` → `['1','5','5','6']`. */
export function faces(digits: string): Face[] {
  return digits.split('') as Face[];
}

/** A `roll` action of the faces in `digits`. */
export const roll = (digits: string): DiceGameAction => ({ type: 'roll', faces: faces(digits) });
/** A `keep` action of the faces in `digits`. */
export const keep = (digits: string): DiceGameAction => ({ type: 'keep', faces: faces(digits) });
/** A `bank` action. */
export const bank: DiceGameAction = { type: 'bank' };

/** A game in progress: its log and state. */
export interface Game {
  /** The whole event log. */
  log: DiceGameEvent[];
  /** `fold(log)`. */
  state: DiceGameState;
}

/** A new game for `players` (names) with house rules `rules`. */
export function start(players: string[], rules: Omit<DiceGameConfig, 'players'> = {}): Game {
  const log = diceGame.setup({ players, ...rules });
  return { log, state: fold(diceGame, log) };
}

/** Plays `actions` in order; returns the game after them and the events of the last one. */
export function play(game: Game, ...actions: DiceGameAction[]): Game & { events: DiceGameEvent[] } {
  let { log, state } = game;
  let events: DiceGameEvent[] = [];
  for (const action of actions) {
    events = diceGame.apply(state, action);
    log = [...log, ...events];
    state = events.reduce(diceGame.reduce, state);
  }
  return { log, state, events };
}

/** The `RuleError` code `action` is refused with in `game`, or `"accepted"`. */
export function refusal(game: Game, action: DiceGameAction): string {
  try {
    diceGame.apply(game.state, action);
    return 'accepted';
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
}
