/**
 * The start die of a Strike round as the live referee (src/referee/liveStrikeReferee.ts) finds
 * it in the settled arena: which die is the one newly placed, and, of two dice where one start
 * die should lie, which may be the start die with the other a first throw made before the
 * referee looked. Pure: dice by tracker id, the game state as the rules hold it
 * (src/rules/strike; the rules place, roll again or refuse the start die).
 */
import type { Face } from '../core/types.ts';
import { isNumbered, startDiceDue, type StrikeState } from '../rules/strike/index.ts';
import { distanceDieSizes } from '../tracking/dieTracker.ts';
import type { ArenaSnapshot, DieId, SnapshotDie } from '../tracking/types.ts';
import { DEFAULT_SNAPSHOT_DIFF_CONFIG } from './snapshotDiff.ts';

/**
 * The dice `inArena` that are not start dice placed before, in their order: the start dice
 * placed are known by face (they all differ, strike-en.txt "Setup"), so a die re-identified by
 * the tracker, or a resumed view, still matches.
 * @param placed the faces of the start dice placed so far (the state's arena)
 */
export function newStartDice(inArena: readonly SnapshotDie[], placed: readonly (Face | null)[]): SnapshotDie[] {
  const left = [...placed];
  return inArena.filter((die) => {
    const at = left.indexOf(die.face);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/**
 * The most dice the arena may hold (flat or not) while the round waits for its start dice, for
 * a referee to take them from it: the start dice (placed and still due: the rules'
 * `startDiceDue`), and, in an edition with one start die, one die more: the first player's
 * first throw of one die (strike-en.txt, Setup and Playing the Game), made before the referee
 * looked. The live referee asks the players about such a pair ({@link startDieOf}, its
 * `treatAsThrow`); the photo referee (src/referee/strikeReferee.ts) rules it so, having nobody
 * to ask. More dice are refused by both, whatever they show (the live referee asks for "exactly
 * one start die"): the throws between them are unknown (the first player throwing again after
 * all differed, or the next one after a pass), and which of them is the start die too.
 */
export function mostDiceBeforeStart(state: StrikeState): number {
  const startDice = state.arena.length + startDiceDue(state);
  return state.edition.startDie === 'onePerPlayer' ? startDice : startDice + 1;
}

/**
 * Of two dice in the arena where the round's one start die should lie, the one to take for the
 * start die when the players rule the other as the first throw: a die surely read with a number
 * (the start die shows one, strike-en.txt "Setup"), the surer of two (confidence 0–1). `null`
 * for any other count of dice, editions where each player puts a die in (their start dice are
 * several), once a start die is placed, when either die is still to take out from the last round
 * (a tournament's next round, helper 139), when neither is sure, and without `askWhenUnsure` (a
 * recording, nobody to answer: src/review/gameReview.ts rules from the first lone die).
 * @param toTakeOut dice the referee marked to remove or re-roll
 * @param config the live referee's `askWhenUnsure` and `minConfidence` (src/referee/liveStrikeReferee.ts `LiveRefereeConfig`)
 */
export function startDieOf(
  inArena: readonly SnapshotDie[],
  state: StrikeState,
  toTakeOut: ReadonlySet<DieId>,
  config: { askWhenUnsure: boolean; minConfidence: number },
): SnapshotDie | null {
  // Editions where each player puts a die in are left as they were (their start dice are
  // several), and so is a recording (nobody to answer: src/review/gameReview.ts rules from the first lone die).
  if (!config.askWhenUnsure || state.edition.startDie === 'onePerPlayer' || state.arena.length > 0 || inArena.length !== mostDiceBeforeStart(state)) return null;
  // A die of the last round still to take out (a tournament's next round) is neither (helper 139).
  if (inArena.some((die) => toTakeOut.has(die.id))) return null;
  const sure = inArena.filter((die) => isNumbered(die.face) && die.confidence >= config.minConfidence);
  return sure.sort((a, b) => b.confidence - a.confidence)[0] ?? null;
}

/**
 * Whether `die` is a die of the last round still to take out (in `toTakeOut`), lying as it lay:
 * an X (no start die shows one: helper 162), or a die showing the face `ruled` (the arena as
 * last ruled) gave it, moved at most a quarter of a die (src/referee/snapshotDiff.ts
 * `DEFAULT_SNAPSHOT_DIFF_CONFIG`). It is not the next round's start die, whatever it shows
 * (helper 171: a leftover 4 was placed as round 2's start die, and the real one then ruled a
 * throw). A die the tracker matched by place to one of them but showing another face, or
 * moved, is a new die: the start die put down where an old die lay.
 */
export function isLeftover(die: SnapshotDie, ruled: ArenaSnapshot | null, toTakeOut: ReadonlySet<DieId>): boolean {
  if (!toTakeOut.has(die.id)) return false;
  if (die.face === 'X') return true;
  const before = ruled?.dice.find((d) => d.id === die.id);
  return before !== undefined && before.face === die.face && distanceDieSizes(before.box, die.box) <= DEFAULT_SNAPSHOT_DIFF_CONFIG.minMoveDieSizes;
}
