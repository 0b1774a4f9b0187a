/** Which actions are possible in a state (the phases of dicestorm-en.txt, Game Play). */
import { armySize } from './army.ts';
import type { DicestormAction, DicestormState } from './types.ts';

/**
 * Action types legal now; empty when the game is over. Cards may be played in any phase
 * after the roll for first player by a seat that still has them (Cards: "at any time as
 * long as the player still has dice"); `undo` only while a correction can be taken back;
 * `buyTide` only when the holder can pay (rule `mayPayLastWarrior`).
 */
export function legalActions(s: DicestormState): DicestormAction['type'][] {
  if (s.phase === 'over') return [];
  if (s.phase === 'rollOff') return ['rollForFirst'];
  const actions: DicestormAction['type'][] = [];
  if (s.phase === 'battle') actions.push('rollBattle');
  if (s.phase === 'allocate') {
    actions.push('allocateHits', 'correctFace');
    if (s.battle!.corrections.length > 0) actions.push('undo');
  }
  if (s.phase === 'draw') actions.push('drawTide');
  if (s.phase === 'offer') {
    const o = s.offer!;
    const canPay = armySize(s.armies[o.holder]!) - (s.rules.mayPayLastWarrior ? 0 : 1);
    if (o.cost <= canPay) actions.push('buyTide');
    actions.push('passTide');
  }
  const seatsIn = s.players.map((_, i) => i).filter((i) => !s.out[i]);
  if (seatsIn.some((i) => s.hands[i]!.length > 0)) actions.push('playTide');
  const restorationNow = (i: number) =>
    s.restoration[i] && (s.rules.restorationTiming === 'anyTime' || (s.phase === 'battle' && s.active === i));
  if (seatsIn.some(restorationNow)) actions.push('playRestoration');
  return actions;
}
