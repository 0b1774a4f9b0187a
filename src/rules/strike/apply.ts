/**
 * Strike's `apply` and `legalActions`: checks an action against the rules and returns the
 * events it causes. Pure; refused actions throw a {@link RuleError} and change nothing.
 */
import type { Face } from '../../core/types.ts';
import { checkAction, throwPhaseActions } from '../common/actions.ts';
import { dieNumber } from '../common/arena.ts';
import { RuleError } from '../engine.ts';
import { facesOf } from './editions.ts';
import { retirePlayer, seatRetiredSince } from '../common/retire.ts';
import { Emitter, endTurn, settleThrow } from './flow.ts';
import { nextSeat } from './reduce.ts';
import { refuse, type CheckedDie } from './refusals.ts';
import type { StrikeAction, StrikeEvent, StrikeLastThrow, StrikeState } from './types.ts';

/** "1 die" / "3 dice". */
function dice(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

/** How the English sentences name a checked die: "Start die", "Die 1 in the arena"… */
function dieName(checked: CheckedDie): string {
  switch (checked.die) {
    case 'start': return 'Start die';
    case 'rerolled': return 'Re-rolled die';
    case 'arena': return `Die ${dieNumber(checked.index)} in the arena`;
    case 'corrected': return `Die ${dieNumber(checked.index)}`;
  }
}

/**
 * @throws RuleError `impossible-face` when `face` is not a face of the edition's dice
 */
function checkFace(state: StrikeState, face: unknown, checked: CheckedDie): asserts face is Face {
  const faces = facesOf(state.edition);
  if (!faces.includes(face as Face)) {
    throw refuse('impossible-face', `${dieName(checked)}: "${String(face)}" is not a face of these dice (${faces.join(', ')})`,
      { ...checked, face: String(face), faces: [...faces] });
  }
}

/** A whole number ≥ 0, or a RuleError `bad-action` naming the field. */
function count(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RuleError('bad-action', `throw.${field} must be a whole number ≥ 0, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** Whether `after` shows the same faces as `before` (same count; unseen faces match any). */
function sameFaces(before: readonly (Face | null)[], after: readonly Face[]): boolean {
  if (before.length !== after.length) return false;
  const counts = new Map<Face, number>();
  for (const f of after) counts.set(f, (counts.get(f) ?? 0) + 1);
  for (const f of before) {
    if (f === null) continue;
    const left = counts.get(f) ?? 0;
    if (left === 0) return false;
    counts.set(f, left - 1);
  }
  return true;
}

/**
 * The start die (strike-en.txt, Setup: "showing any numbered face (not the X)"; rolled and
 * rolled again on X: harry-potter-strike-en.txt, Setup; one per player, all different: issue 4).
 */
function placeStartDie(em: Emitter, face: Face | null): void {
  const s = em.state;
  if (s.phase !== 'startDie') throw refuse('not-now', 'The start die is already in the arena', { action: 'placeStartDie' });
  if (face !== null) checkFace(s, face, { die: 'start' });
  const mode = s.edition.startDie;
  if (face === 'X' && mode === 'rolled') {
    em.emit({ type: 'startDieShowedX', player: s.firstPlayer });
    return;
  }
  if (face === 'X') {
    throw refuse('x-start-die', 'The start die must show a numbered face, not X (rulebook, Setup)', {});
  }
  if (mode === 'onePerPlayer' && face !== null && s.arena.includes(face)) {
    throw refuse('start-dice-differ', `A start die already shows ${face}: the start dice must all differ`, { face });
  }
  const player = mode === 'onePerPlayer' ? s.current : s.firstPlayer;
  em.emit({ type: 'startDiePlaced', player, face });
  if (startDiceDue(em.state) === 0) em.emit({ type: 'turnStarted', player: s.firstPlayer, mustThrowAll: false });
}

/**
 * How many start dice the arena still waits for before the first throw: one in all for a start
 * die `placed` or `rolled` (strike-en.txt, Setup; harry-potter-strike-en.txt, Setup), one per
 * player still in the round for `onePerPlayer` (issue 4; not a player who left: common/retire.ts),
 * less those already placed; 0 once the start dice are in
 * (outside the `startDie` phase).
 */
export function startDiceDue(s: StrikeState): number {
  if (s.phase !== 'startDie') return 0;
  // A player who left (common/retire.ts) sits a tournament's later rounds out: no start die of his.
  const needed = s.edition.startDie === 'onePerPlayer' ? s.players.filter((p) => p.retired !== true).length : 1;
  return Math.max(0, needed - s.arena.length);
}

/**
 * The face of a die the players re-rolled and did not put back in the arena: it showed X and
 * went next to the box (strike-en.txt, "By the way!": "put it back into the arena showing its new
 * face (or next to the box, if it shows the X)").
 */
export const REROLL_NOT_PUT_BACK_FACE: Face = 'X';

/**
 * Whether the current player may throw `thrown` dice: after a big hit all of their stock
 * (strike-en.txt, The big hit!), never more than it, and one at a time where the edition says
 * exactly one (Playing the Game). The count
 * checks of a throw that need no faces, for a referee that knows how many dice appeared before
 * it knows their faces.
 * @param thrown dice thrown (≥ 1): dice in the arena after the throw (flat, out, leaning) less
 *   those before
 * @returns `must-throw-all` {player, thrown, stock}, `not-enough-dice` {stage: 'throw', player,
 *   thrown, stock} or `wrong-throw-count` {thrown, allowed: 'exactlyOne'}; null when allowed
 */
export function throwCountRefusal(s: StrikeState, thrown: number): RuleError | null {
  const name = s.players[s.current]!.name;
  const stock = s.players[s.current]!.stock;
  // More dice than the stock: said so first, even after a big hit ("must throw all 3" misleads when 9 appeared).
  if (s.mustThrowAll && thrown < stock) {
    return refuse('must-throw-all', `${dice(thrown)} appeared but after a big hit ${name} must throw all ${dice(stock)} at once`,
      { player: name, thrown, stock });
  }
  if (thrown > stock) {
    return refuse('not-enough-dice', `${dice(thrown)} appeared but ${name} has only ${stock} in stock`, { stage: 'throw', player: name, thrown, stock });
  }
  if (!s.mustThrowAll && s.edition.dicePerThrow === 'exactlyOne' && thrown > 1) {
    return refuse('wrong-throw-count', `${dice(thrown)} appeared but exactly 1 may be thrown`, { thrown, allowed: 'exactlyOne' });
  }
  return null;
}

/**
 * A throw, given as the settled arena. Dice thrown = flat dice + out + leaning − dice in the
 * arena before; exactly one (strike-en.txt, Playing the Game) or at least one per the
 * edition, the whole stock after a big hit (The big hit!), never more than the stock.
 */
function throwDice(em: Emitter, action: Extract<StrikeAction, { type: 'throw' }>): void {
  const s = em.state;
  if (s.phase === 'reroll') {
    throw refuse('reroll-pending', `First place the ${dice(s.leaning)} re-rolled outside the arena`, { count: s.leaning });
  }
  if (s.phase === 'startDie') throw refuse('start-die-first', 'The start die must be placed before the first throw', {});
  if (!Array.isArray(action.arena)) throw new RuleError('bad-action', 'throw.arena must be the list of faces lying flat in the arena');
  action.arena.forEach((f, i) => checkFace(s, f, { die: 'arena', index: i }));
  const out = count(action.out, 'out');
  const leaning = count(action.leaning ?? 0, 'leaning');
  const before = s.arena.length;
  const thrown = action.arena.length + out + leaning - before;
  if (thrown === 0 && out === 0 && leaning === 0 && sameFaces(s.arena, action.arena)) {
    throw refuse('not-a-throw', before === 0
      ? 'The arena is still empty: nothing was thrown'
      : `The arena shows the same ${dice(before)} as before: no die was thrown (moving dice without changing their faces is not a throw)`, { count: before });
  }
  if (thrown < 0) {
    throw refuse('dice-missing',
      `${dice(-thrown)} missing: the arena held ${before}, and now holds ${action.arena.length}${out > 0 ? `, with ${out} out of it` : ''}${leaning > 0 ? `, with ${leaning} leaning` : ''}. Is a die hidden, or was one picked up?`,
      { missing: -thrown, before, inArena: action.arena.length, out, leaning });
  }
  const tooMany = throwCountRefusal(s, thrown);
  if (tooMany) throw tooMany;
  // No new die, but not the same arena either (that was refused above as no throw): dice turned,
  // knocked out of the arena, leaning, or one taken away as another was thrown.
  const noNewDie = 'No new die appeared, but the arena changed: dice were turned, knocked out or swapped without a throw';
  if (!s.mustThrowAll && s.edition.dicePerThrow === 'exactlyOne' && thrown !== 1) {
    throw refuse('wrong-throw-count', thrown === 0 ? noNewDie : `${dice(thrown)} appeared but exactly 1 may be thrown`, { thrown, allowed: 'exactlyOne' });
  }
  if (thrown === 0) throw refuse('wrong-throw-count', noNewDie, { thrown, allowed: 'atLeastOne' });
  em.emit({ type: 'diceThrown', player: s.current, count: thrown, arena: [...action.arena], out, leaning, ...(action.missed === true ? { missed: true as const } : {}) });
  if (leaning > 0) em.emit({ type: 'rerollRequested', player: s.current, count: leaning });
  else settleThrow(em);
}

/**
 * A die that did not lie flat, re-rolled outside and put back showing its new face (or next
 * to the box if X, done by the X removal that follows) (strike-en.txt, "By the way!";
 * strike-fr.txt, "Dés cassés").
 */
function placeRerolledDie(em: Emitter, face: Face): void {
  if (em.state.phase !== 'reroll') throw refuse('not-now', 'No die is waiting to be re-rolled', { action: 'placeRerolledDie' });
  checkFace(em.state, face, { die: 'rerolled' });
  em.emit({ type: 'rerolledDiePlaced', player: em.state.current, face });
  if (em.state.leaning === 0) settleThrow(em);
}

/** Voluntary end of turn after at least one throw (strike-en.txt, "Different numbers on all dice"). */
function pass(em: Emitter): void {
  const s = em.state;
  if (s.phase !== 'throw') throw refuse('not-now', 'Nobody can pass now', { action: 'pass' });
  if (s.throwsThisTurn === 0) {
    const player = s.players[s.current]!.name;
    throw refuse('must-throw-first', `${player} must throw before passing (rulebook, Playing the Game)`, { player });
  }
  endTurn(em, 'pass');
}

/**
 * Whether the game is over after a throw that can still be corrected: a misread last throw
 * (its thrower out on a match unseen) must not end the game for good, so its arena's faces may
 * be corrected, and such a correction undone, as between throws. Dice Referee's reading: no
 * rulebook speaks of misreads.
 */
function endedByThrow(state: StrikeState): boolean {
  return state.phase === 'over' && (state.lastThrow ?? null) !== null;
}

/** Whether `action` corrects the throw that ended the game, or undoes such a correction (see {@link endedByThrow}). */
function correctsEndingThrow(state: StrikeState, action: unknown): boolean {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
  // A game a retirement ended: that retirement can be undone.
  if (state.phase === 'over' && state.retiredFrom && type === 'undo') return true;
  return endedByThrow(state) && (type === 'correctFace' || type === 'undo');
}

/**
 * A player corrects the face read for arena die `index` (architecture.md: corrections are
 * events, undone by `undo`). A corrected arena the rules could leave behind records the
 * correction. One they could not (an X, which would have been removed; a face another die
 * shows, which would have been collected) means the last throw was misread: it is ruled again
 * (`throwRuledAgain`, then the throw as read right: the arena it left with the correction, the
 * dice its settling took out, and its dice outside); so can the throw that ended the game.
 * Without a throw this round to rule again (only the start dice in the arena), such a
 * correction is refused.
 */
function correctFace(em: Emitter, index: number, face: Face): void {
  const s = em.state;
  // A tournament round ended by a throw: its arena, until the next round's start die.
  const ended = s.phase === 'startDie' ? s.lastThrow?.endedArena : undefined;
  if (s.phase !== 'throw' && !endedByThrow(s) && !ended) throw refuse('not-now', 'Faces can be corrected only between throws', { action: 'correctFace' });
  const arena = ended ?? s.arena;
  if (!Number.isInteger(index) || index < 0 || index >= arena.length) {
    throw refuse('no-such-die', `There is no die ${dieNumber(index)} in the arena (it holds ${dice(arena.length)})`,
      { index, arenaDice: arena.length });
  }
  checkFace(s, face, { die: 'corrected', index });
  const die = dieNumber(index);
  const from = arena[index]!;
  if (from === face) throw refuse('no-change', `Die ${die} already shows ${face}`, { index, face });
  const other = arena.findIndex((f, i) => i !== index && f === face);
  // A face the last throw's settling collected would have been collected with its group too.
  if ((face === 'X' || other >= 0 || s.lastThrow?.removed.includes(face)) && s.lastThrow) {
    ruleThrowAgain(em, arena, index, face);
    return;
  }
  if (ended) {
    const round = s.round - 1;
    throw refuse('round-scored', `Round ${round} is scored: a correction of its last throw is taken only if it changes that throw's ruling`, { round });
  }
  // Only start dice in the arena (no throw this round to rule again).
  if (face === 'X') throw refuse('x-correction', `Die ${die} cannot show X: it is a start die, which shows a number`, { index });
  if (other >= 0) {
    throw refuse('correction-makes-match',
      `Die ${die} cannot show ${face}: die ${dieNumber(other)} already shows ${face}, and the start dice all differ`,
      { index, face, other });
  }
  em.emit({ type: 'faceCorrected', player: s.current, index, from, to: face });
}

/**
 * A player corrects the face of die `index` of those the last throw's settling took out of the
 * arena (`lastThrow.removed`: an X that shows a number, a collected die that shows another
 * face): the throw was misread, and is ruled again as read right (`throwRuledAgain` with
 * `removed`), as {@link correctFace} rules it for a die left in the arena; so can the throw that
 * ended the game, or a tournament round, until the next round's start die.
 */
function correctRemoved(em: Emitter, index: number, face: Face): void {
  const s = em.state;
  const ended = s.phase === 'startDie' ? s.lastThrow?.endedArena : undefined;
  if (s.phase !== 'throw' && !endedByThrow(s) && !ended) throw refuse('not-now', 'Faces can be corrected only between throws', { action: 'correctFace' });
  const removed = s.lastThrow?.removed ?? [];
  if (!s.lastThrow || !Number.isInteger(index) || index < 0 || index >= removed.length) {
    throw refuse('no-such-removed-die', `The last throw took out ${dice(removed.length)}: there is no die ${dieNumber(index)} of them to correct`,
      { index, removedDice: removed.length });
  }
  checkFace(s, face, { die: 'corrected', index });
  const from = removed[index]!;
  if (from === face) throw refuse('no-change', `Die ${dieNumber(index)} already shows ${face}`, { index, face });
  const last = s.lastThrow;
  const thrower = last.before.current;
  em.emit({ type: 'throwRuledAgain', player: thrower, index, from, to: face, removed: true });
  const arena = (ended ?? s.arena).filter((f): f is Face => f !== null);
  throwDice(em, { type: 'throw', arena: [...arena, ...removed.map((f, i) => (i === index ? face : f))], out: last.out, leaning: 0, ...missedAgain(last) });
  passAgain(em, last, thrower);
}

/**
 * The last throw ruled again with die `index` of the arena it left (`leftArena`) showing `face`
 * (see {@link correctFace}): back to the state before it, then the same throw by the same
 * player, its arena as read right.
 */
function ruleThrowAgain(em: Emitter, leftArena: readonly (Face | null)[], index: number, face: Face): void {
  const s = em.state;
  const last = s.lastThrow!;
  const arena = leftArena.map((f, i) => (i === index ? face : f)).filter((f): f is Face => f !== null);
  const thrower = last.before.current;
  em.emit({ type: 'throwRuledAgain', player: thrower, index, from: leftArena[index]!, to: face });
  throwDice(em, { type: 'throw', arena: [...arena, ...last.removed], out: last.out, leaning: 0, ...missedAgain(last) });
  passAgain(em, last, thrower);
}

/** A throw ruled again stays one the players said missed, when `last` was: `undo` can still take it back. */
function missedAgain(last: StrikeLastThrow): { missed?: true } {
  return last.missed === true ? { missed: true } : {};
}

/** The thrower passed after the throw ruled again: where the new ruling leaves him that choice again, he has made it. */
function passAgain(em: Emitter, last: StrikeLastThrow, thrower: number): void {
  const after = em.state;
  if (last.passed && after.phase === 'throw' && after.current === thrower && after.throwsThisTurn > 0) endTurn(em, 'pass');
}

/** Whether `undo` in `state` would take back the throw the players said missed: no correction since it to take back first. */
function undoesMissedThrow(state: StrikeState): boolean {
  return state.corrections.length === 0 && !state.ruledAgain && state.lastThrow?.missed === true;
}

/**
 * The seat whose retirement `undo` takes back in `state` (common/retire.ts): the player retired
 * since `retiredFrom`, when no correction made since is to be taken back first; else `null`.
 */
export function retirementToUndo(state: StrikeState): number | null {
  return state.corrections.length > 0 ? null : seatRetiredSince(state);
}

/**
 * What `undo` takes back in `state`, for the players' Undo to say so: `retirement` a player's
 * leaving ({@link retirementToUndo}), `missedThrow` the throw the players said missed (a die
 * flown out of sight: see {@link StrikeAction}), `correction` the last correction (a face, or
 * one that ruled the last throw again); `null` when `undo` is not legal now
 * ({@link legalActions}; it may still be refused `nothing-to-undo`).
 */
export function undoTakesBack(state: StrikeState): 'correction' | 'missedThrow' | 'retirement' | null {
  if (!legalActions(state).includes('undo')) return null;
  if (retirementToUndo(state) !== null) return 'retirement';
  return undoesMissedThrow(state) ? 'missedThrow' : 'correction';
}

/**
 * Takes back the last correction since the last throw: a face correction, or one that ruled
 * the last throw again (the game goes back to before it), or a retirement (common/retire.ts:
 * the game as it was before it, even one the retirement ended); with none left, a throw the
 * players said missed (`missedThrowUndone`: see {@link StrikeAction}), until the next throw,
 * whatever it led to (a pass, the turn, the game ended). Throws seen are never undone.
 */
function undo(em: Emitter): void {
  const last = em.state.corrections[em.state.corrections.length - 1];
  // A retirement (playerRetired clears the corrections before it; those after it go first).
  const retired = retirementToUndo(em.state);
  if (retired !== null) {
    em.emit({ type: 'retirementUndone', player: retired });
    return;
  }
  if (em.state.lastThrow?.missed === true && undoesMissedThrow(em.state)) {
    // A pass after it is taken back with it: the turn goes on where the die was said missed.
    em.emit({ type: 'missedThrowUndone', player: em.state.lastThrow.before.current, ...(em.state.lastThrow.passed ? { passed: true as const } : {}) });
    return;
  }
  // (A correction that ruled a tournament round's last throw again can be undone until the next start die.)
  const betweenThrows = em.state.phase === 'throw' || endedByThrow(em.state) || (em.state.phase === 'startDie' && Boolean(em.state.ruledAgain));
  if (betweenThrows && last === undefined && em.state.ruledAgain) {
    em.emit({ type: 'rulingUndone', player: em.state.current });
    return;
  }
  if (!betweenThrows || last === undefined) {
    throw refuse('nothing-to-undo', 'There is nothing to undo since the last throw: no correction, and no die said to have flown out of sight (a throw seen is never undone)', {});
  }
  em.emit({ type: 'correctionUndone', player: em.state.current, index: last.index, from: last.to, to: last.from });
}

/**
 * Why the player at `seat` (from 0) cannot leave the game in `state` ({@link retire},
 * common/retire.ts: our reading, no rulebook has it), or `null` when he can: `over` the game is
 * won, `noSeat` the game has no such seat (fewer players), `out` the player there is out
 * (eliminated, or left), `lastPlayer` he
 * is the only one still in, `startDie` the start die is not in yet (as after a tournament round's
 * last throw), `reroll` a die leaning on another, re-rolled outside the arena, is still to be put
 * back in it (strike-en.txt, By the way!): a player leaves between throws, once the throw is settled.
 */
export function retireRefusal(state: StrikeState, seat: number): 'over' | 'noSeat' | 'out' | 'lastPlayer' | 'startDie' | 'reroll' | null {
  if (state.phase === 'over') return 'over';
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) return 'noSeat';
  if (state.players[seat]!.eliminated) return 'out';
  if (state.players.filter((p) => !p.eliminated).length < 2) return 'lastPlayer';
  if (state.phase === 'startDie') return 'startDie';
  return state.phase === 'reroll' ? 'reroll' : null;
}

/**
 * The player at `seat` leaves the game, between throws (common/retire.ts: our reading, no
 * rulebook has it); when it was his turn the next seat still in throws, all his dice if the
 * arena is empty (The big hit!).
 */
function retire(em: Emitter, seat: unknown): void {
  if (em.state.phase !== 'throw') throw refuse('not-now', 'A player can leave the game only between throws, once the start die is in', { action: 'retirePlayer' });
  retirePlayer(em, seat, em.state.edition, () => {
    em.emit({ type: 'turnStarted', player: nextSeat(em.state.players, em.state.current), mustThrowAll: em.state.arena.length === 0 });
  });
}

/**
 * The events `action` causes in `state`, in order. Pure.
 * @throws RuleError (params: src/rules/strike/refusals.ts) with codes `bad-action`, `game-over`, `not-now`, `impossible-face`,
 *   `x-start-die`, `start-dice-differ`, `start-die-first`, `reroll-pending`, `not-a-throw`,
 *   `dice-missing`, `must-throw-all`, `not-enough-dice`, `wrong-throw-count`,
 *   `must-throw-first`, `no-such-die`, `x-correction`, `no-change`, `correction-makes-match`,
 *   `nothing-to-undo`; `bad-action` for `retirePlayer` of a seat not in the game
 */
export function apply(state: StrikeState, action: StrikeAction): StrikeEvent[] {
  if (!correctsEndingThrow(state, action)) checkAction(state, action);
  const em = new Emitter(state);
  switch (action.type) {
    case 'placeStartDie': placeStartDie(em, action.face); break;
    case 'throw': throwDice(em, action); break;
    case 'placeRerolledDie': placeRerolledDie(em, action.face); break;
    case 'pass': pass(em); break;
    case 'correctFace': if (action.removed === true) correctRemoved(em, action.index, action.face); else correctFace(em, action.index, action.face); break;
    case 'undo': undo(em); break;
    case 'retirePlayer': retire(em, action.seat); break;
    default: throw new RuleError('bad-action', `Unknown Strike action "${(action as { type: string }).type}"`);
  }
  return em.events;
}

/**
 * The action types legal in `state`. Once the game (or tournament) is over, only a correction
 * of the throw that ended it, and the undo of one or of that throw said missed (see {@link endedByThrow}); none after a game
 * that no throw ended. Before a tournament round's start die, also a correction of the last
 * round's ending throw (`StrikeLastThrow.endedArena`), and the undo of one.
 */
export function legalActions(state: StrikeState): StrikeAction['type'][] {
  const legal = tableLegalActions(state);
  // A retirement can be undone until the next throw, pass or start die.
  return state.retiredFrom && !legal.includes('undo') ? [...legal, 'undo'] : legal;
}

/** {@link legalActions} before a retirement's undo. */
function tableLegalActions(state: StrikeState): StrikeAction['type'][] {
  switch (state.phase) {
    case 'over': {
      if (!endedByThrow(state)) return [];
      const legal: StrikeAction['type'][] = state.arena.length > 0 || (state.lastThrow?.removed.length ?? 0) > 0 ? ['correctFace'] : [];
      return state.corrections.length > 0 || state.ruledAgain || state.lastThrow?.missed ? [...legal, 'undo'] : legal;
    }
    case 'startDie': {
      // A tournament round's last throw stays correctable until the next start die.
      const legal: StrikeAction['type'][] = ['placeStartDie'];
      if ((state.lastThrow?.endedArena?.length ?? 0) > 0 || (state.lastThrow?.endedArena && state.lastThrow.removed.length > 0)) legal.push('correctFace');
      if (state.ruledAgain || state.lastThrow?.missed) legal.push('undo');
      return legal;
    }
    case 'reroll': return ['placeRerolledDie'];
    case 'throw': {
      const legal: StrikeAction['type'][] = throwPhaseActions(state);
      // A die the last throw took out of the arena can be corrected too (correctRemoved).
      if (!legal.includes('correctFace') && (state.lastThrow?.removed.length ?? 0) > 0) legal.push('correctFace');
      legal.push('retirePlayer');
      // A correction that ruled the last throw again can be undone too, and a throw said missed.
      return (state.ruledAgain || state.lastThrow?.missed) && !legal.includes('undo') ? [...legal, 'undo'] : legal;
    }
    default: return [];
  }
}
