/**
 * The Strike rules engine (src/rules/engine.ts `RulesEngine`): pure, event-sourced, plain
 * JSON. Rulebooks: /work/shared/rules/strike-en.txt and strike-fr.txt.
 *
 * ```ts
 * let log = strike.setup({ players: ['Ann', 'Bob'] });
 * ({ log } = play(strike, log, { type: 'placeStartDie', face: '3' }));
 * ({ log } = play(strike, log, { type: 'throw', arena: ['3', '5'], out: 0 }));
 * ```
 */
import { FACES_OF_KIND } from '../../core/types.ts';
import { tableStateProblem } from '../common/stateCheck.ts';
import type { RulesEngine } from '../engine.ts';
import { announce } from './announce.ts';
import { apply, legalActions } from './apply.ts';
import { reduce } from './reduce.ts';
import { setup } from './setup.ts';
import type { StrikeAction, StrikeConfig, StrikeEvent, StrikeState } from './types.ts';

/** The Strike engine object. */
export const strike: RulesEngine<StrikeConfig, StrikeState, StrikeAction, StrikeEvent> = {
  game: 'strike',
  setup,
  reduce,
  apply,
  legalActions,
  announce,
  checkState: (state) => tableStateProblem(state, state.edition.totalDice, FACES_OF_KIND[state.edition.dieKind]),
};

export type {
  MatchGroup, StrikeAction, StrikeConfig, StrikeCorrection, StrikeEvent, StrikePhase, StrikePlayer,
  StrikeState, TurnEndReason,
} from './types.ts';
export {
  CLASSIC, CLASSIC_X2, EDITION_LIST, EDITIONS, IMPACT, STRIKE_2020, classicDicePerPlayer, dicePerPlayerAllowed, editionFor, editionForPlayers, facesOf,
  maxDicePerPlayer, playerCountRange, resolveEdition, startDiceFromBox,
  type DicePerThrow, type StartDieMode, type StrikeDieKind, type StrikeEdition,
} from './editions.ts';
export { REROLL_NOT_PUT_BACK_FACE, retireRefusal, retirementToUndo, startDiceDue, throwCountRefusal, undoTakesBack } from './apply.ts';
export { announceThrowAgain, STRIKE_ANNOUNCEMENTS, type StrikeAnnouncement, type StrikeAnnouncementType } from './announce.ts';
export type { CheckedDie, StrikeRefusalCode, StrikeRefusalParams } from './refusals.ts';
export { isNumbered, matchGroups } from '../common/arena.ts';
export { nextSeat } from './reduce.ts';
export { winnersOf } from '../common/fold.ts';
