/** Counting dice per kind (armies, the box supply, payments). Pure helpers. */
import type { Army, RolledDie, WarriorKind } from './types.ts';
import { WARRIOR_KINDS } from './types.ts';

/** An army with no dice. */
export function emptyArmy(): Army {
  return { white: 0, black: 0, red: 0, green: 0 };
}

/** Total dice in an army. */
export function armySize(army: Army): number {
  return army.white + army.black + army.red + army.green;
}

/** Counts per kind of a list of dice (rolled dice or kinds). */
export function armyOf(dice: readonly (RolledDie | WarriorKind)[]): Army {
  const army = emptyArmy();
  for (const d of dice) army[typeof d === 'string' ? d : d.kind] += 1;
  return army;
}

/** `a + sign·b` per kind, as a new army. */
export function addArmies(a: Army, b: Army, sign: 1 | -1 = 1): Army {
  const out = emptyArmy();
  for (const k of WARRIOR_KINDS) out[k] = a[k] + sign * b[k];
  return out;
}

/** Whether two armies hold the same dice per kind. */
export function sameArmy(a: Army, b: Army): boolean {
  return WARRIOR_KINDS.every((k) => a[k] === b[k]);
}

/** Short text like "15 white, 1 red" for messages (kinds with zero dice left out). */
export function describeArmy(army: Army): string {
  const parts = WARRIOR_KINDS.filter((k) => army[k] > 0).map((k) => `${army[k]} ${k}`);
  return parts.length > 0 ? parts.join(', ') : 'no dice';
}
