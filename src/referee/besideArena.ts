/**
 * Dice beside the arena (src/tracking/types.ts `SnapshotDie.inArena` false): the snapshot
 * helpers the live Strike referee (src/referee/liveStrikeReferee.ts) uses to tell dice set
 * down there (a stock die, a die taken out as the rules said, a die carried aside: out of play)
 * from a throw, which lands in the arena or crosses it (helpers 140, 145, 151). Pure: dice by
 * tracker id, snapshots as the referee holds them (faces the players gave put over the faces read).
 */
import type { DieId, ArenaSnapshot, SnapshotDie } from '../tracking/types.ts';
import type { DiceChanges } from './snapshotDiff.ts';

/**
 * Whether `a` and `b` hold the same dice in the arena (ids and faces, whatever order each
 * snapshot lists them in), whatever lies beside it.
 */
export function sameDiceInArena(a: ArenaSnapshot, b: ArenaSnapshot): boolean {
  const inArena = (snapshot: ArenaSnapshot) => JSON.stringify(snapshot.dice.filter((die) => die.inArena).sort((x, y) => x.id - y.id).map((die) => [die.id, die.face]));
  return inArena(a) === inArena(b);
}

/** `baseline` with its dice beside the arena replaced by those of `seen` (dice in the arena kept), ordered by id. */
export function withDiceBeside(baseline: ArenaSnapshot, seen: ArenaSnapshot): ArenaSnapshot {
  const inArena = baseline.dice.filter((die) => die.inArena);
  const beside = seen.dice.filter((die) => !die.inArena && !inArena.some((kept) => kept.id === die.id));
  return { ...baseline, dice: [...inArena, ...beside].sort((x, y) => x.id - y.id) };
}

/**
 * The dice beside the arena in `now` that were not beside it in `from` (`arrived`, as `now`
 * has them), and whether more dice lie beside it now than then (`more`: more arrived than left
 * from beside it, gone from view or moved into the arena).
 */
export function cameBeside(from: ArenaSnapshot, now: ArenaSnapshot): { arrived: SnapshotDie[]; more: boolean } {
  const besideBefore = new Set(from.dice.filter((die) => !die.inArena).map((die) => die.id));
  const arrived = now.dice.filter((die) => !die.inArena && !besideBefore.has(die.id));
  const left = [...besideBefore].filter((id) => !now.dice.some((die) => die.id === id && !die.inArena)).length;
  return { arrived, more: arrived.length > left };
}

/** Whether the only change is dice that appeared outside the arena: none gone, none in the arena changed. */
export function onlySetDownBeside(changes: DiceChanges): boolean {
  return changes.vanished.length === 0 && changes.changed.length === 0 && changes.appeared.length > 0 && changes.appeared.every((die) => !die.inArena);
}

/**
 * The dice of a change that stand for dice the rules said to take out, lifted and set down
 * beside the arena in view (strike-en.txt, "That was an X!": X dice are "placed next to the
 * box"; collected dice go to the thrower's stock), with new tracker ids: as many dice that
 * appeared outside the arena as dice to take out vanished, those showing one of their faces
 * first (a die set down may land on any face). The others that appeared are the throw's.
 * A die thrown out of the arena at the very settle the dice to take out were lifted and put
 * out of view is taken for one of them.
 * @param toRemove the dice the rules took out of play that are still in view (the referee's dice to remove)
 * @returns their ids (empty when no die to take out vanished)
 */
export function setDownDice(changes: DiceChanges, toRemove: ReadonlySet<DieId>): DieId[] {
  const faces = changes.vanished.filter((die) => toRemove.has(die.id)).map((die) => die.face);
  const outside = changes.appeared.filter((die) => !die.inArena);
  const sameFace = outside.filter((die) => {
    const i = faces.indexOf(die.face);
    if (i < 0) return false;
    faces.splice(i, 1);
    return true;
  });
  const others = outside.filter((die) => !sameFace.includes(die)).slice(0, faces.length);
  return [...sameFace, ...others].map((die) => die.id);
}
