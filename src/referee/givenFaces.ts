/**
 * The faces the players gave dice of the live Strike referee (answers to a question,
 * corrections, faces lined up after a reload: src/referee/liveStrikeReferee.ts), and the
 * face corrections since the last throw, which the players may undo. A face given stands over
 * what the camera reads for as long as the die is in view and read as it was then, so that a
 * misread die does not look turned at the next settle. Dice by tracker id.
 */
import type { Face } from '../core/types.ts';
import type { ArenaSnapshot, DieId } from '../tracking/types.ts';

/** A face the players gave a die, and the face the camera read on it then (`null`: unreadable or not in view). */
export interface GivenFace {
  face: Face;
  readAs: Face | null;
}

/** A face correction: its die, and what the players had given it before (`undefined`: nothing; undo restores it). */
export interface FaceCorrection {
  id: DieId;
  before: GivenFace | undefined;
}

/** A copy of the {@link GivenFaces}, taken so that an undo can put it back. */
export interface GivenFacesCopy {
  given: ReadonlyMap<DieId, GivenFace>;
  corrections: readonly FaceCorrection[];
}

/** The faces the players gave, by die, and the face corrections since the last throw. */
export class GivenFaces {
  private readonly byDie = new Map<DieId, GivenFace>();
  /**
   * Each face correction since the last throw (the engine's own undo list is emptied at each
   * throw too), newest last.
   */
  private readonly corrections: FaceCorrection[] = [];

  /** How many dice have a face given. */
  get size(): number {
    return this.byDie.size;
  }

  /** The face given to die `id`, with the face read then, or `undefined`. */
  get(id: DieId): GivenFace | undefined {
    return this.byDie.get(id);
  }

  /** Whether die `id` has a face given. */
  has(id: DieId): boolean {
    return this.byDie.has(id);
  }

  /** Gives die `id` a face (an answer, or a face lined up), not as a correction to undo. */
  set(id: DieId, given: GivenFace): void {
    this.byDie.set(id, given);
  }

  /** Every face given, by die, with the face read then (a copy). */
  all(): Map<DieId, GivenFace> {
    return new Map(this.byDie);
  }

  /** Every face given, by die (a copy). */
  faces(): Map<DieId, Face> {
    return new Map([...this.byDie].map(([id, given]) => [id, given.face]));
  }

  /**
   * Forgets the faces of dice `read` (a snapshot as the camera read it) no longer shows as they
   * were read when given: a die gone, or read otherwise (knocked by a throw, turned), is read again.
   */
  dropReadOtherwise(read: ArenaSnapshot): void {
    for (const [id, given] of [...this.byDie]) {
      if (read.dice.find((die) => die.id === id)?.face !== given.readAs) this.byDie.delete(id);
    }
  }

  /** `snapshot` with the faces given standing over the faces read (confidence 1). */
  over(snapshot: ArenaSnapshot): ArenaSnapshot {
    if (this.byDie.size === 0) return snapshot;
    return { ...snapshot, dice: snapshot.dice.map((die) => {
      const given = this.byDie.get(die.id);
      return given === undefined ? die : { ...die, face: given.face, confidence: 1 };
    }) };
  }

  /** Gives die `id` a face as a face correction, which {@link popCorrection} can take back. */
  correct(id: DieId, given: GivenFace): void {
    this.corrections.push({ id, before: this.byDie.get(id) });
    this.byDie.set(id, given);
  }

  /** Takes the newest face correction off the list (its face stays until {@link takeBack}), or `undefined`. */
  popCorrection(): FaceCorrection | undefined {
    return this.corrections.pop();
  }

  /** Gives the die of `correction` back what it had before it. */
  takeBack(correction: FaceCorrection): void {
    if (correction.before === undefined) this.byDie.delete(correction.id);
    else this.byDie.set(correction.id, correction.before);
  }

  /** Ends the face corrections to undo (a throw ended the engine's); the faces stay. */
  endCorrections(): void {
    this.corrections.length = 0;
  }

  /** Forgets every face given and the corrections to undo. */
  clear(): void {
    this.byDie.clear();
    this.corrections.length = 0;
  }

  /** A copy of the faces given and the corrections, for {@link restore}. */
  copy(): GivenFacesCopy {
    return { given: new Map(this.byDie), corrections: [...this.corrections] };
  }

  /** Puts back what {@link copy} took. */
  restore(copy: GivenFacesCopy): void {
    this.byDie.clear();
    for (const [id, given] of copy.given) this.byDie.set(id, given);
    this.corrections.splice(0, this.corrections.length, ...copy.corrections);
  }
}
