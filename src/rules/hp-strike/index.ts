/**
 * The Harry Potter Strike rules engine (src/rules/engine.ts `RulesEngine`): pure,
 * event-sourced, plain JSON. Rulebook: /work/shared/rules/harry-potter-strike-en.txt.
 * Sibling of src/rules/strike (same action and event shapes where the games agree).
 *
 * ```ts
 * let log = hpStrike.setup({ players: ['Harry', 'Hermione'] });
 * ({ log } = play(hpStrike, log, { type: 'placeStartDie', face: '3' }));
 * ({ log } = play(hpStrike, log, { type: 'throw', arena: ['3', '5'], out: 0 }));
 * ```
 */
import { tableStateProblem } from '../common/stateCheck.ts';
import type { RulesEngine } from '../engine.ts';
import { announce } from './announce.ts';
import { apply, legalActions } from './apply.ts';
import { reduce } from './reduce.ts';
import { setup } from './setup.ts';
import { HP_BOX, HP_FACES } from './spells.ts';
import type { HpStrikeAction, HpStrikeConfig, HpStrikeEvent, HpStrikeState } from './types.ts';

/** The HP Strike engine object. */
export const hpStrike: RulesEngine<HpStrikeConfig, HpStrikeState, HpStrikeAction, HpStrikeEvent> = {
  game: 'hp-strike',
  setup,
  reduce,
  apply,
  legalActions,
  announce,
  checkState: (state) => tableStateProblem(state, HP_BOX.totalDice, [...HP_FACES], state.stacked),
};

export type {
  HpStrikeAction, HpStrikeConfig, HpStrikeCorrection, HpStrikeEvent, HpStrikePhase, HpStrikePlayer,
  HpStrikeState, MatchGroup, TurnEndReason,
} from './types.ts';
export {
  DEFAULT_FACE_SPELLS, DEFAULT_RULES, HP_BOX, HP_FACES, SPELL_FACES, SPELL_NAMES, SPELL_ORDER, faceOf,
  resolveRules, spellOf, type HpStrikeRules, type SimultaneousElimination, type Spell, type SpellFace,
  type StandingImmobulus,
} from './spells.ts';
export { HP_STRIKE_ANNOUNCEMENTS, type HpStrikeAnnouncement, type HpStrikeAnnouncementType } from './announce.ts';
export type { HpCheckedDie, HpStrikeRefusalCode, HpStrikeRefusalParams } from './refusals.ts';
export { nextSeat } from './reduce.ts';
