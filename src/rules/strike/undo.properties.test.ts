/**
 * Property test of how a player leaving, a die said flown out of sight, corrections, passes and
 * `undo` play together (random games, tournaments too): every state passes `checkState`, `undo`
 * gives back exactly the state before what it takes back, and `undoTakesBack` names that
 * (src/rules/strike/apply.ts; common/retire.ts).
 */
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Face } from '../../core/types.ts';
import { RuleError } from '../engine.ts';
import { deepFreeze } from '../testing/freeze.ts';
import { randomSource, type Random } from '../testing/random.ts';
import { CLASSIC, facesOf, type StrikeEdition } from './editions.ts';
import { strike, undoTakesBack } from './index.ts';
import { tinyEdition } from './test-helpers.ts';
import type { StrikeAction, StrikeEvent, StrikeState } from './types.ts';

/** What `undoTakesBack` may name, and the action each takes back. */
type Taken = 'correction' | 'missedThrow' | 'retirement';

/** A legal-looking action for `state`: retirements, missed dice, corrections and undo often. */
function randomAction(state: StrikeState, rand: Random): StrikeAction {
  const faces = facesOf(state.edition);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const numbered = faces.filter((f) => f !== 'X');
  const legal = strike.legalActions(state);
  if (legal.includes('undo') && rand() < 0.25) return { type: 'undo' };
  if (state.phase === 'startDie') {
    const free = numbered.filter((f) => !state.arena.includes(f));
    return { type: 'placeStartDie', face: state.edition.startDie === 'rolled' ? pick(faces) : pick(free) };
  }
  if (state.phase === 'reroll') return { type: 'placeRerolledDie', face: pick(faces) };
  if (legal.includes('retirePlayer') && rand() < 0.06) {
    return { type: 'retirePlayer', seat: pick(state.players.flatMap((p, seat) => (p.eliminated ? [] : [seat]))) };
  }
  if (legal.includes('pass') && rand() < 0.25) return { type: 'pass' };
  if (legal.includes('correctFace') && rand() < 0.15) {
    const removed = state.lastThrow?.removed ?? [];
    const arena = state.lastThrow?.endedArena ?? state.arena;
    if (removed.length > 0 && (arena.length === 0 || rand() < 0.5)) {
      const index = Math.floor(rand() * removed.length);
      return { type: 'correctFace', index, face: pick(faces.filter((f) => f !== removed[index])), removed: true };
    }
    if (arena.length > 0) {
      const index = Math.floor(rand() * arena.length);
      const options = state.lastThrow ? faces.filter((f) => f !== arena[index]) : numbered.filter((f) => !arena.includes(f));
      if (options.length > 0) return { type: 'correctFace', index, face: pick(options) };
    }
  }
  if (state.phase !== 'throw') return { type: 'undo' };
  const stock = state.players[state.current]!.stock;
  // A die flown out of sight: the arena as it was, one die out (the live referee's `dieMissed`).
  if (!state.mustThrowAll && rand() < 0.15 && state.arena.every((f) => f !== null)) {
    return { type: 'throw', arena: state.arena as Face[], out: 1, missed: true };
  }
  const count = state.mustThrowAll ? stock : state.edition.dicePerThrow === 'exactlyOne' ? 1 : 1 + Math.floor(rand() * Math.min(stock, 3));
  const arena: Face[] = [];
  let out = 0;
  for (const [i, old] of [...state.arena, ...Array<null>(count).fill(null)].entries()) {
    if (rand() < 0.06) out++;
    else arena.push(old !== null && i < state.arena.length && rand() < 0.7 ? old : pick(faces));
  }
  return { type: 'throw', arena, out, ...(rand() < 0.1 ? { missed: true as const } : {}) };
}

/** Whether `action` is one that `undoTakesBack` names `taken`. */
function isTaken(action: StrikeAction, taken: Taken): boolean {
  return taken === 'retirement' ? action.type === 'retirePlayer'
    : taken === 'correction' ? action.type === 'correctFace'
      : action.type === 'throw' && action.missed === true;
}

/**
 * The index in `history` of the action `undo` took back, leading to `after`: the last action of
 * the kind `taken` whose state before it is `after` (a correction that ruled a throw again is
 * taken back with the corrections and passes made since: the last one ruling again, not the
 * last one made). -1 when there is none.
 */
function takenBackAt(history: readonly { action: StrikeAction; before: StrikeState }[], taken: Taken, after: StrikeState): number {
  for (let i = history.length - 1; i >= 0; i--) {
    if (isTaken(history[i]!.action, taken) && isDeepStrictEqual(history[i]!.before, after)) return i;
  }
  return -1;
}

const editions: StrikeEdition[] = [
  tinyEdition(3),
  tinyEdition(3, { startDie: 'onePerPlayer' }),
  tinyEdition(4, { dicePerThrow: 'atLeastOne' }),
  { ...CLASSIC, id: 'rolled', startDie: 'rolled' },
];

describe('retirements, dice said missed, corrections, passes and undo together (random games)', () => {
  it('keep every state sound, and undo gives back the state before what undoTakesBack names', () => {
    fc.assert(fc.property(fc.record({
      playerCount: fc.integer({ min: 2, max: 4 }),
      edition: fc.constantFrom(...editions),
      tournament: fc.boolean(),
      rand: randomSource(),
    }), ({ playerCount, edition, tournament, rand }) => {
      const log: StrikeEvent[] = strike.setup({ players: ['Ann', 'Bob', 'Cara', 'Dan'].slice(0, playerCount), edition, tournament });
      let state = log.reduce<StrikeState | null>((s, e) => strike.reduce(s, e), null)!;
      // The actions played and not taken back, each with the state before it.
      let history: { action: StrikeAction; before: StrikeState }[] = [];
      for (let step = 0; step < 600 && strike.legalActions(state).length > 0; step++) {
        const action = randomAction(state, rand);
        if (!strike.legalActions(state).includes(action.type)) continue;
        const taken = action.type === 'undo' ? undoTakesBack(state) : null;
        let events: StrikeEvent[];
        try {
          events = strike.apply(deepFreeze(state), action);
        } catch (error) {
          if (!(error instanceof RuleError)) throw error;
          // Undo is refused only when undoTakesBack said it could not take anything back.
          if (action.type === 'undo') expect(taken, `undo refused (${error.code}) though undoTakesBack said ${taken}`).toBeNull();
          continue;
        }
        const after = events.reduce((s, e) => strike.reduce(s, e), state);
        expect(strike.checkState!(after), JSON.stringify(action)).toBeNull();
        if (action.type === 'undo') {
          expect(taken, 'undo taken back though undoTakesBack said null').not.toBeNull();
          const at = takenBackAt(history, taken!, after);
          const since = history.slice(at + 1).map((h) => h.action.type);
          expect(at, `undo of a ${taken} (${JSON.stringify(events)}) gave no state before one, after ${history.slice(-6).map((h) => JSON.stringify(h.action)).join(' ')}`).toBeGreaterThanOrEqual(0);
          // What it took back with it: never a throw seen, a start die or a retirement (each ends undo's reach).
          expect(since.filter((type) => type === 'throw' || type === 'placeStartDie' || type === 'retirePlayer'), `undo of a ${taken} (${JSON.stringify(events)}) took back more: ${history.slice(at).map((h) => JSON.stringify(h.action)).join(" ")}`).toEqual([]);
          history = history.slice(0, at);
        } else if (!isDeepStrictEqual(after, state)) {
          // (A start die rolled showing X changes nothing: it is rolled again.)
          history.push({ action, before: state });
        }
        log.push(...events);
        state = after;
      }
      expect(log.reduce<StrikeState | null>((s, e) => strike.reduce(s, e), null)).toEqual(state);
    }), { numRuns: 200 });
  }, 60_000);
});
