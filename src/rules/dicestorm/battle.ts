/**
 * Actions of the roll for first player (Setup) and of a battle (Battle Phase): rolling,
 * allocating hits, correcting read faces and undoing corrections. Rolls are never undone.
 */
import { dieNumber } from '../common/arena.ts';
import { RuleError } from '../engine.ts';
import { anyRemovable, checkAllocation, countHits } from './allocation.ts';
import { armyOf, describeArmy, sameArmy } from './army.ts';
import { beginTurn, type Emitter, finishTurn, settleLosses } from './flow.ts';
import type { BattleState, DicestormAction, DicestormState, RolledDie } from './types.ts';
import { MAX_FACE, WARRIOR_KINDS } from './types.ts';

type Act<T extends DicestormAction['type']> = Extract<DicestormAction, { type: T }>;

/**
 * Roll for first player (Setup: "Roll to see who goes first"): one d6 per contender; the
 * highest starts, tied highest roll again (rulebook silent on ties; re-rolling is usual).
 * @throws RuleError `bad-roll` for a wrong count or a face outside 1..6
 */
export function rollForFirst(em: Emitter, action: Act<'rollForFirst'>): void {
  const seats = em.state.contenders;
  if (action.faces.length !== seats.length) {
    throw new RuleError('bad-roll', `Roll for first player needs ${seats.length} faces (seats ${seats.join(', ')}), got ${action.faces.length}.`,
      { seats: [...seats], faces: action.faces.length });
  }
  for (const f of action.faces) checkFace('white', f);
  em.emit({ type: 'firstPlayerRolled', seats: [...seats], faces: [...action.faces] });
  const top = Math.max(...action.faces);
  const best = seats.filter((_, i) => action.faces[i] === top);
  if (best.length > 1) em.emit({ type: 'rollOffTied', seats: best });
  else beginTurn(em, best[0]!);
}

/**
 * Both armies roll all their warriors (Battle Phase). The dice listed must be exactly each
 * army's dice; hits are counted from these faces for both sides at once (the example: both
 * Gollum and Frodo score hits from the same roll).
 * @throws RuleError `bad-roll` when a list does not match the army or a face is impossible
 */
export function rollBattle(em: Emitter, action: Act<'rollBattle'>): void {
  const s = em.state;
  const attacker = s.active!;
  const defender = s.defender!;
  checkRoll(s, attacker, action.attackerDice);
  checkRoll(s, defender, action.defenderDice);
  const hitFace = s.rules.hitFace;
  em.emit({
    type: 'battleRolled',
    attacker,
    defender,
    attackerDice: action.attackerDice.map((d) => ({ kind: d.kind, face: d.face })),
    defenderDice: action.defenderDice.map((d) => ({ kind: d.kind, face: d.face })),
    attackerHits: countHits(action.attackerDice.map((d) => d.face), hitFace),
    defenderHits: countHits(action.defenderDice.map((d) => d.face), hitFace),
  });
  autoAllocateAndResolve(em);
}

/**
 * `by` assigns its hits to the opponent's dice (Battle Phase: "The player dealing hits may
 * decide which of the opponent's dice the hits affect"). May be re-sent until the battle
 * resolves, which happens once both sides have allocated.
 * @throws RuleError `not-in-battle` or `bad-allocation`
 */
export function allocateHits(em: Emitter, action: Act<'allocateHits'>): void {
  const b = em.state.battle!;
  const side = sideOf(em.state, b, action.by);
  const own = facesOf(b.dice[side]);
  const theirs = facesOf(b.dice[1 - side]!);
  checkAllocation(countHits(own, em.state.rules.hitFace), theirs, action.dice, em.state.rules.hitsMustBeUsed);
  const dice = [...action.dice].sort((x, y) => x - y);
  em.emit({ type: 'hitsAllocated', by: action.by, target: side === 0 ? b.defender : b.attacker, dice, faces: dice.map((i) => theirs[i]!) });
  resolveIfReady(em);
}

/**
 * A player corrects a misread face of the battle being resolved. Allocations made so far
 * are cleared, since hits and targets may have changed.
 * @throws RuleError `not-in-battle`, `bad-correction` {seat, player, index} (no such rolled die)
 *   or {seat, player, index, face} (it already shows `face`); `index` 0-based, the sentences
 *   count dice from 1
 */
export function correctFace(em: Emitter, action: Act<'correctFace'>): void {
  const b = em.state.battle!;
  const die = b.dice[sideOf(em.state, b, action.seat)][action.index];
  const player = em.state.players[action.seat]!;
  const { seat, index, face } = action;
  if (!Number.isInteger(index) || die === undefined) {
    throw new RuleError('bad-correction', `${player} has no rolled die ${dieNumber(index)}.`, { seat, player, index });
  }
  checkFace(die.kind, face);
  if (die.face === face) throw new RuleError('bad-correction', `Die ${dieNumber(index)} already shows ${face}.`, { seat, player, index, face });
  em.emit({ type: 'faceCorrected', seat: action.seat, index: action.index, from: die.face, to: action.face });
  autoAllocateAndResolve(em);
}

/**
 * Takes back the latest face correction of the battle being resolved.
 * @throws RuleError `nothing-to-undo` when there is none (rolls are never undone)
 */
export function undo(em: Emitter): void {
  const last = em.state.battle?.corrections.at(-1);
  if (!last) throw new RuleError('nothing-to-undo', 'Nothing to undo: only face corrections of the battle being resolved can be undone; rolls never are.');
  em.emit({ type: 'correctionUndone', seat: last.seat, index: last.index, from: last.to, to: last.from });
  autoAllocateAndResolve(em);
}

/** Records empty allocations for sides that cannot remove any die (rule
 * `autoAllocateWhenNoChoice`), then resolves if both sides are in. */
function autoAllocateAndResolve(em: Emitter): void {
  const b = em.state.battle!;
  if (em.state.rules.autoAllocateWhenNoChoice) {
    for (const side of [0, 1] as const) {
      const hits = countHits(facesOf(b.dice[side]), em.state.rules.hitFace);
      if (b.allocations[side] === null && !anyRemovable(hits, facesOf(b.dice[1 - side]!))) {
        em.emit({ type: 'hitsAllocated', by: side === 0 ? b.attacker : b.defender, target: side === 0 ? b.defender : b.attacker, dice: [], faces: [] });
      }
    }
  }
  resolveIfReady(em);
}

/** Removes the allocated dice of both sides at once, then eliminations, the end of the
 * game, or the draw phase (skipped when the attacker is out or no card is left). */
function resolveIfReady(em: Emitter): void {
  const b = em.state.battle!;
  const [byAttacker, byDefender] = b.allocations;
  if (byAttacker === null || byDefender === null) return;
  em.emit({
    type: 'battleResolved',
    attacker: b.attacker,
    defender: b.defender,
    attackerLost: byDefender.map((i) => b.dice[0][i]!),
    defenderLost: byAttacker.map((i) => b.dice[1][i]!),
  });
  if (settleLosses(em, [b.attacker, b.defender])) return;
  if (em.state.out[b.attacker]) return finishTurn(em);
  if (em.state.tidePile === 0 && em.state.tideDiscards === 0) {
    em.emit({ type: 'tideDeckEmpty' });
    finishTurn(em);
  }
}

/** Side index (0 attacker, 1 defender) of `seat` in the battle.
 * @throws RuleError `not-in-battle` */
function sideOf(s: DicestormState, b: BattleState, seat: number): 0 | 1 {
  if (seat === b.attacker) return 0;
  if (seat === b.defender) return 1;
  const attacker = s.players[b.attacker]!;
  const defender = s.players[b.defender]!;
  throw new RuleError('not-in-battle', `${s.players[seat] ?? `Seat ${seat}`} is not in this battle (${attacker} against ${defender}).`,
    { seat, attacker, defender });
}

/** Faces of rolled dice. */
function facesOf(dice: readonly RolledDie[]): number[] {
  return dice.map((d) => d.face);
}

/** @throws RuleError `bad-roll` {kind, max, face} unless `face` is a whole number 1..MAX_FACE[kind] */
function checkFace(kind: RolledDie['kind'], face: number): void {
  const max = MAX_FACE[kind];
  if (!Number.isInteger(face) || face < 1 || face > max) {
    throw new RuleError('bad-roll', `A ${kind} die shows 1..${max}; got ${face}.`, { kind, max, face });
  }
}

/** @throws RuleError `bad-roll` unless `dice` are exactly the seat's army with possible faces */
function checkRoll(s: DicestormState, seat: number, dice: readonly RolledDie[]): void {
  for (const d of dice) {
    if (!WARRIOR_KINDS.includes(d.kind)) throw new RuleError('bad-roll', `Unknown die kind "${d.kind}".`);
    checkFace(d.kind, d.face);
  }
  const army = s.armies[seat]!;
  if (!sameArmy(armyOf(dice), army)) {
    throw new RuleError('bad-roll', `${s.players[seat]} rolls all warriors: ${describeArmy(army)}; the roll lists ${describeArmy(armyOf(dice))}.`);
  }
}
