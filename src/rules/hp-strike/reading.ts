/**
 * Checks for what players (or the die reader) report: faces, counts, and how many dice a
 * reported arena adds to the one at rest. Source: harry-potter-strike-en.txt.
 */
import type { Face } from '../../core/types.ts';
import { dieNumber } from '../common/arena.ts';
import { RuleError } from '../engine.ts';
import { diceInArena } from './flow.ts';
import { refuse, type HpCheckedDie } from './refusals.ts';
import { HP_FACES } from './spells.ts';
import type { HpStrikeState } from './types.ts';

/** "1 die" / "3 dice". */
export function dice(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

/** How the English sentences name a checked die: "Start die", "Die 1 in the arena"… */
function dieName(checked: HpCheckedDie): string {
  switch (checked.die) {
    case 'start': return 'Start die';
    case 'accio': return 'Accio die';
    case 'arena': return `Die ${dieNumber(checked.index)} in the arena`;
    case 'corrected': return `Die ${dieNumber(checked.index)}`;
  }
}

/** @throws RuleError `impossible-face` when `face` is not a face of HP Strike dice */
export function checkFace(face: unknown, checked: HpCheckedDie): asserts face is Face {
  if (!HP_FACES.includes(face as Face)) {
    throw refuse('impossible-face', `${dieName(checked)}: "${String(face)}" is not a face of these dice (${HP_FACES.join(', ')})`,
      { ...checked, face: String(face), faces: [...HP_FACES] });
  }
}

/** A whole number ≥ 0, or a RuleError `bad-action` naming the field. */
function count(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RuleError('bad-action', `${field} must be a whole number ≥ 0, got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * A reported arena, checked: `arena` faces that count, `out`, `leaning` and `stacked` dice
 * (counts), and `thrown`: how many dice appeared since the arena was last at rest.
 */
export interface Reading { arena: Face[]; out: number; leaning: number; stacked: number; thrown: number }

/**
 * Checks a reported arena (`throw`, `shiftArena`, `relashioThrow`). Dice may be stacked only
 * while a Wingardium Leviosa tower stands ("Dice may not be … stacked": Tips and tricks), and
 * a tower never grows: it is made of the dice left in the arena when Wingardium Leviosa goes
 * off ("If there are any dice left in the arena, stack them to make one tall tower":
 * Wingardium Leviosa); a later throw may knock dice off it, but a thrown die that comes to
 * rest on its top is not one of them, so `stacked` may not exceed the dice under its top.
 * OUR READING, not the book's words: the book says only that "the top die of any stacked tower
 * counts", not what becomes of a thrown die that stays on a tower, and its "Dice may not be …
 * stacked" is said of dice moved by hand (Tips and tricks); docs/app.md gives the readings.
 * @throws RuleError `bad-action`, `impossible-face`, `no-tower`, `tower-grew`, `dice-missing`
 */
export function read(s: HpStrikeState, action: { type: string; arena: unknown; out: unknown; leaning?: unknown; stacked?: unknown }): Reading {
  if (!Array.isArray(action.arena)) throw new RuleError('bad-action', `${action.type}.arena must be the list of faces lying flat in the arena`);
  action.arena.forEach((f, i) => checkFace(f, { die: 'arena', index: i }));
  const out = count(action.out, `${action.type}.out`);
  const leaning = count(action.leaning ?? 0, `${action.type}.leaning`);
  const stacked = count(action.stacked ?? 0, `${action.type}.stacked`);
  if (stacked > 0 && s.stacked === 0) {
    throw refuse('no-tower', `${dice(stacked)} reported stacked, but no tower stands: dice may not be stacked`, { stacked });
  }
  if (stacked > s.stacked) {
    throw refuse('tower-grew',
      `${dice(stacked)} reported stacked, but the tower had ${dice(s.stacked)} under its top: a thrown die does not join a Wingardium Leviosa tower (shift the arena until it falls off)`,
      { stacked, tower: s.stacked });
  }
  const before = diceInArena(s);
  const thrown = action.arena.length + out + leaning + stacked - before;
  if (thrown < 0) {
    throw refuse('dice-missing',
      `${dice(-thrown)} missing: the arena held ${before}, the ${action.type} reports ${action.arena.length} flat, ${stacked} stacked, ${out} out and ${leaning} leaning`,
      { action: action.type, missing: -thrown, before, flat: action.arena.length, stacked, out, leaning });
  }
  return { arena: [...action.arena] as Face[], out, leaning, stacked, thrown };
}

