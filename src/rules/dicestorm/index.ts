/**
 * Dicestorm rules engine (rulebook /work/shared/rules/dicestorm-en.txt, Dave Dobson,
 * Plankton Games 2011). The game is an event log: `setup`, then `apply` per action.
 * Seats are clockwise; "right" is the next seat counter-clockwise (config.ts).
 */
import type { RulesEngine } from '../engine.ts';
import { announce } from './announce.ts';
import { apply, setup } from './apply.ts';
import type { DicestormConfig } from './config.ts';
import { legalActions } from './legal.ts';
import { reduce } from './reduce.ts';
import type { DicestormAction, DicestormEvent, DicestormState } from './types.ts';

/** The Dicestorm engine object, game id `"dicestorm"`. */
export const dicestorm: RulesEngine<DicestormConfig, DicestormState, DicestormAction, DicestormEvent> = {
  game: 'dicestorm',
  setup,
  reduce,
  apply,
  legalActions,
  announce,
};

export type { DicestormConfig, DicestormRules } from './config.ts';
export { DEFAULT_RULES, resolveConfig } from './config.ts';
export type * from './types.ts';
export { MAX_FACE, WARRIOR_KINDS } from './types.ts';
export { anyRemovable, checkAllocation, countHits, proposeAllocation } from './allocation.ts';
export { armySize } from './army.ts';
export { nextTurnSeat, rightOf, seatsIn } from './seats.ts';
