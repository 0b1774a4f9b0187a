/**
 * Setup and the action dispatcher: checks that an action fits the phase, then lets the
 * battle (battle.ts) or card (tide.ts) rules decide its events.
 */
import { RuleError } from '../engine.ts';
import { checkActionShape } from './actionShape.ts';
import { allocateHits, correctFace, rollBattle, rollForFirst, undo } from './battle.ts';
import { type DicestormConfig, resolveConfig } from './config.ts';
import { beginTurn, Emitter } from './flow.ts';
import { legalActions } from './legal.ts';
import { reduce } from './reduce.ts';
import { buyTide, drawTide, passTide, playRestoration, playTide } from './tide.ts';
import type { DicestormAction, DicestormEvent, DicestormState } from './types.ts';

/**
 * The events that start a game: `gameSetUp`, then `turnBegan` when `firstPlayer` is given
 * (otherwise the game waits for `rollForFirst`).
 * @throws RuleError `bad-config` (see resolveConfig)
 */
export function setup(config: DicestormConfig): DicestormEvent[] {
  const { rules, startingDice } = resolveConfig(config);
  const em = new Emitter(reduce(null, { type: 'gameSetUp', players: [...config.players], startingDice, rules }));
  if (config.firstPlayer !== undefined) beginTurn(em, config.firstPlayer);
  return [{ type: 'gameSetUp', players: [...config.players], startingDice, rules }, ...em.events];
}

/**
 * The events `action` causes in `state` (pure; `state` is not modified).
 * @throws RuleError `bad-action` when the action lacks a field or has one of the wrong kind
 *   (actionShape.ts), `wrong-phase` {action, phase, legal} when it is not legal in this phase,
 *   or the specific code of the rule it breaks
 */
export function apply(state: DicestormState, action: DicestormAction): DicestormEvent[] {
  checkActionShape(action);
  const legal = legalActions(state);
  if (action.type === 'undo' && !legal.includes('undo')) {
    throw new RuleError('nothing-to-undo', 'Nothing to undo: only face corrections of the battle being resolved can be undone; rolls never are.');
  }
  if (!legal.includes(action.type)) {
    throw new RuleError('wrong-phase', `"${action.type}" is not possible now (phase ${state.phase}); possible: ${legal.join(', ') || 'nothing, the game is over'}.`,
      { action: action.type, phase: state.phase, legal: [...legal] });
  }
  const em = new Emitter(state);
  switch (action.type) {
    case 'rollForFirst': rollForFirst(em, action); break;
    case 'rollBattle': rollBattle(em, action); break;
    case 'allocateHits': allocateHits(em, action); break;
    case 'correctFace': correctFace(em, action); break;
    case 'undo': undo(em); break;
    case 'drawTide': drawTide(em, action); break;
    case 'buyTide': buyTide(em, action); break;
    case 'passTide': passTide(em); break;
    case 'playTide': playTide(em, action); break;
    case 'playRestoration': playRestoration(em, action); break;
  }
  return em.events;
}
