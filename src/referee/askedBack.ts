/**
 * Dice taken out of the arena that the rules did not call for, in live play (the live Strike
 * referee's `unexpectedRemoval` question asks for them back, src/referee/liveStrikeReferee.ts),
 * and how they are known when they come back: a die lifted out of view and back gets a new
 * tracker id (src/tracking/dieTracker.ts), so it is known by its face. Dice by tracker id.
 */
import type { ArenaSnapshot, DieId, SnapshotDie } from '../tracking/types.ts';
import type { GivenFace, GivenFaces } from './givenFaces.ts';

/**
 * Whether `die` lies in the arena with a face read surely (or answered by the players): one
 * that may be a die put back.
 * @param minConfidence the live referee's `minConfidence` (voted confidence, 0–1)
 */
export function surelyInArena(die: SnapshotDie, minConfidence: number): boolean {
  return die.inArena && die.face !== null && die.confidence >= minConfidence;
}

/** The dice asked back, as they lay, with the faces the players had given them, until put back or counted out. */
export class DiceAskedBack {
  /** The dice asked back, as they lay. */
  private dice: SnapshotDie[] = [];
  /** Of the dice asked back, the faces the players had given them (and the faces read then). */
  private given = new Map<DieId, GivenFace>();

  /** @param minConfidence the live referee's `minConfidence`: a die put back is one read surely ({@link surelyInArena}) */
  constructor(private readonly minConfidence: number) {}

  /**
   * Asks for `dice` back (as they lay, in place of any asked before), keeping the faces the
   * players had given them: in `givenBefore`, else when they were asked back before.
   */
  ask(dice: SnapshotDie[], givenBefore: ReadonlyMap<DieId, GivenFace>): void {
    this.dice = dice;
    this.given = new Map(dice.flatMap((die) => {
      const given = givenBefore.get(die.id) ?? this.given.get(die.id);
      return given ? [[die.id, given] as const] : [];
    }));
  }

  /** No die is asked back any more: put back, or counted out of the arena by a throw. */
  forget(): void {
    this.dice = [];
    this.given.clear();
  }

  /**
   * `before` with each die asked back ({@link ask}) that `after` lacks by id replaced by a
   * new die of `after` (an id `before` lacks: a die lifted out of view and back gets a new
   * tracker id, src/tracking/dieTracker.ts) lying in the arena with its face, read surely or
   * answered by the players: the same die, put back. Where it lies does not matter: the rules go
   * by faces (strike-en.txt, "Note!": dice may be rearranged without changing their numbers). A
   * die thrown meanwhile that shows that face is taken as put back, as the question asked. None
   * while a die to re-roll is missing: the re-rolled die may show that face (strike-en.txt, "By
   * the way!"). Before, a die put back was ruled as a throw with the die taken out counted out
   * of the arena: the thrower lost a die for a throw never made (helpers 138, 139).
   * @param rerolls the dice not lying flat that the players must re-roll and put back
   * @returns the snapshot to compare `after` with, and how many dice it takes as put back
   */
  withPutBack(before: ArenaSnapshot, after: ArenaSnapshot, rerolls: ReadonlySet<DieId>): { before: ArenaSnapshot; back: number } {
    // (A die the players had given a face gets it back first: giveBackGivenFaces.)
    if (this.dice.length === 0) return { before, back: 0 };
    const beforeIds = new Set(before.dice.map((die) => die.id));
    const afterIds = new Set(after.dice.map((die) => die.id));
    if ([...rerolls].some((id) => !afterIds.has(id))) return { before, back: 0 };
    const fresh = after.dice.filter((die) => !beforeIds.has(die.id) && surelyInArena(die, this.minConfidence));
    const standsFor = new Map<DieId, SnapshotDie>();
    for (const asked of this.dice) {
      if (afterIds.has(asked.id) || !beforeIds.has(asked.id)) continue;
      const back = fresh.find((die) => die.face === asked.face && ![...standsFor.values()].includes(die));
      if (back) standsFor.set(asked.id, back);
    }
    if (standsFor.size === 0) return { before, back: 0 };
    return { before: { ...before, dice: before.dice.map((die) => standsFor.get(die.id) ?? die) }, back: standsFor.size };
  }

  /**
   * Before a settle's faces are read as ruled: a new die (an id the baseline lacks) in the arena
   * read surely with the face the camera read on a die asked back when the players gave it
   * another (a misread corrected, or lined up after a reload) gets that given face again, so that
   * {@link withPutBack} knows it by its face as ruled (helper 139).
   * @param baseline the last snapshot the game agrees with (none yet: nothing given back)
   * @param given the faces the players gave, to which the faces given back are added
   */
  giveBackGivenFaces(read: ArenaSnapshot, baseline: ArenaSnapshot | null, given: GivenFaces): void {
    if (this.given.size === 0 || !baseline) return;
    const known = new Set([...baseline.dice, ...read.dice.filter((die) => given.has(die.id))].map((die) => die.id));
    const readIds = new Set(read.dice.map((die) => die.id));
    for (const [id, face] of this.given) {
      if (readIds.has(id)) continue;
      const back = read.dice.find((die) => !known.has(die.id) && surelyInArena(die, this.minConfidence) && die.face === face.readAs);
      if (!back) continue;
      given.set(back.id, face);
      known.add(back.id);
    }
  }
}
