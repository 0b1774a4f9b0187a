/**
 * Lining a resumed Strike game (src/referee/liveStrikeReferee.ts `resume`: a reload, another
 * video or camera opened mid-game) up with the first arena the camera shows: the game's log
 * keeps faces, not the tracker's ids, so the dice seen are matched with the game's arena by
 * face. Pure: the game state as the rules hold it (src/rules/strike), dice by tracker id.
 */
import type { Face } from '../core/types.ts';
import { isNumbered, throwCountRefusal, type StrikeState } from '../rules/strike/index.ts';
import type { ArenaSnapshot, DieId, SnapshotDie } from '../tracking/types.ts';
import type { GivenFace } from './givenFaces.ts';
import type { LiveQuestionParams } from './liveStrikeQuestion.ts';

/**
 * The first arena of a resumed game, lined up with the game state it resumes: the faces the
 * players gave before the reload are not saved with the dice (tracker ids start afresh), so
 * dice in the arena read otherwise than the state's arena are given the state's faces (a die
 * the players corrected from 5 to 3 and the camera still reads as 5 stays a 3), and dice the
 * rules took out before the reload and nobody took away yet are dice to remove: dice outside
 * the arena, X dice, and numbered dice beyond the state's arena (collected). Dice read as the
 * state has them are matched first; the rest are paired in tracker order (the rules see faces
 * only, so any pairing rules alike; which die is marked to remove may then be the wrong one).
 * @param read the snapshot as the camera read it
 * @returns the dice to remove and the faces to give (with the face read), by tracker id
 */
export function lineUpWithState(state: StrikeState, read: ArenaSnapshot): { toRemove: DieId[]; given: [DieId, GivenFace][] } {
  const toRemove: DieId[] = [];
  const given: [DieId, GivenFace][] = [];
  const missing: (Face | null)[] = [...state.arena];
  const unmatched: SnapshotDie[] = [];
  for (const die of read.dice) {
    // Out of the arena or showing X: the rules took it out of the game (an arena never holds X).
    if (takenOutBefore(die)) toRemove.push(die.id);
    if (!die.inArena || !isNumbered(die.face)) continue;
    const index = missing.indexOf(die.face);
    if (index >= 0) missing.splice(index, 1);
    else unmatched.push(die);
  }
  const faces = missing.filter((face): face is Face => face !== null);
  unmatched.forEach((die, k) => {
    const face = faces[k];
    if (face !== undefined) given.push([die.id, { face, readAs: die.face }]);
    else toRemove.push(die.id);
  });
  return { toRemove, given };
}

/**
 * Whether a die seen at a resumed game's first look was taken out of the game before: it lies
 * outside the arena, or shows X (an arena never holds X).
 */
export function takenOutBefore(die: SnapshotDie): boolean {
  return !die.inArena || (die.face !== null && !isNumbered(die.face));
}

/**
 * Whether the dice `inArena` show the game's arena and, beyond it, only faces of dice the
 * last throw's ruling took out of the arena (collected groups). A die the players corrected
 * since that throw may still be read as before: as many dice as corrections stand may show
 * another face, in place of the arena's or collected dice not seen (no more dice than those).
 */
export function isArenaWithDiceToTakeOut(state: StrikeState, inArena: readonly SnapshotDie[]): boolean {
  const left: (Face | null)[] = [...state.arena];
  const collected: Face[] = (state.lastThrow?.removed ?? []).filter(isNumbered);
  let otherwise = 0;
  for (const die of inArena) {
    const i = die.face === null ? -1 : left.indexOf(die.face);
    const j = i < 0 && die.face !== null ? collected.indexOf(die.face) : -1;
    if (i >= 0) left.splice(i, 1);
    else if (j >= 0) collected.splice(j, 1);
    else otherwise += 1;
  }
  const unseen = left.filter((face) => face !== null).length;
  // The corrections standing since that throw, as the rules keep them (faces corrected; a throw ruled again).
  const corrections = state.corrections.length + (state.ruledAgain ? 1 : 0);
  return otherwise <= corrections && unseen <= otherwise && otherwise <= unseen + collected.length;
}

/**
 * The `newView` question's params for a first look that shows `seen` dice lying flat in the
 * arena: with the rules' refusal when the current player cannot have thrown the dice beyond the
 * game's arena (`throwCountRefusal`): more than their stock, or more than one where the edition
 * throws one at a time. Fewer than an all-in throw after a big hit is no refusal here: the dice
 * out of the arena, leaning or showing X, not in `seen`, may make up the rest.
 * @param state the game now (its current player is the thrower)
 */
export function newViewParams(state: StrikeState, seen: number): LiveQuestionParams['unexplained'] {
  const player = state.players[state.current]!.name;
  const arena = state.arena.length;
  const thrown = seen - arena;
  const stock = state.players[state.current]!.stock;
  const count = state.phase === 'throw' ? throwCountRefusal(state, thrown) : null;
  const refused = count && (thrown > stock || count.code === 'wrong-throw-count') ? count : null;
  return { cause: 'newView', seen, arena, player, ...(refused ? { refusal: { code: refused.code, message: refused.message, params: refused.params } } : {}) };
}
