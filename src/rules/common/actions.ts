/**
 * Action checks and legal actions Strike and HP Strike share: the shape every action must
 * have, and what the current player may do between throws.
 */
import { RuleError } from '../engine.ts';
import type { TableState } from './table.ts';

/**
 * Checks that `action` is an object with a `type` and that the game is not over.
 * @throws RuleError `bad-action` (not an object with a string `type`), `game-over`; both
 *   with params `{}`
 */
export function checkAction(state: TableState, action: unknown): asserts action is { type: string } {
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') {
    throw new RuleError('bad-action', 'An action must be an object with a type');
  }
  if (state.phase === 'over') throw new RuleError('game-over', 'The game is over');
}

/**
 * The action types legal in the `throw` phase: a throw; a pass after at least one throw this
 * turn (strike-en.txt, Playing the Game); a face correction while dice lie in the arena; an
 * undo while a correction since the last throw is left to take back.
 */
export function throwPhaseActions(state: TableState): ('throw' | 'pass' | 'correctFace' | 'undo')[] {
  const legal: ('throw' | 'pass' | 'correctFace' | 'undo')[] = ['throw'];
  if (state.throwsThisTurn > 0) legal.push('pass');
  if (state.arena.length > 0) legal.push('correctFace');
  if (state.corrections.length > 0) legal.push('undo');
  return legal;
}
