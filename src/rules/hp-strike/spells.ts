/**
 * Harry Potter Strike as data: the box, the spells, which die face casts which spell, and the
 * house-rule flags for the points the rulebook leaves open.
 *
 * Source: /work/shared/rules/harry-potter-strike-en.txt (Contents, Setup, Playing the Game,
 * the five spell sections, Ending the game).
 */
import type { Face } from '../../core/types.ts';
import { RuleError } from '../engine.ts';

/**
 * The five spells, in the order the rulebook lists them and their effects are carried out
 * ("carry out spells and effects in the order listed below": Playing the Game).
 */
export const SPELL_ORDER = ['immobulus', 'relashio', 'accio', 'wingardiumLeviosa', 'confundo'] as const;

/** One of {@link SPELL_ORDER}. */
export type Spell = (typeof SPELL_ORDER)[number];

/** Spell names as printed in the rulebook (the same in English and French editions). */
export const SPELL_NAMES: Readonly<Record<Spell, string>> = {
  immobulus: 'Immobulus',
  relashio: 'Relashio',
  accio: 'Accio',
  wingardiumLeviosa: 'Wingardium Leviosa',
  confundo: 'Confundo',
};

/** The five symbol faces of an HP Strike die in our Face vocabulary (the sixth is X). */
export const SPELL_FACES = ['1', '2', '3', '4', '5'] as const;

/** One of {@link SPELL_FACES}. */
export type SpellFace = (typeof SPELL_FACES)[number];

/** Every face an HP Strike die can show, in display order (core/types.ts `strike` kind). */
export const HP_FACES: readonly Face[] = ['1', '2', '3', '4', '5', 'X'];

/**
 * The box: 26 dice (Contents) and the dice each wizard receives, keyed by player count
 * (Setup table: 2→8, 3→7, 4→6, 5→5). One extra die is rolled as the start die, the rest is
 * set aside (Setup).
 */
export const HP_BOX = {
  totalDice: 26,
  dicePerPlayer: { '2': 8, '3': 7, '4': 6, '5': 5 } as Readonly<Record<string, number>>,
  source: 'harry-potter-strike-en.txt: Contents (26 dice), Setup (table)',
} as const;

/**
 * How a standing Immobulus combination (left from an earlier throw) counts after a later
 * throw that does not break it. The rulebook says only that the dice "remain in the arena
 * until the combination is broken by another throw" (Immobulus).
 * - `inert` (default, the common table reading): it holds its dice but is not a new match;
 *   the thrower's turn and other spells go on as usual. A thrown Immobulus die that joins it
 *   is a new match either way (src/rules/hp-strike/settle.ts `settleThrow`).
 * - `freezes`: it counts as an Immobulus match after every throw: the turn ends and other
 *   matches are collected without their spells.
 */
export type StandingImmobulus = 'inert' | 'freezes';

/**
 * How tournament points are counted when several wizards are stunned by the same Relashio
 * group throw (the rulebook counts "the number of players still in the game" per
 * elimination: Tournament rules; it never has two at once).
 * - `shared` (default): each gets the number still in after all of them are out.
 * - `seatOrder`: one after another in play order from the active wizard.
 */
export type SimultaneousElimination = 'shared' | 'seatOrder';

/** The house rules in play; every field has a default. Plain JSON. */
export interface HpStrikeRules {
  /**
   * Which spell each numbered face casts. The physical dice print symbols, not numbers; this
   * mapping of our Face values to symbols is an ASSUMPTION (the rulebook gives no face
   * order): configure it to match the die reader's labels. Must be one-to-one.
   */
  faceSpells: Record<SpellFace, Spell>;
  /** See {@link StandingImmobulus}. */
  standingImmobulus: StandingImmobulus;
  /** See {@link SimultaneousElimination}. */
  simultaneousElimination: SimultaneousElimination;
}

/** Default face → spell mapping: faces 1–5 in the rulebook's spell order (an assumption). */
export const DEFAULT_FACE_SPELLS: Readonly<Record<SpellFace, Spell>> = {
  '1': 'immobulus', '2': 'relashio', '3': 'accio', '4': 'wingardiumLeviosa', '5': 'confundo',
};

/** Defaults for every house rule. */
export const DEFAULT_RULES: HpStrikeRules = {
  faceSpells: { ...DEFAULT_FACE_SPELLS },
  standingImmobulus: 'inert',
  simultaneousElimination: 'shared',
};

/**
 * Completes and checks partial house rules.
 * @throws RuleError `bad-rules` when `faceSpells` is not a one-to-one map of faces 1–5 to the
 *   five spells, or a flag has an unknown value
 */
export function resolveRules(rules: Partial<HpStrikeRules> | undefined): HpStrikeRules {
  const resolved: HpStrikeRules = { ...DEFAULT_RULES, ...rules, faceSpells: { ...(rules?.faceSpells ?? DEFAULT_FACE_SPELLS) } };
  const keys = Object.keys(resolved.faceSpells).sort();
  const spells = new Set(Object.values(resolved.faceSpells));
  if (keys.join() !== SPELL_FACES.join() || spells.size !== 5 || [...spells].some((s) => !SPELL_ORDER.includes(s))) {
    throw new RuleError('bad-rules',
      `rules.faceSpells must map faces 1–5 one-to-one to ${SPELL_ORDER.join(', ')}; got ${JSON.stringify(resolved.faceSpells)}`);
  }
  if (!['inert', 'freezes'].includes(resolved.standingImmobulus)) {
    throw new RuleError('bad-rules', 'rules.standingImmobulus must be "inert" or "freezes"');
  }
  if (!['shared', 'seatOrder'].includes(resolved.simultaneousElimination)) {
    throw new RuleError('bad-rules', 'rules.simultaneousElimination must be "shared" or "seatOrder"');
  }
  return resolved;
}

/** The face that casts `spell` under `rules`. */
export function faceOf(rules: HpStrikeRules, spell: Spell): Face {
  return SPELL_FACES.find((f) => rules.faceSpells[f] === spell)!;
}

/** The spell `face` casts, or null for X and unseen dice. */
export function spellOf(rules: HpStrikeRules, face: Face | null): Spell | null {
  return face !== null && face in rules.faceSpells ? rules.faceSpells[face as SpellFace] : null;
}
