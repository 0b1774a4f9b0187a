/**
 * HP Strike's `apply` and `legalActions`: checks an action against the rules and returns the
 * events it causes. Pure; refused actions throw a {@link RuleError} and change nothing.
 * Source: harry-potter-strike-en.txt.
 */
import type { Face } from '../../core/types.ts';
import { checkAction, throwPhaseActions } from '../common/actions.ts';
import { retirePlayer } from '../common/retire.ts';
import { RuleError } from '../engine.ts';
import { correctFace, undo } from './corrections.ts';
import { Emitter, diceInArena, endTurn } from './flow.ts';
import { checkFace, dice, read } from './reading.ts';
import { refuse } from './refusals.ts';
import { nextSeat } from './reduce.ts';
import { accioFaces, castSpellsAfter, settleRelashio, settleThrow } from './settle.ts';
import { HP_BOX } from './spells.ts';
import type { HpStrikeAction, HpStrikeEvent, HpStrikeState } from './types.ts';

/** The rolled start die; "If you roll X, reroll it or pick another dice side" (Setup). */
function placeStartDie(em: Emitter, face: Face | null): void {
  const s = em.state;
  if (s.phase !== 'startDie') throw refuse('not-now', 'The start die is already in the arena', { action: 'placeStartDie', phase: s.phase });
  if (face !== null) checkFace(face, { die: 'start' });
  if (face === 'X') {
    em.emit({ type: 'startDieShowedX', player: s.firstPlayer });
    return;
  }
  em.emit({ type: 'startDiePlaced', player: s.firstPlayer, face });
  em.emit({ type: 'turnStarted', player: s.firstPlayer, mustThrowAll: false });
}

/**
 * A throw: exactly one die ("On your turn, you must roll one die"), or every die in hand
 * facing an empty arena (Expelliarmus!), never more than the wizard has.
 * @throws RuleError `not-now`, `wrong-throw-count`, `must-throw-all`, `not-enough-dice`
 */
function throwDice(em: Emitter, action: Extract<HpStrikeAction, { type: 'throw' }>): void {
  const s = em.state;
  if (s.phase !== 'throw') throw refuse('not-now', `No throw now: ${waitingFor(s)}`, { action: 'throw', phase: s.phase });
  const r = read(s, action);
  const name = s.players[s.current]!.name;
  const stock = s.players[s.current]!.stock;
  if (s.mustThrowAll && r.thrown !== stock) {
    throw refuse('must-throw-all', `${dice(r.thrown)} appeared but facing an empty arena ${name} must throw all ${dice(stock)} (Expelliarmus!)`,
      { player: name, thrown: r.thrown, stock });
  }
  if (r.thrown > stock) {
    throw refuse('not-enough-dice', `${dice(r.thrown)} appeared but ${name} has only ${stock}`, { stage: 'throw', player: name, thrown: r.thrown, stock });
  }
  if (!s.mustThrowAll && r.thrown !== 1) {
    throw refuse('wrong-throw-count', `${dice(r.thrown)} appeared but exactly 1 must be thrown`, { thrown: r.thrown, throwers: 1 });
  }
  em.emit({ type: 'diceThrown', player: s.current, count: r.thrown, arena: r.arena, out: r.out, leaning: r.leaning, stacked: r.stacked });
  if (r.leaning > 0) em.emit({ type: 'shiftRequested', player: s.current, count: r.leaning });
  else settleThrow(em);
}

/**
 * The arena after shifting it until leaning dice fell flat ("you may shift the arena until
 * the die falls flat": Tips and tricks). Every die must be accounted for again.
 * @throws RuleError `not-now`, `still-leaning`, `wrong-count`
 */
function shiftArena(em: Emitter, action: Extract<HpStrikeAction, { type: 'shiftArena' }>): void {
  const s = em.state;
  if (s.phase !== 'leaning') throw refuse('not-now', 'No die is waiting to fall flat', { action: 'shiftArena', phase: s.phase });
  const r = read(s, action);
  if (r.thrown !== s.leaning) {
    const expected = diceInArena(s) + s.leaning;
    const got = r.thrown + diceInArena(s);
    throw refuse('wrong-count',
      `The shifted arena must hold the ${dice(expected)} it held (flat, stacked and leaning), ${r.out > 0 ? 'or out, ' : ''}got ${dice(got)}`,
      { expected, got, out: r.out });
  }
  em.emit({ type: 'arenaShifted', player: s.current, arena: r.arena, out: r.out, stacked: r.stacked });
  if (em.state.settling === 'relashio') settleRelashio(em);
  else settleThrow(em);
}

/**
 * The Relashio group throw: "all wizards must immediately and simultaneously throw a die into
 * the arena" (Relashio): one die from each wizard in `relashioThrowers`.
 * @throws RuleError `not-now`, `wrong-throw-count`
 */
function relashioThrow(em: Emitter, action: Extract<HpStrikeAction, { type: 'relashioThrow' }>): void {
  const s = em.state;
  if (s.phase !== 'relashio') throw refuse('not-now', `No Relashio throw now: ${waitingFor(s)}`, { action: 'relashioThrow', phase: s.phase });
  const r = read(s, action);
  const throwers = s.relashioThrowers;
  if (r.thrown !== throwers.length) {
    throw refuse('wrong-throw-count', `${dice(r.thrown)} appeared but ${throwers.length} wizards each throw 1 (Relashio)`,
      { thrown: r.thrown, throwers: throwers.length });
  }
  em.emit({ type: 'relashioThrown', player: s.current, throwers, arena: r.arena, out: r.out, leaning: r.leaning, stacked: r.stacked });
  if (r.leaning > 0) em.emit({ type: 'shiftRequested', player: s.current, count: r.leaning });
  else settleRelashio(em);
}

/**
 * Accio's extra die: "may also collect one additional die" (Accio); `null` takes none.
 * @throws RuleError `not-now`, `impossible-face`, `no-such-die`
 */
function accioPick(em: Emitter, face: Face | null): void {
  const s = em.state;
  if (s.phase !== 'accio') throw refuse('not-now', 'No Accio die to take now', { action: 'accioPick', phase: s.phase });
  if (face === null) em.emit({ type: 'accioDeclined', player: s.current });
  else {
    checkFace(face, { die: 'accio' });
    const faces = accioFaces(s);
    if (!faces.includes(face)) {
      throw refuse('no-such-die', `No die showing ${face} can be taken; choose one of ${faces.join(', ')} or none`,
        { die: 'accio', face, faces: [...faces] });
    }
    em.emit({ type: 'accioDieCollected', player: s.current, face });
  }
  castSpellsAfter(em, 'accio');
}

/**
 * Voluntary end of turn after at least one throw without a match (Playing the Game), unless the
 * arena is empty: then the wizard must throw all his dice (Expelliarmus!).
 */
function pass(em: Emitter): void {
  const s = em.state;
  if (s.phase !== 'throw') throw refuse('not-now', `Nobody can pass now: ${waitingFor(s)}`, { action: 'pass', phase: s.phase });
  if (s.throwsThisTurn === 0) {
    const player = s.players[s.current]!.name;
    throw refuse('must-throw-first', `${player} must roll a die before ending the turn (Playing the Game)`, { player });
  }
  if (s.mustThrowAll) {
    const player = s.players[s.current]!;
    throw refuse('must-throw-all', `${player.name} faces an empty arena and must throw all ${dice(player.stock)} (Expelliarmus!), not pass`,
      { player: player.name, thrown: 0, stock: player.stock });
  }
  endTurn(em, 'pass');
}

/** What the game waits for, for error messages. */
function waitingFor(s: HpStrikeState): string {
  return {
    startDie: 'roll the start die first', throw: 'the active wizard throws', leaning: 'shift the arena until every die lies flat',
    relashio: 'every wizard throws one die (Relashio)', accio: 'take the Accio die or none', turnEnded: 'the turn is ending', over: 'the game is over',
  }[s.phase];
}

/**
 * The events `action` causes in `state`, in order. Pure.
 * @throws RuleError (params: src/rules/hp-strike/refusals.ts) with codes `bad-action`, `game-over`, `not-now`, `impossible-face`,
 *   `no-tower`, `tower-grew`, `dice-missing`, `must-throw-all`, `not-enough-dice`, `wrong-throw-count`,
 *   `wrong-count`, `no-such-die`, `must-throw-first`, and those of corrections.ts
 */
export function apply(state: HpStrikeState, action: HpStrikeAction): HpStrikeEvent[] {
  // A game a retirement ended: that retirement can be undone.
  if (!(state.phase === 'over' && state.retiredFrom && (action as { type?: unknown } | null)?.type === 'undo')) checkAction(state, action);
  const em = new Emitter(state);
  switch (action.type) {
    case 'placeStartDie': placeStartDie(em, action.face); break;
    case 'throw': throwDice(em, action); break;
    case 'shiftArena': shiftArena(em, action); break;
    case 'relashioThrow': relashioThrow(em, action); break;
    case 'accioPick': accioPick(em, action.face); break;
    case 'pass': pass(em); break;
    case 'correctFace': correctFace(em, action.index, action.face); break;
    case 'undo': undo(em); break;
    case 'retirePlayer': retire(em, action.seat); break;
    default: throw new RuleError('bad-action', `Unknown HP Strike action "${(action as { type: string }).type}"`);
  }
  return em.events;
}

/**
 * The wizard at `seat` leaves the game, between throws (common/retire.ts: our reading, no
 * rulebook has it); when it was his turn the next wizard in play order plays, all his dice if
 * the arena is empty (Expelliarmus!).
 */
function retire(em: Emitter, seat: unknown): void {
  const phase = em.state.phase;
  if (phase !== 'throw') throw refuse('not-now', 'A wizard can leave the game only between throws, once the start die is in', { action: 'retirePlayer', phase });
  retirePlayer(em, seat, HP_BOX, () => {
    const s = em.state;
    em.emit({ type: 'turnStarted', player: nextSeat(s.players, s.current, s.clockwise), mustThrowAll: diceInArena(s) === 0 });
  });
}

/**
 * The action types legal in `state`; once the game (or tournament) is over, only the undo of
 * the retirement that ended it. A retirement can be undone until the next throw, pass or start die.
 */
export function legalActions(state: HpStrikeState): HpStrikeAction['type'][] {
  const legal = tableLegalActions(state);
  return state.retiredFrom && !legal.includes('undo') ? [...legal, 'undo'] : legal;
}

/** {@link legalActions} before a retirement's undo. */
function tableLegalActions(state: HpStrikeState): HpStrikeAction['type'][] {
  switch (state.phase) {
    case 'startDie': return ['placeStartDie'];
    case 'leaning': return ['shiftArena'];
    case 'relashio': return ['relashioThrow'];
    case 'accio': return ['accioPick'];
    case 'throw': return [...throwPhaseActions(state).filter((type) => type !== 'pass' || !state.mustThrowAll), 'retirePlayer'];
    default: return [];
  }
}
